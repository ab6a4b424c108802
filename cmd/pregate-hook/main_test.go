package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pregate/pregate/cmd/hookcmd"
)

// TestDependencies: the hook's binary links no command tree, template,
// report or network code, and hookcmd none either (cmd's pregate binary
// runs hookcmd.Main first, so whatever hookcmd links every hook process
// initialises).
func TestDependencies(t *testing.T) {
	for _, pkg := range []string{".", "../hookcmd"} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		for _, bad := range []string{
			"github.com/spf13/cobra", "github.com/spf13/pflag",
			"github.com/pregate/pregate/cmd", "github.com/pregate/pregate/audit/report",
			"github.com/pregate/pregate/rules/lint", "github.com/pregate/pregate/backstop",
			"html/template", "text/template", "net", "net/http", "os/signal", "crypto/sha256",
			"mvdan.cc/sh/v3/expand", "mvdan.cc/sh/v3/interp",
			// Their package inits run in every process that links them:
			// the hook matches its patterns by hand, parses URLs with uri
			// and decodes YAML with the copy in third_party/.
			"regexp", "regexp/syntax", "net/url", "net/netip",
		} {
			if slices.Contains(deps, bad) {
				t.Errorf("%s links %s", pkg, bad)
			}
		}
		// Upstream go-yaml's inits are in its subpackages (token, parser,
		// printer), so none of its packages may come back.
		for _, dep := range deps {
			if dep == "github.com/goccy/go-yaml" || strings.HasPrefix(dep, "github.com/goccy/go-yaml/") {
				t.Errorf("%s links %s", pkg, dep)
			}
		}
		// Where the hook takes mvdan.cc/sh's parser from third_party/,
		// whose fileutil matches its two expressions by hand, upstream's
		// syntax and fileutil, which compile them at init, do not come
		// back beside it.
		if slices.Contains(deps, "github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax") {
			for _, bad := range []string{"mvdan.cc/sh/v3/syntax", "mvdan.cc/sh/v3/fileutil"} {
				if slices.Contains(deps, bad) {
					t.Errorf("%s links %s beside the copy in third_party/", pkg, bad)
				}
			}
		}
	}
	// The event and the reply are read and written without encoding/json:
	// package hook quotes the reply's strings itself.
	out, err := exec.Command("go", "list", "-deps", "../../hook").Output()
	if err != nil {
		t.Fatalf("go list -deps ../../hook: %v", err)
	}
	if deps := strings.Fields(string(out)); slices.Contains(deps, "encoding/json") {
		t.Errorf("package hook links encoding/json")
	}
}

// TestSameAsHookMain runs the built binary and, in the same environment,
// hookcmd.Main, the entry of `pregate hook`, on the same calls: the same
// stdout, stderr and exit code; and a command line neither takes is a
// fail-closed deny.
func TestSameAsHookMain(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pregate-hook")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	env := map[string]string{
		"HOME":                       dir,
		"XDG_STATE_HOME":             filepath.Join(dir, "state"),
		"XDG_CONFIG_HOME":            filepath.Join(dir, "config"),
		"CLAUDE_PROJECT_DIR":         dir,
		"PREGATE_MANAGED_DIR":        filepath.Join(dir, "managed"),
		"PREGATE_CLAUDE_MANAGED_DIR": filepath.Join(dir, "claude-managed"),
	}
	for k, v := range env {
		t.Setenv(k, v)
	}
	pol := filepath.Join(dir, "p.toml")
	if err := os.WriteFile(pol, []byte("version = 1\n[[rule]]\nid = \"no-push\"\ndecision = \"deny\"\nmatch = [\"Bash(git push *)\"]\nreason = \"no pushing\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ev := func(cmd string) string {
		return `{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"` + cmd + `"}}`
	}
	gemini := `{"session_id":"s","transcript_path":"/t","cwd":"` + dir + `","hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":"git push origin main"}}`
	run := func(args []string, stdin string) (string, string, int) {
		c := exec.Command(bin, args...)
		c.Stdin = strings.NewReader(stdin)
		var stdout, stderr bytes.Buffer
		c.Stdout, c.Stderr = &stdout, &stderr
		err := c.Run()
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		return stdout.String(), stderr.String(), c.ProcessState.ExitCode()
	}
	denied := 0
	for _, tc := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"--policy", pol}, ev("ls && git push origin main")},
		{[]string{"--policy=" + pol, "--read-only"}, ev("ls")},
		{nil, ev("ls -la")},
		{nil, ev("rm -rf ~")},
		{[]string{"--client", "gemini", "--policy", pol}, gemini},
		{nil, "not json"},
	} {
		for _, args := range [][]string{tc.args, append([]string{"hook"}, tc.args...)} {
			out, errOut, code := run(args, tc.stdin)
			var wantOut, wantErr bytes.Buffer
			wantCode, ok := hookcmd.Main(tc.args, strings.NewReader(tc.stdin), &wantOut, &wantErr)
			if !ok {
				t.Fatalf("%q: hookcmd.Main does not take the command line", tc.args)
			}
			if out != wantOut.String() || errOut != wantErr.String() || code != wantCode {
				t.Errorf("%q: binary exit %d %q %q; hookcmd.Main exit %d %q %q", args, code, out, errOut, wantCode, wantOut.String(), wantErr.String())
			}
			if strings.Contains(out, `"deny"`) {
				denied++
			}
		}
	}
	if denied < 4 {
		t.Errorf("%d calls denied, want at least 4: the policy was not applied", denied)
	}
	for _, args := range [][]string{{"--help"}, {"-h"}, {"--no-such-flag"}, {"hook", "extra"}, {"--policy"}, {"hook", "version"}, {"version", "--policy"}} {
		out, errOut, code := run(args, ev("ls"))
		var o struct {
			HookSpecificOutput struct {
				PermissionDecision string `json:"permissionDecision"`
			} `json:"hookSpecificOutput"`
		}
		if code != 2 || json.Unmarshal([]byte(out), &o) != nil || o.HookSpecificOutput.PermissionDecision != "deny" ||
			strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "pregate: usage: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want a deny, exit 2 and one usage line", args, code, out, errOut)
		}
	}
}

