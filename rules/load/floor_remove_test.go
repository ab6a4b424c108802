package load

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/rules/act"
)

// TestFloorRemoveManagedOnly: only managed policy may take an entry out of
// the built-in floor; anywhere else the id stays protected and lint is
// told why.
func TestFloorRemoveManagedOnly(t *testing.T) {
	src := []byte("version = 1\n[floor]\nremove = [\"env-files\"]\n")
	tests := []struct {
		level    act.Level
		removed  []string
		warnings []string
	}{
		{act.Managed, []string{"env-files"}, nil},
		{act.CLI, nil, []string{`p.toml:3:11: floor.remove is honoured only in managed policy files; "env-files" stays protected at the cli level`}},
		{act.Project, nil, []string{`p.toml:3:11: floor.remove is honoured only in managed policy files; "env-files" stays protected at the project level`}},
		{act.User, nil, []string{`p.toml:3:11: floor.remove is honoured only in managed policy files; "env-files" stays protected at the user level`}},
	}
	for _, tt := range tests {
		t.Run(tt.level.String(), func(t *testing.T) {
			p, err := parseFile("p.toml", src, tt.level, "/proj")
			if err != nil {
				t.Fatal(err)
			}
			var removed, warnings []string
			removed = append(removed, p.Floor.Remove...)
			for _, w := range p.Warnings {
				warnings = append(warnings, w.Error())
			}
			if diff := cmp.Diff(tt.removed, removed); diff != "" {
				t.Errorf("removed mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.warnings, warnings); diff != "" {
				t.Errorf("warnings mismatch (-want +got):\n%s", diff)
			}
		})
	}
	if _, err := parseFile("p.toml", []byte("version = 1\n[floor]\nremove = [\"\"]\n"), act.Managed, "/proj"); err == nil {
		t.Error("an empty id in floor.remove parsed without an error")
	}
}
