// Who stands on the account-only boards (ranked, daily): players with an account, and a deleted
// account's results from before its deletion (the players.account_deleted_at tombstone), shown
// as "deleted player" whatever the player row was renamed to later.
import { Prisma } from '#generated/prisma/client'

export const DELETED_PLAYER_NAME = 'deleted player'

/** SQL condition: the result `r` belongs on an account-only board. */
export const accountResultSql = Prisma.sql`(
  EXISTS (SELECT 1 FROM accounts a WHERE a.player_id = r.player_id)
  OR EXISTS (SELECT 1 FROM players dp WHERE dp.id = r.player_id AND dp.account_deleted_at >= r.finished_at)
)`

/** SQL: the name to show for the player `p` on a board. */
export const boardNameSql = Prisma.sql`CASE
  WHEN p.account_deleted_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.player_id = p.id)
  THEN ${DELETED_PLAYER_NAME} ELSE p.name END`

export interface BoardPlayer {
  name: string
  accountDeletedAt: Date | null
  account: { username: string } | null
}

/** The same two rules for a result read through Prisma. */
export function onAccountBoard(player: BoardPlayer, finishedAt: Date): boolean {
  return (
    player.account !== null ||
    (player.accountDeletedAt !== null && player.accountDeletedAt >= finishedAt)
  )
}

export function boardName(player: BoardPlayer): string {
  if (player.account) return player.account.username
  return player.accountDeletedAt === null ? player.name : DELETED_PLAYER_NAME
}
