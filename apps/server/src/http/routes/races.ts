import {
  createRaceBodySchema,
  createRaceReplySchema,
  listRacesQuerySchema,
  raceListSchema,
  raceParamsSchema,
  raceSummarySchema,
  replaySchema,
} from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import type { StoredRace } from '../../races/ports.js'
import { HttpError, parseInput, requirePlayer } from '../http-error.js'
import type { RouteDeps } from '../route-deps.js'

const LIST_LIMIT = 50

export async function raceRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post('/api/races', async (request, reply) => {
    const playerId = requirePlayer(request, deps.tokens)
    const body = parseInput(createRaceBodySchema, request.body)
    const player = await deps.store.getPlayer(playerId)
    if (!player) throw new HttpError(401, 'UNAUTHORIZED', 'unknown player: start a new session')
    const created = await deps.registry.create({ ...body, players: [player] })
    if (!created.ok) throw new HttpError(400, 'BAD_PAYLOAD', created.message)
    const r = created.race.record
    reply.code(201)
    return createRaceReplySchema.parse({
      raceId: r.id,
      game: r.game,
      variant: r.variant,
      seedHash: r.seedHash,
      seedKnown: r.seedKnown,
      url: `/r/${r.id}`,
    })
  })

  app.get('/api/races', async (request) => {
    const { status } = parseInput(listRacesQuerySchema, request.query)
    const stored = await deps.store.listRaces(status, LIST_LIMIT)
    const races = await Promise.all(stored.map((s) => deps.registry.get(s.race.id)))
    return raceListSchema.parse(races.filter((r) => r !== null).map((r) => r.summary()))
  })

  app.get('/api/races/:id', async (request) => {
    const { id } = parseInput(raceParamsSchema, request.params)
    const race = await deps.registry.get(id)
    if (!race) throw new HttpError(404, 'NOT_FOUND', 'no such race')
    return raceSummarySchema.parse(race.summary())
  })

  app.get('/api/races/:id/replay', async (request) => {
    const { id } = parseInput(raceParamsSchema, request.params)
    const stored = await deps.store.getRace(id)
    if (!stored) throw new HttpError(404, 'NOT_FOUND', 'no such race')
    if (stored.race.status !== 'finished') {
      throw new HttpError(409, 'NOT_FINISHED', 'the replay is published when the race has finished')
    }
    return replaySchema.parse(toReplay(stored))
  })
}

function toReplay(stored: StoredRace) {
  const { race, seats, moves, results } = stored
  const names = new Map(seats.map((s) => [s.playerId, s.player]))
  return {
    raceId: race.id,
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
    results: results
      .sort((a, b) => a.seat - b.seat)
      .map((r) => ({ ...r, player: names.get(r.playerId) ?? { id: r.playerId, name: '?' } })),
  }
}
