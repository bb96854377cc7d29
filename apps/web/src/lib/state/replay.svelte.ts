// Stepping through a finished race. The replay is published with the seed, so the engine can
// rebuild every past position for display (docs/architecture.md); nothing here is sent anywhere.
import type { Replay, WireMove } from '@patience-race/protocol'
import {
  isGameId,
  isPileId,
  pileLabel,
  type GameState,
  type PlayerView,
} from '@patience-race/engine'
import { rankLabel, suitSymbol } from '../cards.js'
import type { ProgressPoint } from './race-types.js'

export interface EngineForReplay {
  newGame(game: Replay['game'], source: { seed: string }, variant?: string): GameState
  applyMove(
    state: GameState,
    move: unknown,
  ): { ok: true; state: GameState } | { ok: false; error: { message: string } }
  playerView(state: GameState): PlayerView
}

export interface Track {
  seat: number
  name: string
  /** views[k] = the board after k moves */
  views: PlayerView[]
  /** times[k] = ms since the start of move k+1 */
  times: number[]
  /** moves[k] = move k+1, as played */
  moves: WireMove[]
}

export function buildTracks(
  replay: Replay,
  engine: EngineForReplay,
): { tracks: Track[]; error: string | null } {
  const tracks: Track[] = []
  for (const p of [...replay.players].sort((a, b) => a.seat - b.seat)) {
    let state = engine.newGame(replay.game, { seed: replay.seed }, replay.variant)
    const views = [engine.playerView(state)]
    const times: number[] = []
    const moves: WireMove[] = []
    for (const { move, at } of p.moves) {
      const result = engine.applyMove(state, move)
      if (!result.ok)
        return {
          tracks,
          error: `move ${times.length + 1} of ${p.player.name} didn't replay: ${result.error.message}`,
        }
      state = result.state
      views.push(engine.playerView(state))
      times.push(at)
      moves.push(move)
    }
    tracks.push({ seat: p.seat, name: p.player.name, views, times, moves })
  }
  return { tracks, error: null }
}

/** How many of a track's moves have happened by time t. */
export function stepAt(track: Track, t: number): number {
  let lo = 0
  let hi = track.times.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (track.times[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class ReplayPlayer {
  t = $state(0)
  playing = $state(false)
  speed = $state(4)
  readonly duration: number
  readonly tracks: Track[]
  #timer: ReturnType<typeof setInterval> | null = null

  constructor(tracks: Track[]) {
    this.tracks = tracks
    this.duration = Math.max(0, ...tracks.flatMap((t) => t.times)) + 500
  }

  viewOf(track: Track): PlayerView {
    return track.views[stepAt(track, this.t)]!
  }

  seek(t: number): void {
    this.t = Math.min(this.duration, Math.max(0, t))
  }

  /** Jump to the next (or previous) move of either player. */
  step(dir: 1 | -1): void {
    const all = this.tracks.flatMap((t) => t.times).sort((a, b) => a - b)
    const next =
      dir === 1 ? all.find((x) => x > this.t) : [...all].reverse().find((x) => x < this.t)
    this.seek(next ?? (dir === 1 ? this.duration : 0))
  }

  toggle(): void {
    if (this.playing) this.pause()
    else this.play()
  }

  play(): void {
    if (this.t >= this.duration) this.t = 0
    this.playing = true
    const tick = 100
    this.#timer = setInterval(() => {
      this.seek(this.t + tick * this.speed)
      if (this.t >= this.duration) this.pause()
    }, tick)
  }

  pause(): void {
    this.playing = false
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }
}

/** One line of the replay's move list. */
export interface MoveEntry {
  seat: number
  name: string
  /** 1-based: this racer's move number */
  step: number
  /** ms since the start */
  at: number
  text: string
  /** A mark beside the move: where the win slipped, where the winning line starts. */
  note?: string
}

/** A pile as the board labels it: "waste 3", "the 7 pile", "♠ up", "turned card". */
function pileName(game: string, pile: string): string {
  const m = /^foundation-(up|down)-([SHDC])$/.exec(pile)
  if (m) return `${suitSymbol(m[2]!)} ${m[1]}`
  // Each game names its own piles (the engine's pileLabel): no game ids here.
  if (isGameId(game) && isPileId(pile)) return pileLabel(game, pile)
  return pile.replace(/-/g, ' ')
}

function cardText(card: string | undefined): string {
  return card ? `${rankLabel(card)}${suitSymbol(card)}` : 'a card'
}

/** "7♥ waste 2 → foundation", "drew", "10♦ and 2 more pile 3 → pile 1". */
export function describeMove(game: string, move: WireMove, before: PlayerView): string {
  if ('action' in move) {
    const ACTIONS: Record<string, string> = {
      draw: 'drew from the stock',
      turn: 'turned a card',
      deal: 'dealt',
      redeal: 'redealt',
      reorder: 'reordered the workspace',
    }
    return ACTIONS[move.action] ?? move.action
  }
  const pile = before.piles[move.from] ?? []
  const count = move.count ?? 1
  const card = move.index !== undefined ? pile[move.index] : pile[pile.length - count]
  const more = count > 1 ? ` +${count - 1}` : ''
  return `${cardText(card)}${more} ${pileName(game, move.from)} → ${pileName(game, move.to)}`
}

/** Every move of both racers in the order they were played. */
export function moveList(game: string, tracks: readonly Track[]): MoveEntry[] {
  const out: MoveEntry[] = []
  for (const t of tracks) {
    t.moves.forEach((move, k) =>
      out.push({
        seat: t.seat,
        name: t.name,
        step: k + 1,
        at: t.times[k]!,
        text: describeMove(game, move, t.views[k]!),
      }),
    )
  }
  return out.sort((a, b) => a.at - b.at || a.seat - b.seat)
}

/** Cards on the foundations over time, for the progress chart. */
export function progressPoints(track: Track): ProgressPoint[] {
  const points: ProgressPoint[] = [{ at: 0, foundation: track.views[0]?.foundation ?? 0 }]
  for (let k = 1; k < track.views.length; k++) {
    const f = track.views[k]!.foundation
    if (f !== points.at(-1)!.foundation) points.push({ at: track.times[k - 1]!, foundation: f })
  }
  return points
}
