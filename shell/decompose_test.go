package shell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

var testEnv = map[string]string{"HOME": "/home/u"}

// sv is the shape of a segment the structure tables compare: program,
// argv values, nesting, and the two flags.
type sv struct {
	Prog   string
	Argv   []string
	Nest   []string
	Cont   bool
	Unres  bool
	HasWhy bool
}

// seg builds an expected resolved segment; the program is argv[0]'s
// basename.
func seg(argv ...string) sv { return sv{Prog: progName(argv[0]), Argv: argv} }

func (s sv) in(nest ...string) sv { s.Nest = nest; return s }
func (s sv) container() sv        { s.Cont = true; return s }
func (s sv) unres() sv            { s.Unres, s.HasWhy = true, true; return s }
func (s sv) prog(p string) sv     { s.Prog = p; return s }

// why is an unresolved segment with no program.
func why(argv ...string) sv { return sv{Argv: argv, Unres: true, HasWhy: true} }

func shape(segs []Segment) []sv {
	out := make([]sv, 0, len(segs))
	for _, s := range segs {
		v := sv{Prog: s.Program, Nest: s.Nesting, Cont: s.Container, Unres: !s.Resolved, HasWhy: s.Why != ""}
		for _, w := range s.Argv {
			v.Argv = append(v.Argv, w.Value)
		}
		out = append(out, v)
	}
	return out
}

