#!/usr/bin/env bash
# Whole-process latency of `pregate hook` against a minimal Go program that
# reads stdin and prints a fixed decision, measured side by side in one run.
# Usage: scripts/bench-hook.sh [-pregate-hook] [-n RUNS] [-warmup RUNS] [-rules N] [-big N] [-keep] [-readme README.md]
# (-readme rewrites the table of the README's Latency section from the run;
# -pregate-hook, first, times the calls through the hook-only binary
# ./cmd/pregate-hook instead of `pregate hook`)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
pkg=.
if [ "${1:-}" = -pregate-hook ]; then
  pkg=./cmd/pregate-hook
  shift
fi
CGO_ENABLED=0 go build -trimpath -o "$bin/pregate" "$pkg"
CGO_ENABLED=0 go build -trimpath -o "$bin/baseline" ./scripts/benchhook/baseline
go build -o "$bin/benchhook" ./scripts/benchhook
"$bin/benchhook" -pregate "$bin/pregate" -baseline "$bin/baseline" "$@"
