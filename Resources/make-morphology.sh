#!/usr/bin/env bash
# Builds the morphology data sozluk ships from Debian's packages, keeping licenses.
#
#   bash Resources/make-morphology.sh
#
# english-exceptions.txt: WordNet 3.0's exception lists (irregular inflections: "went go",
# "mice mouse"), from Debian's wordnet-base, as "FORM LEMMA PART-OF-SPEECH" lines;
# english-word-classes.txt: its verbs, adjectives and adverbs (below).
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
# english-word-classes.txt: the one-word verbs, adjectives and adverbs of WordNet 3.0's
# indexes, as "WORD PART-OF-SPEECH" lines: only a verb is inflected with -ed and -ing, only
# an adjective or adverb with -er and -est ("thest" is no form of "the").
{
  echo "# The one-word verbs, adjectives and adverbs of WordNet 3.0 (index.verb, index.adj, index.adv) from Debian's wordnet-base $version."
  echo "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. License: Resources/licenses/WordNet-3.0.txt"
  echo "# WORD PART-OF-SPEECH"
  for part in verb adj adv; do
    grep -v '^ ' "/usr/share/wordnet/index.$part" | cut -d' ' -f1 | grep -v '_' | sed "s/\$/	$part/"
  done
} > "$out/english-word-classes.txt"
echo "wrote $(grep -vc '^#' "$out/english-word-classes.txt") word classes to $out/english-word-classes.txt"
sed -n '/^License: WordNet3.0/,/^$/p' /usr/share/doc/wordnet-base/copyright | sed 's/^ \.$//; s/^ //' > "$root/Resources/licenses/WordNet-3.0.txt"
echo "wrote $(grep -vc '^#' "$out/english-exceptions.txt") exceptions to $out/english-exceptions.txt"

# english-frequency.txt, turkish-frequency.txt: the 40,000 most frequent words of each
# language and their Zipf frequency times ten (6.3 for "which": 10^6.3 times in a billion
# words), from wordfreq (PyPI; its data CC BY-SA 4.0, Robyn Speer and the sources its README
# lists). Search ranks typo corrections and translations by it.
if ! python3 -c 'import wordfreq' 2>/dev/null; then
  pip install -q wordfreq
fi
python3 - "$out" <<'PY'
import sys, wordfreq
out = sys.argv[1]
version = getattr(wordfreq, "__version__", None) or __import__("importlib.metadata").metadata.version("wordfreq")
for lang, name in [("en", "english"), ("tr", "turkish")]:
    with open(f"{out}/{name}-frequency.txt", "w", encoding="utf-8") as f:
        f.write(f"# The 40,000 most frequent {name.capitalize()} words, from wordfreq {version} (https://github.com/rspeer/wordfreq),\n")
        f.write("# data by Robyn Speer and the corpora its README credits, CC BY-SA 4.0 (Resources/licenses/wordfreq-data.txt).\n")
        f.write("# WORD TAB ZIPF-FREQUENCY-TIMES-TEN\n")
        for word in wordfreq.top_n_list(lang, 40000):
            f.write(f"{word}\t{round(wordfreq.zipf_frequency(word, lang) * 10)}\n")
    print(f"wrote {out}/{name}-frequency.txt")
PY
cat > "$root/Resources/licenses/wordfreq-data.txt" <<'TXT'
english-frequency.txt and turkish-frequency.txt are made from the data of wordfreq
(https://github.com/rspeer/wordfreq), copyright Robyn Speer, whose data files "may be
redistributed under a Creative Commons Attribution-ShareAlike 4.0 license"
(https://creativecommons.org/licenses/by-sa/4.0/). wordfreq's data is derived from, among
others, Wikipedia, OpenSubtitles, SUBTLEX, Google Books Ngrams, the Leeds Internet Corpus,
NewsCrawl, GlobalVoices, Reddit and Twitter; its README lists every source and its terms.
These two lists are an adaptation (the most frequent 40,000 words of each language, with
their Zipf frequency rounded to a tenth) and are shared under the same license.
TXT
