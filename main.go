// Command pregate is a Claude Code PreToolUse hook that enforces Claude Code
// permission rules, a path floor and a builtin safety baseline below the
// model.
package main

import (
	"os"

	"github.com/pregate/pregate/cmd"
)

// cmd.Run answers `pregate hook` without building the cobra command tree,
// and everything else through it.
func main() { os.Exit(cmd.Run()) }
