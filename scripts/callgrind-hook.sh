#!/usr/bin/env bash
# Instructions of the hook's three bench calls (the 20-part command under
# 500 and 5,000 rules, `ls -la` under the builtin baseline alone) and of the
# minimal program, counted by callgrind: deterministic figures for a profile,
# where scripts/bench-hook.sh's wall times are noisy.
# Usage: scripts/callgrind-hook.sh [-against BIN] [-out DIR] [-runs N]
# The hook is built from this tree with the shell decomposition's wall-clock
# budget (shell.Budget, 250 ms) raised to 60 s through `go build -overlay`:
# valgrind runs a program some fifty times slower, enough for the budget to
# cut a call short, and the count would then be of less work. The repository
# is not changed. -against BIN counts another build the same way (build it
# with the same overlay for a fair count). -out keeps the callgrind files
# (callgrind.NAME.CALL) for callgrind_annotate. -runs N counts each call N
# times and prints the median (1 by default): Go places the heap at a random
# address in each process, and the page allocator's first search costs from
# nothing to some 70K instructions depending on where, so that one count of
# a call varies by a few percent from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "callgrind-hook: valgrind is not installed" >&2; exit 2; }
against= out= runs=1
while [ $# -gt 0 ]; do
  case $1 in
    -against) against=$2; shift 2 ;;
    -out) out=$2; shift 2 ;;
    -runs) runs=$2; shift 2 ;;
    *) echo "callgrind-hook: unknown argument $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${out:-$work}
mkdir -p "$out"
sed 's/Budget = 250 \* time.Millisecond/Budget = 60 * time.Second/' shell/decompose.go > "$work/decompose.go"
grep -q 'Budget = 60 \* time.Second' "$work/decompose.go" || { echo "callgrind-hook: shell.Budget not found in shell/decompose.go" >&2; exit 2; }
printf '{"Replace":{"%s":"%s"}}\n' "$PWD/shell/decompose.go" "$work/decompose.go" > "$work/overlay.json"
CGO_ENABLED=0 go build -trimpath -overlay "$work/overlay.json" -o "$work/pregate-hook" ./cmd/pregate-hook
CGO_ENABLED=0 go build -trimpath -o "$work/baseline" ./scripts/benchhook/baseline
# One timed run of each call leaves the bench trees (removed at the end).
scripts/bench-hook.sh -n 1 -warmup 0 -keep > "$work/keep.txt" 2>&1
trap 'for t in $(sed -n "s/^kept [a-z]*: .* < \(.*\)\/[a-z]*\/event.json$/\1/p" "$work/keep.txt" 2>/dev/null | sort -u); do rm -rf "$t"; done; rm -rf "$work"' EXIT
count() { # NAME BIN CALL TREE: the median of $runs counts
  local name=$1 bin=$2 call=$3 tree=$4 i
  local -a envs args
  mapfile -t envs < "$tree/env.txt"
  mapfile -t args < "$tree/args.txt"
  for ((i = 0; i < runs; i++)); do
    rm -f "$tree"/home/.local/state/pregate/audit.jsonl
    env -i GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 "${envs[@]}" valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$name.$call" \
      "$bin" ${args[@]+"${args[@]}"} < "$tree/event.json" > "$work/out.$name.$call" 2> "$work/err.$name.$call" || true
    if grep -q "time budget exceeded" "$work/out.$name.$call"; then
      echo "callgrind-hook: $name $call exceeded the decomposition budget even so; its count is of less work" >&2
    fi
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/err.$name.$call"
  done | sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}
base=$(for ((i = 0; i < runs; i++)); do
  env -i GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.baseline" "$work/baseline" < /dev/null 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
done | sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }')
[ "$runs" -gt 1 ] && echo "median of $runs counts of each"
printf '%-34s %12s' "instructions (callgrind)" "this tree"
[ -n "$against" ] && printf ' %12s %8s' "against" "ratio"
printf '\n%-34s %12s\n' "minimal program" "$base"
for call in builtin rules big; do
  tree=$(sed -n "s/^kept $call: .* < \(.*\)\/event.json$/\1/p" "$work/keep.txt")
  [ -n "$tree" ] && [ -f "$tree/env.txt" ] || { echo "callgrind-hook: bench-hook.sh kept no $call call" >&2; cat "$work/keep.txt" >&2; exit 2; }
  case $call in
    builtin) label='`ls -la`, builtin baseline only' ;;
    rules) label='20-part command, 500 rules' ;;
    big) label='20-part command, 5000 rules' ;;
  esac
  n=$(count this "$work/pregate-hook" "$call" "$tree")
  printf '%-34s %12s' "$label" "$n"
  if [ -n "$against" ]; then
    m=$(count against "$against" "$call" "$tree")
    printf ' %12s %8s' "$m" "$(awk -v a="$n" -v b="$m" 'BEGIN{ if (b > 0) printf "%.3f", a/b }')"
  fi
  printf '\n'
done
