#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright cannot download its own browsers here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
echo "Installing Debian's chromium for the browser tests…"
$SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
