// Package uri splits a URL the way net/url's Parse does, for the fields
// pregate reads (Opaque, Host, Path, Hostname), and unescapes a
// path as its PathUnescape does. net/url links net/netip, whose package
// initialisation runs in every process that links it; the hook reads a
// URL only on some calls, so it parses with this package instead.
//
// Every function here gives what net/url's of the same name gives, for
// every input: the same fields, and an error exactly where net/url
// returns one (ok false; the error itself is not kept). The tests compare
// the two on tricky cases and by fuzzing. The one difference is the
// GODEBUG setting urlstrictcolons=0, which net/url reads from the
// environment and this package ignores: an http or https host with more
// than one colon is always an error, net/url's default since Go 1.26.
package uri

import "strings"

// URL holds the fields of net/url's URL of the same names.
type URL struct {
	Opaque string // as written: not unescaped
	Host   string // host or host:port, unescaped; an IPv6 literal keeps its brackets
	Path   string // unescaped
}

// Parse parses raw as net/url.Parse does; ok is false where it returns an
// error.
func Parse(raw string) (u URL, ok bool) {
	s, frag, _ := strings.Cut(raw, "#")
	if u, ok = parse(s); !ok {
		return URL{}, false
	}
	if _, ok := unescape(frag); !ok {
		return URL{}, false
	}
	return u, true
}

// PathUnescape decodes each %XX of s, as net/url.PathUnescape does; ok is
// false where a % is not followed by two hexadecimal digits.
func PathUnescape(s string) (string, bool) {
	return unescape(s)
}

// Hostname is u.Host without its port and without the brackets of an
// IPv6 literal, as net/url's URL.Hostname.
func (u URL) Hostname() string {
	host := u.Host
	if i := strings.LastIndexByte(host, ':'); i >= 0 && validOptionalPort(host[i:]) {
		host = host[:i]
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	}
	return host
}

// parse is net/url's parse of a URL without its fragment (not viaRequest).
func parse(s string) (URL, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] == 0x7f {
			return URL{}, false
		}
	}
	var u URL
	scheme, rest, found := cutScheme(s)
	if found {
		if scheme == "" {
			return URL{}, false // "missing protocol scheme"
		}
		scheme = strings.ToLower(scheme)
	}
	// The query starts at the first '?'; net/url's ForceQuery case (one
	// '?', at the end) leaves the same rest.
	rest, _, _ = strings.Cut(rest, "?")
	if !strings.HasPrefix(rest, "/") {
		if scheme != "" {
			// A rootless path after a scheme is opaque.
			u.Opaque = rest
			return u, true
		}
		if segment, _, _ := strings.Cut(rest, "/"); strings.Contains(segment, ":") {
			return URL{}, false // "first path segment in URL cannot contain colon"
		}
	}
	if (scheme != "" || !strings.HasPrefix(rest, "///")) && strings.HasPrefix(rest, "//") {
		authority := rest[2:]
		rest = ""
		if i := strings.IndexByte(authority, '/'); i >= 0 {
			authority, rest = authority[:i], authority[i:]
		}
		var ok bool
		if u.Host, ok = parseAuthority(scheme, authority); !ok {
			return URL{}, false
		}
	}
	var ok bool
	if u.Path, ok = unescape(rest); !ok {
		return URL{}, false
	}
	return u, true
}

// cutScheme is net/url's getScheme: s split at the colon that ends a
// leading [a-zA-Z][a-zA-Z0-9+.-]*, found reporting whether there is one.
// A colon first is an empty scheme (an error to the caller).
func cutScheme(s string) (scheme, rest string, found bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.':
			if i == 0 {
				return "", s, false
			}
		case c == ':':
			return s[:i], s[i+1:], true
		default:
			return "", s, false
		}
	}
	return "", s, false
}

// parseAuthority is the host of userinfo@host, as net/url's
// parseAuthority: the userinfo (before the last '@') is checked, not kept.
func parseAuthority(scheme, authority string) (string, bool) {
	i := strings.LastIndexByte(authority, '@')
	host, ok := parseHost(scheme, authority[i+1:])
	if !ok || i < 0 {
		return host, ok
	}
	userinfo := authority[:i]
	for j := 0; j < len(userinfo); j++ {
		if !userinfoByte(userinfo[j]) {
			return "", false // "net/url: invalid userinfo"
		}
	}
	// net/url unescapes the user and the password apart; a ':' between
	// them cannot make or break an escape, so checking the whole is the
	// same.
	_, ok = unescape(userinfo)
	return host, ok
}

// userinfoByte reports whether net/url's validUserinfo accepts c. It
// reads runes, and rejects every non-ASCII one, so every byte from 0x80
// up.
func userinfoByte(c byte) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return true
	}
	switch c {
	case '-', '.', '_', ':', '~', '!', '$', '&', '\'',
		'(', ')', '*', '+', ',', ';', '=', '%', '@':
		return true
	}
	return false
}

