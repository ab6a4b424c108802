#!/usr/bin/env bash
# e2e-claude.sh — drive the real Claude Code client through pregate.
#
# For each pinned Claude Code version: install it from npm into a cache, then
# run `claude -p` once per scenario against e2e/standin, a loopback stand-in
# for the Messages API that asks for one Bash tool call and records the
# tool_result the client sends back. Scenarios:
#
#   deny-bypass    a pregate deny blocks even in bypassPermissions, and the
#                  model sees pregate's agent-facing reason
#   allow-default  a pregate allow runs the call in default mode
#   none-default   no opinion leaves the call to Claude Code: the outcome
#   none-bypass    equals a run with no hook at all, in both modes
#   panic-bypass   a pregate built to panic inside the pipeline still blocks,
#                  with its own reason rather than a stack trace
#   skill-bypass   a slash command whose text embeds a shell command
#                  (!`touch …`): on 2.1.332 and later pregate denies it
#                  through PreSkillShellCommand, where a run without a hook
#                  runs it; before 2.1.332 the PreSkillShellCommand key is
#                  dropped and the rest of the settings (the PreToolUse
#                  deny) still holds
#
# Every scenario's settings wire pregate under PreToolUse and
# PreSkillShellCommand, as `pregate install` does.
#
# Output: one PASS/FAIL line per version and scenario, then
# "e2e-claude: N passed, M failed". Exit 1 on any failure. When npm cannot
# fetch a pinned version the script prints one SKIP line and exits 0; that is
# the only skip.
#
# Environment:
#   PREGATE_E2E_CACHE     npm install cache (default ~/.cache/pregate-e2e)
#   PREGATE_E2E_VERSIONS  versions to run (default: the pinned floor and newest)
#   PREGATE_E2E_KEEP=1    keep the work directory even when everything passes
#   PREGATE_E2E_SCENARIOS scenarios to run (default: all), e.g. "deny skill"
set -uo pipefail

# 2.1.197 is the floor we support; 2.1.332 the newest checked. Only 2.1.295
# and later honour "onFailure": "block"; 2.1.197 accepts the key and ignores it.
# Only 2.1.332 and later have PreSkillShellCommand; older versions drop it.
VERSIONS=${PREGATE_E2E_VERSIONS:-"2.1.197 2.1.332"}
SCENARIOS=${PREGATE_E2E_SCENARIOS:-"deny allow none panic skill"}
CACHE=${PREGATE_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pregate-e2e}
PKG=@anthropic-ai/claude-code
RUN_TIMEOUT=120 # seconds per claude run; a healthy run takes about two

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pregate-e2e.XXXXXX")
BIN=$WORK/bin
STANDIN_PID=

passed=0
failed=0

cleanup() {
  if [ -n "$STANDIN_PID" ]; then kill "$STANDIN_PID" 2>/dev/null; fi
  if [ "$failed" -eq 0 ] && [ "${PREGATE_E2E_KEEP:-}" != 1 ]; then
    rm -rf "$WORK"
  else
    echo "e2e-claude: work directory kept: $WORK"
  fi
}
trap cleanup EXIT

die() {
  echo "FAIL e2e-claude: $*"
  failed=$((failed + 1))
  echo "e2e-claude: $passed passed, $failed failed"
  exit 1
}

# ---- install ---------------------------------------------------------------

# shellcheck source=e2e-npm.sh
. "$ROOT/scripts/e2e-npm.sh"

skip() {
  echo "SKIP e2e-claude: cannot fetch $PKG@$1 from npm ($2)"
  exit 0
}

