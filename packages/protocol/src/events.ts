// The Socket.IO event table: every event's wire name, payload schema and (client events) reply.
// The one source of the event names and shapes; event-maps.ts derives the types from it.
import { z } from 'zod'
import { replyType } from './reply-type.js'
import {
  joinPayloadSchema,
  movePayloadSchema,
  moveOkSchema,
  queueJoinPayloadSchema,
  queueMatchedEventSchema,
  queueSameNetworkEventSchema,
  raceFinishedEventSchema,
  raceProgressBatchEventSchema,
  raceProgressEventSchema,
  raceLeavePayloadSchema,
  raceRefPayloadSchema,
  raceStartedEventSchema,
  raceStateEventSchema,
  rematchDeclinedEventSchema,
  rematchEventSchema,
  rematchOfferEventSchema,
  seatAwayEventSchema,
  type JoinOk,
  type QueueJoinOk,
  type RematchOk,
} from './schemas/race-socket.js'
import { reactionEventSchema, reactPayloadSchema } from './schemas/reaction.js'
import {
  challengeAcceptedEventSchema,
  challengeEndedEventSchema,
  challengeReceivedEventSchema,
  friendsStatusEventSchema,
} from './schemas/friends.js'
import {
  arenaFinishedEventSchema,
  arenaRoundEventSchema,
  arenaStandingsEventSchema,
  arenaWatchPayloadSchema,
} from './schemas/arena.js'

/** A reply with nothing but `ok: true`. */
const done = replyType<object>()

/**
 * Client → server (`area:verb`): the payload the server parses before any handler runs (a
 * failure is `BAD_PAYLOAD`), and the body of the `ok` reply its acknowledgement gets.
 */
export const clientEvents = {
  'race:join': { payload: joinPayloadSchema, reply: replyType<JoinOk>() },
  'race:ready': { payload: raceRefPayloadSchema, reply: done },
  /** The creator of a race of more than two seats starts it with the racers seated now. */
  'race:start': { payload: raceRefPayloadSchema, reply: done },
  'race:move': { payload: movePayloadSchema, reply: moveOkSchema },
  'race:resign': { payload: raceRefPayloadSchema, reply: done },
  'race:leave': { payload: raceLeavePayloadSchema, reply: done },
  'race:rematch': { payload: raceRefPayloadSchema, reply: replyType<RematchOk>() },
  'race:rematch-decline': { payload: raceRefPayloadSchema, reply: done },
  'race:claim': { payload: raceRefPayloadSchema, reply: done },
  'race:react': { payload: reactPayloadSchema, reply: done },
  'queue:join': { payload: queueJoinPayloadSchema, reply: replyType<QueueJoinOk>() },
  /** Any payload: the socket leaves the queue. */
  'queue:leave': { payload: z.unknown(), reply: done },
  /** A page showing an arena hears its `arena:standings` and `arena:finished` (docs/arena.md). */
  'arena:watch': { payload: arenaWatchPayloadSchema, reply: done },
  /** The page is done with it. */
  'arena:unwatch': { payload: arenaWatchPayloadSchema, reply: done },
} as const

/** Server → client: each event's payload. */
export const serverEvents = {
  'race:state': raceStateEventSchema,
  'race:started': raceStartedEventSchema,
  'race:progress': raceProgressEventSchema,
  /** Races of more than two seats: the opponents' progress, coalesced (race:progress otherwise). */
  'race:progress-batch': raceProgressBatchEventSchema,
  'race:finished': raceFinishedEventSchema,
  'race:rematch': rematchEventSchema,
  /** A racer offers a rematch (the other accepts by asking too). */
  'race:rematch-offer': rematchOfferEventSchema,
  /** The offer was declined, or withdrawn by the racer who made it. */
  'race:rematch-declined': rematchDeclinedEventSchema,
  /** A racer has been gone ABANDON_AFTER_MS: the others may claim the race. */
  'race:opponent-left': seatAwayEventSchema,
  /** That racer is back before a claim. */
  'race:opponent-back': seatAwayEventSchema,
  /** A reaction from a racer or a spectator. */
  'race:reaction': reactionEventSchema,
  /** Paired in the queue (with a person or a bot): the race to join. */
  'queue:matched': queueMatchedEventSchema,
  /** To every socket of the challenged account (docs/friends.md). */
  'challenge:received': challengeReceivedEventSchema,
  /** To both accounts' sockets: the friend race to join. */
  'challenge:accepted': challengeAcceptedEventSchema,
  /** To both accounts' sockets (the recipient's other tabs drop it too). */
  'challenge:declined': challengeEndedEventSchema,
  /** To both accounts' sockets: nobody answered within CHALLENGE_TTL_MS. */
  'challenge:expired': challengeEndedEventSchema,
  /** To both accounts' sockets: the challenger withdrew it (the recipient's toast goes away). */
  'challenge:cancelled': challengeEndedEventSchema,
  /** To a follower's sockets: followed accounts whose status changed (at most once a second). */
  'friends:status': friendsStatusEventSchema,
  /** Another account on this socket's network joined the queue: never paired with it. */
  'queue:same-network': queueSameNetworkEventSchema,
  /** To each entrant's sockets: the arena's round started, the race to play (docs/arena.md). */
  'arena:round': arenaRoundEventSchema,
  /** To the arena's entrants and watchers: the standings, at most once a second. */
  'arena:standings': arenaStandingsEventSchema,
  /** To the arena's entrants and watchers: the final standings and every round's seed. */
  'arena:finished': arenaFinishedEventSchema,
} as const
