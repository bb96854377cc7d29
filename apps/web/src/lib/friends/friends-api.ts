// Friends' REST calls (docs/friends.md): following, blocks and challenges by name, typed from the
// server's OpenAPI document (../net/rest.ts). Accounts only: the session cookie says who asks.
import type { CreateChallengeBody } from '@patience-race/protocol'
import { rest, settle, settleEmpty } from '../net/rest.js'

const UNREACHABLE = "can't reach the server"

const named = (username: string) => ({ params: { path: { username } } })
const byId = (id: string) => ({ params: { path: { id } } })

export const friendsApi = {
  following: () => settle(rest.GET('/api/me/following'), UNREACHABLE),
  follow: (username: string) =>
    settleEmpty(rest.PUT('/api/me/following/{username}', named(username)), UNREACHABLE),
  unfollow: (username: string) =>
    settleEmpty(rest.DELETE('/api/me/following/{username}', named(username)), UNREACHABLE),
  blocked: () => settle(rest.GET('/api/me/blocked'), UNREACHABLE),
  block: (username: string) =>
    settleEmpty(rest.PUT('/api/me/blocked/{username}', named(username)), UNREACHABLE),
  unblock: (username: string) =>
    settleEmpty(rest.DELETE('/api/me/blocked/{username}', named(username)), UNREACHABLE),
  /** My pending challenges, to me and from me. */
  challenges: () => settle(rest.GET('/api/challenges'), UNREACHABLE),
  challenge: (body: CreateChallengeBody) =>
    settle(rest.POST('/api/challenges', { body }), UNREACHABLE),
  accept: (id: string) => settle(rest.POST('/api/challenges/{id}/accept', byId(id)), UNREACHABLE),
  decline: (id: string) =>
    settleEmpty(rest.POST('/api/challenges/{id}/decline', byId(id)), UNREACHABLE),
  /** The challenger takes a pending challenge back. */
  cancel: (id: string) => settleEmpty(rest.DELETE('/api/challenges/{id}', byId(id)), UNREACHABLE),
}
