// Leak-proof spectating: whatever a watcher receives during a race (a racer's second identity,
// or a racer's own second socket), no board shows a card the other racer has not yet seen face
// up in its own game, and the seed stays secret until the finish. Every payload is checked
// against the deal as revealed by the replay after the finish.
import { replay, type GameId } from '@patience-race/engine'
import {
  replaySchema,
  type JoinOk,
  type MoveWire,
  type PlayerViewWire,
  type Reply,
} from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { ask, next } from '../src/test-support/ask.js'
import { readyAndStart } from '../src/test-support/race-setup.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { Received, RecordingSocket } from '../src/test-support/test-socket.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'

const CARD = /^[A2-9TJQK][SHDC]$/

/** Every card string in a view, as a multiset. */
function cardsIn(value: unknown, into = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'string') {
    if (CARD.test(value)) into.set(value, (into.get(value) ?? 0) + 1)
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) cardsIn(item, into)
  }
  return into
}

function seenCounts(seen: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (let i = 0; i + 1 < seen.length; i += 2) {
    const card = seen.slice(i, i + 2)
    counts.set(card, (counts.get(card) ?? 0) + 1)
  }
  return counts
}

/** A payload a watcher got: a server event, or its join reply. */
type Watched = Received | { event: 'join'; payload: Reply<JoinOk> }

/** Views of each seat in one payload sent to a watcher. */
function viewsIn(watched: Watched): Array<{ seat: number; view: PlayerViewWire }> {
  const { event, payload } = watched
  if (event === 'race:progress')
    return payload.view ? [{ seat: payload.seat, view: payload.view }] : []
  const views =
    event === 'race:started' ? payload.views : event === 'join' && payload.ok ? payload.views : {}
  return Object.entries(views ?? {}).map(([seat, view]) => ({ seat: Number(seat), view }))
}

/** Prefers a move that puts a card on a foundation, then one that turns up cards. */
function leaderMove(legal: readonly MoveWire[]): MoveWire {
  const move =
    legal.find((m) => 'to' in m && m.to.startsWith('foundation')) ??
    legal.find(
      (m) => 'action' in m && (m.action === 'turn' || m.action === 'draw' || m.action === 'deal'),
    ) ??
    legal[0]
  if (!move) throw new Error('no legal move')
  return move
}

const GAMES: GameId[] = ['sir-tommy', 'saratoga', 'grandmas-game']

for (const database of testDatabases) {
  describe(`leak-proof spectating (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer | undefined

    beforeEach(async () => {
      db = await openForTest(database)
    })

    for (const game of GAMES) {
      it(`${game}: a second identity and a racer's own second socket never see the other racer's future`, async () => {
        const started = await serverForTest(db.store)
        server = started
        const alice = await started.session('Alice')
        const bob = await server.session('Bob')
        const mallory = await server.session('Mallory')
        const { raceId } = await server.createRace(alice.token, { game })
        const a = await server.client(alice.token)
        const b = await server.client(bob.token)
        const aliceSecond = await server.client(alice.token)
        const bobWatching = await server.client(bob.token)
        const puppet = await server.client(mallory.token)
        const joins: Array<{ socket: RecordingSocket; reply: Reply<JoinOk> }> = []

        expect((await ask(a, 'race:join', { raceId })).ok).toBe(true)
        // Alice's second socket may not watch her own race, at any status.
        expect(errorOf(await ask(aliceSecond, 'race:join', { raceId, as: 'spectator' })).code).toBe(
          'OWN_RACE',
        )
        // Bob watches first, then takes the seat from another socket: the watcher leaves.
        const bobWatch = await ask(bobWatching, 'race:join', { raceId, as: 'spectator' })
        expect(bobWatch.ok).toBe(true)
        joins.push({
          socket: puppet,
          reply: await ask(puppet, 'race:join', { raceId, as: 'spectator' }),
        })
        expect((await ask(b, 'race:join', { raceId })).ok).toBe(true)
        expect(errorOf(await ask(bobWatching, 'race:join', { raceId, as: 'spectator' })).code).toBe(
          'OWN_RACE',
        )

        const [startedA] = await readyAndStart(started, raceId, [a, b])
        let legal: readonly MoveWire[] = startedA.legal
        // A late watcher joins mid-race (its join reply carries views): after 20 moves, or
        // when Alice runs out of moves sooner (some deals block early), still before the finish.
        const joinLate = async () => {
          const late = await started.client()
          joins.push({
            socket: late,
            reply: await ask(late, 'race:join', { raceId, as: 'spectator' }),
          })
        }
        let seq = 0
        for (let i = 0; i < 60 && legal.length > 0; i++) {
          const reply = await ask(a, 'race:move', {
            raceId,
            move: leaderMove(legal),
            seq: ++seq,
          })
          expect(reply.ok).toBe(true)
          legal = okOf(reply).legal
          // A spectators' interval between moves: the watchers are sent a board after each.
          await started.time.advance(100)
          if (i === 20) await joinLate()
        }
        if (joins.length < 2) await joinLate()
        // Bob never moves: his board shows only the deal's first face-up cards.
        const finished = next(puppet, 'race:finished')
        await ask(a, 'race:resign', { raceId }).catch(() => undefined)
        await ask(b, 'race:resign', { raceId })
        const result = await finished

        const replayed = (await server.get(`/api/races/${raceId}/replay`, replaySchema)).body
        const seenBy = new Map<number, Map<string, number>>()
        for (const p of replayed.players) {
          const state = replay(
            game,
            { seed: replayed.seed },
            p.moves.map((m) => m.move),
            replayed.variant,
          )
          seenBy.set(p.seat, seenCounts(state.seen))
        }
        const seedHidden = (payload: unknown) => !JSON.stringify(payload).includes(replayed.seed)

        const watchers = [puppet, bobWatching, aliceSecond, joins[1]!.socket]
        const payloads: Watched[] = joins.map((j) => ({ event: 'join', payload: j.reply }))
        for (const socket of watchers) {
          for (const r of socket.received) {
            if (r.event === 'race:finished') break
            payloads.push(r)
          }
        }
        let checkedViews = 0
        for (const watched of payloads) {
          expect(seedHidden(watched.payload)).toBe(true)
          for (const { seat, view } of viewsIn(watched)) {
            const other = seenBy.get(seat === 0 ? 1 : 0)!
            // Piles hold every card shown once (a Grandma's peek repeats a pile's card).
            for (const [card, count] of cardsIn(view.piles)) {
              expect({ card, count: Math.min(count, other.get(card) ?? 0) }).toEqual({
                card,
                count,
              })
            }
            checkedViews++
          }
        }
        expect(checkedViews).toBeGreaterThan(3)
        // A Grandma's peek shows a card the other racer has seen too.
        for (const watched of payloads)
          for (const { seat, view } of viewsIn(watched))
            for (const card of cardsIn(view.peek ?? {}).keys())
              expect({ card, seen: seenBy.get(seat === 0 ? 1 : 0)!.has(card) }).toEqual({
                card,
                seen: true,
              })
        // Bob's and Alice's second sockets got no board at all during the race.
        for (const socket of [bobWatching, aliceSecond]) {
          const before = socket.received.slice(
            0,
            socket.received.findIndex((r) => r.event === 'race:finished'),
          )
          expect(before.filter((r) => viewsIn(r).length > 0)).toEqual([])
        }
        // After the finish the seed is public and the boards are whole again.
        expect(result.seed).toBe(replayed.seed)
      })
    }
  })
}
