// One group of an arena's round (docs/arena.md): the arena seats its entrants and starts every
// group of the round at the same moment, on the round's secret seed; not listed (the arena's
// page lists its races), watched with the spectator delay, unrated, no rematch, no board; the
// seed is revealed only when the whole arena is over, never at the race's own finish.
import type { RaceFormat } from './race-format.js'

export const arena: RaceFormat = {
  kind: 'arena',
  seats: 'paired',
  listed: false,
  watchable: true,
  seedAtFinish: false,
  secretSeed: true,
  rated: false,
  featured: false,
  keepsWaitingSeat: 'never',
  invitesGoStale: false,
  rematch: null,
  board: null,
  dayAttempt: false,
  dealsADailyDeal: false,
  startsAtOnce: true,
}
