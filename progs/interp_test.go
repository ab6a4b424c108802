package progs

import (
	"strings"
	"testing"
)

// lead parses argv with prog's table up to the end of its options, as the
// shell reads an interpreter, and renders the items, then "|" and the
// words after the options.
func lead(prog, argv string) string {
	p := Lookup(prog)
	words := strings.Fields(argv)
	if p.Global != nil {
		// deno SUB …: the subcommand's table after it.
		return render(p.Parse(Words{Values: words}).Items)
	}
	items, next := Leading(Words{Values: words}, 0, p.Def)
	out := strings.TrimSpace(render(items) + " |")
	for _, w := range words[next:] {
		out += " " + w
	}
	return out
}

// TestInterpSpellings is each shell's and interpreter's options in their
// spellings, as the real programs read them (bash, python3, node and perl
// were run to check each line).
func TestInterpSpellings(t *testing.T) {
	tests := []struct {
		prog, argv, want string
	}{
		// bash: -c's value is the first operand, wherever the options end.
		{"bash sh zsh dash ksh mksh ash yash rbash pdksh oksh posh", "-c cmd x y", "-c=cmd | x y"},
		{"sh dash", "-ec cmd", "-e -c=cmd |"},
		{"bash", "-ce cmd x", "-c=cmd -e | x"},
		{"bash", "-xc cmd", "-x -c=cmd |"},
		{"bash", "-c -e cmd", "-c=cmd -e |"},
		{"bash", "--norc -c cmd", "--norc -c=cmd |"},
		{"bash", "-norc -c cmd", "--norc -c=cmd |"},
		{"bash", "-o errexit -c cmd", "-o=errexit -c=cmd |"},
		{"bash", "-eo pipefail -c cmd", "-e -o=pipefail -c=cmd |"},
		{"bash", "-oO errexit extglob -c cmd", "-o=errexit -O=extglob -c=cmd |"},
		{"bash", "-c -o errexit cmd", "-c=cmd -o=errexit |"},
		{"bash", "+e +O extglob -c cmd", "-e -O=extglob -c=cmd |"},
		{"bash", "-c -- cmd x", "-c=cmd -- | x"},
		{"bash", "-c - cmd x", "-c=cmd -- | x"},
		{"bash", "-c cmd -e", "-c=cmd | -e"},
		{"bash", "--rcfile f -c cmd", "--rcfile=f -c=cmd |"},
		{"bash", "- -c", "-- | -c"},
		{"bash", "-- -c", "-- | -c"},
		{"bash", "script.sh -c x", "| script.sh -c x"},
		{"bash", "-s a b", "-s | a b"},
		{"bash", "-q -c cmd", "-q -c=cmd |"},
		{"tcsh csh", "-fc cmd x", "-f -c=cmd | x"},
		{"tcsh csh", "-c -f x", "-c=-f | x"},
		{"fish", "--command=cmd", "-c=cmd |"},
		{"fish", "-Nc cmd", "-N -c=cmd |"},
		{"fish", "--no-config -- s.fish", "-N -- | s.fish"},
		// python: -c and -m end the options.
		{"python pypy", "-c code -u x", "-c=code | -u x"},
		{"python", "-uc code", "-u -c=code |"},
		{"python", "-ccode", "-c=code |"},
		{"python", "-m -c", "-m=-c |"},
		{"python", "-mjson.tool x", "-m=json.tool | x"},
		{"python", "-W ignore -Xdev -c code", "-W=ignore -X=dev -c=code |"},
		{"python", "-OO -B s.py -c", "-O -O -B | s.py -c"},
		{"python", "-- -c", "-- | -c"},
		{"python", "- x", "| - x"},
		{"python", "--check-hash-based-pycs always s.py", "--check-hash-based-pycs=always | s.py"},
		// node: whole words, -pe is both, _ for -, no bundles.
		{"node", "-e code a -p", "-e=code | a -p"},
		{"node", "-e code -p more", "-e=code -p=more |"},
		{"node", "--eval=code", "-e=code |"},
		{"node", "-pe code", "-pe=code |"},
		{"node", "-ep code", "-ep | code"},
		{"node", "--ev code", "--ev | code"},
		{"node", "--max_old_space_size=100 -e c", "--max-old-space-size=100 -e=c |"},
		{"node", "--input-type module -e c", "--input-type=module -e=c |"},
		{"node", "-r ./x.js s.js", "-r=./x.js | s.js"},
		{"node", "-- -e", "-- | -e"},
		// perl: -l and -0 take digits only; -i anything attached.
		{"perl", "-lane print f", "-l -a -n -e=print | f"},
		{"perl", "-l0 -e c", "-l=0 -e=c |"},
		{"perl", "-0777 -ne c f", "-0=777 -n -e=c | f"},
		{"perl", "-pie s/a/b/ f", "-p -i=e | s/a/b/ f"},
		{"perl", "-pi -e s/a/b/ f", "-p -i -e=s/a/b/ | f"},
		{"perl", "-i.bak -pe c f", "-i=.bak -p -e=c | f"},
		{"perl", "-e a -e b", "-e=a -e=b |"},
		{"perl", "-I /x -MPOSIX -e c", "-I=/x -M=POSIX -e=c |"},
		{"perl", "-F: -lane c", "-F=: -l -a -n -e=c |"},
		{"perl", "-e c -- -x", "-e=c -- | -x"},
		// ruby, php, lua, Rscript, osascript.
		{"ruby", "-rjson -e c", "-r=json -e=c |"},
		{"ruby", "-C /tmp -e c", "-C=/tmp -e=c |"},
		{"ruby", "-i.bak -pe c f", "-i=.bak -p -e=c | f"},
		{"php", "-r code", "-r=code |"},
		{"php", "-d auto_prepend_file=x -f s.php a", "-d=auto_prepend_file=x -f=s.php | a"},
		{"php", "--run=code", "-r=code |"},
		{"lua luajit", "-e c s.lua", "-e=c | s.lua"},
		{"lua luajit", "-ec -l mod -- s.lua", "-e=c -l=mod -- | s.lua"},
		{"Rscript R", "--vanilla -e c", "--vanilla -e=c |"},
		{"Rscript R", "--default-packages=stats -e c s.R", "--default-packages=stats -e=c | s.R"},
		{"ruby", "-e c -- -x", "-e=c -- | -x"},
		{"ruby", "--enable=frozen-string-literal -x/tmp s.rb", "--enable=frozen-string-literal -x=/tmp | s.rb"},
		{"php", "-dx=1 -- s.php", "-d=x=1 -- | s.php"},
		{"bun", "--cwd=/tmp -e code", "--cwd=/tmp -e=code |"},
		{"bun", "--print code", "-p=code |"},
		{"bun", "run dev --watch", "| run dev --watch"},
		{"deno", "eval -p code", "eval -p code"},
		{"deno", "-q eval --ext=ts code", "-q eval --ext=ts code"},
		{"deno", "run -A --allow-read=. main.ts", "run -A --allow-read=. main.ts"},
		{"tclsh wish", "-encoding utf-8 s.tcl a", "-encoding=utf-8 | s.tcl a"},
		{"irb", "-rjson -I lib --simple-prompt", "-r=json -I=lib --simple-prompt |"},
		{"osascript", "-l JavaScript -e c", "-l=JavaScript -e=c |"},
		// PowerShell: case-insensitive, prefixes, - -- / and Unicode dashes.
		{"pwsh powershell", "-Command Remove-Item x", "-command=Remove-Item x |"},
		{"pwsh", "-c Get-Item", "-command=Get-Item |"},
		{"pwsh", "-com Get-Item", "-command=Get-Item |"},
		{"pwsh", "--command Get-Item", "-command=Get-Item |"},
		{"pwsh", "/Command Get-Item", "-command=Get-Item |"},
		{"pwsh", "\u2013Command Get-Item", "-command=Get-Item |"},
		{"pwsh", "-NoProfile -NonInteractive -c x", "-noprofile -noninteractive -command=x |"},
		{"pwsh", "-nop -noni -c x", "-noprofile -noninteractive -command=x |"},
		{"pwsh", "-EncodedCommand AAAA", "-encodedcommand=AAAA |"},
		{"pwsh", "-enc AAAA", "-encodedcommand=AAAA |"},
		{"pwsh", "-e AAAA", "-encodedcommand=AAAA |"},
		{"pwsh", "-ec AAAA", "-encodedcommand=AAAA |"},
		{"pwsh", "-ea AAAA", "-encodedarguments=AAAA |"},
		{"pwsh", "-ex Bypass -File s.ps1 a", "-executionpolicy=Bypass -file=s.ps1 | a"},
		{"pwsh", "-ep Bypass s.ps1 -c x", "-executionpolicy=Bypass | s.ps1 -c x"},
		{"pwsh", "-n x", "-n | x"},
		{"pwsh", "-con x", "-con | x"},
		{"pwsh", "-command=x", "-command=x |"},
		{"pwsh", "-wd /tmp -c x", "-workingdirectory=/tmp -command=x |"},
		// Builtins.
		{"set", "-eo pipefail", "-e -o=pipefail |"},
		{"set", "+x -- a", "-x -- | a"},
		{"cd", "-P -- -x", "-P -- | -x"},
		{"pushd popd", "-2", "-2 |"},
		{"pushd popd", "+1", "+1 |"},
		{"pushd popd", "-n", "-n |"},
		{"shopt", "-qs extglob", "-q -s | extglob"},
		{"declare typeset local readonly", "-fx f", "-f -x | f"},
		{"declare typeset local readonly", "+x -- v", "-x -- | v"},
		{"export", "-fn f", "-f -n | f"},
		{"hash", "-p /bin/ls ls", "-p=/bin/ls | ls"},
		{"enable", "-f ./lib.so name", "-f=./lib.so | name"},
		{"fc", "-e vi -1", "-e=vi -1 |"},
		{"complete compgen", "-W words -F fn cmd", "-W=words -F=fn | cmd"},
		{"complete compgen", "-Cprog -- cmd", "-C=prog -- | cmd"},
		{"bind", "-x keys", "-x=keys |"},
		{"mapfile readarray", "-tC cb -c 1 arr", "-t -C=cb -c=1 | arr"},
		{"read", "-rsa arr", "-r -s -a=arr |"},
		{"read", "-p prompt -- x", "-p=prompt -- | x"},
		{"unset", "-fv a b", "-f -v | a b"},
		{"wait", "-n -p pid", "-n -p=pid |"},
		{"getopts", "ab: opt", "| ab: opt"},
		{"busybox", "--list", "--list |"},
		{"busybox", "ls -l", "| ls -l"},
		{"chmod", "-w f", "| -w f"},
		{"chmod", "-R -go+w,u=rX d", "-R | -go+w,u=rX d"},
		{"chmod", "--recur 755 d", "-R | 755 d"},
		{"printf", "-v x %s", "-v=x | %s"},
		{"ssh-add", "-t 60 key", "-t=60 | key"},
	}
	tested := map[string]bool{}
	for _, tc := range tests {
		for _, prog := range strings.Fields(tc.prog) {
			tested[prog] = true
			if got := lead(prog, tc.argv); got != tc.want {
				t.Errorf("%s %s = %q, want %q", prog, tc.argv, got, tc.want)
			}
		}
	}
	for n := range interpTable() {
		if !tested[n] {
			t.Errorf("%s: no spelling of its options is tested", n)
		}
	}
}

