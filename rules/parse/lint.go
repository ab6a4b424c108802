package parse

import (
	"strings"

	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// LintSource is one policy or settings file as lint sees it: everything
// that parsed, and every problem, even when some of the file did not.
type LintSource struct {
	Name     string
	Level    act.Level
	Settings bool
	// Rules are the rules that parsed, in file order.
	Rules []*rules.Rule
	Floor rules.FloorSettings
	Tests []rules.Test
	// Builtin are the [builtin] disable and enable entries.
	Builtin []LintValue
	// Errors would make the hook deny every call; Warnings would not.
	Errors, Warnings rules.LoadErrors

	at  map[*claude.Pattern]pos
	Src *Source
}

// LintValue is one string of a list, with where it is written.
type LintValue struct {
	Key, Text string
	loc.Pos
}

// PatternAt returns where rule string p is written in the file; 0, 0 when
// unknown (a settings file, or p is not from this file).
func (s *LintSource) PatternAt(p *claude.Pattern) (line, col int) {
	at := s.at[p]
	return at.Line, at.Col
}

// maxRepairs bounds how many syntax errors one file reports.
const maxRepairs = 50

// LintParse parses one file for lint at level, with "/x" anchored at root.
// A syntax error does not end the pass: the line is repaired (an unclosed
// table header closed) or blanked and the rest parsed again, so that every
// problem of the file is reported at once.
func LintParse(name string, src []byte, level act.Level, root string) *LintSource {
	ls := &LintSource{Name: name, Level: level, at: map[*claude.Pattern]pos{}}
	if strings.HasSuffix(name, ".json") {
		ls.Settings = true
		s, errs := Settings(name, src, level, root)
		ls.Errors = errs
		if s != nil {
			ls.fill(s)
		}
		return ls
	}
	text := string(src)
	for range maxRepairs {
		// The scanner gives values and positions; the decoder the message
		// of a file it does not decode, or the values of a valid one.
		doc, x, ok := scan(text, true)
		var unknown []string
		if !ok {
			var e *rules.LoadError
			if doc, unknown, e = decodeFull(name, text, x); e != nil {
				ls.Errors = append(ls.Errors, e)
				fixed := repairLine(text, e.Line)
				if e.Line == 0 || fixed == text {
					break
				}
				text = fixed
				continue
			}
		}
		p := &parser{name: name, x: x, s: &Source{Name: name, Level: level}, patAt: ls.at}
		p.unknownKeys(unknown)
		p.file(doc, root)
		ls.Errors = append(ls.Errors, p.errs...)
		ls.fill(p.s)
		for _, key := range []string{"disable", "enable"} {
			list := doc.Builtin.Disable
			if key == "enable" {
				list = doc.Builtin.Enable
			}
			for i, t := range list {
				at := x.elem("builtin."+key, 0, i)
				ls.Builtin = append(ls.Builtin, LintValue{Key: "builtin." + key, Text: t, Pos: at})
			}
		}
		break
	}
	ls.Errors.Sort()
	ls.Warnings.Sort()
	return ls
}

func (ls *LintSource) fill(s *Source) {
	ls.Src = s
	ls.Rules = s.Rules
	ls.Floor = s.Floor
	ls.Tests = s.Tests
	ls.Warnings = append(ls.Warnings, s.Warnings...)
}

// repairLine returns text with line n mended so that decoding can go on:
// an unclosed table header gets its brackets, anything else is blanked.
func repairLine(text string, n int) string {
	lines := strings.SplitAfter(text, "\n")
	if n < 1 || n > len(lines) {
		return text
	}
	l := lines[n-1]
	body := strings.TrimRight(l, "\r\n")
	nl := l[len(body):]
	t := strings.TrimSpace(body)
	switch {
	case strings.HasPrefix(t, "[[") && !strings.Contains(t, "]]"):
		lines[n-1] = strings.TrimRight(strings.TrimRight(body, " \t]"), " \t") + "]]" + nl
	case strings.HasPrefix(t, "[") && !strings.Contains(t, "]"):
		lines[n-1] = strings.TrimRight(body, " \t") + "]" + nl
	default:
		lines[n-1] = nl
	}
	return strings.Join(lines, "")
}
