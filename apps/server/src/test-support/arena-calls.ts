// REST calls of the arena tests (docs/arena.md) on one test server: any call with a guest's
// token, an arena made by an account, an arena as a viewer sees it, and a refusal's status and
// code.
import { arenaReplySchema, type Arena } from '@patience-race/protocol'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { json } from './json.js'
import type { TestServer } from './server.js'

export function arenaCalls(server: () => TestServer) {
  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    body?: object,
  ): Promise<LightMyRequestResponse> {
    return server().app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body ? { payload: body } : {}),
    })
  }
  return {
    call,
    codeOf: (res: LightMyRequestResponse) => [res.statusCode, res.json().error?.code],
    async create(token: string, body: object = {}): Promise<Arena> {
      const res = await call('POST', '/api/arenas', token, { game: 'sir-tommy', ...body })
      expect(res.statusCode, res.body).toBe(201)
      return json(res, arenaReplySchema).arena
    },
    async arena(id: string, token?: string): Promise<Arena> {
      return json(await call('GET', `/api/arenas/${id}`, token), arenaReplySchema).arena
    },
    async join(id: string, token: string): Promise<void> {
      expect((await call('POST', `/api/arenas/${id}/join`, token)).statusCode).toBe(200)
    },
  }
}
