// Runs `prisma generate` for apps/server, offline if need be, and compiles the generated client
// to apps/server/dist/generated, where the server's `#generated/prisma/*` imports point
// (apps/server/package.json), so that typecheck and lint work right after install.
// Prisma's CLI fetches a native schema engine on first use; generating does not need it, so
// where no engine is installed we point PRISMA_SCHEMA_ENGINE_BINARY at a stub. Where the
// engine is present (or the variable is already set) the normal path is left untouched.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const server = join(root, 'apps/server')
if (!existsSync(join(server, 'node_modules/.bin/prisma'))) process.exit(0)

const env = { ...process.env }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !hasSchemaEngine()) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = join(root, 'scripts/schema-engine-stub.sh')
}
const generated = spawnSync('pnpm', ['exec', 'prisma', 'generate'], {
  cwd: server,
  env,
  stdio: 'inherit',
})
if (generated.status !== 0) process.exit(generated.status ?? 1)
const compiled = spawnSync('pnpm', ['exec', 'tsc', '-p', 'tsconfig.prisma.json'], {
  cwd: server,
  stdio: 'inherit',
})
process.exit(compiled.status ?? 1)

function hasSchemaEngine() {
  const dirs = [join(root, 'node_modules/.pnpm')]
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir)) {
      if (!entry.startsWith('@prisma+engines@')) continue
      const enginesDir = join(dir, entry, 'node_modules/@prisma/engines')
      if (
        existsSync(enginesDir) &&
        readdirSync(enginesDir).some((f) => f.startsWith('schema-engine'))
      )
        return true
    }
  }
  return false
}
