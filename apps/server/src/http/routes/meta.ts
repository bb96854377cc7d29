// Health (live, ready), which node answered (cluster mode) and the list of games.
import { games } from '@patience-race/engine'
import {
  errorBodySchema,
  gamesListSchema,
  healthSchema,
  nodeInfoSchema,
} from '@patience-race/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Services } from '../../services.js'

const notReadySchema = z.object({
  ok: z.literal(false),
  db: healthSchema.shape.db,
  error: errorBodySchema.shape.error,
})

export const metaRoutes: FastifyPluginAsyncZod<Services> = async (app, deps) => {
  // Liveness: the process answers. Never touches the database.
  app.get(
    '/health/live',
    { schema: { summary: 'Liveness: the process answers' }, config: { rateLimit: false } },
    async () => ({ ok: true }),
  )
  // Readiness: the database answers a query; 503 while it does not.
  for (const url of ['/health/ready', '/health']) {
    app.get(
      url,
      {
        schema: {
          summary: 'Readiness: the database answers (503 while it does not)',
          response: { 200: healthSchema, 503: notReadySchema },
        },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        try {
          await deps.store.ping()
          return { ok: true as const, db: deps.store.kind }
        } catch {
          return reply.code(503).send({
            ok: false,
            db: deps.store.kind,
            error: { code: 'INTERNAL', message: 'no database' },
          })
        }
      },
    )
  }
  // Which node answered, and where its sockets are: behind the cluster's front door a page
  // learns here the socket URL of a node that serves it (one process: this very origin).
  app.get(
    '/node',
    {
      schema: {
        summary: 'This node and the public URL of its Socket.IO endpoint (cluster mode)',
        response: { 200: nodeInfoSchema },
      },
      config: { rateLimit: false },
    },
    async (request) => ({
      node: deps.cluster?.nodeId ?? 'single',
      url: deps.cluster?.publicUrl ?? `${request.protocol}://${request.host}`,
    }),
  )
  app.get(
    '/games',
    { schema: { summary: 'The games and their variants', response: { 200: gamesListSchema } } },
    async () => games.map((game) => ({ ...game, variants: [...game.variants] })),
  )
}
