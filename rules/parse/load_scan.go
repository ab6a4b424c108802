package parse

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules/command"
)

// A hook call loads every policy file anew, and the general TOML decoder
// (reflection, a map per table, a key string per value) costs
// milliseconds for a few hundred rules; it also reports no positions for
// tables, keys or array elements, and for a repeated [[rule]] it
// remembers only the last one. So one scanner reads a policy file: in one
// pass it records where each header, key, value and array element starts
// (the posIndex) and decodes the values into a fileDoc.
//
// The scanner reads all of TOML as the decoder does (strings of the four
// kinds with every escape, quoted and dotted keys, inline tables over
// several lines, arrays with comments, integers in every base, floats,
// CRLF, a byte order mark). It decodes the values of a file that keeps to
// the policy schema: known tables and keys, each once, of the types the
// schema wants. Anything else — an unknown or misspelt key, a duplicate, a
// type the schema does not take, a syntax error — it does not decode, and
// then the full decoder gives the values, or the error message, while the
// positions still come from the scanner. It never reports an error
// itself, so it cannot change what a file means. Besides errors, the
// decoder decodes the values of these valid files (the scanner keeps
// their positions):
//
//   - dotted keys (defaults.unmatched = "ask", and inside inline tables:
//     input = { a.b = 1 }), tables other than those of the schema
//     ([agent], [test.input]) and tables or arrays of tables written
//     inline where the schema has a table (run = {…}, rule = [{…}]), whose
//     table semantics the decoder has its own rules for;
//   - keys that match the schema only ignoring case (Version = 1), which
//     the decoder takes as the schema's (decodeFull fails a file with
//     two keys of one table that differ only in case);
//   - dates and times.
//
// FuzzScan holds the scanner to the decoder: what it decodes, the decoder
// decodes alike with no unknown key; where the decoder parses a file, the
// scanner names the same keys in the same order.

// pos is a 1-based line and byte column.
type pos = loc.Pos

// keyPos is one definition of a key.
type keyPos struct {
	path string // dotted, without array indices: "rule.match"
	inst int    // which instance of the innermost [[table]] it is in
	at   pos    // where the key starts
	val  pos    // where its value starts
	// elems are the starts of the value's top-level array elements.
	elems []pos
	used  bool
}

type posIndex struct {
	keys []keyPos
	// headers are the headers of each table path but "rule", in order:
	// "defaults" → [defaults]; rules those of "rule", each [[rule]].
	headers map[string][]pos
	rules   []pos
	// lazy is set when the keys of [[rule]] and [[test]] tables were not
	// recorded (a valid file needs only their headers); the first look-up
	// of one scans src again, recording every key.
	lazy bool
	src  string
	// deep is where a value nested deeper than maxNesting starts (0:0
	// when there is none).
	deep pos
}

// complete records every key, if some were left out.
func (x *posIndex) complete() {
	if x.lazy {
		x.keys = scanPositions(x.src).keys
		x.lazy = false
	}
}

// header returns the position of instance n of table path.
func (x *posIndex) header(path string, n int) pos {
	if h := x.headersOf(path); n < len(h) {
		return h[n]
	}
	return pos{}
}

// headersOf returns the headers of table path, in order.
func (x *posIndex) headersOf(path string) []pos {
	if path == "rule" {
		return x.rules
	}
	return x.headers[path]
}

// addHeader records a header of table path.
func (x *posIndex) addHeader(path string, at pos) {
	if path == "rule" {
		x.rules = append(x.rules, at)
		return
	}
	if x.headers == nil {
		x.headers = map[string][]pos{}
	}
	x.headers[path] = append(x.headers[path], at)
}

// key returns the definition of path inside instance inst of its table.
func (x *posIndex) key(path string, inst int) *keyPos {
	if x.lazy && lazyPath(path) {
		x.complete()
	}
	for i := range x.keys {
		if k := &x.keys[i]; k.path == path && k.inst == inst {
			return k
		}
	}
	return nil
}

func lazyTable(table string) bool {
	return table == "rule" || table == "test" || lazyPath(table)
}

func lazyPath(path string) bool {
	return strings.HasPrefix(path, "rule.") || strings.HasPrefix(path, "test.")
}

// nextUnused returns the first definition of path not yet reported, so
// that repeated unknown keys each get their own position.
func (x *posIndex) nextUnused(path string) *keyPos {
	x.complete()
	for i := range x.keys {
		if k := &x.keys[i]; k.path == path && !k.used {
			k.used = true
			return k
		}
	}
	return nil
}

// elem returns the position of element i of key path in instance inst,
// falling back to the key's value.
func (x *posIndex) elem(path string, inst, i int) pos {
	k := x.key(path, inst)
	if k == nil {
		return pos{}
	}
	if i < len(k.elems) {
		return k.elems[i]
	}
	return k.val
}

// scanner is the state of one scan.
type scanner struct {
	src string
	i   int
	// depth is how many arrays and inline tables the value being read is
	// inside (see maxNesting).
	depth     int
	line      int
	lineStart int // offset of the current line's first byte
	// checked: the text before it has been checked (see verify).
	checked int
	// record: record the keys of [[rule]] and [[test]] tables too.
	record bool
	// decode: the file still keeps to what the scanner decodes.
	decode bool
	doc    fileDoc
	x      posIndex
	table  string         // current table path
	top    bool           // at the top level, before any header
	inst   int            // instance of the current array table
	counts map[string]int // [[path]] headers so far, but rule and test
	rules  int
	tests  int
	set    uint32 // keys already set in the current table (by schema index)
	tables uint32 // fixed tables already opened (by fastTables index)
	// ruleCommand: the current [[rule]] set command as a key.
	ruleCommand bool
	fence       *fenceDoc
	cmd         *command.Command // the current [[rule.command]] table
	agents      []string
	agentDocs   []*fenceDoc
	keys        []schemaKey // the keys of the current table
	// lazyKeys is "rule." or "test." in a table whose keys are not
	// recorded (see keyValue), "" in one whose keys are.
	lazyKeys string
	// lazy, when set, checks and records [[rule]] tables (TOMLOneCall).
	lazy *lazyRules
	// strs holds the decoded arrays of strings one after another: each
	// is a slice of it, not an array of its own.
	strs []string
}

// fastTables are the plain tables the scanner decodes, each at most once.
var fastTables = [...]string{"defaults", "permissions", "floor", "tenants", "run", "builtin", "audit", "pack"}

// scan reads src; ok is false when it did not decode the values (x holds
// the positions either way).
func scan(src string, record bool) (doc *fileDoc, x *posIndex, ok bool) {
	return scanWith(src, record, nil)
}

// scanWith is scan; with lz set, it reads the [[rule]] tables it can as
// TOMLOneCall does (see lazyRule) rather than into the document.
func scanWith(src string, record bool, lz *lazyRules) (doc *fileDoc, x *posIndex, ok bool) {
	s := &scanner{src: src, line: 1, record: record, decode: true, top: true, keys: topKeys, lazy: lz}
	s.x.src = src
	s.x.lazy = !record
	switch {
	case strings.HasPrefix(src, "\xef\xbb\xbf"):
		s.i = 3
	case strings.HasPrefix(src, "\xff\xfe"), strings.HasPrefix(src, "\xfe\xff"):
		// A UTF-16 byte order mark: not a TOML file, which the decoder
		// says; the positions still skip the mark.
		s.i = 2
		s.decode = false
	}
	// The text is checked as the scan goes (see verify): the fast paths
	// of rule tables check the bytes they read themselves, the rest is
	// given to validText.
	s.checked = s.i
	// Room for the rules there may be, at the size of a short rule as it
	// is written (appending past it still works): an array this large
	// comes from memory the runtime need not clear, so the part no rule
	// fills is mostly never touched.
	if n := len(src) / minRuleSize; n > 0 && lz == nil {
		s.doc.rules = make([]scanRule, 0, n)
		s.x.rules = make([]pos, 0, n)
		s.strs = make([]string, 0, 2*n+16)
	} else {
		s.strs = make([]string, 0, 16)
	}
	s.document()
	s.verify()
	// "[[rule]]" may have been counted in a comment or a string.
	if len(s.doc.rules) == 0 {
		s.doc.rules = nil
	}
	if len(s.x.rules) == 0 {
		s.x.rules = nil
	}
	if !s.decode {
		return nil, &s.x, false
	}
	if len(s.agents) > 0 {
		s.doc.Agent = make(map[string]fenceDoc, len(s.agents))
		for i, a := range s.agents {
			s.doc.Agent[a] = *s.agentDocs[i]
		}
	}
	return &s.doc, &s.x, true
}

