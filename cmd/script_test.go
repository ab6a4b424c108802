package cmd

import (
	"fmt"
	"io"
	"os"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/pregate/pregate/cmd/hookcmd"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"pregate": func() { os.Exit(Run()) },
		// The hook-only binary of the release, next to pregate on PATH.
		"pregate-hook": func() { os.Exit(hookcmd.Standalone(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the CLI contract: every script under testdata/script is
// a session with the pregate command, its stdout, stderr and exit code.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		UpdateScripts:       os.Getenv("PREGATE_UPDATE_SCRIPTS") != "",
		Setup: func(env *testscript.Env) error {
			// Every script gets a home of its own: no discovery of the
			// real user's policy or Claude settings, and an audit log
			// inside the work dir.
			home := env.WorkDir + "/home"
			env.Setenv("HOME", home)
			env.Setenv("XDG_CONFIG_HOME", home+"/.config")
			env.Setenv("XDG_STATE_HOME", home+"/.local/state")
			env.Setenv("CLAUDE_PROJECT_DIR", "")
			env.Setenv("PREGATE_MANAGED_DIR", env.WorkDir+"/etc/pregate")
			env.Setenv("PREGATE_CLAUDE_MANAGED_DIR", env.WorkDir+"/etc/claude-code")
			return os.MkdirAll(home, 0o755)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"expand": cmdExpand,
		},
		Condition: func(cond string) (bool, error) {
			if cond == "sandbox" {
				return sandboxStarts(), nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}

// sandboxStarts reports whether Claude Code's sandbox can start on this
// machine, as doctor checks it (doctorSandbox): a script's doctor passes
// where it can and fails where it cannot (no bubblewrap or socat, user
// namespaces switched off), which a script tells apart by [sandbox].
var sandboxStarts = sync.OnceValue(func() bool {
	d := &doctor{w: io.Discard}
	doctorSandbox(d)
	return d.fails == 0
})

// cmdExpand rewrites each named file with $VAR references replaced by the
// script's environment, so that events can carry absolute paths of $WORK.
func cmdExpand(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! expand")
	}
	for _, f := range args {
		path := ts.MkAbs(f)
		data, err := os.ReadFile(path)
		ts.Check(err)
		ts.Check(os.WriteFile(path, []byte(os.Expand(string(data), ts.Getenv)), 0o644))
	}
}
