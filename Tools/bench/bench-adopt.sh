#!/usr/bin/env bash
# Benchmark: forge adopt + generate on a synthetic hand-written package of about 1,000 targets (external
# products, conditional settings, resources, renamed tests), against `swift package dump-package` of the same
# package, in one run. adopt asks SwiftPM twice (the original, then the generated file, to verify); the
# second line replays those answers from a cache, so it times forge's own work.
# Target (2 cores): forge's own adopt + generate under 0.5 s.
source "$(dirname "$0")/forge-bench.sh"
out="$PWD/$out"
original="$out/synthetic-adopt"
work="$out/synthetic-adopt-work"
cache="$out/dump-cache"
rm -rf "$original" "$work" "$cache"
python3 Tools/bench/synthetic_package.py "$original"
cp -r "$original" "$work"
"$forge" adopt --root "$work"
cached="REAL_SWIFT=$(command -v swift) DUMP_CACHE=$cache SWIFT=$PWD/Tools/bench/cached-dump-package.sh"
# Before each run, only what adopt writes is put back, and the previous Manifest/ is moved aside rather than
# deleted: ext4 searches hard for free inodes right after many were freed, which would time the benchmark's own
# clean-up (a first adopt in a repository frees nothing). The moved folders are deleted at the end.
trash="$out/adopt-trash"
rm -rf "$trash"
mkdir -p "$trash"
restore="mv $work/Manifest \$(mktemp -d -p $trash)/ && rm -f $work/Package.swift.orig && cp $original/Package.swift $work/Package.swift"
echo "adopt + generate vs dump-package, $(grep -c '^        \.\(target\|testTarget\|executableTarget\|plugin\)(name:' "$original/Package.swift") targets (RUNS=${RUNS:-5}):"
python3 Tools/bench/timing.py --runs "${RUNS:-5}" \
  --label "forge adopt + generate (end to end)" \
  --command "prepare:$restore ;; $forge adopt --root $work && $forge generate --root $work" \
  --label "forge adopt + generate (SwiftPM's answers cached)" \
  --command "prepare:$restore ;; env $cached $forge adopt --root $work && $forge generate --root $work" \
  --label "swift package dump-package" \
  --command "cd $original && swift package dump-package"
rm -rf "$trash"
