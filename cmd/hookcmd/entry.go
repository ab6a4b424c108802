package hookcmd

import (
	"flag"
	"fmt"
	"io"
	"strings"

	// First of the hook's packages to initialise: see its doc.
	_ "github.com/pregate/pregate/cmd/hookcmd/internal/stack"
)

// Main runs `pregate hook ARGS…` (args without "hook"). It handles only a
// command line it understands in full (the flags of cmd's hook command,
// each spelled "--name" or "--name=value"); for anything else — help, a
// usage error, a stray argument — ok is false and the caller runs cmd,
// whose cobra command answers as it always has (a usage error is a
// fail-closed deny with exit 2). A panic outside the pipeline is a
// fail-closed deny too.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			Failure(stdout, stderr, fmt.Errorf("internal error: %v", r))
			code, ok = 2, true
		}
	}()
	p, ok := Parse(args)
	if !ok {
		return 0, false
	}
	return Run(p, stdin, stdout, stderr), true
}

// Flags is the standard library's view of the flags of cmd's hook
// command; a test there checks that the two list the same names and kinds.
func Flags(p *Params) *flag.FlagSet {
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Func("policy", "policy file at the cli level (repeatable)", func(s string) error {
		p.Policies = append(p.Policies, s)
		return nil
	})
	fs.BoolVar(&p.ReadOnly, "read-only", false, "fence the whole session to read-only tools and commands")
	fs.StringVar(&p.Client, "client", "claude", "the agent whose hook format to read and answer: claude, codex, gemini, copilot, cursor")
	return fs
}

// Parse reads the hook's command line; ok is false for one it does not
// take in full.
func Parse(args []string) (p Params, ok bool) {
	fs := Flags(&p)
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
		return Params{}, false
	}
	return p, true
}
