// A local cluster for the browser (docs/scaling.md): `scripts/start-cluster.mjs` runs N built
// server nodes on a fresh Postgres database (created from TEST_DATABASE_URL, dropped after)
// and Redis, behind HAProxy with a generated config of deploy/haproxy.cfg's shape. Pages can
// be pinned to one node through the front door's /n/<node>/ paths.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext } from '@playwright/test'
import { dropDatabase, freshDatabase } from './databases.mjs'
import { tallyPars } from './par-tally.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** Why the cluster can't run on this machine, or null when it can. */
export function clusterSkipReason(): string | null {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .some((d) => existsSync(join(d, 'haproxy')))
  if (!onPath) return 'haproxy is not installed (bash .ci/run installs Debian’s haproxy)'
  if (!process.env.TEST_DATABASE_URL)
    return 'TEST_DATABASE_URL is not set: cluster nodes need Postgres (bash .ci/run sets it)'
  if (!existsSync(join(root, 'apps/server/dist/main.js')))
    return 'apps/server/dist/main.js is missing: run pnpm build'
  return null
}

interface ClusterNode {
  id: string
  pid: number
}

export interface Cluster {
  /** The front door, as the browser reaches it (the nodes' PUBLIC_URL origin). */
  origin: string
  nodes: ClusterNode[]
  /** What the cluster printed (nodes' warnings and errors, HAProxy's notices). */
  log: string[]
  signal(nodeId: string, signal: NodeJS.Signals): void
  stop(): Promise<void>
}

export async function startCluster(opts: {
  port: number
  nodePort: number
  nodes?: number
  env?: Record<string, string>
}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const databaseUrl = await freshDatabase(adminUrl, 'pr_e2e_cluster')
  const origin = `http://127.0.0.1:${opts.port}`
  const count = opts.nodes ?? 3
  const log: string[] = []
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'scripts/start-cluster.mjs'),
      '--nodes',
      String(count),
      '--port',
      String(opts.port),
      '--node-port',
      String(opts.nodePort),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        CLUSTER_ORIGIN: origin,
        LOG_LEVEL: 'warn',
        COUNTDOWN_MS: '1500',
        // Every browser here shares 127.0.0.1: per-address budgets would count them as one.
        SESSIONS_PER_IP: '100000',
        RACES_PER_IP: '100000',
        RATE_LIMIT_IP_MAX: '100000',
        SOCKETS_PER_IP: '100000',
        SOCKET_EVENTS_PER_IP_PER_SEC: '100000',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const nodes: ClusterNode[] = []
  let running = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        log.push(line)
        const m = /^\s+(node-\d+)\s+pid (\d+)\s/.exec(line)
        if (m) nodes.push({ id: m[1]!, pid: Number(m[2]) })
        if (line.includes('cluster is running')) running = true
      }
    })
  }

  const stop = async () => {
    // A node left frozen (SIGSTOP) could not stop.
    for (const node of nodes) {
      try {
        process.kill(node.pid, 'SIGCONT')
      } catch {
        // gone already
      }
    }
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(force)
    }
    await tallyPars(databaseUrl)
    await dropDatabase(adminUrl, databaseUrl)
  }

  try {
    const deadline = Date.now() + 90_000
    while (!running) {
      if (child.exitCode !== null) throw new Error('start-cluster exited')
      if (Date.now() > deadline) throw new Error('the cluster did not start in 90 s')
      await sleep(200)
    }
    // Every node answers through the front door (its own /n/<id>/ backend) before a page opens.
    for (const node of nodes) {
      while (!(await ok(`${origin}/n/${node.id}/api/health/ready`))) {
        if (Date.now() > deadline) throw new Error(`${node.id} is not ready behind HAProxy`)
        await sleep(200)
      }
    }
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${log.join('\n')}`)
  }

  return {
    origin,
    nodes,
    log,
    signal(nodeId, signal) {
      const node = nodes.find((n) => n.id === nodeId)
      if (!node) throw new Error(`no node ${nodeId}`)
      process.kill(node.pid, signal)
    },
    stop,
  }
}

/**
 * Every request of this context (the page, its scripts, REST) goes to one node, through the
 * front door's /n/<node>/ path — as if HAProxy's round robin had picked that node each time.
 * Socket.IO requests name their node already and pass untouched.
 */
export async function pinToNode(context: BrowserContext, origin: string, nodeId: string) {
  await context.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/n/'),
    (route) => {
      const url = new URL(route.request().url())
      return route.continue({ url: `${origin}/n/${nodeId}${url.pathname}${url.search}` })
    },
  )
}

async function ok(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
