package cmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
)

var testEntry = hookEntry{Command: "/usr/local/bin/pregate hook", Timeout: 30, OnFailure: "block"}

const installedGroup = `{
        "matcher": "*",
        "hooks": [
          {
            "type": "command",
            "command": "/usr/local/bin/pregate hook",
            "timeout": 30,
            "onFailure": "block"
          }
        ]
      }`

// TestInstallSettings checks the edit of one event's list; every guard
// event gets the same edit (TestInstallEveryGuardEvent).
func TestInstallSettings(t *testing.T) {
	tests := []struct {
		name       string
		in         string
		want       string
		wantAction string
	}{
		{
			name:       "empty_file",
			in:         "",
			want:       "{\n  \"hooks\": {\n    \"PreToolUse\": [\n      " + installedGroup + "\n    ]\n  }\n}\n",
			wantAction: actionAdd,
		},
		{
			name:       "empty_object",
			in:         "{}\n",
			want:       "{\n  \"hooks\": {\n    \"PreToolUse\": [\n      " + installedGroup + "\n    ]\n  }\n}\n",
			wantAction: actionAdd,
		},
		{
			name: "unknown_keys_keep_order_and_layout",
			in: `{
  "zeta": 1,
  "permissions": {"allow": ["Bash(ls)"], "deny": []},
  "alpha": "x"
}
`,
			want: `{
  "zeta": 1,
  "permissions": {"allow": ["Bash(ls)"], "deny": []},
  "alpha": "x",
  "hooks": {
    "PreToolUse": [
      ` + installedGroup + `
    ]
  }
}
`,
			wantAction: actionAdd,
		},
		{
			name: "other_hooks_kept",
			in: `{
  "hooks": {
    "PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "fmt.sh"}]}],
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "other-guard --check"
          }
        ]
      }
    ]
  }
}
`,
			want: `{
  "hooks": {
    "PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "fmt.sh"}]}],
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "other-guard --check"
          }
        ]
      },
      ` + installedGroup + `
    ]
  }
}
`,
			wantAction: actionAdd,
		},
		{
			name: "hooks_without_pretooluse",
			in: `{
  "hooks": {
    "Stop": []
  }
}`,
			want: `{
  "hooks": {
    "Stop": [],
    "PreToolUse": [
      ` + installedGroup + `
    ]
  }
}
`,
			wantAction: actionAdd,
		},
		{
			name: "existing_entry_wrong_timeout_updated_in_place",
			in: `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "*",
        "hooks": [
          {
            "type": "command",
            "command": "/old/bin/pregate hook",
            "statusMessage": "pregate",
            "timeout": 600
          }
        ]
      }
    ]
  }
}
`,
			want: `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "*",
        "hooks": [
          {
            "type": "command",
            "command": "/usr/local/bin/pregate hook",
            "statusMessage": "pregate",
            "timeout": 30,
            "onFailure": "block"
          }
        ]
      }
    ]
  }
}
`,
			wantAction: actionUpdate,
		},
		{
			name: "duplicate_entries_collapse_to_one",
			in: `{
  "hooks": {
    "PreToolUse": [
      {"matcher": "*", "hooks": [{"type": "command", "command": "pregate hook", "timeout": 30, "onFailure": "block"}]},
      {"matcher": "Bash", "hooks": [{"type": "command", "command": "'/opt/my tools/pregate' hook --policy /p.toml"}, {"type": "command", "command": "x"}]}
    ]
  }
}
`,
			want: `{
  "hooks": {
    "PreToolUse": [
      {"matcher": "*", "hooks": [{"type": "command", "command": "/usr/local/bin/pregate hook", "timeout": 30, "onFailure": "block"}]},
      {"matcher": "Bash", "hooks": [{"type": "command", "command": "x"}]}
    ]
  }
}
`,
			wantAction: actionUpdate,
		},
		{
			name: "exec_form_entry_replaced",
			in: `{
  "hooks": {
    "PreToolUse": [
      {
        "hooks": [
          {"type": "command", "command": "/usr/bin/pregate", "args": ["hook"]}
        ]
      }
    ]
  }
}
`,
			want: `{
  "hooks": {
    "PreToolUse": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "/usr/local/bin/pregate hook",
            "timeout": 30,
            "onFailure": "block"
          }
        ]
      }
    ]
  }
}
`,
			wantAction: actionUpdate,
		},
		{
			name: "four_space_file_keeps_its_indentation",
			in: `{
    "model": "opus"
}
`,
			want: `{
    "model": "opus",
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "*",
                "hooks": [
                    {
                        "type": "command",
                        "command": "/usr/local/bin/pregate hook",
                        "timeout": 30,
                        "onFailure": "block"
                    }
                ]
            }
        ]
    }
}
`,
			wantAction: actionAdd,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := installEvent([]byte(tt.in), testEntry, hook.PreToolUse)
			if err != nil {
				t.Fatalf("installSettings: %v", err)
			}
			if diff := cmp.Diff(tt.want, string(res.out)); diff != "" {
				t.Errorf("installSettings(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
			if res.action != tt.wantAction {
				t.Errorf("action = %q, want %q", res.action, tt.wantAction)
			}
			if !json.Valid(res.out) {
				t.Errorf("output is not valid JSON:\n%s", res.out)
			}
			// Installing again changes nothing.
			again, err := installEvent(res.out, testEntry, hook.PreToolUse)
			if err != nil {
				t.Fatalf("second installSettings: %v", err)
			}
			if again.action != actionNone || !bytes.Equal(again.out, res.out) {
				t.Errorf("second install: action %q, output changed:\n%s", again.action, again.out)
			}
		})
	}
}

// TestUninstallRoundTrip checks that uninstall after install gives back
// the original bytes, for files of every shape install appends to.
func TestUninstallRoundTrip(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty_object", "{}\n"},
		{"other_keys", "{\n  \"model\": \"opus\",\n  \"permissions\": {\"deny\": [\"Read(~/.ssh/**)\"]}\n}\n"},
		{"other_events", "{\n  \"hooks\": {\n    \"Stop\": []\n  }\n}\n"},
		{"other_pretooluse_groups", "{\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"guard\"}]}\n    ]\n  },\n  \"z\": null\n}\n"},
		{"compact_one_line", `{"a":1,"hooks":{"PreToolUse":[{"hooks":[]}]}}` + "\n"},
		{"tabs", "{\n\t\"a\": [\n\t\t1\n\t]\n}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := installSettings([]byte(tt.in), testEntry)
			if err != nil {
				t.Fatalf("installSettings: %v", err)
			}
			if !json.Valid(in.out) {
				t.Fatalf("install output is not valid JSON:\n%s", in.out)
			}
			un, err := uninstallSettings(in.out, "")
			if err != nil {
				t.Fatalf("uninstallSettings: %v", err)
			}
			if diff := cmp.Diff(tt.in, string(un.out)); diff != "" {
				t.Errorf("install then uninstall mismatch (-want +got):\n%s", diff)
			}
			if un.removed != len(guardEvents) {
				t.Errorf("removed = %d, want one per guard event (%d)", un.removed, len(guardEvents))
			}
		})
	}
}

