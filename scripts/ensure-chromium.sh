#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright. On Debian it installs the distribution's package when missing
# (tools that download their own browser cannot reach the network here); elsewhere it uses what is installed.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium; } >&2
  echo /usr/bin/chromium; exit 0
fi
echo ""  # empty: let Playwright use a browser it already has
