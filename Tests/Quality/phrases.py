"""The phrase list: queries of several words as people type them, from the bundled
dictionaries' own phrases, inflected by rule (`python3 Tests/Quality/phrases.py` writes
lists/phrases.tsv; quality.py --only phrases measures it).

- English: the phrases English -> Turkish writes in its examples under their first word
  ("give up — vaz geçmek" under give), 2 or 3 words of a to z, no headword themselves; every
  other one with its first word put in the past tense when WordNet has it as a verb (gave up,
  looked after: WordNet's irregular forms, else the regular -ed as English spells it). The
  answer is the article's headword.
- Turkish: the verb phrases the Wiktionary dictionary has as headwords (aşık olmak, cevap
  vermek), their verb in the past, first person plural or third person (aşık olduk, cevap
  verdi: vowel harmony, d/t after a voiceless consonant). The answer is the headword.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, headwords, write_list

MORPHOLOGY = os.path.join(ROOT, "Resources/morphology")


def english_verbs_and_pasts():
    verbs = set()
    for line in open(os.path.join(MORPHOLOGY, "english-word-classes.txt"), encoding="utf-8"):
        if not line.startswith("#"):
            word, kind = line.rstrip("\n").split("\t")[:2]
            if kind == "verb":
                verbs.add(word)
    pasts = {}
    for line in open(os.path.join(MORPHOLOGY, "english-exceptions.txt"), encoding="utf-8"):
        if not line.startswith("#"):
            form, lemma, kind = line.rstrip("\n").split("\t")[:3]
            # The past, not the participle: the shorter form is mostly the past (gave, given).
            if kind == "verb" and " " not in form and (lemma not in pasts or len(form) < len(pasts[lemma])):
                pasts[lemma] = form
    return verbs, pasts


def english_past(verb, pasts):
    if verb in pasts:
        return pasts[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def english_phrases():
    verbs, pasts = english_verbs_and_pasts()
    entries = headwords("eng-tur")
    known = {e["headword"].lower() for e in entries}
    phrases, seen = [], set()
    for entry in entries:
        head = entry["headword"].lower()
        for sense in entry["senses"]:
            for example in sense.get("examples", []):
                phrase = example.split(" — ", 1)[0].strip().lower()
                words = phrase.split()
                if (" — " in example and 2 <= len(words) <= 3 and words[0] == head and phrase not in known
                        and all(re.fullmatch(r"[a-z]+", w) for w in words) and phrase not in seen):
                    seen.add(phrase)
                    phrases.append((words, entry["headword"]))
    pairs = []
    for number, (words, head) in enumerate(phrases[::6]):
        if number % 2 and words[0] in verbs:
            words = [english_past(words[0], pasts)] + words[1:]
        pairs.append((" ".join(words), head, "eng-tur"))
    return pairs


def turkish_past(verb, person):
    stem = verb[:-3]
    vowels = [c for c in stem if c in "aıoueiöü"]
    last = vowels[-1] if vowels else "e"
    vowel = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[last]
    consonant = "t" if stem and stem[-1] in "fstkçşhp" else "d"
    return stem + consonant + vowel + ("k" if person == "we" else "")


def turkish_phrases():
    pairs = []
    for number, entry in enumerate(e for e in headwords("wikdict-tur-eng")
                                   if 2 <= len(e["headword"].split()) <= 3 and re.search(r" \w+m[ae]k$", e["headword"])):
        words = entry["headword"].split()
        words[-1] = turkish_past(words[-1], "we" if number % 2 else "they")
        pairs.append((" ".join(words), entry["headword"], "wikdict-tur-eng"))
    return pairs


def main():
    english, turkish = english_phrases(), turkish_phrases()
    write_list("phrases.tsv", [
        "Queries of several words as people type them, from the bundled dictionaries' own phrases, inflected",
        "by rule (Tests/Quality/phrases.py): English -> Turkish's example phrases under their first word, every",
        "other one's verb in the past (gave up); the Wiktionary dictionary's verb phrases in the past (aşık olduk).",
        "QUERY, the headword wanted, the dictionary asked. eng-tur and wikdict-tur-eng are GPL-2.0+ and CC BY-SA 3.0.",
    ], english + turkish)
    print(f"{len(english)} English, {len(turkish)} Turkish")


if __name__ == "__main__":
    main()
