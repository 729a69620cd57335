#!/usr/bin/env python3
"""Writes a sozluk dictionary as a StarDict one, for timing sdcv on the same entries.

usage: Tests/Performance/stardict_export.py DICTIONARY.json OUT-FOLDER

Each headword's entries become one article: the pronunciation, then the senses numbered, as
`sozluk lookup` shows them. The .idx is sorted as sdcv expects (ASCII case folded, then
bytes), and the .ifo names the counts. Then:

  hyperfine -N --warmup 10 --runs 100 "sozluk lookup house -d eng-tur" "sdcv -n -e --data-dir OUT-FOLDER house"
"""
import json, os, struct, sys


def article(entries):
    lines = []
    for entry in entries:
        if entry.get('pronunciation'):
            lines.append(entry['pronunciation'])
        for number, sense in enumerate(entry['senses'], 1):
            lines.append(f"{number}. {sense['definition']}")
    return '\n'.join(lines).encode('utf-8')


def main():
    source, folder = sys.argv[1], sys.argv[2]
    dictionary = json.load(open(source, encoding='utf-8'))
    by_headword = {}
    for entry in dictionary['entries']:
        by_headword.setdefault(entry['headword'], []).append(entry)
    words = sorted(by_headword, key=lambda w: (w.encode().lower(), w.encode()))
    os.makedirs(folder, exist_ok=True)
    name = os.path.join(folder, dictionary['id'])
    index, data = bytearray(), bytearray()
    for word in words:
        text = article(by_headword[word])
        index += word.encode() + b'\0' + struct.pack('>II', len(data), len(text))
        data += text
    open(name + '.dict', 'wb').write(data)
    open(name + '.idx', 'wb').write(index)
    open(name + '.ifo', 'w', encoding='utf-8').write(
        "StarDict's dict ifo file\nversion=2.4.2\n"
        f"bookname={dictionary['name']}\nwordcount={len(words)}\nidxfilesize={len(index)}\nsametypesequence=m\n")
    print(f'{len(words)} headwords written to {name}.ifo/.idx/.dict')


if __name__ == '__main__':
    main()
