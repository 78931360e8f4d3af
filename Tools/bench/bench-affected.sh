#!/usr/bin/env bash
# Benchmark: `forge affected` on the synthetic 1,000-module repository (a git repository), for a
# one-file change in a leaf module and in a Core module, against `git diff --name-only` itself.
# Target: under 0.5 s each.
source "$(dirname "$0")/forge-bench.sh"
synthetic_repo synthetic-affected --features 250 --files-per-module 4 --rules Manifest/rules.json >/dev/null
git -C "$repo" init -q && git -C "$repo" add -A
git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -q -m base
leaf="$repo/Modules/Features/Feature123/Feature123Presentation/Feature123PresentationPart0.swift"
core="$repo/Modules/Core/Common/CommonPart0.swift"
echo "// leaf change" >> "$leaf"
echo "leaf change: $("$forge" affected --root "$repo" --base HEAD | wc -l) modules, $("$forge" affected --root "$repo" --base HEAD --tests | wc -l) test targets"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge affected (leaf change)" --command "$forge affected --root $repo --base HEAD" \
  --label "git diff --name-only HEAD" --command "git -C $repo diff --name-only HEAD"
git -C "$repo" checkout -q -- .
echo "// core change" >> "$core"
echo "core change: $("$forge" affected --root "$repo" --base HEAD | wc -l) modules, $("$forge" affected --root "$repo" --base HEAD --tests | wc -l) test targets"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge affected (core change)" --command "$forge affected --root $repo --base HEAD" \
  --label "git diff --name-only HEAD" --command "git -C $repo diff --name-only HEAD"
