// A finished race's rematch, as on lichess: an offer the other racers accept (by asking too) or
// decline; a bot accepts at once. When every racer it waits for has asked, the new race is made
// once and the room told (spectators are offered to follow, not moved). In a race of more than
// two, one racer saying no leaves the others' rematch standing without them.
import { ok, type RematchOk, type Reply } from '@patience-race/protocol'
import { isServerPlayer } from '../seats/bots.js'
import type { Broadcaster } from '../ports.js'
import type { PlayerRecord } from '../records.js'
import type { Seat } from '../seats/race-seat.js'

export interface RematchHost {
  readonly raceId: string
  readonly seatCount: number
  seats(): Iterable<Seat>
  online(seat: number): boolean
  broadcaster: Broadcaster
  /** Makes the new race (the registry's): its id. */
  create(): Promise<string>
  failed(error: unknown): void
}

export class RematchOffers {
  /** The rematch's id once it exists (stored with the race: it survives a restart). */
  id: string | null = null
  /** Seats that asked (an offer until every racer has). */
  private readonly offers = new Set<number>()
  /** Seats of a race of more than two that said no. */
  private readonly declines = new Set<number>()
  private making: Promise<string> | null = null

  constructor(private readonly host: RematchHost) {}

  /** The lowest seat whose offer waits for the other racers, if any. */
  openOfferBy(): number | null {
    if (this.id || this.offers.size === 0) return null
    return Math.min(...this.offers)
  }

  /** A racer of the finished race asks: an offer, or the rematch once everyone has asked. */
  async ask(seat: Seat): Promise<Reply<RematchOk>> {
    if (this.id) return ok({ rematchId: this.id })
    const isNew = !this.offers.has(seat.index)
    this.offers.add(seat.index)
    this.declines.delete(seat.index)
    if (this.waitsFor().length > 0) {
      if (isNew)
        this.host.broadcaster.toRace(this.host.raceId, 'race:rematch-offer', {
          raceId: this.host.raceId,
          seat: seat.index,
        })
      return ok({ offered: true })
    }
    return ok({ rematchId: await this.make() })
  }

  /** A racer declines: a duel's offer is withdrawn; in a race of more, they are left out. */
  decline(seat: Seat): Reply {
    if (this.id || this.offers.size === 0) return ok({})
    this.host.broadcaster.toRace(this.host.raceId, 'race:rematch-declined', {
      raceId: this.host.raceId,
      seat: seat.index,
    })
    if (this.host.seatCount <= 2) {
      this.offers.clear()
      return ok({})
    }
    this.offers.delete(seat.index)
    this.declines.add(seat.index)
    if (this.offers.size > 0 && this.waitsFor().length === 0)
      this.make().catch((error: unknown) => this.host.failed(error))
    return ok({})
  }

  /** Who races the rematch, in seat order: those who accepted, and the server's players. */
  players(): PlayerRecord[] {
    return [...this.host.seats()]
      .filter((s) => this.offers.has(s.index) || isServerPlayer(s.player.id))
      .sort((a, b) => a.index - b.index)
      .map((s) => s.player)
  }

  /**
   * The racers whose answer the rematch waits for: every person who has not accepted; in a race
   * of more than two, only those still here (the offer goes to everyone who is still there).
   */
  private waitsFor(): Seat[] {
    const many = this.host.seatCount > 2
    return [...this.host.seats()].filter(
      (s) =>
        !this.offers.has(s.index) &&
        !isServerPlayer(s.player.id) &&
        !(many && (this.declines.has(s.index) || !this.host.online(s.index))),
    )
  }

  private make(): Promise<string> {
    if (!this.making) {
      this.making = this.host.create().then(
        (id) => {
          this.id = id
          this.host.broadcaster.toRace(this.host.raceId, 'race:rematch', {
            raceId: this.host.raceId,
            rematchId: id,
          })
          return id
        },
        (error: unknown) => {
          this.making = null
          throw error
        },
      )
    }
    return this.making
  }
}
