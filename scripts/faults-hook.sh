#!/usr/bin/env bash
# Where the page faults of one hook call fall, against the minimal program:
# each of the three bench calls (`ls -la` under the builtin baseline alone,
# the 20-part command under 500 and 5,000 rules) is recorded once with
# `perf record -e page-faults -c 1 -d`, and scripts/faultmap sorts its
# faults by region (text, rodata, pclntab, data, bss, the heap's arenas,
# the mappings above them) and names the functions that took them.
# Usage: scripts/faults-hook.sh [-against BIN] [-top N] [-phases] [CALL...]
# CALL is builtin, rules or big (all three by default). -against BIN
# records another build of ./cmd/pregate-hook on the same calls. -phases
# records call chains too and counts each fault under the stage of the call
# that took it (decode, decomposition, policy load, evaluation, floor, the
# runtime's start and the package inits), region by region. Counts
# vary by a few faults from run to run (the runtime's threads start at
# different moments); compare regions, or take several runs.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v perf >/dev/null || { echo "faults-hook: perf is not installed" >&2; exit 2; }
against= top=5 phases=
# The stages -phases counts under, the first a fault's chain names: the
# hook's pipeline, then the runtime's start.
stages='hook.Decode,gate.predecompose,load.Load,rules.Evaluate,floor.(*Config).CheckSegment,gate.(*decider).normalise,gate.(*decider).run,gate.Finish,hookcmd.runHook,oneproc,runtime.doInit1,runtime.schedinit,runtime.main,runtime.rt0_go'
while [ $# -gt 0 ]; do
  case $1 in
    -against) against=$2; shift 2 ;;
    -top) top=$2; shift 2 ;;
    -phases) phases=1; shift ;;
    -*) echo "faults-hook: unknown argument $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
calls=${*:-builtin rules big}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go build -trimpath -o "$work/pregate-hook" ./cmd/pregate-hook
CGO_ENABLED=0 go build -trimpath -o "$work/baseline" ./scripts/benchhook/baseline
go build -o "$work/faultmap" ./scripts/faultmap
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
record() { # TITLE BIN TREE (TREE empty: the minimal program on the builtin call's event)
  local title=$1 bin=$2 tree=$3
  local -a envs=() args=()
  if [ -n "$tree" ]; then
    rm -f "$tree"/home/.local/state/pregate/audit.jsonl
    mapfile -t envs < "$tree/env.txt"
    mapfile -t args < "$tree/args.txt"
  fi
  local -a chains=()
  [ -n "$phases" ] && chains=(-g)
  env -i ${envs[@]+"${envs[@]}"} perf record -q -e page-faults -c 1 -d ${chains[@]+"${chains[@]}"} -o "$work/perf.data" \
    "$bin" ${args[@]+"${args[@]}"} < "${tree:-$builtin}/event.json" > /dev/null 2> "$work/err" || true
  echo "== $title"
  if [ -n "$phases" ]; then
    perf script -i "$work/perf.data" -F addr,ip,sym 2> /dev/null | "$work/faultmap" -phases "$stages" "$bin"
  else
    perf script -i "$work/perf.data" -F addr,ip 2> /dev/null | "$work/faultmap" -top "$top" "$bin"
  fi
}
tree_of() { sed -n "s/^kept $1: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt"; }
builtin=$(tree_of builtin)
[ -n "$builtin" ] && [ -f "$builtin/env.txt" ] || { echo "faults-hook: bench-hook.sh kept no builtin call" >&2; cat "$work/keep.txt" >&2; exit 2; }
record "minimal program" "$work/baseline" ""
for call in $calls; do
  tree=$(tree_of "$call")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "faults-hook: bench-hook.sh kept no $call call" >&2; exit 2; }
  record "$call, this tree" "$work/pregate-hook" "$tree"
  [ -n "$against" ] && record "$call, $against" "$against" "$tree"
done
