// A ghost race: a player against a recorded run; its rematch races the same run again, so it
// keeps the deal.
import type { RaceFormat } from './race-format.js'

export const ghost: RaceFormat = {
  kind: 'ghost',
  seats: 'open',
  listed: true,
  watchable: true,
  seedAtFinish: true,
  secretSeed: false,
  rated: false,
  featured: false,
  keepsWaitingSeat: 'never',
  invitesGoStale: false,
  rematch: { kind: 'ghost', sameDeal: true },
  board: 'casual',
  dayAttempt: false,
  dealsADailyDeal: false,
  startsAtOnce: false,
}
