package load

import (
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// effectiveFloor settles the [floor] lists of every source, in level
// order, into the floor the pipeline applies:
//
//   - protect and protect_write of every level unite;
//   - write_scope and read_scope each come from the highest level other
//     than project that sets one, all of that level's entries; a project
//     file may only narrow, so its scopes are kept apart, for a second
//     check a path must pass as well;
//   - remove counts only in managed files: the id of a built-in entry
//     anywhere else leaves it protected (parsing warned about it).
func effectiveFloor(srcs []*parse.Source) rules.Floor {
	var f rules.Floor
	for _, s := range srcs {
		f.Protect = append(f.Protect, s.Floor.Protect...)
		f.ProtectWrite = append(f.ProtectWrite, s.Floor.ProtectWrite...)
		if s.Level == act.Project {
			f.ProjectWriteScope = append(f.ProjectWriteScope, s.Floor.WriteScope...)
			f.ProjectReadScope = append(f.ProjectReadScope, s.Floor.ReadScope...)
		} else {
			f.WriteScope = trusted(f.WriteScope, s.Floor.WriteScope)
			f.ReadScope = trusted(f.ReadScope, s.Floor.ReadScope)
		}
		if s.Level == act.Managed {
			for _, e := range s.Floor.Remove {
				f.Remove = append(f.Remove, e.Pattern)
			}
		}
	}
	return f
}

// trusted adds the scope entries of a source to those of the levels above
// it, if no higher level set a scope: the highest level that sets one
// decides, and its files unite.
func trusted(have, add []rules.FloorEntry) []rules.FloorEntry {
	if len(add) == 0 || len(have) > 0 && have[0].Level != add[0].Level {
		return have
	}
	return append(have, add...)
}
