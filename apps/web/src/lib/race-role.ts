// The questions the web asks of this tab's role in a race: a racer in a seat, or a spectator
// (null before the join's answer). Components ask these instead of comparing the names.
import type { Role } from './state/race-types.js'

type MaybeRole = Role | null | undefined

/** This tab races in the race (it has a seat). */
export const isRacer = (role: MaybeRole): boolean => role === 'player'
export const isSpectator = (role: MaybeRole): boolean => role === 'spectator'
