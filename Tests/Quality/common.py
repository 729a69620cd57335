"""What the quality script and the list maker share: where things are, reading the bundled
dictionaries and the lists, and Turkish lower case."""
import json, os, re

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LISTS = os.path.join(ROOT, "Tests/Quality/lists")
DICTIONARIES = os.path.join(ROOT, "Resources/dictionaries")


def headwords(name):
    with open(os.path.join(DICTIONARIES, name + ".json"), encoding="utf-8") as f:
        return json.load(f)["entries"]


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


def within_two_typos(a, b):
    """Optimal string alignment distance of at most two (swapped neighbours count one), as the
    search's TypoDistance counts."""
    if abs(len(a) - len(b)) > 2:
        return False
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1] <= 2
