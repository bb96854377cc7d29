// The Socket.IO server and socket types of this app: the protocol's events and each socket's data.
import type { ClientToServerEvents, ServerToClientEvents } from '@patience-race/protocol'
import type { Server, Socket } from 'socket.io'
import type { PlayerRecord } from '../races/records.js'
import type { TokenBucket } from './token-bucket.js'

interface SocketData {
  player: PlayerRecord | null
  moveBudget: TokenBucket
  /** Every event counts here: a looser budget against floods of joins and the like. */
  eventBudget: TokenBucket
  /**
   * The client's address as budgets count it (budgets/address-key.ts: an IPv6 client by its
   * /64): budgets, caps and the queue's same-address rule are kept per this key.
   */
  ip: string
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type InterServerEvents = {}
export type RaceServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>
export type RaceSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>