// minRuleSize is the size of a short [[rule]] table as it is written,
// with an id, a decision and a match of a few bytes each, for the
// capacity of the rules of a file.
const minRuleSize = len("\n[[rule]]\nid = \"x-1\"\ndecision = \"deny\"\nmatch = [\"Bash(x)\"]\n")

// verify checks the text from s.checked up to s.i with validText, unless
// a fast path has checked it; a character the decoder's lexer does not
// take stops decoding. It is called before each fast path and at the
// end, so that every byte is checked once.
func (s *scanner) verify() {
	if s.checked < s.i {
		if s.decode {
			// Mostly a line end or two (after a header, before one):
			// no call for those.
			j := s.checked
			for j < s.i && (s.src[j] == '\n' || s.src[j] == ' ' || s.src[j] == '\t') {
				j++
			}
			if j < s.i && !validText(s.src[j:s.i]) {
				s.decode = false
			}
		}
		s.checked = s.i
	}
}

// scanPositions returns every position of src, for a file the scanner
// does not decode.
func scanPositions(src string) *posIndex {
	_, x, _ := scan(src, true)
	x.lazy = false
	return x
}

// validText reports whether the decoder's lexer takes every character of
// src: UTF-8, no control character but tab and line ends, \r only in
// \r\n. It looks at eight bytes at a time: a word of printable ASCII and
// newlines (nearly every word of a policy file) costs a few operations;
// any other word is checked byte by byte (validTextSlow).
func validText(src string) bool {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	i := 0
	for i+8 <= len(src) {
		b := src[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if w&hi == 0 {
			// Each lane is below 0x80, so none of these carries into or
			// borrows from the next. A lane's top bit says: in atLeast,
			// >= 0x20; in notNL, != '\n'; in del, == 0x7f. A tab is
			// rare enough to leave to the slow path.
			atLeast := (w | hi) - 0x20*lo
			notNL := ((w ^ '\n'*lo) | hi) - lo
			del := w + lo
			if (notNL&^atLeast|del)&hi == 0 {
				i += 8
				continue
			}
		}
		j, ok := validTextSlow(src, i, i+8)
		if !ok {
			return false
		}
		i = j
	}
	_, ok := validTextSlow(src, i, len(src))
	return ok
}

// validTextSlow checks src from i on, a character at a time, up to the
// first character boundary at or after end; it returns that boundary.
func validTextSlow(src string, i, end int) (int, bool) {
	for i < end {
		c := src[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && n == 1 {
				return i, false
			}
			i += n
			continue
		}
		if isControl(c) && !(c == '\r' && i+1 < len(src) && src[i+1] == '\n') {
			return i, false
		}
		i++
	}
	return i, true
}

// isControl reports whether c is one of the bytes validText looks at:
// control characters but tab and newline, and \r.
func isControl(c byte) bool {
	return c < 0x20 && c != '\t' && c != '\n' || c == 0x7f
}

func (s *scanner) here() pos { return pos{Line: s.line, Col: s.i - s.lineStart + 1} }

func (s *scanner) eof() bool { return s.i >= len(s.src) }

func (s *scanner) peek() byte {
	if s.i < len(s.src) {
		return s.src[s.i]
	}
	return 0
}

// fail marks a syntax error: nothing is decoded, positions go on.
func (s *scanner) fail() bool {
	s.decode = false
	return false
}

// blank skips spaces and tabs.
func (s *scanner) blank() {
	i, src := s.i, s.src
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	s.i = i
}

// comment skips a comment if one starts here.
func (s *scanner) comment() {
	i, src := s.i, s.src
	if i < len(src) && src[i] == '#' {
		for i < len(src) && src[i] != '\n' && src[i] != '\r' {
			i++
		}
		s.i = i
	}
}

// newline consumes a line end ("\n" or "\r\n"); false if there is none.
func (s *scanner) newline() bool {
	j := s.i
	if j < len(s.src) && s.src[j] == '\r' {
		j++
	}
	if j < len(s.src) && s.src[j] == '\n' {
		s.i = j + 1
		s.line++
		s.lineStart = s.i
		return true
	}
	return false
}

// gap skips blanks, comments and line ends.
func (s *scanner) gap() {
	i, src := s.i, s.src
	for i < len(src) {
		switch src[i] {
		case ' ', '\t':
			i++
		case '#':
			for i < len(src) && src[i] != '\n' && src[i] != '\r' {
				i++
			}
		case '\r':
			if i+1 >= len(src) || src[i+1] != '\n' {
				s.i = i
				return
			}
			i++
		case '\n':
			i++
			s.line++
			s.lineStart = i
		default:
			s.i = i
			return
		}
	}
	s.i = i
}

// skipLine goes on past a syntax error at the next line.
func (s *scanner) skipLine() {
	for s.i < len(s.src) && s.src[s.i] != '\n' {
		s.i++
	}
	s.newline()
}

// lazyHeader reports whether src starts with the header of a rule table
// that lazyRule reads: "[[rule]]" and a line end.
func lazyHeader(src string) bool {
	return strings.HasPrefix(src, "[[rule]]\n") || strings.HasPrefix(src, "[[rule]]\r\n")
}

func (s *scanner) document() {
	for {
		s.gap()
		if s.eof() {
			return
		}
		start := s.i
		var ok bool
		switch {
		case s.src[s.i] == '[' && s.lazy != nil && s.decode && lazyHeader(s.src[s.i:]):
			s.lazyRule()
			continue
		case s.src[s.i] == '[' && s.lazy != nil && s.lazy.mapped:
			// A mapped file keeps its mapping only when it holds rules
			// alone, each read by lazyRule: this one is read again from a
			// copy (TOMLOneCallFor), and the scan stops here.
			s.lazy.bad = true
			s.i, s.checked = len(s.src), len(s.src)
			return
		case s.src[s.i] == '[':
			ok = s.header()
		case s.lazyKeys == "rule." && s.decode && plainKeys && s.ruleLines():
			// Whole lines, with their line ends: on with the next.
			continue
		default:
			ok = s.keyValue()
		}
		if ok {
			s.blank()
			s.comment()
			ok = s.eof() || s.newline()
		}
		if !ok {
			s.fail()
			if s.i == start || !s.eof() && s.src[s.i-1] != '\n' {
				s.skipLine()
			}
		}
	}
}

// keyPart reads one bare or quoted key part.
func (s *scanner) keyPart() (string, bool) {
	s.blank()
	switch c := s.peek(); c {
	case '"', '\'':
		if strings.HasPrefix(s.src[s.i:], `"""`) || strings.HasPrefix(s.src[s.i:], `'''`) {
			// An empty quoted part and then a quote: never a key.
			s.i += 2
			return "", s.fail()
		}
		return s.str()
	}
	start, i, src := s.i, s.i, s.src
	for i < len(src) && bareKey[src[i]] {
		i++
	}
	s.i = i
	return src[start:i], i > start
}

// key reads a dotted key ending before end (']' or '='); one is the key
// when it has a single part, else parts holds them all.
func (s *scanner) key(end byte, parts []string) (one string, all []string, ok bool) {
	// Nearly every key is bare, on its own: read it in one go.
	i, src := s.i, s.src
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	start := i
	for i < len(src) && bareKey[src[i]] {
		i++
	}
	if i > start {
		j := i
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if j < len(src) && src[j] == end {
			s.i = j
			return src[start:i], nil, true
		}
	}
	for {
		part, ok := s.keyPart()
		if !ok {
			return "", nil, false
		}
		s.blank()
		if s.peek() == '.' {
			s.i++
			if parts == nil {
				parts = []string{part}
			} else {
				parts = append(parts, part)
			}
			continue
		}
		if s.peek() != end {
			return "", nil, false
		}
		if parts == nil {
			return part, nil, true
		}
		return "", append(parts, part), true
	}
}

func isBareKey(c byte) bool { return bareKey[c] }

// bareKey holds the bytes of a bare key: A-Z a-z 0-9 _ -.
var bareKey = [256]bool{
	'-': true, '_': true,
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true,
	'A': true, 'B': true, 'C': true, 'D': true, 'E': true, 'F': true, 'G': true, 'H': true, 'I': true,
	'J': true, 'K': true, 'L': true, 'M': true, 'N': true, 'O': true, 'P': true, 'Q': true, 'R': true,
	'S': true, 'T': true, 'U': true, 'V': true, 'W': true, 'X': true, 'Y': true, 'Z': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true, 'h': true, 'i': true,
	'j': true, 'k': true, 'l': true, 'm': true, 'n': true, 'o': true, 'p': true, 'q': true, 'r': true,
	's': true, 't': true, 'u': true, 'v': true, 'w': true, 'x': true, 'y': true, 'z': true,
}

// joinPath joins key parts to the dotted path of a table.
func joinPath(prefix string, top bool, one string, parts []string) string {
	if parts == nil {
		if top {
			return one
		}
		return prefix + "." + one
	}
	p := strings.Join(parts, ".")
	if top {
		return p
	}
	return prefix + "." + p
}

func (s *scanner) header() bool {
	at := s.here()
	if plainKeys && strings.HasPrefix(s.src[s.i:], "[[rule]]") {
		s.ruleHeader(at)
		return true
	}
	s.i++
	array := s.peek() == '['
	if array {
		s.i++
	}
	one, parts, ok := s.key(']', nil)
	if !ok {
		return false
	}
	s.i++
	if array {
		if s.peek() != ']' {
			return false
		}
		s.i++
	}
	path := joinPath("", true, one, parts)
	s.table, s.top = path, false
	switch {
	case s.record || !lazyTable(path):
		s.lazyKeys = ""
	case strings.HasPrefix(path, "rule"):
		s.lazyKeys = "rule."
	default:
		s.lazyKeys = "test."
	}
	s.inst = 0
	if array {
		s.inst = s.count(path)
	}
	s.x.addHeader(path, at)
	if s.decode {
		s.openTable(array, one, parts)
		s.keys = s.tableKeys()
	}
	return true
}

// count returns how many [[path]] headers came before this one.
func (s *scanner) count(path string) int {
	switch path {
	case "rule":
		s.rules++
		return s.rules - 1
	case "test":
		s.tests++
		return s.tests - 1
	}
	if s.counts == nil {
		s.counts = map[string]int{}
	}
	n := s.counts[path]
	s.counts[path] = n + 1
	return n
}

// openTable starts decoding the table a header names.
func (s *scanner) openTable(array bool, name string, parts []string) {
	s.set = 0
	s.fence, s.cmd = nil, nil
	switch {
	case array && parts == nil && name == "rule":
		s.doc.rules = append(s.doc.rules, scanRule{})
		s.ruleCommand = false
	case array && parts == nil && name == "test":
		s.doc.Test = append(s.doc.Test, testDoc{})
	case array && len(parts) == 2 && parts[0] == "rule" && parts[1] == "command":
		if len(s.doc.rules) == 0 || s.ruleCommand {
			s.decode = false
			return
		}
		r := s.rule()
		r.Commands = append(r.Commands, command.Command{})
		s.cmd = &r.Commands[len(r.Commands)-1]
	case array:
		s.decode = false
	case len(parts) == 2 && parts[0] == "agent":
		for _, a := range s.agents {
			if a == parts[1] {
				s.decode = false
				return
			}
		}
		s.fence = &fenceDoc{}
		s.agents = append(s.agents, parts[1])
		s.agentDocs = append(s.agentDocs, s.fence)
	case parts != nil:
		s.decode = false
	default:
		t := -1
		for k, n := range fastTables {
			if n == name {
				t = k
				break
			}
		}
		if t < 0 || s.tables&(1<<t) != 0 {
			s.decode = false
			return
		}
		s.tables |= 1 << t
		switch name {
		case "run":
			s.doc.Run = &fenceDoc{}
			s.fence = s.doc.Run
		case "pack":
			s.doc.Pack = &packDoc{}
		}
	}
}

// Kinds of value the schema wants.
const (
	wantNone     = iota // not decoded
	wantString          // string
	wantStrings         // []string
	wantInt             // int64
	wantBool            // bool
	wantAny             // any TOML value
	wantTable           // map[string]any (a test's input)
	wantCommands        // []command.Command
)

// keyValue reads key = value in the current table.
func (s *scanner) keyValue() bool {
	if s.lazyKeys != "" && s.decode && plainKeys && s.plainKeyValue() {
		return true
	}
	at := s.here()
	one, parts, ok := s.key('=', nil)
	if !ok {
		return false
	}
	s.i++
	s.blank()
	// A valid file needs the positions of its rules' and tests' headers
	// only: their keys are not recorded unless asked for, and a key not
	// recorded needs no path (only its prefix, which says it is not
	// recorded, for keys of inline tables in its value).
	path := s.lazyKeys
	if path == "" {
		path = joinPath(s.table, s.top, one, parts)
	}
	want, slot := wantNone, -1
	if s.decode {
		if parts != nil {
			s.decode = false
		} else {
			want, slot = s.known(one)
			if want == wantNone || s.set&(1<<slot) != 0 {
				s.decode = false
				want = wantNone
			} else {
				s.set |= 1 << slot
			}
		}
	}
	idx := -1
	if s.record || !lazyPath(path) {
		// (path is whole here.)
		idx = len(s.x.keys)
		s.x.keys = append(s.x.keys, keyPos{path: path, inst: s.inst, at: at, val: s.here()})
	}
	var v value
	var elems []pos
	el := &elems
	if idx < 0 {
		el = nil
	}
	if !s.value(&v, want, path, el) {
		return false
	}
	if idx >= 0 {
		s.x.keys[idx].elems = elems
	}
	if want != wantNone && s.decode {
		s.assign(&s.keys[slot], &v)
	}
	return true
}

// plainKeyValue decodes, in a table whose keys are not recorded, the
// lines nearly every [[rule]] and [[test]] table is made of: a bare key
// the table takes, not set before, = and a one-line string without
// escapes, or an array of them on the line. It reports false, having
// changed nothing, for anything else, which keyValue then reads.
func (s *scanner) plainKeyValue() bool {
	rule := len(s.keys) == len(ruleKeys) && &s.keys[0] == &ruleKeys[0]
	slot, str, list, i, ok := s.plainLine(s.i, rule, false)
	if !ok {
		return false
	}
	v := value{kind: 's', s: str}
	if list != nil {
		v = value{kind: 'a', list: list}
	}
	s.i = i
	s.set |= 1 << slot
	s.keys[slot].set(s, v)
	return true
}

// plainLine reads at i the key and value plainKeyValue decodes, without
// changing anything but s.strs (when the value is an array of strings,
// its elements are appended there); it returns the key's slot, the
// value (str, or list when the key takes an array: never nil then) and
// the offset past it.
//
// With ascii set, it takes only strings of printable ASCII, the bytes of
// which it checks as validText would (see verify).
func (s *scanner) plainLine(i int, rule, ascii bool) (slot int, str string, list []string, end int, ok bool) {
	src := s.src
	var want int
	if n, w, k := ruleKeyAt(src, i); rule && n > 0 && len(src)-i >= n+3 && src[i+n:i+n+3] == " = " {
		// A key of a rule table, as nearly all are written.
		want, slot, i = w, k, i+n+3
	} else {
		start := i
		for i < len(src) && bareKey[src[i]] {
			i++
		}
		key := src[start:i]
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if key == "" || i >= len(src) || src[i] != '=' {
			return 0, "", nil, 0, false
		}
		i++
		want, slot = s.plainKnown(key, rule)
	}
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if want == wantNone || s.set&(1<<slot) != 0 || i >= len(src) {
		return 0, "", nil, 0, false
	}
	switch want {
	case wantString:
		var j int
		str, j, ok = plainString(src, i, ascii)
		if !ok {
			return 0, "", nil, 0, false
		}
		i = j
	case wantStrings:
		if src[i] != '[' {
			return 0, "", nil, 0, false
		}
		i++
		first := len(s.strs)
		for {
			for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
				i++
			}
			if i < len(src) && src[i] == ']' && (len(s.strs) == first || src[i-1] == ',' || src[i-1] == ' ' || src[i-1] == '\t') {
				// (after an element, only past its comma: see below)
				i++
				break
			}
			e, j, ok := plainString(src, i, ascii)
			if !ok {
				s.strs = s.strs[:first]
				return 0, "", nil, 0, false
			}
			s.strs = append(s.strs, e)
			i = j
			for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
				i++
			}
			if i < len(src) && src[i] == ',' {
				i++
				continue
			}
			if i < len(src) && src[i] == ']' {
				i++
				break
			}
			s.strs = s.strs[:first]
			return 0, "", nil, 0, false
		}
		list = s.strs[first:len(s.strs):len(s.strs)]
	default:
		return 0, "", nil, 0, false
	}
	return slot, str, list, i, true
}

