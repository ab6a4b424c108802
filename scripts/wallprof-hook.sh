#!/usr/bin/env bash
# Where the processor time of a hook call goes, user and kernel alike:
# each bench call (`ls -la` under the builtin baseline alone, the 20-part
# command under 500 and 5,000 rules) is run RUNS times under
# `perf record -e cpu-clock -g`, and scripts/wallprof folds the stacks into
# a tree of microseconds per run: page faults, system calls and thread
# starts under the Go function that caused them, which instruction counts
# (scripts/callgrind-hook.sh) do not see. The minimal program is profiled
# the same way, for the runtime's own start.
# Usage: scripts/wallprof-hook.sh [-against BIN] [-runs N] [-root SYM] [-depth D] [-min US] [CALL...]
# CALL is builtin, rules or big (all three by default). -against BIN
# profiles another build of ./cmd/pregate-hook on the same calls, right
# after this tree's, and prints its time beside each node with the ratio.
# -root folds only the stacks through one symbol, as perf names it (e.g.
# 'github.com/pregate/pregate/floor.(*Config).CheckSegment'); the default
# is the whole process. The machine's load moves absolute figures; compare
# the two builds of one run.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v perf >/dev/null || { echo "wallprof-hook: perf is not installed" >&2; exit 2; }
against= runs=200 root= depth=6 min=5
while [ $# -gt 0 ]; do
  case $1 in
    -against) against=$2; shift 2 ;;
    -runs) runs=$2; shift 2 ;;
    -root) root=$2; shift 2 ;;
    -depth) depth=$2; shift 2 ;;
    -min) min=$2; shift 2 ;;
    -*) echo "wallprof-hook: unknown argument $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
calls=${*:-builtin rules big}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/this" "$work/against"
CGO_ENABLED=0 go build -trimpath -o "$work/this/pregate-hook" ./cmd/pregate-hook
CGO_ENABLED=0 go build -trimpath -o "$work/baseline" ./scripts/benchhook/baseline
go build -o "$work/wallprof" ./scripts/wallprof
# Profiled as copies, as scripts/bench-hook.sh times them: a freshly
# linked binary's page cache is in 4 KiB pieces, which makes its faults on
# code and read-only data dearer than a copy's.
for f in this/pregate-hook baseline; do cp "$work/$f" "$work/$f.copy" && mv "$work/$f.copy" "$work/$f"; done
# The other build runs under another name, so perf records its runs
# under another command (the hook does not read its own name).
[ -n "$against" ] && cp "$against" "$work/against/pregate-hook-b"
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
profile() { # OUT TREE BIN [BIN2]: BIN2's runs alternate with BIN's
  local out=$1 tree=$2 bin=$3 bin2=${4:-}
  local -a envs=() args=()
  mapfile -t envs < "$tree/env.txt"
  mapfile -t args < "$tree/args.txt"
  # Each run starts with the audit log as bench-hook leaves it.
  env -i ${envs[@]+"${envs[@]}"} perf record -q -e cpu-clock -F 20000 -g -o "$work/perf.data" -- \
    sh -c 'bin=$1 bin2=$2 runs=$3 event=$4; shift 4; i=0
      while [ $i -lt $runs ]; do
        # Which build runs first alternates too.
        for b in $([ $((i % 2)) = 0 ] && echo "$bin $bin2" || echo "$bin2 $bin"); do
          "$b" "$@" < "$event" > /dev/null 2>&1 || true
        done
        i=$((i+1))
      done' \
    sh "$bin" "$bin2" "$runs" "$tree/event.json" ${args[@]+"${args[@]}"} > /dev/null 2>&1
  perf script -i "$work/perf.data" -F comm,period,ip,sym > "$out" 2> /dev/null
}
fold() { # COMM FILE...
  local comm=$1; shift
  "$work/wallprof" -comm "$comm" -runs "$runs" ${root:+-root "$root"} -depth "$depth" -min "$min" "$@"
}
tree_of() { sed -n "s/^kept $1: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt"; }
builtin=$(tree_of builtin)
[ -n "$builtin" ] && [ -f "$builtin/env.txt" ] || { echo "wallprof-hook: bench-hook.sh kept no builtin call" >&2; cat "$work/keep.txt" >&2; exit 2; }
if [ -z "$root" ]; then
  mkdir "$work/minimal" && cp "$builtin/env.txt" "$builtin/event.json" "$work/minimal/" && : > "$work/minimal/args.txt"
  profile "$work/minimal.txt" "$work/minimal" "$work/baseline"
  echo "== minimal program ($runs runs; microseconds of processor time per run, all threads)"
  fold baseline "$work/minimal.txt"
fi
for call in $calls; do
  tree=$(tree_of "$call")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "wallprof-hook: bench-hook.sh kept no $call call" >&2; exit 2; }
  if [ -n "$against" ]; then
    profile "$work/both.txt" "$tree" "$work/this/pregate-hook" "$work/against/pregate-hook-b"
    echo "== $call: this tree against $against ($runs runs each, alternating)"
    "$work/wallprof" -comm pregate-hook -against-comm pregate-hook-b -runs "$runs" ${root:+-root "$root"} -depth "$depth" -min "$min" "$work/both.txt"
  else
    profile "$work/this.txt" "$tree" "$work/this/pregate-hook"
    echo "== $call, this tree ($runs runs)"
    fold pregate-hook "$work/this.txt"
  fi
done
