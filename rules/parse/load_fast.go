package parse

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A hook call loads every policy file anew, and the general TOML decoder
// (reflection, a map per table, a key string per value) plus the position
// pass cost milliseconds for a few hundred rules. Most policy files keep to
// a plain subset of TOML: [table] and [[rule]] headers with bare names,
// bare keys, one-line strings, decimal integers, booleans and arrays of
// strings. fastParse decodes exactly that subset into the same fileDoc and
// posIndex in one pass, and gives up on anything else — another construct,
// an unknown key, a duplicate, a type the schema does not expect, a control
// character — so that the full decoder handles it and reports any error
// as before. It never reports an error itself, so it cannot change what a
// file means: on the subset it accepts it agrees with the full decoder and
// with indexPositions (checked by tests and a fuzz target).

// fastParser is the state of one fastParse.
type fastParser struct {
	src       string
	i         int
	line      int
	lineStart int // offset of the current line's first byte
	doc       fileDoc
	x         posIndex
	table     string // current table path; "" at the top
	inst      int    // instance of the current array table
	set       uint32 // keys already set in the current table (by schema index)
	tables    uint32 // fixed tables already opened (by fastTables index)
	fence     *fenceDoc
	agents    []string
	agentDocs []*fenceDoc
}

// fastTables are the plain tables the subset allows, each at most once.
var fastTables = [...]string{"defaults", "permissions", "floor", "tenants", "run", "builtin", "audit", "pack"}

// fastParse decodes src if it keeps to the subset; ok is false otherwise.
func fastParse(src string) (doc *fileDoc, x *posIndex, ok bool) {
	if !utf8.ValidString(src) || strings.HasPrefix(src, "\uFEFF") {
		return nil, nil, false
	}
	p := &fastParser{src: src, line: 1}
	p.x.headers = map[string][]pos{}
	p.x.src = src
	if n := strings.Count(src, "[[rule]]"); n > 0 {
		p.doc.Rule = make([]ruleDoc, 0, n)
	}
	if !p.document() {
		return nil, nil, false
	}
	if len(p.agents) > 0 {
		p.doc.Agent = make(map[string]fenceDoc, len(p.agents))
		for i, a := range p.agents {
			p.doc.Agent[a] = *p.agentDocs[i]
		}
	}
	return &p.doc, &p.x, true
}

func (p *fastParser) here() pos { return pos{Line: p.line, Col: p.i - p.lineStart + 1} }

func (p *fastParser) eof() bool { return p.i >= len(p.src) }

// blank skips spaces and tabs.
func (p *fastParser) blank() {
	for p.i < len(p.src) && (p.src[p.i] == ' ' || p.src[p.i] == '\t') {
		p.i++
	}
}

// comment skips a comment if one starts here; false for a control
// character in it.
func (p *fastParser) comment() bool {
	if p.i >= len(p.src) || p.src[p.i] != '#' {
		return true
	}
	for p.i < len(p.src) && p.src[p.i] != '\n' {
		if c := p.src[p.i]; c < 0x20 && c != '\t' && c != '\r' || c == 0x7f {
			return false
		}
		if p.src[p.i] == '\r' && !strings.HasPrefix(p.src[p.i:], "\r\n") {
			return false
		}
		p.i++
	}
	return true
}

// newline consumes a line end ("\n" or "\r\n"); false if there is none.
func (p *fastParser) newline() bool {
	if strings.HasPrefix(p.src[p.i:], "\r\n") {
		p.i++
	}
	if p.i < len(p.src) && p.src[p.i] == '\n' {
		p.i++
		p.line++
		p.lineStart = p.i
		return true
	}
	return false
}

// endLine accepts blanks, a comment and the end of the line or file.
func (p *fastParser) endLine() bool {
	p.blank()
	if !p.comment() {
		return false
	}
	return p.eof() || p.newline()
}

// gap skips blanks, comments and line ends between array elements.
func (p *fastParser) gap() bool {
	for {
		p.blank()
		if !p.comment() {
			return false
		}
		if p.eof() {
			return true
		}
		if c := p.src[p.i]; c != '\n' && c != '\r' {
			return true
		}
		if !p.newline() {
			return false
		}
	}
}

func (p *fastParser) document() bool {
	for {
		if !p.gap() {
			return false
		}
		if p.eof() {
			return true
		}
		var ok bool
		if p.src[p.i] == '[' {
			ok = p.header()
		} else {
			ok = p.keyValue()
		}
		if !ok || !p.endLine() {
			return false
		}
	}
}

// bareKey reads a bare key; "" if there is none.
func (p *fastParser) bareKey() string {
	start := p.i
	for p.i < len(p.src) && isBareKey(p.src[p.i]) {
		p.i++
	}
	return p.src[start:p.i]
}

