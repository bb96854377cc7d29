// What RaceState needs from the network, as an interface so tests and the preview can fake it.
import type { ClientPayload, ClientReply, ServerToClientEvents } from '@patience-race/protocol'

/**
 * What a transport's subscribers may listen to: every server event of the protocol's table, by
 * its wire name (`race:state`, `race:progress`, …), and the connection's own two.
 */
export type RaceServerEvents = ServerToClientEvents & {
  /** The connection came (back) up: time to re-join and resync. */
  connect: () => void
  disconnect: () => void
}

export interface RaceTransport {
  join(payload: ClientPayload<'race:join'>): Promise<ClientReply<'race:join'>>
  ready(raceId: string): Promise<ClientReply<'race:ready'>>
  /** The creator starts a race of more than two with the racers seated and ready. */
  start(raceId: string): Promise<ClientReply<'race:start'>>
  move(payload: ClientPayload<'race:move'>): Promise<ClientReply<'race:move'>>
  resign(raceId: string): Promise<ClientReply<'race:resign'>>
  /** End the race as the winner against opponents who left. */
  claim(raceId: string): Promise<ClientReply<'race:claim'>>
  /** `cancel`: the creator alone in its waiting invite calls it off (the lobby's Cancel). */
  leave(raceId: string, cancel?: boolean): Promise<ClientReply<'race:leave'>>
  /** Offer a rematch, or accept the other racer's offer. */
  rematch(raceId: string): Promise<ClientReply<'race:rematch'>>
  /** Decline the other racer's offer, or withdraw one's own. */
  declineRematch(raceId: string): Promise<ClientReply<'race:rematch-decline'>>
  /** Send a reaction from the fixed set (race:react). */
  react(payload: ClientPayload<'race:react'>): Promise<ClientReply<'race:react'>>
  readonly connected: boolean
  /**
   * Cluster mode (docs/scaling.md): connect where this race is served before joining — its
   * owner for a racer, any node for a spectator. Resolves once the socket is (being) opened
   * there; a `connect` follows when it had to move.
   */
  locate?(raceId: string, watch: boolean): Promise<void>
  /**
   * A MOVED reply: reconnect to its `url` — the owner's, or for a spectator of a crowded race
   * another node's — (or re-resolve the race's route without one).
   * Resolves once connected (or given up); true when the socket moved to another node.
   */
  follow?(raceId: string, url?: string): Promise<boolean>
  /** The page is done with this race: a connection error no longer re-resolves its route. */
  forget?(raceId: string): void
  /** Subscribe; returns the unsubscribe function. */
  on(handlers: Partial<RaceServerEvents>): () => void
}
