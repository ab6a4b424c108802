package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestShellOptionSpellings: every spelling of a shell's -c (bundled, after
// other options, after --norc, -o NAME or "-") finds the same string,
// decomposed so the inner command is a segment of its own; an option the
// table does not know still decomposes the string but leaves the shell
// unresolved.
func TestShellOptionSpellings(t *testing.T) {
	rm := seg("rm", "x").in("bash -c")
	tests := []struct {
		cmd  string
		want []sv
	}{
		{`bash -ce 'rm x'`, []sv{seg("bash", "-ce", "rm x").container(), rm}},
		{`bash -xc 'rm x'`, []sv{seg("bash", "-xc", "rm x").container(), rm}},
		{`bash -c -e 'rm x'`, []sv{seg("bash", "-c", "-e", "rm x").container(), rm}},
		{`bash --norc -c 'rm x'`, []sv{seg("bash", "--norc", "-c", "rm x").container(), rm}},
		{`bash -norc -c 'rm x'`, []sv{seg("bash", "-norc", "-c", "rm x").container(), rm}},
		{`bash -o errexit -c 'rm x'`, []sv{seg("bash", "-o", "errexit", "-c", "rm x").container(), rm}},
		{`bash -eo pipefail -c 'rm x'`, []sv{seg("bash", "-eo", "pipefail", "-c", "rm x").container(), rm}},
		{`bash +e -c 'rm x'`, []sv{seg("bash", "+e", "-c", "rm x").container(), rm}},
		{`bash -c -- 'rm x'`, []sv{seg("bash", "-c", "--", "rm x").container(), rm}},
		{`bash -c - 'rm x'`, []sv{seg("bash", "-c", "-", "rm x").container(), rm}},
		// -O takes the next word: "-c" here is the shopt name, so
		// "rm x" is a script file.
		{`bash -O -c 'rm x'`, []sv{seg("bash", "-O", "-c", "rm x")}},
		{`bash -q -c 'rm x'`, []sv{seg("bash", "-q", "-c", "rm x").container().unres(), rm}},
		{`tcsh -fc 'rm x'`, []sv{seg("tcsh", "-fc", "rm x").container(), seg("rm", "x").in("tcsh -c")}},
		{`fish --command='rm x'`, []sv{seg("fish", "--command=rm x").container(), seg("rm", "x").in("fish -c")}},
		{`bash -c`, []sv{seg("bash", "-c")}},
	}
	for _, tt := range tests {
		got := shape(Decompose(tt.cmd, "/w", testEnv))
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tt.cmd, diff)
		}
	}
}

// TestShellScriptOperand: without -c the first operand is the script
// file, also after "-" or "--"; "-" alone or -s reads standard input.
func TestShellScriptOperand(t *testing.T) {
	tests := []struct {
		cmd    string
		script string // "" for none
		unres  bool
	}{
		{`bash s.sh -c x`, "s.sh", false},
		{`bash - -c`, "-c", false},
		{`bash -- -c`, "-c", false},
		{`bash -e s.sh`, "s.sh", false},
		{`cat x | bash -`, "", true},
		{`cat x | bash -s a`, "", true},
		{`cat x | bash -e`, "", true},
		{`bash -Z s.sh`, "s.sh", true},
	}
	for _, tt := range tests {
		segs := Decompose(tt.cmd, "/w", testEnv)
		s := segs[len(segs)-1]
		var paths []string
		for _, p := range s.Paths {
			paths = append(paths, p.Path)
		}
		if tt.script != "" && !slices.Contains(paths, tt.script) {
			t.Errorf("Decompose(%q) paths %v, want the script %q", tt.cmd, paths, tt.script)
		}
		if tt.script == "" && len(paths) != 0 {
			t.Errorf("Decompose(%q) paths %v, want none", tt.cmd, paths)
		}
		if s.Resolved == tt.unres {
			t.Errorf("Decompose(%q) resolved=%v (%s), want %v", tt.cmd, s.Resolved, s.Why, !tt.unres)
		}
	}
}

