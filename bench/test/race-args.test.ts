// The load generator's options: what a run is told to do is what it does, and nonsense is
// refused with the usage text instead of producing figures for a different run.
import { describe, expect, it } from 'vitest'
import { parseRaceArgs } from '../race/args.mjs'
import { thinkDelay } from '../race/think.mjs'

describe('bench:race options', () => {
  it('reads the think time, its jitter and extra node flags for the server', () => {
    const parsed = parseRaceArgs([
      '--races',
      '3',
      '--think-ms',
      '1000',
      '--think-jitter',
      '0.5',
      '--server-node-options=--max-semi-space-size=64 --trace-gc',
    ])
    expect(parsed.ok).toBe(true)
    expect(parsed.options).toMatchObject({
      races: 3,
      thinkMs: 1000,
      thinkJitter: 0.5,
      serverNodeOptions: ['--max-semi-space-size=64', '--trace-gc'],
    })
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
})
