// The three packets a move sends, as the move-shaped echo sends them (echo-server.mjs): the
// mover's ack, the opponent's race:progress and a watcher's race:progress with its masked board.
// Made once from a real Saratoga position by the engine and the protocol's ack, chosen so their
// sizes match the race server's mean sizes in the human-pace runs of bench/README.md (205, 133
// and 891 bytes): the echo then stringifies and writes what a move does, with no game and no
// database. `node bench/race/move-packets.mjs` prints them with their sizes.
import {
  applyMove,
  legalMoves,
  newGame,
  playerView,
  progress,
  spectatorView,
} from '@patience-race/engine'
import { patchAck } from '@patience-race/protocol'

const RACE_ID = 'cm3race0001'
const TARGET_BYTES = { ack: 205, watcher: 891 }

/** Plays `count` moves of a fixed line from the deal (the `step`th legal move each time). */
function play(count, step) {
  let state = newGame('saratoga', { seed: 'bench-move-packets' })
  for (let i = 0; i < count; i += 1) {
    const moves = legalMoves(state)
    const move = moves[(i * step) % moves.length]
    if (move === undefined) break
    const applied = applyMove(state, move)
    if (!applied.ok) break
    state = applied.state
  }
  return state
}

function packetsAfter(moverMoves, otherMoves) {
  const before = play(moverMoves, 7)
  const move = legalMoves(before)[0]
  if (move === undefined) return null
  const applied = applyMove(before, move)
  if (!applied.ok) return null
  const after = applied.state
  const view = playerView(after)
  const ack = {
    ok: true,
    ...patchAck(moverMoves + 1, playerView(before), view, legalMoves(after).length),
  }
  const opponent = {
    raceId: RACE_ID,
    seat: 0,
    progress: progress(after),
    status: 'playing',
    at: 123_456,
  }
  const watcher = { ...opponent, view: spectatorView(after, [play(otherMoves, 5)], view) }
  return { ack, opponent, watcher }
}

const bytes = (value) => JSON.stringify(value).length

/** The position whose ack and board sizes come nearest the race server's. */
export function movePackets() {
  let best = null
  for (let mover = 10; mover < 60; mover += 1)
    for (let other = 5; other < 40; other += 5) {
      const packets = packetsAfter(mover, other)
      if (!packets) continue
      const miss =
        Math.abs(bytes(packets.ack) - TARGET_BYTES.ack) +
        Math.abs(bytes(packets.watcher) - TARGET_BYTES.watcher) / 4
      if (!best || miss < best.miss) best = { miss, packets }
    }
  return best.packets
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packets = movePackets()
  for (const [name, value] of Object.entries(packets)) console.log(`${name}: ${bytes(value)} bytes`)
  console.log(JSON.stringify(packets))
}
