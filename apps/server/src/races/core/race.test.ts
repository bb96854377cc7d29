// The race core's transitions, one row each, on the in-memory store and fake time: no app, no
// sockets, no database (the whole file runs in about a second).
import { legalMoves, spectatorView, type PlayerView } from '@patience-race/engine'
import { describe, expect, it } from 'vitest'
import { settle } from '../../test-support/fake-time.js'
import { ADA, COUNTDOWN_MS, GRACE, raceCore } from '../../test-support/race-core.js'
import type { Race } from './race.js'

async function newRace(core = raceCore()) {
  const created = await core.registry.create({ game: 'sir-tommy', players: [ADA, GRACE] })
  if (!created.ok) throw new Error(created.message)
  return { ...core, race: created.race }
}

async function liveRace(core = raceCore()) {
  const setup = await newRace(core)
  await setup.race.ready(ADA.id)
  await setup.race.ready(GRACE.id)
  await settle()
  await setup.time.advance(COUNTDOWN_MS)
  expect(setup.race.status).toBe('live')
  return setup
}

/** A group's race of round `round` of arena a-1, its rounds 60 s long. */
async function arenaGroup(core: ReturnType<typeof raceCore>, players = [ADA, GRACE], round = 1) {
  const created = await core.registry.create({
    game: 'sir-tommy',
    kind: 'arena',
    players,
    seats: players.length,
    timeLimitSec: 60,
    arena: { id: 'a-1', round },
  })
  if (!created.ok) throw new Error(created.message)
  return created.race
}

function firstLegal(race: Race, seat: number) {
  const state = race.seats.get(seat)?.state
  if (!state) throw new Error(`seat ${seat} has no game`)
  return legalMoves(state)[0]!
}

const sentTo = (sent: Array<{ to: string; event: string }>, event: string) =>
  sent.filter((s) => s.event === event).map((s) => s.to)

type SpectatorEvent = { seat: number; progress: { moves: number }; view?: PlayerView }

/** The last race:progress spectators were sent about `seat`. */
const lastToSpectators = (
  sent: Array<{ to: string; event: string; payload: unknown }>,
  raceId: string,
  seat: number,
): SpectatorEvent | undefined =>
  sent
    .filter((s) => s.to === `spectators:${raceId}` && s.event === 'race:progress')
    .map((s) => s.payload as SpectatorEvent)
    .filter((p) => p.seat === seat)
    .at(-1)

