// Puts arenas on the app (docs/arena.md): the routes under /api, `arena:round` again to an
// entrant's new socket during a round, every unfinished arena's round clock (at boot and every
// half minute, so a node picks up arenas made or left by another), and the schedule.
import type { FastifyInstance } from 'fastify'
import type { Accounts } from '../accounts/accounts.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { RaceServer } from '../realtime/types.js'
import { ArenaScheduler, type ArenaSchedule } from './arena-schedule.js'
import type { ArenaService } from './arena-service.js'
import { arenaRoutes } from './routes.js'
import type { RunningArenas } from './running-arenas.js'

const SYNC_EVERY_MS = 30_000

export async function registerArenas(
  app: FastifyInstance,
  io: RaceServer,
  arenas: ArenaService,
  accounts: Accounts,
): Promise<void> {
  io.on('connection', (socket) => {
    const playerId = socket.data.player?.id
    if (!playerId) return
    for (const round of arenas.whereabouts.roundsOf(playerId)) socket.emit('arena:round', round)
  })
  await app.register(async (api) => api.register(arenaRoutes, { arenas, accounts }), {
    prefix: '/api',
  })
}

/** At boot: the round clocks of unfinished arenas, looked at again every half minute. */
export function runArenas(
  { arenas, running }: { arenas: ArenaService; running: RunningArenas },
  deps: { scheduler: Scheduler; clock: Clock; schedule: ArenaSchedule },
  onError: (error: unknown) => void,
): () => void {
  let timer: unknown = null
  const sync = (): void => {
    void running.syncAll().catch(onError)
    timer = deps.scheduler.setTimeout(sync, SYNC_EVERY_MS)
  }
  sync()
  const schedule =
    deps.schedule === 'off' ? null : new ArenaScheduler(arenas, deps.clock, deps.scheduler, onError)
  schedule?.start()
  return () => {
    if (timer !== null) deps.scheduler.clearTimeout(timer)
    schedule?.stop()
    running.stop()
  }
}