// TestInterpRoles is what each code option is to the shell that reads it.
func TestInterpRoles(t *testing.T) {
	tests := []struct {
		prog, opt string
		takes     Takes
		role      Role
	}{
		{"bash", "-c", Flag, RunsShell | FirstOperand},
		{"bash", "-s", Flag, Stdin},
		{"bash", "--rcfile", Value, ReadPath},
		{"fish", "-c", Value, RunsShell},
		{"python", "-c", Value, RunsCode | Ends},
		{"python", "-m", Value, RunsProgram | Ends},
		{"node", "--eval", Value, RunsCode},
		{"node", "--print", Value, RunsCode},
		{"node", "--require", Value, RunsProgram},
		{"node", "--env-file", Value, ReadPath},
		{"node", "--redirect-warnings", Value, WritePath},
		{"perl", "-e", Value, RunsCode | Script},
		{"perl", "-i", Optional, OpsWrite},
		{"ruby", "-C", Value, Dir},
		{"php", "-d", Value, Config},
		{"php", "-B", Value, RunsCode},
		{"pwsh", "-Command", Remaining, RunsCode},
		{"pwsh", "-EncodedCommand", Value, RunsCode | Opaque},
		{"pwsh", "-File", Value, ReadPath | Script | Ends},
		{"mapfile", "-C", Value, RunsShell},
		{"read", "-a", Value, Var},
		{"bind", "-x", Value, RunsShell},
		{"hash", "-p", Value, RunsProgram},
	}
	for _, tc := range tests {
		p := Lookup(tc.prog)
		if p == nil {
			t.Errorf("%s: no table", tc.prog)
			continue
		}
		o := p.Def.Lookup(tc.opt)
		if o == nil {
			t.Errorf("%s %s: not in the table", tc.prog, tc.opt)
			continue
		}
		if o.Takes != tc.takes || o.Role != tc.role {
			t.Errorf("%s %s: takes %d role %b, want takes %d role %b", tc.prog, tc.opt, o.Takes, o.Role, tc.takes, tc.role)
		}
	}
	for _, n := range []string{"bash", "sh", "zsh", "fish", "tcsh"} {
		if p := Lookup(n); !p.Interp || !p.Shell {
			t.Errorf("%s: Interp %v Shell %v, want a shell", n, p.Interp, p.Shell)
		}
	}
	for _, n := range []string{"python", "node", "perl", "ruby", "php", "lua", "Rscript", "osascript", "pwsh", "deno", "bun"} {
		if p := Lookup(n); !p.Interp || p.Shell {
			t.Errorf("%s: Interp %v Shell %v, want an interpreter", n, p.Interp, p.Shell)
		}
	}
}
