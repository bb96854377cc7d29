// The public protocol from a client's side: REST calls and Socket.IO connections.
import { io } from 'socket.io-client'

/** POST a JSON body; resolves { ok, status, body } and never throws on an HTTP error. */
export async function postJson(baseUrl, path, body, token) {
  const headers = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let parsed = null
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { error: { code: `HTTP_${response.status}`, message: text.slice(0, 200) } }
  }
  return { ok: response.ok, status: response.status, body: parsed }
}

/** The error code of a failed REST answer, for the error tally. */
export function restErrorCode(answer) {
  return answer.body?.error?.code ?? `HTTP_${answer.status}`
}

/**
 * One socket of its own (no multiplexing), websocket only, no reconnection. `baseUrl` is taken
 * as Socket.IO takes it (a path is a namespace) unless `nodeUrl` is set: then it is a cluster
 * node's PUBLIC_URL (`<origin>/n/<node>`) and the socket uses Socket.IO's path
 * `<path>/socket.io/` on the default namespace, as the web client does (docs/scaling.md).
 */
export function connect(baseUrl, token, { nodeUrl = false } = {}) {
  const url = new URL(baseUrl)
  const path = url.pathname.replace(/\/+$/, '')
  const socket = io(nodeUrl ? url.origin : baseUrl, {
    ...(nodeUrl ? { path: `${path}/socket.io/` } : {}),
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 30_000,
    ...(token ? { auth: { token } } : {}),
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(Object.assign(new Error(`connect: ${error.message}`), { code: 'CONNECT_ERROR' }))
    })
  })
}

/** Emits with an acknowledgement; resolves the reply, or { ok:false, error:{code:'TIMEOUT'} }. */
export function request(socket, event, payload, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    socket.timeout(timeoutMs).emit(event, payload, (error, reply) => {
      if (error)
        resolve({
          ok: false,
          error: { code: 'TIMEOUT', message: `${event}: no ack in ${timeoutMs} ms` },
        })
      else
        resolve(
          reply ?? { ok: false, error: { code: 'EMPTY_ACK', message: `${event}: empty ack` } },
        )
    })
  })
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches(items, limit, work) {
  const results = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
