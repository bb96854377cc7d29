// A node that loses its group's race between writing it and storing its countdown (docs/arena.md,
// "A group's race claimed before it started"): the race is in the store, so no node deals that
// group again (its race id is taken); another node claims the waiting race (the race core's
// lease), and the dealer of that node seats it from the round's plan if its seats were never
// stored, starts it at once aiming at the round's one moment (the node that lost it can write
// nothing more to it), and tells its entrants where to play.
import { defaultVariant } from '@patience-race/engine'
import type { RaceStatus } from '@patience-race/protocol'
import { describe, expect, it, vi } from 'vitest'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { FakeTime } from '../test-support/fake-time.js'
import { ArenaDealer } from './arena-dealer.js'
import type { ArenaRaceRow, ArenaRow, RoundGroup } from './arena-rows.js'
import type { ArenaStore } from './arena-store.js'

const ROUND_SEC = 60
const COUNTDOWN_MS = 3000

function setUp() {
  const time = new FakeTime()
  const startsAt = new Date(time.now())
  const endsAt = new Date(startsAt.getTime() + COUNTDOWN_MS + ROUND_SEC * 1000)
  const arena: ArenaRow = {
    ...{ id: 'arena', name: 'Arena', game: 'sir-tommy', variant: defaultVariant('sir-tommy') },
    ...{ status: 'live', startsAt, rounds: 1, roundSec: ROUND_SEC, round: 1 },
    ...{ seeds: ['seed'], seedHashes: ['hash'], createdBy: null, createdAt: startsAt },
    ...{ finishedAt: null, entrants: 4, private: false },
    roundRows: [{ round: 1, startsAt, endsAt, endedAt: null }],
  }
  const players = (ids: string[]) => ids.map((id) => ({ id, name: id }))
  // Node a wrote r0 and died; this node (b) dealt r1; both stored, r0 still waiting.
  const plan: RoundGroup[] = [
    { raceId: 'r0', node: 'a', players: players(['p0', 'p1']) },
    { raceId: 'r1', node: 'b', players: players(['p2', 'p3']) },
  ]
  const stored: ArenaRaceRow[] = [
    { raceId: 'r0', round: 1, status: 'waiting', playerIds: ['p0', 'p1'] },
    { raceId: 'r1', round: 1, status: 'countdown', playerIds: ['p2', 'p3'] },
  ]
  const orphan = {
    id: 'r0',
    status: 'waiting' as RaceStatus,
    /** Whether this node set the race's countdown timer (race-start.ts's `awaitsStart`). */
    countingDownHere: false,
    isLost: false,
    get awaitsStart() {
      return (
        orphan.status === 'waiting' || (orphan.status === 'countdown' && !orphan.countingDownHere)
      )
    },
    seats: new Map(['p0', 'p1'].map((id, i) => [i, { player: { id } }])),
    seatPlanned: vi.fn((_players: Array<{ id: string }>) => Promise.resolve()),
    startAtOnce: vi.fn((_at: number) => {
      // The lifecycle's guard: every seat taken.
      if (orphan.seats.size === 2) {
        orphan.status = 'countdown'
        orphan.countingDownHere = true
      }
      return Promise.resolve()
    }),
  }
  // Whether this node holds r0 yet (claimed by its lease beat).
  const claimed = { yes: true }
  const create = vi.fn()
  const emit = vi.fn()
  const dealt = vi.fn()
  const dealer = new ArenaDealer({
    store: {
      get: () => Promise.resolve(arena),
      races: () => Promise.resolve(stored),
    } as unknown as ArenaStore,
    plans: { settle: () => Promise.resolve(plan), get: () => Promise.resolve(plan) },
    registry: {
      clusterNodes: () => ({ self: 'b', others: ['c'] }),
      // This node claimed r0 as an orphan (node a's lease ran out).
      running: (id: string) => (id === 'r0' && claimed.yes ? orphan : null),
      create,
    } as unknown as RaceRegistry,
    clock: time,
    scheduler: time,
    emit,
    spectatorDelaySec: 15,
    dealt,
    onError: (error) => {
      throw error
    },
  })
  return { time, startsAt, endsAt, dealer, orphan, claimed, create, emit, dealt }
}

