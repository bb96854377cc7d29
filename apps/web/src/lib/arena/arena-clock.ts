import { isArenaOver, isScheduled } from './arena-status.js'
// The arena's clock in words (issue 42): "starts in 0:42", "round 2 of 3 · 3:12 left",
// "finished" — one text for the lobby's list, the arena page and the race page's arena bar.
import { clock } from '../clock.js'

type ArenaStatus = 'scheduled' | 'live' | 'finished'

/** What the clock needs of an arena. */
export interface ArenaTiming {
  status: ArenaStatus
  /** ISO time (or ms since the epoch) of round 1's start. */
  startsAt: string | number
  rounds: number
  roundSec: number
  /** 1-based; 0 before the start. */
  round: number
}

function atMs(t: string | number): number {
  return typeof t === 'number' ? t : Date.parse(t)
}

/** "0:42", or "1 h 05 min" for a wait of an hour or more (an hourly arena's lobby line). */
export function waitText(ms: number): string {
  const left = Math.max(0, ms)
  if (left < 3_600_000) return clock(left)
  const min = Math.floor(left / 60_000)
  return `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`
}

/** "Round 2 of 3". */
function roundText(round: number, rounds: number): string {
  return `Round ${round} of ${rounds}`
}

/**
 * The arena's state in a few words at `now`. `endsAt`: the current round's end when known
 * (`arena:round`); without it the clock says only which round is on.
 */
export function arenaClockText(a: ArenaTiming, now: number, endsAt?: string | number): string {
  if (isArenaOver(a.status)) return 'Finished'
  if (isScheduled(a.status) || a.round === 0) {
    const left = atMs(a.startsAt) - now
    return left > 0 ? `Starts in ${waitText(left)}` : 'Starting…'
  }
  const which = roundText(a.round, a.rounds)
  if (endsAt === undefined) return which
  const left = atMs(endsAt) - now
  return left > 0 ? `${which} · ${clock(left)} left` : `${which} · time is up`
}

/** "3 rounds of 5 min" (or "1 round of 90 s"). */
export function formatText(rounds: number, roundSec: number): string {
  const length = roundSec % 60 === 0 ? `${roundSec / 60} min` : `${roundSec} s`
  return `${rounds} ${rounds === 1 ? 'round' : 'rounds'} of ${length}`
}
