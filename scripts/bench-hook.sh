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
"$bin/benchhook" -pregate "$bin/pregate" ${entry:+"$entry"} -baseline "$bin/baseline" "$@"
