// REST calls (protocol.md), typed from the server's OpenAPI document (net/rest.ts). Only types
// from the engine and protocol packages: no zod in the bundle.
import type { GameId } from '@patience-race/engine'
import type { CreateRaceBody, LeaderboardKind, LeaderboardPeriod } from '@patience-race/protocol'
import type { paths } from './net/api-schema.js'
import { bearer, rest, settle } from './net/rest.js'

export type { ApiResult } from './net/rest.js'

/** A game of `GET /api/games`: the engine's GameInfo as plain JSON. */
export type GameListing =
  paths['/api/games']['get']['responses'][200]['content']['application/json'][number]

export const api = {
  createSession: (name: string) => settle(rest.POST('/api/session', { body: { name } })),
  games: () => settle(rest.GET('/api/games')),
  /** `token`: a guest's; null for a signed-in account (the session cookie goes along). */
  createRace: (body: CreateRaceBody, token: string | null) =>
    settle(rest.POST('/api/races', { body, headers: bearer(token) })),
  liveRaces: () => settle(rest.GET('/api/races', { params: { query: { status: 'live' } } })),
  /** The caller's unfinished races (daily attempts and waiting invites too): `token` a guest's. */
  myRaces: (token: string | null) =>
    settle(rest.GET('/api/races/mine', { headers: bearer(token) })),
  race: (id: string) => settle(rest.GET('/api/races/{id}', { params: { path: { id } } })),
  /** Which node runs the race (cluster mode: its owner, claimed if the owner is gone). */
  route: (id: string) => settle(rest.GET('/api/races/{id}/route', { params: { path: { id } } })),
  /** The node that answered (cluster mode); 404 on a server without the endpoint. */
  node: () => settle(rest.GET('/api/node')),
  /** A ghost race against seat `seat`'s recorded run of a finished race (issue 23). */
  ghost: (id: string, seat: number, token: string | null) =>
    settle(
      rest.POST('/api/races/{id}/ghost', {
        params: { path: { id } },
        body: { seat },
        headers: bearer(token),
      }),
    ),
  /** A daily attempt's replay needs who asks (docs/daily.md): pass the token. */
  replay: (id: string, token?: string | null) =>
    settle(
      rest.GET('/api/races/{id}/replay', { params: { path: { id } }, headers: bearer(token) }),
    ),
  /** Where each racer's win slipped (issue 44): 404 while live, 403 on today's daily. */
  analysis: (id: string) =>
    settle(rest.GET('/api/races/{id}/analysis', { params: { path: { id } } })),
  leaderboard: (
    game: GameId,
    q: { period: LeaderboardPeriod; kind?: LeaderboardKind; variant?: string },
  ) =>
    settle(
      rest.GET('/api/leaderboards/{game}', {
        params: {
          path: { game },
          query: { period: q.period, kind: q.kind ?? 'ranked', variant: q.variant || undefined },
        },
      }),
    ),
  /** Race TV's featured live race; `after`: a race just watched, to pick another. */
  /** `token`: who asks (a guest's; null for an account), so TV skips what they may not watch. */
  tv: (after?: string, token: string | null = null) =>
    settle(rest.GET('/api/tv', { params: { query: { after } }, headers: bearer(token) })),
  player: (id: string) => settle(rest.GET('/api/players/{id}', { params: { path: { id } } })),
  /** Whether another account on this network waits in Race anyone (never paired with us). */
  sameNetwork: (token: string | null) =>
    settle(rest.GET('/api/queue/same-network', { headers: bearer(token) })),
}