// TestInterpOptionSpellings: the inline code of each interpreter in the
// spellings the real programs accept, and unresolved where the table
// does not know an option or the code cannot be read.
func TestInterpOptionSpellings(t *testing.T) {
	tests := []struct {
		cmd   string
		code  string
		paths []string
		unres bool
	}{
		{`python3 -uc 'print(1)' a`, `print(1)`, nil, false},
		{`python3 -cprint`, `print`, nil, false},
		{`python3 -c 'print(1)' -Z`, `print(1)`, nil, false},
		{`python3 -W ignore -X dev -c 'x'`, `x`, nil, false},
		{`python3 -m http.server -Z`, ``, nil, false},
		{`python3.12 -- -c`, ``, []string{"-c"}, false},
		{`python3 -Z -c 'x'`, `x`, nil, true},
		{`python3 --frobnicate s.py`, ``, []string{"s.py"}, true},
		{`node -pe 'x'`, `x`, nil, false},
		{`node --eval='x' a -p`, `x`, nil, false},
		{`node --max_old_space_size=64 -e 'x'`, `x`, nil, false},
		{`node -r ./pre.js s.js`, ``, []string{"s.js"}, false},
		{`node --env-file=.env -e 'x'`, `x`, []string{".env"}, false},
		{`node --bogus -e 'x'`, `x`, nil, true},
		{`node -ep 'x'`, ``, []string{"x"}, true},
		{`perl -lane 'print' f`, `print`, nil, false},
		{`perl -0777 -ne 'print' f`, `print`, nil, false},
		{`perl -pi -e 's/a/b/' f`, `s/a/b/`, []string{"f"}, false},
		// -pie: "e" is -i's backup suffix, so s/a/b/ is the script file.
		{`perl -pie 's/a/b/' f`, ``, []string{"s/a/b/"}, false},
		{`ruby -rjson -e 'x'`, `x`, nil, false},
		{`ruby -C /tmp -e 'x'`, `x`, nil, true},
		{`ruby -x s.rb`, ``, []string{"s.rb"}, false},
		{`ruby -x/tmp s.rb`, ``, []string{"s.rb"}, true},
		{`php -d display_errors=1 -r 'x'`, `x`, nil, false},
		{`php -B 'a' -R 'b' -E 'c'`, "a\nb\nc", nil, false},
		{`php -f s.php`, ``, []string{"s.php"}, false},
		{`lua -e 'x'`, `x`, nil, false},
		{`Rscript --vanilla -e 'x'`, `x`, nil, false},
		{`osascript -l JavaScript -e 'x'`, `x`, nil, false},
		{`deno eval 'x'`, `x`, nil, false},
		{`deno eval --bogus 'x'`, `x`, nil, true},
		{`bun -e 'x'`, `x`, nil, false},
		{`pwsh -NoProfile -Command Remove-Item x`, `Remove-Item x`, nil, false},
		{`pwsh -nop -noni -c Get-Item y`, `Get-Item y`, nil, false},
		{`pwsh -COM Get-Item`, `Get-Item`, nil, false},
		{`pwsh --command Get-Item`, `Get-Item`, nil, false},
		{`pwsh /c Get-Item`, `Get-Item`, nil, false},
		{`powershell -ExecutionPolicy Bypass -File s.ps1 a`, ``, []string{"s.ps1"}, false},
		{`pwsh -ep Bypass s.ps1`, ``, []string{"s.ps1"}, false},
		{`pwsh -enc AAAA`, `AAAA`, nil, true},
		{`pwsh -ec AAAA`, `AAAA`, nil, true},
		{`pwsh -e AAAA`, `AAAA`, nil, true},
		{`pwsh -con x`, ``, []string{"x"}, true},
		{`powershell.exe -NoProfile -Command Remove-Item x`, `Remove-Item x`, nil, false},
		{`/mnt/c/Windows/PowerShell.EXE -enc AAAA`, `AAAA`, nil, true},
		{`python.exe -c x`, `x`, nil, false},
	}
	for _, tt := range tests {
		segs := Decompose(tt.cmd, "/w", testEnv)
		if len(segs) != 1 {
			t.Errorf("Decompose(%q) = %d segments, want 1", tt.cmd, len(segs))
			continue
		}
		s := segs[0]
		var paths []string
		for _, p := range s.Paths {
			paths = append(paths, p.Path)
		}
		if s.Code != tt.code || !slices.Equal(paths, tt.paths) || s.Resolved == tt.unres {
			t.Errorf("Decompose(%q) code %q paths %v resolved %v (%s), want %q %v %v",
				tt.cmd, s.Code, paths, s.Resolved, s.Why, tt.code, tt.paths, !tt.unres)
		}
	}
}

