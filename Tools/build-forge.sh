#!/usr/bin/env bash
# make tool: builds forge with SwiftPM from the committed Package.swift, into .build (the folder the app and the
# tests build in, so `make run` and `make test` compile nothing twice), and links .build-tool/forge to it.
# When Package.swift does not load (hand-edited, a merge conflict), forge is compiled from its sources with
# swiftc instead (make tool-bootstrap), so that `make generate` can write a new Package.swift from Manifest/.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
mkdir -p .build-tool
[[ -e .build-tool/forge ]] || echo "make tool: building forge with SwiftPM (about 20 s the first time)"
if "$SWIFT" build --product forge -q; then
  # .build/debug links to the platform's folder (.build/x86_64-unknown-linux-gnu/debug).
  ln -sfn ../.build/debug/forge .build-tool/forge
  exit 0
fi
if ! "$SWIFT" package dump-package >/dev/null 2>&1; then
  echo "make tool: Package.swift does not load (above); compiling forge from its sources with swiftc instead," \
    "so that make generate can write it again from Manifest/ (a minute or two)" >&2
  exec make -s tool-bootstrap
fi
echo "make tool: forge did not build (above). If Manifest/ changed forge's own modules since Package.swift was" \
  "generated, 'make tool-bootstrap generate' builds forge without it." >&2
exit 1
