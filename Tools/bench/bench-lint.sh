#!/usr/bin/env bash
# Benchmark: forge lint on a synthetic 1,000-module repository with several source files per module
# and the repository's own rules, against `grep -rn '^import'` over the same files, in one run.
# Targets (2 cores): lint under 1 s, and within 3x the grep.
set -euo pipefail
cd "$(dirname "$0")/../.."
forge="$PWD/.build-tool/forge"
[[ -x $forge ]] || make -s tool
out=Tools/bench/out
repo="$out/synthetic-lint"
rm -rf "$repo"
mkdir -p "$out"
python3 Tools/bench/synthetic_repo.py "$repo" --features 250 --files-per-module "${FILES:-4}" --rules Manifest/rules.json
"$forge" generate --root "$repo" >/dev/null
"$forge" lint --root "$repo" | tail -1
files=$(find "$repo/Modules" "$repo/Apps" "$repo/Tests" -name '*.swift' | wc -l)
echo "lint vs grep over $files Swift files:"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge lint" --command "$forge lint --root $repo" \
  --label "grep -rn '^import'" --command "grep -rn '^import' $repo/Modules $repo/Apps $repo/Tests"
