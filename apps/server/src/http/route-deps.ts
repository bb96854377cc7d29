import type { Tokens } from '../auth/tokens.js'
import type { BudgetFactory } from '../budgets/budget.js'
import type { ClusterSettings } from '../cluster/cluster-config.js'
import type { Config } from '../config.js'
import type { Clock, RaceStore } from '../races/ports.js'
import type { RaceRegistry } from '../races/race-registry.js'

export interface RouteDeps {
  config: Config
  store: RaceStore
  registry: RaceRegistry
  tokens: Tokens
  clock: Clock
  /** Budgets in memory, or in Redis in cluster mode. */
  budget: BudgetFactory
  /** Cluster mode's settings; null in one process. */
  cluster: ClusterSettings | null
}
