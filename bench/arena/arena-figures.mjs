// The figures of `pnpm bench:arena` against issue 42's targets: each round's start spread (when
// every entrant heard of it, when each could first move, and the races' stored starts), acked =
// stored, CPU a move against the races of 8, `arena:standings` per entrant per second, and the
// p99 of a move against the fan-out echo's. Over several nodes, also which node ran how many of
// each round's races (each deals a share) and each node's CPU.
import pg from 'pg'
import { merge, percentile } from '../race/histogram.mjs'

/** A standings push that comes sooner than this after the last is counted as too soon. */
const SOONEST_MS = 950

/**
 * By round: the arena's races, the spread of their stored starts (started_at, ms), its moves,
 * and its races by owner node (the node that dealt each, unless it died and another took it).
 */
export async function arenaStarts(databaseUrl, arenaId) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select arena_round as round, count(*)::int as races,
        extract(epoch from max(started_at) - min(started_at)) * 1000 as spread
       from races where arena_id = $1 group by arena_round order by arena_round`,
      [arenaId],
    )
    const moves = await client.query(
      `select r.arena_round as round, count(*)::int as n from moves m
       join races r on r.id = m.race_id where r.arena_id = $1 group by r.arena_round`,
      [arenaId],
    )
    const owners = await client.query(
      `select arena_round as round, coalesce(owner_node, 'local') as node, count(*)::int as n
       from races where arena_id = $1 group by 1, 2 order by 1, 2`,
      [arenaId],
    )
    const movesOf = new Map(moves.rows.map((m) => [m.round, m.n]))
    return rows.map((r) => ({
      round: r.round,
      races: r.races,
      spreadMs: Number(r.spread),
      moves: movesOf.get(r.round) ?? 0,
      byNode: Object.fromEntries(
        owners.rows.filter((o) => o.round === r.round).map((o) => [o.node, o.n]),
      ),
    }))
  } finally {
    await client.end()
  }
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0)
const r = (x, digits = 2) => (x === null || !Number.isFinite(x) ? null : Number(x.toFixed(digits)))

/** Per window: acks a second, CPU a move (every node), p99; over windows of a kind: merged. */
function kind(windows) {
  const acks = sum(windows.map((w) => w.acks))
  const cpu = sum(windows.map((w) => sum(w.cpuMs)))
  const rtt = merge(windows.map((w) => w.rtt))
  return {
    windows: windows.length,
    movesPerSec: r((acks * 1000) / sum(windows.map((w) => w.windowMs)), 1),
    cpuMsPerMove: r(cpu / acks, 3),
    cores: r(cpu / sum(windows.map((w) => w.wallMs))),
    cpuShareByNode: windows[0]?.cpuMs.map((_, i) => r(sum(windows.map((w) => w.cpuMs[i])) / cpu)),
    p50Ms: r(percentile(rtt, 0.5)),
    p99Ms: r(percentile(rtt, 0.99)),
    maxMs: r(rtt.max),
    perWindow: windows.map((w) => ({
      cpuMsPerMove: r(sum(w.cpuMs) / w.acks, 3),
      p99Ms: r(percentile(w.rtt, 0.99)),
    })),
  }
}

/** Each round's spreads: heard (arena:round) and playable (first legal moves), over everyone. */
function roundSpreads(reports, starts, entrants) {
  const rounds = new Set(reports.flatMap((rep) => Object.keys(rep.rounds).map(Number)))
  return [...rounds]
    .sort((a, b) => a - b)
    .map((round) => {
      const heard = reports.flatMap((rep) => rep.rounds[round]?.heardAt ?? [])
      const playable = reports.flatMap((rep) => rep.rounds[round]?.playableAt ?? [])
      const spread = (xs) => (xs.length ? Math.max(...xs) - Math.min(...xs) : null)
      const stored = starts.find((s) => s.round === round)
      return {
        round,
        entrants,
        heard: heard.length,
        playable: playable.length,
        heardSpreadMs: spread(heard),
        playableSpreadMs: spread(playable),
        races: stored?.races ?? null,
        storedSpreadMs: r(stored?.spreadMs ?? null, 1),
        racesByNode: stored?.byNode ?? {},
        rerouted: reports.reduce((n, rep) => n + (rep.rounds[round]?.rerouted ?? 0), 0),
      }
    })
}

/** Per entrant: its `arena:standings` arrivals; the gaps between them and the most in 1 s. */
function standingsFigures(reports) {
  const lists = reports.flatMap((rep) => rep.standingsAt)
  const gaps = lists.flatMap((at) => at.slice(1).map((t, i) => t - at[i])).sort((a, b) => a - b)
  let mostInASecond = 0
  for (const at of lists) {
    let from = 0
    for (let to = 0; to < at.length; to += 1) {
      while (at[to] - at[from] >= 1000) from += 1
      mostInASecond = Math.max(mostInASecond, to - from + 1)
    }
  }
  return {
    entrants: lists.length,
    received: lists.filter((at) => at.length > 0).length,
    pushes: sum(lists.map((at) => at.length)),
    pushesPerEntrantMedian: lists.map((at) => at.length).sort((a, b) => a - b)[lists.length >> 1],
    minGapMs: gaps[0] ?? null,
    medianGapMs: gaps[gaps.length >> 1] ?? null,
    gapsUnder: gaps.filter((g) => g < SOONEST_MS).length,
    mostInASecond,
  }
}

export function summarise(input) {
  const { options, windows, arena, starts, reports, durability, ackedTotal } = input
  const baseline = kind(windows.baseline)
  const echo = kind(windows.echo)
  const ours = kind(windows.arena)
  const rounds = roundSpreads(reports, starts, options.entrants)
  const standings = standingsFigures(reports)
  const same = durability.storedMoves === ackedTotal && durability.mismatched.length === 0
  const arenaMoves = sum(starts.map((x) => x.moves))
  const targets = {
    startWithin1s: rounds.every((x) => x.playable === x.entrants && x.playableSpreadMs <= 1000),
    ackedEqualsStored: same,
    cpuRatio: r(ours.cpuMsPerMove / baseline.cpuMsPerMove),
    standingsAtMostOnceASecond: standings.gapsUnder === 0,
    standingsToEveryone: standings.received === options.entrants,
    p99Ratio: r(ours.p99Ms / echo.p99Ms),
    // Over several nodes: every round's races dealt on every node (each owns a share).
    everyNodeDeals: rounds.every((x) => Object.keys(x.racesByNode).length === options.nodes),
  }
  return {
    options,
    rounds,
    arena: {
      id: arena.id,
      everyoneFinished: arena.everyoneFinished,
      cpuMs: arena.cpuMs,
      wallMs: r(arena.wallMs, 0),
      arenaMoves,
    },
    ours,
    baseline,
    echo,
    standings,
    ackedMoves: ackedTotal,
    storedMoves: durability.storedMoves,
    mismatched: durability.mismatched.slice(0, 5),
    errors: input.errors,
    rerouted: input.rerouted,
    targets,
    ok: same,
  }
}

export function printReport(s, log) {
  const f = (x, d = 2) => (x === null || x === undefined ? 'n/a' : Number(x).toFixed(d))
  const t = s.targets
  log('')
  for (const x of s.rounds)
    log(
      `round ${x.round}       ${x.heard}/${x.entrants} heard arena:round within ${f(x.heardSpreadMs, 0)} ms; ${x.playable} could move within ${f(x.playableSpreadMs, 0)} ms of each other; ${x.races} races' stored starts within ${f(x.storedSpreadMs, 0)} ms${
        s.options.nodes > 1
          ? `; races by node: ${Object.entries(x.racesByNode)
              .map(([n, k]) => `${n} ${k}`)
              .join(', ')}; ${x.rerouted} entrants moved to their race's node`
          : ''
      }`,
    )
  for (const [name, k] of [
    ['arena', s.ours],
    ['races of 8', s.baseline],
    ['fan-out echo', s.echo],
  ])
    log(
      `${name.padEnd(13)} ${f(k.movesPerSec, 0)} moves/s, CPU ${f(k.cpuMsPerMove, 3)} ms a move (${f(k.cores)} cores${k.cpuShareByNode?.length > 1 ? `; shares by node ${k.cpuShareByNode.map((x) => f(x)).join(' / ')}` : ''}), p50 ${f(k.p50Ms)} / p99 ${f(k.p99Ms)} / max ${f(k.maxMs)} ms; by window: ${k.perWindow.map((w) => `${f(w.cpuMsPerMove, 3)} ms, p99 ${f(w.p99Ms)}`).join(' | ')}`,
    )
  const st = s.standings
  log(
    `standings     ${st.received}/${st.entrants} entrants got arena:standings, ${st.pushes} in all (median ${st.pushesPerEntrantMedian} each); gaps min ${f(st.minGapMs, 0)} / median ${f(st.medianGapMs, 0)} ms, ${st.gapsUnder} under ${SOONEST_MS} ms; at most ${st.mostInASecond} in any second`,
  )
  log(
    `durability    acked ${s.ackedMoves} moves, stored ${s.storedMoves}: ${s.ok ? 'equal, race by race' : `MISMATCH ${JSON.stringify(s.mismatched)}`}; errors ${Object.keys(s.errors).length ? JSON.stringify(s.errors) : 'none'}${s.rerouted ? `; rerouted ${s.rerouted}` : ''}; everyone got arena:finished: ${s.arena.everyoneFinished}`,
  )
  log(
    `targets       starts within 1 s: ${t.startWithin1s}${s.options.nodes > 1 ? `; every node deals a share: ${t.everyNodeDeals}` : ''}; acked = stored: ${t.ackedEqualsStored}; CPU a move ÷ races of 8's ${f(t.cpuRatio)} (≤ 1.2); standings at most once a second: ${t.standingsAtMostOnceASecond}, to everyone: ${t.standingsToEveryone}; p99 ÷ fan-out echo's ${f(t.p99Ratio)} (≤ 2)`,
  )
  log(
    `whole arena   from its start to arena:finished: node CPU ${s.arena.cpuMs.map((ms) => f(ms / 1000, 1)).join(' + ')} s over ${f(s.arena.wallMs / 1000, 1)} s, ${s.arena.arenaMoves} moves stored: ${f(sum(s.arena.cpuMs) / s.arena.arenaMoves, 3)} ms a move (round starts and ends included)`,
  )
}
