// What spectators see of each seat. While the race runs, a seat's board is the engine's
// spectatorView: every card that any other racer has not yet seen face up in its own game is
// left out, so no watcher (a racer's second identity included) learns the shared deal from the
// leader's board (docs/fair-play.md). Once the race is over, the full public views.
import {
  playerView,
  spectatorView,
  viewCheck,
  type GameState,
  type PlayerView,
} from '@patience-race/engine'
import type { RaceProgressEvent } from '@patience-race/protocol'
import type { Seat } from '../seats/race-seat.js'

/** Every other dealt seat's state, in seat order. */
export function otherStates(seats: ReadonlyMap<number, Seat>, seat: Seat): GameState[] {
  const others: GameState[] = []
  for (const other of seats.values())
    if (other.index !== seat.index && other.state) others.push(other.state)
  return others
}

export function spectatorViewOf(
  seats: ReadonlyMap<number, Seat>,
  seat: Seat,
  over: boolean,
): PlayerView | null {
  if (!seat.state) return null
  const others = otherStates(seats, seat)
  const view = playerView(seat.state)
  // Not memoised per state: a masked view is asked for once per move or refresh, and one kept
  // until the seat's next move (about a second at a human pace) outlives the young generation and
  // is promoted, which made it the largest item the major GCs had to collect (bench/README.md).
  return over || others.length === 0 ? view : spectatorView(seat.state, others, view)
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
 * The boards spectators see of seats in the states given (keyed by seat number): each masked by
 * the other states there, as spectatorViewOf masks a seat's board by the other seats'.
 */
export function maskedViews(states: ReadonlyMap<number, GameState>): Record<string, PlayerView> {
  const views: Record<string, PlayerView> = {}
  for (const [index, state] of states) {
    const others = [...states].filter(([i]) => i !== index).map(([, other]) => other)
    const view = playerView(state)
    views[String(index)] = others.length === 0 ? view : spectatorView(state, others, view)
  }
  return views
}

/** The seat's board for spectators from states kept (a delayed event's, made when it goes out). */
export function maskedView(state: GameState, others: readonly GameState[]): PlayerView {
  const view = playerView(state)
  return others.length === 0 ? view : spectatorView(state, others, view)
}

/** Every dealt seat's state, by seat number (what a delayed race keeps of a moment). */
export function statesOf(seats: ReadonlyMap<number, Seat>): Map<number, GameState> {
  const states = new Map<number, GameState>()
  for (const seat of seats.values()) if (seat.state) states.set(seat.index, seat.state)
  return states
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