func TestDecomposeStructure(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []sv
	}{
		{"simple", "ls -la", []sv{seg("ls", "-la")}},
		{"and_or_semi", "a && b || c; d", []sv{seg("a"), seg("b"), seg("c"), seg("d")}},
		{"pipes", "a | b |& c", []sv{seg("a"), seg("b"), seg("c")}},
		{"background", "a & b", []sv{seg("a"), seg("b")}},
		{"newlines_comments", "# rm -rf /\na\n\nb # c", []sv{seg("a"), seg("b")}},
		{"subshell", "(a; b)", []sv{seg("a").in("subshell"), seg("b").in("subshell")}},
		{"group", "{ a; b; }", []sv{seg("a"), seg("b")}},
		{"cmdsubst_first", "echo $(rm -rf /)", []sv{seg("rm", "-rf", "/").in("$( )"), seg("echo", "$(rm -rf /)")}},
		{"backticks", "echo `rm x`", []sv{seg("rm", "x").in("`…`"), seg("echo", "`rm x`")}},
		{"cmdsubst_in_quotes", `echo "$(git clean -f)"`, []sv{seg("git", "clean", "-f").in("$( )"), seg("echo", `"$(git clean -f)"`)}},
		{"procsubst", "diff <(a) >(b)", []sv{seg("a").in("<( )"), seg("b").in(">( )"), seg("diff", "<(a)", ">(b)")}},
		{"arith", "echo $(( $(a) + 1 ))", []sv{why(), seg("a").in("$( )"), seg("echo", "$(( $(a) + 1 ))")}},
		{"arith_cmd", "(( x = $(a) ))", []sv{why(), seg("a").in("$( )")}},
		{"arith_literals", "echo $(( 1 + 2 )); (( i = 3 )); n=4; echo $((n*i))", []sv{seg("echo", "$(( 1 + 2 ))"), seg("echo", "$((n*i))")}},
		{"arith_quote", `echo $(( '$(rm -rf ~)' ))`, []sv{why(), seg("echo", `$(( '$(rm -rf ~)' ))`)}},
		{"arith_tainted_name", `x='a[$(rm -rf ~)]'; echo $((x))`, []sv{seg("echo", "$((x))"), why()}},
		{"param_squote_in_dquotes", `echo "${x:-'$(rm -rf ~)'}"`, []sv{why(), seg("echo", `"${x:-'$(rm -rf ~)'}"`)}},
		{"trap_reset", "trap - EXIT; trap -p", []sv{seg("trap", "-", "EXIT"), seg("trap", "-p")}},
		{"export_function", "f() { a; }; export -f f", []sv{why(), seg("export", "-f", "f"), seg("a").in("function f")}},
		{"commit_heredoc", "git commit -m \"$(cat <<'EOF'\nfix (a); b\nEOF\n)\"", []sv{seg("cat").in("$( )"), seg("git", "commit", "-m", "\"$(cat <<'EOF'\nfix (a); b\nEOF\n)\"")}},
		{"heredoc_then_more_in_subst", "echo $(cat <<'EOF'\nx\nEOF\na; b)", []sv{why(), seg("cat").in("$( )"), seg("a").in("$( )"), seg("b").in("$( )"), seg("echo", "$(cat <<'EOF'\nx\nEOF\na; b)")}},
		{"comment_backslash", "a # \\\nb", []sv{why(), seg("a", "b")}},
		{"path_assign", "PATH=/tmp/x; ls", []sv{why(), seg("ls")}},
		{"path_loop_var", "for PATH in /tmp/x; do ls; done", []sv{why(), seg("ls")}},
		{"heredoc_delim_bsnl", "cat <<E\\\nOF\n$(rm -rf ~)\nEOF", []sv{why(), seg("rm", "-rf", "~").in("$( )"), seg("cat")}},
		{"procsubst_not_a_path", "cat <(git log -1)", []sv{seg("git", "log", "-1").in("<( )"), seg("cat", "<(git log -1)")}},
		{"test_clause", `[[ -f $(a) ]]`, []sv{seg("a").in("$( )")}},
		{"if", "if a; then b; elif c; then d; else e; fi", []sv{seg("a"), seg("b"), seg("c"), seg("d"), seg("e")}},
		{"while", "while a; do b; done", []sv{seg("a"), seg("b")}},
		{"until", "until a; do b; done", []sv{seg("a"), seg("b")}},
		{"for", "for i in $(a); do b $i; done", []sv{seg("a").in("$( )"), seg("b", "$i")}},
		{"for_c", "for ((i=0; i<$(a); i++)); do b; done", []sv{why(), seg("a").in("$( )"), seg("b")}},
		{"select", "select x in a b; do c; done", []sv{seg("c")}},
		{"case", "case $(a) in x) b;; *) c;; esac", []sv{seg("a").in("$( )"), seg("b"), seg("c")}},
		{"negated", "! a", []sv{seg("a")}},
		{"coproc", "coproc a x", []sv{seg("a", "x").in("coproc")}},
		{"coproc_named", "coproc N { a; }", []sv{seg("a").in("coproc")}},
		{"time_keyword", "time a | b", []sv{seg("a"), seg("b")}},
		{"function_called", "f() { rm -rf x; }; f", []sv{seg("f"), seg("rm", "-rf", "x").in("function f")}},
		{"function_keyword", "function g { a; }; g 1", []sv{seg("g", "1"), seg("a").in("function g")}},
		{"function_uncalled", "f() { a; }", []sv{seg("a").in("function f")}},
		{"function_recursive", "f() { a; f; }; f", []sv{seg("f"), seg("a").in("function f"), seg("f").in("function f")}},
		{"function_via_command", "f() { a; }; command f", []sv{seg("f"), seg("a").in("function f")}},
		{"function_params", `f() { rm -rf "$1" $2 "$3"; }; f / 'a b'`, []sv{seg("f", "/", "a b"), seg("rm", "-rf", "/", "a", "b", "").in("function f")}},
		{"function_dollar0_unknown", `f() { $0 -c 'rm -rf /'; }; f`, []sv{seg("f"), why("$0", "-c", "rm -rf /").in("function f")}},
		{"function_all_params", `f() { command "$@"; }; f rm -rf x`, []sv{seg("f", "rm", "-rf", "x"), seg("rm", "-rf", "x").in("function f")}},
		{"function_shift_unknown", `f() { shift; rm "$1"; }; f a b`, []sv{seg("f", "a", "b"), seg("shift").in("function f"), seg("rm", `"$1"`).in("function f")}},
		{"bash_c_params", `bash -c 'rm -rf "$1"' _ /`, []sv{seg("bash", "-c", `rm -rf "$1"`, "_", "/").container(), seg("rm", "-rf", "/").in("bash -c")}},
		{"bash_c_param_split", `bash -c '$0 $1' rm '-rf /'`, []sv{seg("bash", "-c", "$0 $1", "rm", "-rf /").container(), seg("rm", "-rf", "/").in("bash -c")}},
		{"bash_c_param_empty_vanishes", `bash -c 'rm -rf $1 x' _ ''`, []sv{seg("bash", "-c", "rm -rf $1 x", "_", "").container(), seg("rm", "-rf", "x").in("bash -c")}},
		{"bash_c_param_glob_dynamic", `bash -c 'rm $1' _ '* x'`, []sv{seg("bash", "-c", "rm $1", "_", "* x").container(), seg("rm", "$1").in("bash -c")}},
		{"bash_c_param_ifs_dynamic", `IFS=: bash -c 'rm $1' _ 'a:b c'`, []sv{seg("bash", "-c", "rm $1", "_", "a:b c").container(), seg("rm", "$1").in("bash -c")}},
		{"bash_c_unset_param_vanishes", `bash -c '$1 rm x'`, []sv{seg("bash", "-c", "$1 rm x").container(), seg("rm", "x").in("bash -c")}},
		{"declare", "export A=$(a) B=1", []sv{seg("a").in("$( )"), seg("export", "A=$(a)", "B=1")}},
		{"assign_only_subst", "X=$(a)", []sv{seg("a").in("$( )")}},
		{"redirect_subst", "a > $(b)", []sv{seg("b").in("$( )"), seg("a")}},
		{"heredoc_subst", "cat <<EOF\n$(a)\nEOF", []sv{seg("a").in("$( )"), seg("cat")}},
		{"heredoc_quoted_data", "cat <<'EOF'\n$(a)\nEOF", []sv{seg("cat")}},
		{"param_default_subst", "echo ${x:-$(a)}", []sv{seg("a").in("$( )"), seg("echo", "${x:-$(a)}")}},

		// Recursion into strings that run as code.
		{"bash_c", `bash -c "bash -c 'rm -rf /'"`, []sv{
			seg("bash", "-c", "bash -c 'rm -rf /'").container(),
			seg("bash", "-c", "rm -rf /").container().in("bash -c"),
			seg("rm", "-rf", "/").in("bash -c", "bash -c")}},
		{"sh_lc", "sh -lc 'a; b'", []sv{seg("sh", "-lc", "a; b").container(), seg("a").in("sh -c"), seg("b").in("sh -c")}},
		{"bash_opts_before_c", "bash -e -o pipefail -c a", []sv{seg("bash", "-e", "-o", "pipefail", "-c", "a").container(), seg("a").in("bash -c")}},
		{"zsh_c", "zsh -c 'a'", []sv{seg("zsh", "-c", "a").container(), seg("a").in("zsh -c")}},
		{"eval", `eval "rm -rf /"`, []sv{seg("eval", "rm -rf /").container(), seg("rm", "-rf", "/").in("eval")}},
		{"eval_words", `eval rm '-rf' x`, []sv{seg("eval", "rm", "-rf", "x").container(), seg("rm", "-rf", "x").in("eval")}},
		{"find_exec", `find . -exec rm {} \;`, []sv{seg("find", ".", "-exec", "rm", "{}", ";").container(), seg("rm", "{}").in("find -exec")}},
		{"find_execdir_plus", `find . -name x -execdir a {} +`, []sv{seg("find", ".", "-name", "x", "-execdir", "a", "{}", "+").container(), seg("a", "{}").in("find -execdir")}},
		{"find_two_execs", `find . -ok a \; -exec b {} \;`, []sv{seg("find", ".", "-ok", "a", ";", "-exec", "b", "{}", ";").container(), seg("a").in("find -ok"), seg("b", "{}").in("find -exec")}},
		{"find_delete", `find . -delete`, []sv{seg("find", ".", "-delete")}},
		{"xargs_opts", "a | xargs -0 rm", []sv{seg("a"), seg("xargs", "-0", "rm").container(), seg("rm").in("xargs")}},
		{"xargs_I", "a | xargs -I{} sh -c 'b {}'", []sv{seg("a"), seg("xargs", "-I{}", "sh", "-c", "b {}").container(), seg("sh", "-c", "b {}").container().in("xargs").unres(), seg("b", "{}").in("xargs", "sh -c")}},
		{"xargs_I_args_dynamic", "a | xargs -I% rm %/x", []sv{seg("a"), seg("xargs", "-I%", "rm", "%/x").container(), seg("rm", "%/x").in("xargs")}},
		{"sudo_shell", "sudo -s rm -rf x", []sv{seg("sudo", "-s", "rm", "-rf", "x").container(), seg("rm", "-rf", "x").in("sudo", "sudo -s")}},
		{"awk_dynamic", `awk "$p" f`, []sv{seg("awk", `"$p"`, "f").unres()}},
		{"xargs_J_bsd", "a | xargs -J {} rm -rf {}", []sv{seg("a"), seg("xargs", "-J", "{}", "rm", "-rf", "{}").container(), seg("rm", "-rf", "{}").in("xargs")}},
		{"xargs_R_S_bsd", "a | xargs -R 2 -S 255 -I % rm %", []sv{seg("a"), seg("xargs", "-R", "2", "-S", "255", "-I", "%", "rm", "%").container(), seg("rm", "%").in("xargs")}},
		{"xargs_optional_attached", "a | xargs -eIN -i rm", []sv{seg("a"), seg("xargs", "-eIN", "-i", "rm").container(), seg("rm").in("xargs")}},
		{"xargs_bare_stripped", "a | xargs rm -f", []sv{seg("a"), seg("rm", "-f")}},
		{"parallel", "parallel a ::: x y", []sv{seg("parallel", "a", ":::", "x", "y").container(), seg("a", "x").in("parallel :::"), seg("a", "y").in("parallel :::")}},
		{"parallel_args_substituted", "parallel rm -rf {} ::: build /", []sv{seg("parallel", "rm", "-rf", "{}", ":::", "build", "/").container(), seg("rm", "-rf", "build").in("parallel :::"), seg("rm", "-rf", "/").in("parallel :::")}},
		{"parallel_args_appended", "parallel -j2 rm -rf ::: 'a b'", []sv{seg("parallel", "-j2", "rm", "-rf", ":::", "a b").container(), seg("rm", "-rf", "a b").in("parallel :::")}},
		{"parallel_args_derived", "parallel mv {} {.}.bak {/} {//} ::: d/x.txt", []sv{seg("parallel", "mv", "{}", "{.}.bak", "{/}", "{//}", ":::", "d/x.txt").container(), seg("mv", "d/x.txt", "d/x.bak", "x.txt", "d").in("parallel :::")}},
		{"parallel_args_placeholder_value", "parallel rm {} ::: '{.}'", []sv{seg("parallel", "rm", "{}", ":::", "{.}").container(), seg("rm", "{.}").in("parallel :::")}},
		{"parallel_args_other_replace", "parallel -I @ rm -rf {} @ ::: x", []sv{seg("parallel", "-I", "@", "rm", "-rf", "{}", "@", ":::", "x").container(), seg("rm", "-rf", "{}", "@").in("parallel")}},
		{"parallel_args_file_unknown", "parallel rm {} :::: list", []sv{seg("parallel", "rm", "{}", "::::", "list").container(), seg("rm", "{}").in("parallel")}},
		{"parallel_joined_and_quoted", "parallel bash -c 'git reset --hard' ::: ok", []sv{
			seg("parallel", "bash", "-c", "git reset --hard", ":::", "ok").container(),
			seg("bash", "-c", "git", "reset", "--hard", "ok").container().in("parallel :::"), seg("git").in("parallel :::", "bash -c"),
			seg("bash", "-c", "git reset --hard", "ok").container().in("parallel :::"), seg("git", "reset", "--hard").in("parallel :::", "bash -c")}},
		{"parallel_q_quoted", "parallel -q bash -c 'rm -rf {}' ::: /", []sv{
			seg("parallel", "-q", "bash", "-c", "rm -rf {}", ":::", "/").container(),
			seg("bash", "-c", "rm -rf /").container().in("parallel :::"), seg("rm", "-rf", "/").in("parallel :::", "bash -c")}},
		{"parallel_slot_not_spelt", "parallel rm {%} ::: a", []sv{seg("parallel", "rm", "{%}", ":::", "a").container(), seg("rm", "{%}").in("parallel")}},
		{"parallel_second_source_not_spelt", "parallel rm {2} ::: a", []sv{seg("parallel", "rm", "{2}", ":::", "a").container(), seg("rm", "{2}").in("parallel"), seg("rm", "{2}").in("parallel")}},
		{"parallel_commands", "parallel ::: 'a 1' 'b 2'", []sv{seg("parallel", ":::", "a 1", "b 2").container(), seg("a", "1").in("parallel :::"), seg("b", "2").in("parallel :::")}},
		{"watch", "watch -n 1 'rm -rf x'", []sv{seg("watch", "-n", "1", "rm -rf x").container(), seg("rm", "-rf", "x").in("watch")}},
		{"watch_exec", "watch -x rm x", []sv{seg("watch", "-x", "rm", "x").container(), seg("rm", "x").in("watch")}},
		{"flock_c", "flock /tmp/l -c 'rm x'", []sv{seg("flock", "/tmp/l", "-c", "rm x").container(), seg("rm", "x").in("flock -c")}},
		{"flock_cmd", "flock -w 5 /tmp/l rm x", []sv{seg("flock", "-w", "5", "/tmp/l", "rm", "x").container(), seg("rm", "x").in("flock")}},
		{"su_c", "su root -c 'rm x'", []sv{seg("su", "root", "-c", "rm x").container(), seg("rm", "x").in("su -c")}},
		{"trap", "trap 'rm -rf /tmp/x' EXIT", []sv{why(), seg("trap", "rm -rf /tmp/x", "EXIT").container(), seg("rm", "-rf", "/tmp/x").in("trap")}},
		{"trap_reset", "trap - EXIT", []sv{seg("trap", "-", "EXIT")}},
		{"script_c", "script -qc 'rm x' /dev/null", []sv{seg("script", "-qc", "rm x", "/dev/null").container(), seg("rm", "x").in("script -c")}},
		{"heredoc_to_shell", "bash <<EOF\nrm -rf x\nEOF", []sv{seg("bash").container(), seg("rm", "-rf", "x").in("heredoc | bash")}},
		{"herestring_to_shell", "sh <<< 'rm x'", []sv{seg("sh").container(), seg("rm", "x").in("herestring | sh")}},
		{"nested_subst_in_bash_c", `bash -c 'echo $(rm x)'`, []sv{seg("bash", "-c", "echo $(rm x)").container(), seg("rm", "x").in("bash -c", "$( )"), seg("echo", "$(rm x)").in("bash -c")}},

		// Wrappers: containers are reported, stripped wrappers are not.
		{"sudo", "sudo -u x rm -rf y", []sv{seg("sudo", "-u", "x", "rm", "-rf", "y").container(), seg("rm", "-rf", "y").in("sudo")}},
		{"sudo_assign", "sudo -E A=1 rm y", []sv{seg("sudo", "-E", "A=1", "rm", "y").container(), seg("rm", "y").in("sudo")}},
		{"sudo_list", "sudo -l", []sv{seg("sudo", "-l")}},
		{"doas", "doas -u x rm y", []sv{seg("doas", "-u", "x", "rm", "y").container(), seg("rm", "y").in("doas")}},
		{"env", "env -i A=1 rm x", []sv{seg("env", "-i", "A=1", "rm", "x").container(), seg("rm", "x").in("env")}},
		{"env_unset_chdir", "env -u HOME -C /tmp rm x", []sv{seg("env", "-u", "HOME", "-C", "/tmp", "rm", "x").container(), seg("rm", "x").in("env")}},
		{"env_split", `env -S "rm -rf x" y`, []sv{seg("env", "-S", "rm -rf x", "y").container(), seg("rm", "-rf", "x", "y").in("env")}},
		{"env_alone", "env", []sv{seg("env")}},
		{"env_dash", "env - A=1 git reset --hard", []sv{seg("env", "-", "A=1", "git", "reset", "--hard").container(), seg("git", "reset", "--hard").in("env")}},
		{"timeout", "timeout -s KILL 5 rm -rf x", []sv{seg("rm", "-rf", "x")}},
		{"timeout_k", "timeout -k 5 --preserve-status 10s rm x", []sv{seg("rm", "x")}},
		{"nice", "nice -n 10 rm x; nice -10 rm y; nice rm z", []sv{seg("rm", "x"), seg("rm", "y"), seg("rm", "z")}},
		{"nohup_stdbuf", "nohup stdbuf -o0 -eL rm x", []sv{seg("rm", "x")}},
		// time -o writes a file: time is then reported, not stripped.
		{"time_bin", "/usr/bin/time -f %e -o t.txt rm x", []sv{seg("/usr/bin/time", "-f", "%e", "-o", "t.txt", "rm", "x").container(), seg("rm", "x").in("time")}},
		{"time_bin_f", "/usr/bin/time -f %e rm x", []sv{seg("rm", "x")}},
		{"command_p", "command -p rm x", []sv{why(), seg("rm", "x")}},
		{"command_v", "command -v rm", []sv{seg("command", "-v", "rm")}},
		{"command_V", "command -V rm", []sv{seg("command", "-V", "rm")}},
		{"builtin", "builtin cd /tmp", []sv{seg("cd", "/tmp")}},
		{"noglob", "noglob rm x", []sv{seg("rm", "x")}},
		{"busybox", "busybox rm -rf x", []sv{seg("busybox", "rm", "-rf", "x").container(), seg("rm", "-rf", "x").in("busybox")}},
		{"busybox_sh", "busybox sh -c 'rm x'", []sv{seg("busybox", "sh", "-c", "rm x").container(), seg("sh", "-c", "rm x").container().in("busybox"), seg("rm", "x").in("busybox", "sh -c")}},
		{"exec", "exec -a name rm x", []sv{why(), seg("exec", "-a", "name", "rm", "x").container(), seg("rm", "x").in("exec")}},
		{"exec_redirect_only", "exec > log", []sv{seg("exec")}},
		{"setsid", "setsid -f rm x", []sv{seg("setsid", "-f", "rm", "x").container(), seg("rm", "x").in("setsid")}},
		{"ionice", "ionice -c 3 rm x", []sv{seg("ionice", "-c", "3", "rm", "x").container(), seg("rm", "x").in("ionice")}},
		{"ionice_pid", "ionice -c 3 -p 42", []sv{seg("ionice", "-c", "3", "-p", "42")}},
		{"chroot", "chroot /mnt rm x", []sv{seg("chroot", "/mnt", "rm", "x").container(), seg("rm", "x").in("chroot")}},
		{"unbuffer_caffeinate", "caffeinate -i unbuffer rm x", []sv{seg("caffeinate", "-i", "unbuffer", "rm", "x").container(), seg("unbuffer", "rm", "x").container().in("caffeinate"), seg("rm", "x").in("caffeinate", "unbuffer")}},
		{"stacked", "timeout 5 sudo env A=1 nice rm x", []sv{seg("sudo", "env", "A=1", "nice", "rm", "x").container(), seg("env", "A=1", "nice", "rm", "x").container().in("sudo"), seg("rm", "x").in("sudo", "env")}},
		{"wrapper_alone", "nohup", []sv{seg("nohup")}},

		// Interpreters expose their inline code; it is not decomposed.
		{"python_c", `python3 -c 'import os'`, []sv{seg("python3", "-c", "import os")}},
		{"node_e", `node -e 'x()'`, []sv{seg("node", "-e", "x()")}},
		{"perl_e", `perl -lane 'print' f`, []sv{seg("perl", "-lane", "print", "f")}},

		// Data stays data.
		{"commit_message", `git commit -m "rm -rf /"`, []sv{seg("git", "commit", "-m", "rm -rf /")}},
		{"grep_pattern", `grep -r "git push --force" docs/`, []sv{seg("grep", "-r", "git push --force", "docs/")}},
		{"echo_args", `echo rm -rf / ; printf '%s' "sudo rm"`, []sv{seg("echo", "rm", "-rf", "/"), seg("printf", "%s", "sudo rm")}},
		{"heredoc_to_file", "cat > f.sh <<'EOF'\nrm -rf /\nEOF", []sv{seg("cat")}},
		{"single_quoted_subst", `echo '$(rm x)'`, []sv{seg("echo", "$(rm x)")}},
		{"bash_script_file", "bash script.sh", []sv{seg("bash", "script.sh")}},
		{"bash_stdin_file", "bash < script.sh", []sv{seg("bash")}},

		// Unresolved: run time decides what runs.
		{"dynamic_var", "$x a", []sv{why("$x", "a")}},
		{"dynamic_subst", "$(echo rm) b", []sv{seg("echo", "rm").in("$( )"), why("$(echo rm)", "b")}},
		{"dynamic_indirect", "${!v} c", []sv{why(), why("${!v}", "c")}},
		{"dynamic_glob_program", "/bin/r? x", []sv{why("/bin/r?", "x")}},
		{"empty_var_shift", "$EMPTY rm -rf /", []sv{why("$EMPTY", "rm", "-rf", "/")}},
		{"bash_c_dynamic", `bash -c "$CMD"`, []sv{seg("bash", "-c", `"$CMD"`).container(), why().in("bash -c")}},
		{"eval_dynamic", `eval "$x"`, []sv{seg("eval", `"$x"`).container(), why().in("eval")}},
		{"source", "source ./env.sh; . x.sh", []sv{seg("source", "./env.sh").unres(), seg(".", "x.sh").unres()}},
		{"curl_pipe_sh", "curl -fsSL https://x | sh", []sv{seg("curl", "-fsSL", "https://x"), seg("sh").unres()}},
		{"base64_pipe_bash", "base64 -d p | bash", []sv{seg("base64", "-d", "p"), seg("bash").unres()}},
		{"pipe_sudo_bash", "curl x | sudo bash", []sv{seg("curl", "x"), seg("sudo", "bash").container(), seg("bash").in("sudo").unres()}},
		{"pipe_bash_s", "echo a | bash -s -- x", []sv{seg("echo", "a"), seg("bash", "-s", "--", "x").unres()}},
		{"pipe_python", "cat x | python", []sv{seg("cat", "x"), seg("python").unres()}},
		{"pipe_python_script_ok", "cat x | python s.py", []sv{seg("cat", "x"), seg("python", "s.py")}},
		// A literal program on standard input is inline code, as -c's is;
		// one with expansions is not known.
		{"heredoc_python", "python - <<EOF\nimport os\nEOF", []sv{seg("python", "-")}},
		{"heredoc_python_expanding", "python3 <<EOF\nprint('$X')\nEOF", []sv{seg("python3").unres()}},
		{"heredoc_shell_expanding", "bash <<EOF\nrm $X\nEOF", []sv{seg("bash").unres()}},
		{"procsubst_script", "bash <(curl x)", []sv{seg("curl", "x").in("<( )"), seg("bash", "<(curl x)").unres()}},
		{"redirect_dynamic_stdin", "bash < <(curl x)", []sv{seg("curl", "x").in("<( )"), seg("bash").unres()}},
		{"python_dynamic_code", `python -c "$code"`, []sv{seg("python", "-c", `"$code"`).unres()}},
		{"alias", "alias ls='rm -rf'; ls", []sv{seg("alias", "ls=rm -rf").unres(), seg("ls")}},
		{"ifs_assign", "IFS=/; x", []sv{why(), seg("x")}},
		{"ifs_declare", "declare IFS=x", []sv{seg("declare", "IFS=x").unres()}},
		{"pwsh_encoded", "pwsh -EncodedCommand AAAA", []sv{seg("pwsh", "-EncodedCommand", "AAAA").unres()}},
		{"find_exec_placeholder_program", `find . -exec {} \;`, []sv{seg("find", ".", "-exec", "{}", ";").container(), why("{}").in("find -exec")}},
		{"parse_error", "npm test &&", []sv{why()}},
		{"unclosed_quote", "echo 'abc", []sv{why()}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := shape(Decompose(tt.cmd, "/w", testEnv))
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tt.cmd, diff)
			}
		})
	}
}

