// Races over REST: create one, the lobby's lists, the caller's unfinished races, one race's
// summary, where it runs, its replay.
import {
  createRaceBodySchema,
  createRaceReplySchema,
  listRacesQuerySchema,
  ownRacesSchema,
  raceListSchema,
  raceParamsSchema,
  raceRouteSchema,
  raceSummarySchema,
  replaySchema,
  type OwnRace,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { botPlayer } from '../../races/seats/bots.js'
import { formatOf } from '../../races/formats/formats.js'
import { isFinished, runningState } from '../../races/lifecycle/race-lifecycle.js'
import { withOutcome } from '../../races/ending/race-results.js'
import type { StoredRace } from '../../races/records.js'
import { found, HttpError } from '../../errors/http-error.js'
import { newRacePlayer } from '../new-race-limit.js'
import { finishedRace } from '../finished-race.js'
import { authenticatePlayer } from '../player-auth.js'
import type { ParService } from '../../par/par-service.js'
import type { Deal } from '../../par/par-types.js'
import type { Services } from '../../services.js'
import { friend } from '../../races/formats/friend.js'
import { ranked } from '../../races/formats/ranked.js'

const LIST_LIMIT = 50
/** The lobby shows a few "back to it" links; more unfinished races than this are not likely. */
const OWN_LIMIT = 10

export const raceRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const newRacer = newRacePlayer(deps)

  app.post(
    '/races',
    {
      ...routeDoc(
        'Open a race (guest bearer token or session cookie)',
        { 201: createRaceReplySchema },
        { body: createRaceBodySchema },
      ),
      preValidation: authenticatePlayer(deps),
    },
    async (request, reply) => {
      const player = await newRacer(request)
      const { opponent, spectators, ...body } = request.body
      if (opponent && (body.seats ?? 2) !== 2)
        throw new HttpError(400, 'BAD_PAYLOAD', 'a race against a bot has two seats')
      // A bot opponent makes a ranked race (the server deals it); anything else is a friend race.
      const created = await deps.registry.create({
        ...body,
        players: opponent ? [player, botPlayer(opponent.bot)] : [player],
        kind: opponent ? ranked.kind : friend.kind,
        spectatorsAllowed: spectators,
      })
      if (!created.ok) throw new HttpError(400, 'BAD_PAYLOAD', created.message)
      const r = created.race.record
      return reply.code(201).send({
        raceId: r.id,
        game: r.game,
        variant: r.variant,
        seedHash: r.seedHash,
        seedKnown: r.seedKnown,
        url: `/r/${r.id}`,
      })
    },
  )

  app.get(
    '/races',
    routeDoc(
      'Races by status (live by default), newest first',
      { 200: raceListSchema },
      { querystring: listRacesQuerySchema },
    ),
    async (request) =>
      // Daily attempts are not listed: before finishing, others' results are not to be seen.
      (await deps.registry.list(request.query.status, LIST_LIMIT)).filter(
        (race) => formatOf(race).listed,
      ),
  )

  app.get(
    '/races/mine',
    {
      ...routeDoc(
        "The caller's unfinished races (guest bearer token or session cookie), newest first",
        { 200: ownRacesSchema },
      ),
      preValidation: authenticatePlayer(deps),
    },
    // From the rows, not this node's memory: in a cluster the race may run on another node.
    // Listed: a seat still in — not resigned, not claimed against (abandoned). A seat that has
    // finished its own game (won, stuck) in a race still live stays listed: the rows do not say
    // so without replaying its moves, and the race is still the player's to go back to (the
    // others' finish, the outcome, the rematch offer), as it was before it was over for them.
    async (request) =>
      (await deps.store.unfinishedRacesOf(request.playerId, OWN_LIMIT)).flatMap(toOwnRace),
  )

  app.get(
    '/races/:id',
    routeDoc(
      "A race's summary (the seed only once it is public)",
      { 200: raceSummarySchema },
      { params: raceParamsSchema },
    ),
    async (request) => {
      const race = found(await deps.registry.get(request.params.id), 'no such race')
      // Nobody is known here (no token): what anyone may know, behind any spectator delay.
      const summary = race.publicSummary()
      if (!isFinished(summary)) return summary
      // Today's daily: its par would tell the deal's worth before the day is over, to anyone.
      if (await deps.isSealedDaily?.(race.record)) return summary
      const par = await finishedPar(deps.par, race.record)
      return par
        ? {
            ...summary,
            par: { cards: par.cards, total: par.total, moves: par.line.length, proved: par.proved },
          }
        : summary
    },
  )

  app.get(
    '/races/:id/route',
    routeDoc(
      'Which server runs the race (cluster mode: the owner, claimed here if its owner is gone)',
      { 200: raceRouteSchema },
      { params: raceParamsSchema },
    ),
    async (request) => {
      const { id } = request.params
      const where = await deps.registry.locate(id)
      if (!where) throw new HttpError(404, 'NOT_FOUND', 'no such race')
      if (where.kind === 'elsewhere') return { raceId: id, node: where.node, url: where.url }
      const self = deps.cluster
      return {
        raceId: id,
        node: self?.nodeId ?? 'single',
        url: self?.publicUrl ?? `${request.protocol}://${request.host}`,
      }
    },
  )

  app.get(
    '/races/:id/replay',
    routeDoc(
      "A finished race's seed and every move (409 until it has finished)",
      { 200: replaySchema },
      { params: raceParamsSchema },
    ),
    async (request) => {
      const stored = await finishedRace(deps, request.params.id, {
        notFinished: 'the replay is published when the race has finished',
        sealed:
          "today's daily attempts are replayed once the day is over (UTC): until then only its board is shown",
      })
      const par = await finishedPar(deps.par, stored.race)
      return { ...toReplay(stored), ...(par ? { par: { ...par, moves: par.line.length } } : {}) }
    },
  )
}