// TestInitCost runs the built binary with GODEBUG=inittrace=1: the
// program tables (progs) and the shell's lookup sets are built when a
// call first uses them, so neither package's init allocates more than a
// few small values (a map literal of a real table is several KiB), and
// none of the packages TestDependencies keeps out initialises.
func TestInitCost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pregate-hook")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	c := exec.Command(bin)
	c.Env = append(os.Environ(), "GODEBUG=inittrace=1", "HOME="+dir, "XDG_STATE_HOME="+filepath.Join(dir, "state"),
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "CLAUDE_PROJECT_DIR="+dir,
		"PREGATE_MANAGED_DIR="+filepath.Join(dir, "managed"), "PREGATE_CLAUDE_MANAGED_DIR="+filepath.Join(dir, "claude-managed"))
	c.Stdin = strings.NewReader(`{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls -la"}}`)
	var stderr bytes.Buffer
	c.Stderr = &stderr
	if err := c.Run(); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	inits := map[string]int{}
	var order []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		// init PKG @T ms, T ms clock, BYTES bytes, ALLOCS allocs
		f := strings.Fields(line)
		if len(f) >= 10 && f[0] == "init" && f[8] == "bytes," {
			n, err := strconv.Atoi(f[7])
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			inits[f[1]] = n
			order = append(order, f[1])
		}
	}
	// The stack is grown before any package past the runtime's own
	// initialises, so that no init runs on the smallest stack.
	const stackPkg = "github.com/pregate/pregate/cmd/hookcmd/internal/stack"
	for _, pkg := range order {
		if pkg == stackPkg {
			break
		}
		if !strings.HasPrefix(pkg, "runtime") && !strings.HasPrefix(pkg, "internal/") {
			t.Errorf("%s initialises before %s", pkg, stackPkg)
		}
	}
	if !slices.Contains(order, stackPkg) {
		t.Errorf("%s does not initialise", stackPkg)
	}
	// One processor from before the first package that allocates at
	// init, so that no second thread starts for it.
	const oneprocPkg = "github.com/pregate/pregate/cmd/pregate-hook/internal/oneproc"
	for _, pkg := range order {
		if pkg == oneprocPkg {
			break
		}
		if inits[pkg] > 0 && !strings.HasPrefix(pkg, "runtime") && !strings.HasPrefix(pkg, "internal/") {
			t.Errorf("%s allocates at init before %s", pkg, oneprocPkg)
		}
	}
	if !slices.Contains(order, oneprocPkg) {
		t.Errorf("%s does not initialise", oneprocPkg)
	}
	if _, ok := inits["runtime"]; !ok {
		t.Fatalf("no inittrace lines in the output:\n%s", stderr.String())
	}
	for _, pkg := range []string{"github.com/pregate/pregate/progs", "github.com/pregate/pregate/shell"} {
		if n := inits[pkg]; n > 1024 {
			t.Errorf("%s allocates %d bytes at init: build tables on first use (progs' lazy)", pkg, n)
		}
	}
	// The event's reader, the reply, the audit log and the client
	// adapters allocate no more at init than a few error values (hook 64
	// bytes, client 120, audit and hookcmd nothing today): their tables
	// are literals, and they link no regexp.
	for _, pkg := range []string{"github.com/pregate/pregate/hook", "github.com/pregate/pregate/audit",
		"github.com/pregate/pregate/client", "github.com/pregate/pregate/cmd/hookcmd"} {
		if n := inits[pkg]; n > 256 {
			t.Errorf("%s allocates %d bytes at init", pkg, n)
		}
	}
	for pkg := range inits {
		for _, bad := range []string{"github.com/spf13/", "html/template", "text/template", "net/http", "mvdan.cc/sh/v3/expand", "mvdan.cc/sh/v3/interp"} {
			if strings.HasPrefix(pkg, bad) {
				t.Errorf("%s initialises in the hook", pkg)
			}
		}
	}
}