func TestDecomposeWords(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []Word
		prog string
	}{
		{"backslash", `\rm x`, []Word{{Value: "rm"}, {Value: "x"}}, "rm"},
		{"quote_pieces", `'r'm "x"y`, []Word{{Value: "rm"}, {Value: "xy"}}, "rm"},
		{"dq_pieces", `"r"m`, []Word{{Value: "rm"}}, "rm"},
		{"ansi_c", `$'\x72m' $'a\tb' $'\101\u00e9'`, []Word{{Value: "rm"}, {Value: "a\tb"}, {Value: "Aé"}}, "rm"},
		{"abs_path", "/usr/bin/rm x", []Word{{Value: "/usr/bin/rm"}, {Value: "x"}}, "rm"},
		{"rel_path", "./bin/rm x", []Word{{Value: "./bin/rm"}, {Value: "x"}}, "rm"},
		{"line_continuation", "r\\\nm x", []Word{{Value: "rm"}, {Value: "x"}}, "rm"},
		{"brace_expansion", "{rm,-rf,/tmp/x}", []Word{{Value: "rm"}, {Value: "-rf"}, {Value: "/tmp/x"}}, "rm"},
		{"brace_in_arg", "echo a{b,c}", []Word{{Value: "echo"}, {Value: "ab"}, {Value: "ac"}}, "echo"},
		{"glob_dynamic", "rm *.txt", []Word{{Value: "rm"}, {Value: "*.txt", Dynamic: true}}, "rm"},
		{"quoted_glob_literal", `rm '*.txt'`, []Word{{Value: "rm"}, {Value: "*.txt"}}, "rm"},
		{"test_bracket_literal", `[ -f x ]`, []Word{{Value: "["}, {Value: "-f"}, {Value: "x"}, {Value: "]"}}, "["},
		{"param_dynamic", `rm "$HOME/x"`, []Word{{Value: "rm"}, {Value: `"$HOME/x"`, Dynamic: true}}, "rm"},
		{"escaped_dollar", `echo \$x "\$y"`, []Word{{Value: "echo"}, {Value: "$x"}, {Value: "$y"}}, "echo"},
		{"tilde_kept", `ls ~/x`, []Word{{Value: "ls"}, {Value: "~/x"}}, "ls"},
		{"empty_quotes", `a ''`, []Word{{Value: "a"}, {Value: ""}}, "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			segs := Decompose(tt.cmd, "/w", testEnv)
			if len(segs) != 1 {
				t.Fatalf("Decompose(%q) = %d segments, want 1: %+v", tt.cmd, len(segs), segs)
			}
			if diff := cmp.Diff(tt.want, segs[0].Argv, cmpopts.IgnoreFields(Word{}, "Pos", "End")); diff != "" {
				t.Errorf("Decompose(%q) argv mismatch (-want +got):\n%s", tt.cmd, diff)
			}
			if segs[0].Program != tt.prog {
				t.Errorf("Decompose(%q) program = %q, want %q", tt.cmd, segs[0].Program, tt.prog)
			}
		})
	}
}

