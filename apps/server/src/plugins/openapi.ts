// The OpenAPI document of the REST routes, built from their zod schemas
// (fastify-type-provider-zod): JSON at /api/docs/json, a browsable UI at /api/docs. Register it
// before the routes: @fastify/swagger collects them as they are added. The web's REST client is
// typed from this document (apps/web/scripts/api-schema.mjs).
import swagger, { type SwaggerTransform } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { errorBodySchema } from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod'
import { namedSchemas } from './openapi-names.js'

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas })

/** What any route answers on an error (app.ts's error handler), on top of its own replies. */
const errorReply = {
  description: 'An error: `{ error: { code, message } }` with a 4xx or 5xx status',
  content: { 'application/json': { schema: errorBodySchema } },
}

/**
 * Documents every route's error body as its `default` reply. Only the document changes: the
 * routes' own schemas (validation, serialization) are left as they are.
 */
const withErrorReply: SwaggerTransform = ({ schema, ...rest }) =>
  jsonSchemaTransform({
    ...rest,
    schema: schema && { ...schema, response: { ...(schema.response ?? {}), default: errorReply } },
  })

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
    transform: withErrorReply,
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: namedSchemas }),
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
