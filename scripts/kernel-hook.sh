#!/usr/bin/env bash
# Where the CPU time of whole hook processes goes in the kernel, against
# the minimal program: each call of scripts/bench-hook.sh (`ls -la` under
# the builtin baseline alone, the 20-part command under 500 and 5,000
# rules) is run RUNS times under `perf record -e cpu-clock -g`, user and
# kernel, and scripts/kernelcost splits the samples into user space, page
# faults by kind (the exception's entry, file-backed read faults with their
# fault-around, anonymous first touches, write-protect faults), each system
# call, exec and exit: microseconds a process, one column per build.
# Usage: scripts/kernel-hook.sh [-against BIN] [-runs N] [CALL...]
# CALL is builtin, rules or big (all three by default); -against BIN adds a
# column for another build of ./cmd/pregate-hook. Every binary is copied
# before it runs (see scripts/ab-hook.sh: a freshly linked binary's page
# cache makes its file-backed faults dearer). Sampling inflates what it
# samples, and the columns are recorded one after the other, so that on a
# busy machine their totals drift apart (the same build measured 1787 and
# 2228 us at a load average of 30): compare each row's share of its
# column, or time the builds with scripts/ab-hook.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v perf >/dev/null || { echo "kernel-hook: perf is not installed" >&2; exit 2; }
against= runs=200
while [ $# -gt 0 ]; do
  case $1 in
    -against) against=$2; shift 2 ;;
    -runs) runs=$2; shift 2 ;;
    -*) echo "kernel-hook: unknown argument $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
calls=${*:-builtin rules big}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go build -trimpath -o "$work/linked-hook" ./cmd/pregate-hook
CGO_ENABLED=0 go build -trimpath -o "$work/linked-base" ./scripts/benchhook/baseline
go build -o "$work/kernelcost" ./scripts/kernelcost
cp "$work/linked-hook" "$work/pregate-hook"
cp "$work/linked-base" "$work/baseline"
[ -n "$against" ] && cp "$against" "$work/against"
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
record() { # BIN TREE OUT: RUNS processes of BIN on the call kept in TREE
  local bin=$1 tree=$2 out=$3
  local -a envs=() args=()
  mapfile -t envs < "$tree/env.txt"
  [ -f "$tree/args.txt" ] && mapfile -t args < "$tree/args.txt"
  printf '%q ' "$bin" ${args[@]+"${args[@]}"} > "$work/argv"
  env -i ${envs[@]+"${envs[@]}"} perf record -q -e cpu-clock -F 20000 -g -o "$work/perf.data" -- \
    sh -c "for i in \$(seq $runs); do $(cat "$work/argv") < $tree/event.json > /dev/null; done" > /dev/null 2>&1 || true
  perf script -i "$work/perf.data" -F comm,ip,sym > "$out" 2> /dev/null
}
for call in $calls; do
  tree=$(sed -n "s/^kept $call: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "kernel-hook: bench-hook.sh kept no $call call" >&2; exit 2; }
  cols=()
  record "$work/baseline" "$tree" "$work/s.baseline"
  cols+=("baseline=$work/s.baseline")
  if [ -n "$against" ]; then
    record "$work/against" "$tree" "$work/s.against"
    cols+=("against=$work/s.against")
  fi
  record "$work/pregate-hook" "$tree" "$work/s.hook"
  cols+=("pregate-hook=$work/s.hook")
  echo "== $call ($runs processes each; baseline is the minimal program on the same event)"
  "$work/kernelcost" -runs "$runs" "${cols[@]}"
done
