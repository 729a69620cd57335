#!/usr/bin/env python3
"""Common English misspellings: how often the intended word comes first, and in the first
three, in sozluk's English -> Turkish search, side by side with GNU aspell and hunspell.

    python3 Tests/Quality/misspellings.py [--sozluk PATH] [--limit N]

The list (Tests/Quality/lists/english-misspellings.tsv) is made from codespell's dictionary of
common misspellings, itself from Wikipedia's "Lists of common misspellings" (CC BY-SA 3.0):
pairs whose intended word is a headword of the bundled English -> Turkish dictionary.
`--make-list` builds it again (pip install codespell). aspell and hunspell come from Debian:
apt-get install aspell aspell-en hunspell hunspell-en-us.
"""
import argparse, json, os, subprocess, sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIST = os.path.join(ROOT, "Tests/Quality/lists/english-misspellings.tsv")


def headwords():
    with open(os.path.join(ROOT, "Resources/dictionaries/eng-tur.json"), encoding="utf-8") as f:
        return {entry["headword"].lower() for entry in json.load(f)["entries"]}


def make_list():
    import codespell_lib
    source = os.path.join(os.path.dirname(codespell_lib.__file__), "data", "dictionary.txt")
    known = headwords()
    pairs = []
    for line in open(source, encoding="utf-8"):
        wrong, _, right = line.strip().partition("->")
        right = right.split(",")[0].strip()
        if wrong.isalpha() and right.isalpha() and wrong.islower() and right.islower() and right in known and wrong not in known and len(wrong) >= 4:
            pairs.append((wrong, right))
    # Every twentieth pair: a fixed sample across the whole alphabet, quick to run.
    sample = pairs[::20]
    with open(LIST, "w", encoding="utf-8") as out:
        out.write("# Common English misspellings and the intended word, one pair a line (MISSPELLING TAB INTENDED).\n")
        out.write("# From codespell's dictionary.txt (codespell 2.4.3), derived from Wikipedia's \"Lists of common\n")
        out.write("# misspellings\" (CC BY-SA 3.0); every twentieth pair whose intended word is a headword of eng-tur.\n")
        for wrong, right in sample:
            out.write(f"{wrong}\t{right}\n")
    print(f"wrote {len(sample)} of {len(pairs)} pairs to {LIST}")


def read_list(limit):
    pairs = [line.rstrip("\n").split("\t") for line in open(LIST, encoding="utf-8") if not line.startswith("#")]
    return pairs[:limit] if limit else pairs


def sozluk_suggestions(binary, words):
    result = {}
    for word in words:
        out = subprocess.run([binary, "search", word, "-d", "eng-tur", "--limit", "3", "--json"], capture_output=True, text=True).stdout
        result[word] = [row["headword"].lower() for row in json.loads(out)["results"]] if out.strip() else []
    return result


def ispell_suggestions(command, words):
    out = subprocess.run(command, input="\n".join("^" + w for w in words) + "\n", capture_output=True, text=True).stdout
    lines = [l for l in out.split("\n")[1:]]
    result, index = {}, 0
    for line in lines:
        if index >= len(words):
            break
        if line == "":
            index += 1
            continue
        word = words[index]
        if line.startswith("&"):
            result[word] = [s.strip().lower() for s in line.split(":", 1)[1].split(",")][:3]
        elif line.startswith(("*", "+", "-")):
            result[word] = [word]
        else:
            result[word] = []
    return result


def rates(pairs, suggestions):
    first = sum(1 for wrong, right in pairs if suggestions.get(wrong, [])[:1] == [right])
    top3 = sum(1 for wrong, right in pairs if right in suggestions.get(wrong, [])[:3])
    return 100.0 * first / len(pairs), 100.0 * top3 / len(pairs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sozluk", default=os.path.join(ROOT, ".build/debug/sozluk"))
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--make-list", action="store_true")
    args = parser.parse_args()
    if args.make_list:
        make_list()
        return
    pairs = read_list(args.limit)
    words = [wrong for wrong, _ in pairs]
    print(f"{len(pairs)} misspellings ({os.path.relpath(LIST, ROOT)})")
    print(f"{'tool':<22}{'first':>8}{'top 3':>8}")
    for name, suggestions in [
        ("sozluk search", sozluk_suggestions(args.sozluk, words)),
        ("aspell (en_US)", ispell_suggestions(["aspell", "-a", "--lang=en_US"], words)),
        ("hunspell (en_US)", ispell_suggestions(["hunspell", "-d", "en_US", "-a"], words)),
    ]:
        first, top3 = rates(pairs, suggestions)
        print(f"{name:<22}{first:>7.1f}%{top3:>7.1f}%")


if __name__ == "__main__":
    sys.exit(main())
