// The daily deal's service (docs/daily.md) and the three questions the rest of the app asks it
// (a result's visibility, the seal, the day's end). Its board lists accounts, so it needs the
// database and accounts; without them there is no daily.
import type { Accounts } from '../accounts/accounts.js'
import type { BudgetFactory } from '../budgets/budget.js'
import type { Config } from '../config.js'
import { DailyDeals } from '../daily/daily-deals.js'
import { DailyService } from '../daily/daily-service.js'
import { dailyStoreOf } from '../daily/daily-store.js'
import type { Clock, RaceStore } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { Services } from '../services.js'

export function wireDaily(deps: {
  store: RaceStore
  registry: RaceRegistry
  accounts: Accounts | null
  budget: BudgetFactory
  clock: Clock
  config: Config
  dailySecret: string
  services: Services
}): DailyService | null {
  const { store, accounts, config, services } = deps
  const dailyStore = dailyStoreOf(store)
  if (!accounts || !dailyStore) return null
  const daily = new DailyService({
    store,
    dailyStore,
    registry: deps.registry,
    deals: new DailyDeals(deps.dailySecret, deps.clock),
    timeLimitSec: config.DEFAULT_TIME_LIMIT_SEC,
    // Keys carry the day, so a day's window covers it whenever its first attempt came.
    attemptsPerAddress: deps.budget(
      'daily-attempts-address',
      config.DAILY_ATTEMPTS_PER_ADDRESS,
      86_400_000,
    ),
    attemptsPerAddressMax: config.DAILY_ATTEMPTS_PER_ADDRESS,
  })
  services.dailyResultVisible = async (race, request) =>
    daily.resultVisible(race, await accounts.playerFromRequest(request))
  services.isSealedDaily = (race) => daily.sealed(race)
  services.dailyDayOver = (race) => daily.dayOver(race)
  return daily
}
