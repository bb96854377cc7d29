// The par pool's solver threads run at the lowest CPU priority, and only they do: the event
// loop keeps its priority, so live races' moves are not queued behind a solve.
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createParPool, type ParPool } from '../src/par/par-pool.js'

/** The nice value of each thread of this process, by thread id (proc(5): field 19). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>()
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    nices.set(Number(tid), Number(fields[16]))
  }
  return nices
}

let pool: ParPool | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

describe.runIf(process.platform === 'linux')('par pool', () => {
  it('solves in a thread at nice 19 while the event loop keeps its priority', async () => {
    const before = threadNices()
    expect([...before.values()].filter((nice) => nice === 19)).toHaveLength(0)
    pool = createParPool({ threads: 1, nodes: 2_000 })
    const par = await pool.solve({ game: 'sir-tommy', variant: 'standard', seed: 'nice-thread' })
    expect(par.total).toBe(52)
    const after = threadNices()
    expect(after.get(process.pid)).toBe(before.get(process.pid))
    const niced = [...after].filter(([, nice]) => nice === 19).map(([tid]) => tid)
    expect(niced).toHaveLength(1)
    expect(before.has(niced[0]!)).toBe(false)
  })
})
