import type { Reply } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { BUSY_RETRY_DELAYS_MS, fetchRetryingBusy, retryWhileBusy } from './busy-retry.js'

const busy: Reply<object> = { ok: false, error: { code: 'BUSY', message: 'busy' } }
const noWait = async () => {}

describe('a busy server is asked again quietly', () => {
  it('a socket request answered BUSY is sent again until it goes through', async () => {
    const answers: Reply<object>[] = [busy, busy, { ok: true }]
    let asked = 0
    const reply = await retryWhileBusy(async () => answers[asked++]!, noWait)
    expect(reply.ok).toBe(true)
    expect(asked).toBe(3)
  })

  it('gives up after its retries and shows BUSY; other errors are shown at once', async () => {
    let asked = 0
    expect(await retryWhileBusy(async () => (asked++, busy), noWait)).toEqual(busy)
    expect(asked).toBe(BUSY_RETRY_DELAYS_MS.length + 1)
    asked = 0
    const refused: Reply<object> = { ok: false, error: { code: 'NOT_READY', message: 'no' } }
    expect(await retryWhileBusy(async () => (asked++, refused), noWait)).toEqual(refused)
    expect(asked).toBe(1)
  })

  it('a REST 503 with Retry-After is sent again with its body; a plain 503 is not', async () => {
    const bodies: string[] = []
    const statuses = [503, 200]
    const send = async (request: Request) => {
      bodies.push(await request.text())
      const status = statuses.shift()!
      return new Response('{}', { status, headers: status === 503 ? { 'retry-after': '1' } : {} })
    }
    const post = new Request('http://x/api/arenas', { method: 'POST', body: '{"game":"saratoga"}' })
    expect((await fetchRetryingBusy(post, send, noWait)).status).toBe(200)
    expect(bodies).toEqual(['{"game":"saratoga"}', '{"game":"saratoga"}'])

    let sent = 0
    const down = async () => (sent++, new Response('', { status: 503 }))
    expect((await fetchRetryingBusy(new Request('http://x/api/tv'), down, noWait)).status).toBe(503)
    expect(sent).toBe(1)
  })
})
