// An equal CPU quota for each cluster node of `bench:race --nodes`, so that on a small machine
// N nodes get N times one node's CPU, not whatever the scheduler leaves them. In order of
// preference (`--cpu-limit auto`): a cgroup v2 `cpu.max`, a cgroup v1 `cpu.cfs_quota_us` (both
// as a fraction of a core, e.g. 0.5), `taskset` (each node pinned to one core of its own, so a
// whole core: --node-cpu is not enforced), or nothing. Each node is started inside its
// limit (`launch`), so every thread it ever has is inside it.
//
// A quota is a ceiling, not a guarantee: on a machine busy with other work a node would get
// what the scheduler leaves it, and N nodes would not get N times one node's share. So the
// groups also get 4× the default weight (cgroup v2 `cpu.weight` 400, v1 `cpu.shares` 4096),
// and the load generator a group of its own with the same weight and no quota (`adopt`): under
// contention they get their CPU first, up to the quota. Whether a node was bound by its quota
// is what its throttled share of the quota periods tells (cpu.stat).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

const CGROUP_ROOT = '/sys/fs/cgroup'
const PERIOD_US = 100_000
// util-linux's, a system binary like pgrep (not a package dependency)
const TASKSET = 'taskset'
const SHARES_V1 = 4096
const WEIGHT_V2 = 400

/**
 * @param {'auto'|'cgroup'|'taskset'|'none'} mode
 * @param {number} cores quota of each node, in cores
 * @returns {{ method: string, describe: string, node(index: number): object,
 *   adopt(pid: number): void, dispose(): void }}
 *   `method` is 'cgroup-v2', 'cgroup-v1', 'taskset' or 'none'; `describe` says what was set
 *   and, when a preferred method was not available, why.
 */
