#!/usr/bin/env bash
# Benchmark: how many test targets forge test runs, commit by commit over this repository's last commits
# (COMMITS, default 40), against forge affected --base <parent> and against all; then forge hash on the
# 1,007-module synthetic repository against git ls-files -s on the same tree.
source "$(dirname "$0")/forge-bench.sh"

python3 Tools/bench/selective_replay.py "$forge" . "${COMMITS:-40}"

synthetic_repo synthetic-selective --features 250 --files-per-module 1 >/dev/null
git -C "$repo" init -q && git -C "$repo" add -A && git -C "$repo" -c user.email=bench@forge -c user.name=bench \
  commit -qm "synthetic repository"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge hash" --command "$forge hash --root $repo" \
  --label "git ls-files -s" --command "git -C $repo ls-files -s"
