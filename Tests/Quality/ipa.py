#!/usr/bin/env python3
"""How often sozluk's Turkish IPA, made by the spelling's rules (`sozluk say --ipa`), agrees
with espeak-ng's (`espeak-ng --ipa -v tr`) on the headwords of the bundled Turkish -> English
dictionaries: every 4th single-word headword of Turkish letters, 3,000 at most.

    swift build --product sozluk
    python3 Tests/Quality/ipa.py [--binary PATH] [--misses]

Both are brought to the phonemes before they are compared: stress marks and tie bars out,
espeak-ng's allophones and symbols as the phoneme they stand for (ɛ æ: e, ɪ: i, ʊ: u, ɔ: o,
its ø: ü, its œ: ö, ɫ: l, c: k, ɟ: g, ɾ: r). Agreement is given with the length of vowels and
doubled consonants (ː) and without it."""
import argparse, os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, headwords, turkish_lower

# espeak-ng's Turkish symbols as the phonemes they stand for: its ø is ü (y), its œ is ö (ø).
ESPEAK = str.maketrans({"ɛ": "e", "æ": "e", "ɪ": "i", "ʊ": "u", "ɔ": "o", "ø": "y", "œ": "ø", "ɫ": "l", "c": "k", "ɟ": "ɡ", "ɾ": "r", "g": "ɡ"})
OURS = str.maketrans({"ɾ": "r", "g": "ɡ"})


def phonemes(ipa, table, length=True):
    text = ipa.strip().strip("/").replace("ˈ", "").replace("ˌ", "").replace("͡", "").translate(table)
    # A consonant written twice is one long consonant (espeak-ng writes both ways).
    text = re.sub(r"([bcdfɡhjklmnprsʃtvzʒ])\1", r"\1ː", text)
    return text if length else text.replace("ː", "")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/sozluk"))
    parser.add_argument("--misses", action="store_true")
    args = parser.parse_args()
    words = sorted({turkish_lower(e["headword"]) for name in ("tur-eng", "wikdict-tur-eng") for e in headwords(name)})
    words = [w for w in words if re.fullmatch(r"[abcçdefgğhıijklmnoöprsştuüvyzâîû]+", w)][::4][:3000]
    home = tempfile.mkdtemp()
    ours = []
    for word in words:
        done = subprocess.run([args.binary, "say", "--ipa", "-l", "tr", word], capture_output=True, text=True, env=dict(os.environ, HOME=home))
        ours.append(done.stdout.strip())
    spoken = subprocess.run(["espeak-ng", "-q", "--ipa", "-v", "tr", "--stdin"], input="".join(w + ".\n" for w in words),
                            capture_output=True, text=True).stdout.split("\n")
    theirs = [line.strip() for line in spoken if line.strip()]
    if len(theirs) != len(words):
        sys.exit(f"ipa.py: espeak-ng gave {len(theirs)} lines for {len(words)} words")
    same = sum(phonemes(a, OURS) == phonemes(b, ESPEAK) for a, b in zip(ours, theirs))
    same_without_length = sum(phonemes(a, OURS, False) == phonemes(b, ESPEAK, False) for a, b in zip(ours, theirs))
    print(f"Turkish IPA by rule vs espeak-ng, {len(words)} headwords")
    print(f"  the same phonemes              {100 * same / len(words):6.2f}%")
    print(f"  the same, vowel length aside   {100 * same_without_length / len(words):6.2f}%")
    if args.misses:
        for word, a, b in zip(words, ours, theirs):
            if phonemes(a, OURS, False) != phonemes(b, ESPEAK, False):
                print(f"  {word}\t{a}\t{b}")


if __name__ == "__main__":
    main()
