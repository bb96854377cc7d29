import { describe, expect, it } from 'vitest'
import type { GameState, PlayerView } from '@patience-race/engine'
import type { Replay } from '@patience-race/protocol'
import { buildTracks, ReplayPlayer, stepAt, type EngineForReplay } from './replay.svelte.js'

// A stand-in engine: the "view" is just how many moves were applied; "bad" is refused.
const engine: EngineForReplay = {
  newGame: (game) => ({
    game,
    variant: 'standard',
    piles: {},
    moves: 0,
    redeals: 0,
    workspaceHome: null,
  }),
  applyMove: (state: GameState, move: unknown) =>
    (move as { action?: string }).action === 'bad'
      ? { ok: false, error: { message: 'refused' } }
      : { ok: true, state: { ...state, moves: state.moves + 1 } },
  playerView: (state: GameState) => ({ moves: state.moves }) as PlayerView,
}

function replayOf(moves: [number[], number[]], bad = false): Replay {
  const player = (seat: number, name: string, at: number[]) => ({
    seat,
    player: { id: name, name },
    moves: at.map((t, i) => ({
      move: bad && i === 1 ? { action: 'bad' as 'draw' } : { action: 'draw' as const },
      at: t,
    })),
  })
  return {
    raceId: 'race1',
    game: 'saratoga',
    variant: 'standard',
    seed: 's',
    seedHash: 'h',
    startedAt: null,
    players: [player(1, 'Grace', moves[1]), player(0, 'Ada', moves[0])],
    results: [],
  }
}

describe('replays', () => {
  it('shows both boards as they stood at the scrubbed time', () => {
    const { tracks, error } = buildTracks(replayOf([[1000, 2000, 5000], [1500]]), engine)
    expect(error).toBeNull()
    expect(tracks.map((t) => t.name)).toEqual(['Ada', 'Grace'])
    const player = new ReplayPlayer(tracks)
    player.seek(1800)
    expect(tracks.map((t) => player.viewOf(t).moves)).toEqual([1, 1])
    player.seek(5000)
    expect(tracks.map((t) => stepAt(t, player.t))).toEqual([3, 1])
  })

  it('steps from one move (of either player) to the next', () => {
    const player = new ReplayPlayer(buildTracks(replayOf([[1000, 2000], [1500]]), engine).tracks)
    player.step(1)
    expect(player.t).toBe(1000)
    player.step(1)
    expect(player.t).toBe(1500)
    player.step(-1)
    expect(player.t).toBe(1000)
  })

  it('says which move could not be replayed instead of failing silently', () => {
    const { error } = buildTracks(replayOf([[1000, 2000], []], true), engine)
    expect(error).toContain('move 2 of Ada')
  })
})
