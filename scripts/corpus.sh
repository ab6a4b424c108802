#!/bin/sh
# corpus.sh scores pregate against the peer corpus: every case through
# `pregate check --json` with only the builtin baseline (plus the optional
# pack of pack:* cases and the context a case states), then recall on block
# cases and false blocks on allow cases, per category and per source.
#
#   scripts/corpus.sh [-v] [-category NAME] [-profile default|strict]
#
# -profile strict scores the strict profile: every case also loads a cli
# policy with [defaults] profile = "strict".
#
# PREGATE_CORPUS overrides the corpus file (default: the shared peer corpus
# next to this repository); PREGATE_CORPUS_WORK the scratch directory.
set -eu
cd "$(dirname "$0")/.."
corpus=${PREGATE_CORPUS:-../shared/corpus/peer-corpus.jsonl}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/pregate" .
go build -o "$bin/corpus" ./scripts/corpus
"$bin/corpus" -bin "$bin/pregate" -corpus "$corpus" "$@"
