// Stepping through a finished race. The replay is published with the seed, so the engine can
// rebuild every past position for display (design.md); nothing here is sent anywhere.
import type { Replay } from '@patience-race/protocol'
import type { GameState, PlayerView } from '@patience-race/engine'

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
    }
    tracks.push({ seat: p.seat, name: p.player.name, views, times })
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
