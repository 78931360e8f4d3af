#!/usr/bin/env bash
# `swift`, except that `swift package --package-path P dump-package` is answered from a cache keyed by the
# content of P/Package.swift (filled by a real run on a miss). bench-adopt points forge's $SWIFT here to time
# adopt's own work apart from SwiftPM's; the cache holds SwiftPM's real answers, nothing made up.
set -euo pipefail
real_swift=${REAL_SWIFT:-swift}
if [[ $# -eq 4 && $1 == package && $2 == --package-path && $4 == dump-package ]]; then
  cache=${DUMP_CACHE:?set DUMP_CACHE to a folder}
  key=$(sha256sum "$3/Package.swift" | cut -c1-64)
  if [[ ! -f $cache/$key.json ]]; then
    mkdir -p "$cache"
    "$real_swift" "$@" >"$cache/$key.json.tmp"
    mv "$cache/$key.json.tmp" "$cache/$key.json"
  fi
  exec cat "$cache/$key.json"
fi
exec "$real_swift" "$@"
