// Which usernames may be claimed: the protocol checks the shape; here the name is folded for
// the case-blind unique index, and bot names and a short reserved list are refused.
const RESERVED = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'server',
  'support',
  'help',
  'moderator',
  'mod',
  'staff',
  'official',
  'patience',
  'patiencerace',
  'patience-race',
  'anonymous',
  'guest',
  'deleted',
  'deleted-player',
  'deleted_player',
  'me',
  'api',
  'null',
  'undefined',
])

/** The key the unique index holds: names differing only in case collide. */
export function foldUsername(username: string): string {
  return username.toLowerCase()
}

/** Bot names ("Easy bot", "hard-bot", "bot", "bot_3"…) and the reserved list are nobody's. */
export function isReservedUsername(username: string): boolean {
  const key = foldUsername(username)
  return RESERVED.has(key) || /^bot|bot$|[_-]bot[_-]/.test(key)
}
