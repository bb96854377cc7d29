// How a rating reads everywhere (profile, boards, queue, waiting room, race header): "1512",
// or "1512?" while provisional (lichess), and what a result would change it by.
import type { RatingStakes } from '@patience-race/protocol'

export const PROVISIONAL_TITLE = 'provisional: few ranked races yet'

export function ratingText(r: { rating: number; provisional: boolean }): string {
  return `${Math.round(r.rating)}${r.provisional ? '?' : ''}`
}

/** "+8", "−8" (a true minus sign), "±0". */
export function signedChange(n: number): string {
  if (n === 0) return '±0'
  return n > 0 ? `+${n}` : `−${-n}`
}

/** "win +8 · tie ±0 · lose −8": what the race's result would change the rating by. */
export function stakesText(s: RatingStakes): string {
  return `win ${signedChange(s.win)} · tie ${signedChange(s.draw)} · lose ${signedChange(s.lose)}`
}
