// Docker cannot run here, so this reads docker-compose.yml and apps/server/Dockerfile and
// checks they line up with the server's own config: a `docker compose up` that boots the
// image on the wrong port, database host or entry file would otherwise go unnoticed. It also
// holds the image to its build rules: the pinned pnpm, manifests before sources, production
// dependencies only, a non-root user and a readiness health check. The `cluster` profile
// (docs/scaling.md) is held to the cluster contract: every node's env, health checks, and a
// deploy/haproxy.cfg that routes /n/<nodeId>/ to that node and checks readiness.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { clusterSettings } from '../src/cluster/cluster-config.js'
import { parseConfig } from '../src/config.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')

interface ComposeService {
  image?: string
  build?: { context: string; dockerfile: string }
  profiles?: string[]
  command?: string | string[]
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

/** docker-compose.yml as Compose reads it: variables interpolated, `<<` merge keys applied. */
function readCompose(vars: Record<string, string> = {}): ComposeFile {
  return parse(interpolate(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), vars), {
    merge: true,
  }) as ComposeFile
}

const compose = readCompose()
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

/** The readiness probe: 200 once the server can serve races (database reachable). */
const READY_PATH = '/api/health/ready'

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
    expect(appConfig.DAILY_SECRET).toBeDefined()
    expect(app?.ports).toEqual([`${appConfig.PORT}:${appConfig.PORT}`])
    expect(healthcheckCommand(app)).toContain(`http://127.0.0.1:${appConfig.PORT}${READY_PATH}'`)
  })

  it('takes SESSION_SECRET and DAILY_SECRET from the environment when they are set', () => {
    const secret = 'a-real-secret-from-the-deploy-env'
    const daily = 'a-real-daily-secret-from-the-deploy-env'
    const withSecret = readCompose({ SESSION_SECRET: secret, DAILY_SECRET: daily })
    expect(withSecret.services.app?.environment?.SESSION_SECRET).toBe(secret)
    expect(withSecret.services.app?.environment?.DAILY_SECRET).toBe(daily)
  })

  it('builds the app from apps/server/Dockerfile in the repo root context', () => {
    expect(app?.build?.context).toBe('.')
    expect(existsSync(join(root, app?.build?.dockerfile ?? 'missing'))).toBe(true)
    expect(app?.build?.dockerfile).toBe('apps/server/Dockerfile')
  })
})

