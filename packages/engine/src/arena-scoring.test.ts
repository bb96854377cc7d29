// Duplicate scoring (issue 42): matchpoints against every entrant of a round, ties, leavers, late
// joiners, and the standings' order and shared places.
import { describe, expect, it } from 'vitest'
import { arenaStandings, roundMatchpoints, type RoundResult } from './arena-scoring.js'
import { raceOutcome } from './race-outcome.js'

const r = (entrant: string, foundation: number, foundationAt?: number): RoundResult =>
  foundationAt === undefined ? { entrant, foundation } : { entrant, foundation, foundationAt }

const points = (results: RoundResult[]) =>
  Object.fromEntries(roundMatchpoints(results).map((s) => [s.entrant, s.points]))

describe('roundMatchpoints', () => {
  it('gives 2 for each entrant beaten, by cards and then by who got there first', () => {
    expect(points([r('ann', 30, 5000), r('bob', 52, 9000), r('cy', 30, 4000)])).toEqual({
      bob: 4,
      cy: 2,
      ann: 0,
    })
  })

  it('gives 1 for each tie: the same count reached at the same time, or with no time known', () => {
    expect(points([r('ann', 20, 3000), r('bob', 20, 3000), r('cy', 10, 1000)])).toEqual({
      ann: 3,
      bob: 3,
      cy: 0,
    })
    expect(points([r('ann', 20), r('bob', 20)])).toEqual({ ann: 1, bob: 1 })
  })

  it('compares across groups: 20 entrants in three groups are ranked as one field', () => {
    const field = Array.from({ length: 20 }, (_, i) => r(`e${i}`, i, 1000))
    const scores = points(field)
    expect(scores.e19).toBe(38)
    expect(scores.e0).toBe(0)
    expect(scores.e10).toBe(20)
  })

  it('hands out exactly n(n−1) points in a round of n, ties or not', () => {
    for (const n of [1, 2, 3, 8, 9, 50]) {
      const field = Array.from({ length: n }, (_, i) => r(`e${i}`, (i * 7) % 5, (i * 3) % 4))
      const total = roundMatchpoints(field).reduce((sum, s) => sum + s.points, 0)
      expect(total).toBe(n * (n - 1))
    }
  })

  it('places a leaver after everyone who stayed, whatever their cards', () => {
    const results = [{ ...r('quit', 40, 1000), forfeit: true }, r('ann', 3, 9000), r('bob', 2, 100)]
    expect(points(results)).toEqual({ ann: 4, bob: 2, quit: 0 })
  })
})

describe('arenaStandings', () => {
  it('sums points over rounds, breaks ties by total cards, and shares a place when both are equal', () => {
    const rounds = [
      [r('ann', 52, 100), r('bob', 30, 100), r('cy', 30, 100)],
      [r('ann', 10, 100), r('bob', 40, 100), r('cy', 40, 100)],
    ]
    // ann 4 + 0 = 4 points, 62 cards; bob and cy 1 + 3 = 4 points, 70 cards each.
    expect(arenaStandings(['ann', 'bob', 'cy'], rounds)).toEqual([
      { entrant: 'bob', points: 4, cards: 70, place: 1 },
      { entrant: 'cy', points: 4, cards: 70, place: 1 },
      { entrant: 'ann', points: 4, cards: 62, place: 3 },
    ])
  })

  it('scores a late joiner 0 for the rounds missed, and lists an entrant with no round yet', () => {
    const rounds = [
      [r('ann', 20, 100), r('bob', 10, 100)],
      [r('ann', 20, 100), r('bob', 10, 100), r('late', 52, 100)],
    ]
    expect(arenaStandings(['ann', 'bob', 'late', 'new'], rounds)).toEqual([
      // Equal points: the tie-break is cards, so the late joiner's one round of 52 comes first.
      { entrant: 'late', points: 4, cards: 52, place: 1 },
      { entrant: 'ann', points: 4, cards: 40, place: 2 },
      { entrant: 'bob', points: 0, cards: 20, place: 3 },
      { entrant: 'new', points: 0, cards: 0, place: 4 },
    ])
  })

  it('gives a round of hundreds with many ties the points of comparing every pair', () => {
    // A fixed pseudo-random round: 400 entrants over few card counts and times, some leavers.
    let x = 7
    const next = (n: number) => ((x = (x * 48271) % 2147483647), x % n)
    const round = Array.from({ length: 400 }, (_, i) => ({
      ...r(`e${i}`, next(6) * 4, next(3) * 1000),
      ...(next(10) === 0 ? { forfeit: true } : {}),
    }))
    const { places } = raceOutcome(round.map(({ entrant: _, ...e }, seat) => ({ seat, ...e })))
    const pairwise = places.map((mine, i) =>
      places.reduce(
        (sum, other, j) => sum + (j === i ? 0 : other > mine ? 2 : other === mine ? 1 : 0),
        0,
      ),
    )
    const scores = roundMatchpoints(round)
    expect(scores.map((s) => s.points)).toEqual(pairwise)
    expect(scores.reduce((sum, s) => sum + s.points, 0)).toBe(400 * 399)
  })
})
