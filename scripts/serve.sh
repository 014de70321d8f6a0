#!/usr/bin/env bash
# Installs whatever is missing, then builds and serves the game at http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
exec trunk serve --address 127.0.0.1 --port 8080 "$@"
