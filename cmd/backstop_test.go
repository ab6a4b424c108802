package cmd

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pregate/pregate/backstop"
)

func testBlock(deny ...string) backstop.Block {
	return backstop.Block{
		Deny: deny,
		Sandbox: backstop.Sandbox{
			Enabled: true, FailIfUnavailable: true,
			DenyRead:   []string{"~/.ssh"},
			AllowWrite: []string{"/var/tmp"},
			DenyWrite:  []string{"~/.ssh", "~/.bashrc"},
		},
	}
}

func mergeFor(t *testing.T, src string, old *backstopRecord, b backstop.Block) (string, *backstopRecord) {
	t.Helper()
	guard := hookEntry{Command: guardCommand("/usr/bin/pregate", "/h/.claude/settings.json", b.Hash(), false), Timeout: 30, OnFailure: "block"}
	sets, elems := blockWants(b, guard)
	out, rec, err := mergeBackstop([]byte(src), old, b.Hash(), sets, elems)
	if err != nil {
		t.Fatalf("mergeBackstop(%q): %v", src, err)
	}
	var v any
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatalf("merged settings do not parse: %v\n%s", err, out)
	}
	return string(out), rec
}

// TestBackstopRoundTrip: merging the block and taking it out again gives
// back the file byte for byte, whatever it held and however it is laid out,
// and merging twice changes nothing.
func TestBackstopRoundTrip(t *testing.T) {
	tests := []struct{ name, src string }{
		{"empty", ""},
		{"empty_object", "{}\n"},
		{"user_keys", "{\n  \"model\": \"opus\",\n  \"permissions\": {\n    \"deny\": [\"Bash(curl *)\"],\n    \"allow\": [\"Bash(ls)\"]\n  }\n}\n"},
		{"one_line", `{"permissions":{"deny":["Bash(curl *)"]},"env":{"A":"1"}}`},
		{"tabs_and_sandbox_off", "{\n\t\"sandbox\": {\n\t\t\"enabled\": false,\n\t\t\"filesystem\": {\"denyRead\": [\"/secret\"]}\n\t},\n\t\"hooks\": {\n\t\t\"Stop\": []\n\t}\n}\n"},
	}
	b := testBlock("Read(~/.ssh/**)", "Edit(~/.bashrc)")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, rec := mergeFor(t, tt.src, nil, b)
			for _, want := range []string{`"Read(~/.ssh/**)"`, `"enabled": true`, `"allowUnsandboxedCommands": false`, `"~/.bashrc"`, "backstop guard --settings"} {
				if !strings.Contains(out, want) {
					t.Errorf("merged settings lack %s:\n%s", want, out)
				}
			}
			again, rec2 := mergeFor(t, out, rec, b)
			if again != out {
				t.Errorf("merging again changed the file:\n%s\n---\n%s", out, again)
			}
			back, err := unmergeBackstop([]byte(again), rec2)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.src
			if strings.TrimSpace(want) == "" {
				want = "{}\n"
			} else if !strings.HasSuffix(want, "\n") {
				want += "\n"
			}
			if string(back) != want {
				t.Errorf("unmerge gave\n%q\nwant\n%q", back, want)
			}
		})
	}
}

// TestBackstopUpdate: a new block takes out what the old one added and no
// longer wants, keeps the user's own copy of an entry, and restores a value
// it replaced only on uninstall.
func TestBackstopUpdate(t *testing.T) {
	src := "{\n  \"permissions\": {\n    \"deny\": [\"Edit(~/.bashrc)\"]\n  },\n  \"sandbox\": {\n    \"enabled\": false\n  }\n}\n"
	first, rec := mergeFor(t, src, nil, testBlock("Read(~/.ssh/**)", "Read(~/.aws/**)", "Edit(~/.bashrc)"))
	for _, a := range rec.Added {
		if string(a.Value) == `"Edit(~/.bashrc)"` {
			t.Errorf("the user's own Edit(~/.bashrc) was recorded as added")
		}
	}
	second, rec2 := mergeFor(t, first, rec, testBlock("Read(~/.ssh/**)"))
	if strings.Contains(second, "Read(~/.aws/**)") {
		t.Errorf("the rule the new block dropped is still there:\n%s", second)
	}
	if !strings.Contains(second, "Edit(~/.bashrc)") {
		t.Errorf("the user's own rule was taken out:\n%s", second)
	}
	if strings.Count(second, "backstop guard") != 1 {
		t.Errorf("want exactly one guard after an update:\n%s", second)
	}
	back, err := unmergeBackstop([]byte(second), rec2)
	if err != nil {
		t.Fatal(err)
	}
	if string(back) != src {
		t.Errorf("uninstall after an update gave\n%s\nwant\n%s", back, src)
	}
}

