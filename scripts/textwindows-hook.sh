#!/usr/bin/env bash
# Which 64 KiB windows of the hook's text each bench call executes, and
# which of them only package initialisation runs code in (scripts/textwindows
# over a callgrind profile of the call): each such window is a page fault
# (fault-around maps one window a fault) the call takes for code it does
# not use. The count of executed windows is the count of text faults
# scripts/faults-hook.sh records.
# Usage: scripts/textwindows-hook.sh [-list] [CALL...]
# CALL is builtin, rules or big (all three by default). The hook is built
# as scripts/callgrind-hook.sh builds it (the decomposition's budget raised
# for valgrind through -overlay; the layout of the text is the same).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "textwindows-hook: valgrind is not installed" >&2; exit 2; }
list=
if [ "${1:-}" = -list ]; then list=-list; shift; fi
calls=${*:-builtin rules big}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's/Budget = 250 \* time.Millisecond/Budget = 60 * time.Second/' shell/decompose.go > "$work/decompose.go"
grep -q 'Budget = 60 \* time.Second' "$work/decompose.go" || { echo "textwindows-hook: shell.Budget not found in shell/decompose.go" >&2; exit 2; }
printf '{"Replace":{"%s":"%s"}}\n' "$PWD/shell/decompose.go" "$work/decompose.go" > "$work/overlay.json"
CGO_ENABLED=0 go build -trimpath -overlay "$work/overlay.json" -o "$work/pregate-hook" ./cmd/pregate-hook
go build -o "$work/textwindows" ./scripts/textwindows
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
for call in $calls; do
  tree=$(sed -n "s/^kept $call: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "textwindows-hook: bench-hook.sh kept no $call call" >&2; exit 2; }
  envs=() args=()
  mapfile -t envs < "$tree/env.txt"
  [ -f "$tree/args.txt" ] && mapfile -t args < "$tree/args.txt"
  rm -f "$tree"/home/.local/state/pregate/audit.jsonl
  env -i GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 "${envs[@]}" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$call" \
    "$work/pregate-hook" ${args[@]+"${args[@]}"} < "$tree/event.json" > /dev/null 2> "$work/err.$call" || true
  echo "== $call"
  "$work/textwindows" $list "$work/pregate-hook" "$work/callgrind.$call"
done
