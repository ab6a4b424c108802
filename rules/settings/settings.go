package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// File is what pregate reads from a Claude Code settings file.
type File struct {
	Rules    []*rules.Rule
	Warnings []*rules.LoadError
	// ManagedRulesOnly is Claude Code's allowManagedPermissionRulesOnly in
	// managed settings: Claude Code then ignores every other settings
	// file's rules, so pregate must not allow on their strength.
	ManagedRulesOnly bool
	// AllowExcept are the "!" rules of permissions.allow (Read(!x),
	// Edit(!x)) with the "!" taken out, and AllowExceptText each as
	// written.
	AllowExcept     []*claude.Pattern
	AllowExceptText []string
	// Claude are the working-directory keys of the file.
	Claude rules.ClaudePermissions
}

// Parse imports the permissions of a Claude Code settings file:
// permissions.deny, .ask and .allow, with Claude Code's meaning, anchored
// at root. Every other key belongs to Claude Code and is ignored. A file
// that is not JSON is an error. A deny or ask rule pregate cannot parse is
// an error (dropping it would fail open); an allow rule it cannot parse is
// dropped with a warning, as Claude Code itself skips it.
func Parse(name string, src []byte, level act.Level, root string) (*File, rules.LoadErrors) {
	s := &File{}
	var errs rules.LoadErrors
	// Editors on some systems write a byte order mark; it is not content.
	// Blanking it keeps every offset where it is.
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		src = append([]byte("   "), src[3:]...)
	}
	lines := newLineIndex(src)
	fail := func(off int64, format string, args ...any) {
		l, c := lines.at(int(off))
		errs = append(errs, &rules.LoadError{File: name, Pos: loc.Pos{Line: l, Col: c}, Msg: fmt.Sprintf(format, args...)})
	}

	// Check the whole document first, so that a syntax error anywhere is
	// reported even if the permissions come before it.
	var whole any
	if err := json.Unmarshal(src, &whole); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			fail(se.Offset-1, "invalid JSON: %s", se.Error())
		} else {
			fail(0, "invalid JSON: %v", err)
		}
		return nil, errs
	}
	top, ok := whole.(map[string]any)
	if !ok {
		fail(skipSpace(src, 0), "settings must be a JSON object")
		return nil, errs
	}
	if v, _ := top["allowManagedPermissionRulesOnly"].(bool); v && level == act.Managed {
		s.ManagedRulesOnly = true
	}
	if perms, ok := top["permissions"].(map[string]any); ok {
		s.Claude = claudeKeys(name, src, lines, level, root, perms)
	}
	if _, ok := top["permissions"]; !ok {
		return s, nil
	}

	// Walk the tokens to find each rule string's offset.
	dec := json.NewDecoder(bytes.NewReader(src))
	tok := func() (json.Token, int64) {
		off := skipSpace(src, dec.InputOffset())
		t, err := dec.Token()
		if err != nil {
			return nil, off
		}
		return t, off
	}
	tok() // {
	// JSON.parse keeps the last of duplicated keys: only the last
	// "permissions" object, and in it the last "allow" list, allow
	// anything in Claude Code. Earlier deny and ask lists are kept: they
	// only make pregate stricter.
	dropAllows := func() {
		s.Rules = slices.DeleteFunc(s.Rules, func(r *rules.Rule) bool { return r.Decision == hook.Allow })
	}
	for dec.More() {
		k, _ := tok()
		if k != "permissions" {
			skipValue(dec)
			continue
		}
		dropAllows()
		t, off := tok()
		if t != json.Delim('{') {
			fail(off, "permissions must be an object")
			skipRest(dec, t)
			continue
		}
		for dec.More() {
			k, _ := tok()
			var d hook.Decision
			switch k {
			case "deny":
				d = hook.Deny
			case "ask":
				d = hook.Ask
			case "allow":
				d = hook.Allow
				dropAllows()
			default:
				skipValue(dec)
				continue
			}
			t, off := tok()
			if t != json.Delim('[') {
				fail(off, "permissions.%s must be an array of strings", d)
				skipRest(dec, t)
				continue
			}
			for dec.More() {
				t, off := tok()
				text, isString := t.(string)
				if !isString {
					fail(off, "permissions.%s: want a string", d)
					skipRest(dec, t)
					continue
				}
				l, c := lines.at(int(off))
				if rest, ok := exceptionRule(text); ok {
					// Read(!x), Edit(!x): Claude Code takes x out of the
					// rules listed before it in this list.
					pat, err := claude.ParsePattern(rest, root)
					if err != nil {
						e := &rules.LoadError{File: name, Pos: loc.Pos{Line: l, Col: c}, Msg: fmt.Sprintf("rule %q: %v", text, err)}
						if d == hook.Allow {
							// Nothing to narrow with: allow nothing the
							// list allowed before it.
							e.Msg += "; the allow rules before it are dropped"
							s.Warnings = append(s.Warnings, e)
							s.Rules = slices.DeleteFunc(s.Rules, func(r *rules.Rule) bool { return r.Decision == hook.Allow && r.Source == name })
						} else {
							errs = append(errs, e)
						}
						continue
					}
					for _, r := range s.Rules {
						if r.Decision == d {
							r.Except = append(r.Except, pat)
							r.ExceptText = append(r.ExceptText, text)
						}
					}
					if d == hook.Allow {
						s.AllowExcept = append(s.AllowExcept, pat)
						s.AllowExceptText = append(s.AllowExceptText, text)
					} else {
						s.Warnings = append(s.Warnings, &rules.LoadError{File: name, Pos: loc.Pos{Line: l, Col: c}, Msg: fmt.Sprintf(
							"rule %q: Claude Code takes this path out of the %s rules before it; pregate keeps denying or asking there (stricter)", text, d)})
					}
					continue
				}
				pat, err := claude.ParsePattern(text, root)
				if err != nil {
					col := c
					var pe *claude.PatternError
					msg := err.Error()
					if errors.As(err, &pe) {
						col += pe.Col
						msg = pe.Msg
					}
					e := &rules.LoadError{File: name, Pos: loc.Pos{Line: l, Col: col}, Msg: fmt.Sprintf("rule %q: %s", text, msg)}
					if d == hook.Allow {
						e.Msg += "; allow rule ignored"
						s.Warnings = append(s.Warnings, e)
					} else {
						errs = append(errs, e)
					}
					continue
				}
				if pat.Warning != "" {
					s.Warnings = append(s.Warnings, &rules.LoadError{File: name, Pos: loc.Pos{Line: l, Col: c}, Msg: fmt.Sprintf("rule %q: %s", text, pat.Warning)})
				}
				s.Rules = append(s.Rules, &rules.Rule{
					ID: text, Decision: d, Patterns: []*claude.Pattern{pat},
					Level: level, Source: name, Pos: loc.Pos{Line: l, Col: c},
				})
			}
			tok() // ]
		}
		tok() // }
	}
	// Deny before ask before allow keeps the rules in decision order; the
	// order within a decision is the file order.
	sortByDecision(s.Rules)
	return s, errs
}

