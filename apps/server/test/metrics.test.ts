// GET /metrics: Prometheus text with the move path's figures, outside /api and its rate limits.
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { play, startLiveRace } from '../src/test-support/race-setup.js'
import { serverForTest } from '../src/test-support/server.js'

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe('metrics', () => {
  it('counts moves, acks, move-log batches, sockets and live races', async () => {
    const server = await serverForTest(new MemoryStore(), { RATE_LIMIT_IP_MAX: '2' })
    const scrape = async () => {
      const res = await server.app.inject({ method: 'GET', url: '/metrics' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
      return res.body
    }
    const before = await scrape()
    expect(sample(before, 'race_moves_total')).toBe(0)
    expect(sample(before, 'races_live')).toBe(0)
    expect(before).toContain('nodejs_eventloop_lag_seconds')

    const race = await startLiveRace(server)
    await play(race.a, race.raceId, race.startedA, (legal) => legal[0], 3)
    const after = await scrape()
    expect(sample(after, 'race_moves_total')).toBe(3)
    expect(sample(after, 'race_move_ack_seconds_count{result="ok"}')).toBe(3)
    expect(sample(after, 'move_log_batch_moves_sum{result="ok"}')).toBe(3)
    expect(sample(after, 'move_log_flush_seconds_count{result="ok"}')).toBeGreaterThan(0)
    expect(sample(after, 'socketio_connected_sockets')).toBe(3)
    expect(sample(after, 'races_live')).toBe(1)

    // Scrapers are never rate-limited (this server allows 2 REST calls per address).
    for (let i = 0; i < 3; i++) await scrape()
    const games = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/games' })).statusCode
    expect([await games(), await games()]).toEqual([200, 429])
  })
})
