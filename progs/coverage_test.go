package progs

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

var coverageReport = flag.Bool("coverage-report", false, "print the options each installed program documents and its table lacks, in the table's syntax")

// coverage lists the programs whose option tables are checked against
// what the installed program documents: each source is a command whose
// output lists options (--help, a man page rendered as text).
type coverageCheck struct {
	prog    string
	sources [][]string
}

var coverage = []coverageCheck{
	{"tar", [][]string{{"tar", "--help"}, {"man", "tar"}}},
	{"sed", [][]string{{"sed", "--help"}, {"man", "sed"}}},
	{"mawk", [][]string{{"man", "mawk"}}},
	{"find", [][]string{{"man", "find"}}},
	{"xargs", [][]string{{"xargs", "--help"}, {"man", "xargs"}}},
	{"curl", [][]string{{"curl", "--help", "all"}, {"man", "curl"}}},
	{"wget", [][]string{{"wget", "--help"}, {"man", "wget"}}},
	{"rsync", [][]string{{"rsync", "--help"}, {"man", "rsync"}}},
	{"ssh", [][]string{{"man", "ssh"}}},
	{"scp", [][]string{{"man", "scp"}}},
	{"sftp", [][]string{{"man", "sftp"}}},
	{"make", [][]string{{"make", "--help"}, {"man", "make"}}},
	{"cp", [][]string{{"cp", "--help"}}},
	{"mv", [][]string{{"mv", "--help"}}},
	{"install", [][]string{{"install", "--help"}}},
	{"ln", [][]string{{"ln", "--help"}}},
	{"tee", [][]string{{"tee", "--help"}}},
	{"dd", [][]string{{"dd", "--help"}}},
	{"truncate", [][]string{{"truncate", "--help"}}},
	{"rm", [][]string{{"rm", "--help"}}},
	{"zip", [][]string{{"man", "zip"}}},
	{"npm", [][]string{{"npm", "config", "ls", "-l"}}},
	{"npx", [][]string{{"npx", "--help"}, {"npm", "config", "ls", "-l"}}},
	{"cat", [][]string{{"cat", "--help"}}},
	{"head", [][]string{{"head", "--help"}}},
	{"tail", [][]string{{"tail", "--help"}}},
	{"ls", [][]string{{"ls", "--help"}}},
	{"wc", [][]string{{"wc", "--help"}}},
	{"sort", [][]string{{"sort", "--help"}}},
	{"uniq", [][]string{{"uniq", "--help"}}},
	{"cut", [][]string{{"cut", "--help"}}},
	{"touch", [][]string{{"touch", "--help"}}},
	{"mkdir", [][]string{{"mkdir", "--help"}}},
	{"rmdir", [][]string{{"rmdir", "--help"}}},
	{"chmod", [][]string{{"chmod", "--help"}}},
	{"chown", [][]string{{"chown", "--help"}}},
	{"grep", [][]string{{"grep", "--help"}}},
	{"diff", [][]string{{"diff", "--help"}}},
	{"gzip", [][]string{{"gzip", "--help"}}},
	{"shred", [][]string{{"shred", "--help"}}},
	{"stat", [][]string{{"stat", "--help"}}},
	{"du", [][]string{{"du", "--help"}}},
	{"base64", [][]string{{"base64", "--help"}}},
	{"unzip", [][]string{{"man", "unzip"}}},
}

// gitCoverage are the git subcommands checked: the main porcelain and the
// ancillary commands, against git SUB -h and the git-SUB man page.
var gitCoverage = []string{
	"add", "am", "archive", "bisect", "branch", "bundle", "checkout", "cherry-pick", "clean", "clone",
	"commit", "describe", "diff", "fetch", "format-patch", "gc", "grep", "init", "log", "maintenance",
	"merge", "mv", "notes", "pull", "push", "range-diff", "rebase", "reset", "restore", "revert", "rm",
	"shortlog", "show", "sparse-checkout", "stash", "status", "submodule", "switch", "tag", "worktree",
	"config", "fast-export", "filter-branch", "mergetool", "reflog", "remote", "blame", "difftool",
	"show-branch", "whatchanged", "rev-parse", "ls-files", "cat-file", "rev-list",
}

