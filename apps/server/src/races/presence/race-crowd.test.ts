// The presence owner alone: joins, leaves and disconnects reach the race as presence or
// watchers, sockets move between the race's rooms, and sockets of other nodes are reached too.
import { describe, expect, it } from 'vitest'
import {
  RaceCrowds,
  type CrowdRace,
  type CrowdRoom,
  type CrowdRooms,
  type CrowdSocket,
} from './race-crowd.js'

const label = (room: CrowdRoom) => (typeof room === 'string' ? room : `seat ${room.seat}`)

/** Sockets of every node, each in its rooms (one race's room names are enough here). */
class FakeRooms implements CrowdRooms {
  readonly members = new Map<string, Set<string>>()
  private readonly sockets = new Map<string, CrowdSocket>()

  socket(id: string, playerId?: string): CrowdSocket {
    const rooms = new Set<string>()
    this.members.set(id, rooms)
    const socket: CrowdSocket = {
      id,
      playerId,
      enter: (_race, room) => void rooms.add(label(room)),
      exit: (_race, room) => void rooms.delete(label(room)),
      exitRace: () => rooms.clear(),
    }
    this.sockets.set(id, socket)
    return socket
  }

  roomsOf(id: string): string[] {
    return [...(this.members.get(id) ?? [])].sort()
  }

  async socketsIn(_raceId: string, room: CrowdRoom): Promise<CrowdSocket[]> {
    return [...this.sockets.values()].filter((s) => this.members.get(s.id)?.has(label(room)))
  }
}

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

describe('the race crowd', () => {
  it('a racer joins the race’s and its seat’s rooms, counted once; leaving tells the race once', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const { race, calls } = recordingRace('r1')
    const tab = rooms.socket('s1', 'ann')
    await crowds.admit(tab, race, { role: 'player', seat: 1, newSeat: true })
    expect(rooms.roomsOf('s1')).toEqual(['race', 'seat 1'])
    expect(crowds.roleIn('s1', 'r1')).toBe('player')
    await crowds.leave(tab, race)
    await crowds.leave(tab, race)
    expect(calls).toEqual(['connected 1 s1', 'left s1'])
    expect(rooms.roomsOf('s1')).toEqual([])
    expect(crowds.size).toBe(0)
  })

  it('a spectator is in the spectators’ room; taking a seat moves it out and counts the seat', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const { race, calls } = recordingRace('r1')
    const tab = rooms.socket('s1', 'ann')
    await crowds.admit(tab, race, { role: 'spectator' })
    expect(rooms.roomsOf('s1')).toEqual(['race', 'spectators'])
    await crowds.admit(tab, race, { role: 'player', seat: 0, newSeat: true })
    expect(rooms.roomsOf('s1')).toEqual(['race', 'seat 0'])
    expect(calls).toEqual(['unwatched s1', 'connected 0 s1'])
    expect(crowds.roleIn('s1', 'r1')).toBe('player')
  })

  it('taking a seat stops the player’s other tabs watching, here or on another node', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const { race, calls } = recordingRace('r1')
    const here = rooms.socket('here', 'ann')
    const elsewhere = rooms.socket('elsewhere', 'ann') // watching through another node
    const stranger = rooms.socket('stranger', 'bob')
    await crowds.admit(here, race, { role: 'spectator' })
    await crowds.admit(stranger, race, { role: 'spectator' })
    await elsewhere.enter('r1', 'spectators')
    const tab = rooms.socket('s1', 'ann')
    await crowds.admit(tab, race, { role: 'player', seat: 0, newSeat: true })
    expect(calls).toEqual(['unwatched here', 'unwatched elsewhere', 'connected 0 s1'])
    expect(rooms.roomsOf('here')).toEqual(['race'])
    expect(rooms.roomsOf('elsewhere')).toEqual([])
    expect(rooms.roomsOf('stranger')).toEqual(['race', 'spectators'])
    expect(crowds.roleIn('here', 'r1')).toBeUndefined()
  })

  it('a resumed seat leaves the other tabs as they are', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const { race, calls } = recordingRace('r1')
    await crowds.admit(rooms.socket('watching', 'ann'), race, { role: 'spectator' })
    await crowds.admit(rooms.socket('s1', 'ann'), race, { role: 'player', seat: 0, newSeat: false })
    expect(calls).toEqual(['connected 0 s1'])
    expect(crowds.roleIn('watching', 'r1')).toBe('spectator')
  })

  it('a freed seat is left by the player’s other sockets, here or on another node, not by others', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const { race, calls } = recordingRace('r1')
    const tab = rooms.socket('s1', 'ann')
    const second = rooms.socket('s2', 'ann')
    const remote = rooms.socket('s3', 'ann') // counted by the race, kept by another node's crowd
    const next = rooms.socket('s4', 'bob') // the seat's next racer
    await crowds.admit(tab, race, { role: 'player', seat: 0, newSeat: true })
    await crowds.admit(second, race, { role: 'player', seat: 0, newSeat: false })
    await remote.enter('r1', 'race')
    await remote.enter('r1', { seat: 0 })
    await next.enter('r1', { seat: 0 })
    await crowds.leave(tab, race)
    await crowds.seatFreed(tab, race, 0)
    expect(calls).toEqual(['connected 0 s1', 'connected 0 s2', 'left s1', 'left s2', 'left s3'])
    expect(rooms.roomsOf('s2')).toEqual([])
    expect(rooms.roomsOf('s3')).toEqual([])
    expect(rooms.roomsOf('s4')).toEqual(['seat 0'])
    expect(crowds.size).toBe(0)
  })

  it('a disconnect leaves every race the socket was in, each in its role', async () => {
    const rooms = new FakeRooms()
    const crowds = new RaceCrowds(rooms)
    const one = recordingRace('r1')
    const two = recordingRace('r2')
    const s1 = rooms.socket('s1', 'ann')
    await crowds.admit(s1, one.race, { role: 'player', seat: 0, newSeat: true })
    await crowds.admit(s1, two.race, { role: 'spectator' })
    await crowds.admit(rooms.socket('s2'), two.race, { role: 'spectator' })
    const races = new Map([
      ['r1', one.race],
      ['r2', two.race],
    ])
    crowds.disconnect('s1', async (id) => races.get(id) ?? null)
    await Promise.resolve()
    await Promise.resolve()
    expect(one.calls).toEqual(['connected 0 s1', 'left s1'])
    expect(two.calls).toEqual(['unwatched s1'])
    expect(crowds.roleIn('s2', 'r2')).toBe('spectator')
    expect(crowds.size).toBe(1)
  })
})
