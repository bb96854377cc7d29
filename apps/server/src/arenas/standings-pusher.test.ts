// `arena:standings` at most once a second as the entrants get it: the second counts from when a
// push went out, so a push whose reads were slow is not followed by one a moment later; a change
// during a push is pushed after it.
import { describe, expect, it } from 'vitest'
import { FakeTime } from '../test-support/fake-time.js'
import { StandingsPusher } from './standings-pusher.js'

/** A push that reads for `readMs[i]` (the i-th push), then goes out: when each went out. */
function pushes(time: FakeTime, readMs: number[], live = true) {
  const sentAt: number[] = []
  const push = () =>
    new Promise<boolean>((resolve) => {
      const wait = readMs[sentAt.length] ?? 0
      time.setTimeout(() => {
        sentAt.push(time.now())
        resolve(live)
      }, wait)
    })
  return { sentAt, push }
}

describe('the standings pusher', () => {
  it('sends pushes a second apart or more, however long each one read', async () => {
    const time = new FakeTime()
    const { sentAt, push } = pushes(time, [300, 0, 250, 0, 0])
    const pusher = new StandingsPusher(time, time, push)
    pusher.changed('a1')
    await time.advance(5000)
    pusher.stop()
    expect(sentAt.length).toBeGreaterThanOrEqual(3)
    const gaps = sentAt.slice(1).map((t, i) => t - sentAt[i]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000)
  })

  it('pushes a change made during a push once that push is a second old', async () => {
    const time = new FakeTime()
    const { sentAt, push } = pushes(time, [400, 0], false)
    const pusher = new StandingsPusher(time, time, push)
    pusher.changed('a1')
    await time.advance(100)
    pusher.changed('a1')
    await time.advance(3000)
    pusher.stop()
    expect(sentAt.map((t) => t - sentAt[0]!)).toEqual([0, 1000])
  })
})
