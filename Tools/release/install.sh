#!/usr/bin/env bash
# make install / make uninstall: puts movieland (with its network helper) and forge (release builds with the
# Swift runtime linked in), the embedded catalogue, both tools' completions for bash, zsh and fish, and their
# man pages under $DESTDIR$PREFIX; or removes exactly those files.
#
#   Tools/release/install.sh install|uninstall PREFIX [DESTDIR]
set -euo pipefail
cd "$(dirname "$0")/../.."

action=${1:?usage: install.sh install|uninstall PREFIX [DESTDIR]}
prefix=${2:?usage: install.sh install|uninstall PREFIX [DESTDIR]}
destdir=${3:-}
if [[ $prefix != /* ]]; then
  echo "install: PREFIX must be an absolute path, such as /usr/local or ~/.local, not '$prefix'" >&2
  exit 2
fi
root="$destdir$prefix"

# Every installed file, relative to PREFIX, with the command that writes it (run from the built tools).
files=(bin/movieland libexec/movieland/movieland-network bin/forge share/movieland/catalogue.bin share/movieland/PROVENANCE.md
  share/man/man1/movieland.1 share/man/man1/forge.1)
for tool in movieland forge; do
  files+=("share/bash-completion/completions/$tool" "share/zsh/site-functions/_$tool"
    "share/fish/vendor_completions.d/$tool.fish")
done

if [[ $action == uninstall ]]; then
  removed=0
  for file in "${files[@]}"; do
    [[ -e $root/$file ]] || continue
    rm -f "$root/$file" || { echo "uninstall: cannot remove $root/$file; run it as a user who can (sudo)" >&2; exit 1; }
    echo "removed $root/$file"
    removed=$((removed + 1))
  done
  rmdir "$root/share/movieland" "$root/libexec/movieland" 2>/dev/null || true
  ((removed)) || echo "uninstall: nothing of movieland or forge is installed under $root"
  exit 0
fi
[[ $action == install ]] || { echo "install: unknown action '$action' (install or uninstall)" >&2; exit 2; }

# Before the two-minute build: can the prefix (or the folder it will be made in) be written to at all?
existing=$root
until [[ -d $existing ]]; do existing=$(dirname "$existing"); done
if [[ ! -w $existing ]]; then
  echo "install: cannot write to $existing; run 'sudo make install', or choose a prefix of yours:" \
    "make install PREFIX=~/.local" >&2
  exit 1
fi

scratch=.build-release
Tools/release/build-release.sh "$scratch"
movieland=$scratch/release/movieland
forge=$scratch/release/forge
resources=$scratch/release/Movieland_CatalogueResources.resources

# Staged first, then moved into place: a failed build or generation leaves an earlier installation intact.
stage=$(mktemp -d "${TMPDIR:-/tmp}/movieland-install.XXXXXX")
trap 'rm -rf "$stage"' EXIT
install -D -m 755 "$movieland" "$stage/bin/movieland"
# The helper that makes movieland's network transfers, where movieland looks for it (../libexec/movieland).
install -D -m 755 "$scratch/release/movieland-network" "$stage/libexec/movieland/movieland-network"
install -D -m 755 "$forge" "$stage/bin/forge"
install -D -m 644 "$resources/catalogue.bin" "$stage/share/movieland/catalogue.bin"
install -D -m 644 "$resources/PROVENANCE.md" "$stage/share/movieland/PROVENANCE.md"
mkdir -p "$stage/share/man/man1" "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" \
  "$stage/share/fish/vendor_completions.d"
for tool in movieland forge; do
  "$stage/bin/$tool" manual >"$stage/share/man/man1/$tool.1"
  "$stage/bin/$tool" completion bash >"$stage/share/bash-completion/completions/$tool"
  "$stage/bin/$tool" completion zsh >"$stage/share/zsh/site-functions/_$tool"
  "$stage/bin/$tool" completion fish >"$stage/share/fish/vendor_completions.d/$tool.fish"
done
# Every destination folder is made and checked before the first file is replaced, so a prefix that cannot be
# written to fails here, with the installation as it was.
for file in "${files[@]}"; do
  folder=$(dirname "$root/$file")
  if ! mkdir -p "$folder" 2>/dev/null || [[ ! -w $folder ]]; then
    echo "install: cannot write to $folder; run 'sudo make install', or choose a prefix of yours:" \
      "make install PREFIX=~/.local" >&2
    exit 1
  fi
done
for file in "${files[@]}"; do
  # Copied next to its destination, then renamed over it: a running movieland never sees half a file.
  cp "$stage/$file" "$root/$file.tmp.$$"
  mv -f "$root/$file.tmp.$$" "$root/$file"
  echo "installed $root/$file"
done
