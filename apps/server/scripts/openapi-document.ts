// Prints the OpenAPI document of the REST routes (what /api/docs/json serves), from the app built
// in-process on an in-memory PGlite (a store with accounts, so every route is there); nothing
// listens. apps/web/scripts/api-schema.mjs turns it into the web client's types.
// Run it from source (the workspace packages built): `pnpm --filter @patience-race/server openapi`.
import { buildApp } from '../src/app.js'
import { parseConfig } from '../src/config.js'
import { openStore } from '../src/db/client.js'

// Placeholder secrets: the document does not depend on them.
const SECRET = 'openapi-document-openapi-document'
const store = await openStore({ dataDir: '/nonexistent-data-dir', inMemory: true })
const app = await buildApp({
  config: parseConfig({ LOG_LEVEL: 'silent' }),
  store,
  sessionSecret: SECRET,
  dailySecret: SECRET,
  webDist: '/nonexistent-web-dist',
})
await app.ready()
const document = JSON.stringify(app.swagger(), null, 2)
await app.close()
await store.close()
process.stdout.write(`${document}\n`)
