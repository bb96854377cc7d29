import { describe, expect, it } from 'vitest'
import type { GameState, PlayerView } from '@patience-race/engine'
import type { Replay } from '@patience-race/protocol'
import {
  buildTracks,
  describeMove,
  progressPoints,
  ReplayPlayer,
  stepAt,
  type EngineForReplay,
  type Track,
} from './replay.svelte.js'
import { grandmasGame, saratoga } from '../../fixtures/views.js'

// A stand-in engine: the "view" is just how many moves were applied; "bad" is refused.
const engine: EngineForReplay = {
  // Only `moves` matters here; the rest of GameState is the engine's business.
  newGame: (game) =>
    ({
      game,
      variant: 'standard',
      piles: {},
      moves: 0,
      redeals: 0,
      workspaceHome: null,
    }) as unknown as GameState,
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

describe('the replay’s move list and chart', () => {
  it('says each move in the board’s words', () => {
    const sv = saratoga.view as unknown as PlayerView
    expect(describeMove('saratoga', { from: 'tableau-3', to: 'tableau-1', count: 3 }, sv)).toBe(
      '10♦ +2 pile 3 → pile 1',
    )
    expect(describeMove('saratoga', { action: 'draw' }, sv)).toBe('drew from the stock')
    const gv = grandmasGame.view as unknown as PlayerView
    expect(describeMove('grandmas-game', { from: 'tableau-1', to: 'foundation-up-S' }, gv)).toBe(
      '3♠ A pile → ♠ up',
    )
    expect(
      describeMove('grandmas-game', { from: 'workspace', index: 4, to: 'foundation-up-D' }, gv),
    ).toBe('A♦ workspace → ♦ up')
  })

  it('charts the cards on the foundations whenever they change', () => {
    const view = (foundation: number) => ({ foundation }) as PlayerView
    const track: Track = {
      seat: 0,
      name: 'Ada',
      views: [view(0), view(0), view(1), view(1), view(3)],
      times: [500, 900, 1200, 4000],
      moves: [],
    }
    expect(progressPoints(track)).toEqual([
      { at: 0, foundation: 0 },
      { at: 900, foundation: 1 },
      { at: 4000, foundation: 3 },
    ])
  })
})
