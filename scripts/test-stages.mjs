// `pnpm test`: every check in order, each stage timed. Stops at the first stage that fails.
// A stage's lanes run side by side; each lane's time and the stage's go to stdout as it ends and,
// when STAGE_TIMES_FILE is set (.ci/run sets it), are appended to that file, so the CI prints
// every stage's time as its last lines. The first lane's output is shown as it comes; the others'
// is held and printed once they end.
// Lint reads only sources (eslint is not type-aware), so it runs beside the build and typecheck;
// knip, which resolves the workspace's packages through their built output, runs after the build.
// The server's suite (one file at a time) runs beside the other packages' tests. The suite is the
// stage's long pole: beside it the bench's tests (servers started against deadlines) run first,
// then the libraries' tests niced, on the CPU the suite leaves idle (its tests wait on sockets,
// timers and child nodes) instead of slowing it.
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

const stages = [
  ['lint, build and typecheck', ['pnpm build && pnpm typecheck && knip', 'pnpm lint:sources']],
  [
    'unit and server tests',
    ['pnpm test:server', 'pnpm test:bench && nice -n 5 pnpm test:libraries'],
  ],
  ['browser tests', ['pnpm test:e2e']],
]

for (const [name, commands] of stages) {
  const start = Date.now()
  const [first, ...rest] = commands
  const results = await Promise.all([run(first, true), ...rest.map((c) => run(c, false))])
  const failed = results.filter((r) => r.status !== 0)
  for (const r of results.slice(1)) process.stdout.write(r.output)
  const lines = [timeLine(name, Date.now() - start, failed.length > 0)]
  if (results.length > 1)
    for (const r of results) lines.push(timeLine(`  ${r.command}`, r.ms, r.status !== 0))
  console.log(`\n[stage] ${lines.join('\n')}\n`)
  if (process.env.STAGE_TIMES_FILE)
    appendFileSync(process.env.STAGE_TIMES_FILE, `${lines.join('\n')}\n`)
  if (failed.length) process.exit(failed[0].status || 1)
}

/** Runs a shell command: its output shown as it comes, or held and returned. */
function run(command, shown) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: shown ? 'inherit' : 'pipe' })
    let output = ''
    if (!shown) {
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
    }
    const start = Date.now()
    child.on('close', (status) =>
      resolve({ command, status: status ?? 1, output, ms: Date.now() - start }),
    )
  })
}

function timeLine(name, ms, failed) {
  return `${name.padEnd(24)} ${formatDuration(ms)}${failed ? '  (failed)' : ''}`
}

function formatDuration(ms) {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`
}
