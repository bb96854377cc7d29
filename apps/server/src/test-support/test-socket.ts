// The test clients' socket: Socket.IO's client typed by the protocol's event table, recording
// every server event it receives.
import type {
  ClientToServerEvents,
  ServerEvent,
  ServerPayload,
  ServerToClientEvents,
} from '@patience-race/protocol'
import { io as connect, type Socket } from 'socket.io-client'
import { rememberView } from './acked-views.js'

/** A socket that may emit only the table's client events, each with its payload and reply. */
export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** One server event as a test client received it. */
export type Received = {
  [E in ServerEvent]: { event: E; payload: ServerPayload<E> }
}[ServerEvent]

/** A test socket that keeps every server event it receives, in order. */
export type RecordingSocket = TestSocket & { received: Received[] }

/**
 * Makes `socket` record what it receives, and keep the racer's view from race:started for the
 * move acks' patches (acked-views.ts). Payloads are typed as the table says, not parsed: a test
 * that looks for a leak sees every byte the server sent.
 */
function recording(socket: TestSocket): RecordingSocket {
  const received: Received[] = []
  socket.onAny((event: ServerEvent, payload: unknown) =>
    received.push({ event, payload } as Received),
  )
  socket.on('race:started', (event) => rememberView(socket, event.raceId, event.view))
  return Object.assign(socket, { received })
}

export interface OpenOptions {
  /** A guest's bearer token (none: a visitor, or the cookie in `headers`). */
  token?: string | undefined
  /** Extra handshake headers (X-Forwarded-For, Origin, Cookie). */
  headers?: Record<string, string>
  /** Socket.IO's path, when the server is behind a prefix (a cluster node). */
  path?: string
}

/** A recording test socket on `url`, once connected (websocket only, no reconnection). */
export async function openRecording(
  url: string,
  options: OpenOptions = {},
): Promise<RecordingSocket> {
  const socket = recording(
    connect(url, {
      auth: options.token ? { token: options.token } : {},
      ...(options.headers ? { extraHeaders: options.headers } : {}),
      ...(options.path ? { path: options.path } : {}),
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    }),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}
