// queue:join / queue:leave: "Race anyone". A pair (or a session and a server bot) gets a ranked
// race, created here, and each waiting socket is told with queue:matched { raceId }. Ranked
// needs an account (issue 21): a guest is told ACCOUNT_REQUIRED — on a server with accounts —
// and a few finished races first (issue 40): RANKED_NOT_YET with how many are left.
import { defaultVariant, isVariant } from '@patience-race/engine'
import { err, ok, type BotStrength } from '@patience-race/protocol'
import { opponentsToAvoid, utcDayStart } from '../../matchmaking/pair-history.js'
import type { QueueOutcome, RaceQueue } from '../../matchmaking/race-queue.js'
import type { Accounts } from '../../accounts/accounts.js'
import type { Clock, RaceRecords, ReadModel } from '../../races/ports.js'
import { ratingNow } from '../../races/ending/rating.js'
import { botPlayer } from '../../races/seats/bots.js'
import type { RaceRegistry } from '../../races/registry/race-registry.js'
import type { Handler } from '../handle.js'
import type { RaceServer } from '../types.js'
import { ranked } from '../../races/formats/ranked.js'

/** A race counts toward the queue's entry rule with at least this many moves of the player's. */
const QUALIFYING_MOVES = 10

export function queueJoin(
  queue: RaceQueue,
  options: { botAfterMs: number; qualifyingRaces: number; clock: Clock },
  store: Pick<ReadModel, 'rankedOpponentsSince' | 'finishedRacesWithMoves'> &
    Pick<RaceRecords, 'getRatings'>,
  accounts: Pick<Accounts, 'hasAccount'> | null,
): Handler<'queue:join'> {
  const { botAfterMs, qualifyingRaces, clock } = options
  return async (socket, payload) => {
    const player = socket.data.player
    if (!player) return err('UNAUTHORIZED', 'racing anyone needs a session token')
    if (accounts && !(await accounts.hasAccount(player.id)))
      return err('ACCOUNT_REQUIRED', 'ranked races need an account: sign up, then race anyone')
    // A fresh puppet account may not queue at once (docs/fair-play.md): a few real races first.
    const played = await store.finishedRacesWithMoves(player.id, QUALIFYING_MOVES, qualifyingRaces)
    if (played < qualifyingRaces) {
      const left = qualifyingRaces - played
      const races = left === 1 ? '1 more race' : `${left} more races`
      return {
        ok: false,
        error: {
          ...err(
            'RANKED_NOT_YET',
            `finish ${races} of at least ${QUALIFYING_MOVES} moves (with a friend, a bot or the daily), then race anyone`,
          ).error,
          left,
        },
      }
    }
    const { game, deviceId } = payload
    const variant = payload.variant ?? defaultVariant(game)
    if (!isVariant(game, variant)) return err('BAD_PAYLOAD', `${game} has no variant "${variant}"`)
    // The waiting panel shows the player's own rating here ("1500?" while provisional).
    const rating = ratingNow(
      game,
      variant,
      player.id,
      await store.getRatings(game, variant, [player.id]),
    )
    const today = await store.rankedOpponentsSince(player.id, utcDayStart(clock.now()))
    // Never paired with these (one network): each side is told (docs/fair-play.md).
    const neighbours = await queue.sameNetwork(socket.data.ip, player.id)
    await queue.join({
      socketId: socket.id,
      player,
      ip: socket.data.ip,
      deviceId,
      game,
      variant,
      since: clock.now(),
      avoid: opponentsToAvoid(today),
    })
    for (const n of neighbours) socket.to(n.socketId).emit('queue:same-network', {})
    return ok({ botAfterMs, rating, ...(neighbours.length > 0 ? { sameNetwork: true } : {}) })
  }
}

export function queueLeave(queue: RaceQueue): Handler<'queue:leave'> {
  return async (socket) => {
    await queue.leave(socket.id)
    return ok({})
  }
}

/** Bots a lone waiter meets: "medium" unless told otherwise. */
const QUEUE_BOT: BotStrength = 'medium'

/** Creates the ranked race for a queue outcome and tells the sockets. */
export function matchmaker(
  io: RaceServer,
  registry: RaceRegistry,
  log: { error(o: unknown, m?: string): void },
) {
  return (outcome: QueueOutcome): void => {
    const entries = outcome.kind === 'pair' ? [outcome.first, outcome.second] : [outcome.entry]
    const { game, variant } = entries[0]!
    const players = entries.map((e) => e.player)
    if (outcome.kind === 'bot') players.push(botPlayer(QUEUE_BOT))
    registry
      .create({ game, variant, players, kind: ranked.kind })
      .then((created) => {
        if (!created.ok) throw new Error(created.message)
        for (const entry of entries)
          io.to(entry.socketId).emit('queue:matched', { raceId: created.race.id })
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not create a ranked race'))
  }
}