export function cpuLimiter(mode, cores) {
  const notes = []
  if (mode === 'auto' || mode === 'cgroup') {
    for (const attempt of [cgroupV2, cgroupV1]) {
      try {
        const limiter = attempt(cores)
        if (limiter) return limiter
      } catch (error) {
        notes.push(error.message)
      }
    }
    if (mode === 'cgroup') throw new Error(`no writable cgroup cpu controller: ${notes.join('; ')}`)
  }
  if (mode === 'auto' || mode === 'taskset') {
    const found = spawnSync(TASKSET, ['-p', String(process.pid)], { encoding: 'utf8' })
    if (found.status === 0) return taskset(cores, notes)
    if (mode === 'taskset') throw new Error('taskset is not available')
    notes.push('no taskset')
  }
  return {
    method: 'none',
    describe: `none: nodes share the machine's ${availableParallelism()} cores unlimited${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
    node: () => ({ launch: undefined, throttling: () => null }),
    adopt: () => {},
    dispose: () => {},
  }
}

/** cgroup v2: a group of ours under the root with the cpu controller, one child per node. */
function cgroupV2(cores) {
  const controllers = join(CGROUP_ROOT, 'cgroup.controllers')
  if (!existsSync(controllers)) return null
  if (!readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu'))
    throw new Error('cgroup v2 without the cpu controller')
  writeFileSync(join(CGROUP_ROOT, 'cgroup.subtree_control'), '+cpu')
  const parent = join(CGROUP_ROOT, `bench-race-${process.pid}`)
  mkdirSync(parent)
  writeFileSync(join(parent, 'cgroup.subtree_control'), '+cpu')
  return cgroupLimiter({
    parent,
    method: 'cgroup-v2',
    describe: `cgroup-v2 cpu.max ${quotaUs(cores)} ${PERIOD_US} (${cores} core${cores === 1 ? '' : 's'} per node)`,
    setQuota: (dir) => writeFileSync(join(dir, 'cpu.max'), `${quotaUs(cores)} ${PERIOD_US}`),
    setWeight: (dir) => writeFileSync(join(dir, 'cpu.weight'), String(WEIGHT_V2)),
    throttledMs: (stat) => (stat.throttled_usec ?? 0) / 1000,
  })
}

/** cgroup v1: the `cpu` hierarchy (mounted alone or as cpu,cpuacct), one group per node. */
function cgroupV1(cores) {
  const root = [join(CGROUP_ROOT, 'cpu'), join(CGROUP_ROOT, 'cpu,cpuacct')].find((dir) =>
    existsSync(join(dir, 'cpu.cfs_quota_us')),
  )
  if (!root) throw new Error('no cgroup v1 cpu hierarchy')
  const parent = join(root, `bench-race-${process.pid}`)
  mkdirSync(parent)
  return cgroupLimiter({
    parent,
    method: 'cgroup-v1',
    describe: `cgroup-v1 cpu.cfs_quota_us ${quotaUs(cores)} / cpu.cfs_period_us ${PERIOD_US} (${cores} core${cores === 1 ? '' : 's'} per node)`,
    setQuota: (dir) => {
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US))
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs(cores)))
    },
    setWeight: (dir) => writeFileSync(join(dir, 'cpu.shares'), String(SHARES_V1)),
    throttledMs: (stat) => (stat.throttled_time ?? 0) / 1e6,
  })
}

function cgroupLimiter({ parent, method, describe, setQuota, setWeight, throttledMs }) {
  const dirs = []
  let loadGroup = null
  return {
    method,
    describe: `${describe}; nodes and load generator at 4× the default weight`,
    node() {
      const dir = join(parent, `node-${dirs.length + 1}`)
      mkdirSync(dir)
      dirs.push(dir)
      setQuota(dir)
      setWeight(dir)
      const procs = join(dir, 'cgroup.procs')
      return {
        // The shell joins the group, then execs node: the node's pid is the shell's.
        launch: (command, argv) => [
          '/bin/sh',
          ['-c', `echo $$ > '${procs}' && exec "$0" "$@"`, command, ...argv],
        ],
        /** { periods, throttledPeriods, throttledMs } so far. */
        throttling: () => {
          try {
            const stat = Object.fromEntries(
              readFileSync(join(dir, 'cpu.stat'), 'utf8')
                .trim()
                .split('\n')
                .map((line) => line.split(/\s+/))
                .map(([key, value]) => [key, Number(value)]),
            )
            return {
              periods: stat.nr_periods ?? 0,
              throttledPeriods: stat.nr_throttled ?? 0,
              throttledMs: throttledMs(stat),
            }
          } catch {
            return null
          }
        },
      }
    },
    /** Moves a running process (a load generator) into the load generator's group. */
    adopt(pid) {
      if (!loadGroup) {
        loadGroup = join(parent, 'load')
        mkdirSync(loadGroup)
        dirs.unshift(loadGroup)
        setWeight(loadGroup)
      }
      try {
        writeFileSync(join(loadGroup, 'cgroup.procs'), String(pid))
      } catch {
        // gone already
      }
    },
    /** After the nodes have exited: an empty group can be removed. */
    dispose() {
      for (const dir of [...dirs.reverse(), parent]) {
        try {
          rmdirSync(dir)
        } catch {
          // still busy or already gone: nothing more to do here
        }
      }
    },
  }
}

function taskset(cores, notes) {
  const cpus = availableParallelism()
  const quota =
    cores === 1 ? '' : `; --node-cpu ${cores} not enforced: a pinned node gets a whole core`
  return {
    method: 'taskset',
    describe: `taskset: node i pinned to core i mod ${cpus}${quota}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
    node: (index) => ({
      launch: (command, argv) => [TASKSET, ['-c', String(index % cpus), command, ...argv]],
      throttling: () => null,
    }),
    adopt: () => {},
    dispose: () => {},
  }
}

function quotaUs(cores) {
  return Math.max(1000, Math.round(cores * PERIOD_US))
}

/**
 * `bench:flood --layout split`: the race's owner and the racers on core 0, everything else
 * (the other nodes, the crowd) on the other cores, so that a crowd's relaying and receiving
 * compete with each other but not with the race they watch — as on a cluster whose nodes and
 * viewers are other machines. Postgres, Redis and the kernel stay free to run anywhere.
 * `launch` wraps a node's command line; `pin*` moves a running process with all its threads.
 */
export function pinLayout() {
  const cpus = availableParallelism()
  const others = cpus === 2 ? '1' : `1-${cpus - 1}`
  const pin = (list) => (pid) => {
    const done = spawnSync(TASKSET, ['-a', '-p', '-c', list, String(pid)], { encoding: 'utf8' })
    if (done.status !== 0) throw new Error(`taskset failed: ${done.stderr.trim()}`)
  }
  return {
    describe: `split: node 1 (the owner) and the racers on core 0; the other nodes and the crowd on core${cpus === 2 ? '' : 's'} ${others} (taskset)`,
    ownerSide: (command, argv) => [TASKSET, ['-c', '0', command, ...argv]],
    otherSide: (command, argv) => [TASKSET, ['-c', others, command, ...argv]],
    pinOwnerSide: pin('0'),
    pinOtherSide: pin(others),
  }
}
