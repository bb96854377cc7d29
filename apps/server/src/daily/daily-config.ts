// The daily deal's secret (docs/daily.md). Without DAILY_SECRET the server makes one and keeps it
// in DATA_DIR/daily-secret, so an install deals its own dailies, the same ones after a restart.
// Every node of a cluster must be given the same one (cluster-config.ts requires it there), or
// they would deal different dailies.
import { loadStoredSecret } from '../stored-secret.js'

export function loadDailySecret(configured: string | undefined, dataDir: string): Promise<string> {
  return loadStoredSecret(configured, dataDir, 'daily-secret')
}
