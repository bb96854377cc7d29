// The `dealt` notes of a share dealt group by group: the first at once, the rest folded into
// one note per window, so the other nodes read the round again a few times, not once a group.
import { describe, expect, it, vi } from 'vitest'
import { FakeTime } from '../test-support/fake-time.js'
import { DEALT_NOTE_MS, DealtNotes } from './dealt-notes.js'

describe('dealt notes', () => {
  it('tells the first group at once and folds the next ones into one note per window', async () => {
    const time = new FakeTime()
    const tell = vi.fn()
    const notes = new DealtNotes(time, tell)
    notes.dealt('a', 1)
    expect(tell).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 5; i++) notes.dealt('a', 1)
    // Another round (or arena) has its own window.
    notes.dealt('a', 2)
    expect(tell.mock.calls).toEqual([
      ['a', 1],
      ['a', 2],
    ])
    await time.advance(DEALT_NOTE_MS)
    expect(tell.mock.calls.slice(2)).toEqual([['a', 1]])
    // A quiet window ends the folding: the next group is told at once.
    await time.advance(DEALT_NOTE_MS)
    expect(tell).toHaveBeenCalledTimes(3)
    notes.dealt('a', 1)
    expect(tell).toHaveBeenCalledTimes(4)
    notes.stop()
  })
})
