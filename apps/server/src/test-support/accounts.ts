// Account helpers for tests: same-origin requests through inject, and the session cookie.
import type { SessionReply } from '@patience-race/protocol'
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

/** Signs `username` up through the page's form: the new player's id and its session cookie. */
export async function signUp(
  server: TestServer,
  username: string,
): Promise<{ id: string; cookie: string }> {
  const res = await send(server, 'POST', '/api/accounts', {
    body: { username, password: 'correct horse battery' },
  })
  return { id: res.json().player.id, cookie: sessionCookie(res) }
}

/** Signs `username` in again (another device): that session's cookie. */
export async function logIn(server: TestServer, username: string): Promise<string> {
  return sessionCookie(
    await send(server, 'POST', '/api/login', {
      body: { username, password: 'correct horse battery' },
    }),
  )
}

/** A guest session that has claimed an account under its name (ranked needs one). */
export async function accountSession(server: TestServer, name: string): Promise<SessionReply> {
  const guest = await server.session(name)
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/accounts/upgrade',
    headers: { authorization: `Bearer ${guest.token}` },
    payload: { username: name, password: 'correct horse battery' },
  })
  if (res.statusCode !== 200) throw new Error(`upgrade: ${res.statusCode} ${res.body}`)
  return guest
}
