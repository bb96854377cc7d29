// Every client event's handler, built once from the services: the map handle.ts registers on
// each socket. Its type (`Handlers`, from the protocol's event table) asks for one per event.
import type { Handlers } from './handle.js'
import { arenaUnwatch, arenaWatch } from './handlers/arena-watch.js'
import { queueJoin, queueLeave } from './handlers/queue.js'
import {
  raceClaim,
  raceDeclineRematch,
  raceLeave,
  raceReady,
  raceRematch,
  raceResign,
  raceStart,
} from './handlers/race-actions.js'
import { raceJoin } from './handlers/race-join.js'
import { raceMove } from './handlers/race-move.js'
import { raceReact } from './handlers/race-react.js'
import type { Services } from '../services.js'

export function socketHandlers(services: Services): Handlers {
  const { queue, config, store, accounts } = services
  return {
    'race:join': raceJoin(services),
    'race:ready': raceReady(services),
    'race:start': raceStart(services),
    'race:move': raceMove(services),
    'race:resign': raceResign(services),
    'race:leave': raceLeave(services),
    'race:rematch': raceRematch(services),
    'race:rematch-decline': raceDeclineRematch(services),
    'race:claim': raceClaim(services),
    'race:react': raceReact(services),
    'queue:join': queueJoin(
      queue,
      {
        botAfterMs: config.QUEUE_BOT_AFTER_MS,
        qualifyingRaces: config.RANKED_QUALIFYING_RACES,
        clock: services.clock,
      },
      store,
      accounts,
    ),
    'queue:leave': queueLeave(queue),
    'arena:watch': arenaWatch(services),
    'arena:unwatch': arenaUnwatch(),
  }
}
