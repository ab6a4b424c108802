package hook

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// scanTree is readTree for an event readTree accepts, in one pass over
// the bytes without jsontext's tokens: the same tree (objects
// map[string]any, arrays []any, numbers float64, strings, bools and nil)
// for the same input. It takes only what it can see is right — strict
// RFC 8259 syntax, valid UTF-8 raw and escaped, no NUL, no two names of
// one object equal under case folding, no number out of float64's range,
// at most maxDepth levels, nothing after the value but white space — and
// at the first thing it does not take it gives up (ok is false) without
// saying why: the caller then runs readTree, which finds the problem and
// words it. FuzzScanTree checks the two readers against each other.
func scanTree(data []byte) (v any, ok bool) { return scanText(string(data), true) }

// scanText is scanTree over text, the event's bytes as a string. With
// shared, every string of the tree that has no escape is a part of text,
// not a copy of its own, so that reading an event allocates no string
// but those it decodes (and the strings' sizes, each a size class of its
// own, cost no span of their own); the caller then keeps text's bytes as
// they are for as long as the tree lives. Without, each string is a copy,
// and text is not kept.
func scanText(text string, shared bool) (v any, ok bool) {
	s := scanner{data: text, shared: shared}
	if v, ok = s.value(); !ok {
		return nil, false
	}
	s.space()
	return v, s.i == len(s.data)
}

type scanner struct {
	data   string
	i      int
	depth  int
	shared bool // strings are parts of data (scanText)
}

