#!/usr/bin/env bash
# Benchmark: the IMDb import and the commands on its catalogue, at full size, in one run.
#
# The real datasets cannot be downloaded here, so Tools/bench/imdb_datasets.py writes IMDb-shaped files of
# the same size (12 M titles, 1.6 M ratings, crew, about 80 M principals, 14 M people) once, into
# Tools/bench/out/imdb (kept for the next run; SCALE=0.1 for a quick look). Then:
#   - `movieland catalogue import` of basics + ratings + crew + principals + names: wall time, peak memory and
#     the catalogue's size, against the same import --without-people (films alone, as before people) and
#     `zcat title.basics.tsv.gz | wc -l` on the same file (reading the largest file at all);
#   - `movieland search love story`, `search <word>` (the generator's "talzan": a word of 1,400 films),
#     `detail` and `top` as whole processes against an sqlite3 FTS5 query over the same titles (the films
#     the import keeps), with the ratio;
#   - `person "tom hanks"`, `search --actor "tom hanks"`, `search --director "susan muller"` and the people of
#     `detail` against sqlite3 joins over `people`, `credits` and `films` tables with indexes on the same data;
#   - last, `search love story`, `search <word>`, `detail` and `person "tom hanks"` with a cold cache: both data
#     files evicted from the page cache (Tools/bench/evict.py) before every timed run of either side.
# Targets on a 2-core machine (issue 50): import under 120 s and 1.5 GiB peak; search, person and detail at
# most 1.0x the sqlite3 query with a warm cache, the cold ratio printed; top under 30 ms.
set -euo pipefail
cd "$(dirname "$0")/../.."
scale=${SCALE:-1}
data=Tools/bench/out/imdb
[[ $scale == 1 ]] || data=Tools/bench/out/imdb-$scale
home=Tools/bench/out/imdb-home
runs=${RUNS:-11}

if [[ ! -f $data/titles.sqlite ]]; then
  echo "bench-imdb: writing IMDb-shaped files at scale $scale into $data (once; a few minutes at full size)"
  python3 Tools/bench/imdb_datasets.py "$data" --scale "$scale"
fi
command -v sqlite3 >/dev/null || { echo "bench-imdb: needs sqlite3 (apt-get install sqlite3)" >&2; exit 2; }

Tools/release/build-release.sh .build-release movieland movieland-network
movieland=$PWD/.build-release/release/movieland
export XDG_DATA_HOME=$PWD/$home
export MOVIELAND_SOURCE=