// ruleLines reads, in a [[rule]] table whose keys are not recorded, the
// plain lines (see plainKeyValue) that follow, each with what ends it
// (blanks, a comment, the line end) and the blank lines and comments
// after it, and stores their values as keyValue would; it stops before a
// header or a line it cannot read whole, where the general path takes
// over. It reports whether it read a line.
func (s *scanner) ruleLines() bool {
	if len(s.keys) != len(ruleKeys) || &s.keys[0] != &ruleKeys[0] || len(s.doc.rules) == 0 {
		return false
	}
	if s.verify(); !s.decode {
		return false
	}
	// Every byte this loop reads is one it checks: keys, blanks, line
	// ends, and strings of printable ASCII (plainLine with ascii set);
	// it leaves a comment or anything else to the general path.
	defer func() { s.checked = s.i }()
	src := s.src
	read := s.ruleFast()
	r := s.rule() // (ruleFast may have opened rule tables after this one)
	for s.i < len(src) && bareKey[src[s.i]] {
		mark := len(s.strs)
		slot, str, list, i, ok := s.ruleLine(s.i)
		if !ok {
			s.strs = s.strs[:mark]
			slot, str, list, i, ok = s.plainLine(s.i, true, true)
		}
		if !ok {
			return read
		}
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i < len(src) && src[i] == '\r' && i+1 < len(src) && src[i+1] == '\n' {
			i++
		}
		switch {
		case i >= len(src):
		case src[i] == '\n':
			i++
			s.line++
			s.lineStart = i
		default:
			// Something after the value: the general path reads the
			// line again and finds what is wrong.
			s.strs = s.strs[:mark]
			return read
		}
		s.i = i
		s.set |= 1 << slot
		switch slot {
		case 0:
			r.ID = str
		case 1:
			r.Decision = hook.Decision(str)
		case 2:
			r.match = list
		case 3:
			r.Reason = str
		case 4:
			r.Note = str
		case 5:
			r.Modes = list
		case 6:
			r.Agents = list
		}
		read = true
		// Blank lines, as gap skips them (a comment is left to it).
		for s.i < len(src) && !bareKey[src[s.i]] {
			switch c := src[s.i]; {
			case c == ' ' || c == '\t':
				s.i++
			case c == '\n':
				s.i++
				s.line++
				s.lineStart = s.i
			case c == '\r' && s.i+1 < len(src) && src[s.i+1] == '\n':
				s.i++
			default:
				return true
			}
		}
	}
	return read
}

