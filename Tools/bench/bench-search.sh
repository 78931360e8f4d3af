#!/usr/bin/env bash
# Benchmark: `movieland search matrix --limit 10` as a whole process, in one run, against
# `grep -i -c matrix` on the same CSV and an sqlite3 FTS5 query of the same titles; prints the
# ratios and the peak memory of a search. Also times `movieland --version`: the cost of starting
# the process at all, which the search cannot go below.
#
# The CSV is not in the repository: pass its path (default ../shared/data/movies.csv).
# Targets: within 1.5x the sqlite3 query (stretch: as fast); --version within 1.5x the Foundation floor;
# peak memory under 64 MiB. Then a query with a typo and one that falls back to fewer words (the costliest
# paths), and the relevance set: how many of its
# queries find their film (Tests/CatalogueDataTests/Fixtures/relevance.tsv, also a test).
set -euo pipefail
cd "$(dirname "$0")/../.."
csv=${1:-../shared/data/movies.csv}
[[ -f $csv ]] || { echo "bench-search: no CSV at $csv; pass the path of movies.csv" >&2; exit 2; }
out=Tools/bench/out
mkdir -p "$out"

Tools/release/build-release.sh .build-release movieland movieland-network
movieland=.build-release/release/movieland

db="$out/titles.sqlite"
if [[ ! -f $db || $csv -nt $db ]]; then
  rm -f "$db"
  python3 - "$csv" "$db" <<'PY'
import csv, sqlite3, sys
connection = sqlite3.connect(sys.argv[2])
connection.execute("CREATE VIRTUAL TABLE titles USING fts5(title, votes UNINDEXED)")
with open(sys.argv[1], newline="") as handle:
    connection.executemany("INSERT INTO titles VALUES (?, ?)", ((r["title"], int(r["votes"])) for r in csv.DictReader(handle)))
connection.commit()
PY
fi

echo "Check: the commands find the same films"
"$movieland" search matrix --limit 10 | head -4
sqlite3 "$db" "SELECT title FROM titles WHERE titles MATCH 'matrix' ORDER BY rank LIMIT 3"
echo "grep -i -c matrix: $(grep -i -c matrix "$csv") lines"

peak=$( { /usr/bin/time -f '%M' "$movieland" search matrix --limit 10 >/dev/null; } 2>&1 | tail -1)
echo "Peak memory of a search: $((peak / 1024)) MiB ($peak KiB)"
# The floor: two programs that do nothing but start, built the same way. One uses Foundation as
# the app does (JSON, dates); the other also links FoundationNetworking, which URLSession needs.
cat > "$out/floor_foundation.swift" <<'SWIFT'
import Foundation
struct Value: Codable { let a: Int }
let formatter = DateFormatter()
formatter.dateFormat = "yyyy"
let data = (try? JSONEncoder().encode(Value(a: 1))) ?? Data()
print(formatter.string(from: Date()), data.count)
SWIFT
cat "$out/floor_foundation.swift" > "$out/floor_networking.swift"
cat >> "$out/floor_networking.swift" <<'SWIFT'
import FoundationNetworking
print(URLRequest(url: URL(fileURLWithPath: "/")).url?.path ?? "")
SWIFT
for floor in floor_foundation floor_networking; do
  if [[ ! -x $out/$floor || $out/$floor.swift -nt $out/$floor ]]; then
    swiftc -O -static-stdlib -use-ld=lld "$out/$floor.swift" -o "$out/$floor"
  fi
done
# The floor a Swift program can reach here: FoundationEssentials alone (JSON, files, dates; no ICU tables),
# fully static, doing what `--version` needs at most.
cat > "$out/floor_essentials.swift" <<'SWIFT'
import FoundationEssentials
struct Value: Codable { let a: Int }
let data = (try? JSONEncoder().encode(Value(a: 1))) ?? Data()
print(FileManager.default.fileExists(atPath: "/"), Date().timeIntervalSince1970 > 0, data.count)
SWIFT
if [[ ! -x $out/floor_essentials || $out/floor_essentials.swift -nt $out/floor_essentials ]]; then
  swiftc -O -static-executable -use-ld=lld "$out/floor_essentials.swift" -o "$out/floor_essentials"
fi
# Each floor copied over itself, as build-release.sh does for movieland: a linker's output stays in the page cache
# in small pages, which costs every run page faults an installed program does not take.
for floor in floor_foundation floor_networking floor_essentials; do
  cp -p "$out/$floor" "$out/$floor.copy" && mv -f "$out/$floor.copy" "$out/$floor"
done

echo
echo "The search against the same query through sqlite3 FTS5 (the last line):"
python3 Tools/bench/timing.py --runs "${RUNS:-30}" \
  --label "movieland search matrix --limit 10" --command "$movieland search matrix --limit 10" \
  --label "grep -i -c matrix" --command "grep -i -c matrix $csv" \
  --label "sqlite3 FTS5 query" --command "sqlite3 $db \"SELECT title FROM titles WHERE titles MATCH 'matrix' ORDER BY rank LIMIT 10\""
echo
echo "Start-up against the floors: programs that do nothing, built static-stdlib with Foundation, and fully static"
echo "with FoundationEssentials alone (the last line; issue 36's target: --version within 1.5x of it):"
python3 Tools/bench/timing.py --runs "${RUNS:-30}" \
  --label "movieland --version (start-up only)" --command "$movieland --version" \
  --label "Swift + Foundation + FoundationNetworking, empty" --command "$out/floor_networking" \
  --label "Swift + Foundation, empty" --command "$out/floor_foundation" \
  --label "static Swift + FoundationEssentials, empty" --command "$out/floor_essentials"
echo
echo "Harder queries (a typo in a short word; a word no title has), against the same grep:"
python3 Tools/bench/timing.py --runs "${RUNS:-30}" \
  --label "movieland search back to teh future" --command "$movieland search back to teh future --limit 10" \
  --label "movieland search xyzzy matrix" --command "$movieland search xyzzy matrix --limit 10" \
  --label "grep -i -c matrix" --command "grep -i -c matrix $csv"

echo
python3 Tools/bench/relevance.py "$movieland"
