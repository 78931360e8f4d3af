#!/usr/bin/env bash
# Benchmark: forge test against swift test on real packages (the parity corpus, issue 46). Run by hand, never in
# CI: it builds every package twice. CORPUS is a folder of package checkouts fetched beforehand (one folder each);
# MIRRORS lists ORIGINAL=PATH pairs set in every clone (`swift package config set-mirror`), so packages whose
# dependencies were fetched too resolve offline; each PATH ends in the package's name, which SwiftPM takes as the
# dependency's identity. ONLY="a b" measures those packages alone. Each package runs under
# two environments (the caller's, and the caller's plus CI, TZ, LANG, PROBE_MODE, SWIFT_DETERMINISTIC_HASHING), with
# a warm and an empty store; the unpinned dependency case (a local repository tagged 1.0.0, then 1.1.0) runs too.
# TIMEOUT=<seconds> (900 by default) kills a command that runs longer, with every process it started, and records
# it as "timed out". PROTOBUF=1 adds the build-tool plugin case (swift-protobuf's plugin; needs protoc on PATH and
# about 10 minutes per clone to build swift-protobuf's own protoc).
# Prints one JSON line per package, then the table Tools/bench/parity.md keeps; exits 1 when a row disagrees.
source "$(dirname "$0")/forge-bench.sh"
[[ -n ${CORPUS:-} ]] || { echo "usage: make bench-parity CORPUS=<folder of package checkouts> [MIRRORS='url=path ...'] [ONLY='name ...'] [TIMEOUT=seconds] [PROTOBUF=1]" >&2; exit 2; }
arguments=(--corpus "$CORPUS" --work "$PWD/$out/parity" --forge "$forge")
for mirror in ${MIRRORS:-}; do arguments+=(--mirror "$mirror"); done
for name in ${ONLY:-}; do arguments+=(--only "$name"); done
arguments+=(--unpinned)  # ONLY without unpinned-app leaves it out
[[ -n ${TIMEOUT:-} ]] && arguments+=(--timeout "$TIMEOUT")
[[ ${PROTOBUF:-} == 1 ]] && arguments+=(--protobuf)  # and ONLY without protobuf-app leaves it out
python3 Tools/bench/parity_corpus.py "${arguments[@]}"
