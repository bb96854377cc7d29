// `bench:race --perf` sorts perf's on-CPU samples of a server into where a move's CPU goes: the
// event loop's JavaScript and runtime, its time in the kernel, the collector on any thread, the
// compiler, other threads, and the par solver apart. Each sample counts its period once.
import { describe, expect, it } from 'vitest'
import { categoryOf, parseSamples, splitSamples } from '../race/perf-split.mjs'

const MAIN = 100
const SOLVER = 107
const threads = { mainTid: MAIN, solverTids: new Set([SOLVER]) }

// `perf script -F tid,period,ip,sym,dso` of a recording without call graphs (bench:race --perf).
const FLAT = [
  '   100    1001001      7fd0677c62c5 [unknown] (/tmp/perf-100.map)',
  '   100    1001001      10b7fd2 Builtins_KeyedLoadIC_Megamorphic (/usr/bin/node)',
  '   100    1001001  ffffffff8225fd19 tcp_sendmsg_locked ([kernel.kallsyms])',
  '   100    1001001      ca1e01 v8::internal::ScavengerCollector::CollectGarbage (/usr/bin/node)',
  '   103    1001001      ca1e01 v8::internal::Scavenger::ScavengePage (/usr/bin/node)',
  '   104    1001001      d1e001 v8::internal::compiler::GraphReducer::ReduceTop (/usr/bin/node)',
  '   104    1001001  ffffffff8225fd19 futex_wait ([kernel.kallsyms])',
  '   107    1001001      7fd0677c61f4 [unknown] (/tmp/perf-100.map)',
  '   100    1001001      9a0b0c __memmove_avx512_unaligned_erms (/usr/lib/x86_64-linux-gnu/libc.so.6)',
].join('\n')

// The same kind of text from a recording with call graphs (perf record -g): the first frame counts.
const WITH_CALLS = [
  ' 100     500000 ',
  '\tffffffff8208448a tcp_schedule_loss_probe.part.0 ([kernel.kallsyms])',
  '\tffffffff8208aaaa tcp_write_xmit ([kernel.kallsyms])',
  '\t          7fd0677c62c5 [unknown] (/tmp/perf-100.map)',
  '',
  ' 105     500000 ',
  '\t          ca1e01 v8::internal::ConcurrentMarking::RunMajor (/usr/bin/node)',
  '\t          7fd0677c62c5 Builtins_JSEntry (/usr/bin/node)',
  '',
].join('\n')

describe('perf split', () => {
  it('reads the samples of both formats, one per sample', () => {
    expect(parseSamples(FLAT)).toHaveLength(9)
    expect(parseSamples(WITH_CALLS)).toEqual([
      {
        tid: 100,
        periodNs: 500000,
        sym: 'tcp_schedule_loss_probe.part.0',
        dso: '[kernel.kallsyms]',
      },
      {
        tid: 105,
        periodNs: 500000,
        sym: 'v8::internal::ConcurrentMarking::RunMajor',
        dso: '/usr/bin/node',
      },
    ])
  })

  it('puts each sample where its thread and symbol say', () => {
    const of = (tid: number, sym: string, dso = '/usr/bin/node') =>
      categoryOf({ tid, sym, dso }, threads)
    expect(of(MAIN, '[unknown]', '/tmp/perf-100.map')).toBe('loop')
    expect(of(MAIN, 'tcp_sendmsg_locked', '[kernel.kallsyms]')).toBe('loopKernel')
    expect(of(MAIN, 'v8::internal::Heap::Scavenge')).toBe('gc')
    expect(of(104, 'v8::internal::MarkCompactCollector::Sweep')).toBe('gc')
    expect(of(104, 'v8::internal::compiler::Scheduler::ScheduleLate')).toBe('compiler')
    expect(of(104, 'futex_wait', '[kernel.kallsyms]')).toBe('otherThreads')
    // The solver's own collections are the solver's: its threads are apart from the move's cost.
    expect(of(SOLVER, 'v8::internal::Heap::Scavenge')).toBe('solver')
  })

  it('sums each category in milliseconds of CPU', () => {
    const ms = splitSamples(FLAT, threads)
    const one = 1.001001
    expect(ms.loop).toBeCloseTo(3 * one) // the JIT's code, a builtin and libc
    expect(ms.loopKernel).toBeCloseTo(one)
    expect(ms.gc).toBeCloseTo(2 * one)
    expect(ms.compiler).toBeCloseTo(one)
    expect(ms.otherThreads).toBeCloseTo(one)
    expect(ms.solver).toBeCloseTo(one)
  })
})
