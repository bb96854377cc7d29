// Entry point: config, store, buildApp, listen; graceful close on SIGTERM/SIGINT.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { clusterSettings } from './cluster/cluster-config.js'
import { loadSessionSecret } from './auth/session-secret.js'
import { parseConfig } from './config.js'
import { loadDailySecret } from './daily/daily-config.js'
import { openStore } from './db/client.js'

const config = parseConfig(process.env)
// A cluster node missing its settings refuses to start before it touches any database.
try {
  clusterSettings(config)
} catch (error) {
  console.error(`patience race: ${(error as Error).message}`)
  process.exit(1)
}
const here = dirname(fileURLToPath(import.meta.url))
const webDist = resolve(config.WEB_DIST ?? resolve(here, '../../web/dist'))
const dataDir = resolve(config.DATA_DIR)

const store = await openStore({ databaseUrl: config.DATABASE_URL, dataDir })
const sessionSecret = await loadSessionSecret(config.SESSION_SECRET, dataDir)
const dailySecret = await loadDailySecret(config.DAILY_SECRET, dataDir)
const app = await buildApp({ config, store, sessionSecret, dailySecret, webDist })
await app.listen({ port: config.PORT, host: config.HOST })
app.log.info({ db: store.kind, webDist }, 'patience race is up')
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST
console.log(`Patience Race is running: open http://${shownHost}:${config.PORT}`)

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  try {
    await app.close()
    await store.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown')
    process.exit(1)
  }
}
// Handlers catch their own errors; this is the last line of defence, never a crash.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
