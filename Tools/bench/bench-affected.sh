#!/usr/bin/env bash
# Benchmark: `forge affected` on the synthetic 1,000-module repository (a git repository), for a
# one-file change in a leaf module and in a Core module, against `git diff --name-only` itself.
# Target: within 3x git diff. Runs after the first read the module graph from forge's cache
# (.build/forge/affected-graph); the first, which reads every manifest, is timed too ("no cache").
source "$(dirname "$0")/forge-bench.sh"
synthetic_repo synthetic-affected --features 250 --files-per-module 4 --rules Manifest/rules.json >/dev/null
printf '.build/\n' >"$repo/.gitignore"
git -C "$repo" init -q && git -C "$repo" add -A
git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -q -m base
leaf="$repo/Modules/Features/Feature123/Feature123Presentation/Feature123PresentationPart0.swift"
core="$repo/Modules/Core/Common/CommonPart0.swift"
# Manifests younger than two seconds are not cached (an edit in the same clock tick could go unseen).
sleep 2
echo "// leaf change" >> "$leaf"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge affected (leaf change, no cache)" --command "rm -rf $repo/.build && $forge affected --root $repo --base HEAD" \
  --label "git diff --name-only HEAD" --command "git -C $repo diff --name-only HEAD"
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