// parseHost is net/url's parseHost: host[:port] checked and unescaped.
func parseHost(scheme, host string) (string, bool) {
	if open := strings.LastIndexByte(host, '['); open > 0 {
		return "", false // "invalid IP-literal"
	} else if open == 0 {
		// An IP literal: "[fe80::1]", "[fe80::1%25en0]", "[fe80::1]:80".
		end := strings.LastIndexByte(host, ']')
		if end < 0 {
			return "", false // "missing ']' in host"
		}
		colonPort := host[end+1:]
		if !validOptionalPort(colonPort) {
			return "", false
		}
		// %25 starts the zone, which may escape more than the address.
		hostname := host[1:end]
		addr, zone := hostname, ""
		if i := strings.Index(hostname, "%25"); i >= 0 {
			addr, zone = hostname[:i], hostname[i:]
		}
		addr, ok := unescapeHost(addr, false)
		if !ok {
			return "", false
		}
		if zone, ok = unescapeHost(zone, true); !ok {
			return "", false
		}
		if !ipv6(addr + zone) {
			return "", false // "invalid host", or an IPv4 address
		}
		return "[" + addr + zone + "]" + colonPort, true
	} else if i := strings.IndexByte(host, ':'); i >= 0 {
		// Only http and https hosts must not have more than one colon
		// (net/url's urlstrictcolons, as by default).
		if last := strings.LastIndexByte(host, ':'); last != i && scheme != "http" && scheme != "https" {
			i = last
		}
		if !validOptionalPort(host[i:]) {
			return "", false // "invalid port"
		}
	}
	return unescapeHost(host, false)
}

// validOptionalPort reports whether port is empty or ":" and digits.
func validOptionalPort(port string) bool {
	if port == "" {
		return true
	}
	if port[0] != ':' {
		return false
	}
	for i := 1; i < len(port); i++ {
		if port[i] < '0' || port[i] > '9' {
			return false
		}
	}
	return true
}

// hostByte reports whether the ASCII byte c may stand unescaped in a host
// or zone (net/url's shouldEscape(c, encodeHost) is false).
func hostByte(c byte) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return true
	}
	switch c {
	case '-', '_', '.', '~',
		'!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', ':', '[', ']', '<', '>', '"':
		return true
	}
	return false
}

// unescapeHost is net/url's unescape in the host mode, or the zone mode
// when zone is set: an ASCII byte must be a host byte; in a host an
// escape must be of a non-ASCII byte or %25, in a zone of a host byte, a
// space or %25.
func unescapeHost(s string, zone bool) (string, bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			if i+2 >= len(s) || !ishex(s[i+1]) || !ishex(s[i+2]) {
				return "", false
			}
			if s[i:i+3] != "%25" {
				v := unhex(s[i+1])<<4 | unhex(s[i+2])
				if !zone && v < 0x80 || zone && v != ' ' && !hostByte(v) {
					return "", false
				}
			}
			i += 2
		case c < 0x80 && !hostByte(c):
			return "", false // "invalid character in host name"
		}
	}
	return unescape(s)
}

// unescape decodes each %XX of s (net/url's unescape in the path, path
// segment, user, password and fragment modes, which check nothing else);
// ok is false where a % is not followed by two hexadecimal digits.
func unescape(s string) (string, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !ishex(s[i+1]) || !ishex(s[i+2]) {
				return "", false
			}
			n++
			i += 2
		}
	}
	if n == 0 {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s) - 2*n)
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String(), true
}

func ishex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unhex is the value of the hexadecimal digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// ipv6 reports whether net/netip.ParseAddr parses s as an IPv6 address,
// with or without a zone ("fe80::1%en0").
func ipv6(s string) bool {
	// ParseAddr goes by the first '.', ':' or '%' of s.
	if i := strings.IndexAny(s, ".:%"); i < 0 || s[i] != ':' {
		return false
	}
	if i := strings.IndexByte(s, '%'); i >= 0 {
		if i == len(s)-1 {
			return false // an empty zone
		}
		s = s[:i]
	}
	ellipsis := strings.HasPrefix(s, "::")
	if ellipsis {
		s = s[2:]
		if s == "" {
			return true
		}
	}
	n := 0 // bytes of the 16 read
	for n < 16 {
		off := 0
		for off < len(s) && ishex(s[off]) {
			off++
		}
		if off > 4 {
			return false // more than 4 digits in a group
		}
		if off == 0 {
			return false
		}
		if off < len(s) && s[off] == '.' {
			// A trailing IPv4 address, in place of the last two groups
			// (more than 16 bytes fail the count below).
			if !ellipsis && n != 12 || !ipv4(s) {
				return false
			}
			n += 4
			s = ""
			break
		}
		n += 2
		if s = s[off:]; s == "" {
			break
		}
		if s[0] != ':' || len(s) == 1 {
			return false
		}
		s = s[1:]
		if s[0] == ':' {
			if ellipsis {
				return false // a second ::
			}
			ellipsis = true
			if s = s[1:]; s == "" {
				break
			}
		}
	}
	if s != "" {
		return false
	}
	// :: stands for one group of zeros or more.
	if ellipsis {
		return n < 16
	}
	return n == 16
}

// ipv4 reports whether net/netip parses s as a dotted-decimal IPv4
// address: four fields of one to three digits, at most 255, no leading
// zero.
func ipv4(s string) bool {
	fields, val, digits := 0, 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			if digits == 1 && val == 0 {
				return false
			}
			val = val*10 + int(c-'0')
			digits++
			if val > 255 {
				return false
			}
		case c == '.':
			if i == 0 || i == len(s)-1 || s[i-1] == '.' || fields == 3 {
				return false
			}
			fields++
			val, digits = 0, 0
		default:
			return false
		}
	}
	return fields == 3
}
