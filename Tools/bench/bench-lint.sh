#!/usr/bin/env bash
# Benchmark: forge lint on a synthetic 1,000-module repository with several source files per module
# and the repository's own rules, against `grep -rn '^import'` over the same files, in one run.
# Then forge imports on 30 MB of Swift against the same grep, and the agreement of forge's imports with
# swiftc -frontend -emit-imported-modules on this repository's sources.
# Targets (2 cores): lint under 1 s, and both within 3x the grep.
source "$(dirname "$0")/forge-bench.sh"
synthetic_repo synthetic-lint --features 250 --files-per-module "${FILES:-4}" --rules Manifest/rules.json
"$forge" lint --root "$repo" | tail -1
files=$(find "$repo/Modules" "$repo/Apps" "$repo/Tests" -name '*.swift' | wc -l)
echo "lint vs grep over $files Swift files:"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge lint" --command "$forge lint --root $repo" \
  --label "grep -rn '^import'" --command "grep -rn '^import' $repo/Modules $repo/Apps $repo/Tests"

# forge imports on 30 MB of real Swift: this repository's sources copied until the corpus holds 30 MB.
corpus="$out/imports-corpus"
rm -rf "$corpus"
copy=0
while (( $(find "$corpus" -name '*.swift' -printf '%s\n' 2>/dev/null | awk '{ total += $1 } END { print total + 0 }') < 30000000 )); do
  mkdir -p "$corpus/copy$copy"
  find Modules Apps Tools/Forge Tests -name '*.swift' -print0 | xargs -0 cp --parents -t "$corpus/copy$copy"
  copy=$((copy + 1))
done
echo "forge imports vs grep over $(find "$corpus" -name '*.swift' | wc -l) files, $(find "$corpus" -name '*.swift' -printf '%s\n' | awk '{ total += $1 } END { printf "%.1f MB", total / 1e6 }') of Swift:"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge imports --format json" --command "$forge imports --format json $corpus" \
  --label "grep -rn '^import'" --command "grep -rn '^import' $corpus"

# How often forge's reading of a file's imports is the compiler's (this repository's own sources).
python3 Tools/bench/import_agreement.py "$forge" Modules Apps Tools/Forge Tests | tail -1
