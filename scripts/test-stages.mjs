// `pnpm test`: every check in order, each stage timed. Stops at the first stage that fails.
// Each stage's time goes to stdout as it ends and, when STAGE_TIMES_FILE is set (.ci/run sets
// it), is appended to that file, so the CI prints every stage's time as its last lines.
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

const stages = [
  ['lint', 'pnpm lint'],
  ['build and typecheck', 'pnpm build && pnpm typecheck'],
  ['unit and server tests', 'pnpm test:packages'],
  ['browser tests', 'pnpm test:e2e'],
]

for (const [name, command] of stages) {
  const start = Date.now()
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' })
  const line = `${name.padEnd(24)} ${formatDuration(Date.now() - start)}${status === 0 ? '' : '  (failed)'}`
  console.log(`\n[stage] ${line}\n`)
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${line}\n`)
  if (status !== 0) process.exit(status ?? 1)
}

function formatDuration(ms) {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`
}
