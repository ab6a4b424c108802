package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// systemctlRoles judges systemctl's verb, as progs lists them: a verb it
// does not list, or one that runs what pregate cannot see (edit opens an
// editor on unit files), leaves segment i unresolved; unit files named
// by path (link, enable …) and the host paths bind and mount-image read
// are reported read.
func (d *dec) systemctlRoles(i int, sub string, subAt int, ops []int, rest []arg) {
	if subAt < 0 {
		return // systemctl alone lists the units
	}
	if rest[subAt].Dynamic {
		d.unres(i, "systemctl verb only run time knows")
		return
	}
	kind, ok := progs.SystemctlVerb(sub)
	switch {
	case !ok:
		d.unres(i, "systemctl "+sub+" is a verb pregate does not know")
	case kind == "x":
		d.unres(i, "systemctl "+sub+" runs what pregate does not see")
	case kind == "r":
		for _, k := range ops {
			if a := rest[k]; a.Dynamic || strings.Contains(a.Value, "/") {
				d.addPaths(i, []PathRef{d.pathRef(a, Read, "operand")})
			}
		}
	case kind == "b" && len(ops) >= 2:
		d.addPaths(i, []PathRef{d.pathRef(rest[ops[1]], Read, "operand")})
	}
}
