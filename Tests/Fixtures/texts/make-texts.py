"""Makes the read mode's test texts from Debian's files (see README.md beside this script)."""
import gzip
import re
import shutil
import sys

MARKUP = re.compile(r'\.(SH|SS|PP|P|LP|TP|IP|sp|br)\b')


def roff_paragraphs(path):
    """The paragraphs of a manual page, its macros and font changes taken out."""
    raw = gzip.open(path, 'rt', encoding='utf-8').read()
    raw = raw[raw.index('\n.SH'):]  # the licence comment before the first section is no text
    paragraphs, current = [], []
    for line in raw.split('\n'):
        if line.startswith(('.\\"', "'\\\"")):
            continue
        if line.startswith('.'):
            if MARKUP.match(line) and current:
                paragraphs.append(' '.join(current))
                current = []
            continue
        text = re.sub(r'\\f[BIRP]', '', line)
        text = re.sub(r'\\\(.{2}', '', text)
        text = text.replace('\\-', '-').replace('\\ ', ' ').replace('\\&', '').replace('\\e', '\\').strip()
        if text:
            current.append(text)
    if current:
        paragraphs.append(' '.join(current))
    return paragraphs


def first_words(paragraphs, count):
    """Whole paragraphs of more than six words until `count` words are reached."""
    taken, words = [], 0
    for paragraph in paragraphs:
        if len(paragraph.split()) <= 6:
            continue
        taken.append(paragraph)
        words += len(paragraph.split())
        if words > count:
            break
    return '\n\n'.join(taken) + '\n'


if __name__ == '__main__':
    folder = sys.argv[1] if len(sys.argv) > 1 else '.'
    with open(folder + '/bzip2-tr.txt', 'w', encoding='utf-8') as out:
        out.write(first_words(roff_paragraphs('/usr/share/man/tr/man1/bzip2.1.gz'), 1000))
    with open('/usr/share/common-licenses/GPL-3', 'rb') as source, open(folder + '/gpl-en.txt', 'wb') as out:
        out.write(source.read(7000))
