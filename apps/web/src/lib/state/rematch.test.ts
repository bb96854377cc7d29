import { describe, expect, it } from 'vitest'
import { declinedText, rematchPanel, type RematchFacts } from './rematch.js'

const racer = (extra: Partial<RematchFacts> = {}): RematchFacts => ({
  role: 'player',
  seat: 0,
  offerBy: null,
  declined: null,
  rematchId: null,
  starting: false,
  finished: true,
  ...extra,
})
const watcher = (extra: Partial<RematchFacts> = {}) =>
  racer({ role: 'spectator', seat: null, ...extra })
const names = (seat: number) => ['Ada', 'Grace'][seat] ?? '?'

describe('the rematch panel (issue 12.3, as on lichess)', () => {
  it('nothing before the finish', () => {
    expect(rematchPanel(racer({ finished: false }))).toEqual({ kind: 'none' })
    expect(rematchPanel(watcher({ finished: false, offerBy: 0 }))).toEqual({ kind: 'none' })
  })

  it('a racer may offer; its own offer waits with Cancel; the other racer accepts or declines', () => {
    expect(rematchPanel(racer())).toEqual({ kind: 'can-offer' })
    expect(rematchPanel(racer({ offerBy: 0 }))).toEqual({ kind: 'sent' })
    expect(rematchPanel(racer({ seat: 1, offerBy: 0 }))).toEqual({ kind: 'received', by: 0 })
  })

  it('accepted: starting, then gone; back on the old race later, a link to the rematch', () => {
    expect(rematchPanel(racer({ starting: true }))).toEqual({ kind: 'starting' })
    expect(rematchPanel(racer({ starting: true, rematchId: 'r2' }))).toEqual({ kind: 'starting' })
    expect(rematchPanel(racer({ rematchId: 'r2' }))).toEqual({ kind: 'go', rematchId: 'r2' })
  })

  it('spectators are told of the offer and offered to follow, never moved', () => {
    expect(rematchPanel(watcher())).toEqual({ kind: 'none' })
    expect(rematchPanel(watcher({ offerBy: 1 }))).toEqual({ kind: 'offered', by: 1 })
    expect(rematchPanel(watcher({ rematchId: 'r2' }))).toEqual({ kind: 'watch', rematchId: 'r2' })
  })

  it('says who declined, and a withdrawn offer as cancelled', () => {
    const declinedByGrace = { declined: { by: 1, offeredBy: 0 } }
    expect(declinedText(racer(declinedByGrace), names)).toBe('Grace declined the rematch.')
    expect(declinedText(racer({ seat: 1, ...declinedByGrace }), names)).toBe(
      'You declined the rematch.',
    )
    expect(declinedText(watcher(declinedByGrace), names)).toBe('Grace declined the rematch.')
    const cancelledByAda = { declined: { by: 0, offeredBy: 0 } }
    expect(declinedText(racer(cancelledByAda), names)).toBe('You cancelled your rematch offer.')
    expect(declinedText(racer({ seat: 1, ...cancelledByAda }), names)).toBe(
      'Ada cancelled the rematch offer.',
    )
  })

  it('a new offer or the rematch itself hides the old decline', () => {
    const declined = { by: 1, offeredBy: 0 }
    expect(declinedText(racer({ declined, offerBy: 0 }), names)).toBe('')
    expect(declinedText(watcher({ declined, rematchId: 'r2' }), names)).toBe('')
    expect(declinedText(racer(), names)).toBe('')
  })
})
