// Which opponents the ranked queue keeps a player from meeting again (docs/fair-play.md): the
// last one (no back-to-back ranked races between the same two, as lichess's pool avoids), and
// anyone already met PAIR_RACES_PER_DAY times in ranked races this UTC day. Either way the
// player waits for someone else, or the bot.

export const PAIR_RACES_PER_DAY = 3

/** Midnight UTC of the day `now` falls in. */
export function utcDayStart(now: number): Date {
  const day = new Date(now)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
}

/** `opponents`: the other racers of each of the player's ranked races today, newest first. */
export function opponentsToAvoid(opponents: string[][]): string[] {
  const avoid = new Set(opponents[0] ?? [])
  const met = new Map<string, number>()
  for (const race of opponents)
    for (const id of race) {
      const count = (met.get(id) ?? 0) + 1
      met.set(id, count)
      if (count >= PAIR_RACES_PER_DAY) avoid.add(id)
    }
  return [...avoid].filter((id) => !id.startsWith('bot:'))
}
