// The load generator's options: what a run is told to do is what it does, and nonsense is
// refused with the usage text instead of producing figures for a different run.
import { describe, expect, it, vi } from 'vitest'
import { parseRaceArgs } from '../race/args.mjs'
import { resumeSpread, thinkDelay } from '../race/think.mjs'

/** The options of a command line parseRaceArgs accepts (it fails the test if refused). */
function accepted(args: string[]) {
  const parsed = parseRaceArgs(args)
  expect(parsed.ok).toBe(true)
  return parsed.options
}

describe('bench:race options', () => {
  it('reads the think time, its jitter and extra node flags for the server', () => {
    expect(
      accepted([
        '--races',
        '3',
        '--think-ms',
        '1000',
        '--think-jitter',
        '0.5',
        '--server-node-options=--max-semi-space-size=64 --trace-gc',
      ]),
    ).toMatchObject({
      races: 3,
      thinkMs: 1000,
      thinkJitter: 0.5,
      serverNodeOptions: ['--max-semi-space-size=64', '--trace-gc'],
    })
  })

  it('runs every lane in 3 rounds of 5 s by default, with both fan-out echoes and the peer', () => {
    expect(accepted([])).toMatchObject({
      rounds: 3,
      seconds: 5,
      warmupSeconds: 2,
      settleSeconds: 1,
      echo: true,
      echoFanout: true,
      shapedEcho: true,
      peer: true,
    })
  })

  it('reads the rounds and the lanes to skip', () => {
    expect(
      accepted([
        '--rounds=5',
        '--seconds=2',
        '--settle=0',
        '--no-peer',
        '--no-fanout',
        '--no-shaped',
      ]),
    ).toMatchObject({
      rounds: 5,
      seconds: 2,
      settleSeconds: 0,
      echoFanout: false,
      shapedEcho: false,
      peer: false,
    })
    expect(parseRaceArgs(['--rounds=0']).ok).toBe(false)
    // Older command lines asked for the fan-out echo, now on by default.
    expect(parseRaceArgs(['--echo-fanout']).options).toMatchObject({ echoFanout: true })
  })

  it('runs no cluster by default, and --nodes runs the race lane alone on Postgres', () => {
    expect(parseRaceArgs([]).options).toMatchObject({ nodes: null, crowd: 0, db: 'pglite' })
    expect(accepted(['--nodes', '1,2', '--node-cpu', '0.25', '--crowd', '300'])).toMatchObject({
      nodes: [1, 2],
      nodeCpu: 0.25,
      cpuLimit: 'auto',
      crowd: 300,
      db: 'postgres',
      echo: false,
      echoFanout: false,
      shapedEcho: false,
      peer: false,
    })
    expect(parseRaceArgs(['--nodes', '3']).options).toMatchObject({ nodes: [3] })
    for (const bad of [
      ['--nodes', '0'],
      ['--nodes', '1,x'],
      ['--node-cpu', '0'],
      ['--crowd', '5'],
    ])
      expect(parseRaceArgs(bad).ok).toBe(false)
    expect(parseRaceArgs(['--cpu-limit', 'nice']).message).toContain('--cpu-limit must be one of')
  })

  it('records the servers with perf only when asked, and not a cluster', () => {
    expect(accepted([]).perf).toBe(false)
    expect(accepted(['--perf']).perf).toBe(true)
    const parsed = parseRaceArgs(['--perf', '--nodes', '2'])
    expect(parsed.ok).toBe(false)
    expect(parsed.message).toContain('--perf records one server')
  })

  it('refuses a jitter outside 0…1 and names the option', () => {
    for (const jitter of ['1.5', '-0.1', 'lots']) {
      const parsed = parseRaceArgs([`--think-jitter=${jitter}`])
      expect(parsed.ok).toBe(false)
      expect(parsed.message).toContain('--think-jitter must be between 0 and 1')
    }
  })
})

describe('think time', () => {
  it('is exact without jitter and spread over think-ms × (1 ± jitter) with it', () => {
    let draws = 0
    const random = () => {
      draws += 1
      return (draws * 0.618) % 1
    }
    expect(thinkDelay(0, 0.5, random)).toBe(0)
    expect(thinkDelay(1000, 0, random)).toBe(1000)
    expect(draws).toBe(0)
    const delays = Array.from({ length: 1000 }, () => thinkDelay(1000, 0.5, random))
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500)
    expect(Math.max(...delays)).toBeLessThanOrEqual(1500)
    expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(900)
    const mean = delays.reduce((a, b) => a + b, 0) / delays.length
    expect(mean).toBeGreaterThan(950)
    expect(mean).toBeLessThan(1050)
  })

  it('starts sockets again after a pause spread over one think time, not in the same instant', () => {
    vi.useFakeTimers()
    try {
      let draws = 0
      const random = () => (draws++ * 0.618) % 1
      const startedAt: number[] = []
      for (let i = 0; i < 100; i++) resumeSpread(1000, random, () => startedAt.push(Date.now()))
      const start = Date.now()
      expect(startedAt).toHaveLength(0)
      vi.advanceTimersByTime(1000)
      expect(startedAt).toHaveLength(100)
      const offsets = startedAt.map((at) => at - start)
      expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThan(900)
      resumeSpread(0, random, () => startedAt.push(-1))
      expect(startedAt.at(-1)).toBe(-1)
    } finally {
      vi.useRealTimers()
    }
  })
})
