// Presence (issue 12.6): whether a racer has the race open, from the server's `online` and
// `offlineSince` on every RacePlayer. Away time counts up on the server-corrected clock.
import type { RacePlayer } from '@patience-race/protocol'
import { clock } from './clock.js'

export type Presence =
  | { online: true }
  /** `awayMs` is null when the seat has had no socket yet (no `offlineSince`). */
  | { online: false; awayMs: number | null }

/** The racer's presence at server time `serverNow` (ms), or null when the server did not say. */
export function presenceOf(player: RacePlayer, serverNow: number): Presence | null {
  if (player.online === undefined) return null
  if (player.online) return { online: true }
  const since = player.offlineSince ? Date.parse(player.offlineSince) : NaN
  return { online: false, awayMs: Number.isNaN(since) ? null : Math.max(0, serverNow - since) }
}

/** m:ss, counting whole seconds. */
export const awayClock = clock

/**
 * "online", "disconnected 0:19", or "offline" for a seat that never connected; "in the
 * rematch" for a racer gone to the rematch of this race (not lost: playing the next one).
 */
export function presenceText(presence: Presence, inRematch = false): string {
  if (presence.online) return 'online'
  if (inRematch) return 'in the rematch'
  return presence.awayMs === null ? 'offline' : `disconnected ${awayClock(presence.awayMs)}`
}
