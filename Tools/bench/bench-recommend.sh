#!/usr/bin/env bash
# Benchmark: how often `recommend` and `similar` find what a film lover expects, against baselines.
#
# Offline, on the embedded catalogue (Tools/bench/recommend_bench.py says how):
#   - recommend, leave-one-out: each history's films rated 8/10 or more (4 stars and up) are hidden in turn, the
#     rest is imported into an empty data folder and `recommend --limit 50 --json` is asked where the hidden film
#     comes: hit rate at 10, 20 and 50, MRR and NDCG, against the most-voted unseen films, the highest weighted
#     rating unseen and genre-only, with the ratio to the best of them;
#   - similar: Tools/bench/fixtures/recommend/similar-pairs.tsv, a film and the follow-up expected within the
#     first five (sequels, remakes, same director), against the same baselines.
# Usage: bench-recommend.sh [export files...]; with none, the histories of Tools/bench/fixtures/recommend
# (tuning/ is what a recommender may be tuned on, measure/ only measured on; each reported apart).
# TRIES=N: at most N tries a history, chosen with SEED=60 (default: every liked film); MOVIELAND=<binary> skips
# the release build. PEOPLE=<movie_metadata.csv> (Kaggle's "IMDB 5000 Movie Dataset", kept outside the repository):
# everything again on an IMDb import of the same films with the people of the films that file matches.
# WIKIPEDIA=<folder> (with PEOPLE): wikipedia-movie-data's movies-*.json (github.com/prust/wikipedia-movie-data,
# kept outside the repository) credit the films the first file does not (wikipedia_people.py).
# MOVIELENS=<movies.csv> (with PEOPLE): MovieLens's bracketed titles ("Solaris (Solyaris) (1972)") become the films'
# other titles, IMDb's title.akas (movielens_titles.py; grouplens.org's ml-latest-small, kept outside the repository).
set -euo pipefail
cd "$(dirname "$0")/../.."
fixtures=Tools/bench/fixtures/recommend
histories=("$@")
[[ ${#histories[@]} -gt 0 ]] || histories=("$fixtures"/tuning/*.csv "$fixtures"/measure/*.csv)
movieland=${MOVIELAND:-}
if [[ -z $movieland ]]; then
  Tools/release/build-release.sh .build-release movieland
  movieland=$PWD/.build-release/release/movieland
fi
out=Tools/bench/out/recommend
mkdir -p "$out"
python3 Tools/bench/recommend_bench.py "$movieland" Modules/Core/CatalogueResources/Resources/catalogue.bin \
  "$out" "$fixtures/similar-pairs.tsv" "${histories[@]}" --tries "${TRIES:-0}" --seed "${SEED:-60}" \
  ${PEOPLE:+--people "$PEOPLE"} ${WIKIPEDIA:+--wikipedia "$WIKIPEDIA"} \
  ${MOVIELENS:+--movielens "$MOVIELENS"}
