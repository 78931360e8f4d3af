#!/usr/bin/env bash
# Benchmark: forge validate + generate on a synthetic 1,000-module repository, against
# `swift package dump-package` on the Package.swift it produced, in one run.
# Targets (2 cores): validate + generate under 0.25 s, and under 0.2x dump-package.
source "$(dirname "$0")/forge-bench.sh"
synthetic_repo synthetic-generate --features 250
echo "validate + generate vs dump-package, $(grep -c '\.\(target\|executableTarget\|testTarget\)(' "$repo/Package.swift") targets:"
python3 Tools/bench/timing.py --runs "${RUNS:-7}" \
  --label "forge validate + generate" \
  --command "prepare:rm -f $repo/Package.swift ;; $forge validate --root $repo && $forge generate --root $repo" \
  --label "swift package dump-package" \
  --command "cd $repo && swift package dump-package"