// claudeKeys reads the working-directory keys of one file's permissions.
func claudeKeys(name string, src []byte, lines lineIndex, level act.Level, root string, perms map[string]any) rules.ClaudePermissions {
	var c rules.ClaudePermissions
	at := func(key string) int {
		i := bytes.Index(src, []byte(`"`+key+`"`))
		l, _ := lines.at(i)
		return l
	}
	flag := func(key string, dst *bool, ignored string) {
		if v, _ := perms[key].(bool); v {
			c.Keys = append(c.Keys, rules.ClaudeKey{Key: key, Value: "true", Source: name, Pos: loc.Pos{Line: at(key)}, Ignored: ignored})
			if ignored == "" {
				*dst = true
			}
		}
	}
	list := func(key string, dst *[]string) {
		arr, _ := perms[key].([]any)
		var got []string
		for _, v := range arr {
			p, ok := v.(string)
			if !ok || p == "" {
				continue
			}
			switch {
			case strings.HasPrefix(p, "~/"):
				p = path.Join(homeOf(root, level), p[2:])
			case !path.IsAbs(p):
				p = path.Join(root, p)
			}
			got = append(got, path.Clean(p))
		}
		if len(got) > 0 {
			*dst = append(*dst, got...)
			c.Keys = append(c.Keys, rules.ClaudeKey{Key: key, Value: strings.Join(got, ", "), Source: name, Pos: loc.Pos{Line: at(key)}})
		}
	}
	flag("blockWritesOutsideWorkingDirectories", &c.BlockWritesOutsideWorkingDirectories, "")
	flag("blockReadsOutsideWorkingDirectories", &c.BlockReadsOutsideWorkingDirectories, "")
	flag("blockFileToolReadsOutsideWorkingDirectories", &c.BlockFileToolReadsOutsideWorkingDirectories, "")
	ignored := ""
	if level == act.Project {
		ignored = "Claude Code ignores it in project and local settings"
	}
	flag("denyInsteadOfPrompting", &c.DenyInsteadOfPrompting, ignored)
	list("additionalDirectories", &c.AdditionalDirectories)
	list("workingDirectoriesExclude", &c.WorkingDirectoriesExclude)
	return c
}

