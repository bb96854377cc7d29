import type { LeaderboardKind, RaceSummary } from '@patience-race/protocol'

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

type Kind = RaceSummary['kind'] | null | undefined

export const isRanked = (kind: Kind): boolean => kind === 'ranked'
export const isFriendRace = (kind: Kind): boolean => kind === 'friend'
/** Today's daily deal (one attempt). */
export const isDaily = (kind: Kind): boolean => kind === 'daily'
/** A past day's deal played again. */
export const isPractice = (kind: Kind): boolean => kind === 'practice'
/** One seat against the clock: the daily or its practice (no opponents, no reactions). */
export const isSolo = (kind: Kind): boolean => isDaily(kind) || isPractice(kind)

/** The ranked leaderboard (ratings shown), not the friend races' board. */
export const isRankedBoard = (kind: LeaderboardKind): boolean => kind === 'ranked'
