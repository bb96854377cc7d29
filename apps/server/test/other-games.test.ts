import {
  applyMove,
  newGame,
  playerView,
  type GameId,
  type GameState,
  type Move,
} from '@patience-race/engine'
import { describe, expect, it, vi } from 'vitest'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { ask } from '../src/test-support/ask.js'
import { serverPerDescribe } from '../src/test-support/server.js'
import type { Received } from '../src/test-support/test-socket.js'
import { testStores } from '../src/test-support/stores.js'

const GAMES: GameId[] = ['saratoga', 'grandmas-game']

for (const kind of testStores) {
  describe(`Saratoga and Grandma's Game races (${kind.name})`, () => {
    const shared = serverPerDescribe(kind)

    for (const game of GAMES) {
      it(`${game}: moves are checked, results replay from the seed, racers only see their own views`, async () => {
        const race = await startLiveRace(shared.server, { game })
        const { raceId, a, b } = race
        expect(race.startedA.view.game).toBe(game)
        const alice = await play(a, raceId, race.startedA, (legal) => legal[0], 30)
        const bob = await play(b, raceId, race.startedB, (legal) => legal.at(-1), 30)
        for (const socket of [a, b]) {
          // A game may already be over (won or stuck); resigning then answers FINISHED.
          const reply = await ask(socket, 'race:resign', { raceId })
          if (!reply.ok) expect(reply.error.code).toBe('FINISHED')
        }
        // Read from everything Alice received: if both games ended while playing, the race
        // ended right then, before any listener set up here could hear it.
        const result = await vi.waitFor(
          () => {
            const event = a.received.find((r) => r.event === 'race:finished')
            if (!event) throw new Error('no race:finished yet')
            return event.payload
          },
          { timeout: 10_000 },
        )
        const seed = result.seed!
        const histories = [alice.moves, bob.moves].map((moves) => history(game, seed, moves))
        result.results.forEach((r, seat) => {
          const final = histories[seat]!.at(-1)!
          expect(r.foundation).toBe(playerView(final).foundation)
          expect(r.moves).toBe(final.moves)
        })
        const views = histories.map((states) => states.map((s) => JSON.stringify(playerView(s))))
        auditViews(a.received, views[0]!, seed)
        auditViews(b.received, views[1]!, seed)
      })
    }
  })
}

function history(game: GameId, seed: string, moves: Move[]): GameState[] {
  const states: GameState[] = [newGame(game, { seed })]
  for (const m of moves) {
    const r = applyMove(states.at(-1)!, m)
    if (!r.ok) throw new Error(r.error.message)
    states.push(r.state)
  }
  return states
}

/** Before the finish: no seed, and every view received is one of this racer's own engine views. */
function auditViews(received: Received[], own: string[], seed: string) {
  const end = received.findIndex((r) => r.event === 'race:finished')
  for (const { payload } of received.slice(0, end)) {
    expect(JSON.stringify(payload)).not.toContain(seed)
    for (const view of findViews(payload)) expect(own).toContain(JSON.stringify(view))
  }
}

function findViews(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return []
  if ('stockCount' in value && 'piles' in value) return [value]
  return Object.values(value).flatMap(findViews)
}
