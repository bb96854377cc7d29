// The server's REST side for jsdom tests: stubs the global fetch (which the REST client calls
// with a Request) with answers by request, and records every request it was asked.
import { vi } from 'vitest'

export interface Asked {
  method: string
  /** Path and query, as the page asked: `/api/leaderboards/sir-tommy?period=all`. */
  url: string
  headers: Headers
  /** The JSON body, parsed; undefined without one. */
  body: unknown
}

/** A JSON answer (status 200 unless told), or a Response as it is. */
export type Answer = { status?: number; body?: unknown } | Response

/** Answers every fetch with `answer(request)`; returns the requests, in order. */
export function serveRest(answer: (asked: Asked) => Answer | Promise<Answer>): Asked[] {
  const asked: Asked[] = []
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url)
    const text = await request.text()
    const one: Asked = {
      method: request.method,
      url: url.pathname + url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    asked.push(one)
    const reply = await answer(one)
    if (reply instanceof Response) return reply
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return asked
}
