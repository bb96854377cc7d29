// The race this browser's player is still racing, found in the list of live races: the lobby's
// "back to it" link after the player left the race page.
import type { RaceSummary } from '@patience-race/protocol'

/** The first live race with `playerId` seated and still playing (not stuck, resigned or done). */
export function ownLiveRace(
  races: readonly RaceSummary[],
  playerId: string | null | undefined,
): RaceSummary | undefined {
  if (!playerId) return undefined
  return races.find(
    (race) =>
      race.status === 'live' &&
      race.players.some((p) => p.player.id === playerId && p.status === 'playing'),
  )
}
