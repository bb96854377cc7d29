import type { Tokens } from '../auth/tokens.js'
import type { Clock, RaceStore } from '../races/ports.js'
import type { RaceRegistry } from '../races/race-registry.js'

export interface RouteDeps {
  store: RaceStore
  registry: RaceRegistry
  tokens: Tokens
  clock: Clock
}