func TestGuardProblems(t *testing.T) {
	b := testBlock("Read(~/.ssh/**)")
	good, _ := mergeFor(t, "", nil, b)
	p := guardParams{settings: "/h/.claude/settings.json", hash: b.Hash()}
	tests := []struct {
		name, src, file string
		want            string // a problem that must be listed; "" for none
	}{
		{"unchanged", good, p.settings, ""},
		{"other_file_harmless", `{"model":"x"}`, "/p/.claude/settings.json", ""},
		{"other_file_hooks_off", `{"disableAllHooks": true}`, "/p/.claude/settings.json", "sets disableAllHooks"},
		{"other_file_excluded", `{"sandbox":{"excludedCommands":["curl *"]}}`, "/p/.claude/settings.json", "sets sandbox.excludedCommands"},
		{"sandbox_off", strings.Replace(good, `"enabled": true`, `"enabled": false`, 1), p.settings, "drops sandbox.enabled: true"},
		{"unsandboxed", strings.Replace(good, `"allowUnsandboxedCommands": false`, `"allowUnsandboxedCommands": true`, 1), p.settings, "lets commands run outside the sandbox"},
		{"guard_gone", `{"sandbox":{"enabled":true,"failIfUnavailable":true,"allowUnsandboxedCommands":false}}`, p.settings, "removes or changes the backstop's ConfigChange guard"},
		{"deleted", "", p.settings, "drops sandbox.enabled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := guardProblems([]byte(tt.src), p, tt.file)
			if err != nil {
				t.Fatal(err)
			}
			joined := strings.Join(got, "; ")
			switch {
			case tt.want == "" && len(got) > 0:
				t.Errorf("problems %q, want none", joined)
			case tt.want != "" && !strings.Contains(joined, tt.want):
				t.Errorf("problems %q, want one saying %q", joined, tt.want)
			}
		})
	}
	if _, err := guardProblems([]byte("{"), p, p.settings); err == nil {
		t.Errorf("a settings file that does not parse was judged")
	}
}

// FuzzGuard: the guard reads a settings file an agent may have written.
// Whatever it holds, judging it never panics, and content that does not
// parse is never let in.
func FuzzGuard(f *testing.F) {
	b := testBlock("Read(~/.ssh/**)")
	sets, elems := blockWants(b, hookEntry{Command: guardCommand("/usr/bin/pregate", "/h/.claude/settings.json", b.Hash(), false), Timeout: 30, OnFailure: "block"})
	good, _, err := mergeBackstop(nil, nil, b.Hash(), sets, elems)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{string(good), "", "{", `{"sandbox":{"enabled":false}}`, `{"hooks":{"ConfigChange":[{"hooks":[{"type":"command","command":"pregate backstop guard"}]}]}}`, `[1,2]`, `{"a":{"a":{"a":[]}}}`} {
		f.Add([]byte(s))
	}
	p := guardParams{settings: "/h/.claude/settings.json", hash: b.Hash()}
	f.Fuzz(func(t *testing.T, src []byte) {
		problems, err := guardProblems(src, p, p.settings)
		var v any
		if json.Unmarshal(src, &v) != nil && len(strings.TrimSpace(string(src))) > 0 && err == nil && len(problems) == 0 {
			t.Errorf("content that does not parse was let in: %q", src)
		}
	})
}
