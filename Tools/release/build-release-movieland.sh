#!/usr/bin/env bash
# Builds the release `movieland` that `make install` installs and the benchmarks time (a fully static
# executable), and its network helper `movieland-network`: static Swift libraries (they run without the
# toolchain), lld, packed relocations, into
# <scratch>/release/ (default scratch: .build-release). Static Swift libraries link FoundationNetworking statically, which needs
# libcurl's dev files: installed here when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ! -e /usr/lib/x86_64-linux-gnu/libcurl.so && ! -e /usr/lib/aarch64-linux-gnu/libcurl.so ]]; then
  echo "$(basename "$0"): installing libcurl4-openssl-dev (needed to link statically)"
  if [[ $(id -u) -eq 0 ]]; then sudo=(); else sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq libcurl4-openssl-dev
fi
scratch=${1:-.build-release}
mkdir -p "$scratch"
log="$scratch/build-release.log"
: >"$log"
for product in movieland movieland-network; do
  # movieland is a fully static executable: no dynamic loader, no shared libraries to map and relocate at
  # start-up. Its network helper keeps the shared C libraries (libcurl, and the resolver through glibc's NSS).
  static=()
  [[ $product == movieland ]] && static=(-Xswiftc -static-executable)
  echo "$(basename "$0"): building $product (release, static Swift libraries${static:+, static executable}, lld, packed relocations)"
  if ! swift build -c release --product "$product" --scratch-path "$scratch" --static-swift-stdlib "${static[@]}" \
    -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs >>"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "$(basename "$0"): the release build failed (above, the end of $log); fix it, or check that" \
      "'swift build' works, then run again" >&2
    exit 1
  fi
done
