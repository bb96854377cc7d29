// Generates apps/web/src/lib/net/api-schema.d.ts, the web client's REST types, from the server's
// routes (apps/web/scripts/api-schema.mjs). The file is a build artefact, git-ignored: the root
// `postinstall` writes it (after prisma-generate.mjs: the server's sources need the Prisma client)
// so that lint and svelte-check find it on a fresh clone, and `pnpm typecheck` writes it again
// before svelte-check, so a route change that breaks the client fails the typecheck.
// The server's document is built from source with tsx, which imports the workspace packages as
// built: where their dist is missing (a fresh clone) or older than a source file (a pull that
// changed them) they are built first. An install without
// the dev tools (--prod) has nothing to generate for and skips.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tools = ['apps/server/node_modules/.bin/tsx', 'apps/web/node_modules/openapi-typescript']
if (!tools.every((tool) => existsSync(join(root, tool)))) process.exit(0)

const packages = ['packages/protocol', 'packages/engine']
if (!packages.every(isBuilt)) {
  run(['-r', ...packages.flatMap((dir) => ['--filter', `./${dir}`]), 'run', 'build'])
}
run(['--filter', '@patience-race/web', 'run', 'api'])

function run(args) {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Its dist exists and is newer than every file of its src. */
function isBuilt(dir) {
  const built = join(root, dir, 'dist/index.js')
  if (!existsSync(built)) return false
  const builtAt = statSync(built).mtimeMs
  const sources = readdirSync(join(root, dir, 'src'), { recursive: true, withFileTypes: true })
  return sources.every(
    (entry) => !entry.isFile() || statSync(join(entry.parentPath, entry.name)).mtimeMs <= builtAt,
  )
}
