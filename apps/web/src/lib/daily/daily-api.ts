// The daily deal's REST calls (docs/protocol.md "Daily deal").
import type { DailyDay, DailyDeal, DailyOfRace, DailyStreaks } from '@patience-race/protocol'
import { call } from '../api.js'

type Today = Omit<DailyDeal, 'seed'>
export type ArchiveDay = Today & { finished: number }

const path = (s: string) => encodeURIComponent(s)

export const dailyApi = {
  today: () => call<Today[]>('GET', '/api/daily'),
  start: (game: string, token: string | null) =>
    call<{ raceId: string }>('POST', `/api/daily/${path(game)}/start`, undefined, token),
  practice: (game: string, date: string, token: string | null) =>
    call<{ raceId: string }>(
      'POST',
      `/api/daily/${path(game)}/${path(date)}/practice`,
      undefined,
      token,
    ),
  day: (game: string, date: string, token: string | null) =>
    call<DailyDay>('GET', `/api/daily/${path(game)}/${path(date)}`, undefined, token),
  archive: (game: string) => call<ArchiveDay[]>('GET', `/api/daily/archive/${path(game)}`),
  ofRace: (raceId: string) => call<DailyOfRace>('GET', `/api/daily/races/${path(raceId)}`),
  streaks: (playerId: string) => call<DailyStreaks>('GET', `/api/daily/streaks/${path(playerId)}`),
}
