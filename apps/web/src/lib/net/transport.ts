// What RaceState needs from the network, as an interface so tests and the preview can fake it.
import type {
  JoinOk,
  JoinPayload,
  MoveOk,
  MovePayload,
  RaceFinishedEvent,
  ReactionEvent,
  ReactPayload,
  RaceProgressBatchEvent,
  RaceProgressEvent,
  RaceStartedEvent,
  RaceStateEvent,
  RematchDeclinedEvent,
  RematchEvent,
  RematchOfferEvent,
  RematchOk,
  Reply,
  SeatAwayEvent,
} from '@patience-race/protocol'

export interface RaceServerEvents {
  state: (e: RaceStateEvent) => void
  started: (e: RaceStartedEvent) => void
  progress: (e: RaceProgressEvent) => void
  /** Races of more than two: the other racers' progress, coalesced (race:progress-batch). */
  progressBatch: (e: RaceProgressBatchEvent) => void
  finished: (e: RaceFinishedEvent) => void
  rematch: (e: RematchEvent) => void
  /** A racer offers a rematch (the other accepts by asking too). */
  rematchOffer: (e: RematchOfferEvent) => void
  /** The offer was declined, or withdrawn by the racer who made it. */
  rematchDeclined: (e: RematchDeclinedEvent) => void
  /** A racer has been gone ABANDON_AFTER_MS: the others may claim the race. */
  opponentLeft: (e: SeatAwayEvent) => void
  /** That racer is back before a claim. */
  opponentBack: (e: SeatAwayEvent) => void
  /** A reaction from a racer or a spectator (race:reaction). */
  reaction: (e: ReactionEvent) => void
  /** The connection came (back) up: time to re-join and resync. */
  connect: () => void
  disconnect: () => void
}

export interface RaceTransport {
  join(payload: JoinPayload): Promise<Reply<JoinOk>>
  ready(raceId: string): Promise<Reply>
  /** The creator starts a race of more than two with the racers seated and ready. */
  start(raceId: string): Promise<Reply>
  move(payload: MovePayload): Promise<Reply<MoveOk>>
  resign(raceId: string): Promise<Reply>
  /** End the race as the winner against opponents who left. */
  claim(raceId: string): Promise<Reply>
  leave(raceId: string): Promise<Reply>
  /** Offer a rematch, or accept the other racer's offer. */
  rematch(raceId: string): Promise<Reply<RematchOk>>
  /** Decline the other racer's offer, or withdraw one's own. */
  declineRematch(raceId: string): Promise<Reply>
  /** Send a reaction from the fixed set (race:react). */
  react(payload: ReactPayload): Promise<Reply>
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
