// Two accounts on one network (issue 41): "Race anyone" never pairs them (docs/fair-play.md), and
// says so before they queue. Every browser here shares 127.0.0.1, one network to the server.
// Ada (1280×800) queues and waits — her own rating shown — on a server of this spec's own
// whose bot waits two minutes; Bob (390×844) signs up and opens the lobby: before he queues,
// Race anyone tells him someone on his network is looking for a race, with a friend race
// instead. He queues anyway: Ada, waiting, is told too, and takes the offer — her queue is left
// and a friend race (unranked) opens with its link, which Bob follows into the free seat.
import { expect, freePort, test, type Page, type TestInfo } from '../support/test.js'
import { axeFindings } from '../support/axe.js'
import { DESKTOP, newPage, PHONE } from '../support/race.js'
import { shot } from '../support/shots.js'
import { startTestServer, type TestServer } from '../support/test-server.js'

/** Light, then dark: `<name>.png` and `<name>-dark.png`, each clean by axe. */
async function shotBothThemes(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name)
  expect(await axeFindings(page)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await shot(page, testInfo, `${name}-dark`)
  expect(await axeFindings(page, { rules: 'colour' })).toEqual([])
  await page.emulateMedia({ colorScheme: 'light' })
}

const NOTICE =
  /Someone on your network is looking for a race.*never pairs players\s+on one network.*friends \(unrated\)/s

let server: TestServer | undefined
test.afterAll(async () => server?.stop())

test('two accounts on one network are told before queueing and offered a friend race', async ({
  browser,
  serverDb,
}, testInfo) => {
  test.setTimeout(150_000)
  server = await startTestServer({
    db: serverDb === 'none' ? 'pglite' : serverDb,
    port: await freePort(),
    env: { QUEUE_BOT_AFTER_MS: '120000' },
  })
  const origin = server.origin
  const stamp = Date.now() % 100000

  // Ada signs up from Race anyone and waits in the queue, her rating beside the wait.
  const { page: ada } = await newPage(browser, origin, DESKTOP)
  await ada.goto('/')
  await ada.getByTestId('name-input').fill(`Ada_${stamp}`)
  await ada.getByTestId('game-sir-tommy').click()
  await ada.getByTestId('race-anyone').click()
  await ada.getByTestId('ranked-signup-password').fill('a long and unusual phrase')
  await ada.getByTestId('ranked-signup-submit').click()
  await ada.getByTestId('ranked-signup-saved').click()
  await expect(ada.getByTestId('queue-waiting')).toBeVisible()
  await expect(ada.getByTestId('queue-rating')).toHaveText('Your rating: 1500? (provisional)')
  await expect(ada.getByTestId('same-network-notice')).toHaveCount(0)
  await shotBothThemes(ada, testInfo, 'queue-rating-desktop')

  // Bob, on a phone on the same network, signs up and opens the lobby: told before he queues.
  const { page: bob } = await newPage(browser, origin, PHONE)
  await bob.goto('/signup')
  await bob.getByTestId('signup-username').fill(`Bob_${stamp}`)
  await bob.getByTestId('signup-password').fill('another long unusual phrase')
  await bob.getByTestId('signup-submit').click()
  await bob.getByTestId('codes-saved').click()
  await expect(bob.getByTestId('racing-as')).toContainText(`Bob_${stamp}`)
  const bobNotice = bob.getByTestId('same-network-notice')
  await expect(bobNotice).toHaveText(NOTICE)
  await expect(bob.getByTestId('queue-waiting')).toHaveCount(0)
  await bobNotice.scrollIntoViewIfNeeded()
  await shotBothThemes(bob, testInfo, 'same-network-before-queue-phone')

  // He queues anyway: his wait says it again, and Ada, waiting, is told now too.
  await bob.getByTestId('race-anyone').click()
  await expect(bob.getByTestId('queue-waiting')).toBeVisible()
  await expect(bob.getByTestId('queue-rating')).toHaveText('Your rating: 1500? (provisional)')
  await expect(bobNotice).toBeVisible()
  await shotBothThemes(bob, testInfo, 'same-network-queued-phone')
  await expect(ada.getByTestId('same-network-notice')).toHaveText(NOTICE)
  await shotBothThemes(ada, testInfo, 'same-network-queued-desktop')
  // Never paired: both still wait.
  await expect(ada.getByTestId('queue-waiting')).toBeVisible()

  // Ada takes the offer: out of the queue, into a friend race with its link.
  await ada.getByTestId('same-network-friend').click()
  await ada.waitForURL(/\/r\/[^/?]+$/)
  await expect(ada.getByTestId('race-kind')).toHaveText('Friend race · unranked')
  const url = await ada.getByTestId('invite-url').inputValue()
  // Nobody else on the network waits now: Bob's lobby, out of the queue, stops saying so.
  await bob.getByTestId('queue-cancel').click()
  await expect(bobNotice).toHaveCount(0, { timeout: 15_000 })
  // An account takes the free seat as it opens the link.
  await bob.goto(url)
  await expect(bob.getByTestId('ready-button')).toBeVisible()
  await expect(ada.getByTestId('seat-1')).toContainText(`Bob_${stamp}`)
})