// excluded are documented spellings a table leaves out on purpose, each
// with the reason. A spelling here is not in the table, so the command
// using it stays unresolved: exclusion is the safe side.
var excluded = map[string]map[string]string{
	"tar": {
		"--remove-files": "deletes the files it archives, which the table's layout cannot say: left out so the command stays unresolved",
	},
	"find": {
		"-Olevel":  "the -O option's placeholder; -O takes an attached level",
		"-newerXY": "the placeholder of the -newerXY tests, declared one by one",
		"-mode":    "prose: the text of -perm's modes",
		"-n":       "prose: the text of -size's units",
	},
	"cut": {
		"-M": "prose: the LIST form -M (from the first to the Mth)",
	},
	"diff": {
		"--GTYPE-group-format": "the placeholder of the --old/new/unchanged/changed-group-format options, declared one by one",
		"--LTYPE-line-format":  "the placeholder of the --old/new/unchanged-line-format options, declared one by one",
	},
	"rsync": {
		"-oparam":               "prose: the page's spelling of an attached short value",
		"--no-OPTION":           "the page's placeholder for the --no- form of any option (the table's Negate grammar)",
		"--remove-source-files": "deletes the sources it sends, which the layout cannot say: left out so the command stays unresolved",
	},
	"zip": {
		"-m": "deletes the files it adds: left out so the command stays unresolved", "--move": "as -m",
		"-@": "takes the names from stdin: left out so the command stays unresolved", "--names-stdin": "as -@",
		"--some": "prose: a word of the page's text",
	},
	"git": {
		"-static":      "prose: a word of the diff options' text, not an option",
		"-local":       "prose: a word of the rev-list options' text, not an option",
		"--autosquash": "prose: git-commit's page names rebase's option",
		"--no-pager":   "prose: git-config's page names git's global option",
	},
}

// exclusions are prog's entries of excluded and of each group's list.
func exclusions(prog string) map[string]string {
	all := map[string]string{}
	for _, m := range []map[string]map[string]string{excluded, excludedCore, excludedWrap, excludedPkg, excludedCloud} {
		for k, v := range m[prog] {
			all[k] = v
		}
	}
	return all
}

// optionTag finds the option spellings that start a line of help text:
// "  -f, --file=ARCHIVE   text", "       --hole-detection=METHOD".
var optionTag = regexp.MustCompile(`^ {1,12}(-[^ \t].*?)(?:\s{2,}|\t|$)`)

// spelling takes one spelling apart: its name, without the value part.
var spelling = regexp.MustCompile(`^(--?\[?[A-Za-z0-9][A-Za-z0-9_.\-\]]*)`)

