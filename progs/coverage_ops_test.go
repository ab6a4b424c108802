package progs

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// coverageOps are the rabbitmqctl commands whose tables TestCoverageOps
// checks against the installed rabbitmqctl's help for them ("" is the
// general help): the commands with options of their own, and one
// without (each call starts an Erlang VM: the list is kept short). The other programs of closedOps (op, nats, circleci,
// gitlab-runner, rabbitmqadmin, the legacy mongo shell) are not
// installed here: their tables come from their sources (progs/opsopts.go).
var coverageOps = []string{"", "list_queues", "list_unresponsive_queues", "list_user_limits", "status",
	"import_definitions", "list_users"}

// excludedOps are rabbitmqctl's documented spellings left out on purpose.
var excludedOps = map[string]string{}

// rabbitOption finds the option spellings rabbitmqctl's help names: at
// the start of a line ("--online"), in the usage line ("[--vhost
// <vhost>]") and in the general options table ("-n <node> | --node").
var rabbitOption = regexp.MustCompile(`(?:^|[\s\[|])(--?[A-Za-z?][A-Za-z0-9_-]*)`)

// ansi matches the escapes its help sets headings in.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

func TestCoverageOps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed programs; skipped with -short")
	}
	p := Lookup("rabbitmqctl")
	for _, sub := range coverageOps {
		t.Run("rabbitmqctl_"+sub, func(t *testing.T) {
			t.Parallel()
			table := p.Global
			if sub != "" {
				table = p.SubTable(sub)
			}
			if table == nil {
				t.Fatalf("rabbitmqctl %s: no table", sub)
			}
			argv := []string{"rabbitmqctl", "help"}
			if sub != "" {
				argv = append(argv, sub)
			}
			text := ansi.ReplaceAllString(helpText(t, argv), "")
			if text == "" {
				t.Skip("rabbitmqctl is not installed")
			}
			var names []string
			for _, line := range strings.Split(text, "\n") {
				for _, m := range rabbitOption.FindAllStringSubmatch(line, -1) {
					names = append(names, m[1])
				}
			}
			slices.Sort(names)
			names = slices.Compact(names)
			if len(names) < 4 {
				t.Fatalf("rabbitmqctl help %s: only %d options read (%q): the reader is broken", sub, len(names), names)
			}
			var missing []string
			for _, n := range names {
				if _, ok := excludedOps[n]; !ok && !known(table, n) {
					missing = append(missing, n)
				}
			}
			if len(missing) > 0 {
				t.Errorf("rabbitmqctl %s documents %d options its table lacks: %s", sub, len(missing), strings.Join(missing, " "))
			}
		})
	}
}
