// The crowd of each race on this node: joins and leaves reach the race as presence or watchers.
import { describe, expect, it } from 'vitest'
import { Crowds, type CrowdRace } from './crowds.js'

function recordingRace(id: string) {
  const calls: string[] = []
  const race: CrowdRace = {
    id,
    playerConnected: (seat, socketId) => calls.push(`connected ${seat} ${socketId}`),
    socketLeft: (socketId) => calls.push(`left ${socketId}`),
    removeWatcher: (socketId) => calls.push(`unwatched ${socketId}`),
  }
  return { race, calls }
}

describe('crowds', () => {
  it('a racer’s socket connects its seat and, leaving, tells the race it left', () => {
    const crowds = new Crowds()
    const { race, calls } = recordingRace('r1')
    crowds.connect('s1', race, 'player', 1)
    expect(crowds.roleIn('s1', 'r1')).toBe('player')
    crowds.leave('s1', race)
    crowds.leave('s1', race)
    expect(calls).toEqual(['connected 1 s1', 'left s1'])
    expect(crowds.roleIn('s1', 'r1')).toBeUndefined()
    expect(crowds.size).toBe(0)
  })

  it('a spectator taking a seat stops watching; a racer’s socket is not made to leave its seat', () => {
    const crowds = new Crowds()
    const { race, calls } = recordingRace('r1')
    crowds.connect('s1', race, 'spectator')
    crowds.stopWatching('s1', race)
    crowds.connect('s1', race, 'player', 0)
    crowds.stopWatching('s1', race)
    expect(calls).toEqual(['unwatched s1', 'connected 0 s1'])
    expect(crowds.roleIn('s1', 'r1')).toBe('player')
  })

  it('a disconnect leaves every race the socket was in, each in its role', async () => {
    const crowds = new Crowds()
    const one = recordingRace('r1')
    const two = recordingRace('r2')
    crowds.connect('s1', one.race, 'player', 0)
    crowds.connect('s1', two.race, 'spectator')
    crowds.connect('s2', two.race, 'spectator')
    const races = new Map([
      ['r1', one.race],
      ['r2', two.race],
    ])
    crowds.disconnect('s1', async (id) => races.get(id) ?? null)
    await new Promise((resolve) => setImmediate(resolve))
    expect(one.calls).toEqual(['connected 0 s1', 'left s1'])
    expect(two.calls).toEqual(['unwatched s1'])
    expect(crowds.roleIn('s2', 'r2')).toBe('spectator')
    expect(crowds.size).toBe(1)
  })
})
