#!/usr/bin/env bash
# Benchmark: your film history at full IMDb size, in one run.
#
# On the IMDb-shaped datasets of `make bench-imdb` (Tools/bench/imdb_datasets.py, written once into
# Tools/bench/out/imdb; SCALE=0.1 for a quick look), imported once into a catalogue of its own, with a
# 5,000-row Letterboxd diary of the most-voted films (Tools/bench/history_diary.py):
#   - `movieland diary import` of the diary into an empty history, against sqlite3 importing the same CSV and
#     joining it on title and year with an index over the same films;
#   - `movieland stats` over the 5,000 viewings, against an sqlite3 aggregate over the same rows;
#   - `movieland similar` of the most-voted film and `movieland recommend`, against sqlite3 counting the
#     people each film shares with it over the indexed credits;
#   - `movieland search` and `top`, which mark the films you saw from the history, against the same commands in
#     a data folder with no history (the same catalogue).
# Every 97th row of the diary is one the import must keep, not place (a day that does not exist, a day to come,
# a film no catalogue has). With BASE=<commit>, `diary list` and `stats` are also timed side by side with that
# commit's build (a worktree in .build-base-<commit>, built once), each on its own import of the same diary.
# Targets on a 2-core machine: import under 1 s; stats under 30 ms; similar and recommend under 50 ms.
set -euo pipefail
cd "$(dirname "$0")/../.."
scale=${SCALE:-1}
data=Tools/bench/out/imdb
[[ $scale == 1 ]] || data=Tools/bench/out/imdb-$scale
out=Tools/bench/out/history-$scale
home=$PWD/$out/home
runs=${RUNS:-7}

if [[ ! -f $data/titles.sqlite ]]; then
  echo "bench-history: writing IMDb-shaped files at scale $scale into $data (once; a few minutes at full size)"
  python3 Tools/bench/imdb_datasets.py "$data" --scale "$scale"
fi
command -v sqlite3 >/dev/null || { echo "bench-history: needs sqlite3 (apt-get install sqlite3)" >&2; exit 2; }
Tools/release/build-release.sh .build-release movieland movieland-network
movieland=$PWD/.build-release/release/movieland
export XDG_DATA_HOME=$home MOVIELAND_SOURCE= NO_COLOR=1
mkdir -p "$out"

if [[ ! -f $home/movieland/imdb/catalogue.bin ]]; then
  echo "bench-history: importing the catalogue once (basics, ratings, crew, principals, names)"
  "$movieland" catalogue import "$data"/title.basics.tsv.gz "$data"/title.ratings.tsv.gz "$data"/title.crew.tsv.gz \
    "$data"/title.principals.tsv.gz "$data"/name.basics.tsv.gz >/dev/null 2>"$out/import.log" \
    || { cat "$out/import.log" >&2; exit 1; }
fi
diary=$out/diary-bad97.csv
[[ -f $diary ]] || python3 Tools/bench/history_diary.py "$data/titles.sqlite" "$diary" --bad-every 97
reference=$out/reference.sqlite
if [[ ! -f $reference ]]; then
  sqlite3 "$reference" "ATTACH '$data/titles.sqlite' AS t; CREATE TABLE films AS SELECT * FROM t.films;
    CREATE INDEX films_title ON films (title, year); CREATE TABLE credits AS SELECT tconst, nconst FROM t.credits;
    CREATE INDEX credits_person ON credits (nconst); CREATE INDEX credits_film ON credits (tconst);"
fi
history=$home/movieland/history.tsv

echo
echo "Check: the import places the diary (the last lines of its report), and the commands answer"
rm -f "$history"
"$movieland" diary import "$diary" | sed -n '1,2p'
"$movieland" stats --year 2023 | sed -n '1p'
film=$(sqlite3 "$data/titles.sqlite" "SELECT tconst FROM films ORDER BY CAST(votes AS INTEGER) DESC LIMIT 1")
"$movieland" similar "$film" --limit 3 | sed -n '1,5p'
"$movieland" recommend --limit 3 | sed -n '1,5p'
# recommend's seeds: 15 films of the diary; the reference takes the 15 most voted.
seeds=$(sqlite3 "$reference" "SELECT group_concat(quote(tconst)) FROM (SELECT tconst FROM films
  ORDER BY CAST(votes AS INTEGER) DESC LIMIT 15)")

