import { describe, expect, it } from 'vitest'
import {
  ordinal,
  placeMoves,
  placeText,
  standingsView,
  type StandingRow,
} from './standings-view.js'

function rows(n: number): StandingRow[] {
  return Array.from({ length: n }, (_, i) => ({
    playerId: `p${i + 1}`,
    name: `Racer ${i + 1}`,
    points: 2 * (n - i),
    cards: 52 - i,
    place: i + 1,
  }))
}

describe('the arena standings a player sees', () => {
  it('shows the top 20 and, further down, my own place under them', () => {
    const view = standingsView(rows(50), 'p37')
    expect(view.top.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(view.mine?.place).toBe(37)
    expect(view.hidden).toBe(29)
  })

  it('does not repeat my row when I am in the top 20', () => {
    const view = standingsView(rows(50), 'p3')
    expect(view.mine).toBeNull()
    expect(view.hidden).toBe(30)
  })

  it('a spectator (no entrant) sees the top only; a small arena shows everyone', () => {
    expect(standingsView(rows(50), null).mine).toBeNull()
    const small = standingsView(rows(5), 'p5')
    expect(small.top).toHaveLength(5)
    expect(small.hidden).toBe(0)
  })

  it('orders by place whatever order the rows came in; tied places keep points order', () => {
    const shuffled = [rows(4)[2]!, rows(4)[0]!, rows(4)[3]!, rows(4)[1]!]
    expect(standingsView(shuffled, null).top.map((r) => r.playerId)).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
    ])
  })

  it('says who moved up and who down between two standings', () => {
    const before = rows(3)
    const after = [
      { ...before[2]!, place: 1 },
      { ...before[0]!, place: 2 },
      { ...before[1]!, place: 3 },
    ]
    const moves = placeMoves(before, after)
    expect(moves.get('p3')).toBe(2)
    expect(moves.get('p1')).toBe(-1)
    expect(moves.get('p2')).toBe(-1)
  })

  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ])
  })

  it('says a place and its points in one line', () => {
    expect(placeText({ playerId: 'a', place: 1, points: 6 })).toBe('1st · 6 points')
    expect(placeText({ playerId: 'b', place: 2, points: 1 })).toBe('2nd · 1 point')
  })

  it('says "joint" when another entrant shares the place', () => {
    const rows = [
      { playerId: 'a', place: 1 },
      { playerId: 'b', place: 2 },
      { playerId: 'c', place: 2 },
    ]
    expect(placeText({ playerId: 'b', place: 2, points: 3 }, rows)).toBe('joint 2nd · 3 points')
    expect(placeText({ playerId: 'a', place: 1, points: 6 }, rows)).toBe('1st · 6 points')
  })
})
