/** Error codes of the wire contract (protocol.md). Stable: clients switch on them. */
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
  'INTERNAL',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface WireError {
  code: ErrorCode
  message: string
  /** SEQ_GAP: the last seq the server applied for this player, so the client can resync. */
  seq?: number
}
