// `bench:flood --layout split` (cpu-limit.mjs's pinLayout): a node started through `ownerSide`
// runs on core 0 only, one through `otherSide` on the other cores, and a running process
// moved with `pinOtherSide` follows, threads and all. Read back with `taskset -p`.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { readlinkSync, realpathSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { pinLayout } from '../race/cpu-limit.mjs'

interface Layout {
  ownerSide(command: string, argv: string[]): [string, string[]]
  otherSide(command: string, argv: string[]): [string, string[]]
  pinOtherSide(pid: number): void
}

const usable = availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0
const children: Array<{ kill(): boolean }> = []

/**
 * Waits until `pid` runs node: a child started through taskset sets its cores and then execs
 * node, so read before that it still has every core (seen on a loaded machine).
 */
function afterExec(pid: number): number {
  const node = realpathSync(process.execPath)
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    try {
      if (readlinkSync(`/proc/${pid}/exe`) === node) return pid
    } catch {
      // not started yet
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
  }
  throw new Error(`process ${pid} did not start node within 10 s`)
}

/** The cores a process may run on, as taskset prints them (e.g. "0" or "1"). */
function coresOf(pid: number): string {
  const line = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' })
  return line.trim().split(': ').at(-1) ?? ''
}

function sleeper(command: string, argv: string[]) {
  const child = spawn(command, argv, { stdio: 'ignore' })
  children.push(child)
  return afterExec(child.pid!)
}

describe.skipIf(!usable)('the split layout of bench:flood', () => {
  afterEach(() => {
    for (const child of children.splice(0)) child.kill()
  })

  it('puts the owner on core 0 and everything else on the other cores', () => {
    const layout = pinLayout() as Layout
    const others = availableParallelism() === 2 ? '1' : `1-${availableParallelism() - 1}`
    const args = ['-e', 'setTimeout(() => {}, 30000)']
    const owner = sleeper(...layout.ownerSide(process.execPath, args))
    const relay = sleeper(...layout.otherSide(process.execPath, args))
    const crowd = sleeper(process.execPath, args)
    expect(coresOf(owner)).toBe('0')
    expect(coresOf(relay)).toBe(others)
    expect(coresOf(crowd)).not.toBe(others)
    layout.pinOtherSide(crowd)
    expect(coresOf(crowd)).toBe(others)
  })
})