# install VERSION: npm-install the client into the cache once; later runs
# reuse it. Installs land in a temporary folder first and are renamed into
# place, so an interrupted install never leaves a half-filled cache entry.
install() {
  local ver=$1 dest=$CACHE/$1 tmp log code start
  local claude=$dest/node_modules/.bin/claude
  if [ -x "$claude" ] && "$claude" --version 2>/dev/null | grep -q "^$ver "; then
    return 0
  fi
  command -v npm >/dev/null 2>&1 || skip "$ver" "npm is not installed"
  mkdir -p "$CACHE" || die "cannot create the cache $CACHE"
  tmp=$(mktemp -d "$CACHE/.install-$ver.XXXXXX") || die "cannot create a folder in $CACHE"
  log=$WORK/npm-$ver.log
  start=$(date +%s)
  if ! npm install --prefix "$tmp" --no-audit --no-fund --no-save --loglevel=error "$PKG@$ver" >"$log" 2>&1; then
    code=$(npm_error_code "$log")
    rm -rf "$tmp"
    if fetch_failure "$code"; then
      skip "$ver" "npm error code $code"
    fi
    sed 's/^/  npm: /' "$log" | tail -n 20
    die "npm install $PKG@$ver failed (${code:-no npm error code})"
  fi
  rm -rf "$dest"
  mv "$tmp" "$dest" || die "cannot move the install into $dest"
  if ! "$claude" --version 2>/dev/null | grep -q "^$ver "; then
    die "$claude does not report version $ver: $("$claude" --version 2>&1 | head -n 1)"
  fi
  echo "e2e-claude: installed $PKG@$ver in $(($(date +%s) - start))s"
}

for v in $VERSIONS; do install "$v"; done

# ---- build -----------------------------------------------------------------

mkdir -p "$BIN"
build_start=$(date +%s)
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/pregate" .) || die "go build of pregate failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/pregate-hook" ./cmd/pregate-hook) || die "go build of pregate-hook failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -tags pregate_panictest -o "$BIN/pregate-panic" .) ||
  die "go build -tags pregate_panictest failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/standin" ./e2e/standin) || die "go build of e2e/standin failed"
"$BIN/pregate" hook --help >/dev/null 2>&1 || die "pregate has no working hook command"
echo "e2e-claude: built pregate, pregate-hook, its panic build and the stand-in in $(($(date +%s) - build_start))s"

# ---- policies ----------------------------------------------------------------

POL=$WORK/policy
mkdir -p "$POL"
DENY_REASON="E2E-DENY-REASON: creating files with touch is not allowed in this project."
cat >"$POL/deny.toml" <<EOF
version = 1

[[rule]]
id       = "e2e-no-touch"
decision = "deny"
match    = ["Bash(touch *)"]
reason   = "$DENY_REASON"
EOF
cat >"$POL/allow.toml" <<'EOF'
version = 1

[permissions]
allow = ["Bash(touch *)"]
EOF
cat >"$POL/none.toml" <<'EOF'
version = 1

[permissions]
deny = ["Bash(git push --force *)"]
EOF

# settings HOOKCMD: the Claude Code settings that wire HOOKCMD in as the
# PreToolUse and PreSkillShellCommand hook for every tool, failing closed,
# as `pregate install` does.
settings() {
  settings_for "$1" PreToolUse PreSkillShellCommand
}

# settings_for HOOKCMD EVENT…: the same entry under the named events only.
settings_for() {
  local cmd=${1//\\/\\\\} entry out= e
  cmd=${cmd//\"/\\\"}
  shift
  entry=$(printf '[{"matcher":"*","hooks":[{"type":"command","command":"%s","timeout":30,"onFailure":"block"}]}]' "$cmd")
  for e in "$@"; do out="$out${out:+,}\"$e\":$entry"; done
  printf '{"hooks":{%s}}\n' "$out"
}

# installed POLICY: the hook command `pregate install --policy POLICY` wires,
# which must be the pregate-hook built next to pregate. The binaries live in
# this run's temporary folder, which install refuses as a place that will
# not last; TMPDIR points it elsewhere for this call.
installed() {
  local f out cmd
  f=$(mktemp -u "$WORK/install.XXXXXX.json")
  mkdir -p "$WORK/no-tmp"
  out=$(TMPDIR=$WORK/no-tmp "$BIN/pregate" install --settings "$f" --policy "$1") || die "pregate install failed: $out"
  cmd=$(printf '%s\n' "$out" | sed -n 's/^  command: //p')
  case $cmd in
  "$BIN/pregate-hook --policy "*) printf '%s' "$cmd" ;;
  *) die "pregate install wired \"$cmd\", not $BIN/pregate-hook" ;;
  esac
}

