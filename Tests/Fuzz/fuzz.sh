#!/usr/bin/env bash
# Builds one libFuzzer target and runs it.
#
#   Tests/Fuzz/fuzz.sh TARGET [SECONDS]     TARGET: loader grammar keys dictd stardict table index wordlist pivot reverse, or all
#
# Each target is the target file plus the sources it exercises, compiled by swiftc with
# -sanitize=fuzzer,address into .build-fuzz/. The run starts from the seed corpus in
# Tests/Fuzz/corpus/TARGET (new inputs that reach new code are added to .build-fuzz/corpus,
# not to the repository); a crash leaves crash-* in .build-fuzz/ and a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: Tests/Fuzz/fuzz.sh TARGET [SECONDS]}
seconds=${2:-60}
if [ "$target" = all ]; then
  for each in loader grammar index keys dictd stardict table wordlist pivot reverse; do "$0" "$each" "$seconds"; done
  exit 0
fi
out=.build-fuzz
mkdir -p "$out/$target" "$out/corpus/$target"

flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name sozluk -I Sources/CNcursesw -I Sources/CZlib -I Sources/CStringSearch/include -I Sources/CTextScan/include -I Sources/CMapGuard/include)
terminal_sources=$(find Sources/TerminalUI -name '*.swift')
case $target in
  keys)   sources="$terminal_sources Tests/Fuzz/Targets/KeysTarget.swift"; module=TerminalUI ;;
  loader) sources="Tests/Fuzz/Targets/LoaderTarget.swift" ;;
  grammar) sources="Tests/Fuzz/Targets/GrammarTarget.swift" ;;
  index)  sources="Tests/Fuzz/Targets/IndexTarget.swift Tests/Fuzz/Targets/FuzzInput.swift" ;;
  dictd)  sources="Tests/Fuzz/Targets/DictdTarget.swift Tests/Fuzz/Targets/FuzzInput.swift" ;;
  stardict) sources="Tests/Fuzz/Targets/StarDictTarget.swift Tests/Fuzz/Targets/FuzzInput.swift" ;;
  table)  sources="Tests/Fuzz/Targets/TableTarget.swift Tests/Fuzz/Targets/FuzzInput.swift" ;;
  wordlist) sources="Tests/Fuzz/Targets/WordListTarget.swift" ;;
  pivot)  sources="Tests/Fuzz/Targets/PivotTarget.swift Tests/Fuzz/Targets/FuzzInput.swift" ;;
  reverse) sources="Tests/Fuzz/Targets/ReverseTarget.swift" ;;
  *) echo "unknown target: $target" >&2; exit 2 ;;
esac

binary=$out/$target/fuzz-$target
# SafeText as a module of its own: TerminalUI and the core both import it.
# shellcheck disable=SC2086
swiftc "${flags[@]}" -module-name SafeText -emit-module -emit-module-path "$out/$target/SafeText.swiftmodule" \
  -emit-library -static -o "$out/$target/libSafeText.a" Sources/SafeText/*.swift
if [ "$target" = keys ]; then
  # TerminalUI compiled together with the target.
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name FuzzKeys -I "$out/$target" $sources "$out/$target/libSafeText.a" -o "$binary" -lncursesw
else
  # The core targets and the importers compiled together with the target, as one module, so
  # the target reaches their internal parts; no terminal code is needed. Their imports of one
  # another are taken out of copies (one module cannot import itself).
  kit=$out/$target/kit
  rm -rf "$kit" && mkdir -p "$kit"
  find Sources/SozlukBase Sources/SozlukDictionary Sources/SozlukWordbook Sources/SozlukImport -name '*.swift' | while read -r file; do
    sed -E '/^import Sozluk(Base|Dictionary|Wordbook)$/d' "$file" > "$kit/$(echo "$file" | tr / _)"
  done
  kit_sources=$(find "$kit" -name '*.swift')
  clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CStringSearch/include Sources/CStringSearch/string_search.c -o "$out/$target/string_search.o"
  clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CTextScan/include Sources/CTextScan/text_scan.c -o "$out/$target/text_scan.o"
  clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CMapGuard/include Sources/CMapGuard/map_guard.c -o "$out/$target/map_guard.o"
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name SozlukDictionary -I "$out/$target" $kit_sources $sources "$out/$target/string_search.o" "$out/$target/text_scan.o" "$out/$target/map_guard.o" \
    "$out/$target/libSafeText.a" -lz -o "$binary"
fi

ASAN_OPTIONS=detect_leaks=0 "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$out/" \
  "$out/corpus/$target" "Tests/Fuzz/corpus/$target"
