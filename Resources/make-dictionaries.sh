#!/usr/bin/env bash
# Builds sozluk dictionaries from Debian's packages with sozluk's own importers, keeping
# each dictionary's license and attribution in its file.
#
#   bash Resources/make-dictionaries.sh            regenerate the bundled ones (Resources/dictionaries):
#                                                  English ↔ Turkish (FreeDict), and Turkish → English
#                                                  from Wiktionary through Polish (WikDict), from
#                                                  English → Turkish reversed, and from KeNet
#   bash Resources/make-dictionaries.sh --extra    install English↔German, English↔French, WordNet
#                                                  and GCIDE into your dictionaries folder
#                                                  ($XDG_DATA_HOME/sozluk/dictionaries)
#   bash Resources/make-dictionaries.sh --extra DIR    ... or into DIR
#
# Needs apt-get (Debian's archive; run 'apt-get update' once) and the Swift toolchain.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)

# id | name | source | target | Debian package | dictd database | license
bundled=(
  "eng-tur|English → Turkish|en|tr|dict-freedict-eng-tur|freedict-eng-tur|GPL-2.0-or-later"
  "tur-eng|Turkish → English|tr|en|dict-freedict-tur-eng|freedict-tur-eng|GPL-2.0-or-later"
)
extra=(
  "eng-deu|English → German|en|de|dict-freedict-eng-deu|freedict-eng-deu|GPL-3.0-or-later"
  "deu-eng|German → English|de|en|dict-freedict-deu-eng|freedict-deu-eng|GPL-3.0-or-later"
  "eng-fra|English → French|en|fr|dict-freedict-eng-fra|freedict-eng-fra|GPL-2.0-or-later"
  "fra-eng|French → English|fr|en|dict-freedict-fra-eng|freedict-fra-eng|GPL-2.0-or-later"
  "wn|WordNet (English)|en|en|dict-wn|wn|WordNet-3.0"
  "gcide|GCIDE: Webster's 1913 and more (English)|en|en|dict-gcide|gcide|GPL-3.0-or-later"
)

if [ "${1:-}" = "--extra" ]; then
  out=${2:-"${XDG_DATA_HOME:-$HOME/.local/share}/sozluk/dictionaries"}
  dictionaries=("${extra[@]}")
else
  out=${1:-"$root/Resources/dictionaries"}
  dictionaries=("${bundled[@]}")
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 777 "$work" # apt-get download runs as _apt and must be able to write here

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
  case "$package" in
    dict-wn) attribution="WordNet 3.0, copyright 2006 by Princeton University (https://wordnet.princeton.edu/); converted by sozluk from Debian's $package $version" ;;
    dict-gcide) attribution="The Collaborative International Dictionary of English (GNU, from Webster's 1913 and WordNet); converted by sozluk from Debian's $package $version" ;;
    *) attribution="FreeDict (https://freedict.org/), copyright its contributors; converted by sozluk from Debian's $package $version" ;;
  esac
  "$sozluk" import dictd "$work/$package/usr/share/dictd/$database.index" -o "$out/$id.json" \
    --id "$id" --name "$name" --source "$source" --target "$target" \
    --license "$license" --attribution "$attribution"
  rm -rf "$work/$package" "$deb"
done

fetch() { # PACKAGE: unpacked into $work/PACKAGE; prints its version
  if ! (cd "$work" && apt-get download "$1" >&2); then
    echo "apt-get download $1 failed; run 'apt-get update' once and try again" >&2
    exit 1
  fi
  local deb
  deb=$(ls "$work/$1"_*.deb)
  dpkg-deb -x "$deb" "$work/$1"
  dpkg-deb -f "$deb" Version
  rm -f "$deb"
}

