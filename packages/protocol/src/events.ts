import type { Reply } from './reply.js'
import type {
  JoinOk,
  JoinPayload,
  MoveOk,
  MovePayload,
  QueueJoinOk,
  QueueJoinPayload,
  QueueMatchedEvent,
  RaceFinishedEvent,
  RaceProgressBatchEvent,
  RaceProgressEvent,
  RaceRefPayload,
  RaceStartedEvent,
  RaceStateEvent,
  RematchEvent,
  RematchDeclinedEvent,
  RematchOfferEvent,
  RematchOk,
  SeatAwayEvent,
} from './schemas/race.js'
import type { ReactionEvent, ReactPayload } from './schemas/reaction.js'

/** Socket.IO event names (`area:verb`). */
export const CLIENT_EVENTS = {
  join: 'race:join',
  ready: 'race:ready',
  start: 'race:start',
  move: 'race:move',
  resign: 'race:resign',
  leave: 'race:leave',
  rematch: 'race:rematch',
  declineRematch: 'race:rematch-decline',
  claim: 'race:claim',
  react: 'race:react',
  queueJoin: 'queue:join',
  queueLeave: 'queue:leave',
} as const
export const SERVER_EVENTS = {
  state: 'race:state',
  started: 'race:started',
  progress: 'race:progress',
  progressBatch: 'race:progress-batch',
  finished: 'race:finished',
  rematch: 'race:rematch',
  rematchOffer: 'race:rematch-offer',
  rematchDeclined: 'race:rematch-declined',
  opponentLeft: 'race:opponent-left',
  opponentBack: 'race:opponent-back',
  reaction: 'race:reaction',
  queueMatched: 'queue:matched',
} as const

export type Ack<T extends object = object> = (reply: Reply<T>) => void

export interface ClientToServerEvents {
  'race:join': (payload: JoinPayload, ack: Ack<JoinOk>) => void
  'race:ready': (payload: RaceRefPayload, ack: Ack) => void
  /** The creator of a race of more than two seats starts it with the racers seated now. */
  'race:start': (payload: RaceRefPayload, ack: Ack) => void
  'race:move': (payload: MovePayload, ack: Ack<MoveOk>) => void
  'race:resign': (payload: RaceRefPayload, ack: Ack) => void
  'race:leave': (payload: RaceRefPayload, ack: Ack) => void
  'race:rematch': (payload: RaceRefPayload, ack: Ack<RematchOk>) => void
  'race:rematch-decline': (payload: RaceRefPayload, ack: Ack) => void
  'race:claim': (payload: RaceRefPayload, ack: Ack) => void
  'race:react': (payload: ReactPayload, ack: Ack) => void
  'queue:join': (payload: QueueJoinPayload, ack: Ack<QueueJoinOk>) => void
  'queue:leave': (payload: unknown, ack: Ack) => void
}

export interface ServerToClientEvents {
  'race:state': (payload: RaceStateEvent) => void
  'race:started': (payload: RaceStartedEvent) => void
  'race:progress': (payload: RaceProgressEvent) => void
  /** Races of more than two seats: the opponents' progress, coalesced (race:progress otherwise). */
  'race:progress-batch': (payload: RaceProgressBatchEvent) => void
  'race:finished': (payload: RaceFinishedEvent) => void
  'race:rematch': (payload: RematchEvent) => void
  'race:rematch-offer': (payload: RematchOfferEvent) => void
  'race:rematch-declined': (payload: RematchDeclinedEvent) => void
  'race:opponent-left': (payload: SeatAwayEvent) => void
  'race:opponent-back': (payload: SeatAwayEvent) => void
  'race:reaction': (payload: ReactionEvent) => void
  'queue:matched': (payload: QueueMatchedEvent) => void
}
