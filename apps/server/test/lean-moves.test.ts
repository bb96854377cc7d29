// The lean move path (issue 14): a move's ack carries what the move changed, and a client that
// applies those patches to its own view and derives the legal moves with the engine holds
// exactly the board the server sends on a resync. A client whose view went wrong sees it in the
// check value and resyncs by joining again.
import { legalMovesFromView, type GameId } from '@patience-race/engine'
import { applyMoveAck, type MoveWire } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { deriveMoveAck, heldView, rememberView } from '../src/test-support/acked-views.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask, askUntracked } from '../src/test-support/ask.js'
import { okOf } from '../src/test-support/replies.js'
import { serverPerDescribe } from '../src/test-support/server.js'
import { testStores } from '../src/test-support/stores.js'

const GAMES: GameId[] = ['sir-tommy', 'saratoga', 'grandmas-game']
const memory = testStores.find((kind) => kind.name === 'memory')!

describe('the lean move path', () => {
  const shared = serverPerDescribe(memory)

  for (const game of GAMES) {
    it(`${game}: acks carry a patch; the patched board is the server's board after a resync`, async () => {
      const race = await startLiveRace(shared.server, { game })
      const { raceId, a } = race
      const fullViewBytes = JSON.stringify(race.startedA.view).length
      let legal: readonly MoveWire[] = race.startedA.legal
      let seq = 0
      for (let i = 0; i < 40 && legal.length > 0; i++) {
        // Alternate ends of the list so the games go somewhere.
        const move = (i % 3 === 0 ? legal.at(-1) : legal[0])!
        const raw = await askUntracked(a, 'race:move', { raceId, move, seq: seq + 1 }, 10_000)
        expect(raw.ok, JSON.stringify(raw)).toBe(true)
        const ack = okOf(raw)
        // The wire: a patch, a legal-move count and a check value; never a view or a list.
        expect(Object.keys(ack).sort()).toEqual(['check', 'legalCount', 'ok', 'patch', 'seq'])
        expect(JSON.stringify(ack).length).toBeLessThan(fullViewBytes)
        expect('patch' in ack && ack.patch).toMatchObject({ moves: seq + 1 })
        // The same ack through the test client, which patches its view as the web client does.
        const mine = heldView(a, raceId)!
        const acked = applyMoveAck(mine, ack)
        expect(acked, `move ${seq + 1}: the patched view matches the check`).not.toBeNull()
        rememberView(a, raceId, acked!.view)
        legal = acked!.legal
        seq += 1
      }
      expect(seq).toBeGreaterThan(0)
      // A resync (a second socket of the same racer joining) shows the same board and moves.
      const again = await shared.server.client(race.alice.token)
      const join = okOf(await ask(again, 'race:join', { raceId }))
      expect(join.seq).toBe(seq)
      expect(heldView(a, raceId)).toEqual(join.view)
      expect(legal).toEqual(join.legal)
      expect(legalMovesFromView(join.view!)).toEqual(join.legal)
      again.disconnect()
    })
  }

  it('a client whose view is wrong fails the check and gets the right board by joining again', async () => {
    const race = await startLiveRace(shared.server, { game: 'sir-tommy' })
    const { raceId, a } = race
    const right = heldView(a, raceId)!
    // Corrupt this client's copy: a waste pile it thinks holds a card that is not there.
    rememberView(a, raceId, {
      ...right,
      piles: { ...right.piles, 'waste-4': ['KS'] },
    })
    // The ack as it came, applied to the wrong view: it fails the check (no view, no moves).
    const reply = await askUntracked(
      a,
      'race:move',
      { raceId, move: race.startedA.legal[0]!, seq: 1 },
      10_000,
    )
    expect(reply.ok).toBe(true)
    const derived = deriveMoveAck(a, raceId, okOf(reply))
    expect(derived).toBeNull()
    // The resync: the whole view from the server, with what the move did.
    const join = okOf(await ask(a, 'race:join', { raceId }))
    expect(join.seq).toBe(1)
    expect(join.view?.piles['waste-4']).toEqual([])
    expect(join.view?.moves).toBe(1)
    expect(heldView(a, raceId)).toEqual(join.view)
    // From there the patches line up again (a patch that did not would throw).
    const next = okOf(await ask(a, 'race:move', { raceId, move: join.legal![0]!, seq: 2 }))
    expect(next.view.moves).toBe(2)
  })
})
