// How every browser of this project is launched: Debian's Chromium (Playwright cannot download
// its own here) with the flags that keep it quiet and offline. Used by playwright.config.ts and
// apps/web/scripts/screens.mjs.
//
// Debian's chromium-headless-shell where installed (scripts/ensure-chromium.sh installs it): the
// same Chromium build without the browser's UI layer, as Playwright itself runs headless tests
// (its default since 1.49). Measured here on pages.spec and race.spec: 87 s against 163 s with
// the full /usr/bin/chromium, which is the fallback. CHROMIUM_PATH picks another binary.
import { existsSync } from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
