// The lobby's "back to it" lines: which of the player's unfinished races each one says it is.
import { describe, expect, it } from 'vitest'
import { ownRaceAge, ownRaceLabel, ownRaceTestId } from './own-race.js'
import { ADA, ownRace as race } from '../fixtures/own-races.js'

describe('ownRaceLabel', () => {
  it("names a daily attempt by its game, whatever the race's status", () => {
    const daily = race({
      kind: 'daily',
      game: 'saratoga',
      seats: 1,
      players: [{ seat: 0, player: ADA }],
    })
    expect(ownRaceLabel({ ...daily, status: 'waiting' }, 'p1')).toBe(
      'Your daily attempt (Saratoga)',
    )
    expect(ownRaceLabel(daily, 'p1')).toBe('Your daily attempt (Saratoga)')
    expect(ownRaceTestId(daily)).toBe('own-race-daily')
    expect(ownRaceLabel({ ...daily, kind: 'practice' }, 'p1')).toBe(
      'Your practice daily (Saratoga)',
    )
  })

  it('says an invite waits for an opponent, or opponents, or for the seated to be ready', () => {
    const alone = race({ status: 'waiting', players: [{ seat: 0, player: ADA }] })
    expect(ownRaceLabel(alone, 'p1')).toBe('Your race is waiting for an opponent (Sir Tommy)')
    expect(ownRaceTestId(alone)).toBe('own-race-waiting')
    expect(ownRaceLabel({ ...alone, seats: 4 }, 'p1')).toBe(
      'Your race is waiting for opponents (Sir Tommy)',
    )
    expect(ownRaceLabel(race({ status: 'waiting' }), 'p1')).toBe(
      'Your race is waiting for everyone to be ready (Sir Tommy)',
    )
  })

  it('says a live race is in progress, against whom (test ids own-race as before)', () => {
    const live = race({ game: 'saratoga' })
    expect(ownRaceLabel(live, 'p1')).toBe('You have a race in progress against Grace (Saratoga)')
    expect(ownRaceTestId(live)).toBe('own-race')
    expect(ownRaceLabel(race({ status: 'countdown' }), 'p1')).toBe(
      'Your race is starting against Grace (Sir Tommy)',
    )
    const many = race({
      seats: 5,
      players: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((name, seat) => ({
        seat,
        player: { id: seat === 0 ? 'p1' : `x${seat}`, name },
      })),
    })
    expect(ownRaceLabel(many, 'p1')).toBe(
      'You have a race in progress against Bo, Cy and 2 more (Sir Tommy)',
    )
  })

  it("names the variant when it is not the game's default", () => {
    expect(ownRaceLabel(race({ variant: 'strategy' }), 'p1')).toMatch(/\(Sir Tommy · Strategy\)$/)
  })
})

describe('ownRaceAge', () => {
  it('tells two lines apart by when each race was made', () => {
    const made = race({ createdAt: '2026-03-01T10:00:00.000Z' })
    const at = (iso: string) => ownRaceAge(made, Date.parse(iso))
    expect(at('2026-03-01T10:00:30.000Z')).toBe('made just now')
    expect(at('2026-03-01T10:04:59.000Z')).toBe('made 4 min ago')
    expect(at('2026-03-01T12:30:00.000Z')).toBe('made 2 h ago')
  })
})
