// Summarises a sampling heap profile (alloc-profile.cjs): bytes allocated per package and per
// function, and per move when given the number of acknowledged moves of the run.
// Usage: node bench/race/alloc-profile-top.mjs <file.heapprofile> [ackedMoves]
import { readFileSync } from 'node:fs'

const [file, movesArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/race/alloc-profile-top.mjs <file.heapprofile> [ackedMoves]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(file, 'utf8'))
const moves = Number(movesArg) || null
const byGroup = new Map()
const byFunction = new Map()
let total = 0

function group(url) {
  if (!url) return '(native)'
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  const ours = /(apps\/[^/]+\/dist\/[^/]+|packages\/[^/]+\/dist(?:\/games\/[^/]+)?)/.exec(url)
  if (ours) return ours[1]
  return url.startsWith('node:') ? url.split('/').slice(0, 2).join('/') : url
}

const stack = [profile.head]
while (stack.length > 0) {
  const node = stack.pop()
  const { functionName, url, lineNumber } = node.callFrame
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
  total += node.selfSize
  byGroup.set(group(url), (byGroup.get(group(url)) ?? 0) + node.selfSize)
  byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize)
  stack.push(...node.children)
}

const line = ([name, bytes]) =>
  `${((100 * bytes) / total).toFixed(1).padStart(6)} %${moves ? `${(bytes / moves).toFixed(0).padStart(8)} B a move` : ''}  ${name}`
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(line)
    .join('\n')
console.log(
  `${(total / 1e6).toFixed(0)} MB allocated (sampled)${moves ? `, ${(total / moves).toFixed(0)} B a move` : ''}`,
)
console.log(`by package:\n${top(byGroup, 20)}\nby function (self):\n${top(byFunction, 25)}`)
