# Sourced by the forge benchmarks: the repository root as the working folder, `$forge` built, `$out` made,
# and `synthetic_repo NAME ARGS...`, which writes a fresh synthetic repository (synthetic_repo.py ARGS) to
# `$out/NAME`, generates its Package.swift and sets `$repo` to it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# The release forge, as make install installs it: a benchmark of a debug build would time the debug build.
Tools/release/build-release.sh .build-release forge >/dev/null
forge="$PWD/.build-release/release/forge"
out=Tools/bench/out
mkdir -p "$out"

synthetic_repo() {
  repo="$out/$1"
  shift
  rm -rf "$repo"
  python3 Tools/bench/synthetic_repo.py "$repo" "$@"
  "$forge" generate --root "$repo" >/dev/null
}