describe("a node dying between its race's write and its countdown", () => {
  it("has the race started by the node holding it at once, for the round's one moment", async () => {
    const { time, startsAt, endsAt, dealer, orphan, create, emit, dealt } = setUp()
    await time.advance(1000)
    await dealer.deal('arena', 1)
    // Before the deal deadline too: the node that stored it can no longer write to it.
    expect(orphan.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(create).not.toHaveBeenCalled()
    expect(dealt).toHaveBeenCalledWith('arena', 1, expect.any(Date), [orphan])
    // Its entrants hear where to play (their dealer lost the race before telling them).
    expect(emit.mock.calls.map(([to, event, body]) => [to, event, body])).toEqual(
      ['p0', 'p1'].map((id) => [
        [id],
        'arena:round',
        expect.objectContaining({ arenaId: 'arena', round: 1, raceId: 'r0' }),
      ]),
    )
    // Started once: the look at the deadline finds it started.
    await time.advance(ArenaDealer.dueAt(startsAt) - time.now() + 20_000)
    expect(orphan.startAtOnce).toHaveBeenCalledTimes(1)
    dealer.stop()
  })

  it('seats a claimed race whose seats were never stored from the plan, then starts it', async () => {
    const { time, startsAt, endsAt, dealer, orphan, create, emit } = setUp()
    orphan.seats.clear()
    orphan.seatPlanned.mockImplementation((players) => {
      players.forEach((p, i) => orphan.seats.set(i, { player: { id: p.id } }))
      return Promise.resolve()
    })
    await time.advance(1000)
    await dealer.deal('arena', 1)
    expect(orphan.seatPlanned).toHaveBeenCalledWith([
      { id: 'p0', name: 'p0' },
      { id: 'p1', name: 'p1' },
    ])
    expect(orphan.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(create).not.toHaveBeenCalled()
    expect(emit.mock.calls.map(([to]) => to)).toEqual([['p0'], ['p1']])
    dealer.stop()
  })

  it('starts again a claimed race whose countdown its dead node had set, within the round', async () => {
    const { time, startsAt, endsAt, dealer, orphan, create, emit } = setUp()
    // Node a stored r0's countdown and died before it went live: held here, no timer set here.
    orphan.status = 'countdown'
    await time.advance(1000)
    await dealer.deal('arena', 1)
    expect(orphan.seatPlanned).toHaveBeenCalledTimes(1) // a no-op for a seated race
    expect(orphan.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(create).not.toHaveBeenCalled()
    expect(emit.mock.calls.map(([to]) => to)).toEqual([['p0'], ['p1']])
    // Once counting down here it is not started again at the next look.
    await time.advance(ArenaDealer.dueAt(startsAt) - time.now() + 20_000)
    expect(orphan.startAtOnce).toHaveBeenCalledTimes(1)
    dealer.stop()
  })

  it("starts no race once the round's deadline has passed (its close calls it off)", async () => {
    const { time, startsAt, dealer, orphan, emit } = setUp()
    time.stall(COUNTDOWN_MS + ROUND_SEC * 1000 - (time.now() - startsAt.getTime()))
    await dealer.deal('arena', 1)
    expect(orphan.startAtOnce).not.toHaveBeenCalled()
    expect(emit).not.toHaveBeenCalled()
    dealer.stop()
  })

  it("has a race claimed after the deal's last look started at its claim, not at the next", async () => {
    const { time, startsAt, endsAt, dealer, orphan, claimed, create, dealt } = setUp()
    claimed.yes = false
    await time.advance(1000)
    await dealer.deal('arena', 1)
    // Both looks (the deadline and twice it) pass before this node holds r0: nothing to start.
    await time.advance(ArenaDealer.dueAt(startsAt) - time.now() + 20_000)
    expect(orphan.startAtOnce).not.toHaveBeenCalled()

    // The lease beat claims r0 here; the arena is told (running-arenas.ts, raceClaimed).
    claimed.yes = true
    await dealer.deal('arena', 1)
    expect(orphan.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(create).not.toHaveBeenCalled()
    expect(dealt).toHaveBeenCalledWith('arena', 1, expect.any(Date), [orphan])
    dealer.stop()
  })
})

describe('a group whose race is slow to store (a busy store)', () => {
  it('holds up no other group: each is started and told as soon as its own race is stored', async () => {
    const time = new FakeTime()
    const startsAt = new Date(time.now())
    const endsAt = new Date(startsAt.getTime() + COUNTDOWN_MS + ROUND_SEC * 1000)
    const arena: ArenaRow = {
      ...{ id: 'arena', name: 'Arena', game: 'sir-tommy', variant: defaultVariant('sir-tommy') },
      ...{ status: 'live', startsAt, rounds: 1, roundSec: ROUND_SEC, round: 1 },
      ...{ seeds: ['seed'], seedHashes: ['hash'], createdBy: null, createdAt: startsAt },
      ...{ finishedAt: null, entrants: 4, private: false },
      roundRows: [{ round: 1, startsAt, endsAt, endedAt: null }],
    }
    const players = (ids: string[]) => ids.map((id) => ({ id, name: id }))
    // Both groups are this node's (b).
    const plan: RoundGroup[] = [
      { raceId: 'quick', node: 'b', players: players(['p0', 'p1']) },
      { raceId: 'slow', node: 'b', players: players(['p2', 'p3']) },
    ]
    const raceOf = (id: string, ids: string[]) => {
      const race = {
        id,
        status: 'waiting' as RaceStatus,
        seats: new Map(ids.map((p, i) => [i, { player: { id: p } }])),
        startAtOnce: vi.fn((_at: number) => {
          race.status = 'countdown'
          return Promise.resolve()
        }),
      }
      return race
    }
    const quick = raceOf('quick', ['p0', 'p1'])
    const slow = raceOf('slow', ['p2', 'p3'])
    // The slow group's seats are still being retried against the store.
    let stored: (() => void) | undefined
    const create = vi.fn((input: { id: string }) =>
      input.id === 'quick'
        ? Promise.resolve({ ok: true, race: quick })
        : new Promise((resolve) => (stored = () => resolve({ ok: true, race: slow }))),
    )
    const emit = vi.fn()
    const dealt = vi.fn()
    const dealer = new ArenaDealer({
      store: {
        get: () => Promise.resolve(arena),
        races: () => Promise.resolve([]),
      } as unknown as ArenaStore,
      plans: { settle: () => Promise.resolve(plan), get: () => Promise.resolve(plan) },
      registry: {
        clusterNodes: () => ({ self: 'b', others: ['c'] }),
        running: () => null,
        create,
      } as unknown as RaceRegistry,
      clock: time,
      scheduler: time,
      emit,
      spectatorDelaySec: 15,
      dealt,
      onError: (error) => {
        throw error
      },
    })
    const told = () => emit.mock.calls.map(([to]) => (to as string[])[0])

    const dealing = dealer.deal('arena', 1)
    await time.advance(0)
    // The quick group is in its countdown for the round's one moment, and its entrants told.
    expect(quick.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(dealt).toHaveBeenCalledWith('arena', 1, endsAt, [quick])
    expect(told()).toEqual(['p0', 'p1'])
    expect(slow.startAtOnce).not.toHaveBeenCalled()

    // The slow group's seats are stored at last: it goes too.
    stored?.()
    await dealing
    expect(slow.startAtOnce).toHaveBeenCalledWith(
      startsAt.getTime() + COUNTDOWN_MS,
      endsAt.getTime(),
    )
    expect(dealt).toHaveBeenLastCalledWith('arena', 1, endsAt, [slow])
    expect(told()).toEqual(['p0', 'p1', 'p2', 'p3'])
    dealer.stop()
  })
})
