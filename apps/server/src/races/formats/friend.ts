// A friend race: an invite link, 2 to 8 seats, any seed, unrated.
import type { RaceFormat } from './race-format.js'

export const friend: RaceFormat = {
  kind: 'friend',
  seats: 'open',
  listed: true,
  watchable: true,
  seedAtFinish: true,
  secretSeed: false,
  rated: false,
  featured: false,
  keepsWaitingSeat: 'creator-alone',
  invitesGoStale: true,
  rematch: { kind: 'friend', sameDeal: false },
  board: 'casual',
  dayAttempt: false,
  dealsADailyDeal: false,
  startsAtOnce: false,
}
