#!/usr/bin/env bash
# Regenerates the bundled dictionaries from Debian's FreeDict packages with sozluk's own
# dictd importer, keeping each dictionary's license and attribution in its file.
#
#   bash Resources/make-dictionaries.sh [OUT_DIR]     (default: Resources/dictionaries)
#
# Needs apt-get (Debian's package archive) and the Swift toolchain; installs nothing.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Resources/dictionaries"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work" # apt-get download runs as _apt and must be able to write here

# id | name | source | target | Debian package | dictd database | license
dictionaries=(
  "eng-tur|English → Turkish|en|tr|dict-freedict-eng-tur|freedict-eng-tur|GPL-2.0-or-later"
  "tur-eng|Turkish → English|tr|en|dict-freedict-tur-eng|freedict-tur-eng|GPL-2.0-or-later"
)

echo "Building sozluk (release)..." >&2
(cd "$root" && swift build -c release --product sozluk >&2)
sozluk="$(cd "$root" && swift build -c release --show-bin-path)/sozluk"

mkdir -p "$out"
for row in "${dictionaries[@]}"; do
  IFS='|' read -r id name source target package database license <<<"$row"
  echo "Fetching $package..." >&2
  if ! (cd "$work" && apt-get download "$package" >&2); then
    echo "apt-get download $package failed; run 'apt-get update' once and try again" >&2
    exit 1
  fi
  deb=$(ls "$work/${package}"_*.deb)
  version=$(dpkg-deb -f "$deb" Version)
  dpkg-deb -x "$deb" "$work/$package"
  index="$work/$package/usr/share/dictd/$database.index"
  "$sozluk" import dictd "$index" -o "$out/$id.json" \
    --id "$id" --name "$name" --source "$source" --target "$target" \
    --license "$license" \
    --attribution "FreeDict (https://freedict.org/), copyright its contributors; converted by sozluk from Debian's $package $version"
done
echo "Done: $(ls "$out"/*.json | wc -l) dictionaries in $out" >&2
