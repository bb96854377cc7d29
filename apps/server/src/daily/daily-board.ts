// The daily board: accounts' results ranked by cards on the foundations, then time (equal
// results share a place), and where one result would stand on it.
import type { DailyRow } from '@patience-race/protocol'
import type { BoardResult } from './daily-store.js'

function better(a: BoardResult, b: BoardResult): boolean {
  return a.foundation > b.foundation || (a.foundation === b.foundation && a.timeMs < b.timeMs)
}

export function boardRows(results: BoardResult[]): DailyRow[] {
  const ranked = results
    .filter((r) => r.account)
    .sort(
      (a, b) =>
        b.foundation - a.foundation ||
        a.timeMs - b.timeMs ||
        a.finishedAt.getTime() - b.finishedAt.getTime(),
    )
  return ranked.map((r) => ({
    place: 1 + ranked.filter((other) => better(other, r)).length,
    player: r.player,
    foundation: r.foundation,
    total: r.total,
    won: r.won,
    timeMs: r.timeMs,
    raceId: r.raceId,
  }))
}

/** Place on the board (a guest's: where it would be), and the share of the others it beat. */
export function standing(
  mine: BoardResult,
  results: BoardResult[],
): { place: number; percentile: number } {
  const others = results.filter((r) => r.account && r.raceId !== mine.raceId)
  const place = 1 + others.filter((r) => better(r, mine)).length
  const beaten = others.filter((r) => better(mine, r)).length
  const percentile = others.length === 0 ? 100 : Math.round((100 * beaten) / others.length)
  return { place, percentile }
}
