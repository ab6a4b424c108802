package claude

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
// WebFetch(domain:host).
func QuickKeys(text string, dst []string) (keys []string, any, ok bool) {
	n := len(text)
	if n < 7 || text[n-1] != ')' {
		return dst, false, false
	}
	switch {
	case text[:5] == "Bash(":
		spec := text[5 : n-1]
		w := 0
		for w < len(spec) && quickWord(spec[w]) {
			w++
		}
		if w == 0 || w < len(spec) && spec[w] != ' ' {
			return dst, false, false
		}
		for i := w; i < len(spec); i++ {
			if !quickRest(spec[i]) {
				return dst, false, false
			}
		}
		return append(dst, spec[:w]), false, true
	case text[:5] == "Read(" || text[:5] == "Edit(":
		spec := text[5 : n-1]
		for i := 0; i < len(spec); i++ {
			if !quickPath(spec[i]) {
				return dst, false, false
			}
		}
		if pathCheck(spec) != nil {
			return dst, false, false
		}
		p := Pattern{Kind: patternPath, Specifier: spec}
		keys, ok := p.AppendPathKeys(dst)
		return keys, !ok, true
	case n > len("WebFetch(domain:)") && text[:16] == "WebFetch(domain:":
		host := text[16 : n-1]
		for i := 0; i < len(host); i++ {
			if !quickPath(host[i]) {
				return dst, false, false
			}
		}
		if domainCheck(host) != nil {
			return dst, false, false
		}
		return append(dst, "WebFetch"), false, true
	}
	return dst, false, false
}

// quickWord, quickRest and quickPath are the bytes QuickKeys takes in a
// Bash rule's first word, after it, and in a path or host.
func quickWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-'
}

func quickRest(c byte) bool {
	switch c {
	case ' ', '*', '/', '=', ',', '@', '%', '+', '^':
		return true
	}
	return quickWord(c)
}

func quickPath(c byte) bool {
	return c > ' ' && c < 0x7f && c != ':' && c != '(' && c != ')'
}
