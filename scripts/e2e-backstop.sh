#!/usr/bin/env bash
# e2e-backstop.sh — the backstop against the real Claude Code client.
#
# In a fresh HOME with a fake ~/.ssh/id_rsa and a user policy that
# write-protects <project>/release, `pregate install --backstop` writes the
# user settings: pregate's hook, Claude Code's deny rules and its sandbox
# (bubblewrap). Then `claude -p` runs once per command against e2e/standin,
# a loopback stand-in for the Messages API that asks for one Bash call, in
# bypassPermissions mode, so that no prompt of Claude Code's stands in the way.
#
#   blind lane   the hook is a pregate_blindtest build, which answers no
#                opinion to everything: reading the key, writing outside the
#                write scope and writing the protected path must still fail,
#                and when they are spelled so that Claude Code's own rules do
#                not see the path, they must fail inside the sandbox (no
#                permission denial; the OS error in the tool result); an
#                ordinary command in the project must work
#   real lane    the same settings with the real pregate: pregate denies the
#                plainly spelled calls itself, and the outcome is the same
#   project lane the block installed into the project's settings instead
#                (paths relative to the project): writing a Claude Code
#                protected path (.husky) fails inside the sandbox
#   guard        a settings change made from outside while a session runs
#                goes through pregate's ConfigChange guard: switching the
#                sandbox off is kept out of the session, a harmless change
#                is let in
#   settings     every run is started with --debug: its debug log must hold
#                no "Invalid setting" line, and a control run with a broken
#                copy of the settings must show one (the check can fail)
#
# Output: one PASS/FAIL line per run, then "e2e-backstop: N passed, M failed".
# Exit 1 on any failure. When npm cannot fetch the client, or bubblewrap or
# socat are missing, it prints one SKIP line and exits 0.
#
# Environment:
#   PREGATE_E2E_CACHE            npm install cache (default ~/.cache/pregate-e2e)
#   PREGATE_E2E_BACKSTOP_VERSION the client version (default 2.1.332)
#   PREGATE_E2E_KEEP=1           keep the work directory even when everything passes
set -uo pipefail

VER=${PREGATE_E2E_BACKSTOP_VERSION:-2.1.332}
CACHE=${PREGATE_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pregate-e2e}
PKG=@anthropic-ai/claude-code
RUN_TIMEOUT=120

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pregate-e2e-backstop.XXXXXX")
BIN=$WORK/bin
STANDIN_PID=
passed=0
failed=0

cleanup() {
  if [ -n "$STANDIN_PID" ]; then kill "$STANDIN_PID" 2>/dev/null; fi
  if [ "$failed" -eq 0 ] && [ "${PREGATE_E2E_KEEP:-}" != 1 ]; then
    rm -rf "$WORK"
  else
    echo "e2e-backstop: work directory kept: $WORK"
  fi
}
trap cleanup EXIT

die() {
  echo "FAIL e2e-backstop: $*"
  failed=$((failed + 1))
  echo "e2e-backstop: $passed passed, $failed failed"
  exit 1
}

skip() {
  echo "SKIP e2e-backstop: $*"
  exit 0
}

for tool in bwrap socat; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed (Claude Code's sandbox needs bubblewrap and socat)"
done

# ---- install the client (the same cache as e2e-claude.sh) --------------------

CLAUDE=$CACHE/$VER/node_modules/.bin/claude
if ! { [ -x "$CLAUDE" ] && "$CLAUDE" --version 2>/dev/null | grep -q "^$VER "; }; then
  command -v npm >/dev/null 2>&1 || skip "npm is not installed"
  mkdir -p "$CACHE" || die "cannot create the cache $CACHE"
  tmp=$(mktemp -d "$CACHE/.install-$VER.XXXXXX") || die "cannot create a folder in $CACHE"
  if ! npm install --prefix "$tmp" --no-audit --no-fund --no-save --loglevel=error "$PKG@$VER" >"$WORK/npm.log" 2>&1; then
    code=$(sed -nE 's/^npm (error|ERR!) code ([A-Z0-9_]+).*/\2/p' "$WORK/npm.log" | head -n 1)
    rm -rf "$tmp"
    case "$code" in
    E404 | E403 | E401 | E5* | ETARGET | ENOTFOUND | EAI_AGAIN | ETIMEDOUT | ECONNRESET | ECONNREFUSED | \
      EHOSTUNREACH | ENETUNREACH | EPROTO | ERR_SOCKET_TIMEOUT | EINTEGRITY | ECONNABORTED | FETCH_ERROR)
      skip "cannot fetch $PKG@$VER from npm (npm error code $code)"
      ;;
    esac
    tail -n 20 "$WORK/npm.log" | sed 's/^/  npm: /'
    die "npm install $PKG@$VER failed (${code:-no npm error code})"
  fi
  rm -rf "$CACHE/$VER"
  mv "$tmp" "$CACHE/$VER" || die "cannot move the install into $CACHE/$VER"
  "$CLAUDE" --version 2>/dev/null | grep -q "^$VER " || die "$CLAUDE does not report version $VER"
