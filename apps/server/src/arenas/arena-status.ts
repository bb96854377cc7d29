// An arena's status as the code asks it: scheduled (entrants may join and leave), live (its
// rounds under way), finished (final standings and seeds out). Nothing else compares it by name.
import type { ArenaStatus } from '@patience-race/protocol'

type HasStatus = { readonly status: ArenaStatus }

export const isArenaScheduled = (arena: HasStatus): boolean => arena.status === 'scheduled'

export const isArenaFinished = (arena: HasStatus): boolean => arena.status === 'finished'
