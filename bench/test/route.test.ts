/* eslint-disable @typescript-eslint/no-explicit-any -- the bench's helpers are plain JavaScript */
// The race bench's clients follow a race as the web client does (bench/race/route.mjs): a join
// on a node that does not run the race is answered MOVED and followed to the url it names, and
// without a url the route is asked of any node that answers (a dead one is skipped). Two built
// nodes of one cluster, when Postgres (TEST_DATABASE_URL, as in CI) and Redis answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startServer } from '../race/child-processes.mjs'
import { postJson } from '../race/client.mjs'
import { prepareDatabase } from '../race/database.mjs'
import { joinWhereRun, resolveRoute } from '../race/route.mjs'
import { benchServerEnv } from '../race/server-env.mjs'
import { clusterServicesReady, redisUrl } from './support/cluster-services.js'

describe.skipIf(!clusterServicesReady)(
  'bench clients follow MOVED and the route',
  { timeout: 90_000 },
  () => {
    let database: any
    const nodes: Array<{ url: string; publicUrl: string; server: any }> = []

    beforeAll(async () => {
      database = await prepareDatabase('postgres')
      const env = benchServerEnv()
      for (const id of ['node-1', 'node-2']) {
        const port = await freePort()
        const publicUrl = `http://127.0.0.1:${port}/n/${id}`
        const server = await startServer({
          env: { ...database.env, ...env, REDIS_URL: redisUrl, NODE_ID: id, PUBLIC_URL: publicUrl },
          port,
          name: id,
        })
        nodes.push({ url: server.url, publicUrl, server })
      }
      // Two production servers booting on a fresh database: seconds each on a busy machine.
    }, 90_000)
    afterAll(async () => {
      for (const node of nodes) await node.server.stop()
      await database?.dispose()
    })

    it('joins where the race runs from a MOVED reply, or from /route with a dead node first', async () => {
      const [n1, n2] = nodes as [(typeof nodes)[0], (typeof nodes)[0]]
      const session = await postJson(n1.url, '/api/session', { name: 'Routed' })
      const created = await postJson(
        n1.url,
        '/api/races',
        { game: 'sir-tommy' },
        session.body.token,
      )
      const raceId = created.body.raceId
      const restUrls = ['http://127.0.0.1:9', n2.url]
      expect(await resolveRoute(restUrls, raceId)).toBe(n1.publicUrl)

      // Sent to node 2 first: MOVED, followed to node 1.
      const moved = await joinWhereRun({
        raceId,
        token: session.body.token,
        url: n2.publicUrl,
        restUrls,
      })
      expect(moved?.url).toBe(n1.publicUrl)
      expect(moved?.joined).toMatchObject({ ok: true, role: 'player', seat: 0 })
      moved?.socket.close()

      // No url (a lost connection): the route, asked of the nodes that answer.
      const routed = await joinWhereRun({ raceId, token: session.body.token, restUrls })
      expect(routed?.url).toBe(n1.publicUrl)
      expect(routed?.joined.ok).toBe(true)
      routed?.socket.close()
    })
  },
)
