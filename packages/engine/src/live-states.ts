// The states a live game hands out (`LiveGame.state`): made only when asked, and each shares
// with the one before it every pile no move has changed since (a state, once made, is never
// changed, while the live game's own pile arrays change in place).
import type { Card, GameState } from './types.js'

type PileArrays<Id extends string> = { [K in Id]?: Card[] }

export class MadeStates<Id extends string, P extends PileArrays<Id>> {
  private made: GameState | null
  private madePiles: P
  private readonly changed = new Set<Id>()

  /**
   * `copy` gives a new record of the same pile arrays; `make` the state of the live position
   * with these piles.
   */
  constructor(
    start: GameState,
    startPiles: P,
    private readonly copy: (piles: P) => P,
    private readonly make: (piles: P) => GameState,
  ) {
    this.made = start
    this.madePiles = startPiles
  }

  /** A move changed these piles: the next state made copies them. */
  moved(ids: Iterable<Id>): void {
    for (const id of ids) this.changed.add(id)
    this.made = null
  }

  /** The state now, `live` being the live game's own pile arrays. */
  state(live: P): GameState {
    if (!this.made) {
      const piles = this.copy(this.madePiles)
      for (const id of this.changed) (piles as PileArrays<Id>)[id] = live[id]?.slice()
      this.changed.clear()
      this.madePiles = piles
      this.made = this.make(piles)
    }
    return this.made
  }
}
