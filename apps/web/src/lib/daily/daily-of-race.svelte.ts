// Which daily deal a race is an attempt or practice of (GET /api/daily/races/:id), for the
// race's tag and its results: null for any other race, and until the server answers.
import type { RaceKind } from '@patience-race/protocol'
import { dailyApi } from './daily-api.js'
import { isSolo } from '../race-kind.js'

export type DailyOfRace = { number: number; game: string; date: string }

/** Call from a component's script: `race` is read inside an effect, so it may follow props. */
export function dailyOfRace(race: () => { raceId: string; kind: RaceKind | undefined }): {
  readonly current: DailyOfRace | null
} {
  let daily = $state.raw<DailyOfRace | null>(null)
  $effect(() => {
    const { raceId, kind } = race()
    if (!isSolo(kind)) return
    void dailyApi.ofRace(raceId).then((reply) => {
      if (reply.ok) daily = reply.data
    })
  })
  return {
    get current() {
      return daily
    },
  }
}
