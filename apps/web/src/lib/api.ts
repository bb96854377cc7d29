// REST calls (protocol.md). Types only from the protocol package: no zod in the bundle.
import type {
  CreateRaceBody,
  CreateRaceReply,
  GhostReply,
  LeaderboardKind,
  LeaderboardPeriod,
  LeaderboardRow,
  PlayerStats,
  RaceSummary,
  Replay,
  SessionReply,
  TvReply,
  WireError,
} from '@patience-race/protocol'
import type { GameInfo } from '@patience-race/engine'
import type { NodeInfo } from './net/node-target.js'

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: WireError }

/** `GET /api/games` adds nothing to the engine's GameInfo but plain JSON. */
export type GameListing = Pick<GameInfo, 'id' | 'name' | 'decks' | 'summary'> & {
  variants: { id: string; name: string; description: string }[]
}

export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  try {
    const res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json: unknown = await res.json().catch(() => null)
    if (res.ok) return { ok: true, data: json as T }
    const error = (json as { error?: WireError } | null)?.error
    return {
      ok: false,
      error: error ?? { code: 'INTERNAL', message: `the server answered ${res.status}` },
    }
  } catch {
    return {
      ok: false,
      error: { code: 'INTERNAL', message: "can't reach the server — is it running?" },
    }
  }
}

export const api = {
  createSession: (name: string) => call<SessionReply>('POST', '/api/session', { name }),
  games: () => call<GameListing[]>('GET', '/api/games'),
  /** `token`: a guest's; null for a signed-in account (the session cookie goes along). */
  createRace: (body: CreateRaceBody, token: string | null) =>
    call<CreateRaceReply>('POST', '/api/races', body, token),
  liveRaces: () => call<RaceSummary[]>('GET', '/api/races?status=live'),
  race: (id: string) => call<RaceSummary>('GET', `/api/races/${encodeURIComponent(id)}`),
  /** Which node runs the race (cluster mode: its owner, claimed if the owner is gone). */
  route: (id: string) => call<NodeInfo>('GET', `/api/races/${encodeURIComponent(id)}/route`),
  /** The node that answered (cluster mode); 404 on a server without the endpoint. */
  node: () => call<NodeInfo>('GET', '/api/node'),
  /** A ghost race against seat `seat`'s recorded run of a finished race (issue 23). */
  ghost: (id: string, seat: number, token: string | null) =>
    call<GhostReply>('POST', `/api/races/${encodeURIComponent(id)}/ghost`, { seat }, token),
  /** A daily attempt's replay needs who asks (docs/daily.md): pass the token. */
  replay: (id: string, token?: string | null) =>
    call<Replay>('GET', `/api/races/${encodeURIComponent(id)}/replay`, undefined, token),
  leaderboard: (
    game: string,
    q: { period: LeaderboardPeriod; kind?: LeaderboardKind; variant?: string },
  ) => {
    const search = new URLSearchParams({ period: q.period, kind: q.kind ?? 'ranked' })
    if (q.variant) search.set('variant', q.variant)
    return call<LeaderboardRow[]>('GET', `/api/leaderboards/${encodeURIComponent(game)}?${search}`)
  },
  /** Race TV's featured live race; `after`: a race just watched, to pick another. */
  tv: (after?: string) =>
    call<TvReply>('GET', after ? `/api/tv?after=${encodeURIComponent(after)}` : '/api/tv'),
  player: (id: string) => call<PlayerStats>('GET', `/api/players/${encodeURIComponent(id)}`),
}
