// Saratoga's stock folded into its waste plays (the "K+" idea of Klondike solvers): draws and
// redeals only matter through the card they bring to the waste top, so the search takes "bring
// card i of the cycle to the top and play it there" as one step, and never a bare draw.
import { rulesFor } from '../../games/index.js'
import type { GameState, Move } from '../../types.js'

/**
 * For every card that draws and redeals can bring to the waste top (rules 2.6), by the fewest
 * such actions: the actions, then each play of that card from the waste. Two passes over the
 * cycle reach every position: after a redeal the groups of three always start afresh.
 */
export function stockSteps(state: GameState): Move[][] {
  const rules = rulesFor('saratoga')
  const steps: Move[][] = []
  const reached = new Set<number>()
  const actions: Move[] = []
  let current = state
  let redeals = 0
  for (;;) {
    const waste = current.piles.waste ?? []
    if (waste.length > 0 && !reached.has(waste.length)) {
      reached.add(waste.length)
      for (const move of rules.legalMoves(current)) {
        if ('from' in move && move.from === 'waste') steps.push([...actions, move])
      }
    }
    const stock = current.piles.stock ?? []
    const action: Move | null =
      stock.length > 0 ? { action: 'draw' } : waste.length > 0 ? { action: 'redeal' } : null
    if (action === null) break
    if (action.action === 'redeal' && ++redeals > 2) break
    const result = rules.apply(current, action)
    if (!result.ok) break
    current = result.state
    actions.push(action)
  }
  return steps
}
