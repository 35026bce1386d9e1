#!/usr/bin/env bash
# End-to-end tests: builds the native CLI (the tests' oracle) and the release
# site, then runs tests/e2e/ with Playwright driving Debian's Chromium.
# Assumes the toolchain is installed (scripts/setup.sh --browser does that).
#
#   scripts/e2e.sh                       build, then run every e2e test
#   scripts/e2e.sh tests/e2e/drag.test.mjs   build, then run only these files
#
# Environment: PATIENCE_DIST (default dist; the site is built there), PATIENCE_BIN (default
# $CARGO_TARGET_DIR/debug/patience, else target/debug/patience), CHROMIUM.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

need() { command -v "$1" >/dev/null || { echo "e2e.sh: $1 not found: $2" >&2; exit 1; }; }
need cargo "install Rust"
need trunk "run scripts/setup.sh"
need wasm-opt "run scripts/setup.sh (binaryen from npm)"
need node "install Node.js"
[ -d node_modules/playwright-core ] || { echo "e2e.sh: node_modules/playwright-core missing: run scripts/setup.sh" >&2; exit 1; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "e2e.sh: ${CHROMIUM:-/usr/bin/chromium} missing: run scripts/setup.sh --browser" >&2; exit 1; }

echo "==> cargo build --bin patience" >&2
cargo build --bin patience
export PATIENCE_BIN="${PATIENCE_BIN:-${CARGO_TARGET_DIR:-$PWD/target}/debug/patience}"

export PATIENCE_DIST="${PATIENCE_DIST:-$PWD/dist}"
echo "==> trunk build --release --dist $PATIENCE_DIST" >&2
trunk build --release --dist "$PATIENCE_DIST"

echo "==> node --test (end-to-end, headless Chromium)" >&2
if [ "$#" -gt 0 ]; then
  exec node --test "$@"
else
  exec node --test tests/e2e/
fi
