package progs

import (
	"strings"
	"testing"
)

// TestPkg2Spellings: brew's, gem's, poetry's and xcodebuild's spellings
// of an option (bundled, attached, "=", abbreviated, after "--") reach
// the option and its role, and an option or command their tables do not
// list is unknown.
func TestPkg2Spellings(t *testing.T) {
	tests := []struct {
		prog, argv string
		canon      string // the option looked for ("" none)
		value      string
		role       Role
		unknown    string // what Unknown reports
	}{
		{"brew", "bundle --file=Brewfile.x install", "--file", "Brewfile.x", ReadPath | Config, ""},
		{"brew", "bundle --fi B exec make", "--file", "B", ReadPath | Config, ""},
		{"brew", "bundle exec --sandbox /tmp/s -- make", "--sandbox", "/tmp/s", WritePath, ""},
		{"brew", "sh -cls", "-c", "ls", RunsShell, ""},
		{"brew", "sh --cmd=ls", "-c", "ls", RunsShell, ""},
		{"brew", "ruby -e puts", "-e", "puts", RunsCode, ""},
		{"brew", "install --appdir=/Applications x", "--appdir", "/Applications", WritePath, ""},
		{"brew", "install --cask --fontd /tmp/f x", "--fontdir", "/tmp/f", WritePath, ""},
		{"brew", "install -vs x", "-s", "", 0, ""},
		{"brew", "deps --brewfile=B", "--brewfile", "B", ReadPath | Config, ""},
		{"brew", "deps --brewfile x", "--brewfile", "", ReadPath | Config, ""},
		{"brew", "unpack --destdir d x", "--destdir", "d", WritePath, ""},
		{"brew", "--prefix --installed node", "--installed", "", 0, ""},
		{"brew", "-v", "", "", 0, ""},
		{"brew", "list -- --formulae", "", "", 0, ""},
		{"brew", "list --frob", "", "", 0, "--frob"},
		{"brew", "-d install x", "", "", 0, "-d"},
		{"brew", "edit x", "", "", 0, "edit"},
		{"brew", "frob x", "", "", 0, "frob"},
		{"brew", "bundle edit", "", "", 0, "bundle edit"},
		{"brew", "services start --file=s.plist x", "--file", "s.plist", ReadPath | Config, ""},
		{"gem", "install -ifoo x", "-i", "foo", WritePath, ""},
		{"gem", "install --bind=/usr/bin x", "-n", "/usr/bin", WritePath, ""},
		{"gem", "install --install-d /opt x", "-i", "/opt", WritePath, ""},
		{"gem", "install -g Gemfile.x", "-g", "", ReadPath | Config, ""},
		{"gem", "install --file=Gemfile.x", "-g", "Gemfile.x", ReadPath | Config, ""},
		{"gem", "build -o /tmp/x.gem x.gemspec", "-o", "/tmp/x.gem", WritePath, ""},
		{"gem", "list --config-file=rc", "--config-file", "rc", ReadPath | Config, ""},
		{"gem", "-C /srv list", "-C", "/srv", Dir, ""},
		{"gem", "cert -K ~/.ssh/k.pem -C c.pem --sign x.pem", "-K", "~/.ssh/k.pem", ReadPath, ""},
		{"gem", "exec rails --frob", "", "", 0, ""},
		{"gem", "exec --frob rails", "", "", 0, "--frob"},
		{"gem", "list --frob", "", "", 0, "--frob"},
		{"gem", "open rails", "", "", 0, "open"},
		{"gem", "inst rails", "", "", 0, "inst"},
		{"poetry", "build -o/tmp/d", "-o", "/tmp/d", WritePath, ""},
		{"poetry", "build --out=/tmp/d", "-o", "/tmp/d", WritePath, ""},
		{"poetry", "install --dir=/srv/p", "-C", "/srv/p", Dir, ""},
		{"poetry", "-qC /srv/p show", "-C", "/srv/p", Dir, ""},
		{"poetry", "build -c k=v", "-c", "k=v", Config, ""},
		{"poetry", "publish --cert=ca.pem", "--cert", "ca.pem", ReadPath, ""},
		{"poetry", "env info --path", "-p", "", 0, ""},
		{"poetry", "run -C /srv/p pytest --frob", "-C", "/srv/p", Dir, ""},
		{"poetry", "show --frob", "", "", 0, "--frob"},
		{"poetry", "export -f requirements.txt", "", "", 0, "export"},
		{"poetry", "env frob", "", "", 0, "env frob"},
		{"poetry", "self show plugins", "", "", 0, ""},
		{"xcodebuild", "-derivedDataPath /tmp/dd build", "-derivedDataPath", "/tmp/dd", WritePath, ""},
		{"xcodebuild", "-resultBundlePath r.xcresult test", "-resultBundlePath", "r.xcresult", WritePath, ""},
		{"xcodebuild", "-xcconfig x.xcconfig build", "-xcconfig", "x.xcconfig", ReadPath | Config, ""},
		{"xcodebuild", "-xctestrun a.xctestrun test-without-building", "-xctestrun", "a.xctestrun", ReadPath | Config, ""},
		{"xcodebuild", "-only-testing:A/B test", "-only-testing", "A/B", 0, ""},
		{"xcodebuild", "-showBuildSettings -json", "-showBuildSettings", "", 0, ""},
		{"xcodebuild", "-IDEFrob=YES build", "", "", 0, "-IDEFrob"},
		{"xcodebuild", "-authenticationKeyPath k.p8 build", "", "", 0, "-authenticationKeyPath"},
	}
	for _, tc := range tests {
		t.Run(tc.prog+" "+tc.argv, func(t *testing.T) {
			p := Lookup(tc.prog)
			if p.Open != "" {
				t.Fatalf("%s is open: %s", tc.prog, p.Open)
			}
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
			if got := p.Unknown(parsed); got != tc.unknown {
				t.Errorf("Unknown = %q, want %q", got, tc.unknown)
			}
		})
	}
}