/**
 * A finished race's par, or null while unknown. Asking for it starts the solve if no finish
 * did (a race finished before par existed, or a solve cut off by a restart).
 */
async function finishedPar(par: ParService, race: Deal) {
  const deal = { game: race.game, variant: race.variant, seed: race.seed }
  const known = await par.find(deal)
  if (!known) par.backfill(deal)
  return known
}

/** A summary of an unfinished race: who sits where, never its seed (nor any card). */
function toOwnRace({ race, seats }: StoredRace): OwnRace[] {
  // The store reads unfinished races only; this narrows the type (and would drop any other).
  const status = runningState(race)
  if (!status) return []
  return [
    {
      raceId: race.id,
      kind: race.kind,
      game: race.game,
      variant: race.variant,
      status,
      seats: race.seatCount,
      players: seats.map((s) => ({
        seat: s.seat,
        player: { id: s.player.id, name: s.player.name },
      })),
      createdAt: race.createdAt.toISOString(),
    },
  ]
}

function toReplay(stored: StoredRace) {
  const { race, seats, moves, results } = stored
  const names = new Map(seats.map((s) => [s.playerId, s.player]))
  return {
    raceId: race.id,
    kind: race.kind,
    game: race.game,
    variant: race.variant,
    seed: race.seed,
    seedHash: race.seedHash,
    startedAt: race.startedAt?.toISOString() ?? null,
    players: seats.map((s) => ({
      seat: s.seat,
      player: { id: s.player.id, name: s.player.name },
      moves: moves.filter((m) => m.seat === s.seat).map((m) => ({ move: m.move, at: m.at })),
    })),
    // The outcome as decided at the finish (rows from before it was kept: decided now).
    results: withOutcome(results).map(({ foundationAt, ...r }) => ({
      ...r,
      ...(foundationAt !== null ? { foundationAt } : {}),
      player: names.get(r.playerId) ?? { id: r.playerId, name: '?' },
    })),
  }
}
