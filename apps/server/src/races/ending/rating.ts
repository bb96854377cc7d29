// Glicko-2 (the glicko2 library) after each ranked race: one rating period per race, the two
// seats as opponents, a rating per game and variant. lichess's parameters (rating 1500, RD 500,
// volatility 0.09, τ 0.75); a rating is provisional while its RD is 110 or more. Bots have
// measured ratings per variant (bot-ratings.ts) and are never updated.
import type { GameId } from '@patience-race/engine'
import glicko2 from 'glicko2'
import { botRating } from '../seats/bot-ratings.js'
import { botStrengthOf } from '../seats/bots.js'
import type { RatingRecord } from '../records.js'

const SETTINGS = { tau: 0.75, rating: 1500, rd: 500, vol: 0.09 }
/** lichess: a rating whose deviation is this high or more is shown with "?". */
export const PROVISIONAL_RD = 110

export function isProvisional(rd: number): boolean {
  return rd >= PROVISIONAL_RD
}

/** A human seat's rating before and after the race. */
export interface RatingChange {
  playerId: string
  before: number
  after: number
  provisional: boolean
}
const BOT_RD = 50

export interface RatedSeat {
  playerId: string
  /** 1 a win, 0.5 a tie, 0 a loss. */
  score: number
}

/** New ratings of the (human) players of a two-seat ranked race. */
export function rateRace(
  game: GameId,
  variant: string,
  seats: [RatedSeat, RatedSeat],
  current: RatingRecord[],
): RatingRecord[] {
  const ranking = new glicko2.Glicko2(SETTINGS)
  const known = new Map(current.map((r) => [r.playerId, r]))
  const [first, second] = seats.map((seat) => {
    const bot = botStrengthOf(seat.playerId)
    if (bot) return ranking.makePlayer(botRating(game, variant, bot), BOT_RD, SETTINGS.vol)
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
      variant,
      rating: player.getRating(),
      rd: player.getRd(),
      volatility: player.getVol(),
      races: (known.get(seat.playerId)?.races ?? 0) + 1,
    })
  })
  return updated
}

/** A player's rating before a race: as stored, or the starting rating when never rated. */
export function currentRating(current: RatingRecord[], playerId: string): number {
  return current.find((r) => r.playerId === playerId)?.rating ?? SETTINGS.rating
}

/** What each rated player sees after the race: "1512 → 1528 (+16)", "?" while provisional. */
export function ratingChanges(current: RatingRecord[], updated: RatingRecord[]): RatingChange[] {
  return updated.map((r) => ({
    playerId: r.playerId,
    before: Math.round(currentRating(current, r.playerId)),
    after: Math.round(r.rating),
    provisional: isProvisional(r.rd),
  }))
}

/** A seat's rating before a race, as shown beside its name ("1500?" while provisional). */
export interface SeatRatingNow {
  rating: number
  provisional: boolean
}

/** A seat's current rating: a bot's measured one, a person's stored one or the start. */
export function ratingNow(
  game: GameId,
  variant: string,
  playerId: string,
  current: RatingRecord[],
): SeatRatingNow {
  const bot = botStrengthOf(playerId)
  if (bot) return { rating: Math.round(botRating(game, variant, bot)), provisional: false }
  const rated = current.find((r) => r.playerId === playerId)
  return {
    rating: Math.round(rated?.rating ?? SETTINGS.rating),
    provisional: isProvisional(rated?.rd ?? SETTINGS.rd),
  }
}

/** What a racer stands to gain or lose, as rateRace would change its rating ("win +8"). */
export interface Stakes {
  win: number
  draw: number
  lose: number
}

/**
 * Each human seat's stakes in a two-seat ranked race, before the start (lichess shows them):
 * rateRace run for a win, a tie and a loss of the first seat, each seat's change rounded as the
 * results show it (ratingChanges). Bots are never updated, so they have none.
 */
export function raceStakes(
  game: GameId,
  variant: string,
  playerIds: [string, string],
  current: RatingRecord[],
): Map<string, Stakes> {
  const change = (firstScore: number) => {
    const seats: [RatedSeat, RatedSeat] = [
      { playerId: playerIds[0], score: firstScore },
      { playerId: playerIds[1], score: 1 - firstScore },
    ]
    const changes = ratingChanges(current, rateRace(game, variant, seats, current))
    return new Map(changes.map((c) => [c.playerId, c.after - c.before]))
  }
  const [firstWins, tie, secondWins] = [change(1), change(0.5), change(0)]
  const stakes = new Map<string, Stakes>()
  playerIds.forEach((id, i) => {
    const win = (i === 0 ? firstWins : secondWins).get(id)
    const lose = (i === 0 ? secondWins : firstWins).get(id)
    const draw = tie.get(id)
    if (win !== undefined && lose !== undefined && draw !== undefined)
      stakes.set(id, { win, draw, lose })
  })
  return stakes
}
