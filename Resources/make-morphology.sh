#!/usr/bin/env bash
# Builds the morphology data sozluk ships from Debian's packages, keeping licenses.
#
#   bash Resources/make-morphology.sh
#
# english-exceptions.txt: WordNet 3.0's exception lists (irregular inflections: "went go",
# "mice mouse"), from Debian's wordnet-base, as "FORM LEMMA PART-OF-SPEECH" lines.
# Needs apt-get (run 'apt-get update' once).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Resources/morphology"
mkdir -p "$out" "$root/Resources/licenses"

if [ ! -e /usr/share/wordnet/verb.exc ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wordnet-base
fi
version=$(dpkg-query -W -f '${Version}' wordnet-base)
{
  echo "# WordNet 3.0 exception lists (noun.exc, verb.exc, adj.exc, adv.exc) from Debian's wordnet-base $version."
  echo "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. License: Resources/licenses/WordNet-3.0.txt"
  echo "# FORM LEMMA PART-OF-SPEECH; underscores in WordNet's multi-word forms are spaces here."
  for part in noun verb adj adv; do
    while read -r form lemmas; do
      for lemma in $lemmas; do echo "${form//_/ }	${lemma//_/ }	$part"; done
    done < "/usr/share/wordnet/$part.exc"
  done
} > "$out/english-exceptions.txt"
sed -n '/^License: WordNet3.0/,/^$/p' /usr/share/doc/wordnet-base/copyright | sed 's/^ \.$//; s/^ //' > "$root/Resources/licenses/WordNet-3.0.txt"
echo "wrote $(grep -vc '^#' "$out/english-exceptions.txt") exceptions to $out/english-exceptions.txt"
