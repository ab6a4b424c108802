package progs

import (
	"os/exec"
	"strings"
	"testing"
)

// coverageWrap are the wrappers and system tools whose tables TestCoverage
// checks against the installed program (see coverage).
var coverageWrap = []coverageCheck{
	{"timeout", [][]string{{"timeout", "--help"}}},
	{"exec", [][]string{{"bash", "-c", "help exec"}}},
	{"command", [][]string{{"bash", "-c", "help command"}}},
	{"trap", [][]string{{"bash", "-c", "help trap"}}},
	{"source", [][]string{{"bash", "-c", "help source"}}},
	{"builtin", [][]string{{"bash", "-c", "help builtin"}}},
	{"time", [][]string{{"/usr/bin/time", "--help"}, {"man", "time"}}},
	{"nice", [][]string{{"nice", "--help"}}},
	{"nohup", [][]string{{"nohup", "--help"}}},
	{"stdbuf", [][]string{{"stdbuf", "--help"}}},
	{"env", [][]string{{"env", "--help"}}},
	{"chroot", [][]string{{"chroot", "--help"}}},
	{"sudo", [][]string{{"sudo", "--help"}, {"man", "sudo"}}},
	{"sudoedit", [][]string{{"man", "sudoedit"}}},
	{"doas", [][]string{{"man", "doas"}}},
	{"pkexec", [][]string{{"man", "pkexec"}}},
	{"su", [][]string{{"su", "--help"}, {"man", "su"}}},
	{"runuser", [][]string{{"runuser", "--help"}, {"man", "runuser"}}},
	{"setsid", [][]string{{"setsid", "--help"}}},
	{"ionice", [][]string{{"ionice", "--help"}}},
	{"taskset", [][]string{{"taskset", "--help"}}},
	{"chrt", [][]string{{"chrt", "--help"}}},
	{"prlimit", [][]string{{"prlimit", "--help"}}},
	{"unshare", [][]string{{"unshare", "--help"}}},
	{"nsenter", [][]string{{"nsenter", "--help"}}},
	{"flock", [][]string{{"flock", "--help"}}},
	{"script", [][]string{{"script", "--help"}}},
	{"watch", [][]string{{"watch", "--help"}, {"man", "watch"}}},
	{"strace", [][]string{{"strace", "--help"}, {"man", "strace"}}},
	{"ltrace", [][]string{{"ltrace", "--help"}, {"man", "ltrace"}}},
	{"valgrind", [][]string{{"valgrind", "--help"}}},
	{"systemd-run", [][]string{{"systemd-run", "--help"}, {"man", "systemd-run"}}},
	{"fakeroot", [][]string{{"fakeroot", "--help"}, {"man", "fakeroot"}}},
	{"dbus-run-session", [][]string{{"dbus-run-session", "--help"}, {"man", "dbus-run-session"}}},
	{"proxychains4", [][]string{{"man", "proxychains4"}}},
	{"torsocks", [][]string{{"torsocks", "--help"}, {"man", "torsocks"}}},
	{"unbuffer", [][]string{{"man", "unbuffer"}}},
	{"cgexec", [][]string{{"man", "cgexec"}}},
	{"numactl", [][]string{{"numactl", "--help"}, {"man", "numactl"}}},
	{"parallel", [][]string{{"parallel", "--help"}, {"man", "parallel"}}},
	{"firejail", [][]string{{"firejail", "--help"}, {"man", "firejail"}}},
	{"systemctl", [][]string{{"systemctl", "--help"}, {"man", "systemctl"}}},
}

// excludedWrap are their documented spellings left out on purpose (see excluded).
var excludedWrap = map[string]map[string]string{
	"sudoedit": {
		"-E": sudoeditRejects, "--preserve-env": sudoeditRejects, "-H": sudoeditRejects, "--set-home": sudoeditRejects,
		"-K": sudoeditRejects, "--remove-timestamp": sudoeditRejects, "-P": sudoeditRejects, "--preserve-groups": sudoeditRejects,
		"-U": sudoeditRejects, "--other-user": sudoeditRejects, "-b": sudoeditRejects, "--background": sudoeditRejects,
		"-e": sudoeditRejects, "--edit": sudoeditRejects, "-i": sudoeditRejects, "--login": sudoeditRejects,
		"-l": sudoeditRejects, "--list": sudoeditRejects, "-s": sudoeditRejects, "--shell": sudoeditRejects,
		"-v": sudoeditRejects, "--validate": sudoeditRejects,
	},
	"flock": {
		"-c":        "read only after the lock file (flock FILE -c CMD), as flock itself does; before it flock rejects it",
		"--command": "as -c",
	},
	"strace": {
		"-DD": repeated, "-DDD": repeated, "-ff": repeated, "-qq": repeated, "-qqq": repeated,
		"-tt": repeated, "-ttt": repeated, "-xx": repeated, "-yy": repeated,
	},
	"ltrace": {
		"-Dh": "-D with its value h attached", "-tt": repeated, "-ttt": repeated,
	},
	"openssl": {
		"-cert": "cms's help names its operands, the recipient certificates (-cert... parm), which shell/ reports read",
	},
	"parallel": {
		"--sql": "retired (use --sql-master): parallel rejects it",
	},
	"fakeroot": {
		"-rw-r--r": "prose: a line of ls -l output in the page's example",
	},
}

// sudoeditRejects: the sudo(8) page sudoedit shares documents options
// sudo refuses in edit mode.
const sudoeditRejects = "sudo's option for another mode: sudoedit (edit mode) rejects it"

// repeated: a letter given twice or thrice, which the grammar reads letter by letter.
const repeated = "the letter repeated, read as a bundle of that option"

// TestCoverageOpenSSL checks each openssl subcommand's table against
// "openssl SUB -help", as TestCoverage does for whole programs.
func TestCoverageOpenSSL(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed program; skipped with -short")
	}
	p := Lookup("openssl")
	total := 0
	for sub := range opensslSubs.get() {
		t.Run(sub, func(t *testing.T) {
			text := helpText(t, []string{"openssl", sub, "-help"})
			if text == "" {
				t.Skip("openssl is not installed")
			}
			names := documented(text)
			total += len(names)
			var missing []string
			for _, n := range names {
				if _, ok := exclusions("openssl")[n]; !ok && !known(p.SubTable(sub), n) {
					missing = append(missing, n)
				}
			}
			if len(missing) > 0 {
				t.Errorf("openssl %s documents %d options its table lacks: %s", sub, len(missing), strings.Join(missing, " "))
			}
		})
	}
	if _, err := exec.LookPath("openssl"); err == nil && total < 500 {
		t.Errorf("only %d options read from openssl's help: the reader is broken", total)
	}
}
