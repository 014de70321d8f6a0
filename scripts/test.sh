#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: rules and CLI (native cargo test), the
# wasm build, and the browser tests in headless Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

echo "== engine floors: no web crate in the engine's dependency tree =="
if cargo tree -p ludus-engine --target all -e normal,build | grep -E "wasm-bindgen|web-sys|js-sys"; then
  echo "the engine depends on a web crate" >&2
  exit 1
fi

# Debug first: overflow checks and debug assertions are on, so no no-panic test misses an
# overflow. Then release, the build players get.
echo "== rules, notation, CLI, app policy (cargo test, debug) =="
cargo test --workspace --all-targets
echo "== rules, notation, CLI, app policy (cargo test --release) =="
cargo test --workspace --release --all-targets

echo "== web build (trunk) =="
trunk build
# What players download, so a jump shows in every run: two budgets (issue 17).
scripts/sizes.sh

echo "== browser tests (headless Chromium) =="
node --test --test-concurrency=1 tests/e2e/
