// Folds a V8 .cpuprofile (node --cpu-prof, bench:race --cpu-prof) into the "folded stacks" text
// that Brendan Gregg's flamegraph.pl draws as an SVG flame graph: one line per distinct stack,
// frames root first separated by ";", then the microseconds sampled there. `--from`/`--to`
// (seconds since the profile started) keep a window, e.g. the measured rounds without the setup.
// Usage: node bench/race/cpu-profile-folded.mjs <file.cpuprofile> [--from S] [--to S] > run.folded
//        flamegraph.pl --title "…" --countname us run.folded > run.svg
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

export function foldedStacks(profile, { fromSec = 0, toSec = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  const selfUs = new Map()
  let elapsedUs = 0
  profile.samples.forEach((id, i) => {
    elapsedUs += profile.timeDeltas[i] ?? 0
    const sec = elapsedUs / 1e6
    if (sec < fromSec || sec > toSec) return
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const lines = new Map()
  for (const [id, us] of selfUs) {
    if (us <= 0) continue
    const frames = []
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at)
      if (node.callFrame.functionName === '(root)') break
      frames.push(frameName(node.callFrame))
    }
    const stack = frames.reverse().join(';')
    lines.set(stack, (lines.get(stack) ?? 0) + us)
  }
  return [...lines].map(([stack, us]) => `${stack} ${Math.round(us)}`).join('\n') + '\n'
}

/** `function file:line`, with node_modules paths cut to the package's own path. */
function frameName({ functionName, url, lineNumber }) {
  const name = (functionName || '(anonymous)').replaceAll(';', ':')
  if (!url) return name
  const path = url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\/(?!.*\/node_modules\/)/, '')
    .replace(/^.*\/(apps|packages)\//, '$1/')
  return `${name} ${path}:${lineNumber + 1}`.replaceAll(';', ':')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string', default: '0' }, to: { type: 'string' } },
  })
  const [file] = positionals
  if (!file) {
    console.error(
      'usage: node bench/race/cpu-profile-folded.mjs <file.cpuprofile> [--from S] [--to S]',
    )
    process.exit(2)
  }
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  process.stdout.write(
    foldedStacks(profile, { fromSec: Number(values.from), toSec: Number(values.to ?? Infinity) }),
  )
}
