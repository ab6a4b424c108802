package progs

import (
	"strings"
	"testing"
)

// TestCoreSpellings checks, for the closed tables of the search tools,
// pagers, text tools and archivers, that each spelling of an option with
// a role (bundled, attached, "=", abbreviated where the program allows it,
// the next word) is parsed as that option with its value and role, and
// that a word after "--" is an operand.
func TestCoreSpellings(t *testing.T) {
	tests := []struct {
		prog, argv string
		opt        string // canonical spelling looked for
		value      string // its value ("" for none)
		role       Role
	}{
		{"rg", "--pre ./p.sh x", "--pre", "./p.sh", RunsProgram},
		{"rg", "--pre=./p.sh x", "--pre", "./p.sh", RunsProgram},
		{"rg", "-nz x", "-z", "", Runs},
		{"rg", "-if pats x", "-f", "pats", ReadPath | Script},
		{"rg", "-fpats x", "-f", "pats", ReadPath | Script},
		{"rg", "--ignore-file=.ign x", "--ignore-file", ".ign", ReadPath},
		{"rg", "--hostname-bin ./h x", "--hostname-bin", "./h", RunsProgram},
		{"ag", "--pag=./p x", "--pager", "./p", RunsShell},
		{"ag", "-p .ign x", "-p", ".ign", ReadPath},
		{"ag", "--path-to=.ign x", "-p", ".ign", ReadPath},
		{"jq", "--rawfile a .env -n $a", "--rawfile", ".env", ReadPath},
		{"jq", "-n --slurpfile a s.json $a", "--slurpfile", "s.json", ReadPath},
		{"jq", "--argfile a s.json .", "--argfile", "s.json", ReadPath},
		{"jq", "--arg a .env .", "--arg", ".env", 0},
		{"jq", "-rf prog.jq in", "-f", "", Script},
		{"jq", "-L/tmp/mods .", "-L", "/tmp/mods", ReadPath},
		{"jq", "--library-path /tmp/mods .", "-L", "/tmp/mods", ReadPath},
		{"yq", "-yi . f.yaml", "-i", "", OpsWrite},
		{"yq", "--in-place . f.yaml", "-i", "", OpsWrite},
		{"yq", "--rawfile a .env .", "--rawfile", ".env", ReadPath},
		{"bat", "--pager=less f", "--pager", "less", RunsProgram},
		{"bat", "--pager 'rm x' f", "--pager", "'rm", RunsProgram},
		{"less", "-ofile.log f", "-o", "file.log", WritePath},
		{"less", "-SO log f", "-O", "log", WritePath},
		{"less", "--log-f=log f", "-o", "log", WritePath},
		{"less", "-k keys f", "-k", "keys", ReadPath | Config},
		{"less", "--lesskey-src=k f", "--lesskey-src", "k", ReadPath | Config},
		{"less", "--cmd=!x f", "--cmd", "!x", Config},
		{"less", "--tty /dev/tty f", "--tty", "/dev/tty", ReadPath},
		{"tree", "-aL 2 -o out d", "-o", "out", WritePath},
		{"tree", "-Lo 2 out d", "-o", "out", WritePath},
		{"tree", "--gitfile=ig d", "--gitfile", "ig", ReadPath},
		{"tree", "-R -H x d", "-R", "", Writes},
		{"file", "-m magic f", "-m", "magic", ReadPath},
		{"file", "--files-f=list", "-f", "list", ReadPath},
		{"file", "-Cm magic", "-C", "", Writes},
		{"patch", "-o out f d", "-o", "out", WritePath},
		{"patch", "-p1 -ifix.diff", "-i", "fix.diff", ReadPath},
		{"patch", "--reject-fi=r.rej", "-r", "r.rej", WritePath},
		{"patch", "-d sub -p1", "-d", "sub", Dir},
		{"patch", "--dir=sub", "-d", "sub", Dir},
		{"patch", "-B /tmp/b/ f", "-B", "/tmp/b/", WritePath},
		{"sdiff", "--diff-prog=./d a b", "--diff-program", "./d", RunsProgram},
		{"sdiff", "-so out a b", "-o", "out", WritePath | Runs},
		{"sdiff", "--out=out a b", "-o", "out", WritePath | Runs},
		{"split", "--filter='gzip' f", "--filter", "'gzip'", RunsShell},
		{"split", "--fil=x f", "--filter", "x", RunsShell},
		{"csplit", "-fout f 1", "-f", "out", WritePath},
		{"iconv", "-f utf-8 -t ascii -o out f", "-o", "out", WritePath},
		{"iconv", "--out=out f", "-o", "out", WritePath},
		{"hexdump", "-f fmt f", "-f", "fmt", ReadPath},
		{"hexdump", "--format-f=fmt f", "-f", "fmt", ReadPath},
		{"date", "-f /etc/shadow", "-f", "/etc/shadow", ReadPath},
		{"date", "--fi=/etc/shadow", "-f", "/etc/shadow", ReadPath},
		{"date", "-r f", "-r", "f", ReadPath},
		{"hostname", "-F name", "-F", "name", ReadPath},
		{"hostname", "--file=name", "-F", "name", ReadPath},
		{"setfacl", "-M acl f", "-M", "acl", ReadPath},
		{"setfacl", "--restore=dump", "--restore", "dump", ReadPath},
		{"chcon", "--reference=r f", "--reference", "r", ReadPath | Script},
		{"chattr", "-i f", "-i", "", Script},
		{"chattr", "-Rp 5 f", "-p", "5", 0},
		{"wipefs", "-ab /dev/x", "-b", "", Writes},
		{"zstd", "-qfo out in", "-o", "out", WritePath},
		{"zstd", "-o out in", "-o", "out", WritePath},
		{"zstd", "-T4 -D dict in", "-D", "dict", ReadPath},
		{"zstd", "--rm in", "--rm", "", OpsWrite},
		{"zstd", "--patch-from=old new", "--patch-from", "old", ReadPath},
		{"zstd", "--output-dir-flat out in", "--output-dir-flat", "out", WritePath},
		{"zstd", "-dc in", "-c", "", OpsRead},
		{"xz", "-dk f.xz", "-k", "", OpsRead},
		{"xz", "--files=list", "--files", "list", ReadPath},
		{"xz", "--to-std f", "-c", "", OpsRead},
		{"bzip2", "-dc f.bz2", "-c", "", OpsRead},
		{"bsdtar", "-cf a.tar -T list", "-T", "list", ReadPath},
		{"bsdtar", "--use-compress=zstd -cf a d", "--use-compress-program", "zstd", RunsProgram},
		{"bsdtar", "-xf a -C out", "-C", "out", Dir},
		{"bsdtar", "--cd=out -xf a", "-C", "out", Dir},
		{"bsdtar", "--lzop -cf a d", "--lzop", "", Runs},
		{"bsdtar", "--newer-than=ref -cf a d", "--newer-than", "ref", ReadPath},
		{"xxd", "-r -ps in out", "-r", "", 0},
		{"md5sum", "--check sums", "-c", "", 0},
		{"strings", "-8 -n 3 f", "-n", "3", 0},
	}
	for _, tc := range tests {
		t.Run(tc.prog+"_"+strings.ReplaceAll(tc.argv, " ", "_"), func(t *testing.T) {
			p := Lookup(tc.prog)
			if p == nil || p.Open != "" {
				t.Fatalf("%s: no closed table", tc.prog)
			}
			parsed := p.Parse(Words{Values: strings.Fields(tc.argv)})
			if u := p.Unknown(parsed); u != "" {
				t.Fatalf("%s %s: %s is not in the table", tc.prog, tc.argv, u)
			}
			for _, it := range parsed.Items {
				if it.Kind != Opt || it.Canon() != tc.opt {
					continue
				}
				if it.Value != tc.value || it.Role() != tc.role {
					t.Errorf("%s %s: %s = %q role %b, want %q role %b", tc.prog, tc.argv, tc.opt, it.Value, it.Role(), tc.value, tc.role)
				}
				return
			}
			t.Errorf("%s %s: no %s among %s", tc.prog, tc.argv, tc.opt, render(parsed.Items))
		})
	}
}

