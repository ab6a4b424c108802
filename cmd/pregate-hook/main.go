// Command pregate-hook is `pregate hook` and nothing else: the same flags,
// the same pipeline (package hookcmd), the same output, in a binary that
// links neither the command tree (cobra) nor the code only the other
// commands use (the HTML report, lint's formats, install, doctor, the
// backstop), so that a process starts with less to map, verify and
// initialise. It takes the hook's flags with or without a leading "hook",
// so that `pregate-hook hook --policy FILE` and `pregate hook --policy
// FILE` are the same call. A command line it does not take in full, help
// included, is a fail-closed deny with exit 2, as a usage error of
// `pregate hook` is.
package main

import (
	"os"

	"github.com/pregate/pregate/cmd/hookcmd"
	_ "github.com/pregate/pregate/cmd/pregate-hook/internal/oneproc"
)

func main() { os.Exit(hookcmd.Standalone(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
