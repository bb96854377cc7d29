// POST /api/races/:id/ghost: race a recorded run of a finished race, on its deal, against that
// run played back at its own pace (ghosts/ghost-runner.ts). Unranked: the deal is public by then
// (a daily's only once its day is over: 403 DAILY_DEAL_SECRET before).
import { ghostBodySchema, ghostReplySchema, raceParamsSchema } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeDoc } from '../route-doc.js'
import { ghostPlayer, ghostRunOf } from '../../races/seats/ghost-players.js'
import { HttpError } from '../../errors/http-error.js'
import { newRacePlayer } from '../new-race-limit.js'
import { finishedRace } from '../finished-race.js'
import { authenticatePlayer } from '../player-auth.js'
import type { Services } from '../../services.js'
import { ghost as ghostFormat } from '../../races/formats/ghost.js'

const DAILY_NOT_YET = "a daily's runs can be raced once its day is over (UTC)"

export const ghostRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const newRacer = newRacePlayer(deps)

  app.post(
    '/races/:id/ghost',
    {
      ...routeDoc(
        "Race a finished race's recorded run (guest bearer token or session cookie)",
        { 201: ghostReplySchema },
        { params: raceParamsSchema, body: ghostBodySchema },
      ),
      preValidation: authenticatePlayer(deps),
    },
    async (request, reply) => {
      const player = await newRacer(request)
      // A ghost race is watched, listed and revealed at its finish like any race: so not on
      // today's daily, for anyone (finishedRace: 403 DAILY_DEAL_SECRET).
      const stored = await finishedRace(deps, request.params.id, {
        notFinished: 'a run can be raced once its race has finished',
        sealed: DAILY_NOT_YET,
      })
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
        kind: ghostFormat.kind,
      })
      if (!created.ok) throw new HttpError(400, 'BAD_PAYLOAD', created.message)
      return reply.code(201).send({ raceId: created.race.id })
    },
  )
}
