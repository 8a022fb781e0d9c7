#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is present: $CHROME_PATH, a system Chromium or
# Chrome, or Playwright's own download. On Debian as root it installs the distribution's chromium
# and, for the tests, its headless shell (the same engine without the desktop browser, cheaper to
# run); elsewhere it says what to install.
set -euo pipefail
found() {
  node -e "import('./scripts/find-chrome.mjs').then(m => m.$1()).then(p => console.log('$2' + p))" 2>/dev/null
}
debianRoot() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1
}
install() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }
}
if ! found findChrome 'Browser: ' >/dev/null; then
  if ! debianRoot; then
    echo "No Chromium or Chrome found. Install one (Debian/Ubuntu: sudo apt-get install chromium;" >&2
    echo "macOS: install Google Chrome) or set CHROME_PATH to a Chromium-based browser binary." >&2
    exit 1
  fi
  echo "No Chromium found: installing Debian's chromium package"
  install chromium
fi
if [ -z "${CHROME_PATH:-}" ] && debianRoot && ! dpkg -s chromium-headless-shell >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the tests"
  install chromium-headless-shell || echo "chromium-headless-shell could not be installed: the tests use the full browser"
fi
found findChrome 'Browser (benchmark): '
found findTestBrowser 'Browser (tests): '