// ruleFast reads, from s.i on, the lines of the current rule table that
// are written as nearly all are: id, decision, match, reason or note,
// " = ", a string of printable ASCII (asciiString) or for match an array
// of them separated by ", ", and a line end, then blank lines; and a
// "[[rule]]" header on a line of its own, which opens the next table as
// ruleHeader does. It stops at the first line that is not one of these,
// where ruleLines goes on; it reports whether it read a line. What it
// reads it checks (see verify).
func (s *scanner) ruleFast() bool {
	r := s.rule()
	src, i, line, lineStart, set := s.src, s.i, s.line, s.lineStart, s.set
	read := false
	for {
		start := i
		rest := src[i:]
		var slot uint
		switch {
		case len(rest) >= 5 && rest[:5] == "id = ":
			slot, i = 0, i+5
		case len(rest) >= 11 && rest[:11] == "decision = ":
			slot, i = 1, i+11
		case len(rest) >= 8 && rest[:8] == "match = ":
			slot, i = 2, i+8
		case len(rest) >= 9 && rest[:9] == "reason = ":
			slot, i = 3, i+9
		case len(rest) >= 7 && rest[:7] == "note = ":
			slot, i = 4, i+7
		}
		if i == start || set&(1<<slot) != 0 {
			i = start
			break
		}
		var str string
		var list []string
		first := len(s.strs)
		if slot == 2 {
			j := -1
			if i < len(src) && src[i] == '[' {
				for j = i + 1; ; {
					k := asciiString(src, j)
					if k < 0 {
						j = -1
						break
					}
					s.strs = append(s.strs, src[j+1:k-1])
					if k < len(src) && src[k] == ']' {
						j = k + 1
						break
					}
					if k+1 >= len(src) || src[k] != ',' || src[k+1] != ' ' {
						j = -1
						break
					}
					j = k + 2
				}
			}
			if j < 0 {
				s.strs = s.strs[:first]
				i = start
				break
			}
			list, i = s.strs[first:len(s.strs):len(s.strs)], j
		} else {
			k := asciiString(src, i)
			if k < 0 {
				i = start
				break
			}
			str, i = src[i+1:k-1], k
		}
		if i >= len(src) || src[i] != '\n' {
			s.strs = s.strs[:first]
			i = start
			break
		}
		i++
		line++
		lineStart = i
		set |= 1 << slot
		switch slot {
		case 0:
			r.ID = str
		case 1:
			r.Decision = hook.Decision(str)
		case 2:
			r.match = list
		case 3:
			r.Reason = str
		case 4:
			r.Note = str
		}
		read = true
		for i < len(src) && src[i] == '\n' {
			i++
			line++
			lineStart = i
		}
		if len(src)-i > len("[[rule]]\n") && src[i:i+len("[[rule]]\n")] == "[[rule]]\n" {
			// The next rule table: what ruleHeader does, but for what
			// stays as it is (the table, its keys, no fence or command).
			s.x.rules = append(s.x.rules, pos{Line: line, Col: i - lineStart + 1})
			s.rules++
			s.inst = s.rules - 1
			s.doc.rules = append(s.doc.rules, scanRule{})
			r = s.rule()
			s.ruleCommand = false
			set = 0
			i += len("[[rule]]\n")
			line++
			lineStart = i
		}
		if i >= len(src) || !bareKey[src[i]] {
			break
		}
	}
	s.i, s.line, s.lineStart, s.set = i, line, lineStart, set
	return read
}

// ruleLine is plainLine (rule and ascii set) for the lines of a rule
// table as nearly all are written, a key, " = " and a value: the key
// found by comparing constants, the strings read by asciiString. It
// reports false for anything else, having changed nothing but s.strs
// (elements of an array it could not read whole are left appended).
func (s *scanner) ruleLine(i int) (slot int, str string, list []string, end int, ok bool) {
	src := s.src
	rest := src[i:]
	want := wantString
	switch {
	case len(rest) >= 5 && rest[:5] == "id = ":
		slot, i = 0, i+5
	case len(rest) >= 11 && rest[:11] == "decision = ":
		slot, i = 1, i+11
	case len(rest) >= 8 && rest[:8] == "match = ":
		slot, i, want = 2, i+8, wantStrings
	case len(rest) >= 9 && rest[:9] == "reason = ":
		slot, i = 3, i+9
	case len(rest) >= 7 && rest[:7] == "note = ":
		slot, i = 4, i+7
	case len(rest) >= 8 && rest[:8] == "modes = ":
		slot, i, want = 5, i+8, wantStrings
	case len(rest) >= 9 && rest[:9] == "agents = ":
		slot, i, want = 6, i+9, wantStrings
	default:
		return 0, "", nil, 0, false
	}
	if s.set&(1<<slot) != 0 {
		return 0, "", nil, 0, false
	}
	if want == wantString {
		j := asciiString(src, i)
		if j < 0 {
			return 0, "", nil, 0, false
		}
		return slot, src[i+1 : j-1], nil, j, true
	}
	// An array of strings: the elements one after another, each after a
	// comma and a space or none.
	if i >= len(src) || src[i] != '[' {
		return 0, "", nil, 0, false
	}
	i++
	first := len(s.strs)
	if i < len(src) && src[i] == ']' {
		return slot, "", s.strs[first:first:first], i + 1, true
	}
	for {
		j := asciiString(src, i)
		if j < 0 {
			return 0, "", nil, 0, false
		}
		s.strs = append(s.strs, src[i+1:j-1])
		switch {
		case j < len(src) && src[j] == ']':
			return slot, "", s.strs[first:len(s.strs):len(s.strs)], j + 1, true
		case j+1 < len(src) && src[j] == ',' && src[j+1] == ' ':
			i = j + 2
		case j < len(src) && src[j] == ',':
			i = j + 1
		default:
			return 0, "", nil, 0, false
		}
		if i < len(src) && src[i] == ']' {
			// A trailing comma.
			return slot, "", s.strs[first:len(s.strs):len(s.strs)], i + 1, true
		}
	}
}