func (p *fastParser) header() bool {
	at := p.here()
	p.i++
	array := p.i < len(p.src) && p.src[p.i] == '['
	if array {
		p.i++
	}
	p.blank()
	name := p.bareKey()
	var sub string
	if p.i < len(p.src) && p.src[p.i] == '.' {
		p.i++
		if sub = p.bareKey(); sub == "" {
			return false
		}
	}
	p.blank()
	if !strings.HasPrefix(p.src[p.i:], "]") {
		return false
	}
	p.i++
	if array {
		if !strings.HasPrefix(p.src[p.i:], "]") {
			return false
		}
		p.i++
	}
	p.set, p.inst = 0, 0
	p.fence = nil
	switch {
	case array && sub == "" && name == "rule":
		p.inst = len(p.doc.Rule)
		p.doc.Rule = append(p.doc.Rule, ruleDoc{})
		p.table = "rule"
	case array && sub == "" && name == "test":
		p.inst = len(p.doc.Test)
		p.doc.Test = append(p.doc.Test, testDoc{})
		p.table = "test"
	case array:
		return false
	case name == "agent" && sub != "":
		if slices.Contains(p.agents, sub) {
			return false
		}
		p.table = "agent." + sub
		p.fence = &fenceDoc{}
		p.agents = append(p.agents, sub)
		p.agentDocs = append(p.agentDocs, p.fence)
	case sub != "":
		return false
	default:
		t := -1
		for k, n := range fastTables {
			if n == name {
				t = k
				break
			}
		}
		if t < 0 || p.tables&(1<<t) != 0 {
			return false
		}
		p.tables |= 1 << t
		p.table = fastTables[t]
		switch name {
		case "run":
			p.doc.Run = &fenceDoc{}
			p.fence = p.doc.Run
		case "pack":
			p.doc.Pack = &packDoc{}
		}
	}
	p.x.headers[p.table] = append(p.x.headers[p.table], at)
	return true
}

// fastValue is one decoded value.
type fastValue struct {
	kind  byte // 's' string, 'a' array of strings, 'i' integer, 'b' boolean, 't' inline table
	s     string
	list  []string
	elems []pos
	n     int64
	b     bool
	table map[string]any
}

// keyValue reads key = value in the current table.
func (p *fastParser) keyValue() bool {
	at := p.here()
	key := p.bareKey()
	if key == "" {
		return false
	}
	p.blank()
	if !strings.HasPrefix(p.src[p.i:], "=") {
		return false
	}
	p.i++
	p.blank()
	path, bit := p.known(key)
	if path == "" || p.set&bit != 0 {
		return false
	}
	p.set |= bit
	// A valid file needs the positions of its rules' and tests' headers
	// only; their keys are indexed on demand (posIndex.lazy).
	record := p.table != "rule" && p.table != "test"
	idx := len(p.x.keys)
	if record {
		p.x.keys = append(p.x.keys, keyPos{path: path, inst: p.inst, at: at, val: p.here()})
	} else {
		p.x.lazy = true
	}
	var v fastValue
	if !p.value(&v, path == "test.input", record) {
		return false
	}
	if record && v.kind == 'a' {
		p.x.keys[idx].elems = v.elems
	}
	return p.assign(key, &v)
}

// known returns the dotted path of key in the current table and its bit
// in the table's set, or "" for a key the subset does not take.
func (p *fastParser) known(key string) (string, uint32) {
	var keys []string
	switch {
	case p.table == "":
		keys = []string{"version"}
	case p.fence != nil:
		keys = []string{"read_only", "tools", "tools_set", "disallowed_tools"}
	default:
		keys = fastKeys[p.table]
	}
	for i, k := range keys {
		if k != key {
			continue
		}
		if p.fence != nil && p.table != "run" {
			return p.table + "." + key, 1 << i
		}
		return fastPaths[p.table][i], 1 << i
	}
	return "", 0
}

// fastKeys are the keys of each table the subset decodes; rule.command
// (a structured form) and everything not listed go to the full decoder.
var fastKeys = map[string][]string{
	"":            {"version"},
	"defaults":    {"unmatched", "unresolved", "profile"},
	"permissions": {"deny", "ask", "allow"},
	"rule":        {"id", "decision", "match", "reason", "note", "modes", "agents"},
	"floor":       {"protect", "protect_write", "write_scope", "read_scope", "remove"},
	"tenants":     {"root"},
	"run":         {"read_only", "tools", "tools_set", "disallowed_tools"},
	"builtin":     {"disable", "enable"},
	"audit":       {"path", "max_size", "keep", "redact", "required"},
	"test":        {"name", "tool", "input", "expect", "mode", "agent", "cwd"},
	"pack":        {"name", "description", "default"},
}