echo
ls -l "$data"/*.tsv.gz | awk '{ printf "  %-45s %8.1f MB\n", $9, $5 / 1e6 }'
echo
echo "Import (basics + ratings + crew + principals + names), against the same --without-people (films alone) and"
echo "reading title.basics at all:"
rm -rf "$home"
times=Tools/bench/out/imdb-times.txt
/usr/bin/time -f '%e %M' -o "$times" bash -c "zcat $data/title.basics.tsv.gz | wc -l >/dev/null"
read -r reference_seconds _ <"$times"
# Progress goes to standard error: kept in a log, so a failure can be read there.
run_import() {
  /usr/bin/time -f '%e %M' -o "$times" "$movieland" catalogue import "$@" >/dev/null 2>"$home.log" \
    || { cat "$home.log" >&2; exit 1; }
  read -r import_seconds import_kib <"$times"
  import_bytes=$(stat -c %s "$home/movieland/imdb/catalogue.bin")
}
files=("$data"/title.basics.tsv.gz "$data"/title.ratings.tsv.gz "$data"/title.crew.tsv.gz "$data"/name.basics.tsv.gz
  "$data"/title.principals.tsv.gz)
run_import "${files[@]}" --without-people
before=("$import_seconds" "$import_kib" "$import_bytes")
run_import "${files[@]}"
python3 - "$import_seconds" "$import_kib" "$import_bytes" "${before[@]}" "$reference_seconds" <<'PY'
import sys
seconds, kib, size, old_seconds, old_kib, old_size, reference = map(float, sys.argv[1:])
print(f"  movieland catalogue import            {seconds:7.1f} s   peak {kib / 1024:7.0f} MiB   {size / 1e6:6.0f} MB"
      f"   (targets: 120 s, 1536 MiB)")
print(f"  the same --without-people            {old_seconds:7.1f} s   peak {old_kib / 1024:7.0f} MiB   "
      f"{old_size / 1e6:6.0f} MB   ratio {seconds / old_seconds:.2f}x")
print(f"  zcat title.basics.tsv.gz | wc -l      {reference:7.1f} s")
PY
"$movieland" catalogue status | sed -n '3,4p;/^Size/p'

film=$(sqlite3 "$data/titles.sqlite" "SELECT tconst FROM titles ORDER BY CAST(votes AS INTEGER) DESC LIMIT 1")
word=$(sqlite3 "$data/titles.sqlite" "SELECT title FROM titles WHERE CAST(votes AS INTEGER) > 1000 LIMIT 1 OFFSET 500" | awk '{ print tolower($NF) }')
echo
echo "Check: the commands answer (detail $film, search \"$word\")"
"$movieland" search "$word" --limit 3 | head -4
sqlite3 "$data/titles.sqlite" "SELECT tconst, title FROM titles WHERE titles MATCH '$word' ORDER BY rank LIMIT 3"

echo
sql_love="SELECT tconst, title, year, votes FROM titles WHERE titles MATCH 'love story' ORDER BY CAST(votes AS INTEGER) DESC LIMIT 20"
sql_word="SELECT tconst, title, year, votes FROM titles WHERE titles MATCH '$word' ORDER BY CAST(votes AS INTEGER) DESC LIMIT 20"
# Each command timed warm here and cold at the end, written once.
love="$movieland search love story --limit 20" love_sql="sqlite3 $data/titles.sqlite \"$sql_love\""
search_word="$movieland search $word --limit 20" word_sql="sqlite3 $data/titles.sqlite \"$sql_word\""
detail="$movieland detail $film"
echo "Whole processes, each against the last line of its group (an sqlite3 FTS5 query over the same films):"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search love story --limit 20" --command "$love" \
  --label "sqlite3 FTS5 'love story' by votes" --command "$love_sql"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search $word --limit 20" --command "$search_word" \
  --label "movieland detail $film" --command "$detail" \
  --label "movieland top (weighted, every film)" --command "$movieland top" \
  --label "movieland --version (start-up only)" --command "$movieland --version" \
  --label "sqlite3 FTS5 '$word' by votes" --command "$word_sql"

peak=$( { /usr/bin/time -f '%M' "$movieland" search love story --limit 20 >/dev/null; } 2>&1 | tail -1)
echo "Peak memory of a search: $((peak / 1024)) MiB"

echo
echo "People: whole processes against sqlite3 joins over people (indexed by folded name), credits (indexed by"
echo "person and by film) and films, the same data:"
db="$data/titles.sqlite"
sql_person="SELECT f.tconst, f.title, f.year, f.votes, c.category, c.characters FROM people p JOIN credits c ON c.nconst = p.nconst JOIN films f ON f.tconst = c.tconst WHERE p.key = 'tom hanks' ORDER BY f.votes DESC"
sql_actor="$sql_person LIMIT 20"
sql_director="SELECT f.tconst, f.title, f.year, f.votes FROM people p JOIN credits c ON c.nconst = p.nconst JOIN films f ON f.tconst = c.tconst WHERE p.key = 'susan muller' AND c.category = 'director' ORDER BY f.votes DESC LIMIT 20"
sql_detail="SELECT p.name, c.category, c.characters FROM credits c JOIN people p ON p.nconst = c.nconst WHERE c.tconst = '$film' ORDER BY c.ordering"
echo "Check: the same films (person \"tom hanks\": movieland, then sqlite3)"
"$movieland" person tom hanks | sed -n '6,8p'
sqlite3 "$db" "$sql_person LIMIT 3"
person="$movieland person tom hanks" person_sql="sqlite3 $db \"$sql_person\""
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland person tom hanks" --command "$person" \
  --label "sqlite3 people join, tom hanks" --command "$person_sql"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search --actor 'tom hanks' --limit 20" --command "$movieland search --actor 'tom hanks' --limit 20" \
  --label "sqlite3 people join, actor, 20" --command "sqlite3 $db \"$sql_actor\""
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search --director 'susan muller' --limit 20" \
  --command "$movieland search --director 'susan muller' --limit 20" \
  --label "sqlite3 people join, director, 20" --command "sqlite3 $db \"$sql_director\""
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland detail $film (with its people)" --command "$detail" \
  --label "sqlite3 credits of $film" --command "sqlite3 $db \"$sql_detail\""

# A cold cache: both data files dropped from the page cache before every timed run.
catalogue="$home/movieland/imdb/catalogue.bin"
cold="prepare:python3 Tools/bench/evict.py $catalogue $data/titles.sqlite ;; "
echo "Cold cache (catalogue.bin and titles.sqlite evicted before each run), each against the last of its group:"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search love story (cold)" --command "$cold$love" \
  --label "sqlite3 FTS5 'love story' (cold)" --command "$cold$love_sql"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search $word (cold)" --command "$cold$search_word" \
  --label "movieland detail $film (cold)" --command "$cold$detail" \
  --label "sqlite3 FTS5 '$word' (cold)" --command "$cold$word_sql"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland person tom hanks (cold)" --command "$cold$person" \
  --label "sqlite3 people join, tom hanks (cold)" --command "$cold$person_sql"
