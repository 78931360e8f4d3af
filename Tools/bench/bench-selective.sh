#!/usr/bin/env bash
# Benchmark: what forge test saves.
# 1-3 unless HISTORY=0.
# 1. How many test targets forge test runs, commit by commit over this repository's last commits (COMMITS,
#    default 40) and over a history of as many one-file commits on the 1,007-module synthetic repository,
#    against forge affected --base <parent> and against all.
# 2. forge hash on the 1,007-module synthetic repository against git ls-files -s on the same tree, with
#    git status (what any hash that notices an edit must at least do) for scale.
# 3. The size of a store that holds every test target of every replayed commit.
# 4. Unless LEAF=0: in a fresh worktree of this repository whose store holds every target's pass, after a
#    one-file edit in a leaf feature, cold: forge test against swift build --build-tests + swift test
#    --parallel (one alternated run each; LEAF_RUNS to change), and the modules each compiled (forge test's
#    should be the edited test target and its dependencies); which test targets a one-line edit in a forge
#    module (the JSON parser) would rerun.
# 5. Unless BUNDLE=0: after an edit in a Core module, in fresh checkouts: forge test --build-only once and
#    three shards run from its bundle in three other checkouts (what each compiled and ran, whether their runs
#    partition the plan) against three shards that each build.
# 6. Every test target once, warm; unless AUDIT=0 timed against forge test --audit-inputs over the same
#    targets, with what the audit found. Its recorded durations weigh the replay of the last commits' edits.
source "$(dirname "$0")/forge-bench.sh"
commits=${COMMITS:-40}

if [[ ${HISTORY:-1} != 0 ]]; then
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

fi

[[ ${LEAF:-1} == 0 ]] && exit 0
echo "== a one-file leaf edit in a fresh clone whose store holds every other target's pass"
tree="$PWD/$out/selective-worktree" base="$PWD/$out/store-base" store="$PWD/$out/store-run"
git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
git worktree add -q --detach "$tree" HEAD
trap 'git worktree remove --force "$tree"' EXIT
# The store a CI cache holds after main's runs: every target passed with today's hashes. Made without running
# anything: a swift that answers --version and succeeds at everything else, so forge records every target.
cat >"$out/swift-that-passes" <<'SCRIPT'
#!/bin/sh
[ "$1" = --version ] && exec swift --version
exit 0
SCRIPT
chmod +x "$out/swift-that-passes"
rm -rf "$base"
SWIFT="$PWD/$out/swift-that-passes" "$forge" test --root "$tree" --store "$base" >/dev/null 2>&1
leaf=$(git -C "$tree" ls-files 'Modules/Features/Top/TopPresentation/*.swift' | head -1)
echo "// an edit" >>"$tree/$leaf"
runs=$("$forge" test --root "$tree" --store "$base" --dry-run --format json \
  | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)["run"]))')
echo "  edited $leaf; forge test runs: $runs"
# Cold, as a fresh CI machine: no build folder for either (forge's lives in .build/forge/selected).
python3 Tools/bench/timing.py --runs "${LEAF_RUNS:-1}" --warmup 0 \
  --label "forge test" --command "prepare:rm -rf $tree/.build $store && cp -r $base $store ;; cd $tree && $forge test --root . --store $store" \
  --label "swift build --build-tests + swift test --parallel" \
  --command "prepare:find $tree/.build -mindepth 1 -maxdepth 1 ! -name forge -exec rm -rf {} + ;; cd $tree && swift build --build-tests -q && swift test --parallel"
# The targets with object files in the products folder $1 (a link: hence the slash); not the test runner's own
# modules that SwiftPM generates (<Package>PackageTests, <Package>PackageDiscoveredTests).
compiled() {
  [[ -d $1/ ]] || return 0
  find "$1/" -maxdepth 1 -name '*.build' -type d -exec sh -c 'ls "$1"/*.o >/dev/null 2>&1 && basename "$1" .build' _ {} \; \
    | { grep -Ev 'Package(Discovered)?Tests$' || true; } | sort
}
forge_modules=$(compiled "$tree/.build/forge/selected/.build/debug")
swift_modules=$(compiled "$tree/.build/debug")
echo "  modules compiled: forge test $(wc -l <<<"$forge_modules"), swift build --build-tests $(wc -l <<<"$swift_modules")"
echo "  forge test compiled: $(paste -sd' ' <<<"$forge_modules")"
# What the test targets that run need: each, and every target it depends on, from forge hash.
"$forge" hash --root "$tree" --explain --format json >"$out/hashes.json"
# shellcheck disable=SC2086 # one argument per target
needed=$(python3 - "$out/hashes.json" $runs <<'PY'
import json, sys
dependencies = {t["name"]: t["dependencies"] for t in json.load(open(sys.argv[1]))["targets"]}
needed, pending = set(), sys.argv[2:]
while pending:
    name = pending.pop()
    if name not in needed:
        needed.add(name)
        pending += dependencies.get(name, [])
print("\n".join(sorted(needed)))
PY
)
if [[ $forge_modules == "$needed" ]]; then
  echo "  = the test targets that run and the targets they depend on, and nothing else"
else
  echo "  differs from the test targets that run and their dependencies: $(diff <(echo "$needed") <(echo "$forge_modules") | grep '^[<>]' | paste -sd' ')"
