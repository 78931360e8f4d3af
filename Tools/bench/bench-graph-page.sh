#!/usr/bin/env bash
# Benchmark: forge's graph page (forge graph --format html) of the 1,007-module synthetic repository (1,513 nodes
# with the test targets) in headless Chromium through chromedriver: its size, its first paint (the page's own
# data-first-paint-ms, and the wall time from the navigation to the first frame after data-ready) and a selection
# (data-last-selection-ms, and the wall time from the click to the next frame), RUNS runs each, against a blank
# page and, where Graphviz is installed, its SVG of the same graph opened in the same browser. graph_page.py
# does the timing.
source "$(dirname "$0")/forge-bench.sh"
command -v chromedriver >/dev/null || { echo "bench-graph-page: needs chromium and chromedriver (apt-get install chromium chromium-driver)" >&2; exit 1; }
synthetic_repo synthetic-graph-page --features 250 --files-per-module 1 >/dev/null
# Absolute paths: forge reads --output relative to --root.
page="$PWD/$out/graph-page.html" blank="$PWD/$out/blank.html" dot_file="$PWD/$out/graph-page.dot" svg="$PWD/$out/graph-page.svg"
"$forge" graph --root "$repo" --format html --output "$page"
printf '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body></body></html>\n' >"$blank"
references=(--reference "blank page=$blank")
if command -v dot >/dev/null; then
  # Graphviz takes minutes to lay 1,513 nodes out: the SVG is kept with the DOT it came from, and made again only
  # when that changed (the synthetic repository is the same each time: its generator is seeded).
  "$forge" graph --root "$repo" --format dot --output "$dot_file"
  if ! cmp -s "$dot_file" "$svg.dot" || [[ ! -s $svg ]]; then
    start=$SECONDS
    dot -Tsvg "$dot_file" -o "$svg"
    cp "$dot_file" "$svg.dot"
    echo "  Graphviz laid the same graph out as SVG in $((SECONDS - start)) s (not timed below)"
  fi
  references+=(--reference "Graphviz SVG=$svg")
else
  echo "  Graphviz is not installed: the blank page is the only reference (apt-get install graphviz adds its SVG)"
fi
# A leaf's selection, and Core's Common: reached from 506 modules, the largest selection.
python3 Tools/bench/graph_page.py --runs "${RUNS:-7}" "$page" --module Feature123Presentation --module Common \
  "${references[@]}"
