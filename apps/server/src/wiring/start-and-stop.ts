// The app's start (after its routes are registered) and its shutdown, in the order that keeps
// every acknowledged move: let transitions in flight finish (bounded), stop race timers and
// flush the move log, then drop the sockets (clients resend anything unacknowledged by seq),
// then close Socket.IO and what it shared. main.ts closes the store.
import type { FastifyInstance } from 'fastify'
import type { ClusterAudience } from '../cluster/cluster-audience.js'
import type { Friends } from '../friends/friends.js'
import type { ParService } from '../par/par-service.js'
import type { AnalysisService } from '../par/race-analysis.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { WiredArenas } from './arenas.js'
import type { Transport } from './transport.js'

interface Running {
  transport: Transport
  registry: RaceRegistry
  audience: ClusterAudience | undefined
  friends: Friends | null
  arenas: WiredArenas | null
  par: ParService
  analysis: AnalysisService
}

export async function startInOrder(app: FastifyInstance, parts: Running): Promise<void> {
  const { transport, registry, audience, friends, arenas, par, analysis } = parts
  app.addHook('preClose', async () => {
    arenas?.stop()
    await registry.stop()
    transport.io.disconnectSockets(true)
  })
  app.addHook('onClose', async () => {
    await friends?.stop()
    await audience?.stop()
    await new Promise<void>((resolve) => {
      transport.io.close(() => resolve())
    })
    await transport.close()
    analysis.close()
    await par.close()
  })
  await audience?.start()
  await registry.boot()
  await friends?.start()
  arenas?.start()
}
