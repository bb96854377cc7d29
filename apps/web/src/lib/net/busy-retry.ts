// A server whose store was starved answers BUSY (a socket reply) or 503 with Retry-After (REST):
// nothing was changed, so the same request is asked again quietly after a short wait, a few
// times, before the player is shown anything (docs/protocol.md, "BUSY").
import type { Reply } from '@patience-race/protocol'

/** The waits before each quiet retry; after the last, the player sees the answer. */
export const BUSY_RETRY_DELAYS_MS = [300, 1000, 2500] as const

type Sleep = (ms: number) => Promise<void>
const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks again while the answer is BUSY. */
export async function retryWhileBusy<T extends object>(
  ask: () => Promise<Reply<T>>,
  sleep: Sleep = wait,
): Promise<Reply<T>> {
  for (const delay of BUSY_RETRY_DELAYS_MS) {
    const reply = await ask()
    if (reply.ok || reply.error.code !== 'BUSY') return reply
    await sleep(delay)
  }
  return ask()
}

/** Sends a REST request again while the server answers 503 with Retry-After (BUSY). */
export async function fetchRetryingBusy(
  request: Request,
  send: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r),
  sleep: Sleep = wait,
): Promise<Response> {
  for (const delay of BUSY_RETRY_DELAYS_MS) {
    const response = await send(request.clone())
    if (response.status !== 503 || !response.headers.has('retry-after')) return response
    await sleep(delay)
  }
  return send(request)
}
