// What spectators see of each seat. While the race runs, a seat's board is the engine's
// spectatorView: every card the other racer has not yet seen face up in its own game is left
// out, so no watcher (a racer's second identity included) learns the shared deal from the
// leader's board (docs/fair-play.md). Once the race is over, the full public views.
import { spectatorView, viewCheck, type GameState, type PlayerView } from '@patience-race/engine'
import type { RaceProgressEvent } from '@patience-race/protocol'
import type { Seat } from './race-seat.js'
import { viewOf } from './state-cache.js'

const masked = new WeakMap<GameState, { other: GameState; view: PlayerView }>()

/** `state`'s board as spectators may see it while `other` is still racing on the same deal. */
function maskedViewOf(state: GameState, other: GameState): PlayerView {
  const known = masked.get(state)
  if (known && known.other === other) return known.view
  const view = spectatorView(state, other)
  masked.set(state, { other, view })
  return view
}

/** The other seat's state (a race has two seats). */
function otherState(seats: ReadonlyMap<number, Seat>, seat: Seat): GameState | null {
  for (const other of seats.values())
    if (other.index !== seat.index && other.state) return other.state
  return null
}

export function spectatorViewOf(
  seats: ReadonlyMap<number, Seat>,
  seat: Seat,
  over: boolean,
): PlayerView | null {
  if (!seat.state) return null
  const other = otherState(seats, seat)
  return over || !other ? viewOf(seat.state) : maskedViewOf(seat.state, other)
}

/** Every dealt seat's view for spectators, keyed by seat number. */
export function spectatorViews(
  seats: ReadonlyMap<number, Seat>,
  over: boolean,
): Record<string, PlayerView> {
  const views: Record<string, PlayerView> = {}
  for (const seat of seats.values()) {
    const view = spectatorViewOf(seats, seat, over)
    if (view) views[String(seat.index)] = view
  }
  return views
}

/**
 * What a spectator's race:progress says, in a few bytes: its fields and the board's check value
 * (engine viewCheck). Kept per seat to skip an event that repeats the last; a string of the whole
 * event would live until the seat's next move and be promoted to the old generation.
 */
export function spectatorEventKey(event: RaceProgressEvent): string {
  const p = event.progress
  const board = event.view ? viewCheck(event.view) : '-'
  return `${event.status} ${event.at} ${p.foundation}/${p.total} ${p.moves} ${p.status} ${board}`
}
