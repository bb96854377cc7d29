// The order the engine's state holds the workspace and tableau piles in along a line of engine
// moves (rules 3.5; games/grandmas-game's deal-move.ts, reorder-move.ts, card-move.ts), cards as
// numbers. free-order.ts reads it to write a line's reorders and workspace indices without
// replaying the line through the engine's `apply`, which copies the state at every move and
// cost more than the search on most standard deals. Tests replay the lines through the engine.
import { GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { GameState } from '../../types.js'
import { numberOf } from './card-numbers.js'
import { rankOf } from './board.js'

export class EngineOrder {
  /** Tableau pile p, bottom first. */
  readonly tableau: number[][]
  /** The workspace, first card first. */
  workspace: number[]
  private home: number

  constructor(start: GameState) {
    this.tableau = GRANDMAS_TABLEAU_IDS.map((id) => (start.piles[id] ?? []).map(numberOf))
    this.workspace = (start.piles.workspace ?? []).map(numberOf)
    const home = start.workspaceHome
    this.home = home === null ? -1 : GRANDMAS_TABLEAU_IDS.indexOf(home as never)
  }

  /** DEAL of `card`: the workspace back on its home pile, the card's pile picked up with it. */
  deal(card: number): void {
    if (this.workspace.length > 0) this.tableau[this.home]!.push(...this.workspace)
    const target = rankOf(card) - 1
    this.workspace = this.tableau[target]!
    this.workspace.push(card)
    this.tableau[target] = []
    this.home = target
  }

  reorder(order: readonly number[]): void {
    this.workspace = order.map((i) => this.workspace[i]!)
  }

  /** Tableau pile p's top taken off; throws unless it is `card`. */
  takeTop(p: number, card: number): void {
    if (this.tableau[p]!.pop() !== card) throw refused(`tableau pile ${p + 1} does not show it`)
  }

  /** The workspace card at `index` taken out; throws unless it is `card`. */
  takeWorkspace(index: number, card: number): void {
    if (this.workspace[index] !== card)
      throw refused(`the workspace holds no such card at ${index}`)
    this.workspace.splice(index, 1)
  }
}

const refused = (why: string) => new Error(`solver: a line's move was refused: ${why}`)
