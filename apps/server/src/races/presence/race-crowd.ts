// Who is in which race on this node, socket by socket (lila-ws's RoundCrowd): the one owner of
// presence. It keeps each socket's role in each race (racer or spectator), puts the socket in
// the race's rooms and takes it out, runs the steps of a join once the race let it in, and
// reaches the sockets of another node (cluster mode) that the race still counts. Each change
// reaches the race as presence (racers: `playerConnected`, `socketLeft`, which keep the
// snapshot the race reads, race-presence.ts) or as its watchers (`removeWatcher`).
//
// The transport (Socket.IO) is behind `CrowdSocket` and `CrowdRooms`: the core never imports
// it (realtime/crowd-sockets.ts is the adapter).

export type CrowdRole = 'player' | 'spectator'

/** A race's rooms: everyone in it, one seat's sockets, its spectators. */
export type CrowdRoom = 'race' | 'spectators' | { seat: number }

/** A socket, on this node or another, as the crowd moves it between a race's rooms. */
export interface CrowdSocket {
  readonly id: string
  /** The player the socket belongs to (none: a spectator without a session). */
  readonly playerId: string | undefined
  enter(raceId: string, room: CrowdRoom): Promise<void> | void
  exit(raceId: string, room: CrowdRoom): Promise<void> | void
  /** Leaves every room of the race. */
  exitRace(raceId: string): Promise<void> | void
}

export interface CrowdRooms {
  /** The sockets in a race's room on every node (a node that does not answer: this node's). */
  socketsIn(raceId: string, room: CrowdRoom): Promise<readonly CrowdSocket[]>
}

/** What presence changes tell a race. */
export interface CrowdRace {
  readonly id: string
  playerConnected(seat: number, socketId: string): void
  socketLeft(socketId: string): void
  removeWatcher(socketId: string): void
}

/** How a race let a socket in: a seat (`newSeat`: taken by this join) or a place to watch. */
export type Admission = { role: 'player'; seat: number; newSeat: boolean } | { role: 'spectator' }

export class RaceCrowds {
  /** socket id → race id → the socket's role there. */
  private readonly bySocket = new Map<string, Map<string, CrowdRole>>()

  constructor(private readonly rooms: CrowdRooms) {}

  roleIn(socketId: string, raceId: string): CrowdRole | undefined {
    return this.bySocket.get(socketId)?.get(raceId)
  }

  /**
   * The join's steps once the race let the socket in (its reply was ok), in order: the race's
   * room; then a racer leaves the spectators (a seated player is never in its own race's
   * spectators' room, nor are its other sockets once it took the seat) and joins its seat's room,
   * its presence counted; a spectator joins the spectators' room.
   */
  async admit(socket: CrowdSocket, race: CrowdRace, admission: Admission): Promise<void> {
    await socket.enter(race.id, 'race')
    if (admission.role === 'spectator') {
      this.remember(socket.id, race.id, 'spectator')
      await socket.enter(race.id, 'spectators')
      return
    }
    this.stopWatching(socket.id, race)
    await socket.exit(race.id, 'spectators')
    // Only a newly taken seat can have this player's sockets among the spectators.
    if (socket.playerId !== undefined && admission.newSeat)
      await this.othersStopWatching(socket, race, socket.playerId)
    await socket.enter(race.id, { seat: admission.seat })
    this.remember(socket.id, race.id, 'player')
    race.playerConnected(admission.seat, socket.id)
  }

  /** race:leave: the socket leaves the race, whatever its role there, and all its rooms. */
  async leave(socket: CrowdSocket, race: CrowdRace): Promise<void> {
    this.forgetAndTell(socket.id, race)
    await socket.exitRace(race.id)
  }

  /**
   * A seat its player left was freed: the player's other sockets in the seat's room (another
   * tab, on any node) leave the race too, or they would get its next racer's cards.
   */
  async seatFreed(socket: CrowdSocket, race: CrowdRace, seat: number): Promise<void> {
    for (const other of await this.rooms.socketsIn(race.id, { seat })) {
      // Another player's socket: the seat was taken again meanwhile.
      if (other.id === socket.id || other.playerId !== socket.playerId) continue
      // Presence lives with the race: a socket counted on another node is forgotten here directly.
      if (this.roleIn(other.id, race.id)) this.forgetAndTell(other.id, race)
      else race.socketLeft(other.id)
      await other.exit(race.id, { seat })
      await other.exit(race.id, 'race')
    }
  }

  /** The socket is gone: it leaves every race it was in (`find` gives the race by its id). */
  disconnect(socketId: string, find: (raceId: string) => Promise<CrowdRace | null>): void {
    const races = this.bySocket.get(socketId)
    this.bySocket.delete(socketId)
    for (const [raceId, role] of races ?? []) {
      find(raceId).then(
        (race) => race && tell(race, socketId, role),
        () => undefined,
      )
    }
  }

  /** Sockets in at least one race. */
  get size(): number {
    return this.bySocket.size
  }

  /** The player's other sockets that watch the race stop watching it, on every node. */
  private async othersStopWatching(socket: CrowdSocket, race: CrowdRace, playerId: string) {
    for (const other of await this.rooms.socketsIn(race.id, 'spectators')) {
      if (other.id === socket.id || other.playerId !== playerId) continue
      // A socket of another node is only counted there; its watcher entry here, if any, goes.
      if (this.roleIn(other.id, race.id)) this.stopWatching(other.id, race)
      else race.removeWatcher(other.id)
      await other.exit(race.id, 'spectators')
    }
  }

  /** The socket stops watching the race (it takes a seat there); a racer's socket stays. */
  private stopWatching(socketId: string, race: CrowdRace): void {
    if (this.roleIn(socketId, race.id) === 'spectator') this.forgetAndTell(socketId, race)
  }

  private remember(socketId: string, raceId: string, role: CrowdRole): void {
    let races = this.bySocket.get(socketId)
    if (!races) this.bySocket.set(socketId, (races = new Map()))
    races.set(raceId, role)
  }

  private forgetAndTell(socketId: string, race: CrowdRace): void {
    const races = this.bySocket.get(socketId)
    const role = races?.get(race.id)
    if (!races || !role) return
    races.delete(race.id)
    if (races.size === 0) this.bySocket.delete(socketId)
    tell(race, socketId, role)
  }
}

function tell(race: CrowdRace, socketId: string, role: CrowdRole): void {
  if (role === 'player') race.socketLeft(socketId)
  else race.removeWatcher(socketId)
}
