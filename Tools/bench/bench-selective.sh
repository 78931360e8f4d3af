#!/usr/bin/env bash
# Benchmark: what forge test saves.
# 1. How many test targets forge test runs, commit by commit over this repository's last commits (COMMITS,
#    default 40) and over a history of as many one-file commits on the 1,007-module synthetic repository,
#    against forge affected --base <parent> and against all.
# 2. forge hash on the 1,007-module synthetic repository against git ls-files -s on the same tree, with
#    git status (what any hash that notices an edit must at least do) for scale.
# 3. The size of a store that holds every test target of every replayed commit.
# 4. Unless LEAF=0: in a worktree of this repository, after a one-file edit in a leaf feature and a warm
#    build, forge test against swift test --parallel (one alternated run each; LEAF_RUNS to change); and
#    which test targets a one-line edit in a forge module (the JSON parser) would rerun; then the edits of the
#    last commits replayed on today's tree (selective_counterfactual.py): targets and recorded test seconds.
# 5. Unless AUDIT=0: forge test --audit-inputs over every test target against forge test running the same
#    targets (an empty store), and what the audit found.
source "$(dirname "$0")/forge-bench.sh"
commits=${COMMITS:-40}

echo "== this repository, last $commits commits"
python3 Tools/bench/selective_replay.py "$forge" . "$commits" --store "$out/replay-store" | tail -1

echo "== the 1,007-module synthetic repository, $commits one-file commits"
synthetic_repo synthetic-selective --features 250 --files-per-module 1 >/dev/null
git -C "$repo" init -q && git -C "$repo" add -A && git -C "$repo" -c user.email=bench@forge -c user.name=bench \
  commit -qm "synthetic repository"
python3 Tools/bench/synthetic_history.py "$repo" "$commits"
python3 Tools/bench/selective_replay.py "$forge" "$repo" "$commits" --store "$out/replay-store-synthetic" | tail -1

echo "== forge hash at 1,007 modules"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge hash" --command "$forge hash --root $repo" \
  --label "git status" --command "git -C $repo status --porcelain" \
  --label "git ls-files -s" --command "git -C $repo ls-files -s"

echo "== store size"
for folder in "$out/replay-store" "$out/replay-store-synthetic"; do
  echo "  $(find "$folder" -type f | wc -l) entries, $(du -sk "$folder" | cut -f1) KiB on disk," \
    "$(find "$folder" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }') bytes of content: $folder"
done

[[ ${LEAF:-1} == 0 ]] && exit 0
echo "== after a one-file edit in a leaf feature, warm build: forge test against swift test --parallel"
tree="$PWD/$out/selective-worktree" base="$PWD/$out/store-base" store="$PWD/$out/store-run"
git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
git worktree add -q --detach "$tree" HEAD
trap 'git worktree remove --force "$tree"' EXIT
leaf=$(git -C "$tree" ls-files 'Modules/Features/Top/TopPresentation/*.swift' | head -1)
echo "  building the tests, and proving every target once (a cold build and a full run: minutes)"
rm -rf "$base"
(cd "$tree" && swift build --build-tests -q >/dev/null && "$forge" test --root . --store "$base" >/dev/null 2>&1)
echo "// an edit" >>"$tree/$leaf"
(cd "$tree" && swift build --build-tests -q >/dev/null)
echo "  edited $leaf; forge test would run: $("$forge" test --root "$tree" --store "$base" --dry-run \
  --format json | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)["run"]))')"
python3 Tools/bench/timing.py --runs "${LEAF_RUNS:-1}" --warmup 0 \
  --label "forge test" --command "prepare:rm -rf $store && cp -r $base $store ;; cd $tree && $forge test --root . --store $store" \
  --label "swift test --parallel" --command "cd $tree && swift test --parallel"
git -C "$tree" checkout -q -- "$leaf"
json=Tools/Forge/ForgeJSON/JSONParser.swift
echo "// an edit" >>"$tree/$json"
echo "  edited $json instead; forge test would run: $("$forge" test --root "$tree" --store "$base" --dry-run \
  --format json | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)["run"]))')"
git -C "$tree" checkout -q -- "$json"
echo "== the edits of the last $commits commits on today's tree, with the durations the full run recorded"
python3 Tools/bench/selective_counterfactual.py "$forge" . "$commits" --durations "$base" | tail -1

[[ ${AUDIT:-1} == 0 ]] && exit 0
echo "== forge test --audit-inputs over every test target, against forge test running the same targets"
(cd "$tree" && swift build --build-tests -q >/dev/null)
python3 Tools/bench/timing.py --runs 1 --warmup 0 \
  --label "forge test --audit-inputs" --command "cd $tree && $forge test --root . --audit-inputs >$PWD/$out/audit.txt 2>/dev/null; true" \
  --label "forge test (all targets)" --command "prepare:rm -rf $store ;; cd $tree && $forge test --root . --store $store"
tail -1 "$out/audit.txt"