describe('docker-compose.yml, cluster profile', () => {
  const services = compose.services
  const nodeIds = Object.keys(services).filter((name) => /^node-\d+$/.test(name))
  const nodes = nodeIds.map((id) => ({ id, service: services[id] }))
  const redis = services.redis
  const haproxy = services.haproxy
  const clusterDb = services['cluster-db']
  const env = (service: ComposeService | undefined) => service?.environment ?? {}

  it('leaves the default profile as it was: postgres and app only', () => {
    const always = Object.entries(services)
      .filter(([, service]) => !service.profiles?.length)
      .map(([name]) => name)
    expect(always.sort()).toEqual(['app', 'postgres'])
    for (const [name, service] of Object.entries(services)) {
      if (name === 'app' || name === 'postgres') continue
      expect(service.profiles, name).toEqual(['cluster'])
    }
    expect(env(app).REDIS_URL).toBeUndefined()
  })

  it('runs three nodes of the app image with unique ids and their own front-door URLs', () => {
    expect(nodeIds).toEqual(['node-1', 'node-2', 'node-3'])
    for (const { id, service } of nodes) {
      expect(service?.build, id).toEqual(app?.build)
      expect(env(service).NODE_ID, id).toBe(id)
      expect(env(service).NODE_ID).toMatch(/^[a-z0-9-]+$/)
      const url = new URL(env(service).PUBLIC_URL ?? '')
      expect(url.origin).toBe('http://localhost:8080')
      expect(url.pathname).toBe(`/n/${id}`)
      // only HAProxy reaches the nodes
      expect(service?.ports, id).toBeUndefined()
    }
  })

  it('points every node at Redis, its Postgres database, shared secrets and the proxy', () => {
    const pg = env(postgres)
    for (const name of ['SESSION_SECRET', 'DAILY_SECRET']) {
      const secrets = new Set(nodes.map(({ service }) => env(service)[name]))
      expect(secrets.size, name).toBe(1)
      expect([...secrets][0]?.length, name).toBeGreaterThanOrEqual(16)
    }
    for (const { id, service } of nodes) {
      const e = env(service)
      // the server accepts it, as a node of a cluster (the cluster keys are checked below too)
      const config = parseConfig(e)
      expect(() => clusterSettings(config), id).not.toThrow()
      expect(config.PORT, id).toBe(3000)
      expect(config.HOST).toBe('0.0.0.0')
      expect(config.TRUST_PROXY).toBe(true)
      const redisUrl = new URL(e.REDIS_URL ?? '')
      expect(redisUrl.protocol).toBe('redis:')
      expect(redisUrl.hostname).toBe('redis')
      expect(redisUrl.port).toBe('6379')
      const db = new URL(e.DATABASE_URL ?? '')
      expect(db.protocol).toBe('postgresql:')
      expect(db.hostname).toBe('postgres')
      expect(db.port).toBe('5432')
      expect(decodeURIComponent(db.username)).toBe(pg.POSTGRES_USER)
      expect(decodeURIComponent(db.password)).toBe(pg.POSTGRES_PASSWORD)
      expect(Number(e.OWNER_LEASE_MS)).toBe(6000)
      expect(service?.depends_on?.redis?.condition).toBe('service_healthy')
      expect(service?.depends_on?.['cluster-db']?.condition).toBe('service_completed_successfully')
    }
  })

  it('gives the nodes their own database, created on the shared Postgres before they boot', () => {
    const names = new Set(
      nodes.map(({ service }) => new URL(env(service).DATABASE_URL ?? '').pathname.slice(1)),
    )
    expect(names.size).toBe(1)
    const name = [...names][0] ?? ''
    // the single app (no leases) never shares races with the cluster
    expect(name).not.toBe(env(postgres).POSTGRES_DB)
    const command = [clusterDb?.command ?? ''].flat().join(' ')
    expect(command).toContain(`CREATE DATABASE ${name}`)
    expect(command).toContain(`datname = '${name}'`)
    expect(clusterDb?.image).toBe(postgres?.image)
    expect(env(clusterDb).PGHOST).toBe('postgres')
    expect(env(clusterDb).PGUSER).toBe(env(postgres).POSTGRES_USER)
    expect(env(clusterDb).PGPASSWORD).toBe(env(postgres).POSTGRES_PASSWORD)
    expect(clusterDb?.depends_on?.postgres?.condition).toBe('service_healthy')
  })

  it('health-checks each node on its readiness route', () => {
    for (const { id, service } of nodes)
      expect(healthcheckCommand(service), id).toContain(`http://127.0.0.1:3000${READY_PATH}'`)
    expect(redis?.image).toMatch(/^redis:7(\b|$)/)
    expect(healthcheckCommand(redis)).toContain('redis-cli ping')
  })

  it('takes SESSION_SECRET, DAILY_SECRET and the public origin from the environment', () => {
    const custom = readCompose({
      SESSION_SECRET: 'a-real-secret-from-the-deploy-env',
      DAILY_SECRET: 'a-real-daily-secret-from-the-deploy-env',
      CLUSTER_ORIGIN: 'https://race.example',
    })
    for (const id of nodeIds) {
      const e = custom.services[id]?.environment ?? {}
      expect(e.SESSION_SECRET).toBe('a-real-secret-from-the-deploy-env')
      expect(e.DAILY_SECRET).toBe('a-real-daily-secret-from-the-deploy-env')
      expect(e.PUBLIC_URL).toBe(`https://race.example/n/${id}`)
    }
  })

  it('puts HAProxy in front with deploy/haproxy.cfg, on the port the PUBLIC_URLs name', () => {
    expect(haproxy?.image).toMatch(/^haproxy:\d/)
    expect(haproxy?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
    expect(haproxy?.ports).toEqual(['8080:8080'])
    for (const id of nodeIds) expect(haproxy?.depends_on?.[id], id).toBeDefined()
  })
})

/** haproxy.cfg as sections: "frontend front" -> its lines, comments and blanks dropped. */
function haproxySections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>()
  let current: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim()
    if (line === '') continue
    if (/^\S/.test(raw)) sections.set(line, (current = []))
    else current.push(line.replace(/\s+/g, ' '))
  }
  return sections
}

