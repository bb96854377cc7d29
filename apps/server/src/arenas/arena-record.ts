// A player's arena record for their page (docs/arena.md): finished arenas entered, the best
// final place among them and how many ended on the podium (places 1–3).
import type { ArenaStore } from './arena-store.js'
import type { FinalPlace } from './arena-rows.js'
import { standingsOf } from './arena-standings.js'

export interface ArenaRecord {
  played: number
  bestPlace: number
  podiums: number
}

/**
 * Null when the player has finished no arena. Reads the places stored at each finish; an arena
 * finished without them (before they were stored) is scored once and its places stored.
 */
export async function arenaRecord(
  store: ArenaStore,
  playerId: string,
): Promise<ArenaRecord | null> {
  const arenas = await store.finishedOf(playerId)
  const places: number[] = []
  for (const a of arenas) {
    const place =
      a.place ??
      (await storeFinalPlaces(store, a.id, a.rounds)).find((p) => p.playerId === playerId)?.place
    if (place !== undefined) places.push(place)
  }
  if (places.length === 0) return null
  return {
    played: places.length,
    bestPlace: Math.min(...places),
    podiums: places.filter((p) => p <= 3).length,
  }
}

/** Scores a finished arena's final standings and stores every entrant's place; returns them. */
export async function storeFinalPlaces(
  store: ArenaStore,
  arenaId: string,
  rounds: number,
): Promise<FinalPlace[]> {
  const [entrants, results] = await Promise.all([store.entrants(arenaId), store.results(arenaId)])
  const places = standingsOf(entrants, results, rounds).map(({ playerId, place }) => ({
    playerId,
    place,
  }))
  await store.setPlaces(arenaId, places)
  return places
}
