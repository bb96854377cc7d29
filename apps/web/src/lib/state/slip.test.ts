// Where the win slipped, on the replay page: which racers, in which words, the moves marked, and
// the racer's game to the slip followed by the winning line.
import type { Replay, SeatAnalysis } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import type { MoveEntry } from './replay.svelte.js'
import { slipNotes, slipReplay, slipsOf, slipText } from './slip.js'

const draw = { action: 'draw' } as const
const race = {
  raceId: 'r1',
  kind: 'friend',
  game: 'saratoga',
  variant: 'standard',
  seed: 's',
  seedHash: 'h',
  startedAt: null,
  players: [
    {
      seat: 0,
      player: { id: 'a', name: 'Ada' },
      moves: [
        { move: draw, at: 1000 },
        { move: draw, at: 2000 },
        { move: draw, at: 3000 },
      ],
    },
    { seat: 1, player: { id: 'g', name: 'Grace' }, moves: [] },
    { seat: 2, player: { id: 'w', name: 'Won' }, moves: [{ move: draw, at: 500 }] },
  ],
  results: [],
} as const satisfies Replay

const seats: SeatAnalysis[] = [
  { playerId: 'a', status: 'slipped', moveIndex: 2, lostBy: 3, proved: true, line: [draw, draw] },
  { playerId: 'g', status: 'slipped', moveIndex: 0, lostBy: 1, proved: true, line: [draw] },
  { playerId: 'w', status: 'won', proved: true },
]

describe('where the win slipped, on the replay', () => {
  it('lists the racers who slipped, in words that say where and whether it is proved', () => {
    const slips = slipsOf(race, seats)
    expect(slips.map((s) => s.name)).toEqual(['Ada', 'Grace'])
    expect(slipText(slips[0]!)).toBe("Ada's win slipped away at move 3 (proved)")
    expect(slipText(slips[1]!)).toBe(
      'Grace stopped before a move, on a deal that can be won (proved)',
    )
    expect(slipText({ ...slips[0]!, proved: false, moveIndex: 0, lostBy: 3 })).toBe(
      "Ada's win slipped away between move 1 and move 3 (not narrowed further)",
    )
  })

  it("plays the racer's moves up to the slip, then the line, starting at the slip", () => {
    const [ada] = slipsOf(race, seats)
    const { replay, atMs } = slipReplay(race, ada!)
    expect(atMs).toBe(2000)
    expect(replay.players).toHaveLength(1)
    expect(replay.players[0]!.moves.map((m) => m.at)).toEqual([1000, 2000, 2600, 3200])
    expect(replay.results).toEqual([])
  })

  it('marks the losing move in the race, and the first move of the line when shown', () => {
    const slips = slipsOf(race, seats)
    const entry = (step: number): MoveEntry => ({ seat: 0, name: 'Ada', step, at: step, text: '' })
    const list = [entry(1), entry(2), entry(3)]
    expect(slipNotes(list, slips, null).map((e) => e.note)).toEqual([
      undefined,
      undefined,
      'win lost',
    ])
    expect(slipNotes(list, slips, slips[0]!).map((e) => e.note)).toEqual([
      undefined,
      undefined,
      'winning line',
    ])
  })
})
