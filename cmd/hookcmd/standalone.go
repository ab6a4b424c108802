package hookcmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/pregate/pregate/cmd/buildinfo"
)

// Standalone is the whole of the hook-only binary, cmd/pregate-hook (args
// without the program name): Main with or without a leading "hook", a
// command line Main does not take, help included, a fail-closed deny with
// exit 2; and `version` alone, which prints the line `pregate version`
// prints, so that install and doctor can tell that the two binaries are
// one release.
func Standalone(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && args[0] == "version" {
		fmt.Fprintln(stdout, buildinfo.Read())
		return 0
	}
	if len(args) > 0 && args[0] == "hook" {
		args = args[1:]
	}
	code, ok := Main(args, stdin, stdout, stderr)
	if !ok {
		Failure(stdout, stderr, fmt.Errorf("usage: pregate-hook [hook] [--policy FILE]... [--read-only] [--client NAME], not %q", strings.Join(args, " ")))
		code = 2
	}
	return code
}