# ---- one run -----------------------------------------------------------------

# run VERSION NAME MODE SETTINGS: one claude -p run in a fresh HOME against a
# fresh stand-in that asks for `touch $PROJ/marker`. The project folder is the
# same for every run of a version, so denial texts that name it compare equal.
# Leaves $RUN (the run folder) and $RUN/summary (key=value lines) behind.
run() {
  local ver=$1 name=$2 mode=$3 settings=$4 prompt=${PROMPT:-Create the marker file.} port i rc
  RUN=$WORK/$ver/$name
  PROJ=$WORK/$ver/proj
  MARKER=$PROJ/marker
  rm -f "$MARKER"
  mkdir -p "$RUN/home/.config" "$PROJ"
  printf '%s\n' "$settings" >"$RUN/settings.json"

  "$BIN/standin" serve -portfile "$RUN/port" -record "$RUN/record.jsonl" -log "$RUN/standin.log" \
    -bodies "$RUN/bodies.jsonl" \
    -tool Bash -input "{\"command\":\"touch $MARKER\",\"description\":\"Create the marker file\"}" \
    2>>"$RUN/standin.log" &
  STANDIN_PID=$!
  for i in $(seq 200); do
    [ -s "$RUN/port" ] && break
    sleep 0.05
  done
  if ! port=$(cat "$RUN/port" 2>/dev/null); then
    echo "stand-in did not start" >"$RUN/summary"
    return 1
  fi

  (cd "$PROJ" && env -i PATH="$PATH" LANG=C.UTF-8 \
    HOME="$RUN/home" XDG_CONFIG_HOME="$RUN/home/.config" \
    ANTHROPIC_BASE_URL="http://127.0.0.1:$port" ANTHROPIC_API_KEY=sk-ant-e2e-standin \
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 IS_SANDBOX=1 \
    timeout "$RUN_TIMEOUT" "$CACHE/$ver/node_modules/.bin/claude" -p "$prompt" \
    --settings "$RUN/settings.json" --output-format json --permission-mode "$mode" \
    >"$RUN/out.json" 2>"$RUN/err" </dev/null)
  rc=$?
  kill "$STANDIN_PID" 2>/dev/null
  wait "$STANDIN_PID" 2>/dev/null
  STANDIN_PID=
  if [ -e "$MARKER" ]; then echo yes >"$RUN/marker"; else echo no >"$RUN/marker"; fi
  if [ "$rc" -ne 0 ]; then
    echo "claude exited $rc: $(head -c 300 "$RUN/err" | tr '\n' ' ')" >"$RUN/summary"
    return 1
  fi
  if ! "$BIN/standin" summary -result "$RUN/out.json" -record "$RUN/record.jsonl" >"$RUN/summary" 2>&1; then
    return 1
  fi
  echo "marker=$(cat "$RUN/marker")" >>"$RUN/summary"
}

# field KEY: the first value of KEY in the last run's summary.
field() { sed -n "s/^$1=//p" "$RUN/summary" | head -n 1; }

pass() {
  echo "PASS $1 $2: $3"
  passed=$((passed + 1))
}

fail() {
  echo "FAIL $1 $2: $3"
  sed 's/^/    /' "$RUN/summary" 2>/dev/null
  failed=$((failed + 1))
}

# q: single-quote a path for the hook's sh -c command line.
q() { printf "'%s'" "${1//\'/\'\\\'\'}"; }

# ---- scenarios -----------------------------------------------------------------

