#!/usr/bin/env bash
# Benchmark: forge test against swift test on real packages (the parity corpus, issue 46). Run by hand, never in
# CI: it builds every package twice. CORPUS is a folder of package checkouts fetched beforehand (one folder each);
# MIRRORS lists ORIGINAL=PATH pairs set in every clone (`swift package config set-mirror`), so packages whose
# dependencies were fetched too resolve offline. ONLY="a b" measures those packages alone.
# Prints one JSON line per package, then the table Tools/bench/README.md keeps.
source "$(dirname "$0")/forge-bench.sh"
[[ -n ${CORPUS:-} ]] || { echo "usage: make bench-parity CORPUS=<folder of package checkouts> [MIRRORS='url=path ...'] [ONLY='name ...']" >&2; exit 2; }
arguments=(--corpus "$CORPUS" --work "$PWD/$out/parity" --forge "$forge")
for mirror in ${MIRRORS:-}; do arguments+=(--mirror "$mirror"); done
for name in ${ONLY:-}; do arguments+=(--only "$name"); done
python3 Tools/bench/parity_corpus.py "${arguments[@]}"
