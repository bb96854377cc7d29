// Ghosts as players: a recorded run (one seat of a finished race) raced again by someone else.
// Its player id names the run it replays; how it plays is ghosts/ghost-runner.ts.
import type { PlayerRecord } from '../records.js'

const PREFIX = 'ghost:'

/** The player that replays seat `seat` of race `raceId`, named after the one who played it. */
export function ghostPlayer(raceId: string, seat: number, name: string): PlayerRecord {
  return { id: `${PREFIX}${raceId}:${seat}`, name: `${name}'s run` }
}

/** The recorded run a ghost player replays, or null for anyone else. */
export function ghostRunOf(playerId: string): { raceId: string; seat: number } | null {
  if (!playerId.startsWith(PREFIX)) return null
  const rest = playerId.slice(PREFIX.length)
  const colon = rest.lastIndexOf(':')
  const seat = Number(rest.slice(colon + 1))
  if (colon <= 0 || !Number.isInteger(seat)) return null
  return { raceId: rest.slice(0, colon), seat }
}
