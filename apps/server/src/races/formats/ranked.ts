// A ranked race: two players paired by the queue on a secret seed, rated. Its rematch is a
// friend race: a ranked pairing is the queue's to make (docs/fair-play.md).
import type { RaceFormat } from './race-format.js'

export const ranked: RaceFormat = {
  kind: 'ranked',
  seats: 'paired',
  listed: true,
  watchable: true,
  seedAtFinish: true,
  secretSeed: true,
  rated: true,
  featured: true,
  keepsWaitingSeat: 'never',
  invitesGoStale: false,
  rematch: { kind: 'friend', sameDeal: false },
  board: 'ranked',
  dayAttempt: false,
  dealsADailyDeal: false,
  startsAtOnce: false,
}
