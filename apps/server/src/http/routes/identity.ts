import { createSessionBodySchema, sessionReplySchema } from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import { newPlayerId } from '../../auth/tokens.js'
import { parseInput } from '../http-error.js'
import type { RouteDeps } from '../route-deps.js'

export async function identityRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post('/api/session', async (request) => {
    const { name } = parseInput(createSessionBodySchema, request.body)
    const player = { id: newPlayerId(), name }
    await deps.store.upsertPlayer(player)
    return sessionReplySchema.parse({ token: deps.tokens.sign(player.id), player })
  })
}
