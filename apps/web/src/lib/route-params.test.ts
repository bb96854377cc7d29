import { describe, expect, it } from 'vitest'
import { paramsMatcher } from './route-params.js'
import { matchRoute } from './route-table.js'

describe('a route pattern', () => {
  it('names its params, decoded', () => {
    const race = paramsMatcher('/r/:raceId')
    expect(race('/r/abc')).toEqual({ raceId: 'abc' })
    expect(race('/r/abc/')).toEqual({ raceId: 'abc' })
    expect(paramsMatcher('/@/:username')('/@/Ada%20L')).toEqual({ username: 'Ada L' })
    expect(paramsMatcher('/daily/:game/:date')('/daily/saratoga/2026-12-05')).toEqual({
      game: 'saratoga',
      date: '2026-12-05',
    })
  })

  it('leaves an optional param out when the path has none', () => {
    const rules = paramsMatcher('/rules/:game?')
    expect(rules('/rules')).toEqual({})
    expect(rules('/rules/saratoga')).toEqual({ game: 'saratoga' })
  })

  it('matches the whole path only, and static segments literally', () => {
    const replay = paramsMatcher('/r/:raceId/replay')
    expect(replay('/r/abc')).toBeNull()
    expect(replay('/r/abc/replay/x')).toBeNull()
    expect(paramsMatcher('/r/:raceId')('/r/abc/replay')).toBeNull()
    expect(paramsMatcher('/tv')('/tvx')).toBeNull()
    expect(paramsMatcher('/')('/')).toEqual({})
  })
})

describe('the route table', () => {
  it('opens each page with its named params', () => {
    expect(matchRoute('/r/abc')).toMatchObject({ name: 'race', params: { raceId: 'abc' } })
    expect(matchRoute('/r/abc/replay')).toMatchObject({ name: 'replay', params: { raceId: 'abc' } })
    expect(matchRoute('/leaderboards')).toMatchObject({ name: 'leaderboard', params: {} })
    expect(matchRoute('/daily')).toMatchObject({ name: 'daily-archive' })
    expect(matchRoute('/')).toMatchObject({ name: 'lobby' })
    expect(matchRoute('/nowhere')).toBeNull()
  })
})