scenario_deny() {
  local ver=$1 s=deny-bypass hookcmd result
  hookcmd=$(installed "$POL/deny.toml") || { fail "$ver" "$s" "pregate install did not wire pregate-hook"; return; }
  run "$ver" "$s" bypassPermissions "$(settings "$hookcmd")" || { fail "$ver" "$s" "run failed"; return; }
  result=$(field tool_result)
  if [ "$(field marker)" != no ]; then
    fail "$ver" "$s" "the denied command ran: the marker exists"
  elif [ "$(field denials)" -lt 1 ]; then
    fail "$ver" "$s" "no permission_denials in the result"
  elif [[ "$result" != *"$DENY_REASON"* ]]; then
    fail "$ver" "$s" "the tool_result does not carry pregate's agent-facing reason"
  elif grep -qF "deny.toml" "$RUN/bodies.jsonl"; then
    # The operator-facing reason names the policy file; only the
    # agent-facing one may reach the model.
    fail "$ver" "$s" "the model was shown the policy file's name"
  else
    pass "$ver" "$s" "blocked in bypassPermissions; the model saw: $result"
  fi
}

scenario_allow() {
  local ver=$1 s=allow-default hookcmd
  hookcmd=$(installed "$POL/allow.toml") || { fail "$ver" "$s" "pregate install did not wire pregate-hook"; return; }
  run "$ver" "$s" default "$(settings "$hookcmd")" || { fail "$ver" "$s" "run failed"; return; }
  if [ "$(field marker)" != yes ]; then
    fail "$ver" "$s" "the allowed command did not run: no marker"
  elif [ "$(field denials)" != 0 ] || [ "$(field tool_result_is_error)" != false ]; then
    fail "$ver" "$s" "the allowed call was reported as denied or failed"
  else
    pass "$ver" "$s" "ran in default mode without a prompt"
  fi
}

# scenario_none VERSION MODE: with a policy that has no opinion on the call,
# the outcome must equal a run with no hook at all.
scenario_none() {
  local ver=$1 mode=$2 s hookcmd base want got ran
  case $mode in
  default) s=none-default ;;
  *) s=none-bypass ;;
  esac
  run "$ver" "$s-nohook" "$mode" '{}' || { fail "$ver" "$s" "the run without a hook failed"; return; }
  base=$RUN/summary
  want=$(grep -E '^(denials|tool_results|tool_result_is_error|tool_result|marker)=' "$base")
  # The hook leaves a trace first, so a hook that never ran (which older
  # clients treat as no opinion) cannot pass for one that had no opinion.
  ran=$WORK/$ver/$s/hook-ran
  hookcmd=$(installed "$POL/none.toml") || { fail "$ver" "$s" "pregate install did not wire pregate-hook"; return; }
  hookcmd=": >$(q "$ran") && exec $hookcmd"
  run "$ver" "$s" "$mode" "$(settings "$hookcmd")" || { fail "$ver" "$s" "run failed"; return; }
  got=$(grep -E '^(denials|tool_results|tool_result_is_error|tool_result|marker)=' "$RUN/summary")
  if [ ! -e "$ran" ]; then
    fail "$ver" "$s" "the hook never ran"
  elif [ "$want" != "$got" ]; then
    fail "$ver" "$s" "the outcome differs from a run without a hook"
    diff <(echo "$want") <(echo "$got") | sed 's/^/    /'
  else
    pass "$ver" "$s" "same as without a hook (marker=$(field marker), denials=$(field denials))"
  fi
}

