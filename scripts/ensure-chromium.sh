#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright. On Debian it installs the distribution's package when missing
# (tools that download their own browser cannot reach the network here); elsewhere it uses what is installed.
# `ensure-chromium.sh shell` (the e2e suites) prefers chromium-headless-shell: the same Chromium engine without the
# browser's UI layer, what Playwright itself runs headless tests in; on this machine a test costs about a third less
# CPU in it (README "Run it, test it"); the byte budget too (the same engine asks for the same files). Without the
# argument (the bench's timings): the full browser, as applicants run it.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
if [ "${1:-}" = "shell" ]; then candidates="/usr/bin/chromium-headless-shell"; package="chromium-headless-shell"; else candidates="/usr/bin/chromium /usr/bin/chromium-browser"; package="chromium"; fi
for candidate in $candidates; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$package"; } >&2
  echo "/usr/bin/$package"; exit 0
fi
echo ""  # empty: let Playwright use a browser it already has
