// What RaceState needs from the network, as an interface so tests and the preview can fake it.
import type {
  JoinOk,
  JoinPayload,
  MoveOk,
  MovePayload,
  RaceFinishedEvent,
  RaceProgressEvent,
  RaceStartedEvent,
  RaceStateEvent,
  RematchEvent,
  RematchOk,
  Reply,
} from '@patience-race/protocol'

export interface RaceServerEvents {
  state: (e: RaceStateEvent) => void
  started: (e: RaceStartedEvent) => void
  progress: (e: RaceProgressEvent) => void
  finished: (e: RaceFinishedEvent) => void
  rematch: (e: RematchEvent) => void
  /** The connection came (back) up: time to re-join and resync. */
  connect: () => void
  disconnect: () => void
}

export interface RaceTransport {
  join(payload: JoinPayload): Promise<Reply<JoinOk>>
  ready(raceId: string): Promise<Reply>
  move(payload: MovePayload): Promise<Reply<MoveOk>>
  resign(raceId: string): Promise<Reply>
  leave(raceId: string): Promise<Reply>
  rematch(raceId: string): Promise<Reply<RematchOk>>
  readonly connected: boolean
  /** Subscribe; returns the unsubscribe function. */
  on(handlers: Partial<RaceServerEvents>): () => void
}
