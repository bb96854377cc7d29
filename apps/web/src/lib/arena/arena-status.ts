// The questions the web asks of an arena's status (scheduled → live → finished), so the names
// live here and in the protocol's enum.
import type { ArenaStatus } from '@patience-race/protocol'

type Status = ArenaStatus | null | undefined

/** Not begun: entrants may still join and leave. */
export const isScheduled = (s: Status): boolean => s === 'scheduled'
/** Its rounds are being played. */
export const isArenaLive = (s: Status): boolean => s === 'live'
export const isArenaOver = (s: Status): boolean => s === 'finished'
