// A race of 8 against four races of 2 (issue 23): the same 8 racers, the same deal (one fixed
// seed), the same moves (each racer plays the first legal move), on the production server. For
// each layout: server CPU ms per acknowledged move, and what the clients were sent per move
// (events — by name too — and bytes of their JSON payloads), and whether every racer ended on
// every other racer's latest progress. Layouts take turns round by round on one server.
//
//   node bench/race/seats-bench.mjs [--rounds 5] [--moves 60] [--watchers 0] [--game saratoga]
//                                  [--db pglite|postgres] [--json]
import { applyMoveAck } from '@patience-race/protocol'
import { startServer } from './child-processes.mjs'
import { connect, postJson, request } from './client.mjs'
import { readCommandLine } from './command-line.mjs'
import { prepareDatabase } from './database.mjs'
import { sampleProcess } from './proc-stats.mjs'
import { benchServerEnv } from './server-env.mjs'

const USAGE =
  'node bench/race/seats-bench.mjs [--rounds R] [--moves M] [--watchers W] [--game ID] [--db pglite|postgres] [--json]'
const options = readCommandLine(
  process.argv.slice(2),
  { rounds: 5, moves: 60, watchers: 0, game: 'saratoga', db: 'pglite', json: false },
  USAGE,
)
const ROUNDS = Number(options.rounds)
const MOVES = Number(options.moves)
const WATCHERS = Number(options.watchers)
const RACERS = 8
const LAYOUTS = [
  { name: '1 race of 8', races: 1, seats: 8 },
  { name: '4 races of 2', races: 4, seats: 2 },
]
const log = (line) => {
  if (!options.json) console.log(line)
}

/** Counts what a socket is sent from the moment `counting` is on. */
function meter(socket, tally) {
  socket.onAny((event, payload) => {
    if (!tally.on) return
    tally.events++
    tally.byName[event] = (tally.byName[event] ?? 0) + 1
    tally.bytes += JSON.stringify(payload ?? null).length
  })
}

/** What a racer last heard of each other seat's moves, alone (a duel) or in batches. */
function hearOthers(socket, racer) {
  const heard = (e) => {
    if (e.seat !== racer.seat) racer.heard.set(e.seat, e.progress.moves)
  }
  socket.on('race:progress', heard)
  socket.on('race:progress-batch', (batch) => batch.events.forEach(heard))
}

/** Every racer has heard every other racer of its race at its last move. */
const everyoneHeard = (races) =>
  races.every(({ racers }) =>
    racers.every((racer) =>
      racers.every((other) => other === racer || racer.heard.get(other.seat) === other.view.moves),
    ),
  )

