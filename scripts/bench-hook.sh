#!/usr/bin/env bash
# Whole-process latency of the hook against a minimal Go program that
# reads stdin and prints a fixed decision, measured side by side in one run.
# Usage: scripts/bench-hook.sh [-pregate] [-n RUNS] [-warmup RUNS] [-rules N] [-big N] [-keep] [-readme README.md] [-against BIN]
# It times the entry `pregate install` wires by default, the hook-only binary
# ./cmd/pregate-hook; -pregate, first, times `pregate hook` of the full
# binary instead. -readme rewrites the table of the README's Latency section
# from the run, naming the entry it timed. -against BIN runs another build
# of the same entry on the same calls, in the same rotation, and prints the
# ratio of this tree's build to it for each call.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
pkg=./cmd/pregate-hook
entry=-hook-only
if [ "${1:-}" = -pregate ]; then
  pkg=.
  entry=
  shift
fi
CGO_ENABLED=0 go build -trimpath -o "$bin/pregate" "$pkg"
CGO_ENABLED=0 go build -trimpath -o "$bin/baseline" ./scripts/benchhook/baseline
go build -o "$bin/benchhook" ./scripts/benchhook
# Every program timed is a copy, as a release archive unpacks it: the
# linker writes its output through a mapping, which leaves the file's
# page cache in 4 KiB pieces, and a freshly linked binary faults on its
# code and read-only data at a higher cost than a copied one (11-16% of a
# hook call, 8% of the minimal program, here) until its pages leave the
# cache. Copying all of them, the -against build too, times each the same
# way.
copied() { cp "$1" "$2.copy" && mv "$2.copy" "$2"; }
copied "$bin/pregate" "$bin/pregate"
copied "$bin/baseline" "$bin/baseline"
args=()
while [ $# -gt 0 ]; do
  if [ "$1" = -against ] && [ $# -gt 1 ]; then
    copied "$2" "$bin/against"
    args+=(-against "$bin/against")
    shift 2
    continue
  fi
  args+=("$1")
  shift
done
"$bin/benchhook" -pregate "$bin/pregate" ${entry:+"$entry"} -baseline "$bin/baseline" ${args[@]+"${args[@]}"}