func (s *scanner) space() {
	for s.i < len(s.data) {
		switch s.data[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek is the byte at the scanner, 0 at the end (a NUL is never valid
// where peek is used).
func (s *scanner) peek() byte {
	if s.i < len(s.data) {
		return s.data[s.i]
	}
	return 0
}

func (s *scanner) value() (any, bool) {
	s.space()
	switch c := s.peek(); {
	case c == '{':
		return s.object()
	case c == '[':
		return s.array()
	case c == '"':
		v, ok := s.str()
		return v, ok
	case c == 't':
		return true, s.literal("true")
	case c == 'f':
		return false, s.literal("false")
	case c == 'n':
		return nil, s.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		return s.number()
	}
	return nil, false
}

func (s *scanner) literal(lit string) bool {
	if len(s.data)-s.i < len(lit) || s.data[s.i:s.i+len(lit)] != lit {
		return false
	}
	s.i += len(lit)
	return true
}

// foldScan is how many names of one object are compared with each
// other directly; past it, names are kept folded in a map, so that an
// object of many members costs no more than linear time.
const foldScan = 16

func (s *scanner) object() (any, bool) {
	s.i++
	if s.depth++; s.depth > maxDepth {
		return nil, false
	}
	obj := map[string]any{}
	s.space()
	if s.peek() == '}' {
		s.i++
		s.depth--
		return obj, true
	}
	var few [foldScan]string
	names := few[:0]
	var folded map[string]struct{}
	for {
		s.space()
		if s.peek() != '"' {
			return nil, false
		}
		name, ok := s.str()
		if !ok {
			return nil, false
		}
		// A name equal to an earlier one, exactly or under case
		// folding, is readTree's to report.
		if folded == nil {
			for _, n := range names {
				if strings.EqualFold(n, name) {
					return nil, false
				}
			}
			if len(names) < foldScan {
				names = append(names, name)
			} else {
				folded = make(map[string]struct{}, 2*foldScan)
				for _, n := range names {
					folded[foldName(n)] = struct{}{}
				}
			}
		}
		if folded != nil {
			f := foldName(name)
			if _, dup := folded[f]; dup {
				return nil, false
			}
			folded[f] = struct{}{}
		}
		s.space()
		if s.peek() != ':' {
			return nil, false
		}
		s.i++
		v, ok := s.value()
		if !ok {
			return nil, false
		}
		obj[name] = v
		s.space()
		switch s.peek() {
		case ',':
			s.i++
		case '}':
			s.i++
			s.depth--
			return obj, true
		default:
			return nil, false
		}
	}
}

func (s *scanner) array() (any, bool) {
	s.i++
	if s.depth++; s.depth > maxDepth {
		return nil, false
	}
	arr := []any{}
	s.space()
	if s.peek() == ']' {
		s.i++
		s.depth--
		return arr, true
	}
	for {
		v, ok := s.value()
		if !ok {
			return nil, false
		}
		arr = append(arr, v)
		s.space()
		switch s.peek() {
		case ',':
			s.i++
		case ']':
			s.i++
			s.depth--
			return arr, true
		default:
			return nil, false
		}
	}
}

// str reads the string at the scanner (at its opening quote): a part of
// the text, or a copy decoded when it has escapes.
func (s *scanner) str() (string, bool) {
	s.i++
	start := s.i
	for s.i < len(s.data) {
		c := s.data[s.i]
		if plain[c] {
			s.i++
			continue
		}
		switch {
		case c == '"':
			v := s.data[start:s.i]
			if !s.shared {
				v = strings.Clone(v)
			}
			s.i++
			return v, true
		case c == '\\':
			return s.escaped(start)
		case c < 0x20:
			return "", false
		case c < utf8.RuneSelf:
			s.i++
		default:
			r, n := utf8.DecodeRuneInString(s.data[s.i:])
			if r == utf8.RuneError && n == 1 {
				return "", false
			}
			s.i += n
		}
	}
	return "", false
}

func (s *scanner) escaped(start int) (string, bool) {
	// The decoded text is never longer than the escaped one: one
	// allocation of the string's length holds it, and is the string.
	end := closingQuote(s.data, s.i)
	var b strings.Builder
	b.Grow(end - start)
	b.WriteString(s.data[start:s.i])
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case c == '"':
			s.i++
			return b.String(), true
		case c == '\\':
			if s.i+1 >= len(s.data) {
				return "", false
			}
			switch e := s.data[s.i+1]; e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				r, ok := s.hex4(s.i + 2)
				if !ok || r == 0 {
					return "", false
				}
				if utf16.IsSurrogate(r) {
					// Only a high surrogate followed by an escaped
					// low one is a character.
					lo, ok := rune(0), false
					if r < 0xDC00 && s.i+12 <= len(s.data) && s.data[s.i+6] == '\\' && s.data[s.i+7] == 'u' {
						lo, ok = s.hex4(s.i + 8)
					}
					if !ok || lo < 0xDC00 || lo > 0xDFFF {
						return "", false
					}
					r = utf16.DecodeRune(r, lo)
					s.i += 6
				}
				b.WriteRune(r)
				s.i += 4
			default:
				return "", false
			}
			s.i += 2
		case c < 0x20:
			return "", false
		case c < utf8.RuneSelf:
			// The run of plain ASCII from here, in one write.
			j := s.i + 1
			for j < len(s.data) && plain[s.data[j]] {
				j++
			}
			b.WriteString(s.data[s.i:j])
			s.i = j
		default:
			r, n := utf8.DecodeRuneInString(s.data[s.i:])
			if r == utf8.RuneError && n == 1 {
				return "", false
			}
			b.WriteString(s.data[s.i : s.i+n])
			s.i += n
		}
	}
	return "", false
}

// plain is the bytes a string holds as they are: printable ASCII (and
// DEL) but the quote and the backslash. A literal, so that no init builds
// it.
var plain = [256]bool{
	' ': true, '!': true, '#': true, '$': true, '%': true, '&': true, '\'': true, '(': true,
	')': true, '*': true, '+': true, ',': true, '-': true, '.': true, '/': true, '0': true,
	'1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true,
	'9': true, ':': true, ';': true, '<': true, '=': true, '>': true, '?': true, '@': true,
	'A': true, 'B': true, 'C': true, 'D': true, 'E': true, 'F': true, 'G': true, 'H': true,
	'I': true, 'J': true, 'K': true, 'L': true, 'M': true, 'N': true, 'O': true, 'P': true,
	'Q': true, 'R': true, 'S': true, 'T': true, 'U': true, 'V': true, 'W': true, 'X': true,
	'Y': true, 'Z': true, '[': true, ']': true, '^': true, '_': true, '`': true, 'a': true,
	'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true, 'h': true, 'i': true,
	'j': true, 'k': true, 'l': true, 'm': true, 'n': true, 'o': true, 'p': true, 'q': true,
	'r': true, 's': true, 't': true, 'u': true, 'v': true, 'w': true, 'x': true, 'y': true,
	'z': true, '{': true, '|': true, '}': true, '~': true, 0x7f: true,
}

// closingQuote is the offset of the quote that closes the string whose
// text goes on at i (len(data) if none does): the first quote after i
// that an odd run of backslashes does not escape.
func closingQuote(data string, i int) int {
	for {
		q := strings.IndexByte(data[i:], '"')
		if q < 0 {
			return len(data)
		}
		q += i
		n := 0
		for j := q - 1; j >= i && data[j] == '\\'; j-- {
			n++
		}
		if n%2 == 0 {
			return q
		}
		i = q + 1
	}
}

// hex4 is the value of the four hex digits at i.
func (s *scanner) hex4(i int) (rune, bool) {
	if i+4 > len(s.data) {
		return 0, false
	}
	var r rune
	for _, c := range s.data[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// number reads a number by JSON's grammar and converts it as jsontext
// does (strconv.ParseFloat); one out of range is readTree's to report.
func (s *scanner) number() (any, bool) {
	start := s.i
	if s.peek() == '-' {
		s.i++
	}
	switch c := s.peek(); {
	case c == '0':
		s.i++
	case '1' <= c && c <= '9':
		s.digits()
	default:
		return nil, false
	}
	if s.peek() == '.' {
		s.i++
		if !s.digits() {
			return nil, false
		}
	}
	if c := s.peek(); c == 'e' || c == 'E' {
		s.i++
		if c := s.peek(); c == '+' || c == '-' {
			s.i++
		}
		if !s.digits() {
			return nil, false
		}
	}
	f, err := strconv.ParseFloat(s.data[start:s.i], 64)
	if err != nil {
		return nil, false
	}
	return f, true
}

// digits skips one or more digits; false when there is none.
func (s *scanner) digits() bool {
	from := s.i
	for c := s.peek(); '0' <= c && c <= '9'; c = s.peek() {
		s.i++
	}
	return s.i > from
}
