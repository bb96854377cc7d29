// Where each racer's win slipped away (issue 44): GET /api/races/:id/analysis. Nothing while the
// race is live (404, as if there were no such race to analyse); today's daily is sealed until
// the day is over (403 DAILY_DEAL_SECRET: a winning line tells the deal).
import { raceAnalysisSchema, raceParamsSchema, type SeatAnalysis } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { found, HttpError } from '../../errors/http-error.js'
import { isFinished } from '../../races/lifecycle/race-lifecycle.js'
import type { Services } from '../../services.js'
import { routeDoc } from '../route-doc.js'

export const raceAnalysisRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  app.get(
    '/races/:id/analysis',
    routeDoc(
      "Where each racer's win slipped away: the move that lost it and a winning line from the position before (404 while the race is live)",
      { 200: raceAnalysisSchema },
      { params: raceParamsSchema },
    ),
    async (request) => {
      const { id } = request.params
      const stored = found(await deps.store.getRace(id), 'no such race')
      if (!isFinished(stored.race))
        throw new HttpError(
          404,
          'NOT_FOUND',
          'the analysis is published when the race has finished',
        )
      if (await deps.isSealedDaily?.(stored.race))
        throw new HttpError(
          403,
          'DAILY_DEAL_SECRET',
          "today's daily attempts are analysed in public once the day is over (UTC)",
        )
      const known = await deps.analysis.find(id)
      if (!known) deps.analysis.backfill(id)
      const seats: SeatAnalysis[] =
        known ??
        stored.seats.map((s) => ({ playerId: s.playerId, status: 'pending', proved: false }))
      return { raceId: id, seats }
    },
  )
}
