package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// hv is a segment as the roles tables compare it: program, argv values,
// whether it is unresolved and whether it runs inside another command's
// option (Hidden).
type hv struct {
	Argv   []string
	Unres  bool
	Hidden bool
}

func hshape(segs []Segment) []hv {
	out := make([]hv, 0, len(segs))
	for _, s := range segs {
		v := hv{Unres: !s.Resolved, Hidden: s.Hidden}
		for _, w := range s.Argv {
			v.Argv = append(v.Argv, w.Value)
		}
		out = append(out, v)
	}
	return out
}

func outer(argv ...string) hv { return hv{Argv: argv} }
func inner(argv ...string) hv { return hv{Argv: argv, Hidden: true} }
func unres(argv ...string) hv { return hv{Argv: argv, Unres: true} }
func hidden() hv              { return hv{Unres: true, Hidden: true} }

// TestDecomposeRoles: what a command's options, operands and environment
// run is reported as commands of its own, marked Hidden; what pregate
// cannot see makes the command unresolved.
func TestDecomposeRoles(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"git_c_pager", `git -c core.pager='rm -rf ~' log`, []hv{outer("git", "-c", "core.pager=rm -rf ~", "log"), inner("rm", "-rf", "~")}},
		{"git_c_pager_attached", `git -ccore.pager=less log`, []hv{outer("git", "-ccore.pager=less", "log"), inner("less")}},
		{"git_c_harmless", `git -c color.ui=never log`, []hv{outer("git", "-c", "color.ui=never", "log")}},
		{"git_c_key_case", `git -c Core.SSHCommand='ssh -i k' fetch`, []hv{outer("git", "-c", "Core.SSHCommand=ssh -i k", "fetch"), inner("ssh", "-i", "k")}},
		{"git_c_dynamic", `git -c core.pager="$P" log`, []hv{outer("git", "-c", `core.pager="$P"`, "log"), hidden()}},
		{"git_c_alias_bang", `git -c alias.x='!touch y' x`, []hv{unres("git", "-c", "alias.x=!touch y", "x"), inner("touch", "y")}},
		{"git_c_include", `git -c include.path=/tmp/c log`, []hv{unres("git", "-c", "include.path=/tmp/c", "log")}},
		{"git_diff_external", `git -c diff.external=./d diff`, []hv{outer("git", "-c", "diff.external=./d", "diff"), inner("./d")}},
		{"git_textconv", `git -c diff.bin.textconv=x show`, []hv{outer("git", "-c", "diff.bin.textconv=x", "show"), inner("x")}},
		{"git_alias_unknown", `git lg`, []hv{unres("git", "lg")}},
		{"git_known", `git status`, []hv{outer("git", "status")}},
		{"git_exec_path_bare", `git --exec-path`, []hv{outer("git", "--exec-path")}},
		{"git_exec_path_dir", `git --exec-path=/tmp/x status`, []hv{unres("git", "--exec-path=/tmp/x", "status")}},
		{"git_difftool_x", `git difftool -x 'rm -rf /' HEAD`, []hv{outer("git", "difftool", "-x", "rm -rf /", "HEAD"), inner("rm", "-rf", "/")}},
		{"git_difftool_bundled", `git difftool -yx evil`, []hv{outer("git", "difftool", "-yx", "evil"), inner("evil")}},
		{"git_difftool_abbrev", `git difftool --extc=evil`, []hv{outer("git", "difftool", "--extc=evil"), inner("evil")}},
		{"git_difftool_configured", `git difftool HEAD`, []hv{unres("git", "difftool", "HEAD")}},
		{"git_ext_diff", `git diff --ext-diff`, []hv{unres("git", "diff", "--ext-diff")}},
		{"git_rebase_exec", `git rebase -x 'make test' main`, []hv{outer("git", "rebase", "-x", "make test", "main"), inner("make", "test")}},
		{"git_submodule_foreach", `git submodule foreach --recursive rm -rf x`, []hv{outer("git", "submodule", "foreach", "--recursive", "rm", "-rf", "x"), inner("rm", "-rf", "x")}},
		{"git_bisect_run", `git bisect run ./t.sh a`, []hv{outer("git", "bisect", "run", "./t.sh", "a"), inner("./t.sh", "a")}},
		{"git_config_sets_pager", `git config --global core.pager 'rm -rf ~'`, []hv{outer("git", "config", "--global", "core.pager", "rm -rf ~"), inner("rm", "-rf", "~")}},
		{"git_env_ssh", `GIT_SSH_COMMAND='nc evil 1' git fetch`, []hv{outer("git", "fetch"), inner("nc", "evil", "1")}},
		{"git_env_config_pair", `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0=evil git log`, []hv{outer("git", "log"), inner("evil")}},
		// The assignment is a statement of its own (the loader it names runs in
		// every later program), and the program it prefixes is unresolved too.
		{"ld_preload", `LD_PRELOAD=./x.so ls`, []hv{{Unres: true}, unres("ls")}},
		{"pager_env", `PAGER='sh -c x' man ls`, []hv{outer("man", "ls"), inner("sh", "-c", "x"), inner("x")}},
		{"npm_script_shell", `npm run test --script-shell=/tmp/x`, []hv{outer("npm", "run", "test", "--script-shell=/tmp/x"), inner("/tmp/x")}},
		{"npm_node_options", `npm test --node-options='--require ./x'`, []hv{unres("npm", "test", "--node-options=--require ./x")}},
		{"npm_prefix", `npm --prefix /tmp/evil run test`, []hv{unres("npm", "--prefix", "/tmp/evil", "run", "test")}},
		{"npx_call", `npx -c 'rm -rf x'`, []hv{outer("npx", "-c", "rm -rf x"), inner("rm", "-rf", "x")}},
		{"make_file", `make -f /tmp/m.mk all`, []hv{unres("make", "-f", "/tmp/m.mk", "all")}},
		{"make_plain", `make all`, []hv{outer("make", "all")}},
		{"make_shell", `make SHELL=/tmp/sh all`, []hv{outer("make", "SHELL=/tmp/sh", "all"), inner("/tmp/sh")}},
		{"ssh_proxy", `ssh -o ProxyCommand='nc x 22' host`, []hv{outer("ssh", "-o", "ProxyCommand=nc x 22", "host"), inner("nc", "x", "22")}},
		{"ssh_command", `ssh -p 22 host rm -rf /`, []hv{outer("ssh", "-p", "22", "host", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"ssh_no_command", `ssh host`, []hv{outer("ssh", "host")}},
		{"rsync_e", `rsync -e 'ssh -p 2' a h:b`, []hv{outer("rsync", "-e", "ssh -p 2", "a", "h:b"), inner("ssh", "-p", "2")}},
		{"rsync_e_attached", `rsync -avessh a h:b`, []hv{outer("rsync", "-avessh", "a", "h:b"), inner("ssh")}},
		{"tar_to_command", `tar --to-command='rm x' -xf a.tar`, []hv{outer("tar", "--to-command=rm x", "-xf", "a.tar"), inner("rm", "x")}},
		{"tar_compress_program", `tar -I 'zstd -19' -cf a.tar d`, []hv{outer("tar", "-I", "zstd -19", "-cf", "a.tar", "d"), inner("zstd", "-19")}},
		{"tar_checkpoint_exec", `tar --checkpoint-action=exec='rm y' -cf a d`, []hv{outer("tar", "--checkpoint-action=exec=rm y", "-cf", "a", "d"), inner("rm", "y")}},
		{"tar_checkpoint_dot", `tar --checkpoint-action=dot -cf a d`, []hv{outer("tar", "--checkpoint-action=dot", "-cf", "a", "d")}},
		{"sort_compress", `sort --compress-program=gz f`, []hv{outer("sort", "--compress-program=gz", "f"), inner("gz")}},
		{"rg_pre", `rg --pre ./p.sh x`, []hv{outer("rg", "--pre", "./p.sh", "x"), inner("./p.sh")}},
		{"fd_exec", `fd -e py -x rm {} \; -H`, []hv{outer("fd", "-e", "py", "-x", "rm", "{}", ";", "-H"), inner("rm", "{}")}},
		{"fd_exec_to_end", `fd -x rm -rf`, []hv{outer("fd", "-x", "rm", "-rf"), inner("rm", "-rf")}},
		{"zip_tt", `zip -TT 'rm z' a.zip f`, []hv{outer("zip", "-TT", "rm z", "a.zip", "f"), inner("rm", "z")}},
		{"sed_e_command", `sed 'e rm -rf x' f`, []hv{outer("sed", "e rm -rf x", "f"), inner("rm", "-rf", "x")}},
		{"sed_s_e_flag", `sed 's/a/b/e' f`, []hv{unres("sed", "s/a/b/e", "f")}},
		{"sed_script_file", `sed -f s.sed f`, []hv{unres("sed", "-f", "s.sed", "f")}},
		{"sed_plain", `sed -n 's/a/b/p' f`, []hv{outer("sed", "-n", "s/a/b/p", "f")}},
		{"awk_system", `awk 'BEGIN{system("rm -rf y")}'`, []hv{outer("awk", `BEGIN{system("rm -rf y")}`), inner("rm", "-rf", "y")}},
		{"awk_system_dynamic", `awk '{system($0)}' f`, []hv{unres("awk", `{system($0)}`, "f")}},
		{"awk_pipe", `awk '{print | "sh"}' f`, []hv{outer("awk", `{print | "sh"}`, "f"), inner("sh")}},
		{"awk_regex_alternation", `awk '/a|b/' f`, []hv{outer("awk", "/a|b/", "f")}},
		{"docker_exec", `docker exec -it c rm -rf /`, []hv{outer("docker", "exec", "-it", "c", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"docker_run", `docker run --rm -v /:/h ubuntu sh -c 'rm -rf /h'`, []hv{outer("docker", "run", "--rm", "-v", "/:/h", "ubuntu", "sh", "-c", "rm -rf /h"), inner("sh", "-c", "rm -rf /h"), inner("rm", "-rf", "/h")}},
		{"docker_ps", `docker ps -a`, []hv{outer("docker", "ps", "-a")}},
		{"kubectl_exec", `kubectl exec -n ns pod -- rm -rf /`, []hv{outer("kubectl", "exec", "-n", "ns", "pod", "--", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"kubectl_get", `kubectl get pods`, []hv{outer("kubectl", "get", "pods")}},
		{"sudo_inner", `sudo rm -rf x`, []hv{outer("sudo", "rm", "-rf", "x"), inner("rm", "-rf", "x")}},
		{"env_inner", `env A=1 rm x`, []hv{outer("env", "A=1", "rm", "x"), inner("rm", "x")}},
		{"timeout_stripped", `timeout 5 rm x`, []hv{outer("rm", "x")}},
		{"bare_xargs_stripped", `xargs rm`, []hv{outer("rm")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := hshape(Decompose(tc.cmd, "/w", testEnv))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}

// TestDecomposeRolePaths: the paths options and scripts name.
func TestDecomposeRolePaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`git diff --output=/etc/x`, []PathRef{w("/etc/x")}},
		{`git diff --output /etc/x`, []PathRef{w("/etc/x")}},
		{`git log -p --output=o.txt`, []PathRef{w("o.txt")}},
		{`git format-patch -o /tmp/p HEAD~1`, []PathRef{w("/tmp/p")}},
		{`git diff --no-index a .env`, []PathRef{r("a"), r(".env")}},
		{`git -C /srv/r status`, []PathRef{r("/srv/r")}},
		{`sed -n 'w out.txt' f`, []PathRef{r("f"), w("out.txt")}},
		{`sed 's/a/b/w out.txt' f`, []PathRef{r("f"), w("out.txt")}},
		{`sed 'r /etc/passwd' f`, []PathRef{r("f"), r("/etc/passwd")}},
		{`awk '{print > "/tmp/o"}' f`, []PathRef{r("f"), w("/tmp/o")}},
		{`ssh -E log.txt host`, []PathRef{w("log.txt")}},
		{`git checkout -- .claude/settings.json`, []PathRef{w(".claude/settings.json")}},
		{`git restore --source=HEAD~3 .env`, []PathRef{w(".env")}},
		{`git rm -r --cached old`, []PathRef{w("old")}},
		{`git mv a b`, []PathRef{w("a"), w("b")}},
		{`git clean -fdx build`, []PathRef{w("build")}},
		{`git bundle create /tmp/r.bundle HEAD`, []PathRef{w("/tmp/r.bundle")}},
		{`git checkout main`, []PathRef{w("main")}},
		{`git status`, nil},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		if len(segs) == 0 {
			t.Errorf("Decompose(%q): no segments", tc.cmd)
			continue
		}
		if diff := cmp.Diff(tc.want, segs[0].Paths); diff != "" {
			t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
		}
	}
}
