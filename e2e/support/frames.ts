// Records what the server sends a page over its Socket.IO websocket, parsed into events and acks,
// so a test can check what a racer or a spectator could ever have seen.
import type { Page } from '@playwright/test'

export interface ReceivedFrame {
  raw: string
  /** Socket.IO packet type: 2 = event, 3 = ack; null for Engine.IO control frames (open, ping). */
  kind: 'event' | 'ack' | null
  /** Event name for events; null for acks. */
  event: string | null
  /** The event's arguments, or the ack's reply values. */
  args: unknown[]
}

/** Engine.IO "4" (message) + Socket.IO type digit + optional "/nsp," + optional ack id + JSON. */
const SOCKET_IO_PACKET = /^4([23])(?:\/[^,]*,)?\d*(\[.*)$/s

function parseFrame(raw: string): ReceivedFrame {
  const m = SOCKET_IO_PACKET.exec(raw)
  if (!m) return { raw, kind: null, event: null, args: [] }
  const data = JSON.parse(m[2]!) as unknown[]
  if (m[1] === '2') {
    const [event, ...args] = data
    return { raw, kind: 'event', event: String(event), args }
  }
  return { raw, kind: 'ack', event: null, args: data }
}

/** Starts recording every text frame the page receives on any websocket (call before goto). */
export function recordFrames(page: Page): ReceivedFrame[] {
  const frames: ReceivedFrame[] = []
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      frames.push(parseFrame(typeof payload === 'string' ? payload : payload.toString('utf8')))
    })
  })
  return frames
}

/** Every object value found under `key` anywhere inside `value`. */
export function findKey(value: unknown, key: string): unknown[] {
  const found: unknown[] = []
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k === key) found.push(inner)
        walk(inner)
      }
    }
  }
  walk(value)
  return found
}
