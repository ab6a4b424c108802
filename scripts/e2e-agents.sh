#!/usr/bin/env bash
# e2e-agents.sh — one policy file, driven through the real Codex, Gemini CLI
# and Claude Code clients.
#
# Each pinned client is installed from npm into a cache and run once per
# scenario, with a fresh HOME, against e2e/standin: a loopback stand-in for
# the client's model API (the Responses API for Codex, the Gemini API for
# Gemini CLI, the Messages API for Claude Code) that asks for one tool call
# and records the tool output the client sends back. Every run uses the
# same policy file, e2e/team.toml. Scenarios:
#
#   force-push  `git push --force origin main || touch MARKER` is denied:
#               the marker is not created and the model sees the policy's
#               reason
#   ssh-read    a read of ~/.ssh/id_rsa is denied: the model sees pregate's
#               reason and not the key
#   allowed     `touch MARKER`, which the policy allows, runs
#   panic       a pregate built to panic inside the pipeline still blocks
#               `touch MARKER`
#   patch       (Codex) an apply_patch that adds MARKER and writes
#               ~/.ssh/authorized_keys is denied whole: neither file appears
#
# Codex and Gemini CLI run all four; Claude Code (whose own script,
# e2e-claude.sh, covers its protocol in depth) runs the two denials, so the
# same file is shown to deny the same calls in all three. Copilot CLI and
# Cursor are not on npm as a runnable client; their fixture events run in
# `go test ./cmd/` (hook_client_*.txtar).
#
# Output: one PASS/FAIL line per client and scenario, then
# "e2e-agents: N passed, M failed". Exit 1 on any failure. A client npm
# cannot fetch is skipped with one SKIP line; that is the only skip.
#
# Environment:
#   PREGATE_E2E_CACHE  npm install cache (default ~/.cache/pregate-e2e)
#   PREGATE_E2E_KEEP=1 keep the work directory even when everything passes
#   PREGATE_E2E_CLIENTS clients to drive (default: "codex gemini claude")
set -uo pipefail

CODEX_VERSION=0.171.0
GEMINI_VERSION=0.61.0
CLAUDE_VERSION=2.1.332
CACHE=${PREGATE_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pregate-e2e}
RUN_TIMEOUT=120 # seconds per client run; a healthy run takes a few

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pregate-e2e-agents.XXXXXX")
BIN=$WORK/bin
STANDIN_PID=

passed=0
failed=0
skipped=0

cleanup() {
  stop_standin
  if [ "$failed" -eq 0 ] && [ "${PREGATE_E2E_KEEP:-}" != 1 ]; then
    rm -rf "$WORK"
  else
    echo "e2e-agents: work directory kept: $WORK"
  fi
}
trap cleanup EXIT

stop_standin() {
  if [ -n "$STANDIN_PID" ]; then
    kill "$STANDIN_PID" 2>/dev/null
    wait "$STANDIN_PID" 2>/dev/null
    STANDIN_PID=
  fi
}

die() {
  echo "FAIL e2e-agents: $*"
  failed=$((failed + 1))
  echo "e2e-agents: $passed passed, $failed failed"
  exit 1
}

pass() {
  echo "PASS $1 $2"
  passed=$((passed + 1))
}

fail() {
  echo "FAIL $1 $2: $3"
  sed 's/^/  standin: /' "$RUN/standin.log" 2>/dev/null | tail -n 5
  sed 's/^/  client: /' "$RUN/err" 2>/dev/null | grep -v '^  client: *$' | tail -n 8
  failed=$((failed + 1))
}

# ---- install -----------------------------------------------------------------

# shellcheck source=e2e-npm.sh
. "$ROOT/scripts/e2e-npm.sh"

