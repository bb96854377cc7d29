// A CPU profile folds into flamegraph.pl's input: one line per stack, root first, with the time
// sampled there, and only the samples inside the window asked for.
import { describe, expect, it } from 'vitest'
import { foldedStacks } from '../race/cpu-profile-folded.mjs'

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

const PROFILE = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    {
      id: 2,
      callFrame: frame('move', 'file:///repo/apps/server/dist/races/race-play.js', 7),
      children: [3],
    },
    {
      id: 3,
      callFrame: frame(
        'emit',
        'file:///repo/node_modules/.pnpm/socket.io@4.8.4/node_modules/socket.io/dist/broadcast-operator.js',
        161,
      ),
    },
    { id: 4, callFrame: frame('(garbage collector)') },
  ],
  // 1 s of move, then 2 s in emit under move, then 1 s of GC.
  samples: [2, 3, 3, 4],
  timeDeltas: [1_000_000, 1_000_000, 1_000_000, 1_000_000],
}

describe('cpu-profile-folded', () => {
  it('writes one line per stack, root first, with its microseconds', () => {
    expect(foldedStacks(PROFILE).trim().split('\n').sort()).toEqual([
      '(garbage collector) 1000000',
      'move apps/server/dist/races/race-play.js:8 1000000',
      'move apps/server/dist/races/race-play.js:8;emit socket.io/dist/broadcast-operator.js:162 2000000',
    ])
  })

  it('keeps only the samples inside the window', () => {
    expect(foldedStacks(PROFILE, { fromSec: 2.5, toSec: 4 }).trim().split('\n').sort()).toEqual([
      '(garbage collector) 1000000',
      'move apps/server/dist/races/race-play.js:8;emit socket.io/dist/broadcast-operator.js:162 1000000',
    ])
  })
})
