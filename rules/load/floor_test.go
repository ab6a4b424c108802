package load

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// floorFile is one policy file of a level with [floor] lists.
type floorFile struct {
	level act.Level
	name  string
	body  string
}

func mergedFloor(t *testing.T, files ...floorFile) rules.Floor {
	t.Helper()
	var srcs []*parse.Source
	for _, f := range files {
		s, errs := parse.TOML(f.name, []byte("version = 1\n[floor]\n"+f.body+"\n"), f.level, "/proj")
		if len(errs) > 0 {
			t.Fatalf("%s: %v", f.name, errs)
		}
		srcs = append(srcs, s)
	}
	p := &rules.Policy{Project: "/proj"}
	merge(p, srcs)
	return p.Floor
}

// patterns lists entries as "level:pattern".
func patterns(es []rules.FloorEntry) []string {
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("%s:%s", e.Level, e.Pattern))
	}
	return out
}

// TestFloorScopeLevels: a scope is the highest level's other than
// project, every file of that level united; a project file's scope never
// takes its place (anyone who clones a repository can ship one) but is
// kept to narrow it; protect lists of every level unite.
func TestFloorScopeLevels(t *testing.T) {
	tests := []struct {
		name                  string
		files                 []floorFile
		write, read           []string
		projWrite, projRead   []string
		protect, protectWrite []string
	}{
		{
			name: "project_scope_only_narrows",
			files: []floorFile{
				{act.Project, "/proj/.claude/pregate.toml", `write_scope = ["/"]` + "\n" + `read_scope = ["/"]`},
				{act.User, "user.toml", `write_scope = ["{project}/**"]`},
			},
			write:     []string{"user:{project}/**"},
			projWrite: []string{"project:/"},
			projRead:  []string{"project:/"},
		},
		{
			name: "project_alone_leaves_the_default",
			files: []floorFile{
				{act.Project, "/proj/.claude/pregate.toml", `write_scope = ["{project}/src/**"]`},
			},
			projWrite: []string{"project:{project}/src/**"},
		},
		{
			name: "highest_level_wins_its_files_unite",
			files: []floorFile{
				{act.Managed, "managed.toml", `write_scope = ["/srv/**"]`},
				{act.Managed, "managed.d/b.toml", `write_scope = ["/opt/**"]` + "\n" + `read_scope = ["/data/**"]`},
				{act.User, "user.toml", `write_scope = ["/"]` + "\n" + `read_scope = ["/"]`},
			},
			write: []string{"managed:/srv/**", "managed:/opt/**"},
			read:  []string{"managed:/data/**"},
		},
		{
			name: "each_scope_on_its_own",
			files: []floorFile{
				{act.CLI, "cli.toml", `read_scope = ["/cli/**"]`},
				{act.User, "user.toml", `write_scope = ["/user/**"]` + "\n" + `read_scope = ["/"]`},
			},
			write: []string{"user:/user/**"},
			read:  []string{"cli:/cli/**"},
		},
		{
			name: "protect_unites",
			files: []floorFile{
				{act.Managed, "managed.toml", `protect = ["/m/**"]`},
				{act.Project, "/proj/.claude/pregate.toml", `protect = ["/p/**"]` + "\n" + `protect_write = ["/pw/**"]`},
				{act.User, "user.toml", `protect_write = ["/u/**"]`},
			},
			protect:      []string{"managed:/m/**", "project:/p/**"},
			protectWrite: []string{"project:/pw/**", "user:/u/**"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mergedFloor(t, tt.files...)
			for _, c := range []struct {
				what      string
				want, got []string
			}{
				{"write_scope", tt.write, patterns(f.WriteScope)},
				{"read_scope", tt.read, patterns(f.ReadScope)},
				{"project write_scope", tt.projWrite, patterns(f.ProjectWriteScope)},
				{"project read_scope", tt.projRead, patterns(f.ProjectReadScope)},
				{"protect", tt.protect, patterns(f.Protect)},
				{"protect_write", tt.protectWrite, patterns(f.ProtectWrite)},
			} {
				if diff := cmp.Diff(c.want, c.got); diff != "" {
					t.Errorf("%s mismatch (-want +got):\n%s", c.what, diff)
				}
			}
		})
	}
}

// TestFloorRemoveMerged: the floor's removals are the managed files' ids
// only. A source of another level that carries one anyway (parsing warns
// and drops it; here it is put there by hand) removes nothing.
func TestFloorRemoveMerged(t *testing.T) {
	src := func(level act.Level, ids ...string) *parse.Source {
		s := &parse.Source{Name: level.String() + ".toml", Level: level}
		for _, id := range ids {
			s.Floor.Remove = append(s.Floor.Remove, rules.FloorEntry{Pattern: id, Level: level, Source: s.Name})
		}
		return s
	}
	p := &rules.Policy{}
	merge(p, []*parse.Source{src(act.Managed, "env-files"), src(act.CLI, "ssh-keys"), src(act.Project, "shell-rc"), src(act.User, "git-hooks"), src(act.Managed, "npmrc")})
	if diff := cmp.Diff([]string{"env-files", "npmrc"}, p.Floor.Remove); diff != "" {
		t.Errorf("removed ids mismatch (-want +got):\n%s", diff)
	}

	// Through parsing: the managed id stands, the user's is refused with a
	// warning and leaves the entry protected.
	f := mergedFloor(t,
		floorFile{act.Managed, "managed.toml", `remove = ["env-files"]`},
		floorFile{act.User, "user.toml", `remove = ["ssh-keys"]`})
	if diff := cmp.Diff([]string{"env-files"}, f.Remove); diff != "" {
		t.Errorf("removed ids through parsing mismatch (-want +got):\n%s", diff)
	}
	s, errs := parse.TOML("user.toml", []byte("version = 1\n[floor]\nremove = [\"ssh-keys\"]\n"), act.User, "/proj")
	if len(errs) > 0 || len(s.Warnings) != 1 || len(s.Floor.Remove) != 0 {
		t.Errorf("user floor.remove: errors %v, warnings %v, kept %v; want one warning and nothing kept", errs, s.Warnings, s.Floor.Remove)
	}
}
