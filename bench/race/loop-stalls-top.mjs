// Summarises a loop-stalls.mjs recording over the seconds that carried load:
//   node bench/race/loop-stalls-top.mjs /tmp/stalls.json [--from S] [--to S]
// Seconds from S to S (default: all but the first 10, which hold the server's start and the
// races' set-up). Prints one JSON object: how often the loop stopped for how long, and how much
// of it was the garbage collector.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: '10' }, to: { type: 'string' } },
})
const file = positionals[0]
if (!file) {
  console.error('usage: loop-stalls-top.mjs <stalls.json> [--from S] [--to S]')
  process.exit(2)
}
const all = JSON.parse(readFileSync(file, 'utf8'))
const from = Number(values.from)
const to = values.to === undefined ? Infinity : Number(values.to)
const seconds = all.filter((s) => s.at >= from && s.at <= to)
if (seconds.length === 0) {
  console.error(`no seconds between ${from} and ${to} (the recording has ${all.length})`)
  process.exit(1)
}

const sorted = (list) => [...list].sort((a, b) => a - b)
const median = (list) => sorted(list)[Math.floor(list.length / 2)] ?? 0
const sum = (list) => list.reduce((total, x) => total + x, 0)
const gcOf = (kind) => ({
  pausesPerSec: round(sum(seconds.map((s) => s[kind].count)) / seconds.length),
  msPerSec: round(sum(seconds.map((s) => s[kind].totalMs)) / seconds.length),
  longestMs: Math.max(...seconds.map((s) => s[kind].maxMs)),
  secondsWithPauseOver10Ms: seconds.filter((s) => s[kind].maxMs > 10).length,
})
const round = (x) => Math.round(x * 10) / 10

console.log(
  JSON.stringify({
    seconds: seconds.length,
    loopDelay: {
      medianOfP99Ms: median(seconds.map((s) => s.loopP99Ms)),
      worstP99Ms: Math.max(...seconds.map((s) => s.loopP99Ms)),
      medianOfMaxMs: median(seconds.map((s) => s.loopMaxMs)),
      worstMaxMs: Math.max(...seconds.map((s) => s.loopMaxMs)),
      secondsWithStallOver20Ms: seconds.filter((s) => s.loopMaxMs > 20).length,
    },
    minorGc: gcOf('minorGc'),
    majorGc: gcOf('majorGc'),
    heapUsedMb: {
      min: Math.min(...seconds.map((s) => s.heapUsedMb)),
      max: Math.max(...seconds.map((s) => s.heapUsedMb)),
    },
  }),
)
