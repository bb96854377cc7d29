import { describe, expect, it } from 'vitest'
import { cuesBetween, type Moment, type SoundChoices } from './cues.js'

const ALL: SoundChoices = { soundMove: true, soundFoundation: true, soundFinish: true }
const live: Moment = {
  status: 'live',
  countdownSec: null,
  myMoves: 10,
  myFoundation: 3,
  opponentsDone: 0,
  outcome: null,
}

describe('which sounds a race page plays', () => {
  it('a tick for each second of the countdown, then the start', () => {
    const waiting: Moment = { ...live, status: 'waiting', myMoves: 0, myFoundation: 0 }
    const three = { ...waiting, status: 'countdown' as const, countdownSec: 3 }
    const two = { ...three, countdownSec: 2 }
    expect(cuesBetween(waiting, three, ALL)).toEqual(['countdown'])
    expect(cuesBetween(three, three, ALL)).toEqual([])
    expect(cuesBetween(three, two, ALL)).toEqual(['countdown'])
    expect(cuesBetween(two, { ...live, myMoves: 0, myFoundation: 0 }, ALL)).toEqual(['start'])
  })

  it('a chime for a card to a foundation, a tick for another move, each as chosen', () => {
    const toFoundation = { ...live, myMoves: 11, myFoundation: 4 }
    const elsewhere = { ...live, myMoves: 11 }
    expect(cuesBetween(live, toFoundation, ALL)).toEqual(['foundation'])
    expect(cuesBetween(live, elsewhere, ALL)).toEqual(['move'])
    const foundationOnly = { ...ALL, soundMove: false }
    expect(cuesBetween(live, elsewhere, foundationOnly)).toEqual([])
    expect(cuesBetween(live, toFoundation, { ...ALL, soundFoundation: false })).toEqual(['move'])
  })

  it('an opponent finishing, then the win or the loss, under "sound at the finish"', () => {
    const opponentDone = { ...live, opponentsDone: 1 }
    expect(cuesBetween(live, opponentDone, ALL)).toEqual(['opponent-finished'])
    const won = { ...opponentDone, status: 'finished' as const, outcome: 'win' as const }
    expect(cuesBetween(opponentDone, won, ALL)).toEqual(['win'])
    expect(cuesBetween(won, won, ALL)).toEqual([])
    const lost = {
      ...live,
      status: 'finished' as const,
      opponentsDone: 1,
      outcome: 'loss' as const,
    }
    expect(cuesBetween(live, lost, ALL)).toEqual(['loss'])
    expect(cuesBetween(live, lost, { ...ALL, soundFinish: false })).toEqual([])
  })

  it('a spectator hears the countdown and the start, not the racers’ moves', () => {
    const watching: Moment = { ...live, myMoves: null, myFoundation: null }
    expect(cuesBetween(watching, { ...watching }, ALL)).toEqual([])
    expect(
      cuesBetween({ ...watching, status: 'countdown', countdownSec: 1 }, watching, ALL),
    ).toEqual(['start'])
  })
})
