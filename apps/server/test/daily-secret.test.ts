// The daily deal's secret (docs/daily.md): DAILY_SECRET when set, else one made for this install
// and kept in DATA_DIR as the session secret is; a cluster node refuses to start without it.
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clusterSettings } from '../src/cluster/cluster-config.js'
import { parseConfig } from '../src/config.js'
import { loadDailySecret } from '../src/daily/daily-config.js'
import { DailyDeals } from '../src/daily/daily-deals.js'

const clock = { now: () => Date.parse('2026-11-28T10:00:00.000Z') }
const dealOf = (secret: string) => new DailyDeals(secret, clock).deal('sir-tommy', '2026-11-27')

describe('the daily secret', () => {
  const dirs: string[] = []
  const install = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'daily-secret-'))
    dirs.push(dir)
    return dir
  }
  beforeEach(() => {
    dirs.length = 0
  })
  afterEach(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('without DAILY_SECRET an install makes its own, private, and deals the same after a restart', async () => {
    const dir = await install()
    const first = await loadDailySecret(undefined, dir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect((await stat(join(dir, 'daily-secret'))).mode & 0o777).toBe(0o600)
    const restarted = await loadDailySecret(undefined, dir)
    expect(restarted).toBe(first)
    expect(dealOf(restarted)?.seed).toBe(dealOf(first)?.seed)
    // Another install deals other dailies (nobody can compute them from the source).
    const other = await loadDailySecret(undefined, await install())
    expect(other).not.toBe(first)
    expect(dealOf(other)?.seedHash).not.toBe(dealOf(first)?.seedHash)
  })

  it('DAILY_SECRET, when set, is the key, and no file is made', async () => {
    const dir = await install()
    const configured = parseConfig({ DAILY_SECRET: 'the-deploy-daily-secret' }).DAILY_SECRET
    expect(await loadDailySecret(configured, dir)).toBe('the-deploy-daily-secret')
    await expect(stat(join(dir, 'daily-secret'))).rejects.toThrow()
  })

  it('refuses a DAILY_SECRET shorter than 16 characters (past seeds are public)', () => {
    expect(() => parseConfig({ DAILY_SECRET: 'too-short' })).toThrow()
  })

  it('a cluster node refuses to start without DAILY_SECRET, naming it', () => {
    const nodeId = 'node-1'
    const node = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/x',
      SESSION_SECRET: 'a-session-secret-of-the-cluster',
      NODE_ID: nodeId,
      PUBLIC_URL: `http://localhost:8080/n/${nodeId}`,
    }
    expect(() => clusterSettings(parseConfig(node))).toThrow(/needs DAILY_SECRET/)
    const withSecret = { ...node, DAILY_SECRET: 'a-daily-secret-of-the-cluster' }
    expect(clusterSettings(parseConfig(withSecret))?.nodeId).toBe(nodeId)
  })
})
