// The race service's port for sending its events (ports.ts re-exports it with the others).
import type { ServerToClientEvents } from '@patience-race/protocol'

/**
 * Where a race's events go. The realtime layer maps these to Socket.IO rooms:
 * `race:<id>` (everyone), `race:<id>:seat:<n>` and `race:<id>:spectators`.
 */
export interface Broadcaster {
  toRace<E extends RaceEvent>(raceId: string, ...sent: Sent<E>): void
  toSeat<E extends RaceEvent>(raceId: string, seat: number, ...sent: Sent<E>): void
  /** One event to several seats at once: encoded (and in a cluster, published) once. */
  toSeats<E extends RaceEvent>(raceId: string, seats: number[], ...sent: Sent<E>): void
  toSpectators<E extends RaceEvent>(raceId: string, ...sent: Sent<E>): void
  /**
   * False only when `toSpectators` would certainly reach nobody: one process whose spectators
   * room of the race is empty. A cluster node answers true (other nodes' sockets are not known
   * here), as does a broadcaster that cannot tell.
   */
  mayHaveSpectators(raceId: string): boolean
}

type RaceEvent = keyof ServerToClientEvents
/** An event and its arguments, as Socket.IO's emit takes them. */
type Sent<E extends RaceEvent> = [event: E, ...args: Parameters<ServerToClientEvents[E]>]