// TestChdirOptions: cd, pushd and popd options as their tables read them.
func TestChdirOptions(t *testing.T) {
	tests := []struct {
		cmd string
		cwd string // of the ls after it
	}{
		{"cd -P /x; ls", "/x"},
		{"cd -L -- /x; ls", "/x"},
		{"cd -q /x; ls", ""},
		{"pushd -n /x; ls", "/w"},
		{"pushd /x; pushd -n /y; popd; ls", "/y"},
		{"pushd /x; ls", "/x"},
		{"pushd /x; pushd +1; ls", ""},
		{"pushd /x; pushd -1; ls", ""},
		{"pushd /x; popd -n; ls", "/x"},
		{"pushd /x; popd +1; ls", ""},
	}
	for _, tt := range tests {
		segs := Decompose(tt.cmd, "/w", testEnv)
		last := segs[len(segs)-1]
		if last.Program != "ls" || last.Cwd != tt.cwd {
			t.Errorf("Decompose(%q) last %s cwd %q, want ls in %q", tt.cmd, last.Program, last.Cwd, tt.cwd)
		}
	}
}

// TestBuiltinOptionChecks: the builtins whose options change what later
// words run, read with their tables.
func TestBuiltinOptionChecks(t *testing.T) {
	tests := []struct {
		cmd     string
		flagged string // a word of the reason; "" for none
	}{
		{"set -eo pipefail; ls", ""},
		{"set -euxo pipefail; ls", ""},
		{"set +e; ls", ""},
		{"set -o posix; ls", "posix"},
		{"set -eo noglob; ls", "noglob"},
		{"set -f; ls", "-f"},
		{"set -- a b; ls", ""},
		{"set $x; ls", "dynamic"},
		{"shopt -q extglob; ls", ""},
		{"shopt -qs extglob; ls", "shopt"},
		{"command -p ls", "command -p"},
		{"command -vp ls", "command -p"},
		{"exec -a name ls", "exec -a"},
		{"exec -cla name ls", "exec -a"},
		{"trap -p; ls", ""},
		{"trap 'rm x' EXIT; ls", "trap"},
		{"trap -- 'rm x' EXIT; ls", "trap"},
		{"trap -x; ls", "trap"},
		{"hash -r; ls", ""},
		{"fc -l -5; ls", ""},
		{"fc -e vi -1; ls", "fc"},
		{"hash -p /bin/rm ls; ls", "hash"},
		{"complete -W '$(rm x)' foo", "complete"},
		{"complete -F f foo", "complete"},
		{"bind -x '\"\\C-x\": rm x'", "bind"},
		{"mapfile -t -C cb arr < f", "-C"},
		{"xargs python3 < f", "xargs"},
		{"xargs -n1 python3 -c 'x' < f", ""},
		{"xargs -I{} bash -c 'echo {}' < f", ""},
		{"xargs bash < f", "xargs"},
		{"declare -fx f", "function"},
		{"declare -f -x f", "function"},
		{"export -f f", "function"},
		{"declare -i n=1", "evaluate"},
		{"env -S'a {b}' ls", "env -S"},
		{"env --split-string='a $b' ls", "env -S"},
	}
	for _, tt := range tests {
		var whys []string
		for _, s := range Decompose(tt.cmd, "/w", testEnv) {
			if s.Program == "" && s.Why != "" {
				whys = append(whys, s.Why)
			}
		}
		got := strings.Join(whys, "; ")
		switch {
		case tt.flagged == "" && got != "":
			t.Errorf("Decompose(%q) flagged %q, want nothing", tt.cmd, got)
		case tt.flagged != "" && !strings.Contains(got, tt.flagged):
			t.Errorf("Decompose(%q) flagged %q, want a reason with %q", tt.cmd, got, tt.flagged)
		}
	}
}
