// Streaks on a player's page (issue 21): days in a row with a finished race, and races won in a
// row; each as it stands now and at its best. Days are UTC calendar days.
const DAY_MS = 24 * 60 * 60 * 1000

export interface Streak {
  current: number
  best: number
}

/** Days in a row with a finished race; the current run counts only if it reaches today or yesterday. */
export function dayStreak(finishedAt: readonly Date[], now: Date): Streak {
  const days = [...new Set(finishedAt.map((at) => Math.floor(at.getTime() / DAY_MS)))].sort(
    (a, b) => a - b,
  )
  let best = 0
  let run = 0
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1
    best = Math.max(best, run)
  }
  const today = Math.floor(now.getTime() / DAY_MS)
  const last = days.at(-1)
  const current = last !== undefined && today - last <= 1 ? run : 0
  return { current, best }
}

/** Races won in a row, oldest first; a race without an outcome (no opponent) neither counts nor breaks. */
export function winStreak(outcomes: readonly ('won' | 'lost' | 'tie' | undefined)[]): Streak {
  let best = 0
  let run = 0
  for (const outcome of outcomes) {
    if (outcome === undefined) continue
    run = outcome === 'won' ? run + 1 : 0
    best = Math.max(best, run)
  }
  return { current: run, best }
}