// fastPaths holds fastKeys joined to their table, so that recording a
// position allocates no string.
var fastPaths = func() map[string][]string {
	m := make(map[string][]string, len(fastKeys))
	for t, ks := range fastKeys {
		for _, k := range ks {
			m[t] = append(m[t], join(t, k))
		}
	}
	return m
}()

// value reads one value. An inline table is taken only where table is
// set (a test's input), with string values.
func (p *fastParser) value(v *fastValue, table, record bool) bool {
	if p.eof() {
		return false
	}
	switch c := p.src[p.i]; {
	case c == '"' || c == '\'':
		v.kind = 's'
		var ok bool
		v.s, ok = p.str()
		return ok
	case c == '[':
		v.kind = 'a'
		return p.array(v, record)
	case c == '{' && table:
		v.kind = 't'
		return p.inline(v)
	case c == 't' || c == 'f':
		v.kind = 'b'
		for _, w := range []string{"true", "false"} {
			if strings.HasPrefix(p.src[p.i:], w) {
				p.i += len(w)
				v.b = w == "true"
				return p.delimited()
			}
		}
		return false
	case c >= '0' && c <= '9':
		v.kind = 'i'
		start := p.i
		for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
			p.i++
		}
		digits := p.src[start:p.i]
		if len(digits) > 18 || len(digits) > 1 && digits[0] == '0' {
			return false
		}
		for _, d := range digits {
			v.n = v.n*10 + int64(d-'0')
		}
		return p.delimited()
	}
	return false
}

// delimited reports whether a scalar ends here rather than running into
// more characters (1.5, 1_000, 1979-05-27, trueish).
func (p *fastParser) delimited() bool {
	if p.eof() {
		return true
	}
	switch p.src[p.i] {
	case ' ', '\t', '\r', '\n', '#', ',', ']', '}':
		return true
	}
	return false
}

// str reads a one-line basic or literal string.
func (p *fastParser) str() (string, bool) {
	q := p.src[p.i]
	if p.i+2 < len(p.src) && p.src[p.i+1] == q && p.src[p.i+2] == q {
		return "", false // multi-line
	}
	p.i++
	start := p.i
	var b []byte // only when there are escapes
	for p.i < len(p.src) {
		c := p.src[p.i]
		if c != q && c != '\\' && c >= 0x20 && c != 0x7f {
			p.i++ // the common byte, before the cases below
			continue
		}
		switch {
		case c == q:
			s := p.src[start:p.i]
			p.i++
			if b != nil {
				s = string(append(b, s...))
			}
			return s, true
		case c < 0x20 && c != '\t' || c == 0x7f:
			return "", false
		case c == '\\' && q == '"':
			b = append(b, p.src[start:p.i]...)
			r, n := unescape(p.src[p.i:])
			if n == 0 {
				return "", false
			}
			b = utf8.AppendRune(b, r)
			p.i += n
			start = p.i
		default:
			p.i++
		}
	}
	return "", false
}

// unescape decodes the escape at the start of s (a backslash), returning
// the rune and the bytes consumed, or 0 bytes for one outside the subset.
func unescape(s string) (rune, int) {
	if len(s) < 2 {
		return 0, 0
	}
	switch s[1] {
	case 'b':
		return '\b', 2
	case 't':
		return '\t', 2
	case 'n':
		return '\n', 2
	case 'f':
		return '\f', 2
	case 'r':
		return '\r', 2
	case '"':
		return '"', 2
	case '\\':
		return '\\', 2
	case 'u', 'U':
		n := 4
		if s[1] == 'U' {
			n = 8
		}
		if len(s) < 2+n {
			return 0, 0
		}
		var r rune
		for _, c := range []byte(s[2 : 2+n]) {
			var d byte
			switch {
			case c >= '0' && c <= '9':
				d = c - '0'
			case c >= 'a' && c <= 'f':
				d = c - 'a' + 10
			case c >= 'A' && c <= 'F':
				d = c - 'A' + 10
			default:
				return 0, 0
			}
			r = r<<4 | rune(d)
		}
		if !utf8.ValidRune(r) {
			return 0, 0
		}
		return r, 2 + n
	}
	return 0, 0
}

// array reads an array of strings, possibly over several lines.
func (p *fastParser) array(v *fastValue, record bool) bool {
	p.i++
	v.list = []string{}
	for {
		if !p.gap() || p.eof() {
			return false
		}
		if p.src[p.i] == ']' {
			p.i++
			return true
		}
		if c := p.src[p.i]; c != '"' && c != '\'' {
			return false
		}
		if record {
			v.elems = append(v.elems, p.here())
		}
		s, ok := p.str()
		if !ok {
			return false
		}
		v.list = append(v.list, s)
		if !p.gap() || p.eof() {
			return false
		}
		switch p.src[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return true
		default:
			return false
		}
	}
}

