#!/usr/bin/env bash
# Benchmark: typing in the interactive mode, in a pseudo-terminal (see typing.py): the redraw per
# keystroke against a full frame, and the results after the last key against the same search run
# as a command. Release build.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "bench-typing: building movieland (release)"
swift build -c release --product movieland --scratch-path .build-bench-typing >/dev/null
python3 Tools/bench/typing.py .build-bench-typing/release/movieland
