// The typed Socket.IO connection (protocol.md). Acks time out so a lost reply is noticed and
// the move is resent with the same seq (the lichess lesson, style.md).
import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, Reply, ServerToClientEvents } from '@patience-race/protocol'
import { session } from '../state/session.svelte.js'
import { connectionStatus } from './status.svelte.js'
import type { RaceServerEvents, RaceTransport } from './transport.js'

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>
type EventName = keyof ClientToServerEvents

const ACK_TIMEOUT_MS = 8000

let shared: SocketTransport | null = null

export class SocketTransport implements RaceTransport {
  readonly socket: AppSocket
  /** The token the current connection was opened with. */
  authToken: string | null = null

  constructor() {
    connectionStatus.phase = 'connecting'
    // `auth` as a function: every reconnect sends the current token.
    this.socket = io({
      auth: (cb) => {
        this.authToken = session.token
        cb(session.token ? { token: session.token } : {})
      },
      transports: ['websocket', 'polling'],
    })
    this.socket.on('connect', () => {
      this.#retries = 0
      connectionStatus.phase = 'connected'
      connectionStatus.everConnected = true
      connectionStatus.detail = ''
    })
    this.socket.on('disconnect', () => {
      connectionStatus.phase = 'disconnected'
      this.#keepTrying()
    })
    this.socket.on('connect_error', (error) => {
      connectionStatus.phase = 'disconnected'
      connectionStatus.detail = error.message
      this.#keepTrying()
    })
  }

  #retries = 0

  /**
   * Socket.IO stops retrying when the server closed the connection itself (a graceful restart
   * says "io server disconnect") or a middleware refused it; a race must come back anyway.
   */
  #keepTrying(): void {
    if (this.socket.active) return
    const delay = Math.min(5000, 500 * 2 ** this.#retries++)
    setTimeout(() => {
      if (!this.socket.connected && !this.socket.active) this.socket.connect()
    }, delay)
  }

  get connected(): boolean {
    return this.socket.connected
  }

  /** Reconnect so a token obtained after connecting is sent. */
  refreshAuth(): void {
    this.socket.disconnect().connect()
  }

  async #ask<T extends object>(event: EventName, payload: unknown): Promise<Reply<T>> {
    if (!this.socket.connected) {
      return { ok: false, error: { code: 'INTERNAL', message: 'not connected' } }
    }
    try {
      // The typed event map can't follow an event name chosen at run time; the public methods
      // below pin each payload to its type.
      const timed = this.socket.timeout(ACK_TIMEOUT_MS) as unknown as {
        emitWithAck(event: string, payload: unknown): Promise<Reply<T>>
      }
      return await timed.emitWithAck(event, payload)
    } catch {
      return {
        ok: false,
        error: { code: 'INTERNAL', message: 'no answer from the server (timed out)' },
      }
    }
  }

  join: RaceTransport['join'] = (payload) => this.#ask('race:join', payload)
  ready: RaceTransport['ready'] = (raceId) => this.#ask('race:ready', { raceId })
  move: RaceTransport['move'] = (payload) => this.#ask('race:move', payload)
  resign: RaceTransport['resign'] = (raceId) => this.#ask('race:resign', { raceId })
  leave: RaceTransport['leave'] = (raceId) => this.#ask('race:leave', { raceId })
  rematch: RaceTransport['rematch'] = (raceId) => this.#ask('race:rematch', { raceId })

  on(handlers: Partial<RaceServerEvents>): () => void {
    const s = this.socket
    const off: (() => void)[] = []
    const bind = <K extends keyof ServerToClientEvents>(
      event: K,
      fn: ServerToClientEvents[K] | undefined,
    ) => {
      if (!fn) return
      s.on(event, fn as never)
      off.push(() => s.off(event, fn as never))
    }
    bind('race:state', handlers.state)
    bind('race:started', handlers.started)
    bind('race:progress', handlers.progress)
    bind('race:finished', handlers.finished)
    bind('race:rematch', handlers.rematch)
    if (handlers.connect) {
      const fn = handlers.connect
      s.on('connect', fn)
      off.push(() => s.off('connect', fn))
    }
    if (handlers.disconnect) {
      const fn = handlers.disconnect
      s.on('disconnect', fn)
      off.push(() => s.off('disconnect', fn))
    }
    return () => off.forEach((f) => f())
  }
}

/** One connection for the whole tab. */
export function sharedTransport(): SocketTransport {
  if (!shared) shared = new SocketTransport()
  else if (shared.authToken !== session.token) shared.refreshAuth()
  return shared
}