fi
git -C "$tree" checkout -q -- "$leaf"
json=Tools/Forge/ForgeJSON/JSONParser.swift
echo "// an edit" >>"$tree/$json"
echo "  edited $json instead; forge test would run: $("$forge" test --root "$tree" --store "$base" --dry-run \
  --format json | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)["run"]))')"
git -C "$tree" checkout -q -- "$json"
# Seconds a command takes (what it prints to $out/last.txt, its errors to $out/last.err).
seconds() {
  local start
  start=$(date +%s.%N)
  "$@" >"$out/last.txt" 2>"$out/last.err" || { tail -20 "$out/last.txt" "$out/last.err" >&2; return 1; }
  python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$start" "$(date +%s.%N)"
}

if [[ ${BUNDLE:-1} != 0 ]]; then
  core=$(git -C "$tree" ls-files 'Modules/Core/DesignSystem/*.swift' | head -1)
  echo "== build once, test on 3 shards in 3 other checkouts: after an edit in $core, cold"
  checkouts=()
  for k in 1 2 3; do
    checkouts+=("$PWD/$out/shard-checkout-$k")
    git worktree remove --force "${checkouts[-1]}" 2>/dev/null || rm -rf "${checkouts[-1]}"
    git worktree add -q --detach "${checkouts[-1]}" HEAD
  done
  trap 'git worktree remove --force "$tree"; for c in "${checkouts[@]}"; do git worktree remove --force "$c"; done' EXIT
  for folder in "$tree" "${checkouts[@]}"; do echo "// an edit" >>"$folder/$core"; done
  "$forge" test --root "$tree" --store "$base" --dry-run --shards 3 --format json >"$out/plan.json"
  rm -rf "$tree/.build"
  build=$(seconds "$forge" test --root "$tree" --store "$base" --build-only --bundle "$PWD/$out/shards.bundle")
  echo "  built once: ${build} s, $(du -m "$out/shards.bundle" | cut -f1) MB bundle"
  bundled=() rebuilt=()
  for k in 1 2 3; do
    folder=${checkouts[$((k - 1))]}
    rm -rf "$folder/.build" "$store" && cp -r "$base" "$store"
    bundled+=("$(seconds "$forge" test --root "$folder" --store "$store" --shard "$k/3" --bundle "$PWD/$out/shards.bundle" --format json)")
    python3 -c 'import json, sys; print(" ".join(json.load(open(sys.argv[1]))["run"]))' "$out/last.txt" 2>/dev/null \
      >"$out/shard-$k.txt" || tail -1 "$out/last.txt" >"$out/shard-$k.txt"
    echo "  shard $k/3 from the bundle: ${bundled[-1]} s, compiled $(compiled "$folder/.build/forge/selected/.build/debug" | wc -l) modules, ran: $(cat "$out/shard-$k.txt")"
  done
  python3 - "$out/plan.json" "$out"/shard-{1,2,3}.txt <<'PY'
import json, sys
plan = set(json.load(open(sys.argv[1]))["run"])
runs = [set(open(path).read().split()) for path in sys.argv[2:]]
disjoint = all(not (a & b) for i, a in enumerate(runs) for b in runs[i + 1:])
print(f"  the shards' runs partition the plan of {len(plan)} targets: {disjoint and set().union(*runs) == plan}")
PY
  for k in 1 2 3; do
    folder=${checkouts[$((k - 1))]}
    rm -rf "$folder/.build" "$store" && cp -r "$base" "$store"
    rebuilt+=("$(seconds "$forge" test --root "$folder" --store "$store" --shard "$k/3")")
    echo "  shard $k/3 building for itself: ${rebuilt[-1]} s"
  done
  python3 - "$build" "${bundled[@]}" "${rebuilt[@]}" <<'PY'
import sys
build, bundled, rebuilt = float(sys.argv[1]), [float(x) for x in sys.argv[2:5]], [float(x) for x in sys.argv[5:8]]
once, each = build + sum(bundled), sum(rebuilt)
print(f"  machine time: build once + 3 shards {once:.0f} s, 3 shards that each build {each:.0f} s ({once / each:.2f}x)")
print(f"  wall, shards side by side: {build + max(bundled):.0f} s against {max(rebuilt):.0f} s ({(build + max(bundled)) / max(rebuilt):.2f}x)")
PY
  for folder in "$tree" "${checkouts[@]}"; do git -C "$folder" checkout -q -- "$core"; done
fi

echo "== every test target once, warm builds (the durations it records weigh the replay below)"
all_bundle="$PWD/$out/all.bundle"
(cd "$tree" && swift build --build-tests -q >/dev/null && "$forge" test --root . --build-only --bundle "$all_bundle" >/dev/null 2>&1)
if [[ ${AUDIT:-1} != 0 ]]; then
  echo "  forge test --audit-inputs over every test target, against forge test running the same targets"
  python3 Tools/bench/timing.py --runs 1 --warmup 0 \
    --label "forge test --audit-inputs" --command "cd $tree && $forge test --root . --audit-inputs >$PWD/$out/audit.txt 2>/dev/null; true" \
    --label "forge test (all targets)" --command "prepare:rm -rf $store ;; cd $tree && $forge test --root . --store $store"
  tail -1 "$out/audit.txt"
else
  rm -rf "$store" && (cd "$tree" && "$forge" test --root . --store "$store" >/dev/null 2>&1)
fi

echo "== the edits of the last $commits commits on today's tree, with the durations the full run recorded"
python3 Tools/bench/selective_counterfactual.py "$forge" . "$commits" --durations "$store" | tail -1
