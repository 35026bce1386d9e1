#!/usr/bin/env bash
# Installs whatever Patience needs that this machine lacks, and nothing else.
# Idempotent: on a machine that has everything it takes a second or two.
#
#   scripts/setup.sh            Rust wasm target, wasm-bindgen CLI, Trunk, npm packages,
#                               the grading runner's Python packages
#   scripts/setup.sh --browser  the same, plus Debian's Chromium and ChromeDriver (for tests)
#
# Versions are pinned to what ../shared/TOOLCHAIN.md measured to work together.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.129
TRUNK_VERSION=0.21.14
browser=0
for arg in "$@"; do
  case "$arg" in
    --browser) browser=1 ;;
    *) echo "setup.sh: unknown argument $arg" >&2; exit 2 ;;
  esac
done

say() { printf '==> %s\n' "$*" >&2; }
export PATH="$HOME/.cargo/bin:$PATH"

command -v cargo >/dev/null || { echo "setup.sh: Rust is required (cargo not found; install it with rustup)" >&2; exit 1; }
command -v npm >/dev/null || { echo "setup.sh: Node.js and npm are required" >&2; exit 1; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 2 minutes)"
  cargo install --locked wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION"
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing Trunk $TRUNK_VERSION (about 13 minutes on a fresh machine)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# npm packages (binaryen's wasm-opt for Trunk, playwright-core for the
# end-to-end tests): reinstall only when the lock file changed.
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.patience-lock; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.patience-lock
fi

# The grading runner's Python packages (Dask distributed, pytest) in their
# own virtual environment: reinstall only when the requirements changed.
venv=scripts/grade-runner/.venv
if [ ! -x "$venv/bin/python" ] || ! cmp -s scripts/grade-runner/requirements.txt "$venv/.patience-requirements"; then
  command -v python3 >/dev/null || { echo "setup.sh: Python 3 is required (the grading runner)" >&2; exit 1; }
  say "installing the grading runner's Python packages (Dask distributed)"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r scripts/grade-runner/requirements.txt
  cp scripts/grade-runner/requirements.txt "$venv/.patience-requirements"
fi

if [ "$browser" = 1 ] && ! { command -v chromium && command -v chromedriver; } >/dev/null 2>&1; then
  say "installing Debian's chromium and chromium-driver"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi
