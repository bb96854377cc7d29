// The opponents' progress in races of more than two (issue 23), on a clock the test moves by
// hand: what each racer is sent after the others' moves, finishes, the race's end and a stop.
import {
  raceProgressBatchEventSchema,
  raceProgressEventSchema,
  type ProgressEntry,
  type SeatStatus,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { OPPONENT_BATCH_MS, OpponentProgress } from '../src/races/audience/opponent-progress.js'
import type { Broadcaster } from '../src/races/ports.js'
import { FakeTime } from '../src/test-support/fake-time.js'

interface Sent {
  seats: number[]
  event: string
  payload: unknown
}

/** The progress entries of an event sent, read with the protocol's schemas. */
function entriesOf(sent: Sent): ProgressEntry[] {
  if (sent.event === 'race:progress-batch')
    return raceProgressBatchEventSchema.parse(sent.payload).events
  return [raceProgressEventSchema.parse(sent.payload)]
}

function setup(seatCount: number) {
  const time = new FakeTime()
  const sent: Sent[] = []
  const broadcaster: Broadcaster = {
    toRace: () => undefined,
    toSeat: () => undefined,
    toSeats: (_raceId, seats, event, payload) => void sent.push({ seats, event, payload }),
    toSpectators: () => undefined,
    mayHaveSpectators: () => false,
  }
  const seats = Array.from({ length: seatCount }, (_, i) => i)
  const opponents = new OpponentProgress('race1', () => seats, broadcaster, time, time)
  const moves = new Map<number, number>()
  /** Seat `seat` makes a move (or ends its game with `status`). */
  const move = (seat: number, status: SeatStatus = 'playing') => {
    const count = (moves.get(seat) ?? 0) + 1
    moves.set(seat, count)
    opponents.send({
      seat,
      progress: {
        foundation: count,
        total: 52,
        moves: count,
        status: status === 'won' || status === 'stuck' ? status : 'playing',
      },
      status,
      at: time.now(),
    })
  }
  /** What racer `seat` now knows of each other seat's moves, from everything sent to it. */
  const known = (seat: number) => {
    const latest = new Map<number, number>()
    for (const s of sent.filter((s) => s.seats.includes(seat)))
      for (const e of entriesOf(s)) if (e.seat !== seat) latest.set(e.seat, e.progress.moves)
    return Object.fromEntries(latest)
  }
  return { time, sent, opponents, move, known }
}

describe('opponents’ progress', () => {
  it('in a duel, the opponent gets every move at once as race:progress', () => {
    const { sent, move, known } = setup(2)
    for (let i = 0; i < 5; i++) move(0)
    move(1)
    expect(sent.map((s) => [s.event, s.seats])).toEqual([
      ...Array.from({ length: 5 }, () => ['race:progress', [1]]),
      ['race:progress', [0]],
    ])
    expect(known(1)).toEqual({ 0: 5 })
    expect(known(0)).toEqual({ 1: 1 })
  })

  it('in a race of 8, the first move goes at once, then one batch a window with each seat’s latest', async () => {
    const { time, sent, move, known } = setup(8)
    move(0)
    // At once, to the seven others.
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ event: 'race:progress-batch', seats: [1, 2, 3, 4, 5, 6, 7] })
    // Within the window: everyone moves, seat 3 three times; nothing goes out yet.
    for (const seat of [1, 2, 3, 3, 3, 4, 5, 6, 7]) {
      await time.advance(10)
      move(seat)
    }
    expect(sent).toHaveLength(1)
    await time.advance(OPPONENT_BATCH_MS)
    // One event to all eight racers, one entry per seat, seat 3's last move only.
    expect(sent).toHaveLength(2)
    const batch = sent[1]!
    expect(batch.event).toBe('race:progress-batch')
    expect(batch.seats).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(raceProgressBatchEventSchema.parse(batch.payload).raceId).toBe('race1')
    expect(entriesOf(batch).map((e) => [e.seat, e.progress.moves])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 1],
    ])
    expect(known(0)).toEqual({ 1: 1, 2: 1, 3: 3, 4: 1, 5: 1, 6: 1, 7: 1 })
    expect(known(3)).toEqual({ 0: 1, 1: 1, 2: 1, 4: 1, 5: 1, 6: 1, 7: 1 })
  })

  it('everyone always ends on everyone else’s latest progress, at most one send a window', async () => {
    const { time, sent, move, known } = setup(8)
    // 20 moves each, some seat moving every 7 ms (1.12 s in all).
    for (let i = 0; i < 160; i++) {
      move((i * 3) % 8)
      await time.advance(7)
    }
    await time.advance(OPPONENT_BATCH_MS)
    expect(sent.length).toBeLessThanOrEqual(Math.ceil(1120 / OPPONENT_BATCH_MS) + 1)
    for (let seat = 0; seat < 8; seat++) {
      const others = Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6, 7].filter((s) => s !== seat).map((s) => [s, 20]),
      )
      expect(known(seat)).toEqual(others)
    }
  })

  it('a racer who finishes is shown finished at once, with what was held', async () => {
    const { time, sent, move, known } = setup(4)
    move(0)
    await time.advance(20)
    move(1)
    move(2, 'won')
    expect(sent).toHaveLength(2)
    expect(entriesOf(sent[1]!).map((e) => [e.seat, e.status])).toEqual([
      [1, 'playing'],
      [2, 'won'],
    ])
    expect(known(3)).toEqual({ 0: 1, 1: 1, 2: 1 })
    // The window starts again from that send.
    move(3, 'resigned')
    expect(entriesOf(sent[2]!).map((e) => [e.seat, e.status])).toEqual([[3, 'resigned']])
    expect(sent[2]!.seats).toEqual([0, 1, 2])
  })

  it('the race’s end sends what is held; a stop drops it', async () => {
    const ended = setup(3)
    ended.move(0)
    ended.move(1)
    ended.opponents.flush()
    expect(ended.known(2)).toEqual({ 0: 1, 1: 1 })
    await ended.time.advance(10 * OPPONENT_BATCH_MS)
    expect(ended.sent).toHaveLength(2)

    const stopped = setup(3)
    stopped.move(0)
    stopped.move(1)
    stopped.opponents.stop()
    await stopped.time.advance(10 * OPPONENT_BATCH_MS)
    expect(stopped.known(2)).toEqual({ 0: 1 })
  })
})
