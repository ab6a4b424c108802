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

// macInner decomposes the command launchctl submit … -- CMD, launchctl
// asuser UID CMD, launchctl bsexec PID CMD and security
// execute-with-privileges CMD run (unresolved as subcommands pregate
// does not model, but deny rules see what they run).
func (d *dec) macInner(name, sub string, subAt int, rest []arg, st *cmd, c *ctx) {
	if subAt < 0 || rest[subAt].Dynamic {
		return
	}
	from := -1
	switch {
	case name == "launchctl" && sub == "submit":
		for k := subAt + 1; k < len(rest); k++ {
			if !rest[k].Dynamic && rest[k].Value == "--" {
				from = k + 1
				break
			}
		}
	case name == "launchctl" && (sub == "asuser" || sub == "bsexec"):
		from = subAt + 2
	case name == "security" && sub == "execute-with-privileges":
		from = subAt + 1
	}
	if from < 0 || from >= len(rest) {
		return
	}
	in := st.innerCmd(rest, 0, name+" "+sub)
	in.noFunc = true
	d.exec(rest[from:], in, c)
}

// systemdPlain reports whether k (lower case) is a unit property
// systemd-run -p may set that names no command, file or environment:
// resource limits, scheduling and sandboxing switches. A switch, not a
// map: it costs nothing at start-up.
func systemdPlain(k string) bool {
	switch k {
	case "cpuquota", "cpuweight", "startupcpuweight", "memorymax", "memoryhigh", "memorylow",
		"memorymin", "memorylimit", "memoryswapmax", "tasksmax", "ioweight", "startupioweight", "nice",
		"cpuschedulingpolicy", "cpuaffinity", "allowedcpus", "runtimemaxsec", "timeoutstartsec",
		"timeoutstopsec", "timeoutsec", "killmode", "killsignal", "type", "remainafterexit", "restart",
		"restartsec", "user", "group", "dynamicuser", "privatetmp", "privatenetwork", "protectsystem",
		"protecthome", "nonewprivileges", "limitnofile", "limitcore", "limitnproc", "oomscoreadjust",
		"description", "collectmode":
		return true
	}
	return false
}

// systemdProperty judges a NAME=VALUE systemd-run sets (-p, the unit
// properties, -E the environment): an Exec…= property is a command line
// of the unit, decomposed; -E of a variable that names a command or
// loads code, and any property that is not known to be plain (files,
// directories, environment files, credentials), leave it unresolved.
func (d *dec) systemdProperty(i int, v arg, nest string, st *cmd, c *ctx) {
	if v.Dynamic {
		d.unres(i, "dynamic "+nest+" value")
		return
	}
	key, val, _ := strings.Cut(v.Value, "=")
	if strings.HasSuffix(nest, " -E") {
		if commandEnv(key) || dynamicEnv(key) {
			d.unres(i, nest+" "+key+" names code the command runs")
		}
		return
	}
	k := strings.ToLower(key)
	switch {
	case strings.HasPrefix(k, "exec"):
		// ExecStartPre=-/bin/x: the prefixes @-:+! say how it runs.
		va := v
		va.Value = strings.TrimLeft(val, "@-:+!|")
		d.runString(va, nest+" "+key, st, c)
	case !systemdPlain(k):
		d.unres(i, nest+" "+key+" may name files or commands pregate does not see")
	}
}