describe('the race core', () => {
  it("goes live at a round's one moment when the server starts it, however late its countdown", async () => {
    const core = raceCore()
    const first = await arenaGroup(core, [ADA])
    const second = await arenaGroup(core, [GRACE])
    const goLiveAt = core.time.now() + COUNTDOWN_MS
    await first.startAtOnce(goLiveAt)
    // Storing the second group's countdown took a second longer.
    core.time.stall(1000)
    await second.startAtOnce(goLiveAt)
    expect([first.status, second.status]).toEqual(['countdown', 'countdown'])
    await core.time.advance(COUNTDOWN_MS - 1000 - 1)
    expect([first.status, second.status]).toEqual(['countdown', 'countdown'])
    await core.time.advance(1)
    expect([first.status, second.status]).toEqual(['live', 'live'])
    expect(first.record.startedAt?.getTime()).toBe(goLiveAt)
    expect(second.record.startedAt?.getTime()).toBe(goLiveAt)
  })

  it('gives a group that goes live late only the time left in its round', async () => {
    const core = raceCore()
    const race = await arenaGroup(core)
    // Dealing this group took 20.4 s (its seat write retried on a busy store, say).
    const roundMoment = core.time.now() - 20_400
    const roundEndsAt = roundMoment + 60_000
    await race.startAtOnce(roundMoment, roundEndsAt)
    await core.time.advance(0)
    expect(race.status).toBe('live')
    expect(race.record.timeLimitSec).toBe(40)
    // Stored with its start, so a node that claims or reboots it keeps the same clock.
    expect(core.store.races.get(race.id)?.timeLimitSec).toBe(40)
    expect(race.record.startedAt!.getTime() + 40_000).toBeLessThanOrEqual(roundEndsAt + 1000)

    // One on time keeps its whole limit.
    const onTime = await arenaGroup(core, [ADA, GRACE], 2)
    const goLiveAt = core.time.now() + COUNTDOWN_MS
    await onTime.startAtOnce(goLiveAt, goLiveAt + 60_000)
    core.time.stall(3)
    await core.time.advance(COUNTDOWN_MS)
    expect(onTime.status).toBe('live')
    expect(onTime.record.timeLimitSec).toBe(60)
  })

  it('counts down once both racers are ready, and goes live when the countdown ends', async () => {
    const { race, time, store, sent } = await newRace()
    expect((await race.ready(ADA.id)).ok).toBe(true)
    expect(race.status).toBe('waiting')
    await race.ready(GRACE.id)
    await settle()
    expect(race.status).toBe('countdown')
    await time.advance(COUNTDOWN_MS - 1)
    expect(race.status).toBe('countdown')
    await time.advance(1)
    expect(race.status).toBe('live')
    expect(store.races.get(race.id)?.status).toBe('live')
    expect(sentTo(sent, 'race:started')).toEqual(
      expect.arrayContaining([`seat:${race.id}:0`, `seat:${race.id}:1`]),
    )
  })

  it('acknowledges a move only once it is stored; a failed write changes nothing and the resend works', async () => {
    const { race, store } = await liveRace()
    const move = firstLegal(race, 0)
    store.failAppends = 1
    const failed = await race.move(ADA.id, move, 1)
    expect(failed.ok).toBe(false)
    expect(failed.ok ? null : failed.error.code).toBe('INTERNAL')
    expect(store.moves).toHaveLength(0)
    expect(firstLegal(race, 0)).toEqual(move)

    const stored = await race.move(ADA.id, move, 1)
    expect(stored.ok).toBe(true)
    expect(store.moves.map((m) => [m.seat, m.seq])).toEqual([[0, 1]])
    // The same seq again is answered from what is stored, never applied twice.
    expect((await race.move(ADA.id, move, 1)).ok).toBe(true)
    expect(store.moves).toHaveLength(1)
  })

  it('tells the other racer of every acknowledged move, and nobody of a refused one', async () => {
    const { race, sent } = await liveRace()
    const before = sentTo(sent, 'race:progress').length
    expect((await race.move(ADA.id, { from: 'waste-1', to: 'foundation-1' }, 1)).ok).toBe(false)
    expect(sentTo(sent, 'race:progress')).toHaveLength(before)
    expect((await race.move(ADA.id, firstLegal(race, 0), 1)).ok).toBe(true)
    expect(sentTo(sent, 'race:progress').slice(before)).toContain(`seat:${race.id}:1`)
  })

  it("shows spectators each board masked by the other's seen cards, move after move, unmasked as soon as the other turns them up", async () => {
    const { race, sent, time } = await liveRace()
    const lastBoard = (seat: number) => lastToSpectators(sent, race.id, seat)?.view
    const state = (seat: number) => race.seats.get(seat)?.state
    const seqs = [0, 0]
    for (let i = 1; i <= 30; i++) {
      const mover = i % 3 === 0 ? GRACE : ADA
      const seat = mover === ADA ? 0 : 1
      const legal = legalMoves(state(seat)!)
      if (legal.length === 0) break
      // In Sir Tommy every card placed from the stock turns the next one up.
      expect((await race.move(mover.id, legal[0]!, ++seqs[seat]!)).ok).toBe(true)
      await time.advance(200)
      expect(lastBoard(0)).toEqual(spectatorView(state(0)!, state(1)!))
      expect(lastBoard(1)).toEqual(spectatorView(state(1)!, state(0)!))
    }
  })

  it('makes no spectator board while nobody watches, and sends the next one as soon as someone does', async () => {
    const { race, sent, time, audience } = await liveRace()
    const boards = () =>
      sent.filter((s) => s.to === `spectators:${race.id}` && s.event === 'race:progress').length
    audience.watched = false
    const before = boards()
    for (let seq = 1; seq <= 3; seq++) {
      expect((await race.move(ADA.id, firstLegal(race, 0), seq)).ok).toBe(true)
      await time.advance(200)
    }
    expect(boards()).toBe(before)
    // The opponent still hears of every move.
    expect(sentTo(sent, 'race:progress')).toContain(`seat:${race.id}:1`)
    audience.watched = true
    expect((await race.move(ADA.id, firstLegal(race, 0), 4)).ok).toBe(true)
    await time.advance(200)
    const last = lastToSpectators(sent, race.id, 0)
    expect(last).toMatchObject({ progress: { moves: 4 } })
    expect(last?.view).toEqual(spectatorView(race.seats.get(0)!.state!, race.seats.get(1)!.state!))
  })

  it('finishes exactly once when both racers resign at the same moment', async () => {
    const { race, store, sent, finished } = await liveRace()
    await race.move(ADA.id, firstLegal(race, 0), 1)
    await Promise.all([race.resign(ADA.id), race.resign(GRACE.id), race.finish(), race.finish()])
    await race.settled()
    await settle()
    expect(race.status).toBe('finished')
    expect(store.results.filter((r) => r.raceId === race.id)).toHaveLength(2)
    expect(finished).toEqual([race.id])
    expect(sentTo(sent, 'race:finished')).toEqual([`race:${race.id}`])
  })

  it('a racer who leaves a waiting race frees the seat; leaving a live race changes nothing', async () => {
    const { race, store } = await newRace()
    await race.leave(GRACE.id, 'socket-grace')
    expect(race.seats.has(1)).toBe(false)
    expect(store.seats.filter((s) => s.raceId === race.id).map((s) => s.seat)).toEqual([0])

    const live = await liveRace()
    await live.race.leave(GRACE.id, 'socket-grace')
    expect(live.race.seats.has(1)).toBe(true)
    expect(live.race.status).toBe('live')
  })

  it('a countdown cut short by a restart starts again at boot and then goes live', async () => {
    const first = await newRace()
    await first.race.ready(ADA.id)
    await first.race.ready(GRACE.id)
    await settle()
    expect(first.store.races.get(first.race.id)?.status).toBe('countdown')
    first.race.stop()

    const second = raceCore(first.store)
    expect(await second.registry.boot()).toBe(1)
    const again = await second.registry.get(first.race.id)
    expect(again?.status).toBe('countdown')
    await second.time.advance(COUNTDOWN_MS)
    expect(again?.status).toBe('live')
    expect(second.store.races.get(first.race.id)?.status).toBe('live')
  })

  it("an arena group's countdown cut short by a restart waits for its arena, then plays only what is left of its round", async () => {
    const first = raceCore()
    const race = await arenaGroup(first)
    const roundMoment = first.time.now() + COUNTDOWN_MS
    await race.startAtOnce(roundMoment, roundMoment + 60_000)
    expect(first.store.races.get(race.id)?.status).toBe('countdown')
    race.stop()

    // Another node claims it (or this one boots again): its countdown is not restarted on its
    // own, with its whole limit, but waits for the arena to start it within the round.
    const second = raceCore(first.store)
    expect(await second.registry.boot()).toBe(1)
    const again = await second.registry.get(race.id)
    expect(again?.status).toBe('countdown')
    await second.time.advance(COUNTDOWN_MS)
    expect(again?.status).toBe('countdown')
    expect(again?.awaitsStart).toBe(true)

    // The arena starts it 20.4 s after the round's moment: live at once, for the 40 s left.
    const roundEndsAt = second.time.now() - 20_400 + 60_000
    await again!.startAtOnce(second.time.now() - 20_400, roundEndsAt)
    expect(again?.awaitsStart).toBe(false)
    await second.time.advance(0)
    expect(again?.status).toBe('live')
    expect(again?.record.timeLimitSec).toBe(40)
    expect(second.store.races.get(race.id)?.timeLimitSec).toBe(40)
  })

  it('a rematch is an offer until the other racer asks too, then one new race for both', async () => {
    const { race, registry, sent } = await liveRace()
    await race.move(ADA.id, firstLegal(race, 0), 1)
    expect((await race.rematch(ADA.id)).ok).toBe(false)
    await Promise.all([race.resign(ADA.id), race.resign(GRACE.id)])
    await race.settled()
    expect(await race.rematch(ADA.id)).toEqual({ ok: true, offered: true })
    expect(race.summary().rematchOfferBy).toBe(0)
    const [accepted, again] = await Promise.all([race.rematch(GRACE.id), race.rematch(ADA.id)])
    const id = accepted.ok ? accepted.rematchId : undefined
    expect(id).toBeDefined()
    expect(again).toEqual({ ok: true, rematchId: id })
    expect(sentTo(sent, 'race:rematch')).toEqual([`race:${race.id}`])
    const rematch = await registry.get(id!)
    expect(rematch?.seats.get(0)?.player.id).toBe(ADA.id)
    expect(rematch?.seats.get(1)?.player.id).toBe(GRACE.id)
  })

  it('a move whose write is fenced by a newer owner answers MOVED and the race stops here', async () => {
    const { race, store, time } = await liveRace()
    store.appendMoves = async (moves) => ({ fenced: moves.map((m) => m.raceId) })
    const reply = await race.move(ADA.id, firstLegal(race, 0), 1)
    expect(reply.ok ? null : reply.error.code).toBe('MOVED')
    expect(race.isLost).toBe(true)
    expect(time.pending).toBe(0)
  })
})
