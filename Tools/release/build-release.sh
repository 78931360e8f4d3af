#!/usr/bin/env bash
# Builds the release programs `make install` installs and the benchmarks time, into <scratch>/release/ (default
# scratch: .build-release): `movieland` (a fully static executable), its network helper `movieland-network`
# and `forge`, each with static Swift libraries (they run without the toolchain), lld and packed relocations.
#   Tools/release/build-release.sh [scratch] [product...]     (default products: all three)
# Static Swift libraries link FoundationNetworking, and with it libcurl, into movieland-network: that needs
# libcurl's development files. This script never installs anything: when they are missing it says so and
# exits 2 (.ci/install-test-tools installs them for CI).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${1:-.build-release}
shift || true
products=("$@")
((${#products[@]})) || products=(movieland movieland-network forge)
name=$(basename "$0")

needs_libcurl=false
for product in "${products[@]}"; do [[ $product == movieland-network ]] && needs_libcurl=true; done
if $needs_libcurl && ! compgen -G '/usr/lib/*-linux-gnu/libcurl.so' >/dev/null && [[ ! -e /usr/lib/libcurl.so ]]; then
  echo "$name: movieland-network links libcurl statically (URLSession on Linux is built on it), and libcurl's" \
    "development files are not installed. Install them, then run again:" >&2
  echo "    sudo apt-get install libcurl4-openssl-dev      (Debian, Ubuntu)" >&2
  echo "    sudo dnf install libcurl-devel                 (Fedora, RHEL)" >&2
  exit 2
fi
mkdir -p "$scratch"
log="$scratch/build-release.log"
: >"$log"
for product in "${products[@]}"; do
  # movieland and forge are fully static executables: no dynamic loader, no shared libraries to map and relocate
  # at start-up (a third of forge's --version). glibc's own name lookup (files, dns) is built into its static
  # library, which is all forge's HTTP cache client asks of it. movieland's network helper keeps the shared C
  # libraries (libcurl, and the resolver through glibc's NSS).
  static=()
  [[ $product == movieland || $product == forge ]] && static=(-Xswiftc -static-executable)
  echo "$name: building $product (release, static Swift libraries${static:+, static executable}, lld, packed relocations)"
  # Generic types' metadata made by accessor calls, not from mangled names: a mangled name makes the runtime
  # look each generic requirement's conformance up, a scan of every conformance in the binary the first time
  # (a tenth of a search's start-up before this flag; `make bench-search` measures it).
  if ! swift build -c release --product "$product" --scratch-path "$scratch" --static-swift-stdlib "${static[@]}" \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs >>"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "$name: the release build failed (above, the end of $log); fix it, or check that" \
      "'swift build' works, then run again" >&2
    exit 1
  fi
  # The linker writes the binary through a memory map, which leaves its pages in the page cache in the smallest
  # units: until they are evicted, each run takes more page faults (116 against 103 for `--version`, a fifth of
  # a search's time) than the same file copied, installed or read from disk. Copied over itself, the binary
  # starts here as it does installed, and the benchmarks that run it from here measure what users run.
  binary="$scratch/release/$product"
  cp -p "$binary" "$binary.copy" && mv -f "$binary.copy" "$binary"
done
