"""The lists made from Starlang Software's Turkish resources (GPL-3.0), as their Python packages
ship them: Turkish WordNet KeNet's links to Princeton WordNet, and the misspellings its spelling
checker corrects. Pinned releases, fetched with pip download, so the lists come out the same."""
import collections, importlib.metadata, os, re, subprocess, sys, tarfile
from common import english_headwords, headwords, read_list, translations, turkish_lower, within_two_typos, write_list

KENET = "nlptoolkit-wordnet==1.0.26"
MISSPELLINGS = "nlptoolkit-dictionary==1.0.38"


def package_file(package, path):
    """A file of a pinned source package from PyPI, as text (the package downloaded once, into
    a cache)."""
    folder = os.path.expanduser("~/.cache/sozluk-quality")
    name, version = package.split("==")
    archive = os.path.join(folder, name.replace("-", "_") + "-" + version + ".tar.gz")
    if not os.path.exists(archive):
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:", "-d", folder, package],
                       check=True)
    with tarfile.open(archive) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/" + path))
        return tar.extractfile(member).read().decode("utf-8")


def kenet_english():
    """Each Turkish word of KeNet and the English words of the Princeton WordNet 3.1 synsets its
    synsets are linked to as synonyms (KeNet's interlingual links), in KeNet's order."""
    english_xml = package_file(KENET, "WordNet/data/english_wordnet_version_31.xml")
    turkish_xml = package_file(KENET, "WordNet/data/turkish_wordnet.xml")
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


def make_turkish_misspellings():
    """Misspelt Turkish words as people write them (the misspellings Starlang's spelling checker
    corrects, gathered from real text), with the headword of the word meant: the word itself
    when the Wiktionary dictionary has it, else its lemma (zeyrek), once it has exactly one
    there. The words written most first (wordfreq), two misspellings a headword at most; not
    those that differ from the word only in Turkish letters (typed without them: measured
    elsewhere), nor those more than two typos from it (mostly words run together: "enucuz"),
    nor a misspelling that is a word itself."""
    import logging, wordfreq, zeyrek
    logging.disable(logging.CRITICAL)
    analyzer = zeyrek.MorphAnalyzer()
    known = {turkish_lower(e["headword"]) for e in headwords("wikdict-tur-eng")}
    fold = lambda word: word.translate(str.maketrans("ıöüşçğâîû", "iouscgaiu"))
    candidates = []
    for line in package_file(MISSPELLINGS, "Dictionary/data/turkish_misspellings.txt").splitlines():
        parts = line.split()
        if len(parts) != 2:
            continue
        wrong, right = parts
        if (wrong.isalpha() and right.isalpha() and wrong == turkish_lower(wrong) and right == turkish_lower(right)
                and min(len(wrong), len(right)) >= 4 and fold(wrong) != fold(right) and within_two_typos(wrong, right)):
            candidates.append((wordfreq.zipf_frequency(right, "tr"), wrong, right))
    candidates.sort(key=lambda c: -c[0])
    pairs, per_headword = [], collections.Counter()
    for _, wrong, right in candidates:
        if wrong in known or wordfreq.zipf_frequency(wrong, "tr") >= 3.0 or analyzer.analyzer.analyze(wrong):
            continue
        lemmas = sorted(l for l in {turkish_lower(a.dict_item.lemma) for a in analyzer.analyzer.analyze(right)} if l in known)
        answers = ([right] if right in known else []) + [l for l in lemmas if l != right]
        if not answers or len(lemmas) > 1 or per_headword[answers[0]] >= 2:
            continue
        per_headword[answers[0]] += 1
        pairs.append((wrong, right, "|".join(answers)))
        if len(pairs) == 2000:
            break
    header = [
        "Misspelt Turkish words and the headword of the word meant (MISSPELLING TAB WORD MEANT TAB HEADWORD|LEMMA),",
        f"to be asked of Turkish -> English (Wiktionary). From Starlang's list of Turkish misspellings ({MISSPELLINGS},",
        "Dictionary/data/turkish_misspellings.txt, GPL-3.0), the words meant most frequent first (wordfreq); headword: the word",
        "when wikdict-tur-eng has it, else its one lemma there (zeyrek). Not: misspellings that differ only in Turkish letters,",
        "more than two typos from the word, or words themselves (by wordfreq or zeyrek); at most two a headword.",
    ]
    write_list("turkish-misspellings.tsv", header + ["Every other such pair, from the first."], pairs[0::2])
    write_list("turkish-misspellings-tuning.tsv", header + [
        "Every other such pair, from the second: for trying changes on; never reported as the figure."], pairs[1::2])
