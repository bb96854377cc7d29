import type { RaceSummary } from '@patience-race/protocol'

/** What spectators get: "no spectators", "spectators see it 15 s late", or null (live). */
export function spectatorsNote(
  race: Pick<RaceSummary, 'spectatorsAllowed' | 'spectatorDelaySec'> | null | undefined,
): string | null {
  if (!race) return null
  if (race.spectatorsAllowed === false) return 'No spectators'
  if (race.spectatorDelaySec > 0)
    return `Spectators see it ${race.spectatorDelaySec >= 60 ? `${race.spectatorDelaySec / 60} min` : `${race.spectatorDelaySec} s`} late`
  return null
}