fi

# ---- build -------------------------------------------------------------------

mkdir -p "$BIN"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/pregate" .) || die "go build of pregate failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -tags pregate_blindtest -o "$BIN/pregate-blind" .) ||
  die "go build -tags pregate_blindtest failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/standin" ./e2e/standin) || die "go build of e2e/standin failed"
echo "e2e-backstop: built pregate, its blinded build and the stand-in; client $VER"

SECRET=E2E-BACKSTOP-SECRET-KEY

# setup LANE HOOKBINARY [INSTALL-FLAG…]: a fresh home and project for a
# lane, with the backstop installed (into the user settings unless a flag
# says otherwise). Sets H, P and T.
setup() {
  local lane=$1 hookbin=$2
  shift 2
  H=$WORK/$lane/home
  P=$WORK/$lane/proj
  # The temp directory is one of the lane's own: pregate's write scope
  # includes $TMPDIR, which must not hold the fake home.
  T=$WORK/$lane/tmp
  mkdir -p "$H/.ssh" "$H/.config/pregate" "$P/.git" "$P/release" "$P/.husky" "$T"
  printf '%s\n' "$SECRET" >"$H/.ssh/id_rsa"
  chmod 600 "$H/.ssh/id_rsa"
  printf 'version = 1\n\n[floor]\nprotect_write = ["%s/release/**"]\n' "$P" >"$H/.config/pregate/policy.toml"
  if ! (cd "$P" && env HOME="$H" XDG_CONFIG_HOME="$H/.config" TMPDIR="$T" \
    "$BIN/pregate" install --backstop --binary "$hookbin" "$@" >"$WORK/$lane/install.out" 2>&1); then
    sed 's/^/    /' "$WORK/$lane/install.out"
    die "$lane: pregate install --backstop failed"
  fi
}