// TestDecomposeWrappers checks what an allow rule sees: the wrappers that
// were stripped, the leading assignments, and AllowText.
func TestDecomposeWrappers(t *testing.T) {
	type wv struct {
		Prog     string
		Wrappers [][]string
		Assigns  []Assign
		Allow    string
		Text     string
	}
	tests := []struct {
		name string
		cmd  string
		want []wv
	}{
		{"timeout", "timeout -s KILL 5 npm test", []wv{{"npm", [][]string{{"timeout", "-s", "KILL", "5"}}, nil, "npm test", "timeout -s KILL 5 npm test"}}},
		{"nice_nohup", "nice -n 10 nohup npm test", []wv{{"npm", [][]string{{"nice", "-n", "10"}, {"nohup"}}, nil, "npm test", "nice -n 10 nohup npm test"}}},
		{"time_keyword", "time npm test", []wv{{"npm", [][]string{{"time"}}, nil, "npm test", "npm test"}}},
		// Bare xargs is stripped as Claude Code strips it, but the words it
		// appends arrive at run time: no allow text.
		{"bare_xargs", "xargs grep p", []wv{{"grep", [][]string{{"xargs"}}, nil, "", "xargs grep p"}}},
		{"safe_assign", "NODE_ENV=test LANG=C npm test", []wv{{"npm", nil, []Assign{{Name: "NODE_ENV", Value: "test"}, {Name: "LANG", Value: "C"}}, "npm test", "NODE_ENV=test LANG=C npm test"}}},
		{"unsafe_assign_kept", "AWS_PROFILE=x LC_ALL=C aws s3 ls", []wv{{"aws", nil, []Assign{{Name: "AWS_PROFILE", Value: "x"}, {Name: "LC_ALL", Value: "C"}}, "AWS_PROFILE=x aws s3 ls", "AWS_PROFILE=x LC_ALL=C aws s3 ls"}}},
		{"dynamic_assign", "A=$(a) b", []wv{{"a", nil, nil, "a", "a"}, {"b", nil, []Assign{{Name: "A", Value: "$(a)", Dynamic: true}}, "A=$(a) b", "A=$(a) b"}}},
		{"assign_then_wrapper", "LANG=C timeout 5 ls", []wv{{"ls", [][]string{{"timeout", "5"}}, []Assign{{Name: "LANG", Value: "C"}}, "ls", "LANG=C timeout 5 ls"}}},
		{"sudo_container", "sudo -u x ls", []wv{
			{"sudo", nil, nil, "sudo -u x ls", "sudo -u x ls"},
			{"ls", [][]string{{"sudo", "-u", "x"}}, nil, "ls", "sudo -u x ls"}}},
		{"env_assigns_move_in", "env A=1 LANG=C ls", []wv{
			{"env", nil, nil, "env A=1 LANG=C ls", "env A=1 LANG=C ls"},
			{"ls", [][]string{{"env", "A=1", "LANG=C"}}, []Assign{{Name: "A", Value: "1"}, {Name: "LANG", Value: "C"}}, "A=1 ls", "env A=1 LANG=C ls"}}},
		{"unresolved_no_allow", "curl x | sh", []wv{{"curl", nil, nil, "curl x", "curl x"}, {"sh", nil, nil, "", "sh"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []wv
			for _, s := range Decompose(tt.cmd, "/w", testEnv) {
				got = append(got, wv{s.Program, s.Wrappers, s.Assigns, s.AllowText, s.Text})
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tt.cmd, diff)
			}
		})
	}
}

func TestDecomposePaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	rw := func(p string) PathRef { return PathRef{Path: p, Access: Read | Write, Via: "operand"} }
	rd := func(p string, a Access) PathRef { return PathRef{Path: p, Access: a, Via: "redirect"} }
	tests := []struct {
		name string
		cmd  string
		want []PathRef
	}{
		{"redirects", "a > o 2>> e &> all >| c < in 2>&1 >&2 <&0 > /dev/null", []PathRef{rd("o", Write), rd("e", Write), rd("all", Write), rd("c", Write), rd("in", Read)}},
		{"redirect_file_dup", "a >& out", []PathRef{rd("out", Write)}},
		{"cd_may_fail", "cd src; cat a > b; cd /x && cat c; cat d", []PathRef{rd("b", Write), r("a"), rd("/w/b", Write), r("/w/a"), r("c"), r("d"), r("/w/d"), r("/w/src/d")}},
		{"cd_and_sure", "cd src && cat a > b", []PathRef{rd("b", Write), r("a")}},
		{"procsubst_operand", "cat <(git log -1) > out", []PathRef{rd("out", Write)}},
		{"redirect_readwrite", "a <> f", []PathRef{rd("f", Read|Write)}},
		{"redirect_only", "> trunc.txt", []PathRef{rd("trunc.txt", Write)}},
		{"redirect_compound", "{ a; b; } > out", []PathRef{rd("out", Write)}},
		{"redirect_loop_input", "while read l; do a; done < list", []PathRef{rd("list", Read)}},
		{"redirect_dynamic", `a > "$f"`, []PathRef{{Path: `"$f"`, Dynamic: true, Access: Write, Via: "redirect"}}},
		{"heredoc_target", "cat > f.txt <<EOF\nx\nEOF", []PathRef{{Path: "f.txt", Access: Write, Via: "heredoc"}}},
		{"cat_head_tail", "cat a b; head -n 5 c; tail -f -n1 d; less e", []PathRef{r("a"), r("b"), r("c"), r("d"), r("e")}},
		{"cat_dash_stdin", "cat - a", []PathRef{r("a")}},
		{"grep_pattern_skipped", `grep -rn "rm -rf" src lib`, []PathRef{r("src"), r("lib")}},
		{"grep_e", `grep -e p -f pats.txt src`, []PathRef{r("pats.txt"), r("src")}},
		{"grep_context", `grep -A 3 p f`, []PathRef{r("f")}},
		{"rg", `rg -g '*.go' -t go pattern dir`, []PathRef{r("dir")}},
		{"rg_files", `rg --files dir`, []PathRef{r("dir")}},
		{"sed_read", `sed -n 's/a/b/p' f`, []PathRef{r("f")}},
		{"sed_inplace", `sed -i.bak -e 's/a/b/' f g`, []PathRef{rw("f"), w("f.bak"), rw("g"), w("g.bak")}},
		{"sed_inplace_star", `sed -i'old_*' -e 's/a/b/' d/f`, []PathRef{rw("d/f"), w("d/old_f")}},
		{"sed_inplace_long", `sed --in-place 's/a/b/' f`, []PathRef{rw("f")}},
		{"awk", `awk -F: -v x=1 '{print}' a n=1 b`, []PathRef{r("a"), r("b")}},
		{"awk_f", `awk -f prog.awk data`, []PathRef{r("prog.awk"), r("data")}},
		{"cp", "cp -r a b dest/", []PathRef{r("a"), r("b"), w("dest/")}},
		{"cp_target", "cp -t dest a b", []PathRef{w("dest"), r("a"), r("b")}},
		{"mv", "mv a b", []PathRef{w("a"), w("b")}},
		{"ln", "ln -sf target link", []PathRef{r("target"), w("link")}},
		{"tee", "a | tee -a log out", []PathRef{w("log"), w("out")}},
		{"touch_rm_mkdir", "touch -r ref f; rm -rf -- -x y; mkdir -p -m 755 d; rmdir e", []PathRef{r("ref"), w("f"), w("-x"), w("y"), w("d"), w("e")}},
		{"rm_after_operand_opts", "rm x -rf", []PathRef{w("x")}},
		{"chmod_chown", "chmod -R 755 a; chmod -w b; chown -R u:g c; chgrp g d", []PathRef{w("a"), w("b"), w("c"), w("d")}},
		{"truncate_shred", "truncate -s 0 a; shred -n 3 -u b", []PathRef{w("a"), w("b")}},
		{"dd", "dd if=/dev/sda of=disk.img bs=1M", []PathRef{r("/dev/sda"), w("disk.img")}},
		{"dd_zero", "dd if=/dev/zero of=/dev/sdb", []PathRef{w("/dev/sdb")}},
		{"tar_create", "tar czf out.tgz src/ doc", []PathRef{w("out.tgz"), r("src/"), r("doc")}},
		{"tar_extract", "tar -xzf a.tgz -C /opt", []PathRef{r("a.tgz"), w("/opt")}},
		{"tar_extract_here", "tar --extract --file=a.tar", []PathRef{r("a.tar"), w(".")}},
		{"tar_list", "tar tf a.tar", []PathRef{r("a.tar")}},
		{"zip_unzip", "zip -r a.zip src; unzip -o a.zip -d out", []PathRef{w("a.zip"), r("src"), r("a.zip"), w("out")}},
		{"scp", "scp -i key a host:/x; scp host:/y b", []PathRef{r("a"), w("b")}},
		{"rsync", "rsync -av --exclude '*.o' src/ /backup/", []PathRef{r("src/"), w("/backup/")}},
		{"rsync_dry_run", "rsync -avn src/ /backup/", []PathRef{r("src/"), r("/backup/")}},
		{"rsync_dry_run_long", "rsync -a --dry-run src/ /backup/", []PathRef{r("src/"), r("/backup/")}},
		{"sort_o", "sort -o out -k 2 in", []PathRef{w("out"), r("in")}},
		{"uniq_xxd", "uniq in out; xxd bin hex", []PathRef{r("in"), w("out"), r("bin"), w("hex")}},
		{"misc_read", "wc -l a; diff b c; stat d; file e; od -c f; base64 g; jq .x h.json", []PathRef{r("a"), r("b"), r("c"), r("d"), r("e"), r("f"), r("g"), r("h.json")}},
		{"openssl", "openssl enc -in a -out b -pass pass:x", []PathRef{r("a"), w("b")}},
		{"curl_files", "curl -o out -T up -d @data -F f=@form.bin https://x", []PathRef{w("out"), r("up"), r("data"), r("form.bin")}},
		{"wget", "wget -O out https://x", []PathRef{w("out")}},
		{"gzip", "gzip a; gzip -c b > b.gz", []PathRef{w("a"), w("a.gz"), rd("b.gz", Write), r("b")}},
		{"patch", "patch -p1 -i fix.diff", []PathRef{r("fix.diff"), w(".")}},
		{"patch_dir", "patch -d sub -p1 -i fix.diff", []PathRef{r("fix.diff"), w("sub")}},
		{"patch_file", "patch -p1 f.c fix.diff", []PathRef{{Path: "f.c", Access: Read | Write, Via: "operand"}, r("fix.diff")}},
		{"home_spellings", "cat $HOME/.ssh/id_rsa ~/.aws/credentials \"${HOME}/.netrc\"", []PathRef{r("~/.ssh/id_rsa"), r("~/.aws/credentials"), r("~/.netrc")}},
		{"home_reassigned", "HOME=/tmp; cat $HOME/x", []PathRef{{Path: "$HOME/x", Dynamic: true, Known: []string{"/tmp/x"}, Access: Read, Via: "operand"}}},
		{"var_assigned_tilde", "d=~/.s; cat ${d}sh/id_rsa", []PathRef{{Path: "${d}sh/id_rsa", Dynamic: true, Known: []string{"/home/u/.ssh/id_rsa"}, Access: Read, Via: "operand"}}},
		{"var_assigned_redirect", "d=~/.s; cat < \"${d}sh/id_rsa\"", []PathRef{{Path: "\"${d}sh/id_rsa\"", Dynamic: true, Known: []string{"/home/u/.ssh/id_rsa"}, Access: Read, Via: "redirect"}}},
		{"var_assigned_in_branch", "true && d=~/.s; cat ${d}sh/id_rsa", []PathRef{{Path: "${d}sh/id_rsa", Dynamic: true, Known: []string{"/home/u/.ssh/id_rsa"}, Access: Read, Via: "operand"}}},
		{"var_never_literal", "d=$(pwd); cat ${d}sh/id_rsa", []PathRef{{Path: "${d}sh/id_rsa", Dynamic: true, Access: Read, Via: "operand"}}},
		{"glob_operand", "rm -f *.log", []PathRef{{Path: "*.log", Dynamic: true, Access: Write, Via: "operand"}}},
		{"find_start", "find src -name x", []PathRef{r("src")}},
		{"find_delete", "find /tmp/a -delete", []PathRef{w("/tmp/a")}},
		{"sudo_inner", "sudo rm -rf /etc/x", []PathRef{w("/etc/x")}},
		{"source", "source ./env.sh", []PathRef{r("./env.sh")}},
		{"bash_script", "bash ./s.sh", []PathRef{r("./s.sh")}},
		{"perl_inplace", "perl -pi -e 's/a/b/' f", []PathRef{rw("f")}},
		{"data_not_paths", `echo /etc/passwd; git commit -m /etc/shadow`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []PathRef
			for _, s := range Decompose(tt.cmd, "/w", testEnv) {
				got = append(got, s.Paths...)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tt.cmd, diff)
			}
		})
	}
}