// documented returns the option names the help text lists at the start
// of its lines.
func documented(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		m := optionTag.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, part := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' || r == '|' }) {
			if !strings.HasPrefix(part, "-") {
				continue
			}
			n := spelling.FindString(part)
			if n == "" || n == "-" || n == "--" {
				continue
			}
			if numericOpt(n) || n == "-NUM" || n == "-N" && strings.HasPrefix(part, "-NUM") {
				continue // -NUM
			}
			if strings.Contains(n, "[no-]") {
				n = strings.Replace(n, "[no-]", "", 1)
				out = append(out, strings.Replace(n, "--", "--no-", 1))
			}
			if strings.ContainsAny(n, "[]") {
				continue
			}
			n = strings.TrimRight(n, "-.")
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// entry is one documented option line: its spellings and how the help
// writes its value ("" none, ":" required, "?" optional) and the
// placeholder.
type entry struct {
	names       []string
	takes, what string
}

var valueForm = regexp.MustCompile(`^(--?[A-Za-z0-9][A-Za-z0-9_-]*)(\[=|\[ ?<|=| <| [A-Z_]+(?:\s|$)|<|\[)?(.*)$`)

// documentedEntries is documented with the value forms, for the report.
func documentedEntries(text string) []entry {
	var out []entry
	for _, line := range strings.Split(text, "\n") {
		m := optionTag.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var e entry
		for _, part := range strings.Split(m[1], ", ") {
			v := valueForm.FindStringSubmatch(strings.TrimSpace(part))
			if v == nil || numericOpt(v[1]) {
				continue
			}
			e.names = append(e.names, strings.TrimRight(v[1], "-"))
			switch {
			case strings.HasPrefix(v[2], "["):
				if e.takes == "" {
					e.takes = "?"
				}
				e.what += v[3]
			case v[2] != "":
				e.takes = ":"
				e.what += v[3]
			}
		}
		if len(e.names) > 0 {
			out = append(out, e)
		}
	}
	return out
}

// helpText runs a help source and returns its output, "" when the
// program or its page is missing.
func helpText(t *testing.T, argv []string) string {
	t.Helper()
	if _, err := exec.LookPath(argv[0]); err != nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c := exec.CommandContext(ctx, argv[0], argv[1:]...)
	c.Env = append(os.Environ(), "MANWIDTH=250", "MANPAGER=cat", "PAGER=cat", "LC_ALL=C", "COLUMNS=250", "GIT_PAGER=cat")
	if argv[0] == "man" {
		c.Args = []string{"man", "-P", "cat", argv[1]}
	}
	var out, errs bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	if argv[0] == "man" {
		// man's formatter writes its warnings to stderr while the page is
		// written: in one buffer they would land inside an option name.
		c.Stderr = &errs
	}
	_ = c.Run() // help often exits non-zero (git SUB -h exits 129)
	if argv[0] == "man" && strings.Contains(out.String()+errs.String(), "No manual entry") {
		return ""
	}
	if argv[0] == "npm" {
		// npm config ls -l lists its keys as "key = value"; each is an
		// option --key.
		var b strings.Builder
		for _, line := range strings.Split(out.String(), "\n") {
			if k, _, ok := strings.Cut(line, " = "); ok && !strings.HasPrefix(k, ";") && !strings.HasPrefix(k, "_") {
				b.WriteString("  --" + strings.TrimSpace(k) + "\n")
			}
		}
		return b.String()
	}
	return out.String()
}

// known reports whether the table s lists name exactly (an abbreviation
// does not count: the help's spelling must be in the table itself).
func known(s *Options, name string) bool {
	if s == nil {
		return false
	}
	if _, ok := s.index().at[name]; ok {
		return true
	}
	if s.Grammar&Negate != 0 {
		o := s.Lookup(name)
		return o != nil && len(o.Names) == 1 && o.Names[0] == name
	}
	return false
}

// TestCoverage checks, for every program above that is installed, that
// each option its help or man page documents is in its table (and so has
// a role, none included) or excluded with a reason.
func TestCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed programs; skipped with -short")
	}
	type check struct {
		name    string
		prog    string
		table   *Options
		sources [][]string
	}
	var checks []check
	for _, c := range slices.Concat(coverage, coverageCore, coverageWrap, coveragePkg, coverageCloud) {
		p := Lookup(c.prog)
		if p == nil {
			t.Errorf("%s: no table", c.prog)
			continue
		}
		checks = append(checks, check{c.prog, c.prog, p.Def, c.sources})
	}
	git := Lookup("git")
	checks = append(checks, check{"git", "git", git.Global, [][]string{{"git", "--help"}, {"man", "git"}}})
	for _, sub := range gitCoverage {
		checks = append(checks, check{"git " + sub, "git", git.Sub(sub), [][]string{{"git", sub, "-h"}, {"man", "git-" + sub}}})
	}
	dk := Lookup("docker")
	checks = append(checks, check{"docker", "docker", dk.Global, [][]string{{"docker", "--help"}}})
	for _, sub := range slices.Sorted(maps.Keys(dockerSubs.get())) {
		argv := append(append([]string{"docker"}, strings.Fields(sub)...), "--help")
		checks = append(checks, check{"docker " + sub, "docker", dk.SubTable(sub), [][]string{argv}})
	}
	kc := Lookup("kubectl")
	checks = append(checks, check{"kubectl", "kubectl", kc.Global, [][]string{{"kubectl", "options"}}})
	for _, sub := range slices.Sorted(maps.Keys(kubectlSubs.get())) {
		argv := append(append([]string{"kubectl"}, strings.Fields(sub)...), "--help")
		checks = append(checks, check{"kubectl " + sub, "kubectl", kc.SubTable(sub), [][]string{argv}})
	}
	var report []string
	total := 0
	for _, c := range checks {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			var names []string
			found := false
			for _, src := range c.sources {
				text := helpText(t, src)
				if text == "" {
					continue
				}
				found = true
				names = append(names, documented(text)...)
			}
			if !found {
				t.Skipf("%s is not installed", c.name)
			}
			slices.Sort(names)
			names = slices.Compact(names)
			total += len(names)
			var missing []string
			if *coverageReport {
				report = append(report, c.name+":\n\t"+missingDesc(t, c.prog, c.table, c.sources))
			}
			for _, n := range names {
				if _, ok := exclusions(c.prog)[n]; ok {
					continue
				}
				if !known(c.table, n) {
					missing = append(missing, n)
				}
			}
			t.Logf("%s: %d documented, %d in table, %d excluded", c.name, len(names), len(c.table.All()), len(exclusions(c.prog)))
			if len(missing) > 0 {
				t.Errorf("%s documents %d options its table lacks: %s", c.name, len(missing), strings.Join(missing, " "))
			}
		})
	}
	if total < 1000 {
		t.Errorf("only %d options read from the installed programs' help: the reader is broken", total)
	}
	if *coverageReport {
		sort.Strings(report)
		fmt.Println(strings.Join(report, "\n"))
	}
}

// missingDesc writes the documented options the table lacks in the
// table's syntax, each value form the most permissive any source shows
// (optional over required over none), for the report.
func missingDesc(t *testing.T, prog string, table *Options, sources [][]string) string {
	var groups [][]string
	takes := map[string]string{}
	rank := map[string]int{"": 0, ":": 1, "?": 2}
	for _, src := range sources {
		for _, e := range documentedEntries(helpText(t, src)) {
			var ns []string
			for _, n := range e.names {
				if _, ok := exclusions(prog)[n]; ok || known(table, n) {
					continue
				}
				if _, seen := takes[n]; !seen {
					ns = append(ns, n)
					takes[n] = e.takes
				} else if rank[e.takes] > rank[takes[n]] {
					takes[n] = e.takes
				}
			}
			if len(ns) > 0 {
				groups = append(groups, ns)
			}
		}
	}
	var out []string
	for _, g := range groups {
		tk := ""
		for _, n := range g {
			if rank[takes[n]] > rank[tk] {
				tk = takes[n]
			}
		}
		out = append(out, strings.Join(g, ",")+tk)
	}
	return strings.Join(out, " ")
}