scenario_panic() {
  local ver=$1 s=panic-bypass hookcmd result
  # The policy would allow the call: only the failure handling can block it.
  hookcmd="$(q "$BIN/pregate-panic") hook --policy $(q "$POL/allow.toml")"
  run "$ver" "$s" bypassPermissions "$(settings "$hookcmd")" || { fail "$ver" "$s" "run failed"; return; }
  result=$(field tool_result)
  if [ "$(field marker)" != no ]; then
    fail "$ver" "$s" "the call ran although pregate panicked: the marker exists"
  elif [ "$(field denials)" -lt 1 ]; then
    fail "$ver" "$s" "no permission_denials in the result"
  elif [[ "$result" == *goroutine* || "$result" == *"[$hookcmd]"* ]]; then
    # Claude Code quotes stderr as "[command]: …" only when stdout held no
    # valid decision: the panic escaped instead of becoming a deny.
    fail "$ver" "$s" "blocked by the crash, not by pregate's deny"
  else
    pass "$ver" "$s" "blocked in bypassPermissions; the model saw: $result"
  fi
}

# at_least VERSION MIN: whether VERSION is MIN or newer.
at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

# scenario_skill VERSION: the slash command /mark embeds !`touch SKILLMARK`.
# Run once without a hook (the embedded command must run, or the scenario
# proves nothing) and once with pregate denying touch.
scenario_skill() {
  local ver=$1 s=skill-bypass hookcmd mark
  PROJ=$WORK/$ver/proj
  mark=$PROJ/skill-marker
  mkdir -p "$PROJ/.claude/commands"
  cat >"$PROJ/.claude/commands/mark.md" <<EOF2
---
description: Leave a marker
allowed-tools: Bash(touch:*)
---
Marker: !\`touch $mark\`
Then create the marker file.
EOF2
  rm -f "$mark"
  PROMPT=/mark run "$ver" "$s-nohook" bypassPermissions '{}' || { fail "$ver" "$s" "the run without a hook failed"; return; }
  if [ ! -e "$mark" ]; then
    fail "$ver" "$s" "without a hook the skill's shell command did not run: the scenario proves nothing"
    return
  fi
  rm -f "$mark"
  hookcmd=$(installed "$POL/deny.toml") || { fail "$ver" "$s" "pregate install did not wire pregate-hook"; return; }
  if at_least "$ver" 2.1.332; then
    # pregate wired under PreSkillShellCommand alone: only that event can
    # have stopped the embedded command.
    PROMPT=/mark run "$ver" "$s" bypassPermissions "$(settings_for "$hookcmd" PreSkillShellCommand)" ||
      { fail "$ver" "$s" "run failed"; return; }
    if [ -e "$mark" ]; then
      fail "$ver" "$s" "the skill's embedded shell command ran: PreSkillShellCommand did not stop it"
    elif ! grep -qs '"decision":"deny"' "$RUN/home/.local/state/pregate/audit.jsonl"; then
      fail "$ver" "$s" "the embedded command did not run, but pregate recorded no deny"
    else
      pass "$ver" "$s" "the skill's embedded touch was denied through PreSkillShellCommand alone"
    fi
    return
  fi
  PROMPT=/mark run "$ver" "$s" bypassPermissions "$(settings "$hookcmd")" || { fail "$ver" "$s" "run failed"; return; }
  if [ "$(field marker)" != no ] || [ "$(field denials)" -lt 1 ]; then
    fail "$ver" "$s" "with the PreSkillShellCommand key present the PreToolUse deny no longer held"
  else
    pass "$ver" "$s" "no PreSkillShellCommand before 2.1.332 (skill command ran: $([ -e "$mark" ] && echo yes || echo no)); the key was dropped and the PreToolUse deny held"
  fi
}

want() { [[ " $SCENARIOS " == *" $1 "* ]]; }

for v in $VERSIONS; do
  want deny && scenario_deny "$v"
  want allow && scenario_allow "$v"
  want none && scenario_none "$v" default
  want none && scenario_none "$v" bypassPermissions
  want panic && scenario_panic "$v"
  want skill && scenario_skill "$v"
done

bash "$ROOT/scripts/e2e-backstop.sh" || failed=$((failed + 1)) # the backstop lane, client 2.1.332
echo "e2e-claude: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
