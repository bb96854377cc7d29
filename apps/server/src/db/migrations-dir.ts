// Finds prisma/migrations from wherever the server runs: `MIGRATIONS_DIR` wins; otherwise the
// folder four levels above this file, which holds for apps/server/src/db (vitest, tsx) and
// apps/server/dist/db (the build, also inside the Docker image), then the working directory.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export function migrationsDir(env: NodeJS.ProcessEnv = process.env): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = env.MIGRATIONS_DIR
    ? [resolve(env.MIGRATIONS_DIR)]
    : [
        resolve(here, '../../../../prisma/migrations'),
        resolve(process.cwd(), 'prisma/migrations'),
        resolve(process.cwd(), '../../prisma/migrations'),
      ]
  const found = candidates.find((dir) => existsSync(dir))
  if (!found)
    throw new Error(
      `no migrations folder found (looked in ${candidates.join(', ')}); set MIGRATIONS_DIR`,
    )
  return found
}
