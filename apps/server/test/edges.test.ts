// The small edges of the race core: ids and tokens that are not canonical, the session
// secret's mode, waiting races that nobody starts, unknown race ids, and the lobby list.
import { mkdtemp, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  errorBodySchema,
  nodeInfoSchema,
  raceListSchema,
  type RaceFinishedEvent,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { loadSessionSecret } from '../src/auth/session-secret.js'
import { createTokens } from '../src/auth/tokens.js'
import type { RaceStore } from '../src/races/ports.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask, next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { errorOf } from '../src/test-support/replies.js'
import { serverForTest } from '../src/test-support/server.js'
import { FakeTime } from '../src/test-support/fake-time.js'

/** Counts calls to each store method. */
function counting(inner: RaceStore): { store: RaceStore; calls: Map<string, number> } {
  const calls = new Map<string, number>()
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        calls.set(String(property), (calls.get(String(property)) ?? 0) + 1)
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { store, calls }
}

describe('edges of the race core', () => {
  it('answers a player id with NUL bytes with 400, not 500', async () => {
    const server = await serverForTest(new MemoryStore(), {}, new FakeTime(Date.now()))
    const res = await server.app.inject({ method: 'GET', url: '/api/players/%00%00%00' })
    expect(res.statusCode).toBe(400)
    expect(json(res, errorBodySchema).error.code).toBe('BAD_PAYLOAD')
  })

  it('accepts only the canonical spelling of a token', () => {
    const tokens = createTokens('a-secret-a-secret-a-secret')
    const token = tokens.sign('4f1c2b8e-0000-4000-8000-000000000000')
    expect(tokens.verify(token)).toBe('4f1c2b8e-0000-4000-8000-000000000000')
    const [id, signature] = token.split('.') as [string, string]
    const standard = Buffer.from(signature, 'base64url').toString('base64')
    for (const variant of [
      `${token}=`,
      `${id}.${standard}`,
      `${id}.${standard.replace(/=+$/, '')}`,
      ` ${token}`,
      `${token}\n`,
      `${id} .${signature}`,
    ]) {
      if (variant === token) continue
      expect(tokens.verify(variant)).toBeNull()
    }
  })

  it('makes a session-secret file that is readable by everyone private', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-mode-'))
    await writeFile(join(dir, 'session-secret'), 'x'.repeat(64), { mode: 0o644 })
    expect(await loadSessionSecret(undefined, dir)).toBe('x'.repeat(64))
    expect((await stat(join(dir, 'session-secret'))).mode & 0o777).toBe(0o600)
  })

  it('closes a waiting race nobody starts, and does not reload it at boot', async () => {
    const time = new FakeTime(Date.now())
    const memory = new MemoryStore()
    let server = await serverForTest(memory, { WAITING_RACE_TTL_MS: '1800000' }, time)
    const ada = await server.session('Ada')
    const { raceId: stale } = await server.createRace(ada.token, { game: 'sir-tommy' })
    await time.advance(20 * 60_000)
    const { raceId: fresh } = await server.createRace(ada.token, { game: 'saratoga' })
    await time.advance(11 * 60_000)
    expect(memory.races.get(stale)!.status).toBe('aborted')
    expect(memory.races.get(fresh)!.status).toBe('waiting')
    const waiting = await server.get('/api/races?status=waiting', raceListSchema)
    expect(waiting.body.map((r) => r.raceId)).toEqual([fresh])

    // At boot, a waiting race past its time is closed before anything is loaded.
    await server.close()
    await time.advance(31 * 60_000)
    const { store, calls } = counting(memory)
    server = await serverForTest(store, { WAITING_RACE_TTL_MS: '1800000' }, time)
    expect(memory.races.get(fresh)!.status).toBe('aborted')
    expect(calls.get('abortWaitingRaces')).toBe(1)
    expect((await server.get('/api/races?status=waiting', raceListSchema)).body).toEqual([])
  })

  it('answers unknown race ids from memory after the first look-up', async () => {
    const { store, calls } = counting(new MemoryStore())
    const server = await serverForTest(store, {}, new FakeTime(Date.now()))
    const socket = await server.client()
    for (let i = 0; i < 5; i++)
      expect(errorOf(await ask(socket, 'race:join', { raceId: 'nosuchrace' })).code).toBe(
        'NOT_FOUND',
      )
    expect((await server.get('/api/races/nosuchrace')).status).toBe(404)
    expect(calls.get('getRace')).toBe(1)
  })

  it('lists races without reading a move log, and never shows a seed before the finish', async () => {
    const { store, calls } = counting(new MemoryStore())
    const server = await serverForTest(store, {}, new FakeTime(Date.now()))
    const race = await startLiveRace(server, { game: 'sir-tommy' })
    expect(
      (
        await ask(race.a, 'race:move', {
          raceId: race.raceId,
          move: race.startedA.legal[0]!,
          seq: 1,
        })
      ).ok,
    ).toBe(true)
    calls.clear()
    const live = await server.get('/api/races?status=live', raceListSchema)
    expect(live.body.map((r) => r.raceId)).toEqual([race.raceId])
    expect(live.body[0]?.seed).toBeUndefined()
    expect(live.body[0]?.players[0]?.progress.moves).toBe(1)
    expect(calls.size).toBe(0)
    const over = next(race.a, 'race:finished')
    await ask(race.a, 'race:resign', { raceId: race.raceId })
    await ask(race.b, 'race:resign', { raceId: race.raceId })
    await over
    calls.clear()
    const finished = await server.get('/api/races?status=finished', raceListSchema)
    expect(finished.body[0]).toMatchObject({ raceId: race.raceId, status: 'finished' })
    expect(finished.body[0]?.seed).toBeDefined()
    expect([...calls.keys()]).toEqual(['listRaces'])
  })

  it('one process: /api/node and a race route point at this server; race:finished says why', async () => {
    const server = await serverForTest(new MemoryStore(), {}, new FakeTime(Date.now()))
    const node = await server.get('/api/node', nodeInfoSchema)
    expect(node.body).toMatchObject({ node: 'single' })
    const race = await startLiveRace(server, { game: 'sir-tommy' })
    const route = await server.get(`/api/races/${race.raceId}/route`)
    expect(route.body).toEqual({ raceId: race.raceId, node: 'single', url: node.body.url })
    expect((await server.get('/api/races/nosuchrace/route')).status).toBe(404)
    const move = await ask(race.a, 'race:move', {
      raceId: race.raceId,
      move: race.startedA.legal[0]!,
      seq: 1,
    })
    expect(move.ok).toBe(true)
    const finished = new Promise<RaceFinishedEvent>((resolve) =>
      race.b.once('race:finished', resolve),
    )
    await ask(race.a, 'race:resign', { raceId: race.raceId })
    await ask(race.b, 'race:resign', { raceId: race.raceId })
    expect((await finished).reason).toBe('all-finished')
  })
})
