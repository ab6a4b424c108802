package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPkg2Roles: the commands brew, gem and poetry run are segments of
// their own (hidden, so an allow of the outer command does not approve
// them and deny rules see them), and what pregate cannot vouch for in
// them (an unknown option or command, a build setting, a formula file)
// leaves the command unresolved.
func TestPkg2Roles(t *testing.T) {
	tests := []struct {
		name, cmd string
		want      []hv
	}{
		{"poetry_run_dashdash", `poetry run -- rm -rf y`, []hv{outer("poetry", "run", "--", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"poetry_run_late_dashdash", `poetry run echo -C /tmp -- x`, []hv{outer("poetry", "run", "echo", "-C", "/tmp", "--", "x"), inner("echo", "x")}},
		{"poetry_run_late_unknown", `poetry run echo --frob -- x`, []hv{unres("poetry", "run", "echo", "--frob", "--", "x"), inner("echo", "x")}},
		{"poetry_show", `poetry show --tree`, []hv{outer("poetry", "show", "--tree")}},
		{"poetry_plugin", `poetry export -o r.txt`, []hv{unres("poetry", "export", "-o", "r.txt")}},
		{"poetry_config_set", `poetry config virtualenvs.path /tmp`, []hv{unres("poetry", "config", "virtualenvs.path", "/tmp")}},
		{"poetry_config_list", `poetry config --list`, []hv{outer("poetry", "config", "--list")}},
		{"poetry_env_use", `poetry env use /opt/py/bin/python3`, []hv{outer("poetry", "env", "use", "/opt/py/bin/python3"), inner("/opt/py/bin/python3")}},
		{"brew_list", `brew list --formulae`, []hv{outer("brew", "list", "--formulae")}},
		{"brew_prefix", `brew --prefix node`, []hv{outer("brew", "--prefix", "node")}},
		{"brew_unknown_option", `brew list --frob`, []hv{unres("brew", "list", "--frob")}},
		{"brew_unmodelled", `brew edit wget`, []hv{unres("brew", "edit", "wget")}},
		{"brew_bundle_exec", `brew bundle exec -- rm -rf y`, []hv{outer("brew", "bundle", "exec", "--", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"brew_bundle_exec_plain", `brew bundle exec make`, []hv{outer("brew", "bundle", "exec", "make"), inner("make")}},
		{"brew_exec", `brew x --formulae=jq -- jq .`, []hv{outer("brew", "x", "--formulae=jq", "--", "jq", "."), inner("jq", ".")}},
		{"brew_sh_c", `brew sh -c 'rm -rf y'`, []hv{outer("brew", "sh", "-c", "rm -rf y"), inner("rm", "-rf", "y")}},
		{"brew_sh_script", `brew sh build.sh`, []hv{outer("brew", "sh", "build.sh"), inner("bash", "build.sh")}},
		{"brew_ruby", `brew ruby -e 'puts 1'`, []hv{outer("brew", "ruby", "-e", "puts 1"), inner("ruby", "-e", "puts 1")}},
		{"brew_formula_file", `brew install ./x.rb`, []hv{unres("brew", "install", "./x.rb")}},
		{"gem_exec", `gem exec rails new app`, []hv{outer("gem", "exec", "rails", "new", "app"), inner("rails", "new", "app")}},
		{"gem_exec_dashdash", `gem exec -v 7 -- rm -rf y`, []hv{outer("gem", "exec", "-v", "7", "--", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"gem_build_flags", `gem install pg -- --with-pg-config=/x/pg_config`, []hv{unres("gem", "install", "pg", "--", "--with-pg-config=/x/pg_config")}},
		{"gem_list", `gem list -l rails`, []hv{outer("gem", "list", "-l", "rails")}},
		{"gem_abbrev_command", `gem inst rails`, []hv{unres("gem", "inst", "rails")}},
		{"xcodebuild_build", `xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' CODE_SIGNING_ALLOWED=NO build`,
			[]hv{outer("xcodebuild", "-scheme", "App", "-destination", "platform=iOS Simulator,name=iPhone 15", "CODE_SIGNING_ALLOWED=NO", "build")}},
		{"xcodebuild_setting", `xcodebuild CC=/tmp/cc build`, []hv{unres("xcodebuild", "CC=/tmp/cc", "build")}},
		{"xcodebuild_user_default", `xcodebuild -derivedDataPath=x build`, []hv{unres("xcodebuild", "-derivedDataPath=x", "build")}},
		{"xcodebuild_not_action", `xcodebuild frob`, []hv{unres("xcodebuild", "frob")}},
		{"xcodebuild_version", `xcodebuild -version -sdk iphoneos SDKVersion`, []hv{outer("xcodebuild", "-version", "-sdk", "iphoneos", "SDKVersion")}},
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

// TestPkg2RolePaths: the paths brew, gem, poetry and xcodebuild write
// through their options and settings are reported.
func TestPkg2RolePaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`xcodebuild -derivedDataPath /tmp/dd -resultBundlePath ~/r.xcresult test`, []PathRef{w("/tmp/dd"), w("~/r.xcresult")}},
		{`xcodebuild -workspace A.xcworkspace SYMROOT=/tmp/sym build`, []PathRef{r("A.xcworkspace"), w("/tmp/sym")}},
		{`gem install --install-dir=/opt/g -n/usr/local/bin rails`, []PathRef{w("/opt/g"), w("/usr/local/bin")}},
		{`poetry build --output /tmp/dist`, []PathRef{w("/tmp/dist")}},
		{`brew install --appdir=~/Apps --cask x`, []PathRef{w("~/Apps")}},
		{`brew bundle dump`, []PathRef{w("Brewfile")}},
		{`gem build -o /tmp/x.gem x.gemspec`, []PathRef{w("/tmp/x.gem"), r("x.gemspec")}},
		{`gem install ./pkg/x-1.0.gem rails`, []PathRef{r("./pkg/x-1.0.gem")}},
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			segs := Decompose(tc.cmd, "/w", testEnv)
			if len(segs) == 0 {
				t.Fatal("no segment")
			}
			var got []PathRef
			for _, p := range segs[0].Paths {
				if p.Via == "operand" {
					got = append(got, PathRef{Path: p.Path, Access: p.Access, Via: p.Via})
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("paths of %q (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}
