// A crowd joins one live race while a racer moves: every move is answered and what the server
// sends grows linearly with the crowd (race:state is coalesced, not sent to the whole room once
// per join). How fast the racer is answered is measured by bench:flood, not asserted here.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { MoveWire } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import type { Received } from '../src/test-support/test-socket.js'

const SPECTATORS = 1000
const CROWD = fileURLToPath(new URL('../src/test-support/crowd.mjs', import.meta.url))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** What crowd.mjs tells over IPC: once all have joined, then its report. */
const joinedSchema = z.object({ joined: z.number() })
const reportSchema = z.object({
  states: z.array(z.number()),
  frames: z.number(),
  lastSpectators: z.number().nullable(),
})

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

for (const database of testDatabases) {
  describe(`a spectator flood (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer | undefined

    beforeEach(async () => {
      db = await openForTest(database)
    })

    it(`${SPECTATORS} spectators join while a racer moves: every move is answered, frames linear`, async () => {
      // The racer moves every 15 ms (a few hundred round trips), over the per-player budget.
      server = await serverForTest(db.store, { MOVE_RATE_PER_SEC: '1000', MOVE_BURST: '1000' })
      const { time } = server
      const race = await startLiveRace(server, { game: 'sir-tommy' })
      const { raceId } = race

      let flooding = true
      const roundTrips: number[] = []
      const racer = (async () => {
        let legal: readonly MoveWire[] = race.startedA.legal
        let seq = 0
        while (flooding) {
          const started = performance.now()
          const move = legal[0]
          const reply = move
            ? await ask(race.a, 'race:move', { raceId, move, seq: seq + 1 })
            : // Out of moves: a resend still makes the full round trip through the server.
              await ask(race.a, 'race:move', { raceId, move: { action: 'turn' }, seq })
          roundTrips.push(performance.now() - started)
          if (!reply.ok) throw new Error(JSON.stringify(reply))
          if (reply.seq > seq) legal = reply.legal
          seq = reply.seq
          await sleep(15)
        }
      })()
      // The server's clock runs alongside real time meanwhile: its race:state windows pass.
      const clock = (async () => {
        while (flooding) {
          await sleep(15)
          await time.advance(15)
        }
      })()

      const crowd = fork(CROWD, [server.url, raceId, String(SPECTATORS), '25'])
      const nextMessage = () =>
        new Promise<unknown>((resolve, reject) => {
          crowd.once('message', resolve)
          crowd.once('exit', (code) => reject(new Error(`the crowd exited with ${code}`)))
        })
      const joined = joinedSchema.parse(await nextMessage())
      expect(joined.joined).toBe(SPECTATORS)
      // The racer plays on a while with the whole crowd watching.
      await sleep(1500)
      flooding = false
      await Promise.all([racer, clock])
      // The coalesced audience update goes out within a second (the race's own spectator is one
      // more); a moment of real time for it to cross into the crowd's process.
      const everyone = (r: Received) =>
        r.event === 'race:state' && r.payload.spectators === SPECTATORS + 1
      if (!race.spectator.received.some(everyone))
        await time.advanceUntil(
          next(race.spectator, 'race:state', (s) => s.spectators === SPECTATORS + 1),
          1000,
        )
      await sleep(100)
      crowd.send('report')
      const report = reportSchema.parse(await nextMessage())

      const states = report.states
      const frames = report.frames

      const p99 = percentile(roundTrips, 99)
      console.info(
        `[flood ${database.name}] ${SPECTATORS} spectators: racer round trips n=${roundTrips.length} p50=${percentile(roundTrips, 50).toFixed(1)} ms p99=${p99.toFixed(1)} ms; frames to spectators ${frames} (${(frames / SPECTATORS).toFixed(1)} each), race:state at most ${Math.max(...states)} each`,
      )
      expect(roundTrips.length).toBeGreaterThan(100)
      // Quadratic fan-out would send each spectator ~SPECTATORS/2 race:state events.
      expect(Math.max(...states)).toBeLessThanOrEqual(15)
      expect(frames / SPECTATORS).toBeLessThan(100)
      // Everyone ends on the true audience size (the race's own spectator is one more).
      expect(report.lastSpectators).toBe(SPECTATORS + 1)
    })
  })
}