sql_import=".import --csv $diary d
SELECT count(*) FROM d JOIN films f ON f.title = d.Name AND f.year = CAST(d.Year AS INTEGER);"
sql_stats=".import --csv $diary d
SELECT substr(\"Watched Date\", 1, 7), count(*) FROM d WHERE \"Watched Date\" LIKE '2023%' GROUP BY 1;
SELECT Rating, count(*) FROM d GROUP BY 1;
SELECT f.year / 10 * 10, count(*) FROM d JOIN films f ON f.title = d.Name AND f.year = CAST(d.Year AS INTEGER) GROUP BY 1;"
sql_similar="SELECT c2.tconst, count(*) AS shared FROM credits c1 JOIN credits c2 ON c2.nconst = c1.nconst
WHERE c1.tconst = '$film' AND c2.tconst <> '$film' GROUP BY c2.tconst ORDER BY shared DESC LIMIT 10"
sql_recommend="SELECT c2.tconst, count(*) AS shared FROM credits c1 JOIN credits c2 ON c2.nconst = c1.nconst
WHERE c1.tconst IN ($seeds) AND c2.tconst NOT IN ($seeds) GROUP BY c2.tconst ORDER BY shared DESC LIMIT 10"
echo "$sql_import" >"$out/import.sql"
echo "$sql_stats" >"$out/stats.sql"

echo
echo "Whole processes, each against the last line of its group (sqlite3 over the same data):"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland diary import (5,000 rows, empty history)" \
  --command "prepare:rm -f $history ;; $movieland diary import $diary" \
  --label "sqlite3 .import + join on title and year" --command "sqlite3 :memory: 'ATTACH \"$reference\" AS r' '.read $out/import.sql'"
"$movieland" diary import "$diary" >/dev/null
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland stats --year 2023 (5,000 viewings)" --command "$movieland stats --year 2023" \
  --label "sqlite3 .import + month, rating, decade counts" --command "sqlite3 :memory: 'ATTACH \"$reference\" AS r' '.read $out/stats.sql'"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland similar $film" --command "$movieland similar $film" \
  --label "movieland recommend (15 seeds)" --command "$movieland recommend" \
  --label "sqlite3 films sharing people with $film" --command "sqlite3 $reference \"$sql_similar\""
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland recommend (15 seeds)" --command "$movieland recommend" \
  --label "sqlite3 films sharing people with 15 films" --command "sqlite3 $reference \"$sql_recommend\""
# The seen marks: every list reads the history for the marks of the films it shows. `search` with this history
# (its every line read and checked, records made of the listed films alone) against the same search of the same
# catalogue in a data folder with no history.
no_history=$PWD/$out/no-history-home
mkdir -p "$no_history/movieland"
ln -sfn "$home/movieland/imdb" "$no_history/movieland/imdb"
echo "The history the lists mark from: $(wc -l <"$history") lines; marked in \`search toy --limit 20\`:" \
  "$("$movieland" search toy --limit 20 | grep -c '✓' || true)"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland search toy --limit 20, marked from the history" --command "$movieland search toy --limit 20" \
  --label "movieland search toy --limit 20, no history" \
  --command "env XDG_DATA_HOME=$no_history $movieland search toy --limit 20"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland top --limit 20, marked from the history" --command "$movieland top --limit 20" \
  --label "movieland top --limit 20, no history" --command "env XDG_DATA_HOME=$no_history $movieland top --limit 20"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland diary list (5,000 viewings)" --command "$movieland diary list" \
  --label "sqlite3 .import + the diary newest first" \
  --command "sqlite3 :memory: '.import --csv $diary d' 'SELECT * FROM d ORDER BY \"Watched Date\" DESC'"

[[ -n ${BASE:-} ]] || exit 0
# The same commands with the base commit's build. The base stops an import at a wrong day, so both builds
# import the diary without bad rows, each into a data folder of its own sharing the one catalogue.
# Outside the checked folders (a dot folder, as .build is), so forge's README and lint scans never read it.
base=$PWD/.build-base-$(git rev-parse --short "$BASE")
if [[ ! -x $base/.build-release/release/movieland ]]; then
  echo "bench-history: building $BASE once in $base"
  [[ -d $base ]] || git worktree add --detach "$base" "$BASE" >/dev/null
  (cd "$base" && Tools/release/build-release.sh .build-release movieland movieland-network)
fi
base_movieland=$base/.build-release/release/movieland
clean=$out/diary.csv
[[ -f $clean ]] || python3 Tools/bench/history_diary.py "$data/titles.sqlite" "$clean"
for side in this base; do
  mkdir -p "$out/$side-home/movieland"
  ln -sfn "$home/movieland/imdb" "$out/$side-home/movieland/imdb"
  rm -f "$out/$side-home/movieland/history.tsv"
done
XDG_DATA_HOME=$PWD/$out/this-home "$movieland" diary import "$clean" | sed -n '1,2p'
XDG_DATA_HOME=$PWD/$out/base-home "$base_movieland" diary import "$clean" | sed -n '1,2p'
this_run="env XDG_DATA_HOME=$PWD/$out/this-home $movieland"
base_run="env XDG_DATA_HOME=$PWD/$out/base-home $base_movieland"
echo
echo "This build against $BASE's, each on its own import of the same diary (no bad rows):"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland diary list (this build)" --command "$this_run diary list" \
  --label "movieland diary list ($BASE)" --command "$base_run diary list"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland stats --year 2023 (this build)" --command "$this_run stats --year 2023" \
  --label "movieland stats --year 2023 ($BASE)" --command "$base_run stats --year 2023"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland diary import (this build)" --command "prepare:rm -f $out/this-home/movieland/history.tsv ;; $this_run diary import $clean" \
  --label "movieland diary import ($BASE)" --command "prepare:rm -f $out/base-home/movieland/history.tsv ;; $base_run diary import $clean"