// TestCoreOperands checks what the core tables make of the words around
// their options: the operands after "--", a bundle's letters, the values
// two-word options take.
func TestCoreOperands(t *testing.T) {
	tests := []struct{ prog, argv, want string }{
		{"jq", "--rawfile a f.txt -n $a", "--rawfile=f.txt -n $a"},
		{"jq", "--arg x y . in.json", "--arg=y . in.json"},
		{"jq", "-n --arg", "-n --arg"},
		{"rg", "-- --pre x", "-- --pre x"},
		{"less", "-- -o x", "-- -o x"},
		{"tree", "-L 2 -P *.go d", "-L=2 -P=*.go d"},
		{"zstd", "-19 -T0 -o out in", "-19 -T=0 -o=out in"},
		{"chattr", "-R +i -i f", "-R +i -i f"},
		{"split", "-l 10 f p.", "-l=10 f p."},
		{"pr", "-2 -h title f", "-2 -h=title f"},
		{"bsdtar", "czf a.tgz d", "-c -z -f=a.tgz d"},
	}
	for _, tc := range tests {
		p := Lookup(tc.prog)
		parsed := p.Parse(Words{Values: strings.Fields(tc.argv)})
		if got := render(parsed.Items); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.prog, tc.argv, got, tc.want)
		}
	}
}