func TestUninstallSettings(t *testing.T) {
	tests := []struct {
		name        string
		in, want    string
		wantRemoved int
	}{
		{
			name:        "not_installed",
			in:          "{\n  \"hooks\": {\"PreToolUse\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"guard hook\"}]}]}\n}\n",
			want:        "{\n  \"hooks\": {\"PreToolUse\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"guard hook\"}]}]}\n}\n",
			wantRemoved: 0,
		},
		{
			name: "sibling_handler_kept",
			in: `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "*",
        "hooks": [
          {"type": "command", "command": "pregate hook --policy /a.toml"},
          {"type": "command", "command": "guard"}
        ]
      }
    ]
  }
}
`,
			want: `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "*",
        "hooks": [
          {"type": "command", "command": "guard"}
        ]
      }
    ]
  }
}
`,
			wantRemoved: 1,
		},
		{
			name:        "everything_pregate_leaves_empty_object",
			in:          `{"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "pregate hook"}]}, {"hooks": [{"type": "command", "command": "/x/pregate hook"}]}]}}`,
			want:        "{}\n",
			wantRemoved: 2,
		},
		{
			name:        "empty_group_not_ours_kept",
			in:          `{"hooks": {"PreToolUse": [{"hooks": []}, {"hooks": [{"type": "command", "command": "pregate hook"}]}]}}`,
			want:        `{"hooks": {"PreToolUse": [{"hooks": []}]}}` + "\n",
			wantRemoved: 1,
		},
		{
			name:        "pregate_check_is_not_the_hook",
			in:          `{"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "pregate check"}]}]}}`,
			want:        `{"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "pregate check"}]}]}}`,
			wantRemoved: 0,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := uninstallSettings([]byte(tt.in), "")
			if err != nil {
				t.Fatalf("uninstallSettings: %v", err)
			}
			if diff := cmp.Diff(tt.want, string(res.out)); diff != "" {
				t.Errorf("uninstallSettings(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
			if res.removed != tt.wantRemoved {
				t.Errorf("removed = %d, want %d", res.removed, tt.wantRemoved)
			}
		})
	}
}

func TestSettingsErrors(t *testing.T) {
	tests := []struct {
		name, in string
		want     *settingsPosError
	}{
		{"missing_comma", "{\n  \"a\": 1\n  \"b\": 2\n}\n", &settingsPosError{Line: 3, Col: 3, Msg: "invalid character '\"' after object key:value pair"}},
		{"trailing_comma", "{\n  \"a\": 1,\n}\n", &settingsPosError{Line: 3, Col: 1, Msg: "invalid character '}' looking for beginning of object key string"}},
		{"truncated", "{\n  \"a\": [", &settingsPosError{Line: 2, Col: 9, Msg: "unexpected end of JSON input"}},
		{"not_an_object", "[1]\n", &settingsPosError{Line: 1, Col: 1, Msg: "the settings are not a JSON object"}},
		{"hooks_not_object", "{\n  \"hooks\": []\n}\n", &settingsPosError{Line: 2, Col: 12, Msg: `"hooks" is not an object`}},
		{"duplicate_hooks", "{\n  \"hooks\": {},\n  \"hooks\": {}\n}\n", &settingsPosError{Line: 3, Col: 3, Msg: `"hooks" appears twice; Claude Code reads only the last one: merge them`}},
		{"pretooluse_not_array", "{\"hooks\": {\"PreToolUse\": {}}}", &settingsPosError{Line: 1, Col: 26, Msg: `"hooks.PreToolUse" is not an array`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for op, f := range map[string]func([]byte) (editResult, error){
				"install":   func(b []byte) (editResult, error) { return installSettings(b, testEntry) },
				"uninstall": func(b []byte) (editResult, error) { return uninstallSettings(b, "") },
			} {
				_, err := f([]byte(tt.in))
				var got *settingsPosError
				if !errors.As(err, &got) {
					t.Fatalf("%s(%q) error = %v, want a settingsPosError", op, tt.in, err)
				}
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("%s(%q) error mismatch (-want +got):\n%s", op, tt.in, diff)
				}
			}
		})
	}
}

func TestShellWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"pregate hook", []string{"pregate", "hook"}},
		{"'/opt/my tools/pregate' hook --policy \"/a b.toml\"", []string{"/opt/my tools/pregate", "hook", "--policy", "/a b.toml"}},
		{`/x/pre\ gate  hook`, []string{"/x/pre gate", "hook"}},
		{`'it'\''s' x`, []string{"it's", "x"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, shellWords(tt.in)); diff != "" {
			t.Errorf("shellWords(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
		// What hookCommand quotes, shellWords reads back.
		var quoted []string
		for _, w := range tt.want {
			quoted = append(quoted, shellQuote(w))
		}
		if diff := cmp.Diff(tt.want, shellWords(strings.Join(quoted, " "))); diff != "" {
			t.Errorf("shellWords(quoted %q) mismatch (-want +got):\n%s", tt.want, diff)
		}
	}
}

func TestTemporaryBinary(t *testing.T) {
	tmp := []string{"/tmp", "/home/u/.cache/go-build"}
	tests := []struct {
		path string
		temp bool
	}{
		{"/tmp/go-build123/b001/exe/pregate", true},
		{"/var/folders/x/T/go-build99/b001/exe/pregate", true},
		{"/tmp/pregate", true},
		{"/home/u/.cache/go-build/ab/pregate", true},
		{"/usr/local/bin/pregate", false},
		{"/home/u/go/bin/pregate", false},
		{"/tmpfoo/pregate", false},
	}
	for _, tt := range tests {
		if got := temporaryBinary(tt.path, tmp) != ""; got != tt.temp {
			t.Errorf("temporaryBinary(%q) = %v, want %v", tt.path, got, tt.temp)
		}
	}
}

// TestInstallFiles runs install and uninstall on real files: the mode is
// kept, the backup is written once, a symlink is followed, and a file
// that does not parse is left alone.
func TestInstallFiles(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin", "pregate")
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(dir, "dotfiles", "settings.json")
	orig := "{\n  \"model\": \"opus\"\n}\n"
	if err := os.MkdirAll(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte(orig), 0o640); err != nil {
		t.Fatal(err)
	}
	claude := filepath.Join(dir, "home", ".claude")
	if err := os.MkdirAll(claude, 0o700); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(claude, "settings.json")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	p := installParams{cwd: dir, home: filepath.Join(dir, "home"), binary: bin, timeout: 30}
	var out bytes.Buffer
	if err := runInstall(p, &out); err != nil {
		t.Fatalf("runInstall: %v", err)
	}
	if !strings.Contains(out.String(), "installed pregate in "+link) {
		t.Errorf("install output = %q, want it to name %s", out.String(), link)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("settings.json is no longer a symlink (%v)", err)
	}
	st, err := os.Stat(real)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o640 {
		t.Errorf("mode = %v, want 0640", st.Mode().Perm())
	}
	data, _ := os.ReadFile(real)
	if !strings.Contains(string(data), `"command": "`+bin+` hook"`) {
		t.Errorf("settings do not hold the hook command:\n%s", data)
	}
	backup, err := os.ReadFile(real + ".pregate-backup")
	if err != nil || string(backup) != orig {
		t.Errorf("backup = %q, %v; want the original content", backup, err)
	}

	// A second install with another timeout updates; the backup stays
	// the content from before pregate.
	p.timeout = 10
	out.Reset()
	if err := runInstall(p, &out); err != nil {
		t.Fatalf("runInstall again: %v", err)
	}
	if !strings.HasPrefix(out.String(), "updated pregate in ") {
		t.Errorf("second install output = %q, want updated", out.String())
	}
	if backup, _ := os.ReadFile(real + ".pregate-backup"); string(backup) != orig {
		t.Errorf("backup rewritten: %q", backup)
	}

	out.Reset()
	if err := runUninstall(p, &out); err != nil {
		t.Fatalf("runUninstall: %v", err)
	}
	if data, _ := os.ReadFile(real); string(data) != orig {
		t.Errorf("after uninstall = %q, want %q", data, orig)
	}

	// Broken JSON: error with line:col, file untouched.
	broken := "{\n  \"model\": \"opus\",\n}\n"
	if err := os.WriteFile(real, []byte(broken), 0o640); err != nil {
		t.Fatal(err)
	}
	err = runInstall(p, &out)
	if err == nil || !strings.Contains(err.Error(), link+":3:1: ") || exitCode(err) != 2 {
		t.Errorf("install on broken file: err = %v (exit %d), want %s:3:1: … exit 2", err, exitCode(err), link)
	}
	if data, _ := os.ReadFile(real); string(data) != broken {
		t.Errorf("broken file was rewritten: %q", data)
	}

	// A binary under another name is found again by uninstall when it is
	// the running one.
	guard := filepath.Join(dir, "bin", "guard")
	if err := os.Link(bin, guard); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte(orig), 0o640); err != nil {
		t.Fatal(err)
	}
	g := p
	g.binary = guard
	if err := runInstall(g, &out); err != nil {
		t.Fatalf("runInstall guard: %v", err)
	}
	out.Reset()
	if err := runUninstall(g, &out); err != nil || !strings.HasPrefix(out.String(), "not installed") {
		t.Errorf("uninstall by another binary: %q, %v; want not installed", out.String(), err)
	}
	g.self = bin
	out.Reset()
	if err := runUninstall(g, &out); err != nil || !strings.HasPrefix(out.String(), "removed 2 ") {
		t.Errorf("uninstall by the same binary: %q, %v; want removed 2 (PreToolUse and PreSkillShellCommand)", out.String(), err)
	}
	if data, _ := os.ReadFile(real); string(data) != orig {
		t.Errorf("after uninstall = %q, want %q", data, orig)
	}

	// Missing file and directory: created 0700/0600.
	p.claudeConfigDir = filepath.Join(dir, "fresh", "claude")
	out.Reset()
	if err := runInstall(p, &out); err != nil {
		t.Fatalf("runInstall fresh: %v", err)
	}
	for path, want := range map[string]os.FileMode{p.claudeConfigDir: 0o700, filepath.Join(p.claudeConfigDir, "settings.json"): 0o600} {
		st, err := os.Stat(path)
		if err != nil || st.Mode().Perm() != want {
			t.Errorf("%s: mode %v (%v), want %v", path, st.Mode().Perm(), err, want)
		}
	}
	if _, err := os.Stat(filepath.Join(p.claudeConfigDir, "settings.json.pregate-backup")); err == nil {
		t.Errorf("a backup was written for a file that did not exist")
	}
}