// asciiString returns the offset past the one-line basic or literal
// string without escapes, of printable ASCII, that starts at src[i]; -1
// if there is none there. It is plainString with ascii set, and
// plainRunASCII's loop in it, as a rule table is mostly such strings.
func asciiString(src string, i int) int {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	if i >= len(src) {
		return -1
	}
	q := src[i]
	if q != '"' && q != '\'' || i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		return -1
	}
	qq, bs, up := uint64(q)*lo, uint64('\\')*lo, uint64(0x60)*lo
	j := i + 1
	for ; j+8 <= len(src); j += 8 {
		b := src[j : j+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		// The lowest marked lane is the first byte that is not printable
		// ASCII (w+lo|w: 0x7f and above; w+up without its top bit: under
		// 0x20), q or a backslash; a lane above it may be marked too (by a
		// carry or a borrow), never one below.
		x, y := w^qq, w^bs
		if m := (w + lo | w | ^(w + up) | (x-lo)&^x | (y-lo)&^y) & hi; m != 0 {
			j += bits.TrailingZeros64(m) / 8
			if src[j] != q {
				return -1
			}
			return j + 1
		}
	}
	for ; j < len(src); j++ {
		switch c := src[j]; {
		case c == q:
			return j + 1
		case c == '\\' || c < 0x20 || c >= 0x7f:
			return -1
		}
	}
	return -1
}

// ruleHeader is header for "[[rule]]" at at, the header nearly every
// table of a policy has: what header does for it, without reading its
// name as a key.
func (s *scanner) ruleHeader(at pos) {
	s.verify()
	s.i += len("[[rule]]")
	s.checked = s.i
	s.table, s.top = "rule", false
	s.lazyKeys = ""
	if !s.record {
		s.lazyKeys = "rule."
	}
	s.rules++
	s.inst = s.rules - 1
	s.x.rules = append(s.x.rules, at)
	if s.decode {
		s.set = 0
		s.fence, s.cmd = nil, nil
		s.doc.rules = append(s.doc.rules, scanRule{})
		s.ruleCommand = false
		s.keys = ruleKeys
	}
}

// plainKnown is known, with the keys of a [[rule]] table (rule set)
// looked up by a switch (the same slots as ruleKeys; TestPlainKnown).
func (s *scanner) plainKnown(key string, rule bool) (int, int) {
	if !rule {
		return s.known(key)
	}
	switch key {
	case "id":
		return wantString, 0
	case "decision":
		return wantString, 1
	case "match":
		return wantStrings, 2
	case "reason":
		return wantString, 3
	case "note":
		return wantString, 4
	case "modes":
		return wantStrings, 5
	case "agents":
		return wantStrings, 6
	case "command":
		return wantCommands, 7
	}
	return wantNone, 0
}

// ruleKeyAt returns the length, kind and slot (as plainKnown gives them)
// of the key of a [[rule]] table that src holds at i as a whole bare key,
// or 0: one comparison of a constant, not a loop over the key's bytes.
func ruleKeyAt(src string, i int) (n, want, slot int) {
	rest := src[i:]
	// Each case compares with a constant, which compiles to a load and a
	// compare.
	switch {
	case len(rest) >= 2 && rest[:2] == "id":
		n, want, slot = 2, wantString, 0
	case len(rest) >= 8 && rest[:8] == "decision":
		n, want, slot = 8, wantString, 1
	case len(rest) >= 5 && rest[:5] == "match":
		n, want, slot = 5, wantStrings, 2
	case len(rest) >= 6 && rest[:6] == "reason":
		n, want, slot = 6, wantString, 3
	case len(rest) >= 4 && rest[:4] == "note":
		n, want, slot = 4, wantString, 4
	case len(rest) >= 5 && rest[:5] == "modes":
		n, want, slot = 5, wantStrings, 5
	case len(rest) >= 6 && rest[:6] == "agents":
		n, want, slot = 6, wantStrings, 6
	default:
		return 0, wantNone, 0
	}
	if len(rest) > n && bareKey[rest[n]] {
		return 0, wantNone, 0
	}
	return n, want, slot
}

// plainKeys turns plainKeyValue on; tests turn it off to compare.
var plainKeys = true

// plainString reads at src[i] a one-line basic or literal string that
// needs no decoding, returning it and the offset past its closing quote;
// false for anything else (no string, three quotes, an escape, a line
// end). With ascii set it also takes only printable ASCII (plainRunASCII).
func plainString(src string, i int, ascii bool) (string, int, bool) {
	if i >= len(src) || src[i] != '"' && src[i] != '\'' {
		return "", i, false
	}
	q := src[i]
	if i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		return "", i, false
	}
	var j int
	if ascii {
		j = plainRunASCII(src, i+1, q)
	} else {
		j = plainRun(src, i+1, q)
	}
	if j >= len(src) || src[j] != q {
		return "", i, false
	}
	return src[i+1 : j], j + 1, true
}

// known returns the kind of value key takes in the current table and its
// slot in the table's set, or wantNone for a key the scanner does not
// decode.
func (s *scanner) known(key string) (int, int) {
	for i, k := range s.keys {
		if k.name == key {
			return k.want, i
		}
	}
	return wantNone, 0
}

// tableKeys are the keys of the current table.
func (s *scanner) tableKeys() []schemaKey {
	switch {
	case s.top:
		return topKeys
	case s.fence != nil:
		return fenceKeys
	case s.cmd != nil:
		return commandKeys
	case s.table == "rule":
		return ruleKeys
	}
	switch s.table {
	case "defaults":
		return defaultsKeys
	case "permissions":
		return permissionsKeys
	case "floor":
		return floorKeys
	case "tenants":
		return tenantsKeys
	case "builtin":
		return builtinKeys
	case "audit":
		return auditKeys
	case "test":
		return testKeys
	case "pack":
		return packKeys
	}
	return nil
}

// schemaKey is a key of a table of the schema: the value it takes and
// where it goes.
type schemaKey struct {
	name string
	want int
	set  func(s *scanner, v value)
}

func ptr[T any](x T) *T { return &x }

func (s *scanner) rule() *scanRule { return &s.doc.rules[len(s.doc.rules)-1] }
func (s *scanner) test() *testDoc  { return &s.doc.Test[len(s.doc.Test)-1] }

