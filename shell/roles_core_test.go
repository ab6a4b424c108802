package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDecomposeCoreRoles: what the options of the search tools, pagers,
// text tools and archivers run is reported as commands of their own; what
// pregate cannot read (less commands, key files, lists of files only run
// time reads, configuration files) leaves the command unresolved.
func TestDecomposeCoreRoles(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"split_filter", `split --filter='rm -rf x' f`, []hv{outer("split", "--filter=rm -rf x", "f"), inner("rm", "-rf", "x")}},
		{"split_filter_abbrev", `split --fil='rm y' f`, []hv{outer("split", "--fil=rm y", "f"), inner("rm", "y")}},
		{"bat_pager", `bat --pager 'rm -rf x' f`, []hv{outer("bat", "--pager", "rm -rf x", "f"), inner("rm", "-rf", "x")}},
		{"ag_pager", `ag --pager 'rm x' pat f`, []hv{outer("ag", "--pager", "rm x", "pat", "f"), inner("rm", "x")}},
		{"sdiff_output", `sdiff -o m a b`, []hv{unres("sdiff", "-o", "m", "a", "b")}},
		{"sdiff_output_bundled", `sdiff -so m a b`, []hv{unres("sdiff", "-so", "m", "a", "b")}},
		{"sdiff_output_abbrev", `sdiff --outp=m a b`, []hv{unres("sdiff", "--outp=m", "a", "b")}},
		{"sdiff_read_only", `sdiff -s a b`, []hv{outer("sdiff", "-s", "a", "b")}},
		{"sdiff_diff_program", `sdiff --diff-program=./d a b`, []hv{outer("sdiff", "--diff-program=./d", "a", "b"), inner("./d")}},
		{"rg_hostname_bin", `rg --hostname-bin ./h x`, []hv{outer("rg", "--hostname-bin", "./h", "x"), inner("./h")}},
		{"rg_pre_dynamic", `rg --pre "$P" x`, []hv{outer("rg", "--pre", `"$P"`, "x"), hidden()}},
		{"less_bang", `less '+!rm -rf x' f`, []hv{unres("less", "+!rm -rf x", "f")}},
		{"less_plus_plus_bang", `less '++!x' f`, []hv{unres("less", "++!x", "f")}},
		{"less_goto_end", `less +G f`, []hv{outer("less", "+G", "f")}},
		{"less_line", `less +120 f`, []hv{outer("less", "+120", "f")}},
		{"less_search", `less +/needle f`, []hv{outer("less", "+/needle", "f")}},
		{"less_after_dashdash", `less -- +x`, []hv{outer("less", "--", "+x")}},
		{"more_search", `more +/needle f`, []hv{outer("more", "+/needle", "f")}},
		{"more_save", `more '+s out' f`, []hv{unres("more", "+s out", "f")}},
		{"less_lesskey", `less -k keys f`, []hv{unres("less", "-k", "keys", "f")}},
		{"less_lesskey_content", `less --lesskey-content='#env' f`, []hv{unres("less", "--lesskey-content=#env", "f")}},
		{"bat_generate_config", `bat --generate-config-file`, []hv{unres("bat", "--generate-config-file")}},
		{"less_tag", `less -t main`, []hv{unres("less", "-t", "main")}},
		{"less_cmd", `less --cmd='!x' f`, []hv{unres("less", "--cmd=!x", "f")}},
		{"xz_files", `xz --files=list`, []hv{unres("xz", "--files=list")}},
		{"xz_files_stdin", `xz --files0`, []hv{unres("xz", "--files0")}},
		{"zstd_filelist", `zstd --filelist l`, []hv{unres("zstd", "--filelist", "l")}},
		{"setfacl_restore", `setfacl --restore=dump`, []hv{unres("setfacl", "--restore=dump")}},
		{"file_files_from", `file -f names`, []hv{unres("file", "-f", "names")}},
		{"sha256sum_check", `sha256sum --check sums`, []hv{unres("sha256sum", "--check", "sums")}},
		{"shasum_check", `shasum -a 256 -c sums`, []hv{unres("shasum", "-a", "256", "-c", "sums")}},
		{"sha256sum_plain", `sha256sum f`, []hv{outer("sha256sum", "f")}},
		{"bsdtar_files_from", `bsdtar -cf a.tar -T list`, []hv{unres("bsdtar", "-cf", "a.tar", "-T", "list")}},
		{"rg_unknown", `rg --frobnicate x`, []hv{unres("rg", "--frobnicate", "x")}},
		{"jq_unknown", `jq -Q . f`, []hv{unres("jq", "-Q", ".", "f")}},
		{"yq_slurp_split", `yq -s . f`, []hv{unres("yq", "-s", ".", "f")}},
		{"jq_known", `jq -rc '.a' f.json`, []hv{outer("jq", "-rc", ".a", "f.json")}},
		{"jq_from_file", `jq -f prog.jq f.json`, []hv{unres("jq", "-f", "prog.jq", "f.json")}},
		{"jq_import", `jq -n 'import "cfg" as $c; $c'`, []hv{unres("jq", "-n", `import "cfg" as $c; $c`)}},
		{"jq_include", `jq 'include "m"; f' x.json`, []hv{unres("jq", `include "m"; f`, "x.json")}},
		{"yq_load", `yq '.a = load("/etc/x")' f.yaml`, []hv{unres("yq", `.a = load("/etc/x")`, "f.yaml")}},
		{"yq_plain", `yq -y '.a' f.yaml`, []hv{outer("yq", "-y", ".a", "f.yaml")}},
		{"rg_known", `rg -n --hidden -g '*.go' x`, []hv{outer("rg", "-n", "--hidden", "-g", "*.go", "x")}},
		{"ripgrep_config", `RIPGREP_CONFIG_PATH=/tmp/rc rg x`, []hv{unres("rg", "x")}},
		{"less_env_plain", `LESS=-FRX git log`, []hv{outer("git", "log")}},
		{"less_env_command", `LESS='+!rm x' git log`, []hv{unres("git", "log")}},
		{"less_env_log", `LESS='-o /tmp/l' man ls`, []hv{unres("man", "ls")}},
		{"less_env_lesskey", `LESS=--lesskey-src=k less f`, []hv{unres("less", "f")}},
		{"bat_pager_env", `BAT_PAGER='rm -rf x' bat f`, []hv{outer("bat", "f"), inner("rm", "-rf", "x")}},
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

