package parse

import "strings"

// The TOML decoder reports no positions for tables, keys or array
// elements, and for a repeated [[rule]] it remembers only the last one. So
// after a successful parse, posIndex makes one lenient pass over the same
// bytes and records where each header, key and array element starts. It
// never decides validity: the decoder already did.

// pos is a 1-based line and byte column.
type pos struct{ Line, Col int }

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
	keys    []keyPos
	headers map[string][]pos // "rule" → each [[rule]] header, in order
	// lazy is set when the keys of [[rule]] and [[test]] tables were not
	// recorded (fastParse: a valid file needs only their headers); the
	// first look-up of one indexes src in full.
	lazy bool
	src  string
}

// complete records every key, if some were left out.
func (x *posIndex) complete() {
	if x.lazy {
		x.keys = indexPositions(x.src).keys
		x.lazy = false
	}
}

// header returns the position of instance n of table path.
func (x *posIndex) header(path string, n int) pos {
	if h := x.headers[path]; n < len(h) {
		return h[n]
	}
	return pos{}
}

// key returns the definition of path inside instance inst of its table.
func (x *posIndex) key(path string, inst int) *keyPos {
	if x.lazy && (strings.HasPrefix(path, "rule.") || strings.HasPrefix(path, "test.")) {
		x.complete()
	}
	for i := range x.keys {
		if k := &x.keys[i]; k.path == path && k.inst == inst {
			return k
		}
	}
	return nil
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

type scanner struct {
	src       string
	i         int
	line, col int
	x         *posIndex
	table     string // current table path
	inst      int    // instance of the current array table
	counts    map[string]int
}

func indexPositions(src string) *posIndex {
	s := &scanner{src: src, line: 1, col: 1, x: &posIndex{headers: map[string][]pos{}}, counts: map[string]int{}}
	if strings.HasPrefix(src, "\uFEFF") {
		s.i, s.col = 3, 4
	}
	s.document()
	return s.x
}

func (s *scanner) eof() bool { return s.i >= len(s.src) }

func (s *scanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.i]
}

func (s *scanner) next() {
	if s.eof() {
		return
	}
	if s.src[s.i] == '\n' {
		s.line++
		s.col = 1
	} else {
		s.col++
	}
	s.i++
}

func (s *scanner) here() pos { return pos{s.line, s.col} }

// space skips blanks, and newlines and comments when nl is set.
func (s *scanner) space(nl bool) {
	for !s.eof() {
		switch c := s.peek(); {
		case c == ' ' || c == '\t' || c == '\r':
			s.next()
		case c == '\n' && nl:
			s.next()
		case c == '#' && nl:
			for !s.eof() && s.peek() != '\n' {
				s.next()
			}
		default:
			return
		}
	}
}

func (s *scanner) skipLine() {
	for !s.eof() && s.peek() != '\n' {
		s.next()
	}
}

func (s *scanner) document() {
	for {
		s.space(true)
		if s.eof() {
			return
		}
		start := s.here()
		if s.peek() == '[' {
			s.next()
			array := s.peek() == '['
			if array {
				s.next()
			}
			path := s.keyPath()
			s.skipLine()
			s.table = path
			s.inst = 0
			if array {
				n := s.counts[path]
				s.counts[path] = n + 1
				s.inst = n
			}
			s.x.headers[path] = append(s.x.headers[path], start)
			continue
		}
		before := s.i
		s.keyValue(s.table)
		if s.i == before { // not a key: give up on this line
			s.skipLine()
		}
	}
}

// keyPath reads a dotted key and returns it joined with dots.
func (s *scanner) keyPath() string {
	var parts []string
	for {
		s.space(false)
		var part strings.Builder
		switch s.peek() {
		case '"':
			s.next()
			for !s.eof() && s.peek() != '"' && s.peek() != '\n' {
				if s.peek() == '\\' {
					s.next()
				}
				part.WriteByte(s.peek())
				s.next()
			}
			s.next()
		case '\'':
			s.next()
			for !s.eof() && s.peek() != '\'' && s.peek() != '\n' {
				part.WriteByte(s.peek())
				s.next()
			}
			s.next()
		default:
			for !s.eof() && isBareKey(s.peek()) {
				part.WriteByte(s.peek())
				s.next()
			}
		}
		parts = append(parts, part.String())
		s.space(false)
		if s.peek() != '.' {
			return strings.Join(parts, ".")
		}
		s.next()
	}
}

func isBareKey(c byte) bool {
	return c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

// keyValue reads key = value under table prefix.
func (s *scanner) keyValue(prefix string) {
	at := s.here()
	start := s.i
	path := join(prefix, s.keyPath())
	if s.i == start {
		return
	}
	s.space(false)
	if s.peek() != '=' {
		return
	}
	s.next()
	s.space(false)
	k := keyPos{path: path, inst: s.inst, at: at, val: s.here()}
	idx := len(s.x.keys)
	s.x.keys = append(s.x.keys, k)
	elems := s.value(path)
	s.x.keys[idx].elems = elems
}

// value skips one value; for an array it returns its elements' starts.
func (s *scanner) value(path string) []pos {
	switch {
	case strings.HasPrefix(s.src[s.i:], `"""`):
		s.advance(3)
		for !s.eof() && !strings.HasPrefix(s.src[s.i:], `"""`) {
			if s.peek() == '\\' {
				s.next()
			}
			s.next()
		}
		s.advance(3)
		for s.peek() == '"' {
			s.next()
		}
	case strings.HasPrefix(s.src[s.i:], "'''"):
		s.advance(3)
		for !s.eof() && !strings.HasPrefix(s.src[s.i:], "'''") {
			s.next()
		}
		s.advance(3)
		for s.peek() == '\'' {
			s.next()
		}
	case s.peek() == '"':
		s.next()
		for !s.eof() && s.peek() != '"' && s.peek() != '\n' {
			if s.peek() == '\\' {
				s.next()
			}
			s.next()
		}
		s.next()
	case s.peek() == '\'':
		s.next()
		for !s.eof() && s.peek() != '\'' && s.peek() != '\n' {
			s.next()
		}
		s.next()
	case s.peek() == '[':
		s.next()
		var elems []pos
		for {
			s.space(true)
			if s.eof() || s.peek() == ']' {
				s.next()
				return elems
			}
			if s.peek() == ',' {
				s.next()
				continue
			}
			before := s.i
			elems = append(elems, s.here())
			s.value(path)
			if s.i == before {
				s.next()
			}
		}
	case s.peek() == '{':
		s.next()
		for {
			s.space(true)
			if s.eof() || s.peek() == '}' {
				s.next()
				return nil
			}
			if s.peek() == ',' {
				s.next()
				continue
			}
			before := s.i
			s.keyValue(path)
			if s.i == before {
				s.next()
			}
		}
	default:
		for !s.eof() {
			switch s.peek() {
			case ',', ']', '}', '\n', '#':
				return nil
			}
			s.next()
		}
	}
	return nil
}

func (s *scanner) advance(n int) {
	for range n {
		s.next()
	}
}
