#!/usr/bin/env bash
# Benchmark: the CPU a request burns while the server has accepted the connection and says nothing.
# Runs, against one silent server on 127.0.0.1, in one run: movieland's search, a plain URLSession
# program of a dozen lines (is it Movieland, or URLSession itself?), and python3's urllib (the
# reference: a client that sleeps in poll). Each is measured for SECONDS (default 3) of waiting.
# Target (issue 12): under 5% of a core. See the README's "Data sources" for what was found.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=Tools/bench/out
mkdir -p "$out"
seconds=${SECONDS_WAITING:-3}
swift build --product movieland >/dev/null
# The transfer runs in the helper, found beside movieland: its CPU is counted with movieland's.
swift build --product movieland-network >/dev/null
cat >"$out/plain_urlsession.swift" <<'SWIFT'
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
// One GET, nothing else: URLSession's default configuration, a 60 s timeout.
var request = URLRequest(url: URL(string: CommandLine.arguments[1])!)
request.timeoutInterval = 60
let done = DispatchSemaphore(value: 0)
URLSession.shared.dataTask(with: request) { _, _, _ in done.signal() }.resume()
done.wait()
SWIFT
[[ $out/plain_urlsession -nt $out/plain_urlsession.swift ]] ||
  swiftc -O "$out/plain_urlsession.swift" -o "$out/plain_urlsession" 2>/dev/null
python3 Tools/bench/stall_cpu.py --seconds "$seconds" \
  --label "movieland search --source tmdb" \
  --command "env MOVIELAND_TMDB_URL={url} TMDB_API_TOKEN=eyJ.bench MOVIELAND_CACHE=off .build/debug/movieland --source tmdb search matrix" \
  --label "plain URLSession GET" --command "$out/plain_urlsession {url}" \
  --label "python3 urllib GET" \
  --command "python3 -c 'import urllib.request; urllib.request.urlopen(\"{url}\", timeout=60)'"