/** HAProxy's time format (ms by default; us, ms, s, m, h, d) in milliseconds. */
function haproxyMs(value: string): number {
  const [, n, unit] = /^(\d+)(us|ms|s|m|h|d)?$/.exec(value) ?? []
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
  return Number(n) * scale[(unit ?? 'ms') as keyof typeof scale]
}

describe('deploy/haproxy.cfg', () => {
  const cfg = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8')
  const sections = haproxySections(cfg)
  const defaults = sections.get('defaults') ?? []
  const frontendName = [...sections.keys()].find((name) => name.startsWith('frontend ')) ?? ''
  const frontend = sections.get(frontendName) ?? []
  const nodeIds = Object.keys(compose.services).filter((name) => /^node-\d+$/.test(name))
  const nodePort = (id: string) => parseConfig(compose.services[id]?.environment ?? {}).PORT
  /** Names of the ACLs that hold when the request's path is `path` (the rules used here). */
  function aclsFor(path: string): Set<string> {
    const vars = new Map<string, string>()
    const held = new Set<string>()
    for (const line of frontend) {
      const acl = /^acl (\S+) (.+)$/.exec(line)
      if (acl) {
        const [, name = '', test = ''] = acl
        const regex = /^path_reg (\S+)$/.exec(test)
        const beg = /^path_beg (\S+)$/.exec(test)
        const varIs = /^var\((\S+)\) -m str (\S+)$/.exec(test)
        if (
          (regex && new RegExp(regex[1] ?? '').test(path)) ||
          (beg && path.startsWith(beg[1] ?? '')) ||
          (varIs && vars.get(varIs[1] ?? '') === varIs[2])
        )
          held.add(name)
      }
      const setVar = /^http-request set-var\((\S+)\) path,field\((\d+),\/\) if (\S+)$/.exec(line)
      if (setVar && held.has(setVar[3] ?? ''))
        vars.set(setVar[1] ?? '', path.split('/')[Number(setVar[2]) - 1] ?? '')
    }
    return held
  }
  /** The backend the frontend's use_backend rules pick for `path`. */
  function backendFor(path: string): string | undefined {
    const held = aclsFor(path)
    for (const line of frontend) {
      const rule = /^use_backend (\S+) if (.+)$/.exec(line)
      if (!rule) continue
      const conditions = (rule[2] ?? '').split(' ')
      const ok = conditions.every((c) => (c.startsWith('!') ? !held.has(c.slice(1)) : held.has(c)))
      if (ok) return rule[1]
    }
    return /^default_backend (\S+)$/.exec(frontend.find((l) => l.startsWith('default_')) ?? '')?.[1]
  }

  it('listens on the port the nodes’ PUBLIC_URL name and forwards the client address', () => {
    const ports = nodeIds.map(
      (id) => new URL(compose.services[id]?.environment?.PUBLIC_URL ?? '').port,
    )
    expect(new Set(ports)).toEqual(new Set(['8080']))
    expect(frontend).toContain('bind :8080')
    expect([...defaults, ...frontend]).toContain('option forwardfor')
    // a client's own X-Forwarded-For is dropped first, so TRUST_PROXY sees only HAProxy's
    expect(frontend).toContain('http-request del-header X-Forwarded-For')
    expect(defaults).toContain('mode http')
  })

  it('routes /n/<nodeId>/socket.io/ of every node, polling and websocket, to that node only', () => {
    for (const id of nodeIds) {
      const publicPath = new URL(compose.services[id]?.environment?.PUBLIC_URL ?? '').pathname
      for (const query of ['?EIO=4&transport=polling', '?EIO=4&transport=websocket'])
        expect(backendFor(`${publicPath}/socket.io/${query}`), id).toBe(id)
      const backend = sections.get(`backend ${id}`) ?? []
      expect(backend.filter((l) => l.startsWith('server '))).toEqual([
        expect.stringMatching(new RegExp(`^server ${id} ${id}:${nodePort(id)}\\b`)),
      ])
      expect(backend).toContain(`option httpchk GET ${READY_PATH}`)
    }
  })

  it('sends REST and the web app round robin to every node that passes the readiness check', () => {
    const pick = backendFor('/api/health/ready')
    expect(pick).toBeDefined()
    expect(backendFor('/')).toBe(pick)
    const backend = sections.get(`backend ${pick}`) ?? []
    expect(backend).toContain('balance roundrobin')
    expect(backend).toContain(`option httpchk GET ${READY_PATH}`)
    const servers = backend.filter((l) => l.startsWith('server '))
    expect(servers.map((l) => l.split(' ')[1])).toEqual(nodeIds)
    for (const id of nodeIds)
      expect(servers).toContainEqual(expect.stringContaining(` ${id}:${nodePort(id)}`))
    // servers are health-checked (default-server check, or check on each line)
    const checked = defaults.some((l) => /^default-server .*\bcheck\b/.test(l))
    for (const line of servers) expect(checked || /\bcheck\b/.test(line), line).toBe(true)
  })

  it('keeps upgraded websockets open and resolves nodes that start after it', () => {
    const timeout = (name: string) =>
      haproxyMs(
        /^timeout \S+ (\S+)$/.exec(
          defaults.find((l) => l.startsWith(`timeout ${name} `)) ?? '',
        )?.[1] ?? '0',
      )
    expect(timeout('tunnel')).toBeGreaterThanOrEqual(3_600_000)
    // longer than a polling request is held (Socket.IO's pingInterval + pingTimeout = 45 s)
    expect(timeout('client')).toBeGreaterThan(45_000)
    expect(timeout('server')).toBeGreaterThan(45_000)
    expect(defaults.find((l) => l.startsWith('default-server '))).toMatch(/\binit-addr [^ ]*none\b/)
  })

  // CI (REQUIRE_CLUSTER_TESTS=1, set by .ci/run) installs haproxy: there it must run.
  const noHaproxy =
    spawnSync('haproxy', ['-v']).error !== undefined && process.env.REQUIRE_CLUSTER_TESTS !== '1'
  it.skipIf(noHaproxy)('is valid for the installed haproxy', () => {
    const check = spawnSync('haproxy', ['-c', '-q', '-f', join(root, 'deploy/haproxy.cfg')], {
      encoding: 'utf8',
    })
    expect(check.status, check.stderr).toBe(0)
  })
})

