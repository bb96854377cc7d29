// The daily deal's secret (docs/daily.md). Every node of a cluster must be given the same one,
// or they would deal different dailies. The default is for development only: with it, anyone
// who reads this file can compute every daily's seed.
const DEV_DAILY_SECRET = 'patience-race-dev-daily-secret'

export function dailySecret(env: Record<string, string | undefined>): string {
  return env.DAILY_SECRET && env.DAILY_SECRET.length > 0 ? env.DAILY_SECRET : DEV_DAILY_SECRET
}
