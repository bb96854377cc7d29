// arena:watch / arena:unwatch — a page showing an arena hears its `arena:standings` and
// `arena:finished` through the arena's room (docs/arena.md), as its entrants do through their
// own rooms; the room is broadcast to through the adapter, so a push from any node reaches it.
// A socket's rooms do not outlive it: the page watches again after a reconnect.
import { err, ok } from '@patience-race/protocol'
import { arenaRoom } from '../../arenas/arena-emitter.js'
import type { Services } from '../../services.js'
import type { Handler } from '../handle.js'

export function arenaWatch(services: Services): Handler<'arena:watch'> {
  return async (socket, { arenaId }) => {
    if (!(await services.arenaExists?.(arenaId))) return err('NOT_FOUND', 'no such arena')
    await socket.join(arenaRoom(arenaId))
    return ok({})
  }
}

export function arenaUnwatch(): Handler<'arena:unwatch'> {
  return async (socket, { arenaId }) => {
    await socket.leave(arenaRoom(arenaId))
    return ok({})
  }
}
