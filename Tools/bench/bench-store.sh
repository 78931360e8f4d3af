#!/usr/bin/env bash
# Benchmark: forge test --dry-run on the 1,007-module synthetic repository (506 test targets) with every entry in
# the store, the store a folder against nginx with WebDAV on 127.0.0.1 (and, with DELAY_MS, nginx behind a
# proxy that delays each answer, standing in for a remote cache). RUNS alternated runs each.
source "$(dirname "$0")/forge-bench.sh"
synthetic_repo synthetic-store --features 250 --files-per-module 1 >/dev/null
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $nginx ]] || { echo "bench-store: nginx is not installed (apt-get install nginx)" >&2; exit 1; }

# Every test target's entry, as a pass writes it, in a folder and behind nginx.
folder="$PWD/$out/store-folder" site="$PWD/$out/store-nginx"
rm -rf "$folder" "$site" && mkdir -p "$folder" "$site/data/results" "$site/tmp"
"$forge" hash --tests --format json --root "$repo" | python3 -c '
import json, os, sys
folder = sys.argv[1]
for target in json.load(sys.stdin)["targets"]:
    with open(os.path.join(folder, target["hash"]), "w") as entry:
        json.dump({"hash": target["hash"], "target": target["name"], "version": 1}, entry, separators=(",", ":"))
' "$folder"
cp "$folder"/* "$site/data/results/"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$site/nginx.conf" <<CONF
pid $site/nginx.pid;
error_log $site/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $site/tmp;
  server { listen 127.0.0.1:$port; root $site/data; location / { dav_methods PUT; create_full_put_path on; } }
}
CONF
"$nginx" -p "$site" -c "$site/nginx.conf"
trap 'kill "$(cat "$site/nginx.pid")" 2>/dev/null; [[ -n ${proxy:-} ]] && kill "$proxy" 2>/dev/null' EXIT
sleep 0.5
url="http://127.0.0.1:$port/results"
echo "  entries: $(ls "$folder" | wc -l); forge test would run: $("$forge" test --root "$repo" --dry-run --store "$url" \
  --format json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["run"]))')"
python3 Tools/bench/timing.py --runs "${RUNS:-5}" \
  --label "forge test --dry-run, nginx" --command "$forge test --root $repo --dry-run --store $url" \
  --label "forge test --dry-run, folder" --command "$forge test --root $repo --dry-run --store $folder"
if [[ -n ${DELAY_MS:-} ]]; then
  proxy_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  python3 Tools/bench/delaying_proxy.py "$proxy_port" "$port" "$DELAY_MS" &
  proxy=$!
  sleep 0.5
  python3 Tools/bench/timing.py --runs "${RUNS:-5}" --warmup 0 \
    --label "forge test --dry-run, nginx +${DELAY_MS} ms" \
    --command "$forge test --root $repo --dry-run --store http://127.0.0.1:$proxy_port/results" \
    --label "forge test --dry-run, folder" --command "$forge test --root $repo --dry-run --store $folder"
fi
