// Summarises a V8 .cpuprofile (node --cpu-prof): self time per package/file group and per
// function, and total (inclusive) time of our own functions — what a move, a broadcast or a
// flush of the move log costs with everything it calls — readable in a terminal.
// Usage: node bench/race/cpu-profile-top.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export function topFunctions(profile, top = 25) {
  const selfUs = selfTimes(profile)
  const groupOfNode = nodeGroups(profile)
  const byFunction = new Map()
  const byGroup = new Map()
  let totalUs = 0
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0
    if (us === 0) continue
    totalUs += us
    const { functionName, url, lineNumber } = node.callFrame
    const group = groupOfNode.get(node.id)
    const key = url
      ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
      : `${functionName} (native${VM_STATES.has(functionName) ? '' : `, called from ${group}`})`
    byFunction.set(key, (byFunction.get(key) ?? 0) + us)
    byGroup.set(group, (byGroup.get(group) ?? 0) + us)
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, pct: (100 * us) / totalUs }))
  const inclusive = ourInclusiveTimes(profile, selfUs)
  return {
    totalMs: totalUs / 1000,
    functions: rank(byFunction),
    groups: rank(byGroup),
    ours: rank(inclusive),
  }
}

const OURS = /\/(apps\/server|packages\/engine|packages\/protocol)\//

/** Inclusive time of each of our functions, counted once per sample however deep it recurses. */
function ourInclusiveTimes(profile, selfUs) {
  const children = new Map(profile.nodes.map((node) => [node.id, node.children ?? []]))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const isChild = new Set(profile.nodes.flatMap((node) => node.children ?? []))
  const totals = new Map()
  const visit = (id, keys) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame
    let own = keys
    if (OURS.test(url)) {
      const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
      if (!keys.includes(key)) own = [...keys, key]
    }
    const us = selfUs.get(id) ?? 0
    if (us > 0) for (const key of own) totals.set(key, (totals.get(key) ?? 0) + us)
    for (const child of children.get(id)) visit(child, own)
  }
  for (const node of profile.nodes) if (!isChild.has(node.id)) visit(node.id, [])
  return totals
}

const VM_STATES = new Set(['(garbage collector)', '(idle)', '(program)', '(root)'])

/**
 * A native function (fs.writeSync, JSON.parse, …) has no script URL: its time is charged to the
 * nearest caller that has one, so a write made by PGlite counts as PGlite's.
 */
function nodeGroups(profile) {
  const parent = new Map()
  const byId = new Map()
  for (const node of profile.nodes) {
    byId.set(node.id, node)
    for (const child of node.children ?? []) parent.set(child, node.id)
  }
  const groups = new Map()
  const resolve = (id) => {
    if (groups.has(id)) return groups.get(id)
    const node = byId.get(id)
    const { url, functionName } = node.callFrame
    let group
    if (url) group = groupOf(url, functionName)
    else if (VM_STATES.has(functionName)) group = functionName
    else if (parent.has(id)) group = resolve(parent.get(id))
    else group = '(native)'
    groups.set(id, group)
    return group
  }
  for (const node of profile.nodes) resolve(node.id)
  return groups
}

function selfTimes(profile) {
  const times = new Map()
  const { samples = [], timeDeltas = [] } = profile
  for (let i = 0; i < samples.length; i += 1) {
    const id = samples[i]
    times.set(id, (times.get(id) ?? 0) + (timeDeltas[i] ?? 0))
  }
  return times
}

function shortUrl(url) {
  if (!url) return ''
  const pnpm = url.lastIndexOf('/node_modules/')
  if (pnpm >= 0) return url.slice(pnpm + '/node_modules/'.length)
  const repo = url.indexOf('/apps/')
  if (repo >= 0) return url.slice(repo + 1)
  const pkg = url.indexOf('/packages/')
  return pkg >= 0 ? url.slice(pkg + 1) : url.replace('file://', '')
}

/** Which part of the stack a function belongs to: ours, a dependency, or the runtime. */
function groupOf(url) {
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const ours = /\/(apps\/server|packages\/\w+)\/(?:dist|src)\/(.*?)(?:\/[^/]*)?$/.exec(url)
  if (ours) return `${ours[1]}/${ours[2] || '.'}`
  if (url.startsWith('node:')) return url
  return shortUrl(url)
}

export function formatTop({ totalMs, functions, groups, ours }) {
  const lines = [`CPU profile: ${(totalMs / 1000).toFixed(1)} s sampled`, '  self time by group:']
  for (const row of groups) lines.push(`    ${row.pct.toFixed(1).padStart(5)}%  ${row.name}`)
  lines.push('  self time by function:')
  for (const row of functions) lines.push(`    ${row.pct.toFixed(1).padStart(5)}%  ${row.name}`)
  lines.push('  total time of our functions (with everything they call):')
  for (const row of ours) lines.push(`    ${row.pct.toFixed(1).padStart(5)}%  ${row.name}`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2)
  if (!file) {
    console.error('usage: node bench/race/cpu-profile-top.mjs <file.cpuprofile> [top]')
    process.exit(2)
  }
  console.log(formatTop(topFunctions(JSON.parse(readFileSync(file, 'utf8')), Number(top ?? 25))))
}
