// The lobby's "back to your race" link: only a live race where this player still plays.
import { describe, expect, it } from 'vitest'
import type { RaceSummary } from '@patience-race/protocol'
import { fixtureSummary } from '../fixtures/views.js'
import { ownLiveRace } from './own-race.js'

function race(id: string, status: RaceSummary['status'], seat0Status = 'playing'): RaceSummary {
  const summary = fixtureSummary('sir-tommy', status)
  const [ada, grace] = summary.players
  return {
    ...summary,
    raceId: id,
    players: [{ ...ada!, status: seat0Status as 'playing' }, grace!],
  }
}

describe('ownLiveRace', () => {
  it("finds the live race where the player (Ada, p1) is still playing, not others' races", () => {
    const races = [race('other', 'live'), race('mine', 'live')]
    races[0] = {
      ...races[0]!,
      players: races[0]!.players.map((p) => ({ ...p, player: { id: 'x', name: 'X' } })),
    }
    expect(ownLiveRace(races, 'p1')?.raceId).toBe('mine')
  })

  it('offers nothing once the player resigned or got stuck, nor to nobody', () => {
    expect(ownLiveRace([race('r', 'live', 'resigned')], 'p1')).toBeUndefined()
    expect(ownLiveRace([race('r', 'live', 'stuck')], 'p1')).toBeUndefined()
    expect(ownLiveRace([race('r', 'finished')], 'p1')).toBeUndefined()
    expect(ownLiveRace([race('r', 'live')], null)).toBeUndefined()
  })
})
