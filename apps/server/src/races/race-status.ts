// Which statuses a race is still running in (its timers and seats are someone's to keep).
import type { RaceStatus } from '@patience-race/protocol'

export function isUnfinished(status: RaceStatus): boolean {
  return status === 'waiting' || status === 'countdown' || status === 'live'
}
