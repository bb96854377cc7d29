import { describe, expect, it, vi } from 'vitest'
import type { Arena, ArenaEntry, ArenaStanding } from '@patience-race/protocol'
import type { ApiResult } from '../net/rest.js'
import type { RaceServerEvents } from '../net/transport.js'
import { ArenaPage, type ArenaRest } from './arena-page.svelte.js'

const row = (playerId: string, place: number, points: number): ArenaStanding => ({
  playerId,
  name: playerId.toUpperCase(),
  points,
  cards: 10 * points,
  place,
})

function arenaOf(over: Partial<Arena> = {}): Arena {
  return {
    id: 'ar1',
    name: 'Hourly Sir Tommy',
    game: 'sir-tommy',
    variant: 'standard',
    status: 'scheduled',
    startsAt: '2026-12-05T15:00:00.000Z',
    rounds: 2,
    roundSec: 60,
    round: 0,
    entrants: 3,
    seedHashes: ['aa', 'bb'],
    standings: [row('ada', 1, 0), row('bo', 1, 0), row('cy', 1, 0)],
    createdBy: null,
    roundList: [],
    joined: false,
    raceId: null,
    leaderRaceId: null,
    ...over,
  }
}

function setup(arena: Arena, answers: Partial<ArenaRest> = {}, onFinished?: () => void) {
  let handlers: Partial<RaceServerEvents> = {}
  const went: string[] = []
  const ok = <T>(a: T): ApiResult<{ arena: T }> => ({ ok: true, data: { arena: a } })
  // The server's arena as Join and Leave change it; their replies carry no standings.
  let now = arena
  const enter = (joined: boolean) => {
    if (now.joined !== joined) now = { ...now, joined, entrants: now.entrants + (joined ? 1 : -1) }
    const entry: ArenaEntry = { id: now.id, joined, entrants: now.entrants }
    return ok(entry)
  }
  const rest: ArenaRest = {
    get: vi.fn(async () => ok(now)),
    join: vi.fn(async () => enter(true)),
    leave: vi.fn(async () => enter(false)),
    ...answers,
  }
  const watches: string[] = []
  const page = new ArenaPage('ar1', {
    rest,
    socket: async () => ({
      on: (h) => {
        handlers = h
        return () => (handlers = {})
      },
      whenConnected: async () => true,
      watchArena: async (id) => (watches.push(`watch ${id}`), { ok: true }),
      unwatchArena: async (id) => (watches.push(`unwatch ${id}`), { ok: true }),
    }),
    who: () => ({ token: 'tok', playerId: 'ada' }),
    go: (path) => went.push(path),
    onFinished,
    sent: new Set(),
  })
  return { page, rest, went, watches, events: () => handlers }
}