// FuzzInstallSettings checks, for any settings file, that install never
// panics, writes valid JSON that a second install leaves alone, and that
// uninstall then removes every pregate entry; for a file without hooks
// uninstall gives back the same settings.
func FuzzInstallSettings(f *testing.F) {
	for _, s := range []string{
		"", "{}", "[]", "null", `{"a":1}`, "{\n  \"hooks\": {\"PreToolUse\": []}\n}",
		`{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"pregate hook"}]}]}}`,
		`{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"command":"x"},{"command":"/a/pregate hook --policy p","timeout":1}]}]},"hooks":{}}`,
		"{\n\t\"x\": [1, 2, {\"y\": \"\\u00e9\"}]\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		in, err := installSettings(src, testEntry)
		if err != nil {
			return
		}
		if !json.Valid(in.out) {
			t.Fatalf("install output is not valid JSON:\n%s", in.out)
		}
		again, err := installSettings(in.out, testEntry)
		if err != nil || again.action != actionNone {
			t.Fatalf("second install: action %q, err %v", again.action, err)
		}
		un, err := uninstallSettings(in.out, "")
		if err != nil {
			t.Fatalf("uninstall after install: %v", err)
		}
		if !json.Valid(un.out) {
			t.Fatalf("uninstall output is not valid JSON:\n%s", un.out)
		}
		root, err := parseSettings(un.out)
		if err != nil {
			t.Fatalf("uninstall output does not parse: %v", err)
		}
		_, pre, _ := preToolUse(un.out, root)
		if left := findHandlers(un.out, pre, ""); len(left) > 0 {
			t.Fatalf("uninstall left %d pregate entries:\n%s", len(left), un.out)
		}
		var orig map[string]any
		if json.Unmarshal(src, &orig) != nil || orig == nil {
			return
		}
		if _, ok := orig["hooks"]; ok {
			return
		}
		var got map[string]any
		if err := json.Unmarshal(un.out, &got); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(orig, got); diff != "" {
			t.Errorf("install then uninstall changed the settings (-want +got):\n%s", diff)
		}
	})
}

