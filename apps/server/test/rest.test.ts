import { createHash } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createRaceReplySchema,
  errorBodySchema,
  gamesListSchema,
  playerStatsSchema,
  raceListSchema,
  raceSummarySchema,
  sessionReplySchema,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { loadSessionSecret } from '../src/auth/session-secret.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

describe('REST', () => {
  let server: TestServer | undefined

  const post = (s: TestServer, url: string, payload: unknown, token?: string) =>
    s.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('issues guest sessions for trimmed names and refuses bad ones with BAD_PAYLOAD', async () => {
    server = await serverForTest(new MemoryStore())
    const good = await post(server, '/api/session', { name: '  Ada  ' })
    expect(good.statusCode).toBe(200)
    expect(json(good, sessionReplySchema).player.name).toBe('Ada')
    expect(json(good, sessionReplySchema).token).toMatch(/\./)
    for (const name of ['', '   ', 'x'.repeat(25), 'bad\u0007name', 42]) {
      const res = await post(server, '/api/session', { name })
      expect(res.statusCode).toBe(400)
      expect(json(res, errorBodySchema).error.code).toBe('BAD_PAYLOAD')
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.statusCode).toBe(400)
    expect(json(notJson, errorBodySchema).error.code).toBe('BAD_PAYLOAD')
    const huge = await post(server, '/api/session', { name: 'a', pad: 'x'.repeat(20_000) })
    expect(huge.statusCode).toBe(413)
    expect(json(huge, errorBodySchema).error).toHaveProperty('code')
  })

  it('creates races: token required, game and variant checked, seed secret unless chosen', async () => {
    server = await serverForTest(new MemoryStore())
    const { token, player } = await server.session('Ada')
    const errorCode = async (res: ReturnType<typeof post>) =>
      json(await res, errorBodySchema).error.code
    expect(await errorCode(post(server, '/api/races', { game: 'sir-tommy' }))).toBe('UNAUTHORIZED')
    expect(
      (await post(server, '/api/races', { game: 'sir-tommy' }, 'forged.token')).statusCode,
    ).toBe(401)
    expect(await errorCode(post(server, '/api/races', { game: 'chess' }, token))).toBe(
      'BAD_PAYLOAD',
    )
    expect(
      (await post(server, '/api/races', { game: 'sir-tommy', variant: 'nope' }, token)).statusCode,
    ).toBe(400)

    const secret = await post(server, '/api/races', { game: 'sir-tommy' }, token)
    expect(secret.statusCode).toBe(201)
    const created = json(secret, createRaceReplySchema)
    expect(created).toMatchObject({
      game: 'sir-tommy',
      variant: 'standard',
      seedKnown: false,
    })
    expect(created.url).toBe(`/r/${created.raceId}`)
    const summary = await server.get(`/api/races/${created.raceId}`, raceSummarySchema)
    expect(summary.body).not.toHaveProperty('seed')
    expect(summary.body.players).toMatchObject([{ seat: 0, player, ready: false }])

    const chosen = await post(server, '/api/races', { game: 'sir-tommy', seed: 'my-seed' }, token)
    expect(json(chosen, createRaceReplySchema)).toMatchObject({
      seedKnown: true,
      seedHash: createHash('sha256').update('my-seed').digest('hex'),
    })

    const replay = await server.get(`/api/races/${created.raceId}/replay`, errorBodySchema)
    expect(replay.status).toBe(409)
    expect(replay.body.error.code).toBe('NOT_FINISHED')
    expect((await server.get('/api/races/nosuchrace', errorBodySchema)).body.error.code).toBe(
      'NOT_FOUND',
    )
    expect((await server.get('/api/races/no!')).status).toBe(400)
  })

  it('lists live races, games, player stats, health', async () => {
    server = await serverForTest(new MemoryStore())
    const race = await startLiveRace(server)
    const live = await server.get('/api/races?status=live', raceListSchema)
    expect(live.body.map((r) => r.raceId)).toEqual([race.raceId])
    expect(live.body[0]).not.toHaveProperty('seed')
    expect(live.body[0]?.spectators).toBe(1)
    const counted = next(race.a, 'race:state', (s) => s.spectators === 0)
    race.spectator.disconnect()
    // race:state goes out within a second of an audience change.
    await server.time.advanceUntil(counted, 1000)
    expect((await server.get(`/api/races/${race.raceId}`, raceSummarySchema)).body.spectators).toBe(
      0,
    )
    const games = await server.get('/api/games', gamesListSchema)
    expect(games.body.map((g) => g.id)).toEqual(['sir-tommy', 'saratoga', 'grandmas-game'])
    expect(
      (await server.get(`/api/players/${race.alice.player.id}`, playerStatsSchema)).body.player
        .name,
    ).toBe('Alice')
    expect((await server.get('/api/players/nobody')).status).toBe(404)
    expect((await server.get('/api/health')).body).toEqual({ ok: true, db: 'pglite' })
    expect((await server.get('/api/leaderboards/chess')).status).toBe(400)
  })

  it('serves the web app with an SPA fallback, JSON 404s under /api, and a hint when unbuilt', async () => {
    server = await serverForTest(new MemoryStore())
    const unbuilt = await server.app.inject({ method: 'GET', url: '/r/abcdef' })
    expect(unbuilt.statusCode).toBe(200)
    expect(unbuilt.body).toContain('pnpm build')
    await server.close()

    const dist = await mkdtemp(join(tmpdir(), 'web-dist-'))
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>race app</title>')
    await writeFile(join(dist, 'app.js'), 'console.log(1)')
    server = await serverForTest(new MemoryStore(), { WEB_DIST: dist })
    const page = await server.app.inject({ method: 'GET', url: '/r/abcdef' })
    expect(page.body).toContain('race app')
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:")
    expect((await server.app.inject({ method: 'GET', url: '/app.js' })).body).toContain(
      'console.log',
    )
    const api = await server.app.inject({ method: 'GET', url: '/api/nope' })
    expect(api.statusCode).toBe(404)
    expect(json(api, errorBodySchema).error.code).toBe('NOT_FOUND')
  })

  it('rate-limits REST calls per IP with RATE_LIMITED, but never the health checks', async () => {
    server = await serverForTest(new MemoryStore(), { RATE_LIMIT_IP_MAX: '3' })
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await server.app.inject({ method: 'GET', url: '/api/games' })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const limited = await server.app.inject({ method: 'GET', url: '/api/games' })
    expect(json(limited, errorBodySchema).error.code).toBe('RATE_LIMITED')
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200)
  })

  it('keeps a generated session secret in DATA_DIR so tokens survive restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-'))
    const first = await loadSessionSecret(undefined, dir)
    expect(await loadSessionSecret(undefined, dir)).toBe(first)
    expect(await loadSessionSecret('configured-secret-123', dir)).toBe('configured-secret-123')
  })
})
