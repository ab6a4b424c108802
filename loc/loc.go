// Package loc is where something is written in a source file: the one
// position type of policy rules, floor entries, load errors and the rule
// references of verdicts and the audit log.
package loc

import "strconv"

// Pos is a position in a source file. Line and Col are 1-based, Col in
// bytes; each is 0 when unknown.
type Pos struct {
	Line int `json:"line,omitempty"`
	Col  int `json:"col,omitempty"`
}

// String returns "line:col", "line" when the column is unknown, and ""
// when the line is.
func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return ""
	case p.Col == 0:
		return strconv.Itoa(p.Line)
	}
	return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col)
}
