#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright cannot download its own browsers here):
# its headless shell, as Playwright runs headless tests (e2e/support/chromium.mjs), and the full
# browser as the fallback.
set -euo pipefail
if [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
echo "Installing Debian's chromium and chromium-headless-shell for the browser tests…"
$SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
