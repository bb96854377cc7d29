// Test clients that look like other machines (X-Forwarded-For; the server runs with
// TRUST_PROXY), and polling a reading until it says what a test waits for.
import { openRecording, type RecordingSocket } from './test-socket.js'

export function socketFrom(url: string, token: string, ip: string): Promise<RecordingSocket> {
  return openRecording(url, { token, headers: { 'x-forwarded-for': ip } })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Reads again every 20 ms until `done` accepts the value (the test's own timeout bounds it). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
