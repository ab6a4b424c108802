package rules

import "embed"

//go:embed builtin
var builtinFS embed.FS

// genPack is one decoded pack.
type genPack struct {
	File        string // "builtin/git.toml"
	Name        string
	Description string
	Default     bool
	Size        int
	CRC         uint32
	Rules       []genRule
}

// genRule is a rule of a pack before its patterns are parsed: "/x" in a
// pattern depends on the project of the call.
type genRule struct {
	ID        string
	Decision  Decision
	Match     []string
	Command   []Command
	Reason    string
	Note      string
	Modes     []string
	Agents    []string
	Line, Col int
}
