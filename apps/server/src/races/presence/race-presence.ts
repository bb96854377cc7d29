// Which racers are here: the sockets each seat has in the race, and since when a seat has none
// (the other racer and the spectators see "disconnected for m:ss"). Bots are always here.
export class RacePresence {
  private readonly sockets = new Map<number, Set<string>>()
  private readonly awaySince = new Map<number, number>()

  /** True when the seat was away (or never here) and is back. */
  connected(seat: number, socketId: string): boolean {
    let set = this.sockets.get(seat)
    if (!set) this.sockets.set(seat, (set = new Set()))
    const wasAway = set.size === 0
    set.add(socketId)
    this.awaySince.delete(seat)
    return wasAway
  }

  /** The seat whose last socket this was, or null when the seat still has one (or had none). */
  disconnected(socketId: string, now: number): number | null {
    for (const [seat, set] of this.sockets) {
      if (!set.delete(socketId)) continue
      if (set.size > 0) return null
      this.awaySince.set(seat, now)
      return seat
    }
    return null
  }

  online(seat: number): boolean {
    return (this.sockets.get(seat)?.size ?? 0) > 0
  }

  /** Clock ms the seat's last socket left, while it is away. */
  offlineSince(seat: number): number | null {
    return this.awaySince.get(seat) ?? null
  }
}
