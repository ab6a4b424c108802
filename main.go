// Command pregate is a Claude Code PreToolUse hook that enforces Claude Code
// permission rules, a path floor and a builtin safety baseline below the
// model.
package main

import (
	"os"

	"github.com/pregate/pregate/cmd"
)

func main() { os.Exit(cmd.Main()) }
