// CPU time and memory of another process, read from Linux's /proc (proc(5)).
import { readdirSync, readFileSync } from 'node:fs'

const CLOCK_TICKS_PER_SEC = 100 // USER_HZ; 100 on every Linux we run on

/** { cpuMs, rssMB, peakRssMB } of the process, or null once it is gone. */
export function sampleProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the parenthesised command name, which may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const utime = Number(fields[11])
    const stime = Number(fields[12])
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return {
      cpuMs: ((utime + stime) * 1000) / CLOCK_TICKS_PER_SEC,
      rssMB: kbField(status, 'VmRSS') / 1024,
      peakRssMB: kbField(status, 'VmHWM') / 1024,
    }
  } catch {
    return null
  }
}

function kbField(status, name) {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)
  return match ? Number(match[1]) : 0
}

/** Soft limit on open files of this process (children inherit it). */
export function openFileLimit() {
  const limits = readFileSync('/proc/self/limits', 'utf8')
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits)
  return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 1024)
}

/**
 * CPU time of a process's threads that run below its main thread's priority (the server's par
 * solver threads, at nice 19), over a window: `sample()` now and then, `cpuMs()` at the end.
 * Per thread, so a thread that starts inside the window counts from zero; one that ends inside
 * it counts up to its last sample (the sampler runs every 250 ms).
 */
export function trackNicedThreads(pid) {
  const first = new Map()
  const last = new Map()
  const sample = () => {
    for (const [tid, cpuMs] of nicedThreads(pid)) {
      if (!first.has(tid)) first.set(tid, started ? 0 : cpuMs)
      last.set(tid, cpuMs)
    }
  }
  let started = false
  sample()
  started = true
  return {
    sample,
    /** The niced threads seen so far (the par solver's). */
    tids() {
      return [...last.keys()].map(Number)
    },
    cpuMs() {
      sample()
      let total = 0
      for (const [tid, cpuMs] of last) total += cpuMs - (first.get(tid) ?? 0)
      return total
    },
  }
}

function nicedThreads(pid) {
  const threads = new Map()
  try {
    const stats = readdirSync(`/proc/${pid}/task`).map((tid) => [tid, threadStat(pid, tid)])
    const mainNice = stats.find(([tid]) => Number(tid) === pid)?.[1]?.nice ?? 0
    for (const [tid, stat] of stats) if (stat && stat.nice > mainNice) threads.set(tid, stat.cpuMs)
  } catch {
    // The process is gone.
  }
  return threads
}

function threadStat(pid, tid) {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SEC,
      nice: Number(fields[16]),
    }
  } catch {
    return null
  }
}
