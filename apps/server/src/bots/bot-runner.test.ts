// A server bot plays through the same Race.move as a person, and one still playing when it
// reaches its move cap (Saratoga with takebacks can circle) resigns, so the race ends then.
import { describe, expect, it } from 'vitest'
import { botPlayer } from '../races/seats/bots.js'
import { isLive } from '../races/lifecycle/race-lifecycle.js'
import { settle } from '../test-support/fake-time.js'
import { ADA, COUNTDOWN_MS, raceCore } from '../test-support/race-core.js'
import { BotRunner } from './bot-runner.js'

const quiet = { warn() {} }

describe('a server bot', () => {
  it('resigns at its move cap, and the race against it finishes', async () => {
    const core = raceCore()
    const bot = botPlayer('easy')
    const created = await core.registry.create({ game: 'sir-tommy', players: [ADA, bot] })
    if (!created.ok) throw new Error(created.message)
    const { race } = created
    await race.ready(ADA.id)
    await settle()
    await core.time.advance(COUNTDOWN_MS)
    expect(race.status).toBe('live')
    const runner = new BotRunner({
      scheduler: core.time,
      clock: core.time,
      moveMs: 10,
      jitter: 0,
      moveCap: 3,
      log: quiet,
    })
    runner.start(race)
    await race.resign(ADA.id)
    for (let i = 0; i < 10 && isLive(race); i++) await core.time.advance(20)
    expect(race.status).toBe('finished')
    const botMoves = core.store.moves.filter((move) => move.seat === 1)
    expect(botMoves.map((move) => move.seq)).toEqual([1, 2, 3])
    expect(core.finished).toEqual([race.id])
  })
})
