// Control characters anywhere in a request (issue 40): a NUL in a username, a path parameter or
// a race seed used to reach Postgres and answer 500. Every route of the OpenAPI document and
// every socket event is sent strings holding control characters — in each path parameter,
// query parameter and body field, as a guest and as a signed-in account — and each answers 400
// BAD_PAYLOAD: never a 5xx, never INTERNAL.
import { clientEventNames, type Reply } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { askRaw } from '../src/test-support/ask.js'
import { send, signUp } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085']

interface Operation {
  parameters?: Array<{ in: string; name: string }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
interface Schema {
  $ref?: string
  properties?: Record<string, unknown>
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

/** One request to make: method, URL and body. */
interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
}

/** For each control character: each path parameter, each query parameter, each body field. */
function probesOf(doc: OpenApiDocument): Probe[] {
  const probes: Probe[] = []
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as Probe['method']
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      const fill = (bad?: string, value = '') =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === bad ? encodeURIComponent(`ab${value}cd`) : 'abcd',
        )
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query')
      let schema = operation.requestBody?.content?.['application/json']?.schema
      if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop()!]
      const fields = Object.keys(schema?.properties ?? {})
      for (const control of CONTROLS) {
        for (const name of names) probes.push({ method, url: fill(name, control) })
        for (const { name } of query)
          probes.push({ method, url: `${fill()}?${name}=${encodeURIComponent(`x${control}`)}` })
        for (const field of fields)
          probes.push({ method, url: fill(), body: { [field]: `x${control}y` } })
        if (operation.requestBody) probes.push({ method, url: fill(), body: { [control]: 1 } })
      }
    }
  return probes
}

for (const database of testDatabases) {
  describe(`control characters in every request (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer

    beforeEach(async () => {
      db = await openForTest(database)
      server = await serverForTest(db.store)
    })

    it('answers 400 BAD_PAYLOAD on every route, as a guest and signed in, never 5xx', async () => {
      const doc = (await send(server, 'GET', '/api/docs/json')).json() as OpenApiDocument
      const probes = probesOf(doc)
      expect(Object.keys(doc.paths).length).toBeGreaterThan(20)
      expect(probes.map((p) => p.url)).toEqual(
        expect.arrayContaining([
          '/api/@/ab%00cd',
          '/api/me/passkeys/ab%00cd',
          '/api/me/following/ab%00cd',
          '/api/me/blocked/ab%00cd',
          '/api/challenges/ab%00cd/accept',
        ]),
      )
      const guest = await server.session('Fuzzer')
      const { cookie } = await signUp(server, 'Fuzzaccount')
      const as = [{ headers: { authorization: `Bearer ${guest.token}` } }, { cookie }]
      const wrong: string[] = []
      for (const probe of probes)
        for (const who of as) {
          const res = await send(server, probe.method, probe.url, { ...who, body: probe.body })
          const code = res.statusCode >= 400 ? res.json().error?.code : undefined
          if (res.statusCode !== 400 || code !== 'BAD_PAYLOAD')
            wrong.push(`${probe.method} ${probe.url} ${JSON.stringify(probe.body)}: ${res.body}`)
        }
      expect(wrong).toEqual([])
      // A NUL in a sign-in's username, a seed and a profile's name, as the red team sent them.
      const named = [
        await send(server, 'POST', '/api/login', { body: { username: '\u0000', password: 'x' } }),
        await send(server, 'GET', '/api/@/%00'),
        await send(server, 'POST', '/api/races', {
          body: { game: 'sir-tommy', seed: 'seed\u0000' },
          headers: as[0]!.headers,
        }),
      ]
      expect(named.map((res) => [res.statusCode, res.json().error.code])).toEqual(
        Array(3).fill([400, 'BAD_PAYLOAD']),
      )
    })

    it('answers BAD_PAYLOAD to every socket event carrying a control character', async () => {
      const owner = await server.session('Sockets')
      const race = await server.createRace(owner.token, { game: 'sir-tommy' })
      const [nul, soh, esc, del, nel] = CONTROLS as [string, string, string, string, string]
      const payloads = [
        `x${nul}`,
        { raceId: `ab${soh}cd` },
        { raceId: race.raceId, seq: 1, move: { from: `w${esc}`, to: 'f0' }, reaction: del },
        { game: 'sir-tommy', name: `n${nel}`, kind: nul },
      ]
      const wrong: Array<[string, unknown, Reply]> = []
      // A socket and a player of its own for each event: the event budgets stay out of it.
      for (const event of clientEventNames) {
        const socket = await server.client(
          (await server.session(`Fuzz ${clientEventNames.indexOf(event)}`)).token,
        )
        for (const payload of payloads) {
          const reply = await askRaw(socket, event, payload)
          if (reply.ok || reply.error.code !== 'BAD_PAYLOAD') wrong.push([event, payload, reply])
        }
        expect(socket.connected).toBe(true)
        socket.disconnect()
      }
      expect(wrong).toEqual([])
    })
  })
}
