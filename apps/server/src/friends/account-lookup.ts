// The account a friends route names by username (case-blind, as profiles are), or 404.
import { foldUsername } from '../accounts/usernames.js'
import { HttpError } from '../errors/http-error.js'
import type { AccountRow, FriendsStore } from './friends-store.js'

export async function accountByName(store: FriendsStore, username: string): Promise<AccountRow> {
  const account = await store.accountByUsernameKey(foldUsername(username))
  if (!account) throw new HttpError(404, 'NOT_FOUND', 'no such player')
  return account
}
