#!/usr/bin/env bash
# Damages a sound index 4 KB at a time (0xFF, 0x00, 0x7F) and runs the commands that trust
# an index without checking its checksum (lookup, search, typo search): any crash or hang is
# printed. Needs a built sozluk (swift build); takes a few minutes.
#
#   Tests/Fuzz/damage-index.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
sozluk=${SOZLUK:-.build/debug/sozluk}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/dictionaries" "$work/home"
python3 - "$work/dictionaries/big.json" <<'PY'
import json, sys
entries = [{"headword": "word%d" % i, "senses": [{"definition": "definition number %d for testing" % i}]} for i in range(5000)]
json.dump({"format": "sozluk.dictionary", "version": 1, "id": "big", "name": "Big", "sourceLanguage": "en",
           "targetLanguage": "tr", "entries": entries}, open(sys.argv[1], "w"))
PY
HOME="$work/home" "$sozluk" --dictionaries "$work/dictionaries" lookup word42 > /dev/null
index=$(ls "$work"/home/.cache/sozluk/*.index)
cp "$index" "$work/sound.index"
size=$(stat -c %s "$work/sound.index")
runs=0; failures=0
for pattern in ff 00 7f; do
  for offset in $(seq 0 4096 "$size"); do
    for command in "lookup word42" "search word4 --limit 50" "search wrd42" "search ord" "lookup zzz"; do
      cp "$work/sound.index" "$index"
      python3 -c "
f = open('$index', 'r+b'); f.seek($offset); f.write(bytes.fromhex('$pattern') * min(4096, $size - $offset))"
      # shellcheck disable=SC2086
      timeout 10 env HOME="$work/home" "$sozluk" --dictionaries "$work/dictionaries" $command > "$work/out" 2>&1
      status=$?
      runs=$((runs + 1))
      if [ $status -gt 2 ]; then
        failures=$((failures + 1))
        echo "pattern $pattern offset $offset '$command': exit $status $(grep -m1 'Fatal\|error' "$work/out")"
      fi
    done
  done
done
echo "$runs runs, $failures crashes or hangs"
[ $failures -eq 0 ]
