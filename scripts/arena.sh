#!/usr/bin/env bash
# The computer's strength, measured (issue 14): each game's Master against the frozen expert-v1
# at equal time per move, colours alternated, from random openings; or, with `ladder`, each of
# Easy to Expert against the level below it, each at its budget within its own time (as in the
# app; Master's 5 s a move makes its games too long for a routine run). Prints every game and the score with its 95 %
# confidence interval, and keeps the output in docs/bench/arena.txt (ladder: arena_ladder.txt).
# A benchmark, not a test: it takes a while (GAMES and MS to change the defaults).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
mode=${1:-yardstick}
games=${GAMES:-16}
ms=${MS:-100}
cargo build --release --bin ludus >&2
# A copy: a build during the run must not change the player halfway.
ludus=$(mktemp)
trap 'rm -f "$ludus"' EXIT
cp target/release/ludus "$ludus"
chmod +x "$ludus"
case "$mode" in
  yardstick) out=docs/bench/arena.txt ;;
  ladder) out=docs/bench/arena_ladder.txt ;;
  *) echo "usage: scripts/arena.sh [yardstick|ladder]" >&2; exit 2 ;;
esac
# Abalone without a move limit can go on for ever between equals: 200 moves, then a draw.
options() { [ "$1" = abalone ] && echo "--option ply_limit=200" || true; }
{
  echo "# scripts/arena.sh $mode — $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD), $(nproc) cores"
  for game in abalone latroncules qawale tab cabale; do
    if [ "$mode" = yardstick ]; then
      echo "## $game: master vs expert-v1, $ms ms a move each, $games games, 4-action openings"
      # shellcheck disable=SC2046
      "$ludus" arena "$game" master expert-v1 --games "$games" --time-ms "$ms" --openings 4 --seed 14 $(options "$game")
      if [ "$game" = cabale ]; then
        # Three and four players: Master in one seat (each seat in turn), expert-v1 in the
        # others; "A wins" counts Master's first places (a shared first place is a draw).
        for players in 3 4; do
          echo "## cabale, $players players: master vs expert-v1 in the other seats, $ms ms a move each, $games games"
          "$ludus" arena cabale master expert-v1 --games "$games" --time-ms "$ms" --openings 4 --seed 14 --option "players=$players"
        done
      fi
    else
      for level in 1 2 3 4; do
        echo "## $game: level $level vs level $((level - 1)), each at its budget and time, $games games"
        # shellcheck disable=SC2046
        "$ludus" arena "$game" "$level" "$((level - 1))" --games "$games" --openings 2 --seed 14 $(options "$game")
      done
    fi
  done
} | tee "$out"