# run LANE NAME COMMAND: one claude -p run asking for one Bash call. Leaves
# $RUN and $RUN/summary (key=value lines).
run() {
  local lane=$1 name=$2 cmd=$3 port input
  RUN=$WORK/$lane/$name
  mkdir -p "$RUN"
  rm -rf "$H/.claude/debug"
  input=$(printf '%s' "$cmd" | sed 's/\\/\\\\/g; s/"/\\"/g')
  "$BIN/standin" serve -portfile "$RUN/port" -record "$RUN/record.jsonl" -log "$RUN/standin.log" \
    -bodies "$RUN/bodies.jsonl" -tool Bash -input "{\"command\":\"$input\",\"description\":\"e2e\"}" \
    2>>"$RUN/standin.log" &
  STANDIN_PID=$!
  for _ in $(seq 200); do
    [ -s "$RUN/port" ] && break
    sleep 0.05
  done
  port=$(cat "$RUN/port" 2>/dev/null) || { echo "stand-in did not start" >"$RUN/summary"; return 1; }
  local edit_pid=
  if [ -n "${EDIT_SED:-}" ]; then
    # Change the settings from outside while the session runs the command:
    # once the stand-in has asked for the tool call, the session is live.
    (
      for _ in $(seq 600); do
        grep -q 'tool_use' "$RUN/standin.log" 2>/dev/null && break
        sleep 0.1
      done
      sleep 2
      sed -i "$EDIT_SED" "$H/.claude/settings.json"
    ) &
    edit_pid=$!
  fi
  (cd "$P" && env -i PATH="$PATH" LANG=C.UTF-8 HOME="$H" XDG_CONFIG_HOME="$H/.config" TMPDIR="$T" \
    ANTHROPIC_BASE_URL="http://127.0.0.1:$port" ANTHROPIC_API_KEY=sk-ant-e2e-standin \
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 IS_SANDBOX=1 \
    timeout "$RUN_TIMEOUT" "$CLAUDE" -p "Run the command." --debug \
    --output-format json --permission-mode bypassPermissions \
    >"$RUN/out.json" 2>"$RUN/err" </dev/null)
  local rc=$?
  if [ -n "$edit_pid" ]; then wait "$edit_pid"; fi
  kill "$STANDIN_PID" 2>/dev/null
  wait "$STANDIN_PID" 2>/dev/null
  STANDIN_PID=
  cat "$H"/.claude/debug/*.txt >"$RUN/debug.log" 2>/dev/null
  if [ "$rc" -ne 0 ]; then
    echo "claude exited $rc: $(head -c 300 "$RUN/err" | tr '\n' ' ')" >"$RUN/summary"
    return 1
  fi
  "$BIN/standin" summary -result "$RUN/out.json" -record "$RUN/record.jsonl" >"$RUN/summary" 2>&1
}

field() { sed -n "s/^$1=//p" "$RUN/summary" | head -n 1; }

pass() {
  echo "PASS $1: $2"
  passed=$((passed + 1))
}

fail() {
  echo "FAIL $1: $2"
  sed 's/^/    /' "$RUN/summary" 2>/dev/null
  failed=$((failed + 1))
}

# settings_clean NAME: the run's debug log holds no settings error.
settings_clean() {
  if grep -q 'Invalid setting' "$RUN/debug.log"; then
    fail "$1" "Claude Code skipped a setting: $(grep -m1 'Invalid setting' "$RUN/debug.log" | cut -c1-300)"
    return 1
  fi
  [ -s "$RUN/debug.log" ] || { fail "$1" "the run left no debug log to check the settings in"; return 1; }
  return 0
}

# expect_blocked LANE NAME COMMAND FILE LAYER: the command must not leak the
# secret and must not create FILE ("" for none). LAYER: sandbox (no
# permission denial, an OS error in the result), pregate (a denial carrying
# pregate's reason), any (either).
expect_blocked() {
  local lane=$1 name=$2 cmd=$3 file=$4 layer=$5 s="$1 $2" result
  [ -n "$file" ] && rm -f "$file"
  run "$lane" "$name" "$cmd" || { fail "$s" "run failed"; return; }
  settings_clean "$s" || return
  result=$(field tool_result)
  if [[ "$result" == *"$SECRET"* ]] || grep -qF "$SECRET" "$RUN/bodies.jsonl"; then
    fail "$s" "the secret reached the model"
  elif [ -n "$file" ] && [ -e "$file" ]; then
    fail "$s" "the command wrote $file"
  elif [ "$(field tool_results)" != 1 ]; then
    fail "$s" "no tool result came back"
  elif [ "$layer" = sandbox ] && [ "$(field denials)" != 0 ]; then
    fail "$s" "Claude Code's permission rules stopped it, so this run says nothing about the sandbox"
  elif [ "$layer" = sandbox ] && ! [[ "$result" == *"No such file or directory"* || "$result" == *"Read-only file system"* || "$result" == *"Permission denied"* || "$result" == *"Operation not permitted"* ]]; then
    fail "$s" "no file-system error from inside the sandbox in the result"
  elif [ "$layer" = pregate ] && { [ "$(field denials)" -lt 1 ] || [[ "$result" != *"blocked"* ]]; }; then
    fail "$s" "pregate did not deny it"
  else
    pass "$s" "$(printf '%s' "$result" | cut -c1-160)"
  fi
}

expect_works() {
  local lane=$1 s="$1 ordinary" result
  rm -f "$P/ordinary.txt"
  run "$lane" ordinary 'echo built > ordinary.txt && cat ordinary.txt' || { fail "$s" "run failed"; return; }
  settings_clean "$s" || return
  result=$(field tool_result)
  if [ "$(field denials)" != 0 ] || [ "$(field tool_result_is_error)" != false ]; then
    fail "$s" "the ordinary command was denied or failed"
  elif [ "$(cat "$P/ordinary.txt" 2>/dev/null)" != built ] || [[ "$result" != *built* ]]; then
    fail "$s" "the ordinary command did not write and read ordinary.txt in the project"
  else
    pass "$s" "ran in the sandbox: $result"
  fi
}

# The same calls for both lanes. "Disguised" ones name the path through a
# variable, which Claude Code's rules do not follow into the shell.
lane() {
  local lane=$1 hookbin=$2 plain_layer=$3 disguised_layer=$4
  setup "$lane" "$hookbin"
  expect_blocked "$lane" read-key "awk 1 $H/.ssh/id_rsa" "" "$plain_layer"
  expect_blocked "$lane" read-key-disguised "d=$H/.s; awk 1 \${d}sh/id_rsa" "" "$disguised_layer"
  expect_blocked "$lane" write-outside "touch $H/outside.txt" "$H/outside.txt" "$plain_layer"
  expect_blocked "$lane" write-outside-disguised "awk 'BEGIN { print 1 > \"$H/outside.txt\" }'" "$H/outside.txt" "$disguised_layer"
  expect_blocked "$lane" write-protected "touch $P/release/pkg.tar" "$P/release/pkg.tar" "$plain_layer"
  expect_blocked "$lane" write-protected-disguised "awk 'BEGIN { print 1 > \"$P/release/pkg.tar\" }'" "$P/release/pkg.tar" "$disguised_layer"
  expect_works "$lane"
}

# With pregate blinded only Claude Code's layer is left: its rules stop
# what they can see, the sandbox the rest.
lane blind "$BIN/pregate-blind" any sandbox
# With the real pregate, pregate denies what it can see, and the backstop
# holds the rest: the outcome is the same.
lane real "$BIN/pregate" pregate any

# expect_config_change NAME SED WANT: a settings change made while the
# session runs goes through pregate's ConfigChange guard, which keeps it
# out (WANT=blocked) or lets it in (WANT=applied).
expect_config_change() {
  local name=$1 s="real $1" want=$3
  cp "$H/.claude/settings.json" "$WORK/settings.before"
  EDIT_SED=$2 run real "$name" 'sleep 10 && echo done' || { fail "$s" "run failed"; cp "$WORK/settings.before" "$H/.claude/settings.json"; return; }
  cp "$WORK/settings.before" "$H/.claude/settings.json"
  if ! grep -q 'ConfigChange:user_settings .*backstop guard.* completed with status' "$RUN/debug.log"; then
    fail "$s" "Claude Code did not run the guard for the change"
  elif [ "$want" = blocked ] && ! grep -q 'ConfigChange hook blocked change to' "$RUN/debug.log"; then
    fail "$s" "the guard let the change into the session"
  elif [ "$want" = applied ] && grep -q 'ConfigChange hook blocked' "$RUN/debug.log"; then
    fail "$s" "the guard kept a harmless change out"
  else
    pass "$s" "$(grep -m1 -o 'ConfigChange:user_settings .*' "$RUN/debug.log" | sed 's/\[[^]]*\] //' | cut -c1-120)"
  fi
}

expect_config_change config-weaken 's/"enabled": true/"enabled": false/' blocked
expect_config_change config-harmless 's/"failIfUnavailable": true,/"failIfUnavailable": true, "cleanupPeriodDays": 40,/' applied

# The settings check can fail: a copy of the settings with one value of the
# wrong type is reported as skipped.
cp "$H/.claude/settings.json" "$WORK/settings.good"
sed 's/"failIfUnavailable": true/"failIfUnavailable": "yes"/' "$WORK/settings.good" >"$H/.claude/settings.json"
RUN_CONTROL=control
run real "$RUN_CONTROL" 'true' >/dev/null 2>&1
if grep -q 'Invalid setting' "$RUN/debug.log"; then
  pass "control settings-check" "a broken value is reported: $(grep -m1 -o 'Invalid setting.*' "$RUN/debug.log" | cut -c1-140)"
else
  fail "control settings-check" "a broken settings value left no 'Invalid setting' line: the check proves nothing"
fi
cp "$WORK/settings.good" "$H/.claude/settings.json"

# The block in a project's settings spells paths relative to the project,
# and adds Claude Code's own protected paths: a hook directory of .husky is
# not writable inside the sandbox, the project is.
setup project "$BIN/pregate-blind" --project
expect_blocked project write-husky "awk 'BEGIN { print 1 > \"$P/.husky/pre-commit\" }'" "$P/.husky/pre-commit" sandbox
expect_works project

echo "e2e-backstop: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
