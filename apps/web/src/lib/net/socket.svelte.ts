// The typed Socket.IO connection (protocol.md). Acks time out so a lost reply is noticed and
// the move is resent with the same seq (the lichess lesson, docs/architecture.md).
// Cluster mode (docs/scaling.md "Routing"): the socket goes to the node that runs the race — its
// owner, from `GET /api/races/:id/route` — and follows MOVED replies there; after a connection
// error it asks again. Spectators and the queue use any node (`GET /api/node`) and follow MOVED
// too (a crowded race's owner sends its spectators to the other nodes). One process:
// both answer node "single" and the socket stays on the page's origin at /socket.io/.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import {
  serverEventNames,
  type ClientPayload,
  type ClientToServerEvents,
  type Reply,
  type ServerEvent,
  type ServerPayload,
  type ServerToClientEvents,
} from '@patience-race/protocol'
import { retryWhileBusy } from './busy-retry.js'
import { DEFAULT_TARGET, targetOf, type SocketTarget } from './node-target.js'
import { placeFor, type Purpose } from './socket-placement.js'
import { connectionStatus } from './status.svelte.js'
import type { RaceServerEvents, RaceTransport } from './transport.js'

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>
type TimedSocket = ReturnType<AppSocket['timeout']>

/**
 * The socket's listening side, one server event at a time. Socket.IO's own `on` cannot take an
 * event name that is a type parameter; this face of it can, and the typed socket must fit it
 * (method parameters are compared both ways: a payload type unrelated to the table's fails).
 */
interface ServerEventSource {
  on<E extends ServerEvent>(event: E, listener: (payload: ServerPayload<E>) => void): unknown
}

const ACK_TIMEOUT_MS = 8000
/** After connection errors the route is asked again at most this often. */
const RELOCATE_MS = 1000

/** Who the browser is now: read at every (re)connect, so a new token is sent at once. */
export interface SocketAuth {
  /** Changes whenever the browser's identity does (the session's authKey). */
  key: string | null
  playerId: string | null
  /** A guest's token; none for a signed-in account (its session cookie says who it is). */
  token: string | null
}

export class SocketTransport implements RaceTransport {
  /** Who the current connection was opened as (Session.authKey). */
  authKey: string | null = null
  /** The player it was opened as (an upgraded guest's token is its account's player already). */
  authPlayerId: string | null = null
  #socket: AppSocket | null = null
  #target: SocketTarget | null = null
  #purpose: Purpose = null
  // Listeners, not state: nothing renders from these sets.
  /* eslint-disable svelte/prefer-svelte-reactivity */
  #handlers = new Set<Partial<RaceServerEvents>>()
  #waiters = new Set<() => void>()
  /* eslint-enable svelte/prefer-svelte-reactivity */
  #opening: Promise<void> | null = null
  #relocating = false
  #relocatedAt = 0
  #retries = 0
  readonly #auth: () => SocketAuth

  /** `auth`: who to connect as, asked at every (re)connect. */
  constructor(auth: () => SocketAuth) {
    this.#auth = auth
  }

  get connected(): boolean {
    return this.#socket?.connected ?? false
  }

  /** Connects to `target` unless already there; true when the socket moved. */
  #use(target: SocketTarget): boolean {
    if (this.#socket && this.#target?.key === target.key) return false
    this.#open(target)
    return true
  }

