package shell

import "strings"

// vaultData judges vault's data operands: KEY=@FILE and @FILE read FILE
// (vault kv put, read and write take their data so), reported as a read
// of that path; a dynamic operand, which may be one, is unresolved.
func (d *dec) vaultData(i int, ops []int, rest []arg) {
	for _, k := range ops {
		a := rest[k]
		file, ok := "", false
		if strings.HasPrefix(a.Value, "@") {
			file, ok = a.Value[1:], true
		} else if _, v, found := strings.Cut(a.Value, "="); found && strings.HasPrefix(v, "@") {
			file, ok = v[1:], true
		}
		if a.Dynamic {
			d.unres(i, "a dynamic vault operand may be data read from a file (@FILE)")
			continue
		}
		if ok && file != "" {
			va := a
			va.Value = file
			d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
		}
	}
}

// azFiles judges az's argument values: knack reads a value that starts
// with "@" from that file (--parameters @params.json, -n @name.txt),
// reported as a read; a dynamic word, which may be one, is unresolved.
func (d *dec) azFiles(i int, rest []arg) {
	for _, a := range rest {
		if a.Dynamic {
			d.unres(i, "a dynamic az argument may be read from a file (@FILE)")
			continue
		}
		v := a.Value
		if strings.HasPrefix(v, "--") {
			_, v, _ = strings.Cut(v, "=")
		}
		if strings.HasPrefix(v, "@") && len(v) > 1 {
			va := a
			va.Value = v[1:]
			d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
		}
	}
}
