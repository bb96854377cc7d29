// How every browser of this project is launched: Debian's Chromium (Playwright cannot download
// its own here) with the flags that keep it quiet and offline. Used by playwright.config.ts and
// apps/web/scripts/screens.mjs.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
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
