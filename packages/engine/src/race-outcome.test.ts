// The outcome rule (rules §5): places, winner and reason for races of 1 to 8 seats.
import { describe, expect, it } from 'vitest'
import { raceOutcome, type RaceStanding } from './race-outcome.js'

const seat = (seat: number, foundation: number, foundationAt?: number): RaceStanding =>
  foundationAt === undefined ? { seat, foundation } : { seat, foundation, foundationAt }

describe('raceOutcome (rules 5.1–5.5)', () => {
  it('5.1 more cards on the foundations wins, whenever they went up', () => {
    expect(raceOutcome([seat(0, 20, 9000), seat(1, 18, 1000)])).toEqual({
      places: [1, 2],
      winner: 0,
      reason: 'more-cards',
    })
    expect(raceOutcome([seat(0, 5, 100), seat(1, 6, 9000)])).toEqual({
      places: [2, 1],
      winner: 1,
      reason: 'more-cards',
    })
  })

  it('5.2 on equal counts, whoever reached that count first wins', () => {
    expect(raceOutcome([seat(0, 2, 5000), seat(1, 2, 4000)])).toEqual({
      places: [2, 1],
      winner: 1,
      reason: 'first-to-count',
    })
  })

  it('5.3 equal counts reached at the same time, or with no time known, are a tie', () => {
    expect(raceOutcome([seat(0, 0, 0), seat(1, 0, 0)])).toEqual({
      places: [1, 1],
      winner: null,
      reason: 'tie',
    })
    expect(raceOutcome([seat(0, 7), seat(1, 7, 1500)])).toEqual({
      places: [1, 1],
      winner: null,
      reason: 'tie',
    })
  })

  it('places N seats, ties sharing a place and the next place skipped', () => {
    const outcome = raceOutcome([
      seat(3, 10, 800),
      seat(5, 30, 2000),
      seat(0, 10, 800),
      seat(1, 10, 500),
      seat(7, 0, 0),
      seat(2, 52, 9000),
      seat(4, 30, 2000),
      seat(6, 1, 10),
    ])
    expect(outcome.places).toEqual([5, 2, 5, 4, 8, 1, 2, 7])
    expect(outcome.winner).toBe(2)
    expect(outcome.reason).toBe('more-cards')
  })

  it('a shared first place among many seats has no winner', () => {
    const outcome = raceOutcome([seat(0, 9, 100), seat(1, 9, 100), seat(2, 9, 100), seat(3, 4, 1)])
    expect(outcome).toEqual({ places: [1, 1, 1, 4], winner: null, reason: 'tie' })
  })

  it('one seat wins alone; no seats, no winner', () => {
    expect(raceOutcome([seat(4, 0)])).toEqual({ places: [1], winner: 4, reason: 'alone' })
    expect(raceOutcome([])).toEqual({ places: [], winner: null, reason: 'tie' })
  })

  it('the order the seats are given in changes nothing but the order of places', () => {
    const seats = [seat(0, 3, 700), seat(1, 3, 600), seat(2, 1, 50)]
    const forward = raceOutcome(seats)
    const backward = raceOutcome([...seats].reverse())
    expect(backward.places).toEqual([...forward.places].reverse())
    expect(backward.winner).toBe(forward.winner)
    expect(backward.reason).toBe(forward.reason)
  })

  it('5.5 a seat that forfeited (left the race) places after every other, whatever its count', () => {
    const outcome = raceOutcome([
      { seat: 0, foundation: 30, foundationAt: 100, forfeit: true },
      { seat: 1, foundation: 4, foundationAt: 900 },
      { seat: 2, foundation: 9, foundationAt: 500 },
    ])
    expect(outcome.places).toEqual([3, 2, 1])
    expect(outcome.winner).toBe(2)
    expect(
      raceOutcome([
        { seat: 0, foundation: 30, forfeit: true },
        { seat: 1, foundation: 4 },
      ]),
    ).toEqual({ places: [2, 1], winner: 1, reason: 'forfeit' })
  })
})
