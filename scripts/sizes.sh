#!/usr/bin/env bash
# The site's budgets, each file gzipped on its own as a static server sends it (gzip -9):
#   first load: what the first screen waits for — index.html, its CSS, its JavaScript (start-up
#     module, the first screen's wasm-bindgen glue, boot guard, words request), the first screen's wasm
#     (www/front: the cards and the new-game form) and the words of one language (the
#     largest) — at most FIRST_KB;
#   the games: the page's wasm and its glue (rules, views, records, the shell), fetched once the
#     first screen is painted — at most GAMES_KB;
#   the computer: the worker's wasm (fetched once a computer is asked to play) — at most WORKER_KB.
# Usage: scripts/sizes.sh [DIST]   (default dist/); exits 1 over a budget.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
# Issue 17 asks 200 KB for the first load. Measured 2026-11-29, once the first screen got a wasm
# of its own: 78 KB (its wasm 41 KB). The page's wasm had grown to 288 KB gzip with the shell,
# live play and clocks (docs/DESIGN.md, "The first screen's wasm"); it now loads behind the first
# screen, with a line of its own: 299 KB measured with its glue, 310 KB the line.
FIRST_KB=200
GAMES_KB=310
WORKER_KB=350

gz() { gzip -9 < "$1" | wc -c; }
sum() { local total=0 f; for f in "$@"; do total=$((total + $(gz "$f"))); done; echo "$total"; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }

shopt -s nullglob
# The first screen's files are ludus-front-<hash>…, the page's ludus-page-<hash>…, the computer's
# ludus-computer-<hash>….
front_wasm=("$dist"/ludus-front-*_bg.wasm)
page_wasm=("$dist"/ludus-page-*_bg.wasm)
worker_wasm=("$dist"/ludus-computer-*_bg.wasm)
if [ "${#front_wasm[@]}" -ne 1 ] || [ "${#page_wasm[@]}" -ne 1 ] || [ "${#worker_wasm[@]}" -ne 1 ]; then
  echo "sizes.sh: expected one first-screen wasm, one page wasm and one computer wasm in $dist" >&2
  exit 1
fi
front_js=("$dist"/ludus-front-*.js "$dist"/start-*.js "$dist"/boot-*.js "$dist"/words-*.js)
shell=$(sum "$dist/index.html" "$dist"/*.css "${front_js[@]}")
wasm=$(sum "${front_wasm[0]}")
words=0
sizes=""
for lang in "$dist"/locales/*.ftl; do
  n=$(sum "$lang")
  sizes="$sizes, $(basename "$lang" .ftl) $(kb "$n") KB"
  [ "$n" -gt "$words" ] && words=$n
done
first=$((shell + wasm + words))
games=$(sum "${page_wasm[0]}" "$dist"/ludus-page-*.js)
worker=$(sum "${worker_wasm[0]}")
worker_js=$(sum "$dist"/ludus-computer-*.js "$dist/worker.js")
echo "first load (gzip): $(kb "$first") KB (budget $FIRST_KB KB) = first screen's wasm $(kb "$wasm") KB + html, css, js $(kb "$shell") KB + words of one language at most $(kb "$words") KB (${sizes#, })"
echo "the games, after the first paint (gzip): $(kb "$games") KB (budget $GAMES_KB KB) = page wasm $(kb "$(sum "${page_wasm[0]}")") KB + its glue"
echo "the computer (gzip): wasm $(kb "$worker") KB (budget $WORKER_KB KB), its scripts $(kb "$worker_js") KB"
over=0
if [ "$first" -gt $((FIRST_KB * 1024)) ]; then
  echo "the first load is over its $FIRST_KB KB gzip budget" >&2
  over=1
fi
if [ "$games" -gt $((GAMES_KB * 1024)) ]; then
  echo "the page's wasm and glue are over their $GAMES_KB KB gzip budget" >&2
  over=1
fi
if [ "$worker" -gt $((WORKER_KB * 1024)) ]; then
  echo "the computer's wasm is over its $WORKER_KB KB gzip budget" >&2
  over=1
fi
exit "$over"