// TestCoreUnknown checks that an option the closed tables do not list, in
// each spelling, is reported unknown, and that a documented one is not.
func TestCoreUnknown(t *testing.T) {
	tests := []struct {
		prog, argv string
		unknown    string
	}{
		{"rg", "--frob x", "--frob"},
		{"rg", "--pr=x y", "--pr"}, // ripgrep takes no abbreviations
		{"rg", "-nY x", "-Y"},
		{"ag", "--frobnicate x", "--frobnicate"},
		{"jq", "--rawfile=a f .", ""}, // jq rejects it; the table knows the name
		{"jq", "-Q .", "-Q"},
		{"jq", "--raw .", "--raw"}, // jq takes no abbreviations
		{"yq", "-s . f", "-s"},
		{"yq", "--in-pl . f", "--in-pl"},
		{"bat", "--pag=x f", "--pag"},
		{"less", "-+S f", "-+"},
		{"less", "--frob f", "--frob"},
		{"tree", "-Z", "-Z"},
		{"file", "--frob f", "--frob"},
		{"patch", "-Q", "-Q"},
		{"patch", "--rej=r.rej", "--rej"}, // ambiguous: --reject-file, --reject-format
		{"split", "--frob f", "--frob"},
		{"xz", "-y f", "-y"},
		{"zstd", "--rmx f", "--rmx"},
		{"bzip2", "--keep-going f", "--keep-going"},
		{"bsdtar", "-cQf a d", "-Q"},
		{"date", "--frob", "--frob"},
		{"hostname", "-Z", "-Z"},
		{"setfacl", "-Z f", "-Z"},
		{"chattr", "-Z f", "-Z"},
		{"wipefs", "--frob /dev/x", "--frob"},
		{"sha256sum", "-Q f", "-Q"},
		{"md5sum", "--che f", ""}, // coreutils: an abbreviation
		{"tac", "-b f", ""},
		{"mknod", "-Q p p", "-Q"},
	}
	for _, tc := range tests {
		p := Lookup(tc.prog)
		if p == nil || p.Open != "" {
			t.Errorf("%s: no closed table", tc.prog)
			continue
		}
		if got := p.Unknown(p.Parse(Words{Values: strings.Fields(tc.argv)})); got != tc.unknown {
			t.Errorf("%s %s: unknown %q, want %q", tc.prog, tc.argv, got, tc.unknown)
		}
	}
}

// TestCoreClosed checks that every program of the core group has a table
// and that it is closed.
func TestCoreClosed(t *testing.T) {
	for _, name := range strings.Fields(closedCore) {
		p := Lookup(name)
		if p == nil {
			t.Errorf("%s: no table", name)
			continue
		}
		if p.Open != "" {
			t.Errorf("%s: table open (%s)", name, p.Open)
		}
	}
}
