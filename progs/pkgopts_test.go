package progs

import (
	"strings"
	"testing"
)

// TestPkgSpellings: the package managers' and toolchains' spellings of
// an option reach the option and its role, and their operands are
// operands: java's colon values and arguments after the main class, go's
// one or two dashes and -test. forms, cargo's and pip's subcommand
// tables, pip's abbreviations.
func TestPkgSpellings(t *testing.T) {
	tests := []struct {
		prog, argv string
		canon      string // the option looked for ("" none)
		value      string
		role       Role
		unknown    string // what Unknown reports
	}{
		{"java", "-javaagent:/a.jar Main", "-javaagent", "/a.jar", Config, ""},
		{"java", "-verbose:gc Main", "-verbose", "gc", 0, ""},
		{"java", "-Xlog:gc:file=x Main", "-X", "log:gc:file=x", 0, ""},
		{"java", "-Dk=v Main", "-D", "k=v", 0, ""},
		{"java", "--class-path=a:b Main", "-cp", "a:b", 0, ""},
		{"java", "-jar app.jar -javaagent:x", "-jar", "app.jar", ReadPath | Ends, ""},
		{"java", "Main -frob", "", "", 0, ""},
		{"java", "-frob Main", "", "", 0, "-f"},
		{"javac", "-g:none -d out A.java", "-d", "out", WritePath, ""},
		{"javac", "-Xstdout o A.java", "-Xstdout", "o", WritePath, ""},
		{"go", "build --o=x .", "-o", "x", WritePath, ""},
		{"go", "test -test.coverprofile c.out .", "-coverprofile", "c.out", WritePath, ""},
		{"go", "test . -args -toolexec x", "", "", 0, ""},
		{"go", "run -toolexec=t . -frob", "-toolexec", "t", RunsProgram, ""},
		{"go", "frob", "", "", 0, "frob"},
		{"cargo", "build --target-dir=t", "--target-dir", "t", WritePath, ""},
		{"cargo", "b -Zx", "-Z", "x", Config, ""},
		{"cargo", "build --releas", "", "", 0, "--releas"},
		{"cargo", "clippy -- --frob", "", "", 0, ""},
		{"cargo", "nextest run", "", "", 0, "nextest"},
		{"pip", "install --targ t x", "-t", "t", WritePath, ""},
		{"pip", "install -rr.txt", "-r", "r.txt", ReadPath, ""},
		{"pip", "--log=l list", "--log", "l", WritePath, ""},
		{"pip3", "install --upgr x", "", "", 0, "--upgr"},
	}
	for _, tc := range tests {
		t.Run(tc.prog+" "+tc.argv, func(t *testing.T) {
			p := Lookup(tc.prog)
			parsed := p.Parse(Words{Values: strings.Fields(tc.argv)})
			if tc.canon != "" {
				found := false
				for _, it := range parsed.Items {
					if it.Kind == Opt && it.Option != nil && it.Canon() == tc.canon {
						found = true
						if it.Value != tc.value || it.Role() != tc.role {
							t.Errorf("%s: value %q role %v, want %q %v", tc.canon, it.Value, it.Role(), tc.value, tc.role)
						}
					}
				}
				if !found {
					t.Errorf("no %s in %+v", tc.canon, parsed.Items)
				}
			}
			got := p.Unknown(parsed)
			if got != tc.unknown {
				t.Errorf("unknown = %q, want %q", got, tc.unknown)
			}
		})
	}
}
