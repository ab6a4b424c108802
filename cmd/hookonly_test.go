package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/cmd/buildinfo"
)

// TestHookEntryBinary: install wires the pregate-hook next to pregate
// (or next to the file a pregate symlink names) only when it is
// executable and prints this binary's version line; otherwise it falls
// back to `pregate hook` and says why. --binary is taken as it is.
func TestHookEntryBinary(t *testing.T) {
	dir := t.TempDir()
	write := func(path, body string, mode os.FileMode) string {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	version := "#!/bin/sh\n[ \"$1\" = version ] && echo '" + buildinfo.Read().String() + "'\n"
	// bin/pregate alone; cellar/pregate with a good pregate-hook, linked
	// from link/pregate; old/pregate beside a pregate-hook of another
	// version; noexec/pregate beside one that is not executable.
	alone := write(filepath.Join(dir, "bin", "pregate"), "#!/bin/sh\n", 0o755)
	real := write(filepath.Join(dir, "cellar", "pregate"), "#!/bin/sh\n", 0o755)
	good := write(filepath.Join(dir, "cellar", "pregate-hook"), version, 0o755)
	link := filepath.Join(dir, "link", "pregate")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	old := write(filepath.Join(dir, "old", "pregate"), "#!/bin/sh\n", 0o755)
	write(filepath.Join(dir, "old", "pregate-hook"), "#!/bin/sh\necho 'pregate v0.0.1'\n", 0o755)
	noexec := write(filepath.Join(dir, "noexec", "pregate"), "#!/bin/sh\n", 0o755)
	write(filepath.Join(dir, "noexec", "pregate-hook"), version, 0o644)
	for _, tt := range []struct {
		name, pregate string
		p             installParams
		want, note    string
	}{
		{"next_to_pregate", real, installParams{self: real}, good, ""},
		{"next_to_the_symlinks_target", link, installParams{self: real, argv0: link}, good, ""},
		{"absent", alone, installParams{self: alone}, alone, "no pregate-hook next to pregate"},
		{"another_version", old, installParams{self: old}, old, `is "pregate v0.0.1", not this binary's`},
		{"not_executable", noexec, installParams{self: noexec}, noexec, "is not executable"},
		{"binary_flag_pregate", real, installParams{self: real, binary: real}, real, ""},
		{"binary_flag_hook_only", good, installParams{self: alone, binary: good}, good, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, note := hookEntryBinary(tt.p, tt.pregate)
			if got != tt.want {
				t.Errorf("hookEntryBinary = %q, want %q", got, tt.want)
			}
			if tt.note == "" && note != "" || tt.note != "" && !strings.Contains(note, tt.note) {
				t.Errorf("note = %q, want one containing %q", note, tt.note)
			}
			if tt.note != "" && !strings.Contains(note, "the entry runs "+tt.want+" hook") {
				t.Errorf("note = %q does not say the entry runs %s hook", note, tt.want)
			}
			cmd := hookCommand(got, []string{"/p.toml"})
			wantCmd := got + " hook --policy /p.toml"
			if isHookOnly(got) {
				wantCmd = got + " --policy /p.toml"
			}
			if cmd != wantCmd {
				t.Errorf("hookCommand = %q, want %q", cmd, wantCmd)
			}
			if !isPregateHook(shellWords(cmd), "") {
				t.Errorf("isPregateHook(%q) = false", cmd)
			}
		})
	}
	for _, w := range []string{"/x/pregate-hook", "pregate-hook", `C:\pregate\pregate-hook.exe`, "/x/pregate-hook.exe"} {
		if !isHookOnly(w) {
			t.Errorf("isHookOnly(%q) = false", w)
		}
	}
	for _, w := range []string{"/x/pregate", "/x/pregate-hooks", "/pregate-hook/x", "my-pregate-hook"} {
		if isHookOnly(w) {
			t.Errorf("isHookOnly(%q) = true", w)
		}
	}
}
