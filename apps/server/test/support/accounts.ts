// Account helpers for tests: same-origin requests through inject, and the session cookie.
import type { LightMyRequestResponse } from 'fastify'
import type { TestServer } from './server.js'

export const ORIGIN = 'http://localhost:80'

/** A request as the web page sends it: same-origin, JSON, with the given cookie. */
export function send(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: {
      host: 'localhost:80',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  })
}

/** `pr_session=<token>` from a reply's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'pr_session')
  if (!cookie) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`)
  return `pr_session=${cookie.value}`
}
