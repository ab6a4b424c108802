package cmd

import (
	"flag"
	"io"
	"strings"
)

// HookMain runs `pregate hook ARGS…` without building a cobra command:
// main calls it before anything else, so that a hook call pays for no
// command tree. It handles only a command line it understands in full
// (the flags of newHookCmd, each spelled "--name" or "--name=value");
// for anything else — help, a usage error, a stray argument — ok is false
// and the caller runs Main, whose cobra command answers as it always has
// (a usage error is a fail-closed deny with exit 2). The decision itself
// is runHookFor's, the same function the cobra command calls.
func HookMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int, ok bool) {
	p, ok := parseHookArgs(args)
	if !ok {
		return 0, false
	}
	return runHookFor(p, stdin, stdout, stderr), true
}

// newHookFlags is the standard library's view of newHookCmd's flags; a
// test checks that the two list the same names and kinds.
func newHookFlags(p *hookParams) *flag.FlagSet {
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Func("policy", "policy file at the cli level (repeatable)", func(s string) error {
		p.policies = append(p.policies, s)
		return nil
	})
	fs.BoolVar(&p.readOnly, "read-only", false, "fence the whole session to read-only tools and commands")
	fs.StringVar(&p.client, "client", "claude", "the agent whose hook format to read and answer: claude, codex, gemini, copilot, cursor")
	return fs
}

func parseHookArgs(args []string) (p hookParams, ok bool) {
	fs := newHookFlags(&p)
	// cobra's flags take two dashes; a single dash is a shorthand that
	// the hook does not define, "-h" is help: leave those to cobra.
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") || a == "--" || strings.HasPrefix(a, "---") {
			return p, false
		}
		name, _, hasValue := strings.Cut(a[2:], "=")
		f := fs.Lookup(name)
		if f == nil {
			return p, false
		}
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); !isBool && !hasValue {
			i++ // the value, whatever it looks like, as pflag takes it
		}
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return hookParams{}, false
	}
	return p, true
}
