// Docker cannot run here, so this reads docker-compose.yml and apps/server/Dockerfile and
// checks they line up with the server's own config: a `docker compose up` that boots the
// image on the wrong port, database host or entry file would otherwise go unnoticed.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseConfig } from '../src/config.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')

interface ComposeService {
  image?: string
  build?: { context: string; dockerfile: string }
  environment?: Record<string, string>
  volumes?: string[]
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string | string[] }
}
interface ComposeFile {
  services: Record<string, ComposeService>
  volumes?: Record<string, unknown>
}

/** Compose's `${NAME:-default}` / `${NAME}` interpolation, with the given variables set. */
function interpolate(text: string, vars: Record<string, string> = {}): string {
  return text.replace(
    /\$\{(\w+)(?::?-([^}]*))?\}/g,
    (_, name: string, fallback?: string) => vars[name] || (fallback ?? ''),
  )
}

const compose = parse(
  interpolate(readFileSync(join(root, 'docker-compose.yml'), 'utf8')),
) as ComposeFile
const postgres = compose.services.postgres
const app = compose.services.app
const dockerfile = readFileSync(join(root, 'apps/server/Dockerfile'), 'utf8')
/** Dockerfile instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
const appConfig = parseConfig(app?.environment ?? {})

function healthcheckCommand(service: ComposeService | undefined): string {
  const test = service?.healthcheck?.test
  return Array.isArray(test) ? test.join(' ') : (test ?? '')
}

describe('docker-compose.yml', () => {
  it('runs Postgres 16 on a named volume, healthy once pg_isready answers', () => {
    expect(postgres?.image).toMatch(/^postgres:16(\b|$)/)
    const volume = postgres?.volumes?.[0]?.split(':')[0] ?? ''
    expect(Object.keys(compose.volumes ?? {})).toContain(volume)
    expect(healthcheckCommand(postgres)).toContain('pg_isready')
  })

  it('points the app at the postgres service with its credentials', () => {
    const url = new URL(appConfig.DATABASE_URL ?? '')
    const env = postgres?.environment ?? {}
    expect(url.hostname).toBe('postgres')
    expect(url.port).toBe('5432')
    expect(decodeURIComponent(url.username)).toBe(env.POSTGRES_USER)
    expect(decodeURIComponent(url.password)).toBe(env.POSTGRES_PASSWORD)
    expect(url.pathname).toBe(`/${env.POSTGRES_DB}`)
    expect(app?.depends_on?.postgres?.condition).toBe('service_healthy')
  })

  it('starts the app only with a config the server accepts, on the port it publishes', () => {
    expect(appConfig.HOST).toBe('0.0.0.0')
    expect(appConfig.PORT).toBe(parseConfig({}).PORT)
    expect(appConfig.SESSION_SECRET).toBeDefined()
    expect(app?.ports).toEqual([`${appConfig.PORT}:${appConfig.PORT}`])
    expect(healthcheckCommand(app)).toContain(`http://127.0.0.1:${appConfig.PORT}/api/health`)
  })

  it('takes SESSION_SECRET from the environment when one is set', () => {
    const secret = 'a-real-secret-from-the-deploy-env'
    const withSecret = parse(
      interpolate(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), {
        SESSION_SECRET: secret,
      }),
    ) as ComposeFile
    expect(withSecret.services.app?.environment?.SESSION_SECRET).toBe(secret)
  })

  it('builds the app from apps/server/Dockerfile in the repo root context', () => {
    expect(app?.build?.context).toBe('.')
    expect(existsSync(join(root, app?.build?.dockerfile ?? 'missing'))).toBe(true)
    expect(app?.build?.dockerfile).toBe('apps/server/Dockerfile')
  })
})

describe('apps/server/Dockerfile', () => {
  const from = instructions.filter((line) => line.startsWith('FROM '))
  const run = instructions.filter((line) => line.startsWith('RUN ')).join('\n')

  it('builds in one node:20-slim stage and runs in another', () => {
    expect(from.length).toBeGreaterThanOrEqual(2)
    for (const line of from) expect(line).toMatch(/^FROM node:20-slim\b/)
    expect(instructions.some((line) => /^COPY --from=/.test(line))).toBe(true)
  })

  it('installs pnpm 10 from npm, then the locked dependencies, then builds', () => {
    expect(run).toContain('npm i -g pnpm@10')
    const install = run.indexOf('pnpm install --frozen-lockfile')
    expect(install).toBeGreaterThan(run.indexOf('npm i -g pnpm@10'))
    expect(run.indexOf('pnpm build')).toBeGreaterThan(install)
  })

  it('exposes and health-checks the port the server listens on by default', () => {
    expect(instructions).toContain(`EXPOSE ${appConfig.PORT}`)
    const env = instructions.find((line) => line.startsWith('ENV ')) ?? ''
    expect(env).toMatch(new RegExp(`\\bPORT=${appConfig.PORT}\\b`))
    const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK ')) ?? ''
    expect(healthcheck).toContain(`http://127.0.0.1:${appConfig.PORT}/api/health`)
  })

  it("runs the server's built entry point", () => {
    const cmd = instructions.filter((line) => line.startsWith('CMD ')).at(-1) ?? ''
    const argv = JSON.parse(cmd.slice('CMD '.length)) as string[]
    const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as {
      main: string
    }
    expect(argv).toEqual(['node', join('apps/server', pkg.main)])
    // the build compiles src/main.ts to that file
    expect(existsSync(join(root, 'apps/server/src/main.ts'))).toBe(true)
  })

  it('leaves local installs, builds and data out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.git']))
  })
})
