// Friends over a cluster of two nodes (docs/friends.md): the challenger on one node, the
// recipient on the other. The challenge reaches every tab of the recipient on its node within
// a second; the accept, taken by the recipient's node, tells the challenger's sockets on the
// first; the following list on either node sees the other online through Redis, and offline
// once its last socket goes.
import {
  challengeReplySchema,
  followingReplySchema,
  sessionReplySchema,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import * as cluster from '../src/test-support/cluster-nodes.js'
import { testDatabases } from '../src/test-support/databases.js'

const postgres = testDatabases.find((kind) => kind.name === 'postgres')

/** A guest made on `node`, then claimed as the account `name` (its token works on every node). */
async function account(node: cluster.ClusterNode, name: string) {
  const guest = sessionReplySchema.parse(
    (await cluster.rest(node, 'POST', '/api/session', { name })).body,
  )
  const upgraded = await cluster.rest(
    node,
    'POST',
    '/api/accounts/upgrade',
    { username: name, password: 'correct horse battery' },
    guest.token,
  )
  expect(upgraded.status).toBe(200)
  return guest
}

describe.skipIf(!postgres)('friends over a cluster of two nodes', () => {
  const nodes = cluster.clusterPerTest(postgres!, ['node-1', 'node-2'])

  it('a challenge from node 1 reaches both tabs on node 2; the accept there tells node 1', async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const ada = await account(n1, 'Ada')
    const bea = await account(n2, 'Bea')
    const adaTab = await nodes.open(n1, ada.token)
    const beaTabs = [await nodes.open(n2, bea.token), await nodes.open(n2, bea.token)]

    // Ada follows Bea on node 1 and sees her online: her sockets are on node 2.
    const follow = await fetch(`${n1.server.url}/api/me/following/Bea`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ada.token}` },
    })
    expect(follow.status).toBe(204)
    const statusOn = async (node: cluster.ClusterNode) =>
      followingReplySchema.parse(
        (await cluster.rest(node, 'GET', '/api/me/following', undefined, ada.token)).body,
      ).following[0]?.status
    expect(await statusOn(n1)).toBe('online')

    const sentAt = Date.now()
    const created = await cluster.rest(
      n1,
      'POST',
      '/api/challenges',
      { to: 'Bea', game: 'sir-tommy' },
      ada.token,
    )
    expect(created.status).toBe(201)
    const { challenge } = challengeReplySchema.parse(created.body)
    for (const tab of beaTabs)
      await cluster.eventually(
        () => tab.received.some((r) => r.event === 'challenge:received'),
        () => 'challenge:received on node 2',
        1000 + 500,
      )
    expect(Date.now() - sentAt).toBeLessThan(1500)
    const received = beaTabs[0]!.received.find((r) => r.event === 'challenge:received')
    expect(received?.payload).toEqual({ challenge })

    // Node 2 takes the accept of a challenge node 1 made: the row is in Postgres.
    const accepted = await cluster.rest(
      n2,
      'POST',
      `/api/challenges/${challenge.id}/accept`,
      undefined,
      bea.token,
    )
    expect(accepted.status).toBe(200)
    const { raceId } = accepted.body as { raceId: string }
    for (const socket of [adaTab, ...beaTabs])
      await cluster.eventually(
        () =>
          socket.received.some(
            (r) =>
              r.event === 'challenge:accepted' &&
              r.payload.challengeId === challenge.id &&
              r.payload.raceId === raceId,
          ),
        () => 'challenge:accepted on both nodes',
      )
    // Both land in the race: each joins as its own racer, whichever node it is on.
    const route = await cluster.rest(n1, 'GET', `/api/races/${raceId}/route`)
    expect(route.status).toBe(200)
    const owner = (route.body as { url: string }).url
    const adaInRace = await nodes.open(owner, ada.token)
    const beaInRace = await nodes.open(owner, bea.token)
    expect(await cluster.ask(adaInRace, 'race:join', { raceId })).toMatchObject({
      ok: true,
      role: 'player',
      seat: 0,
    })
    expect(await cluster.ask(beaInRace, 'race:join', { raceId })).toMatchObject({
      ok: true,
      role: 'player',
      seat: 1,
    })

    // Bea's sockets all go: node 1 reads her offline (Redis), soon.
    for (const socket of [...beaTabs, beaInRace]) socket.disconnect()
    let last: string | undefined
    await cluster.eventually(
      async () => (last = await statusOn(n1)) === 'offline',
      () => `Bea is still ${last}`,
    )
  })
  it('a follower gets at most one friends:status a second from both nodes together', async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const ada = await account(n1, 'Ada')
    const bea = await account(n1, 'Bea')
    const cyd = await account(n2, 'Cyd')
    for (const name of ['Bea', 'Cyd']) {
      const follow = await fetch(`${n1.server.url}/api/me/following/${name}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ada.token}` },
      })
      expect(follow.status).toBe(204)
    }
    const adaTab = await nodes.open(n1, ada.token)
    const pushes: { at: number; names: string[] }[] = []
    adaTab.on('friends:status', (event: { following: { username: string; status: string }[] }) =>
      pushes.push({
        at: Date.now(),
        names: event.following.filter((f) => f.status === 'online').map((f) => f.username),
      }),
    )
    // Bea comes online on node 1 and Cyd on node 2 at the same moment: each node would push.
    await Promise.all([nodes.open(n1, bea.token), nodes.open(n2, cyd.token)])
    await cluster.eventually(
      () => new Set(pushes.flatMap((p) => p.names)).size === 2,
      () => `pushes so far: ${JSON.stringify(pushes)}`,
      5000,
    )
    expect(pushes.length).toBe(2)
    // Redis holds the slot for a second from the first push; receipt times add a little jitter.
    expect(pushes[1]!.at - pushes[0]!.at).toBeGreaterThanOrEqual(900)
  })

  it('a node that dies takes its players offline within a lease, without telling anyone', async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const ada = await account(n1, 'Ada')
    const bea = await account(n2, 'Bea')
    await nodes.open(n2, bea.token)
    const follow = await fetch(`${n1.server.url}/api/me/following/Bea`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ada.token}` },
    })
    expect(follow.status).toBe(204)
    const statusOn1 = async () =>
      followingReplySchema.parse(
        (await cluster.rest(n1, 'GET', '/api/me/following', undefined, ada.token)).body,
      ).following[0]?.status
    expect(await statusOn1()).toBe('online')
    // Still online a lease later: node 2 renews its claim while it lives.
    await new Promise((resolve) => setTimeout(resolve, cluster.LEASE_MS * 1.5))
    expect(await statusOn1()).toBe('online')
    await n2.server.kill9()
    const killedAt = Date.now()
    let last: string | undefined
    await cluster.eventually(
      async () => (last = await statusOn1()) === 'offline',
      () => `Bea is still ${last}`,
    )
    expect(Date.now() - killedAt).toBeLessThanOrEqual(cluster.LEASE_MS + 500)
  })
})
