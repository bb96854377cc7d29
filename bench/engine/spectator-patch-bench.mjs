// What a spectator's board event costs to make and send, whole (what the server sends: the seat's
// masked view) against a patch of the last board sent (engine viewPatch, with viewCheck to verify),
// the lever issue 25 names for the spectator feed. Two racers of one deal take turns; after each
// move the mover's masked board is made as the server makes it (playerView, spectatorView against
// the other racer) and encoded with the race:progress fields around it. Measured in this process
// (no sockets): microseconds an event and bytes of the encoded event.
//   node bench/engine/spectator-patch-bench.mjs [--game saratoga] [--deals 40] [--repeats 20] [--json]
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import {
  applyMove,
  applyViewPatch,
  legalMoves,
  newGame,
  playerView,
  progress,
  spectatorView,
  viewCheck,
  viewPatch,
} from '@patience-race/engine'

const MAX_MOVES = 400

/** Each move of `deals` two-racer races on one deal each: the mover's state and the other's. */
export function racedMoves(game, deals) {
  const moves = []
  for (let deal = 0; deal < deals; deal++) {
    const seed = `spectator-bench-${deal}`
    const states = [newGame(game, { seed }), newGame(game, { seed })]
    for (let i = 0; i < MAX_MOVES; i++) {
      const seat = i % 2
      const legal = legalMoves(states[seat])
      if (legal.length === 0) break
      // A fixed walk through the legal moves: the racers' boards drift apart, as in a race.
      const applied = applyMove(states[seat], legal[(i * 7 + deal) % legal.length])
      if (!applied.ok) break
      states[seat] = applied.state
      moves.push({ seat, mover: states[seat], other: states[1 - seat] })
    }
  }
  return moves
}

const fields = (seat, state) => ({
  raceId: 'r0123456789abcdefghij',
  seat,
  progress: progress(state),
  status: 'playing',
  at: 123_456,
})

/** One encoded spectator event per move: the whole masked board. */
function wholeEvents(moves) {
  let bytes = 0
  for (const { seat, mover, other } of moves) {
    const view = spectatorView(mover, [other], playerView(mover))
    viewCheck(view) // the server's repeat check keys each event by it
    bytes += JSON.stringify({ ...fields(seat, mover), view }).length
  }
  return bytes
}

/** One encoded spectator event per move: a patch of the seat's last board sent, and its check. */
function patchEvents(moves, verify = false) {
  const sent = new Map()
  let bytes = 0
  for (const { seat, mover, other } of moves) {
    const view = spectatorView(mover, [other], playerView(mover))
    const check = viewCheck(view)
    const base = sent.get(seat)
    const event = base
      ? { ...fields(seat, mover), patch: viewPatch(base, view), check }
      : { ...fields(seat, mover), view }
    if (verify && base && viewCheck(applyViewPatch(base, event.patch)) !== check)
      throw new Error(`a patch did not rebuild seat ${seat}'s board`)
    sent.set(seat, view)
    bytes += JSON.stringify(event).length
  }
  return bytes
}

function timed(make, moves, repeats) {
  make(moves) // warm up
  const started = performance.now()
  let bytes = 0
  for (let r = 0; r < repeats; r++) bytes = make(moves)
  const us = ((performance.now() - started) * 1000) / repeats / moves.length
  return { usPerEvent: Number(us.toFixed(2)), bytesPerEvent: Math.round(bytes / moves.length) }
}

export function measure({ game = 'saratoga', deals = 40, repeats = 20 } = {}) {
  const moves = racedMoves(game, deals)
  patchEvents(moves, true)
  // Interleaved twice, so a drift of the machine shows as a spread rather than a difference.
  const rounds = [0, 1].map(() => ({
    whole: timed(wholeEvents, moves, repeats),
    patch: timed(patchEvents, moves, repeats),
  }))
  return { game, events: moves.length, rounds }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      deals: { type: 'string' },
      repeats: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  })
  const games = values.game ? [values.game] : ['saratoga', 'sir-tommy', 'grandmas-game']
  const results = games.map((game) =>
    measure({
      game,
      ...(values.deals ? { deals: Number(values.deals) } : {}),
      ...(values.repeats ? { repeats: Number(values.repeats) } : {}),
    }),
  )
  if (values.json) console.log(JSON.stringify(results))
  else
    for (const { game, events, rounds } of results)
      for (const [i, { whole, patch }] of rounds.entries())
        console.log(
          `${game.padEnd(14)} round ${i + 1}: whole board ${whole.usPerEvent} µs, ${whole.bytesPerEvent} B; ` +
            `patch ${patch.usPerEvent} µs, ${patch.bytesPerEvent} B (${events} events)`,
        )
}
