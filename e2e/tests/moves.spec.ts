// What a player sees when a drop is not allowed: the card goes back and nothing is counted.
import { expect, test } from '../support/test.js'
import { dragMove, myMoves, raceTwo } from '../support/race.js'

test('a card dropped where the board shows no target goes back', async ({ browser, baseURL }) => {
  const { a, b } = await raceTwo(browser, baseURL, 'sir-tommy')

  const pending = a.locator('[data-pile="pending"] [data-card]')
  const card = await pending.getAttribute('data-card')
  const from = (await pending.boundingBox())!
  const stock = a.getByTestId('pile-stock')
  const to = (await stock.boundingBox())!
  await a.mouse.move(from.x + from.width / 2, from.y + 20)
  await a.mouse.down()
  await a.mouse.move(from.x + from.width / 2 + 12, from.y + 32, { steps: 3 })
  // Sir Tommy: a turned card may go on any waste pile, never back on the stock.
  await expect(a.getByTestId('pile-waste-1')).toHaveAttribute('data-legal-target', 'true')
  await expect(stock).not.toHaveAttribute('data-legal-target', 'true')
  await a.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 8 })
  await a.mouse.up()

  await expect(pending).toHaveAttribute('data-card', card!)
  await expect(a.getByTestId('my-board').locator('[data-legal-target="true"]')).toHaveCount(0)
  expect(await myMoves(a)).toBe(0)
  await expect(b.getByTestId('opponent-progress')).toContainText('0 moves')
  // The same card can still be played properly afterwards.
  await dragMove(a, pending, 'waste-2')
  await expect(a.getByTestId('pile-waste-2').locator('[data-card]')).toHaveAttribute(
    'data-card',
    card!,
  )
  // Moves go out one at a time, so had the bad drop been sent it would be counted by now.
  expect(await myMoves(a)).toBe(1)
  await expect(b.getByTestId('opponent-progress')).toContainText('1 move')
})