func TestDecomposeCwd(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		env  map[string]string
		want []string // Cwd of each segment
	}{
		{"cd_and", "cd /tmp && rm -rf x", nil, []string{"/w", "/tmp"}},
		{"cd_relative", "cd sub/../other; ls", nil, []string{"/w", "/w/other"}},
		{"cd_home", "cd; ls; cd ~/src; ls; cd $HOME/b; ls", testEnv, []string{"/w", "/home/u", "/home/u", "/home/u/src", "/home/u/src", "/home/u/b"}},
		{"cd_no_home", "cd ~; ls", map[string]string{}, []string{"/w", ""}},
		{"cd_dynamic", "cd $X; ls", nil, []string{"/w", ""}},
		{"cd_dash_unsure", "cd /a; cd /b; cd -; ls", nil, []string{"/w", "/a", "/b", ""}},
		{"subshell_no_leak", "(cd /tmp; ls); ls", nil, []string{"/w", "/tmp", "/w"}},
		{"subst_no_leak", "echo $(cd /tmp; ls); ls", nil, []string{"/w", "/tmp", "/w", "/w"}},
		{"pipe_no_leak", "cd /tmp | ls; ls", nil, []string{"/w", "/w", "/w"}},
		{"background_no_leak", "cd /tmp & ls", nil, []string{"/w", "/w"}},
		{"conditional_unknown", "test -d x && cd x; ls", nil, []string{"/w", "/w", ""}},
		{"if_unknown", "if a; then cd /a; fi; ls", nil, []string{"/w", "/w", ""}},
		{"loop_cd", "for d in a b; do ls; cd $d; done; ls", nil, []string{"", "", ""}},
		{"pushd_popd", "pushd /a; ls; popd; ls", nil, []string{"/w", "/a", "/a", "/w"}},
		{"git_C", "git -C /repo status; ls", nil, []string{"/repo", "/w"}},
		{"git_C_relative", "cd /a && git -C sub log", nil, []string{"/w", "/a/sub"}},
		{"make_C", "make -C build all", nil, []string{"/w/build"}},
		{"env_C", "env -C /x ls", nil, []string{"/w", "/x"}},
		{"sudo_D", "sudo -D /x ls", nil, []string{"/w", "/x"}},
		{"bash_c_no_leak", "bash -c 'cd /x; ls'; ls", nil, []string{"/w", "/w", "/x", "/w"}},
		{"eval_leaks", "eval 'cd /x'; ls", nil, []string{"/w", "/w", "/x"}},
		{"function_cd", "f() { cd /x; }; f; ls", nil, []string{"/w", "/w", "/x"}},
		{"cdpath", "cd src; ls", map[string]string{"CDPATH": "/elsewhere"}, []string{"/w", ""}},
		{"builtin_cd", "builtin cd /x; ls", nil, []string{"/w", "/x"}},
		{"sudo_cd_no_effect", "sudo cd /x; ls", nil, []string{"/w", "/w", "/w"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range Decompose(tt.cmd, "/w", tt.env) {
				got = append(got, s.Cwd)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Decompose(%q) cwd mismatch (-want +got):\n%s", tt.cmd, diff)
			}
		})
	}
}

