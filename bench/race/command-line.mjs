// The command lines of the benches (and of scripts/start-cluster.mjs): node:util's parseArgs
// over a table of defaults, one --help for all.
import { parseArgs } from 'node:util'

/**
 * The options of `argv` by a table of defaults: a boolean default makes a flag, any other an
 * option with a value (read as a string, as parseArgs reads them; `undefined`: no default);
 * --help (-h) is always a flag. A lone `--` is dropped (`pnpm bench:x -- --races 5` passes it
 * along). Throws parseArgs' errors (an unknown option, a missing value).
 */
export function parseOptions(argv, defaults) {
  const options = {}
  for (const [name, value] of Object.entries(defaults)) {
    const type = typeof value === 'boolean' ? 'boolean' : 'string'
    options[name] = { type }
    if (value !== undefined) options[name].default = type === 'string' ? String(value) : value
  }
  options.help = { type: 'boolean', short: 'h', default: false }
  return parseArgs({ args: argv.filter((arg) => arg !== '--'), options }).values
}

/** parseOptions; with --help, prints `usage` and ends the process (exit code 0). */
export function readCommandLine(argv, defaults, usage) {
  const values = parseOptions(argv, defaults)
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  return values
}
