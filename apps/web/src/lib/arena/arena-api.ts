// Arenas' REST calls (issue 42, docs/arena.md), typed from the server's OpenAPI document
// (../net/rest.ts). Who asks: a guest's token, or the account's session cookie (token null).
import type { CreateArenaBody } from '@patience-race/protocol'
import { bearer, rest, settle } from '../net/rest.js'

const byId = (id: string, token: string | null) => ({
  params: { path: { id } },
  headers: bearer(token),
})

export const arenaApi = {
  /** Scheduled and live first (soonest first), then the recently finished. */
  list: (token: string | null) => settle(rest.GET('/api/arenas', { headers: bearer(token) })),
  get: (id: string, token: string | null) => settle(rest.GET('/api/arenas/{id}', byId(id, token))),
  /** Accounts only (the cookie): a private arena, shared by its link. */
  create: (body: CreateArenaBody) => settle(rest.POST('/api/arenas', { body })),
  join: (id: string, token: string | null) =>
    settle(rest.POST('/api/arenas/{id}/join', byId(id, token))),
  leave: (id: string, token: string | null) =>
    settle(rest.DELETE('/api/arenas/{id}/join', byId(id, token))),
}
