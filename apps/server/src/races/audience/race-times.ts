// A race's times as the wire and the exports write them: ISO strings, null for one not yet come.

/** When a race was made, started and finished (the last two only once they happened). */
export interface RaceTimes {
  createdAt: Date
  startedAt: Date | null
  finishedAt: Date | null
}

/** `createdAt`, `startedAt` and `finishedAt` as ISO strings (null for a time not yet come). */
export function isoTimes(race: RaceTimes): {
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
} {
  return {
    createdAt: race.createdAt.toISOString(),
    startedAt: race.startedAt?.toISOString() ?? null,
    finishedAt: race.finishedAt?.toISOString() ?? null,
  }
}
