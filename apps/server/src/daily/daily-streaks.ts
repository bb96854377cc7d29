// Days in a row with a daily played (any game), and with one won (cleared). A streak still
// counts today if today's daily is not played yet: it breaks only once a whole day is missed.
import type { DailyStreaks } from '@patience-race/protocol'

const DAY_MS = 86_400_000

function previous(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10)
}

function runs(days: Set<string>, today: string): { current: number; best: number } {
  let best = 0
  for (const day of days) {
    if (days.has(previous(day))) continue
    let length = 0
    let at = day
    while (days.has(at)) {
      length++
      at = new Date(Date.parse(`${at}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10)
    }
    best = Math.max(best, length)
  }
  let current = 0
  let at = days.has(today) ? today : previous(today)
  while (days.has(at)) {
    current++
    at = previous(at)
  }
  return { current, best }
}

export function streaks(
  results: Array<{ date: string; won: boolean }>,
  today: string,
): DailyStreaks {
  const played = new Set(results.map((r) => r.date))
  const won = new Set(results.filter((r) => r.won).map((r) => r.date))
  const p = runs(played, today)
  const w = runs(won, today)
  return {
    played: results.length,
    won: results.filter((r) => r.won).length,
    streak: p.current,
    bestStreak: p.best,
    wonStreak: w.current,
    bestWonStreak: w.best,
  }
}
