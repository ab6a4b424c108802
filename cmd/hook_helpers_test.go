package cmd

import (
	"flag"
	"io"

	"github.com/pregate/pregate/cmd/hookcmd"
)

// The hook's functions under the names cmd's tests have always called.

// runHook answers in Claude Code's format, runClientHook in p.Client's.
func runHook(p hookParams, stdin io.Reader, stdout, stderr io.Writer) int {
	p.Client = ""
	return hookcmd.Run(p, stdin, stdout, stderr)
}

func runClientHook(p hookParams, stdin io.Reader, stdout, stderr io.Writer) int {
	return hookcmd.Run(p, stdin, stdout, stderr)
}

func newHookFlags(p *hookParams) *flag.FlagSet { return hookcmd.Flags(p) }

func parseHookArgs(args []string) (hookParams, bool) { return hookcmd.Parse(args) }