// homeOf is the home directory behind a settings root: user settings are
// rooted at ~/.claude.
func homeOf(root string, level act.Level) string {
	if level == act.User && path.Base(root) == ".claude" {
		return path.Dir(root)
	}
	return root
}

// exceptionRule reports whether text is a Claude Code "!" rule,
// Read(!x) or Edit(!x) (also written Read(./!x)), and returns the rule
// with the "!" taken out: Read(x), Read(./x).
func exceptionRule(text string) (string, bool) {
	t := strings.TrimSpace(text)
	for _, tool := range []string{"Read(", "Edit("} {
		rest, ok := strings.CutPrefix(t, tool)
		if !ok {
			continue
		}
		dot := ""
		if r, ok := strings.CutPrefix(rest, "./"); ok {
			dot, rest = "./", r
		}
		if r, ok := strings.CutPrefix(rest, "!"); ok {
			return tool + dot + r, true
		}
	}
	return "", false
}

func sortByDecision(rs []*rules.Rule) {
	rank := map[hook.Decision]int{hook.Deny: 0, hook.Ask: 1, hook.Allow: 2}
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rank[rs[j].Decision] < rank[rs[j-1].Decision]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// skipValue skips the next value in dec.
func skipValue(dec *json.Decoder) {
	t, err := dec.Token()
	if err != nil {
		return
	}
	skipRest(dec, t)
}

// skipRest skips the rest of a value whose first token was t.
func skipRest(dec *json.Decoder, t json.Token) {
	if t != json.Delim('{') && t != json.Delim('[') {
		return
	}
	for depth := 1; depth > 0; {
		t, err := dec.Token()
		if err == io.EOF || err != nil {
			return
		}
		switch t {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
	}
}

// skipSpace returns the offset of the first byte at or after off that is
// not white space, a comma or a colon: where the next token starts.
func skipSpace(src []byte, off int64) int64 {
	for int(off) < len(src) {
		switch src[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

// lineIndex maps byte offsets to 1-based lines and byte columns.
type lineIndex []int

func newLineIndex(src []byte) lineIndex {
	l := lineIndex{0}
	for i, c := range src {
		if c == '\n' {
			l = append(l, i+1)
		}
	}
	return l
}

func (l lineIndex) at(off int) (line, col int) {
	if off < 0 {
		off = 0
	}
	lo, hi := 0, len(l)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if l[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1, off - l[lo] + 1
}