func TestDecomposeCode(t *testing.T) {
	tests := []struct {
		cmd  string
		code string
	}{
		{`python3 -c 'import os; os.remove("x")'`, `import os; os.remove("x")`},
		{`python -u -c 'print(1)' arg`, `print(1)`},
		{`node -e 'require("fs")'`, `require("fs")`},
		{`node --eval='x()'`, `x()`},
		{`node -p '1+1'`, `1+1`},
		{`perl -e 'unlink "x"' -e 'print'`, "unlink \"x\"\nprint"},
		{`perl -lne 'print' f`, `print`},
		{`ruby -e 'File.delete("x")'`, `File.delete("x")`},
		{`php -r 'unlink("x");'`, `unlink("x");`},
		{`deno eval 'Deno.remove("x")'`, `Deno.remove("x")`},
		{`bun -e 'x()'`, `x()`},
		{`osascript -e 'tell app "Finder"'`, `tell app "Finder"`},
		{`awk '{ print $1 > "/dev/stderr" }' f`, `{ print $1 > "/dev/stderr" }`},
		{`pwsh -Command Remove-Item x`, `Remove-Item x`},
		{`Rscript -e 'unlink("x")'`, `unlink("x")`},
		{`python script.py`, ``},
		{`python -m http.server`, ``},
	}
	for _, tt := range tests {
		segs := Decompose(tt.cmd, "/w", nil)
		if len(segs) != 1 {
			t.Errorf("Decompose(%q) = %d segments, want 1", tt.cmd, len(segs))
			continue
		}
		if segs[0].Code != tt.code || !segs[0].Resolved {
			t.Errorf("Decompose(%q) code = %q resolved=%v, want %q resolved", tt.cmd, segs[0].Code, segs[0].Resolved, tt.code)
		}
	}
}

