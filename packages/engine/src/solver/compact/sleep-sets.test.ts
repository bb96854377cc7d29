// The sleep sets' bookkeeping (sleep-sets.ts): a child's set keeps the parent's steps on other
// piles, and a position searched to its end is clean only if its search met no position on the
// path above it, nor one found unclean before.
import { describe, expect, it } from 'vitest'
import { SleepSets } from './sleep-sets.js'

describe('sleep sets', () => {
  it('hands a child the steps on piles its step leaves alone', () => {
    const sleep = new SleepSets()
    sleep.push(11, 0b0011)
    sleep.push(12, 0b0100)
    sleep.push(13, 0b1000)
    const from = sleep.enter(0, 3, 0b0110)
    expect(sleep.asleep(13, from)).toBe(true)
    expect(sleep.asleep(11, from)).toBe(false)
    expect(sleep.asleep(12, from)).toBe(false)
    sleep.top = from
    expect(sleep.asleep(13, from)).toBe(false)
  })

  it('is clean after meeting itself or what lies below it, not what lies above', () => {
    const sleep = new SleepSets()
    sleep.expand(1, 1) // the root
    sleep.expand(2, 2)
    sleep.expand(3, 3)
    sleep.met(9, 9) // not on the path: searched before, clean
    expect(sleep.clean).toBe(true)
    sleep.met(2, 2) // its parent, on the path
    expect(sleep.clean).toBe(false)
    sleep.leave() // 3 met 2, above it
    expect(sleep.clean).toBe(false)
    sleep.met(2, 2) // 2 met itself: a cycle closed within it
    sleep.leave()
    expect(sleep.clean).toBe(true)
    sleep.expand(4, 4)
    sleep.met(3, 3) // 3 was left unclean: meeting it taints, wherever
    expect(sleep.clean).toBe(false)
    sleep.leave()
    expect(sleep.clean).toBe(false)
    sleep.leave() // the root: 4's taint reaches it
    expect(sleep.clean).toBe(false)
  })
})
