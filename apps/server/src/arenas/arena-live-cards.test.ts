// The live cards of a round over the nodes of a cluster: the other nodes' seats count while
// fresh and of the same round, the latest note of a node replaces its last.
import { describe, expect, it } from 'vitest'
import { ArenaLiveCards } from './arena-live-cards.js'

function cards() {
  let now = 1000
  const live = new ArenaLiveCards({ running: () => null }, { now: () => now })
  return { live, later: (ms: number) => (now += ms) }
}

const seat = (playerId: string, foundation: number) => ({ playerId, foundation, foundationAt: 5 })

describe('ArenaLiveCards', () => {
  it("counts another node's seats of the round while they are fresh", () => {
    const { live, later } = cards()
    live.heardFrom({ arenaId: 'a', round: 2, node: 'n2', seats: [seat('ann', 7)] })
    expect(live.all('a', 2, [])).toEqual([seat('ann', 7)])
    later(3001)
    expect(live.all('a', 2, [])).toEqual([])
  })

  it("leaves out another round's seats and another arena's", () => {
    const { live } = cards()
    live.heardFrom({ arenaId: 'a', round: 1, node: 'n2', seats: [seat('ann', 7)] })
    expect(live.all('a', 2, [])).toEqual([])
    expect(live.all('b', 1, [])).toEqual([])
  })

  it("keeps each node's latest seats, every node's together", () => {
    const { live } = cards()
    live.heardFrom({ arenaId: 'a', round: 1, node: 'n2', seats: [seat('ann', 7)] })
    live.heardFrom({ arenaId: 'a', round: 1, node: 'n3', seats: [seat('bob', 3)] })
    live.heardFrom({ arenaId: 'a', round: 1, node: 'n2', seats: [seat('ann', 9)] })
    expect(live.all('a', 1, [])).toEqual([seat('ann', 9), seat('bob', 3)])
    live.forget('a')
    expect(live.all('a', 1, [])).toEqual([])
  })
})
