// The OpenAPI document of the REST routes, built from their zod schemas
// (fastify-type-provider-zod): JSON at /api/docs/json, a browsable UI at /api/docs. Register it
// before the routes: @fastify/swagger collects them as they are added.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patience Race',
        description:
          'REST half of the wire contract (packages/protocol). Races are played over Socket.IO; ' +
          'errors answer `{ error: { code, message } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
