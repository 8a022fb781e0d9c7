#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is present: $CHROME_PATH, a system Chromium or
# Chrome, or Playwright's own download. On Debian as root it installs the distribution's chromium;
# elsewhere it says what to install.
set -euo pipefail
if node -e "import('./scripts/find-chrome.mjs').then(m => m.findChrome()).then(p => console.log('Browser: ' + p))" 2>/dev/null; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium or Chrome found. Install one (Debian/Ubuntu: sudo apt-get install chromium;" >&2
echo "macOS: install Google Chrome) or set CHROME_PATH to a Chromium-based browser binary." >&2
exit 1
