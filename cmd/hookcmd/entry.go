package hookcmd

import (
	"flag"
	"fmt"
	"io"
	"strconv"
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

// defaultClient is --client's default.
const defaultClient = "claude"

// Flags is the standard library's view of the flags of cmd's hook
// command; a test there checks that the two list the same names and kinds.
// Parse reads them by hand, as flag.FlagSet.Parse does (its tests hold the
// two to the same result).
func Flags(p *Params) *flag.FlagSet {
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Func("policy", "policy file at the cli level (repeatable)", func(s string) error {
		p.Policies = append(p.Policies, s)
		return nil
	})
	fs.BoolVar(&p.ReadOnly, "read-only", false, "fence the whole session to read-only tools and commands")
	fs.StringVar(&p.Client, "client", defaultClient, "the agent whose hook format to read and answer: claude, codex, gemini, copilot, cursor")
	return fs
}

// Parse reads the hook's command line; ok is false for one it does not
// take in full. It is what Flags' FlagSet parses (an error or a stray
// argument is not ok), without building one: every hook call reads its
// command line, and the FlagSet, its map and its values were allocations
// and some 3,600 instructions a call for three flags.
func Parse(args []string) (p Params, ok bool) {
	p.Client = defaultClient
	// cobra's flags take two dashes; a single dash is a shorthand that
	// the hook does not define, "-h" is help: leave those to cobra.
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") || a == "--" || strings.HasPrefix(a, "---") {
			return p, false
		}
		switch name, _, hasValue := strings.Cut(a[2:], "="); name {
		case "policy", "client":
			if !hasValue {
				i++ // the value, whatever it looks like, as pflag takes it
			}
		case "read-only":
		default:
			return p, false
		}
	}
	for i := 0; i < len(args); i++ {
		name, value, hasValue := strings.Cut(args[i][2:], "=")
		switch name {
		case "policy", "client":
			if !hasValue {
				if i+1 == len(args) {
					return Params{}, false // flag needs an argument
				}
				i++
				value = args[i]
			}
			if name == "policy" {
				p.Policies = append(p.Policies, value)
			} else {
				p.Client = value
			}
		case "read-only":
			p.ReadOnly = true
			if hasValue {
				b, err := strconv.ParseBool(value)
				if err != nil {
					return Params{}, false
				}
				p.ReadOnly = b
			}
		}
	}
	return p, true
}