reverse_turkish() { # FOLDER: its eng-tur.json read the other way round into eng-tur-reversed.json
  local version
  version=$(sed -n 's/.*"attribution": ".*dict-freedict-eng-tur \([^"]*\)".*/\1/p' "$1/eng-tur.json" | head -1)
  "$sozluk" import reverse "$1/eng-tur.json" -o "$1/eng-tur-reversed.json" \
    --id eng-tur-reversed --name "Turkish → English (FreeDict, reversed)" --source tr --target en \
    --license GPL-2.0-or-later --secondary \
    --attribution "FreeDict (https://freedict.org/), copyright its contributors; from Debian's dict-freedict-eng-tur $version, read the other way round by sozluk" \
    --description "Turkish → English made by sozluk from FreeDict's English → Turkish: each Turkish translation its senses give outright, with the English headwords that give it, commonest first"
}
# Turkish → English from Wiktionary, through Polish: WikDict's Polish → Turkish and Polish →
# English joined sense by sense on their shared glosses (sozluk import pivot).
pivots=0
if [ "${1:-}" != "--extra" ]; then
  echo "Fetching dict-freedict-pol-tur and dict-freedict-pol-eng..." >&2
  tur_version=$(fetch dict-freedict-pol-tur)
  eng_version=$(fetch dict-freedict-pol-eng)
  "$sozluk" import pivot "$work/dict-freedict-pol-tur/usr/share/dictd/freedict-pol-tur.index" \
    "$work/dict-freedict-pol-eng/usr/share/dictd/freedict-pol-eng.index" -o "$out/wikdict-tur-eng.json" \
    --id wikdict-tur-eng --name "Turkish → English (Wiktionary)" --source tr --target en \
    --license "CC-BY-SA-3.0" \
    --attribution "WikDict (https://www.wikdict.com/), from Wiktionary, copyright its contributors; FreeDict+WikDict Polish-Turkish and Polish-English, from Debian's dict-freedict-pol-tur $tur_version and dict-freedict-pol-eng $eng_version; joined through Polish by sozluk" \
    --description "Turkish → English made by sozluk from FreeDict+WikDict's Polish → Turkish and Polish → English dictionaries (Wiktionary), their senses joined on their shared Polish glosses"
  # The license's text, as the packages ship it.
  awk 'found && /^[^ ]/ { exit }
       found { sub(/^ /, ""); if ($0 == ".") $0 = ""; print }
       /^License: CC-BY-SA-3.0$/ { getline text; if (text ~ /^ /) { found = 1; sub(/^ /, "", text); print text } }' \
    "$work/dict-freedict-pol-tur/usr/share/doc/dict-freedict-pol-tur/copyright" > "$root/Resources/licenses/CC-BY-SA-3.0.txt"
  pivots=1
  # Turkish → English from English → Turkish read the other way round (sozluk import reverse):
  # each Turkish word eng-tur's senses give outright, with the English headwords that give it.
  # Secondary: it widens the pair's Turkish words (komut, diğer, parametre), its links as loose
  # as the definitions it is read from.
  reverse_turkish "$out"
  pivots=2

  # Turkish → English from Turkish WordNet KeNet (Starlang Software, GPL-3.0), as PyPI's
  # nlptoolkit-wordnet ships it, pinned: each Turkish word with the English words of the
  # Princeton WordNet synsets KeNet links it to. Secondary: searched after the others of its
  # pair, never beside English → Turkish (its links are loose: bu is "following, next").
  echo "Fetching nlptoolkit-wordnet (PyPI)..." >&2
  python3 -m pip download --quiet --no-deps --no-binary :all: -d "$work" nlptoolkit-wordnet==1.0.26 >&2
  python3 "$root/Resources/kenet-to-tsv.py" "$work"/nlptoolkit_wordnet-1.0.26.tar.gz "$work/kenet.tsv"
  "$sozluk" import tsv "$work/kenet.tsv" -o "$out/kenet-tur-eng.json" \
    --id kenet-tur-eng --name "Turkish → English (KeNet)" --source tr --target en --license GPL-3.0 --secondary \
    --attribution "Turkish WordNet KeNet (Starlang Software), with its links to Princeton WordNet 3.1, from the PyPI package nlptoolkit-wordnet 1.0.26; converted by sozluk" \
    --description "Turkish → English made by sozluk from Turkish WordNet KeNet: each Turkish word with the English words of the Princeton WordNet synsets KeNet links its synsets to, and KeNet's Turkish definition as the example"
  pivots=3
fi
echo "Done: $((${#dictionaries[@]} + pivots)) dictionaries in $out" >&2
