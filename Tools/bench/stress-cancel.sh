#!/usr/bin/env bash
# Stress: NetworkClientTests.cancellingTheTaskStopsTheRequest RUNS times in a row (default 300), each in a test
# process of its own, while two busy loops keep both cores loaded. Stops at the first failure. Issue 49's
# check that a cancelled request never comes back with its answer.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-300}
swift build --build-tests >/dev/null
for _ in 1 2; do (while :; do :; done) & done
trap 'kill $(jobs -p) 2>/dev/null' EXIT
start=$SECONDS
for run in $(seq "$runs"); do
  if ! output=$(swift test --skip-build --filter 'NetworkClientTests/cancellingTheTaskStopsTheRequest' 2>&1); then
    echo "stress-cancel: run $run failed after $((SECONDS - start)) s:" >&2
    grep -E "recorded an issue|error" <<<"$output" | head -5 >&2
    exit 1
  fi
  ((run % 50)) || echo "stress-cancel: $run runs passed ($((SECONDS - start)) s)"
done
echo "stress-cancel: all $runs runs passed in $((SECONDS - start)) s, both cores loaded"