var (
	topKeys   = []schemaKey{{"version", wantInt, func(s *scanner, v value) { s.doc.Version = ptr(v.n) }}}
	fenceKeys = []schemaKey{
		{"read_only", wantBool, func(s *scanner, v value) { s.fence.ReadOnly = v.b }},
		{"tools", wantStrings, func(s *scanner, v value) { s.fence.Tools = ptr(v.list) }},
		{"tools_set", wantBool, func(s *scanner, v value) { s.fence.ToolsSet = v.b }},
		{"disallowed_tools", wantStrings, func(s *scanner, v value) { s.fence.DisallowedTools = v.list }},
	}
	// The keys of the other tables, chosen by tableKeys with a switch:
	// a map here would be built at start-up by every process.
	defaultsKeys = []schemaKey{
		{"unmatched", wantString, func(s *scanner, v value) { s.doc.Defaults.Unmatched = ptr(v.s) }},
		{"unresolved", wantString, func(s *scanner, v value) { s.doc.Defaults.Unresolved = ptr(v.s) }},
		{"profile", wantString, func(s *scanner, v value) { s.doc.Defaults.Profile = ptr(v.s) }},
	}
	permissionsKeys = []schemaKey{
		{"deny", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Deny = v.list }},
		{"ask", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Ask = v.list }},
		{"allow", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Allow = v.list }},
	}
	floorKeys = []schemaKey{
		{"protect", wantStrings, func(s *scanner, v value) { s.doc.Floor.Protect = v.list }},
		{"protect_write", wantStrings, func(s *scanner, v value) { s.doc.Floor.ProtectWrite = v.list }},
		{"write_scope", wantStrings, func(s *scanner, v value) { s.doc.Floor.WriteScope = v.list }},
		{"read_scope", wantStrings, func(s *scanner, v value) { s.doc.Floor.ReadScope = v.list }},
		{"remove", wantStrings, func(s *scanner, v value) { s.doc.Floor.Remove = v.list }},
	}
	tenantsKeys = []schemaKey{{"root", wantString, func(s *scanner, v value) { s.doc.Tenants.Root = ptr(v.s) }}}
	builtinKeys = []schemaKey{
		{"disable", wantStrings, func(s *scanner, v value) { s.doc.Builtin.Disable = v.list }},
		{"enable", wantStrings, func(s *scanner, v value) { s.doc.Builtin.Enable = v.list }},
	}
	auditKeys = []schemaKey{
		{"path", wantString, func(s *scanner, v value) { s.doc.Audit.Path = ptr(v.s) }},
		{"max_size", wantAny, func(s *scanner, v value) { s.doc.Audit.MaxSize = v.any }},
		{"keep", wantInt, func(s *scanner, v value) { s.doc.Audit.Keep = ptr(v.n) }},
		{"redact", wantBool, func(s *scanner, v value) { s.doc.Audit.Redact = ptr(v.b) }},
		{"required", wantBool, func(s *scanner, v value) { s.doc.Audit.Required = ptr(v.b) }},
	}
	testKeys = []schemaKey{
		{"name", wantString, func(s *scanner, v value) { s.test().Name = v.s }},
		{"tool", wantString, func(s *scanner, v value) { s.test().Tool = v.s }},
		// The decoder leaves the map unset for a value that is not a
		// table, and says nothing.
		{"input", wantTable, func(s *scanner, v value) { s.test().Input, _ = v.any.(map[string]any) }},
		{"expect", wantString, func(s *scanner, v value) { s.test().Expect = v.s }},
		{"mode", wantString, func(s *scanner, v value) { s.test().Mode = v.s }},
		{"agent", wantString, func(s *scanner, v value) { s.test().Agent = v.s }},
		{"cwd", wantString, func(s *scanner, v value) { s.test().Cwd = v.s }},
	}
	packKeys = []schemaKey{
		{"name", wantString, func(s *scanner, v value) { s.doc.Pack.Name = v.s }},
		{"description", wantString, func(s *scanner, v value) { s.doc.Pack.Description = v.s }},
		{"default", wantBool, func(s *scanner, v value) { s.doc.Pack.Default = ptr(v.b) }},
	}
	ruleKeys = []schemaKey{
		{"id", wantString, func(s *scanner, v value) { s.rule().ID = v.s }},
		{"decision", wantString, func(s *scanner, v value) { s.rule().Decision = hook.Decision(v.s) }},
		{"match", wantStrings, func(s *scanner, v value) { s.rule().match = v.list }},
		{"reason", wantString, func(s *scanner, v value) { s.rule().Reason = v.s }},
		{"note", wantString, func(s *scanner, v value) { s.rule().Note = v.s }},
		{"modes", wantStrings, func(s *scanner, v value) { s.rule().Modes = v.list }},
		{"agents", wantStrings, func(s *scanner, v value) { s.rule().Agents = v.list }},
		{"command", wantCommands, func(s *scanner, v value) { s.rule().Commands, s.ruleCommand = v.cmds, true }},
	}
	// commandKeys set s.cmd, a [[rule.command]] table or one written
	// inline.
	commandKeys = []schemaKey{
		{"program", wantStrings, func(s *scanner, v value) { s.cmd.Program = v.list }},
		{"subcommand", wantStrings, func(s *scanner, v value) { s.cmd.Subcommand = v.list }},
		{"flags", wantStrings, func(s *scanner, v value) { s.cmd.Flags = v.list }},
		{"any_flag", wantStrings, func(s *scanner, v value) { s.cmd.AnyFlag = v.list }},
		{"no_flag", wantStrings, func(s *scanner, v value) { s.cmd.NoFlag = v.list }},
		{"operand", wantStrings, func(s *scanner, v value) { s.cmd.Operand = v.list }},
		{"no_operand", wantStrings, func(s *scanner, v value) { s.cmd.NoOperand = v.list }},
		{"min_operands", wantInt, func(s *scanner, v value) { s.cmd.MinOperands = int(v.n) }},
		{"target", wantString, func(s *scanner, v value) { s.cmd.Target = v.s }},
		{"word", wantStrings, func(s *scanner, v value) { s.cmd.Word = v.list }},
		{"dynamic_word", wantStrings, func(s *scanner, v value) { s.cmd.DynamicWord = v.list }},
		{"code", wantStrings, func(s *scanner, v value) { s.cmd.Code = v.list }},
		{"unresolved", wantBool, func(s *scanner, v value) { s.cmd.Unresolved = v.b }},
		{"nesting", wantStrings, func(s *scanner, v value) { s.cmd.Nesting = v.list }},
		{"why", wantStrings, func(s *scanner, v value) { s.cmd.Why = v.list }},
	}
)

// assign stores v as key k of the current table, or stops decoding when
// v is not of the type k takes.
func (s *scanner) assign(k *schemaKey, v *value) {
	var ok bool
	switch k.want {
	case wantString:
		ok = v.kind == 's'
	case wantStrings:
		ok = v.kind == 'a'
	case wantInt:
		ok = v.kind == 'i'
	case wantBool:
		ok = v.kind == 'b'
	case wantCommands:
		ok = v.kind == 'c'
	case wantAny:
		// A table here is left to the decoder.
		ok = v.kind != 'v' || !hasTable(v.any)
	case wantTable:
		_, ok = v.any.(map[string]any)
	}
	if !ok {
		s.decode = false
		return
	}
	k.set(s, *v)
}

// value is one decoded value.
type value struct {
	kind byte // 's' string, 'a' array of strings, 'i' integer, 'b' boolean, 'c' commands, 'v' any other
	s    string
	list []string
	n    int64
	b    bool
	any  any
	cmds []command.Command
}

// value reads one value into v as want says; path names it for the keys
// of inline tables, elems (when set) gets the starts of array elements.
// False for a syntax error.
// maxNesting bounds how deep arrays and inline tables may sit inside one
// another in a policy file; a deeper value is an error (decodeFull).
const maxNesting = 64

func (s *scanner) value(v *value, want int, path string, elems *[]pos) bool {
	if s.eof() {
		return false
	}
	c := s.src[s.i]
	switch {
	case c == '"' || c == '\'':
		str, ok := s.str()
		if !ok {
			return false
		}
		v.kind, v.s = 's', str
		if want == wantAny {
			v.any = str
		}
		return true
	case c == '[' && (want == wantStrings || want == wantCommands):
		return s.typedArray(v, want, path, elems)
	case c == '[' || c == '{':
		// A value's path grows with its nesting, so reading a deep one
		// costs the square of its depth, here and in the decoder's
		// checks: no policy value needs more than a few levels, and a
		// file nested deeper than maxNesting fails to load.
		if s.depth >= maxNesting {
			if s.x.deep.Line == 0 {
				s.x.deep = s.here()
			}
			s.decode = false
			return false
		}
		s.depth++
		var ok bool
		if c == '[' {
			var a []any
			a, ok = s.array(path, elems, want != wantNone)
			v.kind, v.any = 'v', a
		} else {
			var t map[string]any
			t, ok = s.inline(path, want != wantNone)
			v.kind, v.any = 'v', t
		}
		s.depth--
		return ok
	}
	n, f, kind, ok := s.scalar()
	if !ok {
		return false
	}
	switch kind {
	case 'i':
		v.kind, v.n = 'i', n
		if want == wantAny {
			v.any = n
		}
	case 'b':
		v.kind, v.b = 'b', n != 0
		if want == wantAny {
			v.any = v.b
		}
	case 'f':
		v.kind, v.any = 'v', f
	default: // a date or time
		v.kind = 'v'
		if want != wantNone {
			s.decode = false
		}
	}
	return true
}

