// Every REST request's path parameters, query and body are refused with 400 BAD_PAYLOAD when a
// string in them holds a control character (protocol's controlCharacterPath), before any schema,
// handler or query sees it: a NUL in a username, a path or a seed used to reach Postgres and
// answer 500. Sockets check the same in parse-payload.ts.
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@patience-race/protocol'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../errors/http-error.js'

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = controlCharacterPath(request[part])
      if (path !== null)
        throw new HttpError(400, 'BAD_PAYLOAD', `${path || part}: ${CONTROL_CHARACTER_MESSAGE}`)
    }
  })
}
