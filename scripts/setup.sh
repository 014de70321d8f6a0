#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Ludus. Idempotent: quick when all is there.
# Versions are those verified in the team's toolchain notes (trunk 0.21.14 is the last that builds on
# rustc 1.95; wasm-bindgen-cli must equal the pinned wasm-bindgen crate; wasm-opt comes from npm
# binaryen because Debian's binaryen breaks the module).
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

log() { printf '[setup] %s\n' "$*" >&2; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if [ "${LUDUS_SKIP_BROWSER:-0}" != 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  log "installing Debian chromium + chromium-driver"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if ! trunk --version 2>/dev/null | grep -q "trunk $TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (several minutes)"
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --locked --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (several minutes)"
  # Not --locked: its lockfile wants a webpki-roots the registry lacks.
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ -f package-lock.json ]; then
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
     || [ ! -x node_modules/.bin/terser ] || [ ! -d node_modules/axe-core ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages (binaryen, playwright-core, terser, axe-core)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
log "tools ready"
