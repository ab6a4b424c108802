package claude

import (
	"strings"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/uri"
)

// domainPattern is a parsed WebFetch(domain:…) specifier.
type domainPattern struct {
	any bool // domain:*
	// sub is set for a leading "*.": one or more labels before the rest,
	// never the apex itself.
	sub bool
	// labels are the remaining labels, each a glob within one label.
	labels []*bashGlob
}

// domainCheck reports what makes the host part of a domain: rule
// unusable; domainParse takes any other. Hosts compare case-insensitively
// with a trailing dot removed.
func domainCheck(s string) *PatternError {
	// Lower-casing, which domainParse does, changes none of the bytes
	// looked at here ('.', '/', ':', '@', ' ', '*'), only the text of an
	// error: it is left to that.
	s = strings.TrimSuffix(trimSpace(s), ".")
	if s == "" {
		return &PatternError{Msg: "missing host after domain:"}
	}
	if s == "*" {
		return nil
	}
	s = strings.TrimPrefix(s, "*.")
	// Label by label, in order: an empty label, or a byte of a URL.
	start := 0
	for i := 0; i <= len(s); i++ {
		switch {
		case i == len(s) || s[i] == '.':
			if i == start {
				return &PatternError{Msg: "empty label in domain " + strings.ToLower(s)}
			}
			start = i + 1
		case s[i] == '/' || s[i] == ':' || s[i] == '@' || s[i] == ' ':
			return &PatternError{Msg: "domain: takes a host name, not a URL"}
		}
	}
	return nil
}

// domainParse compiles the host part of a domain: rule that domainCheck
// accepts.
func domainParse(s string) *domainPattern {
	s = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")
	dp := &domainPattern{}
	if s == "*" {
		dp.any = true
		return dp
	}
	if rest, ok := strings.CutPrefix(s, "*."); ok {
		dp.sub, s = true, rest
	}
	for _, l := range strings.Split(s, ".") {
		dp.labels = append(dp.labels, bashParseGlob(l, false))
	}
	return dp
}

// match reports whether host (lower case, no trailing dot) matches.
func (dp *domainPattern) match(host string) bool {
	if host == "" {
		return false
	}
	if dp.any {
		return true
	}
	n := len(dp.labels)
	// Walk host labels from the right, without splitting.
	end := len(host)
	for i := n - 1; i >= 0; i-- {
		if end <= 0 {
			return false
		}
		start := strings.LastIndexByte(host[:end], '.') + 1
		if !dp.labels[i].match(host[start:end]) {
			return false
		}
		end = start - 1
	}
	if dp.sub {
		return end > 0
	}
	return end < 0
}

// domainOfAction returns the lower-cased host of a WebFetch action, trailing
// dot removed: Action.Domain, or the host of the input url.
func domainOfAction(a *act.Action) string {
	h := a.Domain
	if h == "" {
		raw, _ := a.Input["url"].(string)
		u, ok := uri.Parse(strings.TrimSpace(raw))
		if !ok {
			return ""
		}
		h = u.Hostname()
	}
	return strings.TrimSuffix(strings.ToLower(h), ".")
}
