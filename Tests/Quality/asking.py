"""How the quality script asks sozluk (through sozluk-bench --rank) and the anchors (aspell,
hunspell) for their answers to a list's queries."""
import collections, subprocess


def sozluk(bench, dictionary, queries, limit, alone=False, without=(), lower=None):
    """The first `limit` headwords for each query; `alone`: without the dictionaries the other
    way round; `without`: with those bundled dictionaries left out (a list made from tur-eng
    is measured without tur-eng); `lower`: how headwords are lower-cased (Turkish: I is ı).
    `bench` is the program's path, or a list of it and options of its own (`--weights FILE`)."""
    bench, *own = bench if isinstance(bench, (list, tuple)) else [bench]
    options = (["--alone"] if alone else []) + [option for name in without for option in ("--without", name)] + own
    out = subprocess.run([bench, "--rank", dictionary, str(limit)] + options, input="\n".join(queries) + "\n",
                         capture_output=True, text=True, check=True).stdout
    rows = out.split("\n")
    # İ lower-cased as Turkish at least: Python makes it i and a combining dot (İstanbul).
    lower = lower or (lambda headword: headword.replace("İ", "i").lower())
    return {q: [lower(h) for h in rows[i].split("\t") if h] for i, q in enumerate(queries)}


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
    """hunspell -s: each word's stems ('WORD STEM' lines, a blank line after each word). A word
    hunspell does not know comes back alone on its line: that is no stem, and it gets none, so
    the anchor earns nothing for a word it cannot analyse."""
    out = subprocess.run(["hunspell", "-d", dictionary, "-s"], input="\n".join(queries) + "\n", capture_output=True, text=True).stdout
    stems, index = collections.defaultdict(list), 0
    for line in out.split("\n"):
        if index >= len(queries):
            break
        if line == "":
            index += 1
            continue
        parts = line.split()
        if len(parts) > 1:
            stems[queries[index]].append(lower(parts[1]))
    return stems
