// Version 2's generator (rng-v2.ts): pinned keys and outputs, the prefix choosing it behind
// seededRng, and a key that is not the public seed hash.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { cyrb128, seededRandom, seededRng, sfc32 } from './rng.js'
import { sha256Counter, v2Key } from './rng-v2.js'

// Computed by an independent implementation (Python's hashlib), as the README gives them.
const PINNED: [string, string, number[]][] = [
  [
    'v2:',
    'fa5c703669d77e430e25de4e4d4f19ce694b85225881d2b07ddbf47b7fd357ff',
    [1118921959, 3294597496, 1289016696],
  ],
  [
    'v2:a',
    '174fdfc499f541cf5d88c1ce685e71f7e575938ffebb20d4d1d68ecda60aa43a',
    [4175318858, 2257568341, 1743671860],
  ],
  [
    'v2:é♠',
    'a8d714d7e0e3912a924ad045e3add9ebc85fd494b2b796c47b57cf7202a86bc0',
    [2922441718, 260146981, 251208297],
  ],
]

const draws = (next: () => number, n: number) => Array.from({ length: n }, next)

describe('rng v2', () => {
  it.each(PINNED)('the key and first outputs of %j are pinned', (seed, key, outputs) => {
    expect(bytesToHex(v2Key(seed))).toBe(key)
    expect(draws(sha256Counter(seed), 3)).toEqual(outputs)
  })

  it('block i is SHA-256(key ‖ uint32be(i)), read as eight big-endian words', () => {
    const key = v2Key('v2:a')
    const block = (i: number) => {
      const input = new Uint8Array(36)
      input.set(key)
      input.set([i >>> 24, (i >>> 16) & 255, (i >>> 8) & 255, i & 255], 32)
      const digest = sha256(input)
      return Array.from({ length: 8 }, (_, w) =>
        new DataView(digest.buffer, digest.byteOffset).getUint32(4 * w),
      )
    }
    expect(draws(sha256Counter('v2:a'), 24)).toEqual([...block(0), ...block(1), ...block(2)])
  })

  it('the key is not the seed hash shown before the reveal, SHA-256(seed)', () => {
    for (const seed of ['v2:', 'v2:a', `v2:${'0'.repeat(32)}`])
      expect(bytesToHex(v2Key(seed))).not.toBe(bytesToHex(sha256(utf8ToBytes(seed))))
  })

  it('seededRng reads the v2 stream for "v2:" seeds (no warm-up), sfc32 for others', () => {
    const whole = 4294967296 // below(2^32) returns the raw output: nothing is rejected
    const rng = seededRng('v2:a')
    expect(draws(() => rng.below(whole), 10)).toEqual(draws(sha256Counter('v2:a'), 10))
    const v1 = seededRng('V2:a')
    const next = sfc32(...cyrb128('V2:a'))
    for (let i = 0; i < 15; i++) next()
    expect(draws(() => v1.below(whole), 10)).toEqual(draws(next, 10))
  })

  it('below(n) stays in [0, n) on v2 seeds, and below(1) is always 0', () => {
    const rng = seededRng('v2:range')
    for (let i = 0; i < 5000; i++) {
      const n = (i % 104) + 1
      const x = rng.below(n)
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true)
    }
    expect(seededRng('v2:z').below(1)).toBe(0)
  })

  it('rejects outputs at or above the largest multiple of n, as version 1 does', () => {
    const n = 3 * 2 ** 30 // limit = 2^32 − 2^30: a quarter of all outputs are rejected
    const limit = 2 ** 32 - 2 ** 30
    const seed = Array.from({ length: 100 }, (_, i) => `v2:reject-${i}`).find(
      (s) => sha256Counter(s)() >= limit,
    )!
    const stream = draws(sha256Counter(seed), 40)
    const first = seededRng(seed).below(n)
    expect(first).toBe(stream.find((x) => x < limit)! % n)
    expect(first).not.toBe(stream[0]! % n)
  })

  it('seededRandom on a v2 seed is one stream in [0, 1), another for another seed', () => {
    const draw = (seed: string) => draws(seededRandom(seed), 200)
    const a = draw('v2:race-1:0')
    expect(draw('v2:race-1:0')).toEqual(a)
    expect(draw('v2:race-1:1')).not.toEqual(a)
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true)
  })
})
