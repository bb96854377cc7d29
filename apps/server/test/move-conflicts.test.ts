// The move log never takes a different move over one it holds: appendMoves refuses a move
// whose (race, seat, seq) stores another one, and the seat's later moves of the batch with it,
// on every store (the in-memory one behaves as the databases do) and through the cluster's
// fenced insert.
import type { PileId } from '@patience-race/engine'
import { describe, expect, it } from 'vitest'
import type { RaceStore } from '../src/races/ports.js'
import type { MoveRecord, RaceRecord } from '../src/races/records.js'
import { liveRaceRecord } from '../src/test-support/race-records.js'
import { openForTest, testStores } from '../src/test-support/stores.js'

const liveRace = (id: string, owner: Pick<RaceRecord, 'ownerNode' | 'ownerEpoch'>) =>
  liveRaceRecord(id, owner)

const onto = (raceId: string, seat: number, seq: number, to: PileId): MoveRecord => ({
  raceId,
  seat,
  seq,
  move: { from: 'pending', to },
  at: seq * 1000,
})

async function storedOf(store: RaceStore, raceId: string) {
  return (await store.getRace(raceId))!.moves.map((m) => [
    m.seat,
    m.seq,
    'to' in m.move && m.move.to,
  ])
}

/** The same checks on a plain store and on one whose writes are fenced. */
async function expectConflictsRefused(store: RaceStore, raceId: string): Promise<void> {
  await store.appendMoves([onto(raceId, 0, 1, 'waste-1'), onto(raceId, 0, 2, 'waste-1')])

  // Seat 0 resends seq 2 as stored (a retry), then sends another move at seq 3 on top of a
  // seq 2 the log does not hold, while seat 1 moves too.
  const written = await store.appendMoves([
    { ...onto(raceId, 0, 2, 'waste-1'), at: 99_999 },
    onto(raceId, 0, 3, 'waste-2'),
    onto(raceId, 1, 1, 'waste-3'),
  ])
  expect(written?.conflicts ?? []).toEqual([])

  const refused = await store.appendMoves([
    onto(raceId, 1, 2, 'waste-4'),
    onto(raceId, 0, 3, 'waste-3'),
    onto(raceId, 0, 4, 'waste-4'),
  ])
  expect(refused?.conflicts).toEqual([
    { raceId, seat: 0, seq: 3 },
    { raceId, seat: 0, seq: 4 },
  ])
  expect(await storedOf(store, raceId)).toEqual([
    [0, 1, 'waste-1'],
    [0, 2, 'waste-1'],
    [0, 3, 'waste-2'],
    [1, 1, 'waste-3'],
    [1, 2, 'waste-4'],
  ])
  expect((await store.seatMoves(raceId, 0)).map((m) => [m.seq, m.at])).toEqual([
    [1, 1000],
    [2, 2000],
    [3, 3000],
  ])
}

for (const kind of testStores) {
  describe(`move conflicts in the log (${kind.name})`, () => {
    it('refuses a different move at a stored seq, and what the seat sent after it in the batch', async () => {
      const { store } = await openForTest(kind)
      await store.createRace(liveRace('race-plain', { ownerNode: null, ownerEpoch: 0 }))
      await expectConflictsRefused(store, 'race-plain')
    })

    // The memory store has no write fence: the fenced insert is a database's.
    if (kind.name !== 'memory')
      it('refuses them through the fenced insert too', async () => {
        const { store } = await openForTest(kind)
        await store.createRace(liveRace('race-fenced', { ownerNode: 'node-1', ownerEpoch: 3 }))
        store.fenceWrites!({ nodeId: 'node-1', epochOf: () => 3 })
        await expectConflictsRefused(store, 'race-fenced')
      })
  })
}
