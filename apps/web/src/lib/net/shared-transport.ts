// The tab's one connection, opened as whoever the session says the browser is. The only place
// the transport meets the session: SocketTransport itself is handed a getter.
import { session } from '../state/session.svelte.js'
import { SocketTransport, type SocketAuth } from './socket.svelte.js'

let shared: SocketTransport | null = null

const currentAuth = (): SocketAuth => ({
  key: session.authKey,
  playerId: session.playerId,
  token: session.token,
})

/** One connection for the whole tab (it goes where the page's race is run). */
export function sharedTransport(): SocketTransport {
  if (!shared) shared = new SocketTransport(currentAuth)
  else if (shared.authKey !== session.authKey) shared.refreshAuth()
  return shared
}

/**
 * The same connection for an app-wide listener (the challenge center), reconnected only when it
 * is open as another player: a guest who just signed up is the account's player already, and a
 * reconnect then would drop what the socket is doing (the lobby's queue join right after).
 */
export function sharedTransportAs(playerId: string): SocketTransport {
  if (!shared) shared = new SocketTransport(currentAuth)
  else if (shared.authPlayerId !== null && shared.authPlayerId !== playerId) shared.refreshAuth()
  return shared
}
