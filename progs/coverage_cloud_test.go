package progs

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// coverageCloud are the cloud, infrastructure, container and database clients whose tables TestCoverage
// checks against the installed program (see coverage).
var coverageCloud = []coverageCheck{
	{"psql", [][]string{{"psql", "--help"}, {"man", "psql"}}},
	{"mariadb", [][]string{{"mariadb", "--help"}}},
	{"mysql", [][]string{{"mysql", "--help"}}},
	{"mariadb-admin", [][]string{{"mariadb-admin", "--help"}}},
	{"mysqladmin", [][]string{{"mysqladmin", "--help"}}},
}

// excludedCloud are their documented spellings left out on purpose (see excluded).
var excludedCloud = map[string]map[string]string{
	"gcloud": {
		"-A": gcloudShort, "-D": gcloudShort, "-I": gcloudShort, "-J": gcloudShort, "-L": gcloudShort, "-P": gcloudShort,
		"-R": gcloudShort, "-U": gcloudShort, "-Z": gcloudShort, "-a": gcloudShort, "-b": gcloudShort, "-c": gcloudShort,
		"-d": gcloudShort, "-e": gcloudShort, "-j": gcloudShort, "-l": gcloudShort, "-n": gcloudShort, "-p": gcloudShort,
		"-r": gcloudShort, "-s": gcloudShort, "-v": gcloudShort, "-z": gcloudShort,
		"--read-paths-from-stdin": "the paths come from standard input, only run time knows them: left out so the command stays unresolved",
		"--region":                "prose: config list's text about the compute properties",
		"--zone":                  "prose: config list's text about the compute properties",
		"--no-promote-by-default": "prose: config list's text about a property",
	},
}

// gcloudShort is the reason gcloud's short spellings are left out.
const gcloudShort = "the completion tree the table is built from names long options only: this short spelling leaves the command unresolved"

// subCoverageCloud are the subcommands of the programs closed at the
// subcommand level whose tables TestCoverageCloud checks, each against
// the installed program's help for it.
var subCoverageCloud = []struct {
	prog, sub string
	sources   [][]string
}{}

// awsCoverage are the aws operations checked against aws SERVICE
// OPERATION help (rendered by the CLI as a man page, bold as overstrike:
// col -b takes it out); "" is aws help, the global options.
var awsCoverage = []string{"", "s3 ls", "s3 cp", "s3 mv", "s3 sync", "s3 rm", "s3 mb", "s3 rb", "s3 presign",
	"s3api get-object", "s3api put-object", "sts get-caller-identity", "ec2 describe-instances",
	"secretsmanager get-secret-value", "lambda invoke", "cloudformation deploy", "cloudformation package",
	"eks update-kubeconfig", "iam create-virtual-mfa-device"}

// gcloudCoverage are the gcloud commands checked against gcloud COMMAND
// --help (its bold and underline escapes taken out).
var gcloudCoverage = []string{"compute instances list", "auth list", "config list", "storage cp",
	"container clusters get-credentials", "logging read"}

func init() {
	for _, c := range gcloudCoverage {
		subCoverageCloud = append(subCoverageCloud, struct {
			prog, sub string
			sources   [][]string
		}{"gcloud", c, [][]string{{"sh", "-c", "command -v gcloud >/dev/null && gcloud " + c + " --help | sed 's/\x1b\\[[0-9;]*m//g'"}}})
	}
	for _, op := range awsCoverage {
		subCoverageCloud = append(subCoverageCloud, struct {
			prog, sub string
			sources   [][]string
		}{"aws", op, [][]string{{"sh", "-c", "command -v aws >/dev/null && aws " + op + " help | col -b"}}})
	}
	for _, sub := range slices.Sorted(maps.Keys(terraformSubs())) {
		subCoverageCloud = append(subCoverageCloud, struct {
			prog, sub string
			sources   [][]string
		}{"terraform", sub, [][]string{append(append([]string{"terraform"}, strings.Fields(sub)...), "-help")}})
	}
}

// TestCoverageCloud is TestCoverage for the subcommand tables of the
// programs closed at the subcommand level: each option the installed
// program documents for a subcommand is in that subcommand's table or
// excluded with a reason.
func TestCoverageCloud(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed programs; skipped with -short")
	}
	total := 0
	for _, c := range subCoverageCloud {
		t.Run(c.prog+"_"+strings.ReplaceAll(c.sub, " ", "_"), func(t *testing.T) {
			p := Lookup(c.prog)
			table := p.SubTable(c.sub)
			if c.sub == "" {
				table = p.Global
			}
			if table == nil {
				t.Fatalf("%s %s: no table", c.prog, c.sub)
			}
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
				t.Skipf("%s is not installed", c.prog)
			}
			slices.Sort(names)
			names = slices.Compact(names)
			total += len(names)
			var missing []string
			for _, n := range names {
				if _, ok := exclusions(c.prog)[n]; ok {
					continue
				}
				if !known(table, n) {
					missing = append(missing, n)
				}
			}
			if *coverageReport && len(missing) > 0 {
				t.Logf("%s %s lacks: %s", c.prog, c.sub, strings.Join(missing, " "))
			}
			if len(missing) > 0 {
				t.Errorf("%s %s documents %d options its table lacks: %s", c.prog, c.sub, len(missing), strings.Join(missing, " "))
			}
		})
	}
}