async function runLayout(server, tokens, layout, seed) {
  const tally = { on: false, events: 0, bytes: 0, byName: {} }
  const sockets = []
  const races = []
  for (let r = 0; r < layout.races; r++) {
    const mine = tokens.slice(r * layout.seats, (r + 1) * layout.seats)
    const created = await postJson(
      server.url,
      '/api/races',
      { game: options.game, seed, seats: layout.seats },
      mine[0],
    )
    if (!created.ok) throw new Error(`create: ${JSON.stringify(created.body)}`)
    const raceId = created.body.raceId
    const racers = []
    for (const token of mine) {
      const socket = await connect(server.url, token)
      meter(socket, tally)
      sockets.push(socket)
      const joined = await request(socket, 'race:join', { raceId, as: 'player' })
      if (!joined.ok) throw new Error(`join: ${JSON.stringify(joined)}`)
      const racer = { socket, seat: joined.seat, view: null, legal: [], seq: 0, acked: 0 }
      racer.heard = new Map()
      hearOthers(socket, racer)
      racers.push(racer)
    }
    for (let w = 0; w < WATCHERS; w++) {
      const socket = await connect(server.url)
      meter(socket, tally)
      sockets.push(socket)
      await request(socket, 'race:join', { raceId, as: 'spectator' })
    }
    const started = racers.map(
      (racer) =>
        new Promise((resolve) =>
          racer.socket.once('race:started', (e) => {
            racer.view = e.view
            racer.legal = e.legal
            resolve()
          }),
        ),
    )
    for (const racer of racers) await request(racer.socket, 'race:ready', { raceId })
    await Promise.all(started)
    races.push({ raceId, racers })
  }
  // Measured: the moves only (every racer at once, each as fast as its acks come back).
  await new Promise((resolve) => setTimeout(resolve, 200))
  const before = sampleProcess(server.pid)
  tally.on = true
  const play = async (raceId, racer) => {
    while (racer.acked < MOVES && racer.legal.length > 0) {
      const reply = await request(racer.socket, 'race:move', {
        raceId,
        move: racer.legal[0],
        seq: racer.seq + 1,
      })
      if (!reply.ok) throw new Error(`move: ${JSON.stringify(reply)}`)
      racer.seq++
      racer.acked++
      // The ack carries what the move changed: patched into the view, as the web client does.
      const next = applyMoveAck(racer.view, reply)
      if (!next) throw new Error(`move ${racer.seq}: the ack does not match the view it patches`)
      racer.view = next.view
      racer.legal = next.view.status === 'playing' ? next.legal : []
    }
  }
  await Promise.all(races.flatMap(({ raceId, racers }) => racers.map((r) => play(raceId, r))))
  // Spectators' events are sent at most every 100 ms, opponents' batches every 150 ms: let the
  // last ones arrive (a loaded machine may need longer to deliver the last batch).
  const settled = Date.now() + 5000
  await new Promise((resolve) => setTimeout(resolve, 300))
  while (!everyoneHeard(races) && Date.now() < settled)
    await new Promise((resolve) => setTimeout(resolve, 20))
  const heardLatest = everyoneHeard(races)
  tally.on = false
  const after = sampleProcess(server.pid)
  const moves = races.reduce((n, race) => n + race.racers.reduce((m, r) => m + r.acked, 0), 0)
  for (const race of races)
    for (const racer of race.racers)
      await request(racer.socket, 'race:resign', { raceId: race.raceId })
  for (const socket of sockets) socket.close()
  return {
    moves,
    cpuMs: after.cpuMs - before.cpuMs,
    events: tally.events,
    byName: tally.byName,
    bytes: tally.bytes,
    heardLatest,
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const database = await prepareDatabase(options.db)
const server = await startServer({ env: { ...benchServerEnv(), ...database.env } })
try {
  const tokens = []
  for (let i = 0; i < RACERS; i++)
    tokens.push((await postJson(server.url, '/api/session', { name: `Bench ${i + 1}` })).body.token)
  const results = new Map(LAYOUTS.map((l) => [l.name, []]))
  for (let round = 0; round < ROUNDS + 1; round++) {
    // Round 0 warms the server up; later rounds alternate which layout goes first.
    const order = round % 2 ? [...LAYOUTS].reverse() : LAYOUTS
    for (const layout of order) {
      const run = await runLayout(server, tokens, layout, `seats-bench-${round}`)
      if (round > 0) results.get(layout.name).push(run)
      log(
        `round ${round}${round === 0 ? ' (warm-up)' : ''} ${layout.name}: ${run.moves} moves, ` +
          `${(run.cpuMs / run.moves).toFixed(3)} ms CPU a move, ${(run.events / run.moves).toFixed(2)} events and ` +
          `${Math.round(run.bytes / run.moves)} bytes a move` +
          (run.heardLatest ? '' : "; some racer did not hear another's last move"),
      )
    }
  }
  const summary = LAYOUTS.map((layout) => {
    const runs = results.get(layout.name)
    return {
      layout: layout.name,
      movesPerRound: runs[0].moves,
      cpuMsPerMove: median(runs.map((r) => r.cpuMs / r.moves)),
      cpuMsPerMoveRange: [
        Math.min(...runs.map((r) => r.cpuMs / r.moves)),
        Math.max(...runs.map((r) => r.cpuMs / r.moves)),
      ],
      eventsPerMove: median(runs.map((r) => r.events / r.moves)),
      eventsPerMoveByName: Object.fromEntries(
        [...new Set(runs.flatMap((r) => Object.keys(r.byName)))]
          .sort()
          .map((name) => [name, median(runs.map((r) => (r.byName[name] ?? 0) / r.moves))]),
      ),
      bytesPerMove: median(runs.map((r) => r.bytes / r.moves)),
      everyoneHeardLatest: runs.every((r) => r.heardLatest),
    }
  })
  // Ratios taken round by round (both layouts ran back to back on the same machine load).
  const [eightRuns, twoRuns] = LAYOUTS.map((l) => results.get(l.name))
  const ratios = eightRuns.map(
    (run, i) => run.cpuMs / run.moves / (twoRuns[i].cpuMs / twoRuns[i].moves),
  )
  const ratio = median(ratios)
  if (options.json)
    console.log(JSON.stringify({ options, summary, cpuRatio: ratio, cpuRatios: ratios }, null, 2))
  else {
    for (const s of summary)
      log(
        `${s.layout}: ${s.cpuMsPerMove.toFixed(3)} ms CPU a move (rounds ${s.cpuMsPerMoveRange
          .map((x) => x.toFixed(3))
          .join(
            '–',
          )}), ${s.eventsPerMove.toFixed(2)} events and ${Math.round(s.bytesPerMove)} bytes sent a move ` +
          `(${Object.entries(s.eventsPerMoveByName)
            .map(([name, n]) => `${name} ${n.toFixed(2)}`)
            .join(', ')}); every racer heard the others' last moves: ${s.everyoneHeardLatest}`,
      )
    log(
      `CPU a move, race of 8 ÷ races of 2, median of rounds: ${ratio.toFixed(2)} ` +
        `(rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
    )
  }
} finally {
  await server.stop()
  await database.dispose()
}
