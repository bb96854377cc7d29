// The par service solves each deal at most once, stores the answer, and survives a failed solve.
import { describe, expect, it } from 'vitest'
import { createParService } from '../src/par/par-service.js'
import type { ParPool } from '../src/par/par-pool.js'
import type { Deal, SolvedPar } from '../src/par/par-types.js'
import { MemoryStore } from '../src/test-support/memory-store.js'

const DEAL: Deal = { game: 'saratoga', variant: 'standard', seed: 'par-seed' }
const ANSWER: SolvedPar = {
  cards: 52,
  total: 52,
  line: [{ action: 'draw' }],
  proved: true,
  nodes: 10,
}

/** A pool whose solves finish when the test says so. */
function controlledPool() {
  const waiting: { deal: Deal; finish: (par: SolvedPar) => void; fail: (e: Error) => void }[] = []
  const pool: Pick<ParPool, 'solve' | 'close'> = {
    solve: (deal) =>
      new Promise((resolve, reject) => waiting.push({ deal, finish: resolve, fail: reject })),
    close: async () => undefined,
  }
  return { pool, waiting }
}

const silent = { error: () => undefined }

describe('par service', () => {
  it('asks the pool once for a deal asked for twice while it is being solved, and stores it', async () => {
    const store = new MemoryStore()
    const { pool, waiting } = controlledPool()
    const par = createParService(pool, store, silent)
    par.solveLater(DEAL)
    par.solveLater(DEAL)
    await new Promise((resolve) => setImmediate(resolve))
    expect(waiting).toHaveLength(1)
    expect(await par.find(DEAL)).toBeNull()
    waiting[0]!.finish(ANSWER)
    await par.settled()
    expect(await par.find(DEAL)).toEqual(ANSWER)
  })

  it('never solves a deal whose par is stored', async () => {
    const store = new MemoryStore()
    await store.savePar(DEAL, ANSWER)
    const { pool, waiting } = controlledPool()
    const par = createParService(pool, store, silent)
    par.solveLater(DEAL)
    await par.settled()
    expect(waiting).toHaveLength(0)
  })

  it('a failed solve stores nothing and the deal can be asked for again', async () => {
    const store = new MemoryStore()
    const { pool, waiting } = controlledPool()
    const par = createParService(pool, store, silent)
    par.solveLater(DEAL)
    await new Promise((resolve) => setImmediate(resolve))
    waiting[0]!.fail(new Error('worker died'))
    await par.settled()
    expect(await par.find(DEAL)).toBeNull()
    par.solveLater(DEAL)
    await new Promise((resolve) => setImmediate(resolve))
    expect(waiting).toHaveLength(2)
    expect(waiting[1]!.deal).toEqual(DEAL)
  })
})

describe('par service limits', () => {
  const deal = (n: number): Deal => ({ ...DEAL, seed: `par-seed-${n}` })

  it('a reader’s backfill waits for an idle pool: it starts no solve while another runs', async () => {
    const { pool, waiting } = controlledPool()
    const par = createParService(pool, new MemoryStore(), silent, { queueMax: 10, backfillMax: 1 })
    par.solveLater(deal(1))
    par.backfill(deal(2))
    await new Promise((resolve) => setImmediate(resolve))
    expect(waiting.map((w) => w.deal.seed)).toEqual(['par-seed-1'])
    waiting[0]!.finish(ANSWER)
    await par.settled()
    par.backfill(deal(2))
    await new Promise((resolve) => setImmediate(resolve))
    expect(waiting.map((w) => w.deal.seed)).toEqual(['par-seed-1', 'par-seed-2'])
  })

  it('finished races queue their solves only up to the bound', async () => {
    const { pool, waiting } = controlledPool()
    const par = createParService(pool, new MemoryStore(), silent, { queueMax: 3, backfillMax: 1 })
    for (let n = 0; n < 5; n++) par.solveLater(deal(n))
    await new Promise((resolve) => setImmediate(resolve))
    expect(par.solving()).toBe(3)
    expect(waiting).toHaveLength(3)
  })
})
