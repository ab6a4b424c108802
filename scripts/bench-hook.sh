#!/usr/bin/env bash
# Whole-process latency of `pregate hook` against a minimal Go program that
# reads stdin and prints a fixed decision, measured side by side in one run.
# Usage: scripts/bench-hook.sh [-n RUNS] [-warmup RUNS] [-rules N] [-big N] [-keep] [-readme README.md]
# (-readme rewrites the table of the README's Latency section from the run)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
CGO_ENABLED=0 go build -trimpath -o "$bin/pregate" .
CGO_ENABLED=0 go build -trimpath -o "$bin/baseline" ./scripts/benchhook/baseline
go build -o "$bin/benchhook" ./scripts/benchhook
"$bin/benchhook" -pregate "$bin/pregate" -baseline "$bin/baseline" "$@"