// scalar reads a number, boolean, date or time; kind is 'i', 'f', 'b'
// (n is 1 for true) or 'd'.
func (s *scanner) scalar() (n int64, f float64, kind byte, ok bool) {
	start := s.i
	src := s.src
	at := func(j int) byte {
		if j < len(src) {
			return src[j]
		}
		return 0
	}
	digits := func(j int, ok func(byte) bool) int {
		for j < len(src) && (ok(src[j]) || src[j] == '_') {
			j++
		}
		return j
	}
	isDec := func(c byte) bool { return c >= '0' && c <= '9' }
	float := func(j int) int {
		for j < len(src) && (isDec(src[j]) || strings.IndexByte("_.-+eE", src[j]) >= 0) {
			j++
		}
		return j
	}
	c := at(s.i)
	j := s.i
	kind = 'i'
	switch {
	case c == 'i' || c == 'n':
		if !strings.HasPrefix(src[j:], "inf") && !strings.HasPrefix(src[j:], "nan") {
			return 0, 0, 0, false
		}
		j += 3
		kind = 'f'
	case c == '+' || c == '-':
		j++
		switch d := at(j); {
		case d == 'i' || d == 'n':
			if !strings.HasPrefix(src[j:], "inf") && !strings.HasPrefix(src[j:], "nan") {
				return 0, 0, 0, false
			}
			j += 3
			kind = 'f'
		case d == '0' && strings.IndexByte("box", at(j+1)) >= 0, !isDec(d):
			return 0, 0, 0, false
		default:
			j = digits(j, isDec)
			if e := at(j); e == '.' || e == 'e' || e == 'E' {
				j, kind = float(j), 'f'
			}
		}
	case c == '0' && (at(j+1) == 'x' || at(j+1) == 'o' || at(j+1) == 'b'):
		base := map[byte]func(byte) bool{
			'x': func(c byte) bool { return isDec(c) || c|0x20 >= 'a' && c|0x20 <= 'f' },
			'o': func(c byte) bool { return c >= '0' && c <= '7' },
			'b': func(c byte) bool { return c == '0' || c == '1' },
		}[at(j+1)]
		if !base(at(j + 2)) {
			return 0, 0, 0, false
		}
		j = digits(j+2, base)
	case isDec(c):
		for j < len(src) && isDec(src[j]) {
			j++
		}
		switch e := at(j); {
		case e == '-' || e == ':':
			for j < len(src) && (isDec(src[j]) || strings.IndexByte("-:Tt .Zz+", src[j]) >= 0) {
				j++
			}
			s.i = j
			for s.i > start && src[s.i-1] == ' ' {
				s.i--
			}
			return 0, 0, 'd', true
		case e == '_':
			j = digits(j, isDec)
			if e := at(j); e == '.' || e == 'e' || e == 'E' {
				j, kind = float(j), 'f'
			}
		case e == '.' || e == 'e' || e == 'E':
			j, kind = float(j), 'f'
		}
	case c == 't' || c == 'f':
		for j < len(src) {
			r, w := utf8.DecodeRuneInString(src[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += w
		}
		switch src[start:j] {
		case "true":
			s.i = j
			return 1, 0, 'b', true
		case "false":
			s.i = j
			return 0, 0, 'b', true
		}
		return 0, 0, 0, false
	default:
		return 0, 0, 0, false
	}
	tok := src[start:j]
	s.i = j
	if kind == 'i' {
		if !numUnderscoresOK(tok) || numHasLeadingZero(tok) {
			return 0, 0, 0, false
		}
		n, err := strconv.ParseInt(tok, 0, 64)
		return n, 0, 'i', err == nil
	}
	parts := strings.FieldsFunc(tok, func(r rune) bool { return r == '.' || r == 'e' || r == 'E' })
	for _, p := range parts {
		if !numUnderscoresOK(p) {
			return 0, 0, 0, false
		}
	}
	if len(parts) > 0 && numHasLeadingZero(parts[0]) || !numPeriodsOK(tok) {
		return 0, 0, 0, false
	}
	val := strings.ReplaceAll(tok, "_", "")
	neg := false
	if val == "+nan" || val == "-nan" {
		neg, val = val == "-nan", "nan"
	}
	f, err := strconv.ParseFloat(val, 64)
	if err != nil {
		return 0, 0, 0, false
	}
	if neg {
		f = math.Copysign(f, -1)
	}
	return 0, f, 'f', true
}

// numHasLeadingZero, numUnderscoresOK and numPeriodsOK are the decoder's
// checks of a number.
func numHasLeadingZero(s string) bool {
	if len(s) > 1 && s[0] == '0' && !(s[1] == 'b' || s[1] == 'o' || s[1] == 'x') {
		return true
	}
	return len(s) > 2 && (s[0] == '-' || s[0] == '+') && s[1] == '0'
}

func numUnderscoresOK(s string) bool {
	switch s {
	case "nan", "+nan", "-nan", "inf", "-inf", "+inf":
		return true
	}
	accept := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' && !accept {
			return false
		}
		accept = c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
	}
	return accept
}

func numPeriodsOK(s string) bool {
	period := false
	for i := 0; i < len(s); i++ {
		if period && (s[i] < '0' || s[i] > '9') {
			return false
		}
		period = s[i] == '.'
	}
	return !period
}

// arraySep reads what follows an array element: true and done=false
// after a comma, done=true at the closing bracket.
func (s *scanner) arraySep() (done, ok bool) {
	s.gap()
	switch s.peek() {
	case ',':
		s.i++
		return false, true
	case ']':
		s.i++
		return true, true
	}
	return false, false
}

// typedArray reads an array of strings or of command tables.
func (s *scanner) typedArray(v *value, want int, path string, elems *[]pos) bool {
	s.i++
	start := len(s.strs)
	if want == wantStrings {
		v.kind = 'a'
	} else {
		v.kind, v.cmds = 'c', []command.Command{}
	}
	for {
		s.gap()
		if s.peek() == ']' {
			s.i++
			break
		}
		if s.eof() || s.peek() == ',' {
			return false
		}
		if elems != nil {
			*elems = append(*elems, s.here())
		}
		c := s.peek()
		switch {
		case want == wantStrings && (c == '"' || c == '\''):
			str, ok := s.str()
			if !ok {
				return false
			}
			s.strs = append(s.strs, str)
		case want == wantCommands && c == '{' && s.decode:
			v.cmds = append(v.cmds, command.Command{})
			if !s.commandTable(&v.cmds[len(v.cmds)-1], path) {
				return false
			}
		default:
			s.decode = false
			var e value
			if !s.value(&e, wantNone, path, nil) {
				return false
			}
		}
		done, ok := s.arraySep()
		if !ok {
			return false
		}
		if done {
			break
		}
	}
	if want == wantStrings {
		v.list = s.strs[start:len(s.strs):len(s.strs)]
	}
	return true
}

// array reads an array of any values; decode says whether to build it.
func (s *scanner) array(path string, elems *[]pos, decode bool) ([]any, bool) {
	s.i++
	var out []any
	if decode {
		out = make([]any, 0, 2)
	}
	for {
		s.gap()
		if s.peek() == ']' {
			s.i++
			return out, true
		}
		if s.eof() || s.peek() == ',' {
			return nil, false
		}
		if elems != nil {
			*elems = append(*elems, s.here())
		}
		var e value
		want := wantNone
		if decode {
			want = wantAny
		}
		if !s.value(&e, want, path, nil) {
			return nil, false
		}
		if decode {
			out = append(out, e.any)
		}
		done, ok := s.arraySep()
		if !ok {
			return nil, false
		}
		if done {
			return out, true
		}
	}
}

// inlineKey reads the key of an inline table's entry and records it.
func (s *scanner) inlineKey(path string) (one string, dotted bool, ok bool) {
	at := s.here()
	one, parts, ok := s.key('=', nil)
	if !ok {
		return "", false, false
	}
	s.i++
	s.blank()
	if s.record || !lazyPath(path) {
		s.x.keys = append(s.x.keys, keyPos{path: joinPath(path, false, one, parts), inst: s.inst, at: at, val: s.here()})
	}
	return one, parts != nil, true
}

