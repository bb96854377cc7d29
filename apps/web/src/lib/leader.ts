// Who leads a race while it runs: the one racer with the most cards on the foundations.
import type { RacePlayer } from '@patience-race/protocol'

/** What the lead is read from: a seat and its cards up (a RacePlayer, or a replay's racer). */
type Standing = Pick<RacePlayer, 'seat'> & { progress: Pick<RacePlayer['progress'], 'foundation'> }

/** The leading racer's seat; null while nobody has a card up or the top count is shared. */
export function leaderSeat(players: readonly Standing[]): number | null {
  let best: Standing | null = null
  let shared = false
  for (const p of players) {
    const up = p.progress.foundation
    if (!best || up > best.progress.foundation) {
      best = p
      shared = false
    } else if (up === best.progress.foundation) shared = true
  }
  return best && !shared && best.progress.foundation > 0 ? best.seat : null
}
