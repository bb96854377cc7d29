// Where a racer's win slipped away (issue 44) on the replay page: the words, the moves to mark,
// and the racer's game up to the slip followed by the winning line, as a replay of its own.
import type { Replay, SeatAnalysis } from '@patience-race/protocol'
import type { MoveEntry } from './replay.svelte.js'

/** A racer's slip as the page shows it: whose, where, and what the server proved. */
export interface Slip {
  seat: number
  name: string
  /** How many of the racer's moves were played at the last position known winnable. */
  moveIndex: number
  /** The racer's move count: moveIndex equal to it means the racer stopped with the win there. */
  moves: number
  proved: boolean
  lostBy: number
  line: NonNullable<SeatAnalysis['line']>
}

/** How far apart the winning line's moves are played, in replay time. */
const LINE_STEP_MS = 600

/** Each racer who let a winnable deal slip, in seat order (analysis seats match by player). */
export function slipsOf(replay: Replay, seats: readonly SeatAnalysis[]): Slip[] {
  return [...replay.players]
    .sort((a, b) => a.seat - b.seat)
    .flatMap((p) => {
      const a = seats.find((s) => s.playerId === p.player.id)
      if (a?.status !== 'slipped' || a.moveIndex === undefined || !a.line) return []
      return [
        {
          seat: p.seat,
          name: p.player.name,
          moveIndex: a.moveIndex,
          moves: p.moves.length,
          proved: a.proved,
          lostBy: a.lostBy ?? a.moveIndex + 1,
          line: a.line,
        },
      ]
    })
}

/** "Ada's win slipped away at move 3" / "Grace stopped after move 3, the win still there". */
export function slipText(slip: Slip): string {
  const proof = slip.proved ? ' (proved)' : ''
  if (slip.moveIndex >= slip.moves)
    return slip.moves === 0
      ? `${slip.name} stopped before a move, on a deal that can be won${proof}`
      : `${slip.name} stopped after move ${slip.moves} with a win still there${proof}`
  const at = `move ${slip.moveIndex + 1}`
  if (slip.proved) return `${slip.name}'s win slipped away at ${at}${proof}`
  const last = Math.min(slip.lostBy, slip.moves)
  return `${slip.name}'s win slipped away between ${at} and move ${last} (not narrowed further)`
}

/**
 * The racer's own moves up to the slip, then the winning line from there, as a one-seat replay
 * of the same deal; `atMs` is the slip position's time, where the page starts it.
 */
export function slipReplay(replay: Replay, slip: Slip): { replay: Replay; atMs: number } {
  const racer = replay.players.find((p) => p.seat === slip.seat)
  const own = (racer?.moves ?? []).slice(0, slip.moveIndex)
  const atMs = own.at(-1)?.at ?? 0
  return {
    atMs,
    replay: {
      ...replay,
      players: [
        {
          seat: slip.seat,
          player: { id: 'slip', name: `${slip.name}, then the winning line` },
          moves: [
            ...own,
            ...slip.line.map((move, i) => ({ move, at: atMs + (i + 1) * LINE_STEP_MS })),
          ],
        },
      ],
      results: [],
    },
  }
}

/** The race's slips once the server has analysed it; null when it never did (sealed, gone). */
export async function analysedSlips(
  replay: Replay,
  load: () => Promise<SeatAnalysis[] | null>,
  cancelled: () => boolean,
): Promise<Slip[] | null> {
  const seats = await waitForAnalysis(load, { everyMs: 2000, tries: 150, cancelled })
  return seats ? slipsOf(replay, seats) : null
}

/**
 * Asks `load` until no seat is pending (the pool analyses a race in seconds after its finish),
 * every `everyMs`, at most `tries` times; null when it never came or the race has none.
 */
async function waitForAnalysis(
  load: () => Promise<SeatAnalysis[] | null>,
  options: { everyMs: number; tries: number; cancelled: () => boolean },
): Promise<SeatAnalysis[] | null> {
  for (let i = 0; i < options.tries && !options.cancelled(); i++) {
    const seats = await load()
    if (seats === null) return null
    if (seats.every((s) => s.status !== 'pending')) return seats
    await new Promise((resolve) => setTimeout(resolve, options.everyMs))
  }
  return null
}

/**
 * The move list with the slips marked: in the race, each racer's losing move ("win lost"); with
 * a slip shown, the first move of the winning line ("winning line").
 */
export function slipNotes(
  entries: readonly MoveEntry[],
  slips: readonly Slip[],
  shown: Slip | null,
): MoveEntry[] {
  return entries.map((entry) => {
    if (shown)
      return entry.step === shown.moveIndex + 1 ? { ...entry, note: 'winning line' } : entry
    const lost = slips.some((s) => s.seat === entry.seat && s.moveIndex + 1 === entry.step)
    return lost ? { ...entry, note: 'win lost' } : entry
  })
}
