// The questions the web asks of a race's status (waiting → countdown → live → finished, or
// aborted) and of a racer's (playing, won, stuck, resigned, abandoned). Components ask these
// instead of comparing the names, so the names live here (and in the protocol's enums).
import type { RaceStatus, SeatStatus } from '@patience-race/protocol'

type Status = RaceStatus | null | undefined

export const isWaiting = (s: Status): boolean => s === 'waiting'
export const isCountdown = (s: Status): boolean => s === 'countdown'
export const isLive = (s: Status): boolean => s === 'live'
/** Ended with results (the seed is out, the replay open). */
export const isFinished = (s: Status): boolean => s === 'finished'
/** Called off before anyone raced it. */
export const isAborted = (s: Status): boolean => s === 'aborted'
/** Not started yet: seats are still taken, or the countdown runs. */
export const isBeforeStart = (s: Status): boolean => isWaiting(s) || isCountdown(s)
/** Over one way or the other: finished or called off. */
export const isOver = (s: Status): boolean => isFinished(s) || isAborted(s)

type Seat = SeatStatus | null | undefined

/** The racer is still racing (not won, stuck, resigned or gone). */
export const isPlaying = (s: Seat): boolean => s === 'playing'
export const hasResigned = (s: Seat): boolean => s === 'resigned'
/** Left a live race and was claimed against. */
export const hasAbandoned = (s: Seat): boolean => s === 'abandoned'
export const hasWon = (s: Seat): boolean => s === 'won'
export const isStuck = (s: Seat): boolean => s === 'stuck'
