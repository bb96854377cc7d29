// CPU time and memory of another process, read from Linux's /proc (proc(5)).
import { readFileSync } from 'node:fs'

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
