// Which seed a daily deals (docs/daily.md): days before the cut-over, 2026-12-01, keep the
// version 1 seed (and deal) they were derived with, pinned here from the code before version 2;
// from that day on the seed is "v2:" and the same 32 HMAC hex digits, and deals with version 2.
import { createHash } from 'node:crypto'
import { shuffledDeck, shuffleVersion, type GameId } from '@patience-race/engine'
import { describe, expect, it } from 'vitest'
import { DailyDeals } from '../src/daily/daily-deals.js'

const SECRET = 'the-daily-secret-of-the-tests'
const clock = { now: () => Date.parse('2027-01-15T10:00:00.000Z') }
const deals = new DailyDeals(SECRET, clock)
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

// Derived by the code as it was before version 2 (commit e41b098), under SECRET.
const PAST: [GameId, string, string, string][] = [
  ['sir-tommy', '2026-11-26', 'bc3097737f4aa091a7172902966e5569', 'TD 4C 7D 3S JH 7H 8S TS KC TH'],
  ['saratoga', '2026-11-30', '04c2eb9d8cf694feeb009b8b4a0ea6fb', '5S 9C 8D AH 9H 4D 4H JD QS 3S'],
  [
    'grandmas-game',
    '2026-11-30',
    'd3eff95f6f7c00381ca006ad3b165b04',
    '6S 5D KD QC 9D 5H 8D 3D 6C 6H',
  ],
]

describe('daily seeds across the cut-over to shuffle version 2', () => {
  it.each(PAST)('%s on %s keeps its version 1 seed, hash and deal', (game, date, seed, first) => {
    const deal = deals.deal(game, date)!
    expect(deal.seed).toBe(seed)
    expect(deal.seedHash).toBe(sha256(seed))
    expect(shuffleVersion(deal.seed)).toBe(1)
    expect(shuffledDeck(game, deal.seed).slice(0, 10).join(' ')).toBe(first)
  })

  it('from the cut-over on, the same HMAC digits with "v2:", hashed whole, dealing version 2', () => {
    // Before version 2, sir-tommy on 2026-12-01 would have been this seed, dealing 4S 2D JH …
    const v1 = '506a56d20df9e460196b51c36ed15bac'
    const deal = deals.deal('sir-tommy', '2026-12-01')!
    expect(deal.seed).toBe(`v2:${v1}`)
    expect(deal.seedHash).toBe(sha256(`v2:${v1}`))
    expect(shuffleVersion(deal.seed)).toBe(2)
    // Version 2's deal of it (the engine README's algorithm, computed apart with Python).
    const deck = shuffledDeck('sir-tommy', deal.seed)
    expect(deck.slice(0, 10).join(' ')).toBe('5S 8S 3C 2H 6H 4S 5H AS 3S 7D')
    for (const date of ['2026-12-02', '2027-01-15'])
      for (const game of ['sir-tommy', 'saratoga', 'grandmas-game'] as const)
        expect(deals.deal(game, date)!.seed).toMatch(/^v2:[0-9a-f]{32}$/)
  })

  it('finds the day of a seed hash on both sides of the cut-over', () => {
    for (const date of ['2026-11-30', '2026-12-01', '2027-01-15']) {
      const { seedHash } = deals.deal('saratoga', date)!
      // A node that has not derived it yet (nothing cached) finds it too.
      expect(new DailyDeals(SECRET, clock).dateOf('saratoga', seedHash)).toBe(date)
    }
  })
})
