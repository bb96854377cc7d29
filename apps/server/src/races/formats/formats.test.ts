// Each format's answers to the questions the race core asks, one row a format; every kind the
// wire knows has one.
import { raceKindSchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FORMAT, formatOf, kindsWhere } from './formats.js'

// kind: seats, listed, watchable, seed at finish, secret seed, rated, featured, keeps a waiting seat,
// invites go stale, rematch, board, day's attempt, deals a daily deal, starts at once.
// prettier-ignore
const expected = {
  friend: ['open', true, true, true, false, false, false, 'creator-alone', true, 'friend new deal', 'casual', false, false, false],
  ranked: ['paired', true, true, true, true, true, true, 'never', false, 'friend new deal', 'ranked', false, false, false],
  ghost: ['open', true, true, true, false, false, false, 'never', false, 'ghost same deal', 'casual', false, false, false],
  daily: ['open', false, false, false, false, false, false, 'always', false, 'none', 'daily', true, true, false],
  arena: ['paired', false, true, false, true, false, false, 'never', false, 'none', null, false, false, true],
  practice: ['open', true, true, true, false, false, false, 'always', false, 'none', null, false, true, false],
}

describe('race formats', () => {
  it.each(raceKindSchema.options)('%s answers as its row says', (kind) => {
    const f = formatOf(kind)
    expect(f.kind).toBe(kind)
    const rematch = f.rematch
      ? `${f.rematch.kind} ${f.rematch.sameDeal ? 'same deal' : 'new deal'}`
      : 'none'
    expect([
      f.seats,
      f.listed,
      f.watchable,
      f.seedAtFinish,
      f.secretSeed,
      f.rated,
      f.featured,
      f.keepsWaitingSeat,
      f.invitesGoStale,
      rematch,
      f.board,
      f.dayAttempt,
      f.dealsADailyDeal,
      f.startsAtOnce,
    ]).toEqual(expected[kind])
  })

  it('has a row for every kind and no other', () => {
    expect(Object.keys(expected).sort()).toEqual([...raceKindSchema.options].sort())
  })

  it('lists the kinds whose format answers yes', () => {
    expect(kindsWhere((f) => f.board === 'casual').sort()).toEqual(['friend', 'ghost'])
    expect(kindsWhere((f) => f.rated)).toEqual(['ranked'])
  })

  it('reads the format of anything with a kind, and makes friend races by default', () => {
    expect(formatOf({ kind: 'ranked' }).rated).toBe(true)
    expect(DEFAULT_FORMAT.kind).toBe('friend')
  })
})
