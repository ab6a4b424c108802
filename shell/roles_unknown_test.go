package shell

import "testing"

// TestUnknownOption checks the invariant of closed tables: an option the
// program's table does not list, however it is spelled, leaves the
// command unresolved (so no allow approves it), while known options in
// any spelling, operands after "--" and programs whose table is open
// stay resolved.
func TestUnknownOption(t *testing.T) {
	tests := []struct {
		name, cmd string
		unres     bool
	}{
		{"long_unknown", "git diff --some-new-opt x", true},
		{"long_unknown_equals", "git diff --some-new-opt=x", true},
		{"bundled_unknown_letter", "tar -cQf a.tar x", true},
		{"old_style_unknown_letter", "tar cQf a.tar x", false}, // not an old-style bundle: an operand
		{"negated_unknown", "git log --no-such-thing", true},
		{"global_unknown", "git --frob status", true},
		{"find_unknown_primary", "find . -frobnicate", true},
		{"xargs_unknown", "xargs -Q echo", true},
		{"curl_unknown", "curl --frob https://x", true},
		{"known_long", "git diff --stat", false},
		{"known_abbreviated", "git log --onelin", false},
		{"known_negated", "git log --no-decorate", false},
		{"known_positive_of_negated", "git commit --verify -m x", false},
		{"numeric_count", "git log -5", false},
		{"known_bundle", "tar -czf a.tgz x", false},
		{"old_style_known", "tar czf a.tgz x", false},
		{"after_dashdash", "git diff -- --some-new-opt", false},
		{"inner_command_of_foreach", "git submodule foreach rm -rf x", false},
		{"find_known_primaries", "find . -type f -name '*.go' -not -path './x/*' -print", false},
		{"open_table", "ffmpeg --some-new-opt x", false},
		{"closed_coreutils", "ls --some-new-opt", true},
		{"rsync_no_abbreviations", "rsync --rs=pga a h:b", true},
		{"rsync_negated", "rsync -a --no-perms a h:b", false},
		{"git_init_template", "git init --template=/tmp/t x", true},
		{"git_merge_strategy_program", "git merge -s evil main", true},
		{"git_merge_strategy_builtin", "git merge -s ours main", false},
		{"wget_execute_unknown_file_key", "wget -e some_file=x http://h/", true},
		{"wget_execute_plain_key", "wget -e tries=3 http://h/", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			segs := Decompose(tc.cmd, "/p", nil)
			if len(segs) == 0 {
				t.Fatalf("Decompose(%q) gave no segments", tc.cmd)
			}
			if got := !segs[0].Resolved; got != tc.unres {
				t.Errorf("Decompose(%q)[0] unresolved = %v, want %v (why %q)", tc.cmd, got, tc.unres, segs[0].Why)
			}
		})
	}
}

// TestWgetExecutePaths checks that wget -e KEY=VALUE commands that name a
// file report it with the access wget gives it.
func TestWgetExecutePaths(t *testing.T) {
	for _, tc := range []struct {
		cmd    string
		access Access
	}{
		{"wget -e output_document=/etc/x http://h/", Write},
		{"wget --execute=logfile=/etc/x http://h/", Write},
		{"wget -e load_cookies=/etc/x http://h/", Read},
	} {
		segs := Decompose(tc.cmd, "/p", nil)
		found := false
		for _, p := range segs[0].Paths {
			if p.Path == "/etc/x" && p.Access == tc.access {
				found = true
			}
		}
		if !found {
			t.Errorf("Decompose(%q) paths %v lack /etc/x with access %d", tc.cmd, segs[0].Paths, tc.access)
		}
	}
}