// inlineSep reads what follows an inline table's entry, as the decoder
// does (TOML 1.1: line ends, comments and a trailing comma allowed).
func (s *scanner) inlineSep() (done, ok bool) {
	s.gap()
	switch s.peek() {
	case ',':
		s.i++
		s.blank()
		if s.peek() == '}' {
			s.i++
			return true, true
		}
		s.gap()
		switch s.peek() {
		case '}':
			s.i++
			return true, true
		case ',':
			return false, false
		}
		return false, true
	case '}':
		s.i++
		return true, true
	}
	return false, false
}

// inline reads an inline table of any values; decode says whether to
// build it.
func (s *scanner) inline(path string, decode bool) (map[string]any, bool) {
	s.i++
	var out map[string]any
	if decode {
		out = map[string]any{}
	}
	s.gap()
	if s.peek() == '}' {
		s.i++
		return out, true
	}
	if s.peek() == ',' {
		return nil, false
	}
	for {
		key, dotted, ok := s.inlineKey(path)
		if !ok {
			return nil, false
		}
		if _, dup := out[key]; dup || dotted {
			decode = false
			s.decode = false
		}
		var e value
		want := wantNone
		if decode {
			want = wantAny
		}
		if !s.value(&e, want, joinPath(path, false, key, nil), nil) {
			return nil, false
		}
		if decode {
			out[key] = e.any
		}
		done, ok := s.inlineSep()
		if !ok {
			return nil, false
		}
		if done {
			return out, true
		}
	}
}

// commandTable reads a structured command written inline.
func (s *scanner) commandTable(c *command.Command, path string) bool {
	s.i++
	s.gap()
	if s.peek() == '}' {
		s.i++
		return true
	}
	if s.peek() == ',' {
		return false
	}
	var set uint32
	for {
		key, dotted, ok := s.inlineKey(path)
		if !ok {
			return false
		}
		want, slot := wantNone, 0
		if !dotted {
			want, slot = keyIn(commandKeys, key)
		}
		if want == wantNone || set&(1<<slot) != 0 {
			s.decode = false
			want = wantNone
		}
		set |= 1 << slot
		var v value
		if !s.value(&v, want, joinPath(path, false, key, nil), nil) {
			return false
		}
		if want != wantNone && s.decode {
			outer := s.cmd
			s.cmd = c
			s.assign(&commandKeys[slot], &v)
			s.cmd = outer
		}
		done, ok := s.inlineSep()
		if !ok {
			return false
		}
		if done {
			return true
		}
	}
}

func keyIn(keys []schemaKey, key string) (int, int) {
	for i, k := range keys {
		if k.name == key {
			return k.want, i
		}
	}
	return wantNone, 0
}

// str reads a basic or literal string, on one line or several.
func (s *scanner) str() (string, bool) {
	q := s.src[s.i]
	if s.i+2 < len(s.src) && s.src[s.i+1] == q && s.src[s.i+2] == q {
		return s.multiline(q)
	}
	s.i++
	start := s.i
	// Most strings hold no escape: take them whole, up to the first byte
	// that ends them or needs the loop below.
	src := s.src
	j := plainRun(src, start, q)
	if j < len(src) && src[j] == q {
		s.i = j + 1
		return src[start:j], true
	}
	s.i = j
	var b []byte // only when there are escapes
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == q:
			str := s.src[start:s.i]
			s.i++
			if b != nil {
				str = string(append(b, str...))
			}
			return str, true
		case c == '\n' || c == '\r':
			return "", false
		case c == '\\' && q == '"':
			b = append(b, s.src[start:s.i]...)
			var ok bool
			if b, ok = s.escape(b); !ok {
				return "", false
			}
			start = s.i
		default:
			s.i++
		}
	}
	return "", false
}

// plainRun returns the offset of the first byte from i on that ends the
// plain run of a one-line string opened with q: q, a line end, or for a
// basic string a backslash; len(src) if there is none. It looks at eight
// bytes at a time.
func plainRun(src string, i int, q byte) int {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	// A backslash ends a literal string's run too (it is taken as is
	// there): the loop of str goes on past it.
	qq := uint64(q) * lo
	for i+8 <= len(src) {
		b := src[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		// zero(v) has the top bit of the lowest zero lane of v set (and
		// maybe of lanes above it, never of lanes below).
		m := zero(w^qq) | zero(w^('\\'*lo)) | zero(w^('\n'*lo)) | zero(w^('\r'*lo))
		if m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
	}
	for i < len(src) {
		if c := src[i]; c == q || c == '\\' || c == '\n' || c == '\r' {
			return i
		}
		i++
	}
	return i
}

// plainRunASCII is plainRun that also ends the run at any byte but
// printable ASCII (a tab, a control character, DEL, a byte of a
// multi-byte character): a run it returns holds only bytes validText
// takes.
func plainRunASCII(src string, i int, q byte) int {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	qq := uint64(q) * lo
	for i+8 <= len(src) {
		b := src[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		// Each term marks the lowest lane it looks for, and maybe lanes
		// above that one, never one below: w&hi the lanes of 0x80 and
		// above, the next the lanes under 0x20, then q, '\\' and DEL.
		m := w&hi | (w-0x20*lo)&^w&hi | zero(w^qq) | zero(w^('\\'*lo)) | zero(w^(0x7f*lo))
		if m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
	}
	for i < len(src) {
		if c := src[i]; c == q || c == '\\' || c < 0x20 || c >= 0x7f {
			return i
		}
		i++
	}
	return i
}

// zero has the top bit set of at least the lowest zero byte of v, and of
// no byte below it.
func zero(v uint64) uint64 {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	return (v - lo) &^ v & hi
}

// multiline reads a multi-line string whose opening quotes q start here.
func (s *scanner) multiline(q byte) (string, bool) {
	s.i += 3
	// A line end right after the opening quotes is not part of it.
	if strings.HasPrefix(s.src[s.i:], "\r\n") {
		s.i++
	}
	if s.peek() == '\n' {
		s.newline()
	}
	start := s.i
	var b []byte
	escaped := false
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == q:
			n := 0
			for s.i+n < len(s.src) && s.src[s.i+n] == q {
				n++
			}
			if n < 3 {
				s.i += n
				continue
			}
			if n > 5 {
				return "", false
			}
			end := s.i + n - 3
			str := s.src[start:end]
			s.i += n
			if escaped {
				str = string(append(b, str...))
			}
			return str, true
		case c == '\n':
			s.i++
			s.line++
			s.lineStart = s.i
		case c == '\\' && q == '"':
			b = append(b, s.src[start:s.i]...)
			escaped = true
			// A line-ending backslash takes the white space up to the
			// next text with it.
			j := s.i + 1
			for j < len(s.src) && (s.src[j] == ' ' || s.src[j] == '\t' || s.src[j] == '\r') {
				j++
			}
			if j < len(s.src) && s.src[j] == '\n' {
				s.i = j
				for s.i < len(s.src) && strings.IndexByte(" \t\r\n", s.src[s.i]) >= 0 {
					if s.src[s.i] == '\n' {
						s.line++
						s.lineStart = s.i + 1
					}
					s.i++
				}
				start = s.i
				continue
			}
			var ok bool
			if b, ok = s.escape(b); !ok {
				return "", false
			}
			start = s.i
		default:
			s.i++
		}
	}
	return "", false
}

// escape appends to b the character of the escape at s.i (a backslash)
// and moves past it; false for an invalid escape.
func (s *scanner) escape(b []byte) ([]byte, bool) {
	r, n := unescape(s.src[s.i:])
	if n == 0 {
		return b, false
	}
	s.i += n
	return utf8.AppendRune(b, r), true
}

// unescape decodes the escape at the start of s (a backslash), returning
// the rune and the bytes consumed, or 0 bytes for an invalid one.
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
	case 'e':
		return 0x1b, 2
	case '"':
		return '"', 2
	case '\\':
		return '\\', 2
	case 'x', 'u', 'U':
		n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[s[1]]
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

// hasTable reports whether v is or holds a table.
func hasTable(v any) bool {
	switch v := v.(type) {
	case map[string]any:
		return true
	case []any:
		for _, e := range v {
			if hasTable(e) {
				return true
			}
		}
	}
	return false
}
