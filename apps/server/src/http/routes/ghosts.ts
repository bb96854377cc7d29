// POST /api/races/:id/ghost: race a recorded run of a finished race, on its deal, against that
// run played back at its own pace (ghosts/ghost-runner.ts). Unranked: the deal is public by then.
import { ghostBodySchema, ghostReplySchema, raceParamsSchema } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ghostPlayer, ghostRunOf } from '../../races/ghost-players.js'
import { HttpError } from '../http-error.js'
import { newRaceLimit } from '../new-race-limit.js'
import { authenticatePlayer } from '../player-auth.js'
import type { Services } from '../../services.js'

export const ghostRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const countNewRace = newRaceLimit(deps)

  app.post(
    '/races/:id/ghost',
    {
      schema: {
        summary: "Race a finished race's recorded run (guest bearer token or session cookie)",
        params: raceParamsSchema,
        body: ghostBodySchema,
        response: { 201: ghostReplySchema },
      },
      preValidation: authenticatePlayer(deps),
    },
    async (request, reply) => {
      await countNewRace(request)
      const player = await deps.store.getPlayer(request.playerId)
      if (!player) throw new HttpError(401, 'UNAUTHORIZED', 'unknown player: start a new session')
      const stored = await deps.store.getRace(request.params.id)
      if (!stored) throw new HttpError(404, 'NOT_FOUND', 'no such race')
      if (stored.race.status !== 'finished')
        throw new HttpError(409, 'NOT_FINISHED', 'a run can be raced once its race has finished')
      if (deps.dealVisible && !(await deps.dealVisible(stored.race, request)))
        throw new HttpError(403, 'FORBIDDEN', "finish today's daily to race others' attempts")
      const seat = stored.seats.find((s) => s.seat === request.body.seat)
      if (!seat) throw new HttpError(400, 'BAD_PAYLOAD', 'that race has no such seat')
      // A ghost of a ghost is the original run.
      const run = ghostRunOf(seat.player.id)
      const ghost = run ? seat.player : ghostPlayer(stored.race.id, seat.seat, seat.player.name)
      await deps.store.upsertPlayer(ghost)
      const created = await deps.registry.create({
        game: stored.race.game,
        variant: stored.race.variant,
        seed: stored.race.seed,
        timeLimitSec: stored.race.timeLimitSec,
        players: [player, ghost],
        kind: 'ghost',
      })
      if (!created.ok) throw new HttpError(400, 'BAD_PAYLOAD', created.message)
      return reply.code(201).send({ raceId: created.race.id })
    },
  )
}
