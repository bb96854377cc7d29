/* eslint-disable @typescript-eslint/no-explicit-any -- the bench's helpers are plain JavaScript */
// A racer's reroute after a lost move reply rejoins the race that move was of. An arena's
// entrant can be told of its next race while the old one is being found (a starved node's
// round ends under it): the rejoin's seq is the old race's, so the lost move counts there, if
// at all, and the entrant keeps its next race's socket, seq and view. Before, the move was
// counted in the next race (acked > stored there) and the old race's seq and view were played
// in it (SEQ_GAP, RESYNC).
import { describe, expect, it, vi } from 'vitest'

const rejoin = vi.hoisted(() => ({ found: null as any, before: () => {} }))
vi.mock('../race/route.mjs', () => ({
  joinWhereRun: async () => {
    rejoin.before()
    return rejoin.found
  },
}))

const { RaceLane } = await import('../race/race-lane.mjs')
const { createMetrics } = await import('../race/metrics.mjs')

function fakeSocket(connected = true) {
  return { connected, on: () => {}, close: vi.fn() }
}

function laneWithRacer() {
  const metrics: any = createMetrics()
  const lane: any = new RaceLane({ metrics, restUrls: ['http://node-1'], thinkMs: 0 })
  lane.play = vi.fn()
  const socket = fakeSocket()
  const racer: any = { name: 'ann', token: 't', raceId: 'r1', seq: 5, socket, view: null }
  return { lane, metrics, racer, socket }
}

describe('a reroute after a lost move reply', () => {
  it('counts the move in its own race when the rejoin says it was stored', async () => {
    const { lane, metrics, racer } = laneWithRacer()
    const found = fakeSocket()
    rejoin.before = () => {}
    rejoin.found = { socket: found, joined: { seq: 5, view: { status: 'playing' }, legal: [] } }
    await lane.reroute(racer, null, { seq: 5, sentAt: performance.now() })
    expect(metrics.ackedByRace).toEqual({ r1: 1 })
    expect(racer.socket).toBe(found)
    expect(lane.play).toHaveBeenCalledWith(racer)
  })

  it('leaves the next race alone when the racer moved on while its old race was found', async () => {
    const { lane, metrics, racer, socket } = laneWithRacer()
    const found = fakeSocket()
    rejoin.before = () => Object.assign(racer, { raceId: 'r2', seq: 0, view: null })
    rejoin.found = { socket: found, joined: { seq: 7, view: { status: 'playing' }, legal: [] } }
    await lane.reroute(racer, null, { seq: 6, sentAt: performance.now() })
    expect(metrics.ackedByRace).toEqual({ r1: 1 })
    expect(metrics.movesSent).toEqual({ r1: { ann: ['6r'] } })
    expect(racer).toMatchObject({ raceId: 'r2', seq: 0, view: null, socket })
    expect(found.close).toHaveBeenCalled()
    expect(lane.play).not.toHaveBeenCalled()
  })
})