// TestHookBinary checks which binary install names: --binary as given, the
// running one under the name it was started by (a symlink on PATH
// survives upgrades), never one a temporary build made.
func TestHookBinary(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "cellar", "1.0", "pregate")
	link := filepath.Join(dir, "bin", "pregate")
	for _, d := range []string{filepath.Dir(real), filepath.Dir(link)} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(real, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other")
	if err := os.WriteFile(other, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		p       installParams
		want    string
		wantErr string
	}{
		{"running_binary", installParams{self: real}, real, ""},
		{"started_by_symlink", installParams{self: real, argv0: link}, link, ""},
		{"argv0_names_another_file", installParams{self: real, argv0: other}, real, ""},
		{"temporary_build_refused", installParams{self: real, tmpDirs: []string{dir}}, "", "will not last"},
		{"go_build_refused", installParams{self: filepath.Join(dir, "go-build1", "b001", "exe", "pregate")}, "", "a temporary go build"},
		{"binary_flag_wins", installParams{self: real, binary: other, tmpDirs: []string{dir}}, other, ""},
		{"binary_flag_relative", installParams{cwd: dir, binary: "bin/pregate"}, link, ""},
		{"binary_flag_missing", installParams{binary: filepath.Join(dir, "nope")}, "", "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := hookBinary(tt.p)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("hookBinary() = %q, %v; want error containing %q", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("hookBinary() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// TestInstallEveryGuardEvent: install wires pregate under PreToolUse and
// PreSkillShellCommand alike, a second install changes nothing, and an
// existing entry under one event is updated while the other is added.
func TestInstallEveryGuardEvent(t *testing.T) {
	res, err := installSettings([]byte("{}\n"), testEntry)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Hooks map[string][]hookGroupJSON `json:"hooks"`
	}
	if err := json.Unmarshal(res.out, &doc); err != nil {
		t.Fatal(err)
	}
	for _, e := range []string{"PreToolUse", "PreSkillShellCommand"} {
		want := []hookGroupJSON{testEntry.group()}
		if diff := cmp.Diff(want, doc.Hooks[e]); diff != "" {
			t.Errorf("hooks.%s mismatch (-want +got):\n%s", e, diff)
		}
	}
	again, err := installSettings(res.out, testEntry)
	if err != nil || again.action != actionNone || !bytes.Equal(again.out, res.out) {
		t.Errorf("second install: action %q, err %v, changed %v; want nothing to do", again.action, err, !bytes.Equal(again.out, res.out))
	}
	// Only PreToolUse present, with an old timeout: updated, and the skill
	// event added.
	old := `{"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command","command":"/usr/local/bin/pregate hook","timeout":5,"onFailure":"block"}]}]}}`
	up, err := installSettings([]byte(old), testEntry)
	if err != nil {
		t.Fatal(err)
	}
	doc.Hooks = nil
	if err := json.Unmarshal(up.out, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Hooks["PreToolUse"]) != 1 || doc.Hooks["PreToolUse"][0].Hooks[0].Timeout != 30 || len(doc.Hooks["PreSkillShellCommand"]) != 1 {
		t.Errorf("install over an old entry gave %s", up.out)
	}
}

func TestParseClaudeVersion(t *testing.T) {
	for in, want := range map[string]string{
		"2.1.332 (Claude Code)\n": "2.1.332", "2.1.197": "2.1.197", " 10.0.1 (x)": "10.0.1",
		"v2.1.3": "", "2.1": "", "2.1.x (Claude Code)": "", "": "", "2.-1.3": "",
	} {
		v, ok := parseClaudeVersion(in)
		if ok != (want != "") || v.text != want {
			t.Errorf("parseClaudeVersion(%q) = %q, %v; want %q", in, v.text, ok, want)
		}
	}
	if !mustVersion("2.1.332").atLeast(claudeVoids) || mustVersion("2.1.300").atLeast(claudeVoids) || !mustVersion("3.0.0").atLeast(claudeSkillShell) {
		t.Error("atLeast orders versions wrongly")
	}
}
