package claude

import "strings"

// QuickKeys reads, for the rule strings most policies are made of, what
// ParsePattern and the index read off them, without building a Pattern: ok
// says that text parses without an error or a Warning, for a tool the
// loader knows, and keys and any are then what the index of a rule of
// that string alone holds (its segment words, tool names and path
// segments; any when it may match an action whatever its words). For any
// other text ok is false and the caller parses it.
//
// It takes Bash(word …) whose first word is a plain program name and whose
// text holds no quote, escape, '~', '$' or ':'; Read(…) and Edit(…) of
// printable ASCII without ':', white space or parentheses; and
// WebFetch(domain:host) of a plain host name.
func QuickKeys(text string, dst []string) (keys []string, any, ok bool) {
	n := len(text)
	if n < 7 || text[n-1] != ')' {
		return dst, false, false
	}
	switch {
	case text[:5] == "Bash(":
		spec := text[5 : n-1]
		w := 0
		for w < len(spec) && quickClass[spec[w]]&quickWord != 0 {
			w++
		}
		if w == 0 || w < len(spec) && spec[w] != ' ' {
			return dst, false, false
		}
		for i := w; i < len(spec); i++ {
			if quickClass[spec[i]]&quickRest == 0 {
				return dst, false, false
			}
		}
		return append(dst, spec[:w]), false, true
	case text[:5] == "Read(" || text[:5] == "Edit(":
		return quickPathKeys(text[5:n-1], dst)
	case n > len("WebFetch(domain:)") && text[:16] == "WebFetch(domain:":
		if !quickHost(text[16 : n-1]) {
			return dst, false, false
		}
		return append(dst, "WebFetch"), false, true
	}
	return dst, false, false
}

// quickPathKeys is QuickKeys for the specifier of a Read or Edit rule:
// pathCheck and AppendPathKeys in one pass over it.
func quickPathKeys(spec string, dst []string) (keys []string, any, ok bool) {
	if spec == "" {
		return dst, false, false
	}
	rest := spec
	switch {
	case len(spec) >= 2 && spec[0] == '/' && spec[1] == '/':
		for rest != "" && rest[0] == '/' {
			rest = rest[1:]
		}
	case spec[0] == '~':
		if spec != "~" && (len(spec) < 2 || spec[1] != '/') {
			return dst, false, false // ~user: pathCheck's error
		}
		rest = spec[1:]
		if rest != "" {
			rest = rest[1:]
		}
	case spec[0] == '/':
		rest = spec[1:]
	}
	if len(rest) >= 2 && rest[0] == '.' && rest[1] == '/' {
		rest = rest[2:]
	}
	for rest != "" && rest[len(rest)-1] == '/' {
		rest = rest[:len(rest)-1]
	}
	// The first segment without a glob byte is the key, as
	// AppendPathKeys finds it in a clean path; a path that may not be
	// clean ("", "." or ".." segments) is left to it.
	// One pass without a branch, over the first segment and then the
	// rest: the classes every byte has (all), any byte has (class, and
	// first those of the first segment), and two bytes in a row have
	// (pair: a slash there is an empty segment, as is one that starts
	// rest).
	n1 := strings.IndexByte(rest, '/')
	if n1 < 0 {
		n1 = len(rest)
	}
	all, class, pair, prev := uint8(0xff), uint8(0), uint8(0), uint8(quickSlash)
	for i := 0; i < n1; i++ {
		c := quickClass[rest[i]]
		all &= c
		class |= c
		pair |= c & prev
		prev = c
	}
	first := class
	for i := n1; i < len(rest); i++ {
		c := quickClass[rest[i]]
		all &= c
		class |= c
		pair |= c & prev
		prev = c
	}
	if all&quickPath == 0 && rest != "" {
		return dst, false, false
	}
	empty := rest == "" || pair&quickSlash != 0
	if empty || class&quickDot != 0 && dotSegment(rest) {
		p := Pattern{Kind: patternPath, Specifier: spec}
		keys, ok := p.AppendPathKeys(dst)
		return keys, !ok, true
	}
	if first&quickGlob == 0 {
		return append(dst, rest[:n1]), false, true
	}
	return laterPathKey(rest[n1:], dst)
}

