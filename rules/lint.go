package rules

import (
	"path"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pregate/pregate/shell"
)

// LintSource is one policy or settings file as lint sees it: everything
// that parsed, and every problem, even when some of the file did not.
type LintSource struct {
	Name     string
	Level    Level
	Settings bool
	// Rules are the rules that parsed, in file order.
	Rules []*Rule
	Floor FloorSettings
	Tests []Test
	// Builtin are the [builtin] disable and enable entries.
	Builtin []LintValue
	// Errors would make the hook deny every call; Warnings would not.
	Errors, Warnings LoadErrors

	at  map[*Pattern]pos
	src *source
}

// LintValue is one string of a list, with where it is written.
type LintValue struct {
	Key, Text string
	Line, Col int
}

// PatternAt returns where rule string p is written in the file; 0, 0 when
// unknown (a settings file, or p is not from this file).
func (s *LintSource) PatternAt(p *Pattern) (line, col int) {
	at := s.at[p]
	return at.Line, at.Col
}

// maxRepairs bounds how many syntax errors one file reports.
const maxRepairs = 50

// LintParse parses one file for lint at level, with "/x" anchored at root.
// A syntax error does not end the pass: the line is repaired (an unclosed
// table header closed) or blanked and the rest parsed again, so that every
// problem of the file is reported at once.
func LintParse(name string, src []byte, level Level, root string) *LintSource {
	ls := &LintSource{Name: name, Level: level, at: map[*Pattern]pos{}}
	if strings.HasSuffix(name, ".json") {
		ls.Settings = true
		s, errs := parseSettings(name, src, level, root)
		ls.Errors = errs
		if s != nil {
			ls.fill(s)
		}
		return ls
	}
	text := string(src)
	for range maxRepairs {
		var doc fileDoc
		md, err := toml.Decode(text, &doc)
		if err != nil {
			e := decodeError(name, text, err)
			ls.Errors = append(ls.Errors, e)
			fixed := repairLine(text, e.Line)
			if e.Line == 0 || fixed == text {
				break
			}
			text = fixed
			continue
		}
		x := indexPositions(text)
		p := &parser{name: name, x: x, s: &source{name: name, level: level}, patAt: ls.at}
		p.unknownKeys(md.Undecoded())
		p.file(&doc, root)
		ls.Errors = append(ls.Errors, p.errs...)
		ls.fill(p.s)
		for _, key := range []string{"disable", "enable"} {
			list := doc.Builtin.Disable
			if key == "enable" {
				list = doc.Builtin.Enable
			}
			for i, t := range list {
				at := x.elem("builtin."+key, 0, i)
				ls.Builtin = append(ls.Builtin, LintValue{Key: "builtin." + key, Text: t, Line: at.Line, Col: at.Col})
			}
		}
		break
	}
	ls.Errors.sort()
	ls.Warnings.sort()
	return ls
}

func (ls *LintSource) fill(s *source) {
	ls.src = s
	ls.Rules = s.rules
	ls.Floor = s.floor
	ls.Tests = s.tests
	ls.Warnings = append(ls.Warnings, s.warnings...)
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

// BuiltinNames are the builtin packs' names and rule ids, for [builtin]
// disable and enable.
func BuiltinNames() []string {
	packs, _ := builtinPacks()
	var out []string
	for _, p := range packs {
		out = append(out, p.Name)
		for _, r := range p.Rules {
			out = append(out, r.ID)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// BuiltinRules are the rules of the baseline's default packs with "/x"
// anchored at root: what every file's rules are evaluated alongside.
func BuiltinRules(root string) []*Rule {
	packs, _ := builtinPacks()
	s, _, _ := loadBuiltin(packs, BuiltinSettings{}, root)
	return s.rules
}

// BadPath reports whether p is a Read or Edit rule whose path is not a
// valid glob.
func (p *Pattern) BadPath() bool {
	return p.kind == patternPath && p.path.invalid
}

// PathSet returns what a Read or Edit allow rule approves, as an absolute
// path: the one path of a rule without wildcards (tree false), or a
// directory every match lies under (tree true: the literal directories
// before the first wildcard, or the directory of "dir/"). ok is false for
// any other rule.
func (p *Pattern) PathSet(env Env) (target string, tree, ok bool) {
	if p.kind != patternPath || p.path.invalid {
		return "", false, false
	}
	dir := p.path.anchorDir(env)
	if dir == "" {
		return "", false, false
	}
	pat := p.path.pat
	if i := strings.IndexAny(pat, "*?[{\\"); i >= 0 {
		pat, tree = pat[:strings.LastIndexByte(pat[:i], '/')+1], true
	}
	return path.Join(dir, pat), tree || p.path.dirOnly, true
}

// ExactSegment returns the one command a Bash allow rule without wildcards
// approves, decomposed in env.Cwd; ok is false for any other rule.
func (p *Pattern) ExactSegment(env Env) (*shell.Segment, bool) {
	if p.kind != patternBash || p.Tool != "Bash" {
		return nil, false
	}
	in := memoInstances(p, env, func() instances { return bashInstances(p, env) })
	if !in.exact || len(in.acts) != 1 {
		return nil, false
	}
	return in.acts[0].Segment, true
}

// LintPolicy merges what parsed of srcs, with the builtin baseline unless
// noBuiltin, into a policy that [[test]] cases can run against even when
// a file has errors: lint then still shows which rule contradicts a case.
// The hook never uses such a policy.
func LintPolicy(srcs []*LintSource, noBuiltin bool, project string) *Policy {
	var list []*source
	var b BuiltinSettings
	for _, ls := range srcs {
		if ls.src != nil {
			list = append(list, ls.src)
			b.Disable = append(b.Disable, ls.src.builtin.Disable...)
			b.Enable = append(b.Enable, ls.src.builtin.Enable...)
		}
	}
	slices.SortStableFunc(list, func(a, b *source) int { return int(a.level) - int(b.level) })
	p := &Policy{Project: project}
	if !noBuiltin {
		packs, _ := builtinPacks()
		bs, packList, _ := loadBuiltin(packs, b, project)
		list = append(list, bs)
		p.Packs = packList
	}
	merge(p, list)
	return p
}
