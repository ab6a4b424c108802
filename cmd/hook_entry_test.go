package cmd

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestHookEntryFlagsSameAsCobra: the standard-library entry knows exactly
// the flags of the cobra command, with the same kinds, so neither accepts
// a command line the other would not.
func TestHookEntryFlagsSameAsCobra(t *testing.T) {
	cobraFlags := map[string]bool{}
	newHookCmd().Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name != "help" {
			cobraFlags[f.Name] = f.Value.Type() == "bool"
		}
	})
	std := map[string]bool{}
	newHookFlags(&hookParams{}).VisitAll(func(f *flag.Flag) {
		_, isBool := f.Value.(interface{ IsBoolFlag() bool })
		std[f.Name] = isBool
	})
	if len(cobraFlags) == 0 {
		t.Fatal("the cobra command has no flags")
	}
	for name, b := range cobraFlags {
		if sb, ok := std[name]; !ok || sb != b {
			t.Errorf("flag --%s (bool %v): the standard-library entry has it %v (bool %v)", name, b, ok, sb)
		}
	}
	for name := range std {
		if _, ok := cobraFlags[name]; !ok {
			t.Errorf("flag --%s only in the standard-library entry", name)
		}
	}
}

// TestHookEntryParse: what the standard-library entry takes and what it
// leaves to cobra.
func TestHookEntryParse(t *testing.T) {
	for _, tc := range []struct {
		args     []string
		ok       bool
		policies []string
		readOnly bool
	}{
		{nil, true, nil, false},
		{[]string{"--policy", "a.toml", "--policy=b.toml", "--read-only"}, true, []string{"a.toml", "b.toml"}, true},
		{[]string{"--read-only=false", "--policy", "-x"}, true, []string{"-x"}, false},
		{[]string{"--policy", "--read-only"}, true, []string{"--read-only"}, false},
		{[]string{"-policy", "a"}, false, nil, false},
		{[]string{"-h"}, false, nil, false},
		{[]string{"--help"}, false, nil, false},
		{[]string{"help"}, false, nil, false},
		{[]string{"extra-arg"}, false, nil, false},
		{[]string{"--read-only", "extra"}, false, nil, false},
		{[]string{"--"}, false, nil, false},
		{[]string{"--no-such-flag"}, false, nil, false},
		{[]string{"--policy"}, false, nil, false},
		{[]string{"--read-only=maybe"}, false, nil, false},
	} {
		p, ok := parseHookArgs(tc.args)
		if ok != tc.ok {
			t.Errorf("%q: ok %v, want %v", tc.args, ok, tc.ok)
			continue
		}
		if ok && (strings.Join(p.Policies, "|") != strings.Join(tc.policies, "|") || p.ReadOnly != tc.readOnly) {
			t.Errorf("%q: policies %q read-only %v, want %q %v", tc.args, p.Policies, p.ReadOnly, tc.policies, tc.readOnly)
		}
	}
}

// TestHookEntrySameDecision: a call through HookMain and through the
// cobra command prints the same decision and exits the same way.
func TestHookEntrySameDecision(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("HOME", dir)
	t.Setenv("XDG_STATE_HOME", filepath.Join(dir, "state"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("CLAUDE_PROJECT_DIR", dir)
	t.Setenv("PREGATE_MANAGED_DIR", filepath.Join(dir, "managed"))
	t.Setenv("PREGATE_CLAUDE_MANAGED_DIR", filepath.Join(dir, "claude-managed"))
	pol := filepath.Join(dir, "p.toml")
	if err := os.WriteFile(pol, []byte("version = 1\n[[rule]]\nid = \"no-push\"\ndecision = \"deny\"\nmatch = [\"Bash(git push *)\"]\nreason = \"no pushing\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	event := `{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls && git push origin main"}}`
	decisions := 0
	for _, args := range [][]string{{"--policy", pol}, {"--policy=" + pol, "--read-only"}, nil} {
		var out1, err1, out2, err2 bytes.Buffer
		code1, ok := HookMain(args, strings.NewReader(event), &out1, &err1)
		if !ok {
			t.Fatalf("%q: HookMain left the command line to cobra", args)
		}
		var p hookParams
		c := newHookCmd()
		c.SetArgs(args)
		if err := c.ParseFlags(args); err != nil {
			t.Fatal(err)
		}
		p.Policies, _ = c.Flags().GetStringArray("policy")
		p.ReadOnly, _ = c.Flags().GetBool("read-only")
		code2 := runHook(p, strings.NewReader(event), &out2, &err2)
		if code1 != code2 || out1.String() != out2.String() || err1.String() != err2.String() {
			t.Errorf("%q: HookMain exit %d %q %q; cobra exit %d %q %q", args, code1, out1.String(), err1.String(), code2, out2.String(), err2.String())
		}
		if strings.Contains(out1.String(), `"deny"`) {
			decisions++
		}
	}
	if decisions == 0 {
		t.Error("no call was denied: the policy was not applied")
	}
}
