#!/usr/bin/env bash
# Runs shaping tests in HarfBuzz's format (test/shape/data/*/tests/*.tests: one test a line,
# "fontfile;hb-shape options;U+XXXX,…;[expected glyphs]", font paths relative to the file) through
# `button-stack shape` and compares each line. Lines whose options `shape` does not support are
# skipped and counted. Usage: Scripts/run-harfbuzz-tests.sh FILE.tests… (BUTTON_STACK=path to the binary)
set -uo pipefail
binary=${BUTTON_STACK:-.build/debug/button-stack}
passed=0 failed=0 skipped=0
for tests in "$@"; do
  folder=$(dirname "$tests")
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in ''|'#'*) continue ;; esac
    IFS=';' read -r font options unicodes expected <<< "$line"
    # shellcheck disable=SC2086 # options are words, as hb-shape takes them
    if ! actual=$("$binary" shape --font-file="$folder/$font" $options --unicodes="$unicodes" 2>/dev/null); then
      skipped=$((skipped + 1))
      continue
    fi
    if [ "$actual" = "$expected" ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      printf 'FAIL %s: %s\n  expected %s\n  actual   %s\n' "$tests" "$line" "$expected" "$actual"
    fi
  done < "$tests"
done
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