func TestDecomposeCaps(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		why  string
	}{
		{"too_long", strings.Repeat("a;", MaxInput), "command too long"},
		{"deep_subst_prescan", strings.Repeat("$(", 10000) + strings.Repeat(")", 10000), "nesting too deep"},
		{"deep_bash_c", nestBashC(4, strings.Repeat("$(", MaxDepth)+"ls"+strings.Repeat(")", MaxDepth)), "nesting too deep"},
		{"deep_eval", strings.Repeat("eval ", MaxDepth+2) + "ls", "nesting too deep"},
		{"long_and_chain", strings.Repeat("a && ", MaxNest+10) + "b", "nesting too deep"},
		{"many_segments", strings.Repeat("a;", MaxSegments+10), "too many segments"},
		{"function_bomb", fnBomb(20), "too many segments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			segs := Decompose(tt.cmd, "/w", nil)
			if len(segs) == 0 {
				t.Fatalf("Decompose = no segments, want one unresolved with %q", tt.why)
			}
			found := false
			for _, s := range segs {
				if !s.Resolved && s.Why == tt.why {
					found = true
				}
			}
			if !found {
				last := segs[len(segs)-1]
				t.Errorf("no unresolved segment with Why %q; last: resolved=%v why=%q", tt.why, last.Resolved, last.Why)
			}
			if len(segs) > MaxSegments+1 {
				t.Errorf("got %d segments, cap is %d", len(segs), MaxSegments)
			}
		})
	}
}

// TestDecomposeAdversarial feeds inputs meant to make a parser or walker
// slow or deep; they must come back unresolved or decomposed, never
// panic. Speed is measured by BenchmarkDecomposeAdversarial, not here.
func TestDecomposeAdversarial(t *testing.T) {
	for name, cmd := range adversarial() {
		segs := Decompose(cmd, "/w", nil)
		checkPositions(t, cmd, segs)
		if name == "semicolons_1MB" && (len(segs) != 1 || segs[0].Resolved) {
			t.Errorf("%s: want one unresolved segment, got %d", name, len(segs))
		}
	}
}

func adversarial() map[string]string {
	return map[string]string{
		"deep_subst":     strings.Repeat("$(", 10000) + strings.Repeat(")", 10000),
		"deep_backquote": strings.Repeat("`", 5000),
		"unclosed_quote": "echo 'abc" + strings.Repeat("x", 100000),
		"semicolons_1MB": strings.Repeat(";", 1<<20),
		"pipes":          strings.Repeat("a|", 20000) + "b",
		"ands":           strings.Repeat("a && ", 20000) + "b",
		"nested_ifs":     strings.Repeat("if a; then ", 2000) + "b" + strings.Repeat("; fi", 2000),
		"brace_bomb":     "echo " + strings.Repeat("{a,b}", 30),
		"function_bomb":  fnBomb(25),
		"heredocs":       strings.Repeat("cat <<E\nx\nE\n", 3000),
		"arith":          "echo $((" + strings.Repeat("1+", 20000) + "1))",
		"eval_chain":     strings.Repeat("eval ", 3000) + "ls",
	}
}

// nestBashC wraps inner in n levels of bash -c (quoting grows 4^n).
func nestBashC(n int, inner string) string {
	s := inner
	for i := 0; i < n; i++ {
		s = "bash -c " + shellQuote(s)
	}
	return s
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// fnBomb defines functions that each call the previous one twice.
func fnBomb(n int) string {
	var b strings.Builder
	b.WriteString("f0() { ls; }; ")
	for i := 1; i <= n; i++ {
		b.WriteString("f" + itoa(i) + "() { f" + itoa(i-1) + "; f" + itoa(i-1) + "; }; ")
	}
	b.WriteString("f" + itoa(n))
	return b.String()
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// checkPositions asserts every offset lies inside the command, and that a
// segment outside nested strings spans its own text.
func checkPositions(t *testing.T, cmd string, segs []Segment) {
	t.Helper()
	in := func(p int) bool { return p >= 0 && p <= len(cmd) }
	for i, s := range segs {
		if !in(s.Pos) || !in(s.End) || s.Pos > s.End {
			t.Fatalf("segment %d: span [%d,%d) outside [0,%d]", i, s.Pos, s.End, len(cmd))
		}
		for j, w := range s.Argv {
			if !in(w.Pos) || !in(w.End) || w.Pos > w.End {
				t.Fatalf("segment %d word %d: span [%d,%d) outside [0,%d]", i, j, w.Pos, w.End, len(cmd))
			}
		}
	}
}

func TestDecomposePositions(t *testing.T) {
	cmd := "A=1 sudo rm -rf x && echo $(ls y) | tee out; bash -c 'rm z'"
	segs := Decompose(cmd, "/w", nil)
	checkPositions(t, cmd, segs)
	for _, s := range segs {
		nestedString := false
		for _, n := range s.Nesting {
			if n == "bash -c" {
				nestedString = true
			}
		}
		if nestedString {
			// Words from a nested string carry the enclosing word's span.
			if got := cmd[s.Pos:s.End]; got != "'rm z'" {
				t.Errorf("nested segment %q spans %q, want the enclosing word", s.Text, got)
			}
			continue
		}
		if got := cmd[s.Pos:s.End]; got != s.Text {
			t.Errorf("segment span %q, Text %q", got, s.Text)
		}
		for _, w := range s.Argv {
			if cmd[w.Pos:w.End] == "" {
				t.Errorf("word %q has an empty span", w.Value)
			}
		}
	}
}
