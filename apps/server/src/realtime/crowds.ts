// Who is in which race on this node, socket by socket (lila-ws's RoundCrowd): the one owner of
// presence. A socket joins a race as a racer or a spectator and leaves it (race:leave, a seat
// taken, its disconnect); each change reaches the race as presence (racers) or its watchers
// (spectators). socket.data keeps only the player and the address.

export type CrowdRole = 'player' | 'spectator'

/** What presence changes tell a race. */
export interface CrowdRace {
  readonly id: string
  playerConnected(seat: number, socketId: string): void
  socketLeft(socketId: string): void
  removeWatcher(socketId: string): void
}

export class Crowds {
  /** socket id → race id → the socket's role there. */
  private readonly bySocket = new Map<string, Map<string, CrowdRole>>()

  /** The socket sits in its seat (`seat`) or watches (the race counted it when it let it in). */
  connect(socketId: string, race: CrowdRace, role: 'player', seat: number): void
  connect(socketId: string, race: CrowdRace, role: 'spectator'): void
  connect(socketId: string, race: CrowdRace, role: CrowdRole, seat?: number): void {
    let races = this.bySocket.get(socketId)
    if (!races) this.bySocket.set(socketId, (races = new Map()))
    races.set(race.id, role)
    if (role === 'player' && seat !== undefined) race.playerConnected(seat, socketId)
  }

  roleIn(socketId: string, raceId: string): CrowdRole | undefined {
    return this.bySocket.get(socketId)?.get(raceId)
  }

  /** The socket leaves the race, whatever its role there. */
  leave(socketId: string, race: CrowdRace): void {
    const role = this.forget(socketId, race.id)
    if (role) tell(race, socketId, role)
  }

  /** The socket stops watching the race (it takes a seat there); a racer's socket stays. */
  stopWatching(socketId: string, race: CrowdRace): void {
    if (this.roleIn(socketId, race.id) === 'spectator') this.leave(socketId, race)
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

  private forget(socketId: string, raceId: string): CrowdRole | undefined {
    const races = this.bySocket.get(socketId)
    const role = races?.get(raceId)
    if (!races || !role) return undefined
    races.delete(raceId)
    if (races.size === 0) this.bySocket.delete(socketId)
    return role
  }
}

function tell(race: CrowdRace, socketId: string, role: CrowdRole): void {
  if (role === 'player') race.socketLeft(socketId)
  else race.removeWatcher(socketId)
}