// laterPathKey is the key quickPathKeys finds when the first segment of
// a clean path holds a glob byte: the first of the later segments, rest
// (from the '/' after the first), that holds none; any when none does.
func laterPathKey(rest string, dst []string) (keys []string, any, ok bool) {
	for rest != "" {
		rest = rest[1:]
		seg := rest
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			seg, rest = rest[:i], rest[i:]
		} else {
			rest = ""
		}
		if !quickGlobIn(seg) {
			return append(dst, seg), false, true
		}
	}
	return dst, true, true
}

// quickGlobIn is hasGlobByte by the classes of the bytes.
func quickGlobIn(seg string) bool {
	for i := 0; i < len(seg); i++ {
		if quickClass[seg[i]]&quickGlob != 0 {
			return true
		}
	}
	return false
}

// dotSegment reports whether the relative path p has a "." or ".."
// segment.
func dotSegment(p string) bool {
	for p != "" {
		seg := p
		if i := strings.IndexByte(p, '/'); i >= 0 {
			seg, p = p[:i], p[i+1:]
		} else {
			p = ""
		}
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// quickHost reports whether host is a plain host name or pattern that
// domainCheck takes: labels of letters, digits, '-', '_' and '*', none
// empty, maybe a trailing dot.
func quickHost(host string) bool {
	if host != "" && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	if host == "" {
		return false
	}
	if len(host) >= 2 && host[0] == '*' && host[1] == '.' {
		host = host[2:]
	}
	// As in quickPathKeys: every byte a host byte, no two dots in a row,
	// none first or last.
	all, pair, prev := uint8(0xff), uint8(0), uint8(quickDot)
	for i := 0; i < len(host); i++ {
		c := quickClass[host[i]]
		all &= c
		pair |= c & prev
		prev = c
	}
	return all&quickHostByte != 0 && pair&quickDot == 0 && prev&quickDot == 0
}

// The classes of bytes QuickKeys reads.
const (
	quickWord     = 1 << iota // in a Bash rule's first word
	quickRest                 // after it
	quickPath                 // in a path
	quickGlob                 // a glob byte of a path (hasGlobByte)
	quickHostByte             // in a host name
	quickDot                  // '.'
	quickSlash                // '/'
	quickQuote                // '"' or '\\', which end or escape a basic string
)

// quickClass is the classes of each byte.
var quickClass = [256]uint8{
	' ': 2, '!': 12, '"': 132, '#': 4, '$': 4, '%': 6, '&': 4, '\'': 4, '*': 30, '+': 6, ',': 6,
	'-': 23, '.': 55, '/': 70, '0': 23, '1': 23, '2': 23, '3': 23, '4': 23, '5': 23, '6': 23,
	'7': 23, '8': 23, '9': 23, ';': 4, '<': 4, '=': 6, '>': 4, '?': 12, '@': 6, 'A': 23,
	'B': 23, 'C': 23, 'D': 23, 'E': 23, 'F': 23, 'G': 23, 'H': 23, 'I': 23, 'J': 23, 'K': 23,
	'L': 23, 'M': 23, 'N': 23, 'O': 23, 'P': 23, 'Q': 23, 'R': 23, 'S': 23, 'T': 23, 'U': 23,
	'V': 23, 'W': 23, 'X': 23, 'Y': 23, 'Z': 23, '[': 12, '\\': 140, ']': 12, '^': 6, '_': 23,
	'`': 4, 'a': 23, 'b': 23, 'c': 23, 'd': 23, 'e': 23, 'f': 23, 'g': 23, 'h': 23, 'i': 23,
	'j': 23, 'k': 23, 'l': 23, 'm': 23, 'n': 23, 'o': 23, 'p': 23, 'q': 23, 'r': 23, 's': 23,
	't': 23, 'u': 23, 'v': 23, 'w': 23, 'x': 23, 'y': 23, 'z': 23, '{': 12, '|': 4, '}': 12,
	'~': 4,
}

// QuickBashAt is QuickKeys for a Bash string read in place: src[i:] is the
// text after "Bash(". It returns w, where the string's first word ends,
// and e, the offset of the ')' that ends the specifier (the first byte
// after the word that is not one QuickKeys takes after it); ok is false
// when QuickKeys would not take the string "Bash(" + src[i:e+1]. The key
// of the string is src[i:w]. Every byte it takes is printable ASCII, and
// none is a quote or a backslash.
func QuickBashAt(src string, i int) (w, e int, ok bool) {
	j := i
	for j < len(src) && quickClass[src[j]]&quickWord != 0 {
		j++
	}
	if j == i || j >= len(src) {
		return 0, 0, false
	}
	w = j
	for j < len(src) && quickClass[src[j]]&quickRest != 0 {
		j++
	}
	if j >= len(src) || src[j] != ')' || src[w] != ' ' && src[w] != ')' {
		return 0, 0, false
	}
	return w, j, true
}

// QuickKeysAt is QuickKeys for a Read, Edit or WebFetch string read in
// place: src[i:] is the text after its opening quote. It returns e, the
// offset of the quote that ends the string, after the ')' that ends the
// specifier; ok is false when QuickKeys would not take the string
// src[i:e], and for some strings it would take (a path that starts "//",
// "./", "~" but "~/" or "~//", ends with '/' or has a "." or ".."
// segment; a host that ends with '.' or is "*."), which the caller gives
// to QuickKeys. Every byte of src[i:e] it
// takes is printable ASCII, and none is a quote or a backslash: e is
// where the string ends.
func QuickKeysAt(src string, i int, dst []string) (keys []string, e int, any, ok bool) {
	if i < 0 || i > len(src)-6 {
		return dst, 0, false, false
	}
	switch {
	case src[i:i+5] == "Read(" || src[i:i+5] == "Edit(":
		return quickPathAt(src, i+5, dst)
	case len(src)-i > len("WebFetch(domain:)") && src[i:i+16] == "WebFetch(domain:":
		if e, ok = quickHostAt(src, i+16); ok {
			return append(dst, "WebFetch"), e, false, true
		}
	}
	return dst, 0, false, false
}

// quickPathAt is QuickKeysAt for the path at src[r:], of a Read or Edit
// string.
func quickPathAt(src string, r int, dst []string) (keys []string, e int, any, ok bool) {
	// The start of rest, as quickPathKeys strips the path's prefix.
	switch {
	case src[r] == '~':
		if r+1 >= len(src) || src[r+1] != '/' {
			return dst, 0, false, false
		}
		r += 2
	case src[r] == '/':
		r++
	}
	if r+1 >= len(src) || src[r] == '/' || src[r] == '.' && src[r+1] == '/' {
		return dst, 0, false, false
	}
	// The first segment, then the rest, as quickPathKeys reads them: up to
	// the first byte that is not one of a path (a quote or a backslash
	// end the string, or escape).
	j := r
	var first uint8
	for ; j < len(src); j++ {
		c := quickClass[src[j]]
		if c&(quickPath|quickQuote|quickSlash) != quickPath {
			break
		}
		first |= c
	}
	n1 := j
	class, pair, prev := first, uint8(0), uint8(0)
	for ; j < len(src); j++ {
		c := quickClass[src[j]]
		if c&(quickPath|quickQuote) != quickPath {
			break
		}
		class |= c
		pair |= c & prev
		prev = c
	}
	if n1 == r || j+1 >= len(src) || src[j] != ')' || src[j+1] != '"' || (pair|prev)&quickSlash != 0 {
		return dst, 0, false, false
	}
	rest := src[r:j]
	if class&quickDot != 0 && dotSegment(rest) {
		return dst, 0, false, false
	}
	if first&quickGlob == 0 {
		return append(dst, rest[:n1-r]), j + 1, false, true
	}
	keys, any, ok = laterPathKey(rest[n1-r:], dst)
	return keys, j + 1, any, ok
}

// quickHostAt is QuickKeysAt for the host at src[h:], of a WebFetch
// string: quickHost as the host is read, for one that does not end with
// '.'.
func quickHostAt(src string, h int) (e int, ok bool) {
	if h+1 < len(src) && src[h] == '*' && src[h+1] == '.' {
		h += 2
	}
	j := h
	pair, prev := uint8(0), uint8(quickDot)
	for ; j < len(src); j++ {
		c := quickClass[src[j]]
		if c&quickHostByte == 0 {
			break
		}
		pair |= c & prev
		prev = c
	}
	if j == h || j+1 >= len(src) || src[j] != ')' || src[j+1] != '"' || (pair|prev)&quickDot != 0 {
		return 0, false
	}
	return j + 1, true
}
