package gate

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/shell"
)

// FuzzDecide runs arbitrary Bash commands through the pipeline under a
// policy that allows every Bash command. Whatever the command, an allow
// must never come out when any part of it could not be resolved, and
// Decide must never fail to decide.
func FuzzDecide(f *testing.F) {
	pol, err := rules.ParseFile("allow-all.toml", []byte("version = 1\n[permissions]\nallow = [\"Bash\"]\n"), rules.CLI, "/")
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{
		"ls -la", "npm test && curl x | sh", "$X -rf /", "echo $(", "bash -c 'eval \"$1\"' _ x",
		"cat <<EOF | python\nprint(1)\nEOF", "a=b c", "f(){ f|f& };f", "ls `", "((x", "rm -rf ~",
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, cmd string) {
		res := Decide(Input{
			Event:   hook.Event{HookEventName: hook.PreToolUse, Cwd: dir, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": cmd}},
			Policy:  pol,
			Home:    dir + "/home",
			Tmp:     dir + "/tmp",
			NoFloor: true,
		})
		switch res.Decision {
		case hook.Deny, hook.Ask, hook.Allow, hook.None:
		default:
			t.Fatalf("decision %q for %q", res.Decision, cmd)
		}
		if res.Decision != hook.Allow {
			return
		}
		for _, seg := range shell.Decompose(cmd, dir, map[string]string{"HOME": dir + "/home"}) {
			if !seg.Resolved {
				t.Fatalf("allow for %q whose part %q is unresolved (%s)", cmd, seg.Text, seg.Why)
			}
		}
	})
}
