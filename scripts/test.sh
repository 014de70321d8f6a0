#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: rules and CLI (native cargo test), the
# wasm build, and the browser tests in headless Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

echo "== rules, notation, CLI (cargo test) =="
cargo test --release --all-targets

echo "== web build (trunk) =="
trunk build

echo "== browser tests (headless Chromium) =="
node --test --test-concurrency=1 tests/e2e/
