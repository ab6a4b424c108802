package progs

import "strings"

// goFlags turns a table of Go flag-package options (-name, -name=value
// or -name value) into one that also has each --name spelling, which the
// flag package reads the same way.
func goFlags(desc string) string {
	var out []string
	for _, e := range strings.Fields(desc) {
		names, rest := e, ""
		if i := strings.IndexAny(e, ":?@"); i >= 0 {
			names, rest = e[:i], e[i:]
		}
		var all []string
		for _, n := range strings.Split(names, ",") {
			all = append(all, n)
			if strings.HasPrefix(n, "-") && !strings.HasPrefix(n, "--") {
				all = append(all, "-"+n)
			}
		}
		out = append(out, strings.Join(all, ",")+rest)
	}
	return strings.Join(out, " ")
}

// subsProgram builds a program closed at the subcommand level: global
// options before the subcommand, then each subcommand's table (nested
// ones keyed "group sub"); a subcommand without one leaves the command
// unresolved (Program.SubsOnly). Every subcommand's table also has the
// options of common, which the program takes anywhere.
func subsProgram(global string, subs map[string]string, common string, g Grammar) *Program {
	lazy := make(map[string]func() *Options, len(subs))
	for name, desc := range subs {
		lazy[name] = func() *Options { return opts(desc+" "+shadowed(desc, common), g) }
	}
	return &Program{Global: opts(global, g), Def: opts(common, g), LazySubs: lazy, SubsOnly: true}
}

// terraformSubs are terraform's subcommands and their options, as
// terraform SUB -help documents them (Terraform 1.11) together with the
// options its argument parsers declare that the help leaves out
// (internal/command/arguments: -state, -state-out and -backup of every
// command with state, -exclude, -include, -invoke and -allow-deferral of
// the planning commands). Roles: -var-file, -backend-config (a file or
// KEY=VALUE), -test-directory, -plan and import's -config are read; -out,
// -state-out, -backup and -generate-config-out are written; -state is
// read and written where the command saves state, read where it only
// reports; -plugin-dir and -fs-mirror choose the provider plugins the
// command then runs (configuration that names what runs); -from-module
// copies a module (a local path read) into the working directory.
// Provisioners and external data sources run code from the
// configuration, not from an option. OpenTofu's tofu takes these
// options too; one of its own leaves the command unresolved.
var terraformSubs = func() map[string]string {
	state := "-lock? -lock-timeout: -state:@w -state-out:@w -backup:@w"
	operation := "-parallelism: -allow-deferral? -refresh? -destroy? -refresh-only? -target: -exclude: -include: -invoke: -replace:"
	vars := "-var: -var-file:@r"
	planning := state + " " + operation + " " + vars + " -compact-warnings -input? -json? -no-color"
	m := map[string]string{
		"init": "-backend? -backend-config:@r -cloud? -force-copy -from-module:@r -get? -input? -lock? -lock-timeout: -no-color " +
			"-json -plugin-dir:@k -reconfigure -migrate-state -upgrade? -lockfile: -ignore-remote-version -test-directory:@r " + vars,
		"validate":               "-json -no-color -no-tests -test-directory:@r",
		"plan":                   planning + " -detailed-exitcode -generate-config-out:@w -out:@w",
		"apply":                  planning + " -auto-approve",
		"destroy":                planning + " -auto-approve",
		"refresh":                planning,
		"console":                "-state:@r -plan? " + vars,
		"fmt":                    "-list? -write? -diff -check -no-color -recursive",
		"force-unlock":           "-force",
		"get":                    "-update? -no-color -test-directory:@r",
		"graph":                  "-plan:@r -draw-cycles -type: -module-depth:",
		"import":                 "-config:@r -allow-missing-config -input? -no-color -parallelism: -ignore-remote-version " + state + " " + vars,
		"login":                  "",
		"logout":                 "",
		"metadata":               "",
		"metadata functions":     "-json",
		"modules":                "-json",
		"output":                 "-state:@r -no-color -json -raw",
		"providers":              "-test-directory:@r",
		"providers lock":         "-fs-mirror:@k -net-mirror: -platform: -enable-plugin-cache",
		"providers mirror":       "-platform: -lock-file?",
		"providers schema":       "-json",
		"show":                   "-no-color -json",
		"state":                  "",
		"state list":             "-state:@r -id:",
		"state mv":               "-dry-run -ignore-remote-version " + state,
		"state pull":             "",
		"state push":             "-force -ignore-remote-version " + state,
		"state replace-provider": "-auto-approve -ignore-remote-version " + state,
		"state rm":               "-dry-run -ignore-remote-version " + state,
		"state show":             "-state:@r",
		"state identities":       "-state:@r -json",
		"taint":                  "-allow-missing -ignore-remote-version " + state,
		"untaint":                "-allow-missing -ignore-remote-version " + state,
		"test":                   "-cloud-run: -filter: -json -no-color -test-directory:@r -verbose -parallelism: " + vars,
		"version":                "-json",
		"workspace":              "",
		"workspace new":          "-lock? -lock-timeout: -state:@r",
		"workspace delete":       "-force -lock? -lock-timeout:",
		"workspace list":         "",
		"workspace select":       "-or-create?",
		"workspace show":         "",
	}
	for k, v := range m {
		m[k] = goFlags(v + " -h,-help")
	}
	return m
}

// terraform is terraform's (and tofu's) entry, closed at the subcommand
// level: -chdir is the directory it runs in.
func terraform() *Program {
	return subsProgram(goFlags("-chdir:@d -h,-help -v,-version"), terraformSubs(), "", OneDash)
}
