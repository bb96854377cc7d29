// This racer's side of a rematch: offer one, accept the other's, or decline. The room's side
// (race:rematch-offer, -declined, race:rematch) is in race-reducer.ts; rematch.ts decides what
// the panel shows.
import type { RaceLink } from './race-link.js'
import type { RaceModel } from './race-model.svelte.js'

export class RematchAsk {
  readonly #model: RaceModel
  readonly #link: RaceLink
  readonly #onRematch: ((rematchId: string) => void) | undefined

  constructor(model: RaceModel, link: RaceLink, onRematch?: (rematchId: string) => void) {
    this.#model = model
    this.#link = link
    this.#onRematch = onRematch
  }

  /**
   * Offer a rematch, or accept the opponent's offer. An offer the other racer has not accepted
   * yet has no race (race:rematch brings it); accepting one (or racing a bot, which accepts at
   * once) answers with the new race, and this tab goes there.
   */
  async request(): Promise<void> {
    const model = this.#model
    model.askedRematch = true
    const accepting = model.rematchOfferBy !== null && model.rematchOfferBy !== model.seat
    if (accepting) model.rematchStarting = true
    const reply = await this.#link.act((t) => t.rematch(model.raceId))
    if (!reply.ok) {
      model.rematchStarting = false
      return
    }
    if (!reply.rematchId) {
      // Offered (the room's race:rematch-offer usually came first; this covers a lost one).
      model.rematchStarting = false
      if (reply.offered && model.seat !== null && model.rematchOfferBy === null) {
        model.rematchOfferBy = model.seat
        model.rematchDeclined = null
      }
      return
    }
    if (model.rematchId === reply.rematchId && model.rematchStarting) return // race:rematch did it
    model.rematchId = reply.rematchId
    model.rematchOfferBy = null
    model.rematchStarting = true
    this.#onRematch?.(reply.rematchId)
  }

  /** Decline the opponent's offer, or cancel one's own (the room hears race:rematch-declined). */
  async decline(): Promise<void> {
    this.#model.askedRematch = false
    await this.#link.act((t) => t.declineRematch(this.#model.raceId))
  }
}
