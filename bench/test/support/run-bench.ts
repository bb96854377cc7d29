// Runs a bench script (bench/race/<name>) under this node with --json among its arguments and
// reads its report: the last line of what it printed.
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const RACE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'race')

export async function benchReport<T>(
  name: string,
  args: string[],
  options: { timeout: number; env?: NodeJS.ProcessEnv },
): Promise<T> {
  const { stdout } = await run(process.execPath, [join(RACE, name), ...args], {
    ...options,
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as T
}
