#!/usr/bin/env bash
# This tree's hook against another build, call by call, in pairs of runs
# (scripts/abhook): the CPU and wall ratio of each pair, their median with a
# 95% interval, and a check that both builds answer each call alike.
# Usage: scripts/ab-hook.sh -against BIN [-n PAIRS] [-as-linked] [CALL...]
# CALL is builtin, rules or big (all three by default), the calls of
# scripts/bench-hook.sh. Both builds are copied (cp, a write(2)) before
# they run, unless -as-linked: the Go linker writes its output through a
# shared mapping, which leaves the binary's page cache in 4 KiB folios,
# where a binary written with write(2) (a copy, an unpacked release) or
# read back from disk (after a reboot) is cached in large folios, and each
# fault on the text and read-only data then maps the pages around it for
# less: the same hook, freshly linked, used 13-20% more CPU per call
# (`ls -la`) than its copy. Comparing a freshly linked build with an older
# one would measure that, not the change.
set -euo pipefail
cd "$(dirname "$0")/.."
against= pairs=300 copy=1
while [ $# -gt 0 ]; do
  case $1 in
    -against) against=$2; shift 2 ;;
    -n) pairs=$2; shift 2 ;;
    -as-linked) copy=; shift ;;
    -*) echo "ab-hook: unknown argument $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ -n "$against" ] || { echo "usage: scripts/ab-hook.sh -against BIN [-n PAIRS] [-as-linked] [CALL...]" >&2; exit 2; }
calls=${*:-builtin rules big}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go build -trimpath -o "$work/linked" ./cmd/pregate-hook
go build -o "$work/abhook" ./scripts/abhook
if [ -n "$copy" ]; then
  cp "$work/linked" "$work/pregate-hook"
  cp "$against" "$work/against"
else
  mv "$work/linked" "$work/pregate-hook"
  ln -s "$(realpath "$against")" "$work/against"
fi
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
for call in $calls; do
  tree=$(sed -n "s/^kept $call: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "ab-hook: bench-hook.sh kept no $call call" >&2; cat "$work/keep.txt" >&2; exit 2; }
  echo "== $call: -a this tree, -b $against"
  "$work/abhook" -a "$work/pregate-hook" -b "$work/against" -tree "$tree" -n "$pairs"
done
