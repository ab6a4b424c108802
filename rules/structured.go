package rules

import "github.com/pregate/pregate/shell"

// Command is the structured form of a Bash rule, for what a rule string
// cannot say: git's global options before the subcommand, refspecs such as
// +main, flags in any spelling, rm targets inside or outside the project.
// A [[rule]] may give one or more under `command`; any one matching is a
// match.
type Command struct {
	Program    []string `toml:"program"`
	Subcommand []string `toml:"subcommand"`
	AnyFlag    []string `toml:"any_flag"`
	Flags      []string `toml:"flags"`
	NoFlag     []string `toml:"no_flag"`
	Operand    []string `toml:"operand"`
	Target     string   `toml:"target"`
}

// Validate reports a problem with c, for the loader to print with the
// rule's position.
func (c *Command) Validate() error { return nil }

// Match reports whether seg is a command c describes.
func (c *Command) Match(seg *shell.Segment, env Env) bool { return false }
