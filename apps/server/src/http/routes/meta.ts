import { games } from '@patience-race/engine'
import { gamesListSchema, healthSchema } from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import type { RouteDeps } from '../route-deps.js'

export async function metaRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get('/api/health', async () => healthSchema.parse({ ok: true, db: deps.store.kind }))
  app.get('/api/games', async () => gamesListSchema.parse(games))
}
