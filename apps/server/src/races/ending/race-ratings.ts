// A ranked race's ratings before it ends: each racer's current rating in the race's game and
// variant and, for a person, what a win, a tie and a loss would change it by (rating.ts, the
// model that rates the result). Read from the store once the seats are known — a ranked race's
// seats never change — and shown in the summary and race:state (docs/protocol.md). Friend and
// other unrated races carry none.
import type { RatingRecord } from '../records.js'
import { raceStakes, ratingNow, type SeatRatingNow, type Stakes } from './rating.js'
import type { Seat } from '../seats/race-seat.js'
import { botStrengthOf } from '../seats/bots.js'

export interface SeatRatingFacts {
  rating: SeatRatingNow
  /** Absent for a bot: its rating never moves. */
  stakes?: Stakes
}

export class RaceRatings {
  private bySeat = new Map<number, SeatRatingFacts>()

  of(seat: Seat): SeatRatingFacts | undefined {
    return this.bySeat.get(seat.index)
  }

  get known(): boolean {
    return this.bySeat.size > 0
  }

  /** Works out every seat's rating and stakes from the players' current ratings. */
  set(
    game: Parameters<typeof ratingNow>[0],
    variant: string,
    seats: Seat[],
    current: RatingRecord[],
  ): void {
    const ids = seats.map((s) => s.player.id)
    const stakes =
      ids.length === 2 ? raceStakes(game, variant, [ids[0]!, ids[1]!], current) : new Map()
    this.bySeat = new Map(
      seats.map((seat) => {
        const id = seat.player.id
        const own = botStrengthOf(id) ? undefined : stakes.get(id)
        return [
          seat.index,
          { rating: ratingNow(game, variant, id, current), ...(own ? { stakes: own } : {}) },
        ]
      }),
    )
  }
}