// TestDecomposeCorePaths: the files the core tools' options and operands
// read and write.
func TestDecomposeCorePaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	pre := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand", Prefix: true} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`jq --rawfile a .env -n '$a'`, []PathRef{r(".env")}},
		{`jq -n --slurpfile a s.json --arg b .env '$a'`, []PathRef{r("s.json")}},
		{`jq -f prog.jq in.json`, []PathRef{r("prog.jq"), r("in.json")}},
		{`jq '.a' in.json`, []PathRef{r("in.json")}},
		{`jq -n --args '$ARGS' .env x`, nil},
		{`jq . in.json --args .env`, []PathRef{r("in.json")}},
		{`jq -f p.jq --jsonargs 1 2`, []PathRef{r("p.jq")}},
		{`yq -i '.a=1' f.yaml`, []PathRef{{Path: "f.yaml", Access: Read | Write, Via: "operand"}}},
		{`tree -o out.txt d`, []PathRef{w("out.txt"), r("d")}},
		{`tree -aLo 2 out.txt d`, []PathRef{w("out.txt"), r("d")}},
		{`less -o log f`, []PathRef{w("log"), r("f")}},
		{`bat -n f`, []PathRef{r("f")}},
		{`ag -g '\.go$' src`, []PathRef{r("src")}},
		{`ag needle src`, []PathRef{r("src")}},
		{`rg --files src`, []PathRef{r("src")}},
		{`split f pre.`, []PathRef{r("f"), pre("pre.")}},
		{`split -a1 -l1 f .mcp.jso`, []PathRef{r("f"), pre(".mcp.jso")}},
		{`split -l 10 f`, []PathRef{r("f"), w(".")}},
		{`csplit -f pre f 1`, []PathRef{pre("pre"), r("f")}},
		{`csplit --prefix=.en f 1`, []PathRef{pre(".en"), r("f")}},
		{`csplit -b %d -f.en f 1`, []PathRef{pre(".en"), r("f")}},
		{`csplit f 1`, []PathRef{r("f"), w(".")}},
		{`mknod p c 1 3`, []PathRef{w("p")}},
		{`chattr -i f`, []PathRef{w("f")}},
		{`chattr -R +i d`, []PathRef{w("d")}},
		{`chcon -t t f`, []PathRef{w("f")}},
		{`chcon ctx f`, []PathRef{w("f")}},
		{`setfacl -m u:x:r f`, []PathRef{w("f")}},
		{`wipefs -a /dev/sdz`, []PathRef{w("/dev/sdz")}},
		{`zstd -qfo .bashrc in`, []PathRef{w(".bashrc"), r("in")}},
		{`zstd --rm f`, []PathRef{{Path: "f", Access: Read | Write, Via: "operand"}, w("f.zst")}},
		{`xz -k f`, []PathRef{r("f"), w("f.xz")}},
		{`xz f`, []PathRef{w("f"), w("f.xz")}},
		{`xz -d .bashrc.xz`, []PathRef{w(".bashrc.xz"), w(".bashrc")}},
		{`unxz a.txz`, []PathRef{w("a.txz"), w("a.tar")}},
		{`xz -dc f.xz`, []PathRef{r("f.xz")}},
		{`xz -S .q f`, []PathRef{w("f"), w("f.q")}},
		{`bunzip2 f.bz2`, []PathRef{w("f.bz2"), w("f")}},
		{`bunzip2 f`, []PathRef{w("f")}},
		{`zstd -d x.zst`, []PathRef{r("x.zst"), w("x")}},
		{`zstd -t x.zst`, []PathRef{r("x.zst")}},
		{`gunzip f.tgz`, []PathRef{w("f.tgz"), w("f.tar")}},
		{`date -f /etc/shadow`, []PathRef{r("/etc/shadow")}},
		{`hostname -F /etc/h`, []PathRef{r("/etc/h")}},
		{`iconv -f utf-8 -t ascii -o o f`, []PathRef{w("o"), r("f")}},
		{`sdiff -o m a b`, []PathRef{w("m"), r("a"), r("b")}},
		{`xxd -r dump bin`, []PathRef{r("dump"), w("bin")}},
		{`look word /usr/share/dict/w`, []PathRef{r("/usr/share/dict/w")}},
		{`sha256sum -c sums`, []PathRef{r("sums")}},
		{`strings -n 8 @.env bin`, []PathRef{r(".env"), r("bin")}},
		{`bsdtar -xf a.tar -C out`, []PathRef{r("a.tar"), w("out")}},
		{`bsdtar -cf new.tar @old.tar f`, []PathRef{w("new.tar"), r("old.tar"), r("f")}},
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