// inline reads a one-line inline table of bare keys and strings.
func (p *fastParser) inline(v *fastValue) bool {
	p.i++
	v.table = map[string]any{}
	p.blank()
	if strings.HasPrefix(p.src[p.i:], "}") {
		p.i++
		return true
	}
	for {
		p.blank()
		key := p.bareKey()
		if key == "" {
			return false
		}
		if _, dup := v.table[key]; dup {
			return false
		}
		p.blank()
		if !strings.HasPrefix(p.src[p.i:], "=") {
			return false
		}
		p.i++
		p.blank()
		if p.eof() || p.src[p.i] != '"' && p.src[p.i] != '\'' {
			return false
		}
		s, ok := p.str()
		if !ok {
			return false
		}
		v.table[key] = s
		p.blank()
		if p.eof() {
			return false
		}
		switch p.src[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return true
		default:
			return false
		}
	}
}

// assign stores v as key of the current table; false when the schema
// wants another type.
func (p *fastParser) assign(key string, v *fastValue) bool {
	d := &p.doc
	str := func(dst *string) bool { *dst = v.s; return v.kind == 's' }
	strp := func(dst **string) bool { s := v.s; *dst = &s; return v.kind == 's' }
	list := func(dst *[]string) bool { *dst = v.list; return v.kind == 'a' }
	boolp := func(dst **bool) bool { b := v.b; *dst = &b; return v.kind == 'b' }
	intp := func(dst **int64) bool { n := v.n; *dst = &n; return v.kind == 'i' }
	if f := p.fence; f != nil {
		switch key {
		case "read_only":
			f.ReadOnly = v.b
			return v.kind == 'b'
		case "tools":
			l := v.list
			f.Tools = &l
			return v.kind == 'a'
		case "tools_set":
			f.ToolsSet = v.b
			return v.kind == 'b'
		case "disallowed_tools":
			return list(&f.DisallowedTools)
		}
		return false
	}
	switch p.table {
	case "":
		return intp(&d.Version)
	case "defaults":
		switch key {
		case "unmatched":
			return strp(&d.Defaults.Unmatched)
		case "profile":
			return strp(&d.Defaults.Profile)
		}
		return strp(&d.Defaults.Unresolved)
	case "permissions":
		switch key {
		case "deny":
			return list(&d.Permissions.Deny)
		case "ask":
			return list(&d.Permissions.Ask)
		}
		return list(&d.Permissions.Allow)
	case "rule":
		r := &d.Rule[p.inst]
		switch key {
		case "id":
			return str(&r.ID)
		case "decision":
			return str(&r.Decision)
		case "match":
			return list(&r.Match)
		case "reason":
			return str(&r.Reason)
		case "note":
			return str(&r.Note)
		case "modes":
			return list(&r.Modes)
		}
		return list(&r.Agents)
	case "floor":
		switch key {
		case "protect":
			return list(&d.Floor.Protect)
		case "protect_write":
			return list(&d.Floor.ProtectWrite)
		case "write_scope":
			return list(&d.Floor.WriteScope)
		case "remove":
			return list(&d.Floor.Remove)
		}
		return list(&d.Floor.ReadScope)
	case "tenants":
		return strp(&d.Tenants.Root)
	case "builtin":
		if key == "disable" {
			return list(&d.Builtin.Disable)
		}
		return list(&d.Builtin.Enable)
	case "audit":
		a := &d.Audit
		switch key {
		case "path":
			return strp(&a.Path)
		case "max_size":
			switch v.kind {
			case 's':
				a.MaxSize = v.s
			case 'i':
				a.MaxSize = v.n
			default:
				return false
			}
			return true
		case "keep":
			return intp(&a.Keep)
		case "redact":
			return boolp(&a.Redact)
		}
		return boolp(&a.Required)
	case "test":
		t := &d.Test[p.inst]
		switch key {
		case "name":
			return str(&t.Name)
		case "tool":
			return str(&t.Tool)
		case "input":
			t.Input = v.table
			return v.kind == 't'
		case "expect":
			return str(&t.Expect)
		case "mode":
			return str(&t.Mode)
		case "agent":
			return str(&t.Agent)
		}
		return str(&t.Cwd)
	case "pack":
		pk := d.Pack
		switch key {
		case "name":
			return str(&pk.Name)
		case "description":
			return str(&pk.Description)
		}
		return boolp(&pk.Default)
	}
	return false
}
