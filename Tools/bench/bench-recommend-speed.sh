#!/usr/bin/env bash
# Benchmark: how fast `recommend` and `similar` answer, as whole processes, side by side with `top`, which reads
# the same catalogue (issue 60: within 20 ms warm on the embedded catalogue, 50 ms at full IMDb size).
#
# Embedded catalogue (the default): one data folder holding Tools/bench/fixtures/recommend/tuning/
# mixed.imdb-ratings.csv imported (100 films placed); `recommend --limit 20`, `similar "toy story" --year 1995`
# and `similar --id 1652` (Alien, a film the catalogue gives no genre) against `top`.
# IMDB=<folder of IMDb-shaped datasets> (`Tools/bench/imdb_datasets.py`, as `make bench-imdb` writes them into
# Tools/bench/out/imdb): the datasets imported once into a catalogue of this benchmark's own (people included),
# with a diary of 100 of its most-voted films (`Tools/bench/history_diary.py --rows 100`); `recommend --limit 20`
# and `similar` of the most-voted film against `top`.
# RUNS=n (default 15) timed runs of each, alternating, after a warm-up; medians, each with its ratio to `top`.
# MOVIELAND=<binary> skips the release build.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-15}
movieland=${MOVIELAND:-}
if [[ -z $movieland ]]; then
  Tools/release/build-release.sh .build-release movieland
  movieland=$PWD/.build-release/release/movieland
fi
export NO_COLOR=1 MOVIELAND_CACHE=off

if [[ -z ${IMDB:-} ]]; then
  home=$PWD/Tools/bench/out/recommend-speed/home
  rm -rf "$home"
  mkdir -p "$home"
  export XDG_DATA_HOME=$home MOVIELAND_SOURCE=embedded
  "$movieland" diary import Tools/bench/fixtures/recommend/tuning/mixed.imdb-ratings.csv | sed -n '1p'
  echo "Whole processes on the embedded catalogue, each against top (the last line):"
  python3 Tools/bench/timing.py --runs "$runs" \
    --label "movieland recommend --limit 20 (100 films)" --command "$movieland recommend --limit 20" \
    --label "movieland similar \"toy story\" --year 1995" --command "$movieland similar 'toy story' --year 1995" \
    --label "movieland similar --id 1652 (Alien)" --command "$movieland similar --id 1652" \
    --label "movieland top" --command "$movieland top"
  exit 0
fi

out=$PWD/Tools/bench/out/recommend-speed-imdb
home=$out/home
mkdir -p "$out"
export XDG_DATA_HOME=$home MOVIELAND_SOURCE=
if [[ ! -f $home/movieland/imdb/catalogue.bin ]]; then
  echo "bench-recommend-speed: importing $IMDB once (basics, ratings, crew, principals, names)"
  "$movieland" catalogue import "$IMDB"/title.basics.tsv.gz "$IMDB"/title.ratings.tsv.gz "$IMDB"/title.crew.tsv.gz \
    "$IMDB"/title.principals.tsv.gz "$IMDB"/name.basics.tsv.gz >/dev/null 2>"$out/import.log" \
    || { cat "$out/import.log" >&2; exit 1; }
fi
diary=$out/diary-100.csv
[[ -f $diary ]] || python3 Tools/bench/history_diary.py "$IMDB/titles.sqlite" "$diary" --rows 100
rm -f "$home/movieland/history.tsv"
"$movieland" diary import "$diary" | sed -n '1p'
film=$(python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute(
    "SELECT tconst FROM films ORDER BY CAST(votes AS INTEGER) DESC LIMIT 1").fetchone()[0])' "$IMDB/titles.sqlite")
echo "Whole processes on the imported catalogue, each against top (the last line):"
python3 Tools/bench/timing.py --runs "$runs" \
  --label "movieland recommend --limit 20 (100 films)" --command "$movieland recommend --limit 20" \
  --label "movieland similar $film" --command "$movieland similar $film" \
  --label "movieland top" --command "$movieland top"
