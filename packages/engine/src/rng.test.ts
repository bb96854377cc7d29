// The PRNG behind the shuffle (rng.ts): pinned outputs of cyrb128 and sfc32, and the range of below().
import { describe, expect, it } from 'vitest'
import { cyrb128, seededRandom, seededRng, sfc32 } from './rng.js'

describe('rng', () => {
  it.each([
    ['', [41608494, 3485963809, 1435736333, 1262568316], [495173323, 487725788, 2249504753]],
    ['a', [1589175524, 148824423, 2405369273, 1476957317], [3214957264, 1798985246, 2411669711]],
    [
      'patience-race',
      [3936989294, 2063134768, 503288417, 3519572486],
      [929761956, 1519000504, 2143839433],
    ],
  ] as const)('cyrb128(%j) and the first sfc32 outputs are pinned', (seed, hash, outputs) => {
    expect(cyrb128(seed)).toEqual(hash)
    const next = sfc32(...cyrb128(seed))
    expect([next(), next(), next()]).toEqual(outputs)
  })

  it('seededRng skips 15 outputs, then below(n) is the output mod n', () => {
    const next = sfc32(...cyrb128('a'))
    for (let i = 0; i < 15; i++) next()
    const raw = [next(), next(), next()]
    const rng = seededRng('a')
    expect([rng.below(52), rng.below(51), rng.below(50)]).toEqual([
      raw[0]! % 52,
      raw[1]! % 51,
      raw[2]! % 50,
    ])
  })

  it('below(n) stays in [0, n) and below(1) is always 0', () => {
    const rng = seededRng('range')
    for (let i = 0; i < 5000; i++) {
      const n = (i % 104) + 1
      const x = rng.below(n)
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true)
    }
    expect(seededRng('z').below(1)).toBe(0)
  })

  it('outputs are 32-bit unsigned integers', () => {
    const next = sfc32(1, 2, 3, 4)
    for (let i = 0; i < 1000; i++) {
      const x = next()
      expect(x >>> 0).toBe(x)
    }
  })

  it('seededRandom gives the same stream in [0, 1) for a seed, another for another seed', () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed)
      return Array.from({ length: 200 }, () => random())
    }
    const a = draw('race-1:0')
    expect(draw('race-1:0')).toEqual(a)
    expect(draw('race-1:1')).not.toEqual(a)
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(new Set(a).size).toBe(a.length)
  })
})
