// Runs a bench script (its path below bench/, e.g. race/race-load.mjs) under this node with --json among its arguments and
// reads its report: the JSON it printed last (one line, or indented over several).
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export async function benchReport<T>(
  script: string,
  args: string[],
  options: { timeout: number; env?: NodeJS.ProcessEnv },
): Promise<T> {
  const { stdout } = await run(process.execPath, [join(BENCH, script), ...args], {
    ...options,
    maxBuffer: 16 * 1024 * 1024,
  })
  const lines = stdout.trim().split('\n')
  return JSON.parse(
    lines.slice(lines.findLastIndex((line) => line.startsWith('{'))).join('\n'),
  ) as T
}
