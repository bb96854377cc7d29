// Where a server's CPU goes, from Linux `perf`'s on-CPU samples (`bench:race --perf`): every
// thread of the process, the kernel's share of each included, sorted into the event loop's
// JavaScript (with V8's builtins, Node's C++ and libc), the event loop's time in the kernel
// (socket reads and writes, mostly), the collector (on any thread), V8's compiler threads, the
// par solver's threads and the rest. V8's own `--cpu-prof` samples by the wall clock instead: a
// socket write that wakes a client on a two-core machine is often preempted inside the call and
// the time off the CPU is counted to it (bench/HISTORY.md, 2026-11-28), so it over-counts the
// kernel's share. Needs `perf` (Debian's linux-perf) and permission to trace the process.
import { spawn, spawnSync } from 'node:child_process'

export const CATEGORIES = ['loop', 'loopKernel', 'gc', 'compiler', 'otherThreads', 'solver']

const GC = /Scaveng|MarkCompact|Marking|Sweep|Evacuat|RememberedSet|Heap::|GCTracer|Compactor/
const COMPILER =
  /v8::internal::(compiler|maglev|baseline)::|v8::internal::(Compiler|Parser|PreParser|Scanner|BytecodeGenerator|OptimizingCompileDispatcher)\b/

/**
 * The category of one sample: `tid` its thread, `sym` and `dso` what `perf script` names (the
 * JIT's code has no symbol without --perf-basic-prof, which is fine: it is the event loop's
 * JavaScript). `mainTid` is the process's own pid; `solverTids` the niced threads.
 */
export function categoryOf({ tid, sym, dso }, { mainTid, solverTids = new Set() }) {
  if (solverTids.has(tid)) return 'solver'
  if (GC.test(sym)) return 'gc'
  if (COMPILER.test(sym)) return 'compiler'
  if (tid !== mainTid) return 'otherThreads'
  return dso === '[kernel.kallsyms]' ? 'loopKernel' : 'loop'
}

/**
 * The samples in `perf script -F tid,period,ip,sym,dso`'s text: `tid period address symbol (dso)`
 * on one line, or, for a recording with call graphs (-g), `tid period` and then the frames, the
 * first of which (where the sample was taken) is the one that counts.
 */
export function parseSamples(text) {
  const samples = []
  let pending = null
  for (const line of text.split('\n')) {
    const whole = /^\s*(\d+)\s+(\d+)\s+[0-9a-f]+\s+(.*?)\s*\(([^()]*)\)\s*$/.exec(line)
    if (whole) {
      samples.push({ tid: +whole[1], periodNs: +whole[2], sym: whole[3], dso: whole[4] })
      pending = null
      continue
    }
    const head = /^\s*(\d+)\s+(\d+)\s*$/.exec(line)
    if (head) {
      pending = { tid: +head[1], periodNs: +head[2] }
      continue
    }
    const frame = /^\s+[0-9a-f]+\s+(.*?)\s*\(([^()]*)\)\s*$/.exec(line)
    if (frame && pending) {
      samples.push({ ...pending, sym: frame[1], dso: frame[2] })
      pending = null
    }
  }
  return samples
}

/** Milliseconds of CPU per category in `perf script`'s text. */
export function splitSamples(text, threads) {
  const ms = Object.fromEntries(CATEGORIES.map((category) => [category, 0]))
  for (const sample of parseSamples(text)) ms[categoryOf(sample, threads)] += sample.periodNs / 1e6
  return ms
}

/** Records the process's on-CPU samples for `seconds` into `file`; resolves when done. */
export function recordOnCpu(pid, seconds, file) {
  return new Promise((resolve, reject) => {
    const args = ['record', '-q', '-e', 'cpu-clock', '-F', '999', '-p', String(pid), '-o', file]
    const child = spawn('perf', [...args, '--', 'sleep', String(seconds)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) => reject(new Error(`perf could not start: ${error.message}`)))
    child.on('exit', (code) =>
      code === 0 ? resolve(file) : reject(new Error(`perf record failed: ${stderr.trim()}`)),
    )
  })
}

/** The categories' milliseconds in a recording. */
export function splitRecording(file, threads) {
  const result = spawnSync('perf', ['script', '-i', file, '-F', 'tid,period,ip,sym,dso'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  })
  if (result.status !== 0) throw new Error(`perf script failed: ${result.stderr.trim()}`)
  return splitSamples(result.stdout, threads)
}

/** Whether `perf` can record here (installed, and allowed by perf_event_paranoid). */
export function perfAvailable() {
  const result = spawnSync('perf', ['stat', '-e', 'cpu-clock', '--', 'true'], { stdio: 'ignore' })
  return result.status === 0
}
