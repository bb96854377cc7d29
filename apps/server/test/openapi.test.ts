// The REST routes carry their protocol schemas: they validate (400 BAD_PAYLOAD naming the
// field), shape replies, and make the OpenAPI document at /api/docs.
import { errorBodySchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { json } from '../src/test-support/json.js'
import { serverForTest } from '../src/test-support/server.js'

/** The parts of the OpenAPI document read here; the rest is kept as it came. */
const openApiSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
  components: z.object({
    schemas: z.object({
      ErrorBody: z.object({
        properties: z.object({
          error: z.object({
            properties: z.object({ code: z.object({ enum: z.array(z.string()) }) }),
          }),
        }),
      }),
    }),
  }),
})
/** POST /api/races as the document describes it. */
const createRaceDocSchema = z.object({
  post: z.object({
    requestBody: z.object({
      content: z.object({
        'application/json': z.object({ schema: z.object({ required: z.unknown() }) }),
      }),
    }),
    responses: z.object({
      '201': z.unknown(),
      default: z.object({
        content: z.object({ 'application/json': z.object({ schema: z.unknown() }) }),
      }),
    }),
  }),
})

describe('REST schemas', () => {
  it('names the field at fault in a 400 BAD_PAYLOAD, for bodies, params and queries', async () => {
    const server = await serverForTest(new MemoryStore())
    const { token } = await server.session('Ada')
    expect(await server.post('/api/session', { name: 'x'.repeat(25) })).toEqual({
      status: 400,
      body: { error: { code: 'BAD_PAYLOAD', message: 'name: a name has at most 24 characters' } },
    })
    const nested = await server.app.inject({
      method: 'POST',
      url: '/api/races',
      payload: { game: 'sir-tommy', timeLimitSec: 5 },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(json(nested, errorBodySchema).error).toMatchObject({ code: 'BAD_PAYLOAD' })
    expect(json(nested, errorBodySchema).error.message).toMatch(/^timeLimitSec: /)
    const params = await server.get('/api/races/nope!', errorBodySchema)
    expect(params.status).toBe(400)
    expect(params.body.error.message).toBe('id: a race id is letters, digits, - and _')
    const query = await server.get('/api/leaderboards/sir-tommy?period=year', errorBodySchema)
    expect(query.status).toBe(400)
    expect(query.body.error.message).toMatch(/^period: /)
  })

  it('asks for a token before it reads the body', async () => {
    const server = await serverForTest(new MemoryStore())
    const res = await server.app.inject({ method: 'POST', url: '/api/races', payload: { game: 1 } })
    expect(res.statusCode).toBe(401)
    expect(json(res, errorBodySchema).error.code).toBe('UNAUTHORIZED')
  })

  it('serves the OpenAPI document at /api/docs/json and a UI at /api/docs', async () => {
    const server = await serverForTest(new MemoryStore())
    const doc = await server.get('/api/docs/json', openApiSchema)
    expect(doc.status).toBe(200)
    expect(doc.body.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/session',
        '/api/races',
        '/api/races/mine',
        '/api/races/{id}',
        '/api/races/{id}/replay',
        '/api/leaderboards/{game}',
        '/api/players/{id}',
        '/api/games',
        '/api/health/ready',
      ]),
    )
    expect(Object.keys(doc.body.paths).some((path) => path.startsWith('/api/docs'))).toBe(false)
    const create = createRaceDocSchema.parse(doc.body.paths['/api/races']).post
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['game'])
    expect(create.responses['201']).toBeDefined()
    // Every route's error body is documented once, by name (the web's client types read it).
    expect(create.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    })
    expect(doc.body.components.schemas.ErrorBody.properties.error.properties.code.enum).toContain(
      'NAME_TAKEN',
    )
    const ui = await server.app.inject({ method: 'GET', url: '/api/docs' })
    expect(ui.statusCode).toBeLessThan(400)
  })
})