describe('an arena page', () => {
  it('joins, and is told when the arena takes no more entrants', async () => {
    const { page } = setup(arenaOf())
    await page.load()
    expect(page.canJoin).toBe(true)
    await page.join()
    expect(page.arena?.joined).toBe(true)
    expect(page.canLeave).toBe(true)

    await page.leave()
    expect(page.arena?.joined).toBe(false)
    expect(page.canJoin).toBe(true)

    const closed = setup(arenaOf({ status: 'live', round: 2 }), {
      join: async () => ({ ok: false, error: { code: 'ARENA_CLOSED', message: 'closed' } }),
    })
    await closed.page.load()
    expect(closed.page.canJoin).toBe(false)
    await closed.page.join()
    expect(closed.page.actionError).toMatch(/last round has started/)
  })

  it('joins without a standings table in the reply: shows me once the socket pushes the standings', async () => {
    const { page, rest, watches, events } = setup(
      arenaOf({ standings: [row('bo', 1, 0), row('cy', 1, 0), row('di', 1, 0)] }),
    )
    const stop = page.start()
    await vi.waitFor(() => expect(watches).toEqual(['watch ar1']))
    await vi.waitFor(() => expect(page.arena).not.toBeNull())
    const asked = vi.mocked(rest.get).mock.calls.length
    await page.join()
    // The reply says I am in and how many we are; the table shown is still the one read.
    expect(page.arena).toMatchObject({ joined: true, entrants: 4 })
    expect(page.rows.map((r) => r.playerId)).toEqual(['bo', 'cy', 'di'])
    // Watching: the push brings the table with my row, nothing is read again.
    events()['arena:standings']?.({
      arenaId: 'ar1',
      round: 0,
      standings: [row('bo', 1, 0), row('cy', 1, 0), row('di', 1, 0), row('ada', 1, 0)],
      you: row('ada', 1, 0),
      entrants: 4,
    })
    expect(page.rows.map((r) => r.playerId)).toEqual(['bo', 'cy', 'di', 'ada'])
    expect(rest.get).toHaveBeenCalledTimes(asked)
    stop()
  })

  it('keeps Join shown when a read asked before it (without my session) answers after it', async () => {
    // The read was asked before the guest had a session: the server answers it as nobody's.
    let answer: (a: ApiResult<{ arena: Arena }>) => void = () => {}
    const { page, rest } = setup(arenaOf())
    await page.load()
    vi.mocked(rest.get).mockImplementationOnce(() => new Promise((done) => (answer = done)))
    const stale = page.load()
    await page.join()
    expect(page.arena).toMatchObject({ joined: true, entrants: 4 })
    answer({ ok: true, data: { arena: arenaOf({ joined: false, entrants: 4 }) } })
    await stale
    // Read again, as mine: still in.
    expect(page.arena).toMatchObject({ joined: true, entrants: 4 })
    expect(page.canLeave).toBe(true)
  })

  it('reads the arena again after Join or Leave while the socket cannot watch', async () => {
    const { page, rest } = setup(arenaOf())
    await page.load()
    await page.join()
    expect(rest.get).toHaveBeenCalledTimes(2)
    expect(page.arena).toMatchObject({ joined: true, entrants: 4 })
    await page.leave()
    expect(rest.get).toHaveBeenCalledTimes(3)
    expect(page.arena).toMatchObject({ joined: false, entrants: 3 })
  })

  it('takes the entrant to each round’s race once, not again when the event is repeated', async () => {
    const { page, went, events } = setup(arenaOf({ joined: true }))
    const stop = page.start()
    await vi.waitFor(() => expect(events()['arena:round']).toBeDefined())
    const round = { arenaId: 'ar1', round: 1, raceId: 'race-1', endsAt: '2026-12-05T15:01:00Z' }
    events()['arena:round']?.(round)
    events()['arena:round']?.(round)
    events()['arena:round']?.({ ...round, arenaId: 'other', raceId: 'race-x' })
    expect(went).toEqual(['/r/race-1'])
    events()['arena:round']?.({ ...round, round: 2, raceId: 'race-2' })
    expect(went).toEqual(['/r/race-1', '/r/race-2'])
    stop()
  })

  it('shows the pushed standings with my own row, and who moved', async () => {
    const { page, events } = setup(arenaOf({ status: 'live', round: 1, joined: true }))
    const stop = page.start()
    await vi.waitFor(() => expect(page.arena).not.toBeNull())
    await vi.waitFor(() => expect(events()['arena:standings']).toBeDefined())
    events()['arena:standings']?.({
      arenaId: 'ar1',
      round: 1,
      standings: [row('bo', 1, 4), row('cy', 2, 2)],
      you: row('ada', 3, 0),
      entrants: 3,
    })
    events()['arena:standings']?.({
      arenaId: 'ar1',
      round: 1,
      standings: [row('ada', 1, 4), row('bo', 2, 2)],
      you: row('ada', 1, 4),
      entrants: 3,
    })
    expect(page.view.top.map((r) => r.playerId)).toEqual(['ada', 'bo'])
    expect(page.moves.get('ada')).toBe(2)
    expect(page.moves.get('bo')).toBe(-1)
    stop()
  })

  it('ends on the final standings and the seeds', async () => {
    const onFinished = vi.fn()
    const { page, events } = setup(
      arenaOf({ status: 'live', round: 2, joined: true }),
      {},
      onFinished,
    )
    const stop = page.start()
    await vi.waitFor(() => expect(events()['arena:finished']).toBeDefined())
    events()['arena:finished']?.({
      arenaId: 'ar1',
      standings: [row('cy', 1, 8), row('ada', 2, 4), row('bo', 3, 0)],
      seeds: ['s1', 's2'],
    })
    expect(page.arena?.status).toBe('finished')
    expect(page.arena?.seeds).toEqual(['s1', 's2'])
    expect(page.view.top[0]?.playerId).toBe('cy')
    // The race page's arena bar goes back to the final table.
    expect(onFinished).toHaveBeenCalledOnce()
    stop()
  })

  it('says the round’s end from arena:round, else from the arena’s round list', async () => {
    const endsAt = '2026-12-05T15:01:00.000Z'
    const roundList = [
      {
        round: 1,
        startsAt: '2026-12-05T15:00:00.000Z',
        endsAt,
        raceIds: ['r1'],
        best: null,
        over: false,
      },
    ]
    const { page } = setup(arenaOf({ status: 'live', round: 1, roundList }))
    await page.load()
    expect(page.endsAt).toBe(endsAt)
  })

  it('watches the arena by socket (again after a reconnect) and asks REST again at a new round', async () => {
    const { page, rest, watches, events } = setup(arenaOf({ status: 'scheduled' }))
    const stop = page.start()
    await vi.waitFor(() => expect(watches).toEqual(['watch ar1']))
    await vi.waitFor(() => expect(page.arena).not.toBeNull())
    const asked = vi.mocked(rest.get).mock.calls.length
    // A watcher's push (no own row) with the same round: shown, nothing asked again.
    events()['arena:standings']?.({
      arenaId: 'ar1',
      round: 0,
      standings: [row('ada', 1, 0), row('bo', 1, 0), row('cy', 1, 0), row('di', 1, 0)],
      entrants: 4,
    })
    expect(page.entrants).toBe(4)
    expect(rest.get).toHaveBeenCalledTimes(asked)
    // Round 1 has started: its races and clock come from REST.
    events()['arena:standings']?.({
      arenaId: 'ar1',
      round: 1,
      standings: [row('ada', 1, 0)],
      entrants: 4,
    })
    expect(rest.get).toHaveBeenCalledTimes(asked + 1)
    events().connect?.()
    await vi.waitFor(() => expect(watches).toEqual(['watch ar1', 'watch ar1']))
    stop()
    expect(watches.at(-1)).toBe('unwatch ar1')
  })
})
