#!/usr/bin/env python3
"""Turkish WordNet KeNet (Starlang Software, GPL-3.0) as a Turkish -> English table for
`sozluk import tsv`: each Turkish word of a synset that KeNet links as a synonym to Princeton
WordNet 3.1 synsets, with the English words of those synsets as the sense's definition and
KeNet's own Turkish definition of the synset as its example, so that a reader sees which
sense the English words are of.

    python3 Resources/kenet-to-tsv.py WORDNET.tar.gz OUT.tsv

WORDNET.tar.gz is the source package of nlptoolkit-wordnet (pip download --no-binary :all:
--no-deps nlptoolkit-wordnet==1.0.26), which ships KeNet and the English WordNet it links to.
make-dictionaries.sh fetches it and runs this.
"""
import re, sys, tarfile

PARTS_OF_SPEECH = {"n": "noun", "v": "verb", "a": "adjective", "b": "adverb"}


def member(tar, path):
    return tar.extractfile(next(m for m in tar.getmembers() if m.name.endswith("/" + path))).read().decode("utf-8")


def clean(text):
    """One line of a TSV field: tabs and line breaks are spaces."""
    return re.sub(r"\s+", " ", text).strip()


def main(archive, out):
    with tarfile.open(archive) as tar:
        english_xml = member(tar, "WordNet/data/english_wordnet_version_31.xml")
        turkish_xml = member(tar, "WordNet/data/turkish_wordnet.xml")
    literals = lambda text: re.findall(r"<LITERAL>([^<]*)<", text)
    english = {m.group(1): [w.replace("_", " ") for w in literals(m.group(2))]
               for m in re.finditer(r"<SYNSET><ID>(ENG31-[^<]*)</ID><SYNONYM>(.*?)</SYNONYM>", english_xml)}
    rows, seen = [], set()
    for synset in re.finditer(r"<SYNSET>(.*?)</SYNSET>", turkish_xml):
        body = synset.group(1)
        words = []
        for link in re.findall(r"<ILR>(ENG31-[^<]*)<TYPE>SYNONYM<", body):
            words += [w for w in english.get(link, []) if w not in words]
        if not words:
            continue  # no English for it: nothing a Turkish -> English dictionary can say
        definition = re.search(r"<DEF>([^<]*)</DEF>", body)
        tag = re.search(r"<POS>([^<]*)</POS>", body)
        pos = PARTS_OF_SPEECH.get(tag.group(1).lower() if tag else "", "")
        for turkish in dict.fromkeys(literals(body)):
            key = (turkish, ", ".join(words))
            # A word it is: KeNet also lists punctuation and numbers ("!", "1.000").
            if re.search(r"[^\W\d_]", turkish) and key not in seen:
                seen.add(key)
                rows.append((clean(turkish), clean(", ".join(words)), pos, clean(definition.group(1)) if definition else ""))
    with open(out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write("\t".join(row).rstrip("\t") + "\n")
    print(f"{len(rows)} senses of {len({r[0] for r in rows})} Turkish words", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