describe('apps/server/Dockerfile', () => {
  const from = instructions.filter((line) => line.startsWith('FROM '))
  const run = instructions.filter((line) => line.startsWith('RUN ')).join('\n')
  /** Index of the first instruction matching `pattern`, -1 if none. */
  const at = (pattern: RegExp) => instructions.findIndex((line) => pattern.test(line))
  const runtimeStart = instructions.lastIndexOf(from.at(-1) ?? '')
  const runtime = instructions.slice(runtimeStart)
  const sources = at(/^COPY \. \.?\/?$/)

  it('builds in one node:20-slim stage and runs in another', () => {
    expect(from.length).toBeGreaterThanOrEqual(2)
    for (const line of from) expect(line).toMatch(/^FROM node:20-slim\b/)
    expect(runtime.some((line) => /^COPY --from=/.test(line))).toBe(true)
  })

  it("installs the pnpm that package.json's packageManager pins, then the locked dependencies, then builds", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      packageManager: string
    }
    const pinned = /^pnpm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager)?.[1]
    expect(pinned).toBeDefined()
    const arg = instructions.find((line) => line.startsWith('ARG PNPM_VERSION=')) ?? ''
    expect(arg).toBe(`ARG PNPM_VERSION=${pinned}`)
    expect(run).toContain('npm i -g pnpm@${PNPM_VERSION}')
    const install = at(/^RUN pnpm install --frozen-lockfile\b/)
    expect(install).toBeGreaterThan(at(/npm i -g pnpm@/))
    expect(at(/\bpnpm build\b/)).toBeGreaterThan(install)
  })

  it('copies the lockfile and every workspace manifest before the sources, so installs cache', () => {
    const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) as {
      packages: string[]
    }
    const manifests = workspace.packages.flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [posix.join(pattern, 'package.json')]
      const dir = pattern.slice(0, -2)
      return readdirSync(join(root, dir), { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && existsSync(join(root, dir, entry.name, 'package.json')),
        )
        .map((entry) => posix.join(dir, entry.name, 'package.json'))
    })
    expect(manifests.length).toBeGreaterThanOrEqual(6)
    expect(sources).toBeGreaterThan(0)
    const copiedBefore = instructions
      .slice(0, sources)
      .filter((line) => line.startsWith('COPY ') && !line.startsWith('COPY --from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
    for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...manifests])
      expect(copiedBefore, file).toContain(file)
    // the install runs on the manifests alone, before any source is copied
    const install = at(/^RUN pnpm install --frozen-lockfile\b/)
    expect(install).toBeGreaterThan(0)
    expect(install).toBeLessThan(sources)
    expect(at(/^RUN pnpm fetch\b/)).toBeLessThan(install)
  })

  it('ships only production dependencies: a `pnpm deploy --prod` of the server, no pnpm at run time', () => {
    const deploy = instructions.find((line) => /\bpnpm\b.*\bdeploy\b/.test(line)) ?? ''
    expect(deploy).toContain('--prod')
    expect(deploy).toContain('--filter @patience-race/server')
    const target = /deploy .*?(\/\S+)/.exec(deploy)?.[1] ?? 'missing'
    const fromBuild = runtime.filter((line) => line.startsWith('COPY --from='))
    // the server folder comes from the deploy output; nothing copies the build's whole tree
    // or its node_modules
    expect(fromBuild.some((line) => line.split(/\s+/)[2] === target)).toBe(true)
    for (const line of fromBuild) {
      expect(line.split(/\s+/)[2]).not.toMatch(/^\/app\/?$/)
      expect(line).not.toContain('node_modules')
    }
    expect(runtime.some((line) => /^RUN .*\bpnpm\b/.test(line))).toBe(false)
  })

  it('puts the migrations, the web build and the entry point where the server looks for them', () => {
    const workdir = runtime.find((line) => line.startsWith('WORKDIR '))?.slice('WORKDIR '.length)
    expect(workdir).toBe('/app')
    const dest = (source: string) => {
      const line = runtime.find((l) => l.startsWith('COPY --from=') && l.split(/\s+/)[2] === source)
      return posix.resolve('/app', line?.split(/\s+/)[3] ?? 'missing')
    }
    const serverDir = posix.resolve('/app', 'apps/server')
    const deployTarget =
      /deploy .*?(\/\S+)/.exec(instructions.find((l) => /\bdeploy\b/.test(l)) ?? '')?.[1] ?? ''
    expect(dest(deployTarget)).toBe(serverDir)
    // migrations-dir.ts: four levels above dist/db
    expect(dest('/app/prisma/migrations')).toBe(
      posix.resolve(serverDir, 'dist/db', '../../../../prisma/migrations'),
    )
    // main.ts: ../../web/dist from apps/server/dist
    expect(dest('/app/apps/web/dist')).toBe(posix.resolve(serverDir, 'dist', '../../web/dist'))
    // the deploy output holds the package folder; src and test are dropped, dist stays
    expect(run).toMatch(new RegExp(`rm -rf ${deployTarget}/src ${deployTarget}/test`))
  })

  it('runs as a non-root user that can write only its data folder', () => {
    const users = runtime.filter((line) => line.startsWith('USER '))
    const user = users.at(-1)?.slice('USER '.length) ?? 'root'
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    expect(at(/^USER /)).toBeLessThan(at(/^CMD /))
    const dataDir = /\bDATA_DIR=(\S+)/.exec(runtime.find((l) => l.startsWith('ENV ')) ?? '')?.[1]
    expect(dataDir).toBeDefined()
    expect(runtime.join('\n')).toContain(`chown ${user}:${user} ${dataDir}`)
  })

  it('exposes the port the server listens on by default and health-checks readiness there', () => {
    expect(instructions).toContain(`EXPOSE ${appConfig.PORT}`)
    const env = instructions.find((line) => line.startsWith('ENV ')) ?? ''
    expect(env).toMatch(new RegExp(`\\bPORT=${appConfig.PORT}\\b`))
    const healthcheck = instructions.find((line) => line.startsWith('HEALTHCHECK ')) ?? ''
    expect(healthcheck).toContain(`http://127.0.0.1:${appConfig.PORT}${READY_PATH}'`)
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
