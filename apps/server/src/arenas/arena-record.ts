// A player's arena record for their page (docs/arena.md): finished arenas entered, the best
// final place among them and how many ended on the podium (places 1–3).
import type { ArenaStore } from './arena-store.js'
import { standingsOf } from './arena-standings.js'

export interface ArenaRecord {
  played: number
  bestPlace: number
  podiums: number
}

/** Null when the player has finished no arena. */
export async function arenaRecord(
  store: ArenaStore,
  playerId: string,
): Promise<ArenaRecord | null> {
  const arenas = await store.finishedOf(playerId)
  const places: number[] = []
  for (const a of arenas) {
    const [entrants, results] = await Promise.all([store.entrants(a.id), store.results(a.id)])
    const own = standingsOf(entrants, results, a.rounds).find((s) => s.playerId === playerId)
    if (own) places.push(own.place)
  }
  if (places.length === 0) return null
  return {
    played: places.length,
    bestPlace: Math.min(...places),
    podiums: places.filter((p) => p <= 3).length,
  }
}
