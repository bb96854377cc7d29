// The questions the server asks of a racer's status (playing, won, stuck, resigned, abandoned):
// asked here by name, so the status words live in one place (and in the protocol's enum), as the
// race's own status does in lifecycle/race-lifecycle.ts.
import type { SeatStatus } from '@patience-race/protocol'

type Status = SeatStatus | null | undefined

/** Still racing: not won, stuck, resigned or gone. */
export const isStillPlaying = (s: Status): boolean => s === 'playing'
export const hasWon = (s: Status): boolean => s === 'won'
/** Left a live race and was claimed against (a forfeit: places after everyone else). */
export const wasAbandoned = (s: Status): boolean => s === 'abandoned'
/** Gave the game up, by resigning or by leaving and being claimed against. */
export const gaveUp = (s: Status): boolean => s === 'resigned' || wasAbandoned(s)
