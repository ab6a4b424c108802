package gate

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/shell"
)

// FuzzDecide runs arbitrary Bash commands through the pipeline under a
// policy that allows every Bash command. Whatever the command, an allow
// must never come out when any part of it could not be resolved, and
// Decide must never fail to decide.
func FuzzDecide(f *testing.F) {
	pol := loadCLI(f, filepath.Join(f.TempDir(), "allow-all.toml"), "version = 1\n[permissions]\nallow = [\"Bash\"]\n", "/")
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

// FuzzToolInputPaths feeds MCP tool inputs of any shape, under a policy
// that allows the tool. A string anywhere in the input that names a file
// under ~/.ssh, as a home path or a file:// URI, must make the call a
// deny, whatever key, depth or array holds it.
func FuzzToolInputPaths(f *testing.F) {
	pol := loadCLI(f, filepath.Join(f.TempDir(), "allow-mcp.toml"), "version = 1\n[permissions]\nallow = [\"mcp__fs\"]\n", "/")
	for _, s := range []string{
		`{"path":"~/.ssh/id_rsa"}`, `{"a":{"b":[1,{"c":"~/.ssh/config"}]}}`, `{"uri":"file://HOME/.ssh/id_ed25519"}`,
		`{"files":["ok.txt","~/.ssh/known_hosts"]}`, `{"q":"select 1","limit":5}`, `{"path":"src/main.go"}`,
		`{"note":"see ~/.ssh/id_rsa for details"}`,
		`{"source":"a","destination":"sub/../../home/.ssh/authorized_keys"}`, `{"path":"x://y/../../../../HOME/.ssh/id_rsa"}`,
		`{"uri":"file://~/.ssh/id_rsa"}`, `{"uri":"file:HOME/.ssh/id_rsa"}`, `{"path":"HOME/.ssh/id_rsa\n"}`,
	} {
		f.Add(s, "read_file")
		f.Add(s, "frobnicate")
	}
	dir := f.TempDir()
	home := dir + "/home"
	f.Fuzz(func(t *testing.T, input, tool string) {
		in, err := hook.ParseInput([]byte(strings.ReplaceAll(input, "HOME", home)))
		if err != nil {
			return
		}
		name := "mcp__fs__" + tool
		if !hook.IsMCPTool(name) {
			return
		}
		res := Decide(Input{
			Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: dir, PermissionMode: "default", ToolName: name, ToolInput: in},
			Policy: pol,
			Home:   home,
			Tmp:    dir + "/tmp",
			Env:    map[string]string{"HOME": home},
		})
		if names(in, home) && res.Decision != hook.Deny {
			t.Fatalf("%s %s names a file under ~/.ssh, decision %s", name, input, res.Decision)
		}
	})
}

// names reports whether a string under v names a path under ~/.ssh as a
// whole string: ~/.ssh/…, HOME/.ssh/… or file://HOME/.ssh/….
func names(v any, home string) bool {
	switch v := v.(type) {
	case string:
		for _, p := range []string{"~/.ssh/", home + "/.ssh/", "file://" + home + "/.ssh/"} {
			if strings.HasPrefix(v, p) && !strings.ContainsAny(v, "\n\r") && !strings.Contains(v, "/..") {
				return true
			}
		}
	case []any:
		for _, x := range v {
			if names(x, home) {
				return true
			}
		}
	case map[string]any:
		for _, x := range v {
			if names(x, home) {
				return true
			}
		}
	}
	return false
}
