// Each game's descriptor (its folder's info, labels and bot knowledge) says what the rest of the
// engine, the server and the web read instead of branching on game ids.
import { describe, expect, it } from 'vitest'
import {
  BOT_STRENGTHS,
  chooseBotMove,
  games,
  legalMoves,
  newGame,
  pileLabel,
  playerView,
  progress,
  shuffledDeck,
} from './index.js'

describe('game descriptors', () => {
  it.each(games.map((info) => [info.id, info] as const))(
    '%s: the deal, the progress total and a cleared board have `cards` cards',
    (id, info) => {
      expect(info.cards).toBe(52 * info.decks)
      expect(shuffledDeck(id, 'size')).toHaveLength(info.cards)
      const state = newGame(id, { seed: 'size' })
      expect(progress(state).total).toBe(info.cards)
      expect(playerView(state).total).toBe(info.cards)
    },
  )

  it.each(games.map((info) => [info.id, info.stockAction] as const))(
    '%s: the stock action is %s, the one action the opening position offers on the stock',
    (id, action) => {
      const actions = legalMoves(newGame(id, { seed: 'stock' }))
        .filter((m) => 'action' in m && (m.action === 'draw' || m.action === 'deal'))
        .map((m) => ('action' in m ? m.action : ''))
      expect(actions).toEqual(action === null ? [] : [action])
    },
  )

  it('labels piles as each game names them', () => {
    expect(pileLabel('sir-tommy', 'pending')).toBe('turned card')
    expect(pileLabel('sir-tommy', 'waste-3')).toBe('waste 3')
    expect(pileLabel('sir-tommy', 'foundation-2')).toBe('foundation')
    expect(pileLabel('saratoga', 'tableau-3')).toBe('pile 3')
    expect(pileLabel('saratoga', 'waste')).toBe('waste')
    expect(pileLabel('grandmas-game', 'tableau-1')).toBe('A pile')
    expect(pileLabel('grandmas-game', 'tableau-10')).toBe('10 pile')
    expect(pileLabel('grandmas-game', 'tableau-13')).toBe('K pile')
    expect(pileLabel('grandmas-game', 'foundation-down-H')).toBe('hearts down')
    expect(pileLabel('grandmas-game', 'workspace')).toBe('workspace')
  })

  it('every bot strength plays every game (the bot knowledge comes from the game folder)', () => {
    expect(BOT_STRENGTHS).toEqual(['easy', 'medium', 'hard'])
    for (const { id } of games) {
      const state = newGame(id, { seed: 'bot' })
      const legal = legalMoves(state)
      for (const strength of BOT_STRENGTHS)
        expect(legal).toContain(chooseBotMove(playerView(state), legal, strength))
    }
  })
})
