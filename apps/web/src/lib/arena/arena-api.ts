// Arenas' REST calls (issue 42, docs/arena.md). Who asks: a guest's token, or the account's
// session cookie (token null). Answers are typed by the protocol's shapes; to be typed from the
// server's OpenAPI document (../net/rest.ts) once its arena routes are in it.
import type {
  ArenaListReply,
  ArenaReply,
  CreateArenaBody,
  RestError,
} from '@patience-race/protocol'
import { bearer, settle } from '../net/rest.js'

async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { ...bearer(token) }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await globalThis.fetch(
    new Request(new URL(path, globalThis.location?.origin), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  const json: unknown = await response.json().catch(() => undefined)
  return response.ok
    ? // A body of null is no answer (settle says so): a server without arenas.
      { data: (json ?? undefined) as T | undefined, response }
    : { error: json as RestError | undefined, response }
}

const at = (id: string) => `/api/arenas/${encodeURIComponent(id)}`

export const arenaApi = {
  /** Scheduled and live first (soonest first), then the recently finished. */
  list: (token: string | null) => settle(call<ArenaListReply>('GET', '/api/arenas', token)),
  get: (id: string, token: string | null) => settle(call<ArenaReply>('GET', at(id), token)),
  /** Accounts only (the cookie): a private arena, shared by its link. */
  create: (body: CreateArenaBody) => settle(call<ArenaReply>('POST', '/api/arenas', null, body)),
  join: (id: string, token: string | null) =>
    settle(call<ArenaReply>('POST', `${at(id)}/join`, token)),
  leave: (id: string, token: string | null) =>
    settle(call<ArenaReply>('DELETE', `${at(id)}/join`, token)),
}
