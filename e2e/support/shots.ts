// Screenshots kept after every run, one folder per database project: e2e/artifacts/<project>/.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts')

/** The path of a screenshot in this project's artifacts folder. */
export function artifact(testInfo: TestInfo, name: string): string {
  const dir = join(ARTIFACTS, testInfo.project.name)
  mkdirSync(dir, { recursive: true })
  return join(dir, `${name}.png`)
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(ARTIFACTS, testInfo.project.name)
  mkdirSync(dir, { recursive: true })
  // Card transitions are fast-forwarded to their end, so the picture shows the resting board.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' })
}
