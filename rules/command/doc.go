// Package command matches structured Bash forms: the command entries of a
// [[rule]] (Command), which name a program, subcommands, flags and
// operands and match past global options and every spelling of a flag.
// That is right for deny and ask and too wide for allow, so an allow rule
// may use only match. The package also holds the catalogue of read-only
// programs that [run] read_only and plan mode trust (ReadOnlySegment), and
// the forms Claude Code's own prefix rules leave out (AllowExcluded).
package command
