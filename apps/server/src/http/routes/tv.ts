// GET /api/tv: Race TV's featured live race.
import { tvQuerySchema, tvReplySchema, type RaceSummary } from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Services } from '../../services.js'
import { featuredRace } from '../../tv/featured-race.js'

/** Live races looked at for the pick: more than any one node holds at once in practice. */
const CANDIDATES = 500

export const tvRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  const topRating = async (race: RaceSummary): Promise<number> => {
    const ids = race.players.map((p) => p.player.id)
    const ratings = await deps.store.getRatings(race.game, race.variant, ids)
    return Math.max(0, ...ratings.map((r) => r.rating))
  }

  // Arena races are not listed: with nothing else on, the live arena's leader is worth watching.
  const arenaLeader = async (skip?: string): Promise<RaceSummary | null> => {
    const id = await deps.arenaLeaderRace?.()
    const race = id && id !== skip ? await deps.registry.get(id) : null
    return race && race.status === 'live' ? race.publicSummary() : null
  }

  app.get(
    '/tv',
    {
      schema: {
        summary: 'Race TV: the featured live race (ranked first, most watched, highest rated)',
        querystring: tvQuerySchema,
        response: { 200: tvReplySchema },
      },
    },
    async (request) => {
      const live = await deps.registry.list('live', CANDIDATES)
      const featured = await featuredRace(live, topRating, request.query.after)
      return { race: featured ?? (await arenaLeader(request.query.after)) }
    },
  )
}
