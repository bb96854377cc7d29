// Glicko-2 (the glicko2 library) after each ranked race: one rating period per race, the two
// seats as opponents. Bots have fixed ratings and are never updated.
import type { GameId } from '@patience-race/engine'
import glicko2 from 'glicko2'
import { BOT_RATINGS, botStrengthOf } from './bots.js'
import type { RatingRecord } from './ports.js'

const SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 }
const BOT_RD = 50

export interface RatedSeat {
  playerId: string
  /** 1 a win, 0.5 a tie, 0 a loss. */
  score: number
}

/** New ratings of the (human) players of a two-seat ranked race. */
export function rateRace(
  game: GameId,
  seats: [RatedSeat, RatedSeat],
  current: RatingRecord[],
): RatingRecord[] {
  const ranking = new glicko2.Glicko2(SETTINGS)
  const known = new Map(current.map((r) => [r.playerId, r]))
  const [first, second] = seats.map((seat) => {
    const bot = botStrengthOf(seat.playerId)
    if (bot) return ranking.makePlayer(BOT_RATINGS[bot], BOT_RD, SETTINGS.vol)
    const rated = known.get(seat.playerId)
    return rated
      ? ranking.makePlayer(rated.rating, rated.rd, rated.volatility)
      : ranking.makePlayer()
  })
  if (!first || !second) return []
  const players = [first, second]
  ranking.updateRatings([[first, second, seats[0].score]])
  const updated: RatingRecord[] = []
  seats.forEach((seat, i) => {
    if (botStrengthOf(seat.playerId)) return
    const player = players[i]!
    updated.push({
      playerId: seat.playerId,
      game,
      rating: player.getRating(),
      rd: player.getRd(),
      volatility: player.getVol(),
      races: (known.get(seat.playerId)?.races ?? 0) + 1,
    })
  })
  return updated
}