  #open(target: SocketTarget): void {
    const old = this.#socket
    if (old) {
      old.off()
      old.disconnect()
    }
    this.#target = target
    if (connectionStatus.phase !== 'connected') connectionStatus.phase = 'connecting'
    const options: Partial<ManagerOptions & SocketOptions> = {
      // `auth` as a function: every reconnect sends the current token (a signed-in account
      // sends none: the handshake's session cookie says who it is).
      auth: (cb) => {
        const who = this.#auth()
        this.authKey = who.key
        this.authPlayerId = who.playerId
        cb(who.token ? { token: who.token } : {})
      },
      transports: ['websocket', 'polling'],
      // One manager per node: never share one with the socket being left behind.
      forceNew: true,
    }
    if (target.path) options.path = target.path
    const socket: AppSocket = target.origin ? io(target.origin, options) : io(options)
    this.#socket = socket
    socket.on('connect', () => {
      this.#retries = 0
      connectionStatus.phase = 'connected'
      connectionStatus.everConnected = true
      connectionStatus.detail = ''
      for (const waiter of [...this.#waiters]) waiter()
      for (const h of [...this.#handlers]) h.connect?.()
    })
    socket.on('disconnect', () => {
      connectionStatus.phase = 'disconnected'
      for (const h of [...this.#handlers]) h.disconnect?.()
      this.#keepTrying(socket)
    })
    socket.on('connect_error', (error) => {
      connectionStatus.phase = 'disconnected'
      connectionStatus.detail = error.message
      this.#keepTrying(socket)
      this.#relocate()
    })
    for (const event of serverEventNames) this.#relay(socket, event)
  }

  /** Every `event` the socket receives goes to the subscribers that listen to it. */
  #relay<E extends ServerEvent>(source: ServerEventSource, event: E): void {
    source.on(event, (payload: ServerPayload<E>) => {
      for (const h of [...this.#handlers]) {
        const listeners: Partial<ServerToClientEvents> = h
        listeners[event]?.(payload)
      }
    })
  }

  /**
   * Socket.IO stops retrying when the server closed the connection itself (a graceful restart
   * says "io server disconnect") or a middleware refused it; a race must come back anyway.
   */
  #keepTrying(socket: AppSocket): void {
    if (socket !== this.#socket || socket.active) return
    const delay = Math.min(5000, 500 * 2 ** this.#retries++)
    setTimeout(() => {
      if (socket === this.#socket && !socket.connected && !socket.active) socket.connect()
    }, delay)
  }

  /**
   * A connection error: the node may be gone and its races claimed by another. Ask again where
   * to be (the race's route, or any node) and move there if that changed.
   */
  #relocate(): void {
    if (this.#relocating || Date.now() - this.#relocatedAt < RELOCATE_MS) return
    this.#relocating = true
    this.#relocatedAt = Date.now()
    const purpose = this.#purpose
    void placeFor(purpose)
      .then((target) => {
        if (target && purpose === this.#purpose && !this.connected) this.#use(target)
      })
      .finally(() => (this.#relocating = false))
  }

  /** Opens a socket to this page's node when there is none yet. */
  #ensure(): Promise<void> {
    if (this.#socket) return Promise.resolve()
    this.#opening ??= placeFor(this.#purpose).then((target) => {
      this.#opening = null
      if (!this.#socket) this.#open(target ?? DEFAULT_TARGET)
    })
    return this.#opening
  }

  async locate(raceId: string, watch: boolean): Promise<void> {
    const purpose = { raceId, watch }
    this.#purpose = purpose
    // Spectators may join on any node: one already open will do.
    if (watch && this.#socket) return
    const target = await placeFor(purpose)
    if (this.#purpose !== purpose) return // another race took over meanwhile
    if (target) this.#use(target)
    else await this.#ensure()
  }

  async follow(raceId: string, url?: string): Promise<boolean> {
    // A spectator sent off a crowded race's owner stays a spectator: after a connection error
    // it asks for any node again, not for the owner.
    const watch = this.#purpose?.raceId === raceId && this.#purpose.watch
    const purpose = { raceId, watch }
    this.#purpose = purpose
    const target = url ? targetOf({ url }) : await placeFor(purpose)
    const moved = target !== null && this.#purpose === purpose && this.#use(target)
    await this.whenConnected()
    return moved
  }

  forget(raceId: string): void {
    if (this.#purpose?.raceId === raceId) this.#purpose = null
  }

  /** Reconnect as whoever the browser is now (a new token, signed in or out). */
  refreshAuth(): void {
    this.#socket?.disconnect().connect()
  }

  /**
   * One acknowledged event. Each `send` below names its event, and the protocol's table (through
   * `ClientToServerEvents`) picks that event's payload and reply types.
   */
  async #ask<T extends object>(
    send: (socket: TimedSocket) => Promise<Reply<T>>,
  ): Promise<Reply<T>> {
    const socket = this.#socket
    if (!socket?.connected) {
      return { ok: false, error: { code: 'INTERNAL', message: 'not connected' } }
    }
    try {
      return await retryWhileBusy(() => send(socket.timeout(ACK_TIMEOUT_MS)))
    } catch {
      return {
        ok: false,
        error: { code: 'INTERNAL', message: 'no answer from the server (timed out)' },
      }
    }
  }

  join: RaceTransport['join'] = (payload) => this.#ask((s) => s.emitWithAck('race:join', payload))
  ready: RaceTransport['ready'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:ready', { raceId }))
  start: RaceTransport['start'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:start', { raceId }))
  move: RaceTransport['move'] = (payload) => this.#ask((s) => s.emitWithAck('race:move', payload))
  resign: RaceTransport['resign'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:resign', { raceId }))
  claim: RaceTransport['claim'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:claim', { raceId }))
  leave: RaceTransport['leave'] = (raceId, cancel) =>
    this.#ask((s) => s.emitWithAck('race:leave', cancel ? { raceId, cancel } : { raceId }))
  rematch: RaceTransport['rematch'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:rematch', { raceId }))
  declineRematch: RaceTransport['declineRematch'] = (raceId) =>
    this.#ask((s) => s.emitWithAck('race:rematch-decline', { raceId }))
  react: RaceTransport['react'] = (payload) =>
    this.#ask((s) => s.emitWithAck('race:react', payload))

  /** "Race anyone": wait in the queue of this game and variant. */
  queueJoin = (payload: ClientPayload<'queue:join'>) =>
    this.#ask((s) => s.emitWithAck('queue:join', payload))
  queueLeave = () => this.#ask((s) => s.emitWithAck('queue:leave', {}))

  /** Hear an arena's standings and end (its room on the server); again after a reconnect. */
  watchArena = (arenaId: string) => this.#ask((s) => s.emitWithAck('arena:watch', { arenaId }))
  unwatchArena = (arenaId: string) => this.#ask((s) => s.emitWithAck('arena:unwatch', { arenaId }))

  /** Paired (with a person or a bot): the race to go to. */
  onQueueMatched(fn: ServerToClientEvents['queue:matched']): () => void {
    return this.on({ 'queue:matched': fn })
  }

  /** Another account on this network joined the queue: the two are never paired. */
  onQueueSameNetwork(fn: ServerToClientEvents['queue:same-network']): () => void {
    return this.on({ 'queue:same-network': fn })
  }

  /** Resolves once connected (at once when already), or false after `ms`. */
  whenConnected(ms = 8000): Promise<boolean> {
    if (this.connected) return Promise.resolve(true)
    void this.#ensure()
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer)
        this.#waiters.delete(onConnect)
        resolve(ok)
      }
      const onConnect = () => done(true)
      const timer = setTimeout(() => done(false), ms)
      this.#waiters.add(onConnect)
    })
  }

  on(handlers: Partial<RaceServerEvents>): () => void {
    this.#handlers.add(handlers)
    return () => this.#handlers.delete(handlers)
  }
}
