// What Socket.IO needs from accounts, ready for realtime/ to call: who a handshake belongs to
// (the socket joins a room named after its session and one after its player), refusing a
// deleted account's guest token, and disconnecting every socket of a revoked session (or of a
// retired player). Rooms go through the adapter, so this works across a cluster.
import type { Accounts } from './accounts.js'
import { isSameOriginHandshake } from './same-origin.js'

/** The room of every socket opened with one session (hashed id: the token never appears). */
function sessionRoom(sessionId: string): string {
  return `account-session:${sessionId}`
}

/** The room of every socket of one player, however it authenticated. */
export function playerRoom(playerId: string): string {
  return `account-player:${playerId}`
}

/** A handshake with a deleted account's guest token: refused with SESSION_REVOKED. */
export class RevokedHandshakeError extends Error {
  readonly data = { code: 'SESSION_REVOKED' }
  constructor() {
    super("this player's account was deleted")
  }
}

/** The parts of a Socket.IO socket this needs (keeps realtime's types out of accounts). */
interface HandshakeSocket {
  handshake: { secure: boolean; headers: Record<string, string | string[] | undefined> }
  join(room: string): unknown
}

/**
 * The signed-in player of a socket, from its handshake cookie, or null (then use the guest
 * token as before). The socket joins its session's room so a revocation can reach it. A
 * handshake from another origin (the REST same-origin rule, same-origin.ts) does not get to use
 * the cookie: it is a socket with no player, as if it had none.
 */
export async function socketAccountPlayer(
  accounts: Accounts,
  socket: HandshakeSocket,
  trustProxy: boolean,
): Promise<string | null> {
  const { extraOrigins } = accounts.requestPlayer
  if (!isSameOriginHandshake(socket.handshake, trustProxy, extraOrigins)) return null
  const cookie = socket.handshake.headers.cookie
  const header = Array.isArray(cookie) ? cookie.join('; ') : cookie
  const playerId = await accounts.playerFromCookieHeader(header)
  const sessionId = accounts.sessionIdOf(header)
  if (playerId && sessionId) await socket.join(sessionRoom(sessionId))
  return playerId
}

/**
 * The handshake's player: the guest token's (`guestId`, already verified; RevokedHandshakeError
 * when its account was deleted), else the session cookie's, else null. The socket joins its
 * player's room, so retiring the player reaches it.
 */
export async function handshakePlayer(
  accounts: Accounts,
  socket: HandshakeSocket,
  guestId: string | null,
  trustProxy: boolean,
): Promise<string | null> {
  if (guestId && (await accounts.requestPlayer.isRetired(guestId)))
    throw new RevokedHandshakeError()
  const playerId = guestId ?? (await socketAccountPlayer(accounts, socket, trustProxy))
  if (playerId) await socket.join(playerRoom(playerId))
  return playerId
}

/** `io.in(rooms).disconnectSockets(true)`, as Socket.IO's server has it. */
interface RoomDisconnector {
  in(rooms: string[]): { disconnectSockets(close?: boolean): void }
}

/**
 * From now on, a revoked session's sockets are disconnected (sign-out, everywhere, password
 * change), and on deletion every socket of the player.
 */
export function disconnectRevokedSockets(io: RoomDisconnector, accounts: Accounts): void {
  accounts.onRevoked((playerId, sessionIds, retired) => {
    const rooms = [...sessionIds.map(sessionRoom), ...(retired ? [playerRoom(playerId)] : [])]
    if (rooms.length > 0) io.in(rooms).disconnectSockets(true)
  })
}
