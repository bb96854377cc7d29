// The daily's share card (Wordle-style): the number, the game, the result and the time, and a
// bar of squares for the share of the cards played up. No card names: nothing to spoil.
import { roundedClock } from '../clock.js'

export interface ShareFacts {
  number: number
  game: string
  foundation: number
  total: number
  won: boolean
  timeMs: number
  /** Where to play, if the text should say it. */
  url?: string
}

const CELLS = 10

export function shareCard(f: ShareFacts): string {
  const filled = f.won ? CELLS : Math.min(CELLS, Math.floor((CELLS * f.foundation) / f.total))
  const bar = '🟩'.repeat(filled) + '⬜'.repeat(CELLS - filled)
  const result = `${f.foundation}/${f.total}${f.won ? ' 🏆' : ''} in ${roundedClock(f.timeMs)}`
  const lines = [`Patience Race Daily #${f.number} · ${f.game}`, result, bar]
  if (f.url) lines.push(f.url)
  return lines.join('\n')
}
