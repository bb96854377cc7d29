// RaceCache on a fake clock, without the app: what a flood of made-up ids and a crowd opening
// one race at once cost the store.
import { describe, expect, it } from 'vitest'
import { RaceCache } from './race-cache.js'

interface FakeRace {
  readonly id: string
  readonly owner: string
}

function setup() {
  let now = 1_000_000
  const clock = { now: () => now }
  const cache = new RaceCache<FakeRace>(clock)
  const reads: string[] = []
  const stored = new Map<string, FakeRace>([['r1', { id: 'r1', owner: 'here' }]])
  const read = (id: string) => async () => {
    reads.push(id)
    return stored.get(id) ?? null
  }
  const keepMine = (race: FakeRace) => race.owner === 'here'
  return { cache, reads, stored, read, keepMine, advance: (ms: number) => (now += ms) }
}

describe('RaceCache', () => {
  it('reads a race once however many ask at the same time, then serves it from memory', async () => {
    const { cache, reads, read, keepMine } = setup()
    const all = await Promise.all([1, 2, 3].map(() => cache.load('r1', read('r1'), keepMine)))
    expect(all.map((r) => r?.id)).toEqual(['r1', 'r1', 'r1'])
    expect(reads).toEqual(['r1'])
    expect(cache.use('r1')?.id).toBe('r1')
  })

  it('answers a made-up id from memory for a minute, then asks the store again', async () => {
    const { cache, reads, read, keepMine, advance } = setup()
    expect(await cache.load('nope', read('nope'), keepMine)).toBeNull()
    advance(59_000)
    expect(await cache.load('nope', read('nope'), keepMine)).toBeNull()
    expect(reads).toEqual(['nope'])
    advance(2_000)
    expect(await cache.load('nope', read('nope'), keepMine)).toBeNull()
    expect(reads).toEqual(['nope', 'nope'])
  })

  it('a race created after its id was asked for is found at once', async () => {
    const { cache, read, keepMine } = setup()
    expect(await cache.load('r2', read('r2'), keepMine)).toBeNull()
    cache.remember({ id: 'r2', owner: 'here' })
    expect(cache.use('r2')?.id).toBe('r2')
  })

  it("does not hold a race it is told not to keep (another node's)", async () => {
    const { cache, stored, read, keepMine } = setup()
    stored.set('r3', { id: 'r3', owner: 'elsewhere' })
    expect((await cache.load('r3', read('r3'), keepMine))?.owner).toBe('elsewhere')
    expect(cache.peek('r3')).toBeUndefined()
  })

  it('forgets a race only if it is the instance held', () => {
    const { cache } = setup()
    const first = { id: 'r4', owner: 'here' }
    const second = { id: 'r4', owner: 'here' }
    cache.remember(first)
    cache.remember(second)
    cache.forget(first)
    expect(cache.peek('r4')).toBe(second)
    cache.forget(second)
    expect(cache.all()).toEqual([])
  })

  it('a failed read is not remembered: the next ask reads again', async () => {
    const { cache, keepMine } = setup()
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error('database down')
    }
    await expect(cache.load('r5', failing, keepMine)).rejects.toThrow('database down')
    await expect(cache.load('r5', failing, keepMine)).rejects.toThrow('database down')
    expect(calls).toBe(2)
  })
})
