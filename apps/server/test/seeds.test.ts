// New race seeds (races/seeds.ts): "v2:" and 128 secret bits in hex, so new races deal with
// version 2 of the shuffle; the seed hash shown before the reveal is SHA-256 of the whole string.
import { createHash } from 'node:crypto'
import { shuffleVersion } from '@patience-race/engine'
import { describe, expect, it } from 'vitest'
import { hashSeed, newSeed } from '../src/races/registry/seeds.js'

describe('race seeds', () => {
  it('are "v2:" and 32 hex digits, version 2, a new one each time', () => {
    const seeds = Array.from({ length: 200 }, newSeed)
    for (const seed of seeds) {
      expect(seed).toMatch(/^v2:[0-9a-f]{32}$/)
      expect(shuffleVersion(seed)).toBe(2)
    }
    expect(new Set(seeds).size).toBe(seeds.length)
  })

  it('hash as SHA-256 of the whole string, prefix included', () => {
    const seed = newSeed()
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'))
    expect(hashSeed(seed)).not.toBe(hashSeed(seed.slice(3)))
    // A stored version 1 seed hashes as it always did (the value from sha256sum).
    expect(hashSeed('0123456789abcdef0123456789abcdef')).toBe(
      '3eb1bd439947eb762998e566ccc2e099c791118b2f40579cc4f7da2b5061b7f9',
    )
  })
})