# install NAME PKG VERSION BIN: npm-install PKG@VERSION into $CACHE/NAME-VERSION
# once; later runs reuse it. Sets CLIENT to the client binary's path, or to
# nothing when npm cannot fetch it (after a SKIP line).
install() {
  local name=$1 pkg=$2 ver=$3 bin=$4 dest tmp log code start
  dest=$CACHE/$name-$ver
  CLIENT=
  if [ -x "$dest/node_modules/.bin/$bin" ] && [ -f "$dest/.complete" ]; then
    CLIENT=$dest/node_modules/.bin/$bin
    return 0
  fi
  # e2e-claude.sh keeps Claude Code in $CACHE/VERSION.
  if [ "$name" = claude ] && "$CACHE/$ver/node_modules/.bin/claude" --version 2>/dev/null | grep -q "^$ver "; then
    CLIENT=$CACHE/$ver/node_modules/.bin/claude
    return 0
  fi
  if ! command -v npm >/dev/null 2>&1; then
    echo "SKIP $name: npm is not installed"
    skipped=$((skipped + 1))
    return 0
  fi
  mkdir -p "$CACHE" || die "cannot create the cache $CACHE"
  tmp=$(mktemp -d "$CACHE/.install-$name-$ver.XXXXXX") || die "cannot create a folder in $CACHE"
  log=$WORK/npm-$name.log
  start=$(date +%s)
  if ! npm install --prefix "$tmp" --no-audit --no-fund --no-save --loglevel=error "$pkg@$ver" >"$log" 2>&1; then
    code=$(npm_error_code "$log")
    rm -rf "$tmp"
    if fetch_failure "$code"; then
      echo "SKIP $name: cannot fetch $pkg@$ver from npm (npm error code $code)"
      skipped=$((skipped + 1))
      return 0
    fi
    sed 's/^/  npm: /' "$log" | tail -n 20
    die "npm install $pkg@$ver failed (${code:-no npm error code})"
  fi
  touch "$tmp/.complete"
  rm -rf "$dest"
  mv "$tmp" "$dest" || die "cannot move the install into $dest"
  echo "e2e-agents: installed $pkg@$ver in $(($(date +%s) - start))s"
  CLIENT=$dest/node_modules/.bin/$bin
}

install codex @openai/codex "$CODEX_VERSION" codex
CODEX=$CLIENT
# Gemini CLI needs Node.js 20 or newer.
GEMINI=
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -ge 20 ] 2>/dev/null; then
  install gemini @google/gemini-cli "$GEMINI_VERSION" gemini
  GEMINI=$CLIENT
else
  echo "SKIP gemini: @google/gemini-cli needs Node.js 20 or newer (found ${node_major:-none})"
  skipped=$((skipped + 1))
fi
install claude @anthropic-ai/claude-code "$CLAUDE_VERSION" claude
CLAUDE=$CLIENT

# ---- build -------------------------------------------------------------------

mkdir -p "$BIN"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/pregate" .) || die "go build of pregate failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -tags pregate_panictest -o "$BIN/pregate-panic" .) ||
  die "go build -tags pregate_panictest failed"
(cd "$ROOT" && CGO_ENABLED=0 go build -o "$BIN/standin" ./e2e/standin) || die "go build of e2e/standin failed"

# ---- the one policy ------------------------------------------------------------

POL=$WORK/policy
mkdir -p "$POL"
cp "$ROOT/e2e/team.toml" "$POL/team.toml" || die "no e2e/team.toml"
SECRET="E2E-PRIVATE-KEY-MATERIAL-$$"

q() { printf '%q' "$1"; }

# ---- one run -------------------------------------------------------------------

# start_standin TOOL INPUT: a fresh stand-in for $RUN that asks for one call.
start_standin() {
  local i
  "$BIN/standin" serve -portfile "$RUN/port" -record "$RUN/record.jsonl" -log "$RUN/standin.log" \
    -bodies "$RUN/bodies.jsonl" -tool "$1" -input "$2" 2>>"$RUN/standin.log" &
  STANDIN_PID=$!
  for i in $(seq 200); do
    [ -s "$RUN/port" ] && break
    sleep 0.05
  done
  PORT=$(cat "$RUN/port" 2>/dev/null)
}

# prepare CLIENT SCENARIO: a fresh run folder with a home holding the key,
# and the project folder with no marker.
prepare() {
  RUN=$WORK/$1/$2
  PROJ=$WORK/$1/proj
  MARKER=$PROJ/marker
  rm -f "$MARKER"
  mkdir -p "$RUN/home/.ssh" "$RUN/home/.config" "$PROJ"
  printf '%s\n' "$SECRET" >"$RUN/home/.ssh/id_rsa"
  chmod 600 "$RUN/home/.ssh/id_rsa"
  [ -d "$PROJ/.git" ] || git -C "$PROJ" init -q
}

