// The relaxed Sir Tommy game of solver/sir-tommy/static-solve.ts (every card still to turn free),
// searched plainly: every play of a waste top or a free card, a table of the positions seen, no
// dominance. The reference its pruned search is checked against (static-solve.test.ts).
import type { Card, GameState } from '../types.js'

const RANK: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 }
const rankOf = (card: Card): number => RANK[card[0]!] ?? Number(card[0])

/** Whether every card can go up with the stock and pending cards free; null past `limit`. */
export function plainRelaxedWin(state: GameState, limit = 200_000): boolean | null {
  const cards = (id: string): Card[] => (state.piles as Record<string, Card[]>)[id] ?? []
  const piles = [1, 2, 3, 4].map((w) => cards(`waste-${w}`).map(rankOf))
  const up = Array<number>(14).fill(0)
  up[0] = 4
  for (let f = 1; f <= 4; f++) for (let r = 1; r <= cards(`foundation-${f}`).length; r++) up[r]!++
  const free = Array<number>(14).fill(0)
  for (const card of [...cards('stock'), ...cards('pending')]) free[rankOf(card)]!++
  const lens = piles.map((p) => p.length)
  const seen = new Set<string>()
  const fits = (r: number) => up[r - 1]! > up[r]!
  const search = (): boolean => {
    if (up.every((n) => n === 4)) return true
    const key = `${lens.join()}|${free.join()}`
    if (seen.has(key)) return false
    seen.add(key)
    if (seen.size > limit) throw new Error('limit')
    for (let r = 1; r <= 13; r++) {
      if (free[r]! === 0 || !fits(r)) continue
      free[r]!--
      up[r]!++
      const won = search()
      free[r]!++
      up[r]!--
      if (won) return true
    }
    for (let w = 0; w < 4; w++) {
      const r = piles[w]![lens[w]! - 1]
      if (r === undefined || lens[w] === 0 || !fits(r)) continue
      lens[w]!--
      up[r]!++
      const won = search()
      lens[w]!++
      up[r]!--
      if (won) return true
    }
    return false
  }
  try {
    return search()
  } catch {
    return null
  }
}
