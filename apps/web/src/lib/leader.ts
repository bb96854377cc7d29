// Who leads a race while it runs: the one racer with the most cards on the foundations.
import type { RacePlayer } from '@patience-race/protocol'

/** The leading racer's seat; null while nobody has a card up or the top count is shared. */
export function leaderSeat(players: readonly RacePlayer[]): number | null {
  let best: RacePlayer | null = null
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