clientenv() {
  env -i PATH="$PATH" LANG=C.UTF-8 HOME="$RUN/home" XDG_CONFIG_HOME="$RUN/home/.config" \
    XDG_STATE_HOME="$RUN/home/.state" "$@"
}

# js STRING: STRING as a JSON string.
js() { "$BIN/standin" str "$1"; }

# run_codex HOOK SHELL-COMMAND [PATCH]: codex exec with HOOK as its PreToolUse
# hook; with PATCH the stand-in calls apply_patch instead of the shell. The
# model is one of Codex's bundled catalogue, so that Codex offers its
# apply_patch tool.
run_codex() {
  mkdir -p "$RUN/home/.codex"
  if [ $# -ge 3 ]; then
    start_standin apply_patch "{\"patch\":$(js "$3")}"
  else
    start_standin Bash "{\"command\":$(js "$2")}"
  fi
  cat >"$RUN/home/.codex/config.toml" <<EOF
model = "gpt-5.5"
model_provider = "standin"

[model_providers.standin]
name = "standin"
base_url = "http://127.0.0.1:$PORT/v1"
env_key = "STANDIN_API_KEY"
wire_api = "responses"
EOF
  printf '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":%s,"timeout":30}]}]}}\n' "$(js "$1")" \
    >"$RUN/home/.codex/hooks.json"
  (cd "$PROJ" && clientenv CODEX_HOME="$RUN/home/.codex" STANDIN_API_KEY=e2e \
    timeout "$RUN_TIMEOUT" "$CODEX" exec --skip-git-repo-check \
    --dangerously-bypass-approvals-and-sandbox --dangerously-bypass-hook-trust "Do the task." \
    >"$RUN/out" 2>"$RUN/err" </dev/null)
  RC=$?
  stop_standin
}

# run_gemini HOOK TOOL INPUT [FLAG…]: gemini -p --yolo with HOOK as its
# BeforeTool hook.
run_gemini() {
  mkdir -p "$RUN/home/.gemini"
  start_standin "$2" "$3"
  printf '{"hooks":{"BeforeTool":[{"matcher":".*","hooks":[{"type":"command","command":%s,"name":"pregate","timeout":30000}]}]},"security":{"auth":{"selectedType":"gemini-api-key"}}}\n' \
    "$(js "$1")" >"$RUN/home/.gemini/settings.json"
  (cd "$PROJ" && clientenv GEMINI_API_KEY=e2e GOOGLE_GEMINI_BASE_URL="http://127.0.0.1:$PORT" \
    GEMINI_CLI_TRUST_WORKSPACE=true \
    timeout "$RUN_TIMEOUT" "$GEMINI" -p "Do the task." --yolo --output-format json "${@:4}" \
    >"$RUN/out" 2>"$RUN/err" </dev/null)
  RC=$?
  stop_standin
}

# run_claude HOOK TOOL INPUT: claude -p in bypassPermissions with HOOK as its
# PreToolUse hook, failing closed, as `pregate install` writes it.
run_claude() {
  start_standin "$2" "$3"
  printf '{"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command","command":%s,"timeout":30,"onFailure":"block"}]}]}}\n' \
    "$(js "$1")" >"$RUN/settings.json"
  (cd "$PROJ" && clientenv ANTHROPIC_BASE_URL="http://127.0.0.1:$PORT" ANTHROPIC_API_KEY=sk-ant-e2e-standin \
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 IS_SANDBOX=1 \
    timeout "$RUN_TIMEOUT" "$CLAUDE" -p "Do the task." --settings "$RUN/settings.json" \
    --output-format json --permission-mode bypassPermissions \
    >"$RUN/out" 2>"$RUN/err" </dev/null)
  RC=$?
  stop_standin
}

# ---- checks --------------------------------------------------------------------

# result: the tool outputs the client sent back, one per line.
result() { "$BIN/standin" texts -record "$RUN/record.jsonl" 2>/dev/null; }

# check_denied CLIENT SCENARIO WANT: the client ran, sent a tool output back,
# the output holds WANT and neither the key nor a marker exists.
check_denied() {
  local out
  out=$(result)
  if [ "$RC" -ne 0 ]; then
    fail "$1" "$2" "the client exited $RC"
  elif [ -z "$out" ]; then
    fail "$1" "$2" "the client sent no tool output back"
  elif [ -e "$MARKER" ]; then
    fail "$1" "$2" "the denied call ran: the marker exists"
  elif grep -qF "$SECRET" <<<"$out"; then
    fail "$1" "$2" "the model was shown the key"
  elif ! grep -qF "$3" <<<"$out"; then
    fail "$1" "$2" "the tool output does not hold \"$3\": $(head -c 300 <<<"$out")"
  else
    pass "$1" "$2"
  fi
}

check_ran() {
  if [ "$RC" -ne 0 ]; then
    fail "$1" "$2" "the client exited $RC"
  elif [ ! -e "$MARKER" ]; then
    fail "$1" "$2" "the allowed call did not run: no marker; tool output: $(result | head -c 300)"
  else
    pass "$1" "$2"
  fi
}

# ---- scenarios -----------------------------------------------------------------

FORCE_REASON="TEAM-POLICY: force-pushing is not allowed"
KEY_REASON="is blocked: it is a protected credential"

scenarios() {
  local client=$1 hook panic
  hook="$(q "$BIN/pregate") hook --client $client --policy $(q "$POL/team.toml")"
  panic="$(q "$BIN/pregate-panic") hook --client $client --policy $(q "$POL/team.toml")"
  [ "$client" = claude ] && hook="$(q "$BIN/pregate") hook --policy $(q "$POL/team.toml")"

  prepare "$client" force-push
  case $client in
  codex) run_codex "$hook" "git push --force origin main || touch $MARKER" ;;
  gemini) run_gemini "$hook" run_shell_command "{\"command\":$(js "git push --force origin main || touch $MARKER")}" ;;
  claude) run_claude "$hook" Bash "{\"command\":$(js "git push --force origin main || touch $MARKER")}" ;;
  esac
  check_denied "$client" force-push "$FORCE_REASON"

  prepare "$client" ssh-read
  case $client in
  codex) run_codex "$hook" "cat ~/.ssh/id_rsa" ;;
  # Gemini CLI refuses a path outside its workspace before any hook
  # runs; with ~/.ssh in the workspace, only pregate stands in the way.
  gemini) run_gemini "$hook" read_file "{\"file_path\":$(js "$RUN/home/.ssh/id_rsa")}" \
    --include-directories "$RUN/home/.ssh" ;;
  claude) run_claude "$hook" Read "{\"file_path\":$(js "$RUN/home/.ssh/id_rsa")}" ;;
  esac
  check_denied "$client" ssh-read "$KEY_REASON"

  [ "$client" = claude ] && return

  prepare "$client" allowed
  case $client in
  codex) run_codex "$hook" "touch $MARKER" ;;
  gemini) run_gemini "$hook" run_shell_command "{\"command\":$(js "touch $MARKER")}" ;;
  esac
  check_ran "$client" allowed

  prepare "$client" panic
  case $client in
  codex) run_codex "$panic" "touch $MARKER" ;;
  gemini) run_gemini "$panic" run_shell_command "{\"command\":$(js "touch $MARKER")}" ;;
  esac
  check_denied "$client" panic "pregate hit an internal error"

  [ "$client" = codex ] || return
  prepare "$client" patch
  run_codex "$hook" "" "$(printf '*** Begin Patch\n*** Add File: %s\n+made by the patch\n*** Add File: %s\n+ssh-ed25519 AAAA intruder\n*** End Patch\n' "$MARKER" "$RUN/home/.ssh/authorized_keys")"
  if [ -e "$RUN/home/.ssh/authorized_keys" ]; then
    fail "$client" patch "the patch wrote ~/.ssh/authorized_keys"
  else
    check_denied "$client" patch "is blocked: it is a protected credential"
  fi
}

start=$(date +%s)
for c in ${PREGATE_E2E_CLIENTS:-codex gemini claude}; do
  case $c in
  codex) [ -n "$CODEX" ] && scenarios codex ;;
  gemini) [ -n "$GEMINI" ] && scenarios gemini ;;
  claude) [ -n "$CLAUDE" ] && scenarios claude ;;
  *) die "unknown client $c in PREGATE_E2E_CLIENTS" ;;
  esac
done
echo "e2e-agents: ran in $(($(date +%s) - start))s"

echo "e2e-agents: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
