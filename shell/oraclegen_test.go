package shell

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The generator composes commands from bash's constructs around a payload
// and hunts for commands whose reading by Decompose differs from what bash
// runs. Each production has a name; a disagreement is filed under the
// names of the productions that still reproduce it on their own (its
// class) and kept in testdata/oracle/regressions.jsonl.
//
//	PREGATE_ORACLE_N     commands to try (default 1200; CI runs the default)
//	PREGATE_ORACLE_SEED  seed (default fixed, so CI is deterministic)
//	PREGATE_ORACLE_HUNT  when set, a random seed, no failure: the report and
//	                     new regression cases are written for review

// prod is one production: it wraps a command (C) into a bigger command.
type prod struct {
	name string
	f    func(c string) string
}

// payloads are the innermost commands.
var payloads = []string{"pgz", "rm -rf ~", "pgz 'a b' c", "pga x; pgz"}

// sub is a command substitution of c.
func sub(c string) string { return "$(" + c + ")" }

var prods = []prod{
	// arithmetic contexts
	{"arith-squote", func(c string) string { return "echo $(( '" + sub(c) + "' ))" }},
	{"arith-dquote", func(c string) string { return `echo $(( "` + sub(c) + `" ))` }},
	{"arith-plain", func(c string) string { return "echo $(( 1 + " + sub(c) + " ))" }},
	{"arithcmd-squote", func(c string) string { return "(( '" + sub(c) + "' ))" }},
	{"arithcmd", func(c string) string { return "(( x = " + sub(c) + " ))" }},
	{"let-dquote", func(c string) string { return `let "x=` + sub(c) + `"` }},
	{"let-squote-subscript", func(c string) string { return `let 'x=a[` + sub(c) + `]'` }},
	{"arith-var-deref", func(c string) string { return "x='a[" + sub(c) + "]'; echo $((x))" }},
	{"arith-var-deref-dollar", func(c string) string { return "x='a[" + sub(c) + "]'; echo $(($x))" }},
	{"arithcmd-var-deref", func(c string) string { return "x='a[" + sub(c) + "]'; (( x ))" }},
	{"declare-i", func(c string) string { return "declare -i n; n='a[" + sub(c) + "]'" }},
	{"test-eq-subscript", func(c string) string { return "[[ 1 -eq 'a[" + sub(c) + "]' ]]" }},
	{"cstyle-for", func(c string) string { return "for (( i = 0; i < 'a[" + sub(c) + "]'; i++ )); do :; done" }},
	{"array-index-squote", func(c string) string { return "a['" + sub(c) + "']=1" }},
	{"array-read-squote", func(c string) string { return "echo ${a['" + sub(c) + "']}" }},
	{"unset-subscript", func(c string) string { return "unset 'a[" + sub(c) + "]'" }},
	{"test-v-subscript", func(c string) string { return "[[ -v 'a[" + sub(c) + "]' ]]" }},
	{"printf-v-subscript", func(c string) string { return "printf -v 'a[" + sub(c) + "]' %s x" }},
	{"read-subscript", func(c string) string { return "read 'a[" + sub(c) + "]' <<< x" }},
	{"indirect-subscript", func(c string) string { return "x='a[" + sub(c) + "]'; echo ${!x}" }},
	{"array-assign", func(c string) string { return "a=( " + sub(c) + " ); echo ${a[0]}" }},
	{"array-subscript", func(c string) string { return "a[" + sub(c) + "]=1" }},
	// parameter expansion
	{"param-default-squote-dq", func(c string) string { return `echo "${x:-'` + sub(c) + `'}"` }},
	{"param-assign-squote-dq", func(c string) string { return `echo "${x:='` + sub(c) + `'}"` }},
	{"param-default-squote", func(c string) string { return `echo ${x:-'` + sub(c) + `'}` }},
	{"param-assign", func(c string) string { return ": ${x:=" + sub(c) + "}" }},
	{"param-alt-dq", func(c string) string { return `x=1; echo "${x:+"` + sub(c) + `"}"` }},
	{"param-repl", func(c string) string { return "x=ab; echo ${x/" + sub(c) + "/y}" }},
	{"param-trim", func(c string) string { return "x=ab; echo ${x#" + sub(c) + "}" }},
	{"param-prompt", func(c string) string { return "x='" + sub(c) + "'; echo ${x@P}" }},
	{"param-error", func(c string) string { return "x=1; echo ${x:?" + sub(c) + "}" }},
	// here-documents and here-strings
	{"heredoc", func(c string) string { return "cat <<EOF\n" + sub(c) + "\nEOF" }},
	{"heredoc-quoted", func(c string) string { return "cat <<'EOF'\n" + sub(c) + "\nEOF" }},
	{"heredoc-bsnl-delim", func(c string) string { return "cat <<E\\\nOF\n" + sub(c) + "\nEOF" }},
	{"heredoc-bsnl-delim-end", func(c string) string { return "cat <<EOF\n" + sub(c) + "\nE\\\nOF\nEOF" }},
	{"heredoc-dash", func(c string) string { return "cat <<-EOF\n\t" + sub(c) + "\n\tEOF" }},
	{"heredoc-odd-delim", func(c string) string { return "cat <<E$\n" + sub(c) + "\nE$" }},
	{"heredoc-partquoted", func(c string) string { return "cat <<E'O'F\n" + sub(c) + "\nEOF" }},
	{"heredoc-backslash", func(c string) string { return "cat <<\\EOF\n" + sub(c) + "\nEOF" }},
	{"heredoc-two", func(c string) string { return "cat <<A; cat <<B\nA\n" + sub(c) + "\nB" }},
	{"heredoc-bsnl-body", func(c string) string { return "cat <<EOF\n$\\\n(" + c + ")\nEOF" }},
	{"herestring", func(c string) string { return `cat <<< "` + sub(c) + `"` }},
	{"herestring-squote", func(c string) string { return `cat <<< '` + sub(c) + `'` }},
	{"heredoc-shell", func(c string) string { return "bash <<EOF\n" + c + "\nEOF" }},
	// An interpreter reading a here-document: its literal body is inline
	// code, one with expansions runs them (shell/interp.go fromStdin).
	{"heredoc-interp", func(c string) string { return "python3 <<EOF\n" + sub(c) + "\nEOF" }},
	{"heredoc-interp-quoted", func(c string) string { return "python3 <<'EOF'\nprint(1) # " + sub(c) + "\nEOF" }},
	{"herestring-interp", func(c string) string { return "python3 <<< \"" + sub(c) + "\"" }},
	// line continuations and quoting
	{"bsnl-word", func(c string) string { return strings.Replace(c, "pg", "p\\\ng", 1) }},
	{"bsnl-subst", func(c string) string { return "echo $\\\n(" + c + ")" }},
	{"bsnl-in-squote", func(c string) string { return "echo '$\\\n(" + c + ")'" }},
	{"ansi-c", func(c string) string { return `echo $'` + sub(c) + `'` }},
	{"locale-string", func(c string) string { return `echo $"` + sub(c) + `"` }},
	{"backquote", func(c string) string { return "echo `" + c + "`" }},
	{"backquote-escape", func(c string) string { return "echo \"`echo \\`" + c + "\\``\"" }},
	// brace expansion and tilde
	{"brace-cmd", func(c string) string { return "{" + c + ",}" }},
	{"brace-subst", func(c string) string { return "echo {" + sub(c) + ",b}" }},
	{"tilde-plus", func(c string) string { return "cd ~+ && " + c }},
	// globs and extglob
	{"extglob-on", func(c string) string { return "shopt -s extglob\necho @(" + sub(c) + ")" }},
	{"glob-class", func(c string) string { return "echo [[:alpha:]]*" + sub(c) }},
	{"case-pattern", func(c string) string { return "case x in " + sub(c) + ") :;; esac" }},
	{"test-pattern", func(c string) string { return "[[ x == " + sub(c) + " ]]" }},
	{"test-regex", func(c string) string { return "[[ x =~ " + sub(c) + " ]]" }},
	// code as a string
	{"eval", func(c string) string { return "eval '" + strings.ReplaceAll(c, "'", `'\''`) + "'" }},
	{"trap-exit", func(c string) string { return "trap '" + strings.ReplaceAll(c, "'", `'\''`) + "' EXIT" }},
	{"trap-debug", func(c string) string { return "trap '" + strings.ReplaceAll(c, "'", `'\''`) + "' DEBUG; :" }},
	{"bash-c", func(c string) string { return "bash -c '" + strings.ReplaceAll(c, "'", `'\''`) + "'" }},
	{"mapfile-callback", func(c string) string { return "mapfile -C '" + strings.ReplaceAll(c, "'", `'\''`) + "' -c 1 x <<< a" }},
	{"ps4-xtrace", func(c string) string { return "PS4='" + sub(c) + "'; set -x; :" }},
	{"bash-env", func(c string) string {
		return "echo '" + strings.ReplaceAll(c, "'", `'\''`) + "' > e.sh; BASH_ENV=./e.sh bash -c :"
	}},
	{"export-f", func(c string) string { return "f() { " + c + "; }; export -f f; bash -c f" }},
	{"func-name-builtin", func(c string) string { return "cd() { " + c + "; }; cd /" }},
	{"command-not-found", func(c string) string { return "command_not_found_handle() { " + c + "; }; nosuchprogram" }},
	{"alias-newline", func(c string) string { return "alias q='" + strings.ReplaceAll(c, "'", `'\''`) + "'\nq" }},
	// variables that change what runs
	{"path-assign", func(c string) string { return "PATH=../alt; " + c }},
	{"path-prefix", func(c string) string { return "PATH=../alt " + c }},
	{"path-export", func(c string) string { return "export PATH=../alt; " + c }},
	{"path-declare", func(c string) string { return "declare PATH=../alt; " + c }},
	{"path-for", func(c string) string { return "for PATH in ../alt; do " + c + "; done" }},
	{"path-read", func(c string) string { return "read PATH <<< ../alt; " + c }},
	{"path-printf-v", func(c string) string { return "printf -v PATH %s ../alt; " + c }},
	{"path-default", func(c string) string { return "unset PATH; : ${PATH:=../alt}; " + c }},
	{"bash-cmds", func(c string) string { return "BASH_CMDS[pgz]=../alt/rm; BASH_CMDS[rm]=../alt/pgz; " + c }},
	{"hash-p", func(c string) string { return "hash -p ../alt/rm pgz; hash -p ../alt/pgz rm; " + c }},
	{"set-k", func(c string) string { return "set -k; " + c + " y=1" }},
	{"set-f", func(c string) string { return "set -f; " + c + " *" }},
	{"ifs", func(c string) string { return "IFS=z; " + c }},
	{"getopts-var", func(c string) string { return "getopts a PATH -a; " + c }},
	{"cdpath", func(c string) string { return "CDPATH=/; cd tmp; " + c }},
	{"home-assign", func(c string) string { return "HOME=/; " + c }},
	// special variables and positional parameters
	{"set-positional", func(c string) string { return "set -- " + c + "; \"$@\"" }},
	{"underscore", func(c string) string { return ": " + c + "; $_" }},
	{"dollar-star", func(c string) string { return "set -- pg z; $1$2" }},
	// compound commands
	{"subshell", func(c string) string { return "( " + c + " )" }},
	{"group", func(c string) string { return "{ " + c + "; }" }},
	{"pipe", func(c string) string { return "echo | " + c + " | cat" }},
	{"procsubst", func(c string) string { return "cat <(" + c + ")" }},
	{"procsubst-out", func(c string) string { return "echo >(" + c + ")" }},
	{"coproc", func(c string) string { return "coproc { " + c + "; }; wait" }},
	{"if", func(c string) string { return "if true; then " + c + "; fi" }},
	{"while-once", func(c string) string { return "while " + c + "; do break; done" }},
	{"func", func(c string) string { return "f() { " + c + "; }; f" }},
	{"time", func(c string) string { return "time " + c }},
	{"negate", func(c string) string { return "! " + c }},
	{"background", func(c string) string { return c + " & wait" }},
	{"redirect-subst", func(c string) string { return "echo > " + sub(c) }},
	{"xargs", func(c string) string { return "echo | xargs " + strings.SplitN(c, ";", 2)[0] }},
	{"env", func(c string) string { return "env " + strings.SplitN(c, ";", 2)[0] }},
	// round two: parser corners
	{"dollar-bracket", func(c string) string { return "echo $[ '" + sub(c) + "' ]" }},
	{"dparen-subshells", func(c string) string { return "((" + c + "); (" + c + "))" }},
	{"dollar-dparen-subshell", func(c string) string { return "echo $((" + c + ") )" }},
	{"heredoc-in-subst", func(c string) string { return "echo $(cat <<'EOF'\n)\nEOF\n" + c + ")" }},
	{"heredoc-in-subst-expand", func(c string) string { return "echo \"$(cat <<EOF\n$(" + c + ")\nEOF\n)\"" }},
	{"heredoc-empty-delim", func(c string) string { return "cat <<''\n" + sub(c) + "\n\npgb" }},
	{"heredoc-ansi-delim", func(c string) string { return "cat <<$'E\\x4fF'\n" + sub(c) + "\nEOF\nEOF" }},
	{"heredoc-space-delim", func(c string) string { return "cat << EOF\n" + sub(c) + "\nEOF " + "\nEOF" }},
	{"heredoc-unterminated", func(c string) string { return "cat <<EOF\n" + sub(c) }},
	{"heredoc-pipe-two", func(c string) string { return "cat <<A | cat <<'B'\nx\nA\n" + sub(c) + "\nB\n" + c }},
	{"comment-bsnl", func(c string) string { return "pga # \\\n" + c }},
	{"comment-midword", func(c string) string { return "echo x#" + sub(c) }},
	{"bsnl-operator", func(c string) string { return "pga &\\\n& " + c }},
	{"bsnl-pipe", func(c string) string { return "echo |\\\n " + c }},
	{"bsnl-keyword", func(c string) string { return "i\\\nf true; then " + c + "; fi" }},
	{"bsnl-param", func(c string) string { return "echo $\\\n{x:-" + sub(c) + "}" }},
	{"case-fallthrough", func(c string) string { return "case a in a) :;& b) " + c + ";; esac" }},
	{"case-continue", func(c string) string { return "case a in a) :;;& *) " + c + ";; esac" }},
	{"select", func(c string) string { return "select x in a; do " + c + "; break; done <<< 1" }},
	{"function-keyword", func(c string) string { return "function f { " + c + "; }; f" }},
	{"function-subshell-body", func(c string) string { return "f() ( " + c + " ); f" }},
	{"coproc-named", func(c string) string { return "coproc N { " + c + "; }; wait" }},
	{"redirect-procsubst", func(c string) string { return "echo x > >(" + c + ")" }},
	{"backquote-nested-dq", func(c string) string { return "echo \"`echo \\\"" + sub(c) + "\\\"`\"" }},
	{"command-p", func(c string) string { return "command -p " + c }},
	{"exec-a", func(c string) string { return "( exec -a other " + c + " )" }},
	{"exec-subshell", func(c string) string { return "( exec " + c + " )" }},
	{"env-S", func(c string) string { return "env -S '" + strings.SplitN(c, ";", 2)[0] + "'" }},
	{"xargs-I", func(c string) string { return "xargs -I{} " + strings.SplitN(c, ";", 2)[0] + " {} <<< a" }},
	{"xargs-sh", func(c string) string { return "echo a | xargs sh -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"find-exec", func(c string) string { return "find . -maxdepth 0 -exec " + strings.SplitN(c, ";", 2)[0] + " {} \\;" }},
	{"bash-s", func(c string) string { return "bash -s <<< '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"bash-herestring", func(c string) string { return "bash <<< '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"sh-c-args", func(c string) string { return "sh -c '" + strings.ReplaceAll(c, "'", `'\\''`) + " \"$@\"' x y" }},
	{"set-B-off", func(c string) string { return "set +B; {" + c + ",}" }},
	{"shopt-nullglob", func(c string) string { return "shopt -s nullglob; " + c + " *.none" }},
	{"shopt-lastpipe", func(c string) string { return "shopt -s lastpipe; echo ../alt | read PATH; " + c }},
	{"shopt-no-aliases", func(c string) string { return "shopt -u expand_aliases; " + c }},
	{"globignore", func(c string) string { return "GLOBIGNORE=x; " + c }},
	{"shift-params", func(c string) string { return "set -- a " + c + "; shift; \"$@\"" }},
	{"dollar-star-ifs", func(c string) string { return "set -- " + c + "; IFS=; $*" }},
	{"read-array", func(c string) string {
		return "read -a arr <<< '" + strings.ReplaceAll(c, "'", `'\\''`) + "'; \"${arr[@]}\""
	}},
	{"mapfile-file", func(c string) string { return "mapfile -t l < file; " + c }},
	{"source-stdin", func(c string) string { return "source /dev/stdin <<< '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"eval-printf-v", func(c string) string {
		return "printf -v x %s '" + strings.ReplaceAll(c, "'", `'\\''`) + "'; eval \"$x\""
	}},
	{"seq-brace", func(c string) string { return "echo {1..2}; " + c }},
	{"tilde-assign", func(c string) string { return "x=~/a:~/b; " + c + " $x" }},
	{"declare-array-squote", func(c string) string { return "declare -a a=( '" + sub(c) + "' ); echo \"${a[0]}\"" }},
	{"assoc-key-squote", func(c string) string { return "declare -A m; m['" + sub(c) + "']=1" }},
	{"local-outside", func(c string) string { return "local x=" + sub(c) }},
	{"readonly", func(c string) string { return "readonly x=" + sub(c) }},
	{"export-fn-env", func(c string) string {
		return "env 'BASH_FUNC_f%%=() { " + strings.SplitN(c, ";", 2)[0] + "; }' bash -c f"
	}},
	{"trap-err", func(c string) string { return "trap '" + strings.ReplaceAll(c, "'", `'\\''`) + "' ERR; false" }},
	{"trap-return", func(c string) string {
		return "f() { :; }; trap '" + strings.ReplaceAll(c, "'", `'\\''`) + "' RETURN; f"
	}},
	{"enable-n", func(c string) string { return "enable -n echo; echo " + sub(c) }},
	{"prompt-command", func(c string) string { return "PROMPT_COMMAND='" + strings.ReplaceAll(c, "'", `'\\''`) + "'; :" }},
	{"unicode-space", func(c string) string { return "pga\u00a0" + c }},
	{"cr", func(c string) string { return "pga\r; " + c }},
	{"quote-forms", func(c string) string { return "\"p\"g'z'; $'pg\\x7a'; p\\gz; " + c }},
	{"glob-program", func(c string) string { return "fil? ; " + c }},
	{"keyword-args", func(c string) string { return "echo if then fi " + sub(c) }},
	{"test-procsubst", func(c string) string { return "[[ -n <(" + c + ") ]]" }},
	{"fd-var", func(c string) string { return c + " {fd}>&1" }},
	{"close-fd", func(c string) string { return c + " 2>&-" }},
	{"time-p", func(c string) string { return "time -p " + c }},
	// round three: every expansion operator, arrays, specials, code runners
	{"param-suffix", func(c string) string { return "x=ab; echo \"${x%" + sub(c) + "}\" ${x%%b}" }},
	{"param-case", func(c string) string { return "x=ab; echo ${x^} ${x^^} ${x,} ${x,,} " + sub(c) }},
	{"param-length", func(c string) string { return "x=ab; echo ${#x} ${#} " + sub(c) }},
	{"param-slice", func(c string) string { return "x=abc; echo ${x:1:1} ${x: -1} " + sub(c) }},
	{"param-names", func(c string) string { return "xa=1; echo ${!x*} ${!x@} " + sub(c) }},
	{"param-keys", func(c string) string { return "a=(1 2); echo ${!a[@]} " + sub(c) }},
	{"param-transform", func(c string) string { return "x=ab; echo ${x@Q} ${x@A} ${x@a} ${x@U} " + sub(c) }},
	{"param-repl-anchored-dq", func(c string) string { return "x=ab; echo \"${x/#a/'" + sub(c) + "'}\"" }},
	{"param-repl-all-dq", func(c string) string { return "x=ab; echo \"${x//a/\"" + sub(c) + "\"}\"" }},
	{"param-default-dq-dq", func(c string) string { return "echo \"${x:-\"" + sub(c) + "\"}\"" }},
	{"param-minus-dq", func(c string) string { return "echo \"${x-" + sub(c) + "}\"" }},
	{"param-alt-squote", func(c string) string { return "x=1; echo ${x:+'" + sub(c) + "'}" }},
	{"param-nested", func(c string) string { return "echo ${x:-${y:-" + sub(c) + "}}" }},
	{"glob-classes", func(c string) string { return "echo [[:digit:]]* [!a]* [^a]* " + sub(c) }},
	{"globstar", func(c string) string { return "shopt -s globstar; echo ** " + sub(c) }},
	{"test-extglob", func(c string) string { return "[[ x == @(" + sub(c) + "|y) ]]" }},
	{"test-extglob-squote", func(c string) string { return "[[ x == @('" + sub(c) + "'|y) ]]" }},
	{"case-extglob", func(c string) string { return "case x in @(a|" + sub(c) + ")) :;; esac" }},
	{"array-keyed", func(c string) string { return "a=([0]=" + sub(c) + "); echo ${a[0]}" }},
	{"array-append", func(c string) string { return "a+=( " + sub(c) + " ); echo \"${a[@]:0}\" ${a[-1]}" }},
	{"array-arith-index", func(c string) string { return "a=(1); echo ${a[$((0))]} " + sub(c) }},
	{"let-multi", func(c string) string { return "let x++ y=2; " + c }},
	{"let-subscript-dq", func(c string) string { return "let \"a[" + sub(c) + "]=1\"" }},
	{"special-vars", func(c string) string { return "echo $- $$ $? $# $_ " + sub(c) }},
	{"dollar-zero", func(c string) string { return "$0 -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"bash-var", func(c string) string { return "$BASH -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"command-eval", func(c string) string { return "command eval '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"builtin-eval", func(c string) string { return "builtin eval -- '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"source-procsubst", func(c string) string { return ". <(echo '" + strings.ReplaceAll(c, "'", `'\\''`) + "')" }},
	{"exec-bash-c", func(c string) string { return "( exec bash -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "' )" }},
	{"timeout-bash-c", func(c string) string { return "timeout 5 bash -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "'" }},
	{"nohup-sh-c", func(c string) string { return "nohup sh -c '" + strings.ReplaceAll(c, "'", `'\\''`) + "' > /dev/null" }},
	{"xargs-a", func(c string) string { return "echo x > list; xargs -a list " + strings.SplitN(c, ";", 2)[0] }},
	{"declare-f", func(c string) string {
		return "f() { " + c + "; }; declare -f f > /dev/null; typeset -p PATH > /dev/null"
	}},
	{"getopts-subscript", func(c string) string { return "getopts a 'a[" + sub(c) + "]' -a" }},
	{"redir-read-write", func(c string) string { return c + " < file > out 2>&1" }},
	{"redir-before", func(c string) string { return "> pre " + c }},
	{"redir-heredoc-file", func(c string) string { return "cat > written <<EOF\n" + sub(c) + "\nEOF" }},
	{"redir-tilde", func(c string) string { return c + " > ~/t" }},
	{"redir-cd", func(c string) string { return "cd src; " + c + " > rel" }},
	{"redir-pushd", func(c string) string { return "pushd src > /dev/null; " + c + " > p; popd > /dev/null" }},
	{"exec-redirect", func(c string) string { return "exec > ex; " + c }},
	// round four: words, quoting and reads
	{"ansi-octal-name", func(c string) string { return "$'\\160gz'; $'\\u0070gz'; $\"pgz\"; " + c }},
	{"brace-nested-name", func(c string) string { return "{pg{z,a},}; " + c }},
	{"brace-range-name", func(c string) string { return "pg{y..z}; " + c }},
	{"function-parens-keyword", func(c string) string { return "function f() { " + c + "; }; f" }},
	{"function-redirect", func(c string) string { return "f() { " + c + "; } > fout; f" }},
	{"case-paren", func(c string) string { return "case a in (a) " + c + ";; esac" }},
	{"local-path", func(c string) string { return "f() { local PATH=../alt; " + c + "; }; f" }},
	{"path-append", func(c string) string { return "PATH+=:../alt; PATH=../alt:$PATH; " + c }},
	{"subst-read-file", func(c string) string { return "x=$(< ~/.ssh/id_rsa); " + c }},
	{"read-file", func(c string) string { return "read -r x < ~/.ssh/id_rsa; " + c }},
	{"exec-read-fd", func(c string) string { return "exec 3< file; " + c + " <&3" }},
	{"two-inputs", func(c string) string { return c + " < file < src/a.go" }},
	{"glob-redirect", func(c string) string { return c + " > fil*" }},
	{"dup-then-file", func(c string) string { return c + " 2>&1 > dup" }},
	{"heredoc-dash-file", func(c string) string { return "cat <<-EOF > hd\n\t" + sub(c) + "\n\tEOF" }},
	{"herestring-file", func(c string) string { return "cat <<< " + sub(c) + " > hs" }},
	{"time-dashdash", func(c string) string { return "time -- " + c }},
	{"negate-time", func(c string) string { return "! time " + c }},
	{"crlf", func(c string) string { return "pga\r\n" + c }},
	{"keyword-var", func(c string) string { return "if=1; then=2; echo $if$then; " + c }},
	{"quoted-delim-backslash", func(c string) string { return "cat <<E\\OF\n" + sub(c) + "\nEOF" }},
	{"subst-in-assign-word", func(c string) string { return "x=" + sub(c) + " y=$(pgb); echo $x" }},
	{"tilde-user", func(c string) string { return "echo ~root ~nosuchuser; " + c }},
	{"noclobber", func(c string) string { return "set -o noclobber; " + c + " >| nc" }},
	{"pipefail-e", func(c string) string { return "set -euo pipefail; " + c }},
}

// redirectCases exercise which files the shell opens.
var redirectCases = []string{
	"pga > out", "pga >> ~/log", "pga < file", "pga <> rw", "pga &> both", "pga >| clob",
	"> trunc", "pga 2> err", "exec 3> fd3; pga", "exec {fd}> named; pga", "pga > \"$HOME/h\"",
	"pga > ~+/plus", "pga > 'a b'", "cd src && pga > x", "pga > ./././y", "pga > out{1,2}",
	"pga > $(pgb)", "pga > *", "cat < /etc/hostname", ". ./file", "source file",
	"echo x > f; cat f", "pga > ~/.ssh/k", "pga 1> one 2>&1", "pga >&out2", "pga &>> app",
	"{ pga; } > grp", "(pga) > subsh", "for i in 1; do pga; done > loop", "pga | tee t > u",
}

// gen composes one command from up to depth productions around a payload
// and returns it with the names of the productions used, outermost first.
func gen(r *rand.Rand, depth int, prods []prod) (string, []string) {
	c := payloads[r.IntN(len(payloads))]
	if r.IntN(8) == 0 {
		c = redirectCases[r.IntN(len(redirectCases))]
	}
	var names []string
	n := 1 + r.IntN(depth)
	for i := 0; i < n; i++ {
		p := prods[r.IntN(len(prods))]
		c = p.f(c)
		names = append([]string{p.name}, names...)
	}
	switch r.IntN(6) {
	case 0:
		c = "pga; " + c
	case 1:
		c = c + " && pgb"
	case 2:
		c = "pga\n" + c
	}
	return c, names
}

// regression is one committed differential.
type regression struct {
	Class string `json:"class"`
	Cmd   string `json:"cmd"`
}

const regressionFile = "testdata/oracle/regressions.jsonl"

func loadRegressions(t testing.TB) []regression {
	f, err := os.Open(regressionFile)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	defer f.Close()
	var out []regression
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r regression
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", regressionFile, err)
		}
		out = append(out, r)
	}
	return out
}

// TestOracleRegressions replays every committed differential: each must
// now be read as bash runs it, or be unresolved.
func TestOracleRegressions(t *testing.T) {
	rs := loadRegressions(t)
	if len(rs) == 0 {
		t.Fatalf("no regression cases in %s", regressionFile)
	}
	o := newOracle(t)
	var cmds []string
	for _, r := range rs {
		cmds = append(cmds, r.Cmd)
	}
	obs := o.run(t, cmds)
	ran := 0
	for i, r := range rs {
		if len(obs[i].execs) > 0 || len(obs[i].files) > 0 {
			ran++
		}
		for _, d := range o.differ(r.Cmd, obs[i]) {
			t.Errorf("[%s] %q: %s", r.Class, r.Cmd, d)
		}
	}
	if ran == 0 {
		t.Errorf("bash ran nothing for any of %d cases: the oracle sees nothing", len(rs))
	}
}

// TestOracleGenerate runs the generator.
func TestOracleGenerate(t *testing.T) {
	o := newOracle(t)
	n := 1200
	if v, err := strconv.Atoi(os.Getenv("PREGATE_ORACLE_N")); err == nil && v > 0 {
		n = v
	}
	hunt := os.Getenv("PREGATE_ORACLE_HUNT") != ""
	seed := uint64(12)
	if v, err := strconv.ParseUint(os.Getenv("PREGATE_ORACLE_SEED"), 10, 64); err == nil {
		seed = v
	} else if hunt {
		seed = uint64(time.Now().UnixNano())
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	// Half the commands are built only from productions Decompose reads
	// as resolved on their own, so that the comparison bites where an
	// allow is possible.
	var modelled []prod
	for _, p := range prods {
		if allResolved(Decompose(p.f("pgz"), o.proj, map[string]string{"HOME": o.home})) {
			modelled = append(modelled, p)
		}
	}
	cmds := make([]string, n)
	names := make([][]string, n)
	seen := map[string]bool{}
	for i := range cmds {
		for {
			if i%2 == 0 {
				cmds[i], names[i] = gen(r, 3, prods)
			} else {
				cmds[i], names[i] = gen(r, 4, modelled)
			}
			if !seen[cmds[i]] {
				break
			}
		}
		seen[cmds[i]] = true
	}
	start := time.Now()
	obs := o.run(t, cmds)
	bashTime := time.Since(start)
	type hit struct {
		cmd   string
		names []string
		diffs []string
	}
	var hits []hit
	executed, resolved := 0, 0
	for i, c := range cmds {
		if len(obs[i].execs) > 0 {
			executed++
		}
		if allResolved(Decompose(c, o.proj, map[string]string{"HOME": o.home})) {
			resolved++
		}
		if d := o.differ(c, obs[i]); len(d) > 0 {
			hits = append(hits, hit{c, names[i], d})
		}
	}
	elapsed := time.Since(start)
	// Each hit is filed under the single productions that reproduce it
	// around a bare payload; failing that, under its whole chain.
	classes := map[string][]hit{}
	if len(hits) > 0 {
		var single []string
		var singleName []string
		for _, p := range prods {
			for _, pl := range payloads {
				single = append(single, p.f(pl))
				singleName = append(singleName, p.name)
			}
		}
		sobs := o.run(t, single)
		bad := map[string]string{}
		for i, c := range single {
			if len(o.differ(c, sobs[i])) > 0 && bad[singleName[i]] == "" {
				bad[singleName[i]] = c
			}
		}
		for _, h := range hits {
			key := ""
			for _, nm := range h.names {
				if bad[nm] != "" {
					key = nm
					break
				}
			}
			if key == "" {
				key = strings.Join(h.names, "+")
			}
			classes[key] = append(classes[key], h)
		}
	}
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	report := fmt.Sprintf("oracle generator: seed %d, %d commands (%d ran a program, %d read as resolved and compared), %d differentials in %d classes, %.0f commands/s (bash under strace %.1fs)",
		seed, n, executed, resolved, len(hits), len(keys), float64(n)/elapsed.Seconds(), bashTime.Seconds())
	t.Log(report)
	if hunt {
		var b strings.Builder
		b.WriteString(report + "\n")
		for _, k := range keys {
			h := classes[k][0]
			fmt.Fprintf(&b, "%s (%d): %q\n    %s\n", k, len(classes[k]), h.cmd, h.diffs[0])
			line, _ := json.Marshal(regression{Class: k, Cmd: h.cmd})
			fmt.Fprintf(&b, "    %s\n", line)
		}
		out := filepath.Join(os.TempDir(), "pregate-oracle-report.txt")
		os.WriteFile(out, []byte(b.String()), 0o644)
		t.Logf("report in %s", out)
		return
	}
	if resolved < n/10 {
		t.Errorf("only %d of %d generated commands were read as resolved: the comparison covers too little", resolved, n)
	}
	if executed < n/3 {
		t.Errorf("only %d of %d generated commands ran a program: the oracle or the generator is broken", executed, n)
	}
	for _, k := range keys {
		h := classes[k][0]
		t.Errorf("differential [%s] (%d commands), e.g. %q: %s", k, len(classes[k]), h.cmd, strings.Join(h.diffs, "; "))
	}
}

func allResolved(segs []Segment) bool {
	for _, s := range segs {
		if !s.Resolved {
			return false
		}
	}
	return true
}
