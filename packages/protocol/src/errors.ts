/** Error codes of the wire contract (docs/protocol.md). Stable: clients switch on them. */
export const ERROR_CODES = [
  'BAD_PAYLOAD',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'RACE_FULL',
  'NOT_A_PLAYER',
  'NOT_STARTED',
  'FINISHED',
  'ILLEGAL_MOVE',
  'RATE_LIMITED',
  'OWN_RACE',
  'SEQ_GAP',
  'NOT_FINISHED',
  'NO_SPECTATORS',
  'MOVED',
  'INTERNAL',
  'BUSY',
  'NOT_YOUR_SEAT',
  'NOT_CLAIMABLE',
  'INVITE_EXPIRED',
  'NAME_RESERVED',
  'FORBIDDEN',
  'HEADERS_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'NAME_TAKEN',
  'WEAK_PASSWORD',
  'BAD_CREDENTIALS',
  'ACCOUNT_REQUIRED',
  'LAST_SIGN_IN_METHOD',
  'NOT_READY',
  'DAILY_ALREADY_PLAYED',
  'DAILY_DEAL_SECRET',
  'DAILY_DAY_OVER',
  'DAILY_ADDRESS_LIMIT',
  'RANKED_NOT_YET',
  'SESSION_REVOKED',
  'CHALLENGE_REFUSED',
  'CHALLENGE_PENDING',
  'ARENA_CLOSED',
  'NOT_WHILE_RACING',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface WireError {
  code: ErrorCode
  message: string
  /** SEQ_GAP: the last seq the server applied for this player, so the client can resync. */
  seq?: number
  /**
   * MOVED (cluster mode): the public URL of the server to reconnect to and rejoin on — the
   * race's owner, or for a spectator of a crowded race, another node.
   */
  url?: string
  /**
   * RANKED_NOT_YET: how many more finished races of at least 10 moves (any kind) the player
   * needs before the ranked queue takes them.
   */
  left?: number
}
