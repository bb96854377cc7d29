// Race TV's pick among live races: ranked first, then the most watched, then the highest rated.
import type { RaceSummary } from '@patience-race/protocol'
import { formatOf } from '../races/formats/formats.js'

/** The best rating among a race's racers (bots and unrated players count as unrated). */
export type TopRating = (race: RaceSummary) => Promise<number>

export async function featuredRace(
  live: RaceSummary[],
  topRating: TopRating,
  skip?: string,
): Promise<RaceSummary | null> {
  // Races of a format not listed (an arena's groups) are not picked here: TV's arena fallback
  // picks the leader's race, for a viewer who may watch it (NOT_WHILE_RACING, docs/arena.md).
  const watchable = live.filter(
    (r) => r.spectatorsAllowed && formatOf(r).listed && r.raceId !== skip,
  )
  if (watchable.length === 0) return null
  const rank = (r: RaceSummary) => (formatOf(r).featured ? 1 : 0)
  watchable.sort((a, b) => rank(b) - rank(a) || b.spectators - a.spectators)
  const first = watchable[0]!
  // Ratings only break a tie: look them up for the races level with the first.
  const level = watchable.filter(
    (r) => rank(r) === rank(first) && r.spectators === first.spectators,
  )
  if (level.length === 1) return first
  const rated = await Promise.all(level.map(async (race) => ({ race, top: await topRating(race) })))
  rated.sort((a, b) => b.top - a.top)
  return rated[0]!.race
}
