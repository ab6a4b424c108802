package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// cloudRoles judges what the cloud clients touch beyond their options'
// roles: the files aws reads for a file:// or fileb:// value, the local
// paths of aws s3 cp, mv and sync, and the file an aws operation that
// streams its response writes. ops are the indexes in args[1:] of the
// operands after the subcommand.
func (d *dec) cloudRoles(i int, name, sub string, ops []int, args []arg) {
	rest := args[1:]
	if name != "aws" {
		return
	}
	for _, a := range rest {
		if a.Dynamic {
			d.unres(i, "a dynamic aws word may be a file:// value naming a file it reads")
			continue
		}
		v := a.Value
		if strings.HasPrefix(v, "--") {
			_, v, _ = strings.Cut(v, "=")
		}
		for _, scheme := range []string{"file://", "fileb://"} {
			if p, ok := strings.CutPrefix(v, scheme); ok {
				va := a
				va.Value = p
				d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
			}
		}
	}
	if len(ops) == 0 || rest[ops[0]].Dynamic {
		return
	}
	op := rest[ops[0]].Value
	paths := ops[1:]
	local := func(k int) bool { return !strings.HasPrefix(rest[k].Value, "s3://") && rest[k].Value != "-" }
	switch {
	case sub == "s3" && (op == "cp" || op == "sync" || op == "mv"):
		// Local sources are read (mv deletes them), a local destination
		// written.
		for n, k := range paths {
			if !local(k) {
				continue
			}
			acc := Read
			if n == len(paths)-1 || op == "mv" {
				acc = Write
			}
			d.addPaths(i, []PathRef{d.pathRef(rest[k], acc, "operand")})
		}
	case progs.WritesOperands(name, sub, op):
		for _, k := range paths {
			d.addPaths(i, []PathRef{d.pathRef(rest[k], Write, "operand")})
		}
	}
}
