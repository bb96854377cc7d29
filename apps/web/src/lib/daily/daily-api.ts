// The daily deal's REST calls (docs/protocol.md "Daily deal"), typed from the server's OpenAPI
// document (../net/rest.ts).
import type { GameId } from '@patience-race/engine'
import type { paths } from '../net/api-schema.js'
import { bearer, rest, settle } from '../net/rest.js'

/** A past day of `GET /api/daily/archive/:game`. */
export type ArchiveDay =
  paths['/api/daily/archive/{game}']['get']['responses'][200]['content']['application/json'][number]

export const dailyApi = {
  today: () => settle(rest.GET('/api/daily')),
  start: (game: GameId, token: string | null) =>
    settle(
      rest.POST('/api/daily/{game}/start', { params: { path: { game } }, headers: bearer(token) }),
    ),
  practice: (game: GameId, date: string, token: string | null) =>
    settle(
      rest.POST('/api/daily/{game}/{date}/practice', {
        params: { path: { game, date } },
        headers: bearer(token),
      }),
    ),
  day: (game: GameId, date: string, token: string | null) =>
    settle(
      rest.GET('/api/daily/{game}/{date}', {
        params: { path: { game, date } },
        headers: bearer(token),
      }),
    ),
  archive: (game: GameId) =>
    settle(rest.GET('/api/daily/archive/{game}', { params: { path: { game } } })),
  ofRace: (raceId: string) =>
    settle(rest.GET('/api/daily/races/{id}', { params: { path: { id: raceId } } })),
  streaks: (playerId: string) =>
    settle(rest.GET('/api/daily/streaks/{id}', { params: { path: { id: playerId } } })),
}
