package audit

// This file is the redaction as it was before Redact scanned each string
// once for its triggers and the curl and assignment detectors got their
// tighter cheap tests: the reference the differential tests compare
// Redact, RedactArgv and Marshal with. It is used only by tests; keep it
// as it is. Its regular expressions (refRe…) are also what the finders of
// match.go are compared with, match by match (match_test.go).

import (
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// A detector finds one shape of secret. Its regular expression is only
// run when one of its trigger substrings occurs in the string: most tool
// inputs hold no secret and cost a few substring searches.
type refDetector struct {
	triggers []string // any of these occurs (case-sensitive)
	fold     []string // or any of these occurs in the lower-cased string
	apply    func(string) string
}

func (d *refDetector) triggered(s string, lower func() string) bool {
	for _, t := range d.triggers {
		if strings.Contains(s, t) {
			return true
		}
	}
	if len(d.fold) > 0 {
		l := lower()
		for _, t := range d.fold {
			if strings.Contains(l, t) {
				return true
			}
		}
	}
	return false
}

// Redact masks the secrets in s: API keys and tokens of the common vendors
// (OpenAI and Anthropic sk-…, AWS AKIA…, GitHub ghp_/gho_/github_pat_…,
// Slack xox?-, GitLab glpat-, Google AIza…, Stripe, npm, JWTs), bearer and
// Authorization header values, passwords in URLs (scheme://user:pass@),
// secret flags (--password=x, --password x, --token, --api-key, --secret,
// mysql -pX, sshpass -p X, curl -u user:pass, openssl pass:X), private-key
// blocks, and values of assignments whose names look secret (GITHUB_TOKEN=,
// AWS_SECRET_ACCESS_KEY=, PGPASSWORD=, "api_key": "…"). Everything else is
// returned unchanged.
func refRedact(s string) string {
	if len(s) < 5 {
		return s
	}
	var low string
	lowDone := false
	lower := func() string {
		if !lowDone {
			low, lowDone = strings.ToLower(s), true
		}
		return low
	}
	for i := range refDetectors {
		d := &refDetectors[i]
		if d.triggered(s, lower) {
			if t := d.apply(s); t != s {
				s, lowDone = t, false
			}
		}
	}
	return s
}

// RedactArgv masks secrets in one command's argv: what Redact finds in each
// word, plus the values that only the word before reveals (--password X,
// mysql -pX, sshpass -p X, curl -u user:X). argv itself is not modified.
func refRedactArgv(argv []string) []string {
	if len(argv) == 0 {
		return argv
	}
	out := make([]string, len(argv))
	prog := filepath.Base(argv[0])
	mysql := refIsMySQL(prog)
	for i, w := range argv {
		out[i] = refRedact(w)
		if i == 0 {
			continue
		}
		prev := argv[i-1]
		switch {
		case mysql && strings.HasPrefix(w, "-p") && len(w) > 2:
			out[i] = "-p" + Mask
		case prog == "sshpass" && prev == "-p":
			out[i] = Mask
		case prog == "curl" && (prev == "-u" || prev == "--user" || prev == "-U" || prev == "--proxy-user") && strings.Contains(w, ":"):
			out[i] = w[:strings.Index(w, ":")+1] + Mask
		case refIsSecretFlag(prev) && !strings.HasPrefix(w, "-") && w != "":
			out[i] = Mask
		}
	}
	return out
}

func refIsMySQL(prog string) bool {
	return strings.HasPrefix(prog, "mysql") || strings.HasPrefix(prog, "mariadb")
}

// isSecretFlag reports whether w is a flag (without "=value") whose value
// is a secret: --password, --db-password, --token, --api-key, -pass.
func refIsSecretFlag(w string) bool {
	if !strings.HasPrefix(w, "-") || strings.Contains(w, "=") {
		return false
	}
	return refSecretFlagName(strings.TrimLeft(w, "-"))
}

func refSecretFlagName(name string) bool {
	parts := refNameParts(name)
	if len(parts) == 0 {
		return false
	}
	switch parts[0] {
	case "NO", "SKIP", "ASK", "PROMPT", "USE", "WITHOUT", "IGNORE", "REQUIRE", "ALLOW":
		return false // boolean flags about the secret, not the secret
	}
	return refSecretParts(parts)
}

// secretName reports whether an assignment's name (an environment variable,
// a config key, a JSON field) says its value is a secret.
func refSecretName(name string) bool { return refSecretParts(refNameParts(name)) }

func refNameParts(name string) []string {
	return strings.FieldsFunc(strings.ToUpper(name), func(r rune) bool {
		return r == '_' || r == '-' || r == '.'
	})
}

// secretParts decides on the upper-cased parts of a name. A part that ends
// in TOKEN, SECRET, PASSWORD, PASSWD, PASSPHRASE or APIKEY is secret
// (GITHUB_TOKEN, PGPASSWORD); KEY and PWD only after another part
// (API_KEY, MYSQL_PWD — but not PWD, the working directory, nor KEYBOARD);
// a name ending in a part that names where the secret is rather than the
// secret (TOKEN_FILE, PASSWORD_STDIN, GPG_KEY_ID) is not.
func refSecretParts(parts []string) bool {
	if len(parts) == 0 {
		return false
	}
	switch parts[len(parts)-1] {
	case "FILE", "PATH", "DIR", "ID", "NAME", "TYPE", "URL", "URI", "HOST", "PORT", "USER",
		"USERNAME", "STDIN", "PROMPT", "CMD", "COMMAND", "HELPER", "ENV", "VAR", "LEN",
		"LENGTH", "SIZE", "COUNT", "LIMIT", "MIN", "MAX", "TTL", "EXPIRY", "EXPIRES", "FORMAT",
		"HEADER", "FIELD", "PARAM", "KIND", "MODE", "ENABLED", "DISABLED", "REQUIRED", "SOCK":
		return false
	}
	for i, p := range parts {
		for _, suf := range []string{"TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "APIKEY"} {
			if strings.HasSuffix(p, suf) {
				return true
			}
		}
		switch p {
		case "PASS", "SECRETS", "CREDENTIAL", "CREDENTIALS", "PRIVATEKEY":
			return true
		case "KEY", "PWD":
			if i > 0 {
				return true
			}
		}
	}
	return false
}

// replaceSub rewrites every match of re in s with f(s, m), where m holds
// the submatch indices; f returns the replacement of the whole match.
func refReplaceSub(re *regexp.Regexp, s string, f func(s string, m []int) string) string {
	ms := re.FindAllStringSubmatchIndex(s, -1)
	if ms == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range ms {
		b.WriteString(s[last:m[0]])
		b.WriteString(f(s, m))
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// maskGroup returns the whole match with submatch g replaced by Mask.
func refMaskGroup(s string, m []int, g int) string {
	return s[m[0]:m[2*g]] + Mask + s[m[2*g+1]:m[1]]
}

var (
	refRePrivateKey = regexp.MustCompile(`(-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----)(?s:.*?)(-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\z)`)
	refReURLCreds   = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://[^\s:/@'"]*:([^\s@/'"]+)@`)
	refReAuthHeader = regexp.MustCompile(`(?i)authorization["']?\s*[:=]\s*["']?(?:(?:bearer|token|basic|bot)\s+)?([^\s'",;]+)`)
	refReBearer     = regexp.MustCompile(`(?i)\bbearer\s+([A-Za-z0-9._~+/-]+=*)`)
	refReVendorKey  = regexp.MustCompile(`\b(sk-ant-[A-Za-z0-9_-]{8,}|sk-[A-Za-z0-9_-]{20,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}|xox[abposr]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,}|AIza[0-9A-Za-z_-]{35}|npm_[A-Za-z0-9]{36}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*)`)
	refReAssign     = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_.-]*)(["']?)([ \t]*[:=][ \t]*)("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|(?:\[REDACTED\]|[^\s"'` + "`" + `;&|,)}\]])+)`)
	refReFlagValue  = regexp.MustCompile(`(?:^|[\s"'])(--?[A-Za-z][A-Za-z0-9_.-]*)[ \t]+(\[REDACTED\]|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^\s"'` + "`" + `;&|)]+)`)
	refReMySQL      = regexp.MustCompile(`\b(?:mysql[a-z]*|mariadb[a-z-]*)\b[^;&|\n]*`)
	refReMySQLPass  = regexp.MustCompile(`(\s-p)([^\s]+)`)
	refReSSHPass    = regexp.MustCompile(`\bsshpass\b[^;&|\n]*?\s-p\s*("[^"]*"|'[^']*'|[^\s"']+)`)
	refReCurlUser   = regexp.MustCompile(`\bcurl\b[^;&|\n]*?\s(?:-u|-U|--user|--proxy-user)(?:[ \t]+|=)?["']?[^\s:"']*:([^\s"']+)`)
	refReOpenSSL    = regexp.MustCompile(`-pass(?:in|out)?\s+["']?pass:([^\s"']+)`)
)

// detectors run in this order: whole blocks first, then the shapes that
// carry their own context, then names and flags.
var refDetectors = []refDetector{
	{triggers: []string{"PRIVATE KEY"}, apply: func(s string) string {
		return refReplaceSub(refRePrivateKey, s, func(s string, m []int) string {
			return s[m[2]:m[3]] + Mask + s[m[6]:m[7]]
		})
	}},
	{triggers: []string{"://"}, apply: func(s string) string {
		if !strings.Contains(s, "@") {
			return s
		}
		return refReplaceSub(refReURLCreds, s, func(s string, m []int) string {
			if s[m[2]:m[3]] == Mask {
				return s[m[0]:m[1]]
			}
			return refMaskGroup(s, m, 1)
		})
	}},
	{fold: []string{"authorization"}, apply: func(s string) string {
		return refReplaceSub(refReAuthHeader, s, func(s string, m []int) string {
			v := s[m[2]:m[3]]
			if v == Mask || strings.HasPrefix(v, "$") || strings.HasPrefix(v, "[") {
				return s[m[0]:m[1]]
			}
			return refMaskGroup(s, m, 1)
		})
	}},
	{fold: []string{"bearer"}, apply: func(s string) string {
		return refReplaceSub(refReBearer, s, func(s string, m []int) string {
			if v := s[m[2]:m[3]]; len(v) < 16 && !(len(v) >= 8 && refHasDigit(v)) {
				return s[m[0]:m[1]] // prose: "the bearer of bad news"
			}
			return refMaskGroup(s, m, 1)
		})
	}},
	{triggers: []string{"sk-", "sk_", "rk_", "AKIA", "ASIA", "ABIA", "ACCA", "gh", "github_pat_", "xox", "glpat-", "AIza", "npm_", "eyJ"}, apply: func(s string) string {
		return refReplaceSub(refReVendorKey, s, func(s string, m []int) string {
			k := s[m[2]:m[3]]
			if strings.HasPrefix(k, "sk-") && !strings.HasPrefix(k, "sk-ant-") && !refHasDigit(k) {
				return k // a long branch or file name, not a key
			}
			return s[m[0]:m[2]] + refKeyPrefix(k) + Mask + s[m[3]:m[1]]
		})
	}},
	{fold: refAssignWords, apply: func(s string) string { return refPerLine(s, refAssignWords, refRedactAssignments) }},
	{fold: []string{"mysql", "mariadb"}, apply: func(s string) string {
		return refReplaceSub(refReMySQL, s, func(s string, m []int) string {
			return refReplaceSub(refReMySQLPass, s[m[0]:m[1]], func(s string, m []int) string {
				return refMaskGroup(s, m, 2)
			})
		})
	}},
	{triggers: []string{"sshpass"}, apply: func(s string) string {
		return refReplaceSub(refReSSHPass, s, func(s string, m []int) string { return refMaskQuoted(s, m, 1) })
	}},
	{triggers: []string{"curl"}, apply: func(s string) string {
		if !refMayCurlUser(s) {
			return s
		}
		return refReplaceSub(refReCurlUser, s, func(s string, m []int) string {
			if s[m[2]:m[3]] == Mask {
				return s[m[0]:m[1]]
			}
			return refMaskGroup(s, m, 1)
		})
	}},
	{triggers: []string{"pass:"}, apply: func(s string) string {
		return refReplaceSub(refReOpenSSL, s, func(s string, m []int) string { return refMaskGroup(s, m, 1) })
	}},
}

// mayCurlUser is a necessary condition for reCurlUser to match s, cheap
// enough to spare compiling and running it on most curl commands (curl -T,
// curl -sSf URL): a match has "curl", then later -u, -U, --user or
// --proxy-user (each holds "-u" or "-U"), then later a ':'.
func refMayCurlUser(s string) bool {
	i := strings.Index(s, "curl")
	if i < 0 {
		return false
	}
	rest := s[i+4:]
	j := strings.Index(rest, "-u")
	if k := strings.Index(rest, "-U"); k >= 0 && (j < 0 || k < j) {
		j = k
	}
	return j >= 0 && strings.IndexByte(rest[j+2:], ':') >= 0
}

// assignWords trigger the assignment and flag detector.
var refAssignWords = []string{"token", "secret", "pass", "pwd", "key", "credential"}

// redactAssignments masks the values of secret-named assignments
// (NAME=value, "name": "value", name: value) and flags (--name value).
func refRedactAssignments(s string) string {
	if !refMayAssignSecret(s) {
		return s
	}
	return refRedactAssignmentsRE(s)
}

// redactAssignmentsRE is redactAssignments without the cheap test first.
func refRedactAssignmentsRE(s string) string {
	s = refReplaceSub(refReAssign, s, func(s string, m []int) string {
		name, val := s[m[2]:m[3]], s[m[8]:m[9]]
		if m[2] > 0 && (s[m[2]-1] == '$' || s[m[2]-1] == '{') {
			return s[m[0]:m[1]] // a reference: $TOKEN, ${TOKEN:-x}
		}
		if strings.TrimSpace(s[m[6]:m[7]]) == "=" && strings.HasPrefix(val, "=") {
			return s[m[0]:m[1]] // a comparison
		}
		if !refSecretName(name) || !refSecretValue(val) {
			return s[m[0]:m[1]]
		}
		return refMaskQuoted(s, m, 4)
	})
	return refReplaceSub(refReFlagValue, s, func(s string, m []int) string {
		flag, val := s[m[2]:m[3]], s[m[4]:m[5]]
		if !refSecretFlagName(strings.TrimLeft(flag, "-")) || strings.HasPrefix(val, "-") || !refSecretValue(val) {
			return s[m[0]:m[1]]
		}
		return refMaskQuoted(s, m, 2)
	})
}

// mayAssignSecret is a necessary condition for redactAssignments to change
// s, cheap enough to spare the regular expressions (and compiling them)
// for text that only mentions a secret word ("cat secrets.txt"). A secret
// name holds one of assignWords, and reAssign and reFlagValue need its run
// of name characters [A-Za-z0-9_.-] to be followed by an optional quote,
// blanks and ':' or '=' (an assignment), or to start with '-' (a flag:
// the character before a flag is never a name character).
func refMayAssignSecret(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] | 0x20 { // the first letters of refAssignWords
		case 't', 's', 'p', 'k', 'c':
		default:
			continue
		}
		for _, w := range refAssignWords {
			if !refHasFoldPrefix(s[i:], w) {
				continue
			}
			l, r := i, i+len(w)
			for l > 0 && refIsNameByte(s[l-1]) {
				l--
			}
			for r < len(s) && refIsNameByte(s[r]) {
				r++
			}
			if s[l] == '-' {
				return true
			}
			if r < len(s) && (s[r] == '"' || s[r] == '\'') {
				r++
			}
			for r < len(s) && (s[r] == ' ' || s[r] == '\t') {
				r++
			}
			if r < len(s) && (s[r] == ':' || s[r] == '=') {
				return true
			}
		}
	}
	return false
}

// hasFoldPrefix reports whether s starts with w (lower-case ASCII),
// ignoring ASCII case.
func refHasFoldPrefix(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[j] {
			return false
		}
	}
	return true
}

func refIsNameByte(c byte) bool {
	return c == '_' || c == '.' || c == '-' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// perLine runs f on each line of s that holds one of words (lower case),
// and leaves the other lines alone: on a large file the regular expressions
// then cost in proportion to the lines that might hold a secret, not to
// the file.
func refPerLine(s string, words []string, f func(string) string) string {
	if !strings.Contains(s, "\n") {
		return f(s)
	}
	var b strings.Builder
	changed := false
	for rest := s; rest != ""; {
		line, tail, found := strings.Cut(rest, "\n")
		rest = tail
		if refContainsAny(strings.ToLower(line), words) {
			if t := f(line); t != line {
				line, changed = t, true
			}
		}
		b.WriteString(line)
		if found {
			b.WriteByte('\n')
		}
	}
	if !changed {
		return s
	}
	return b.String()
}

func refContainsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// secretValue reports whether an assigned value is worth masking: not empty,
// not already masked, not a reference to a variable or a command's output.
func refSecretValue(v string) bool {
	u := strings.Trim(v, `"'`)
	switch {
	case u == "" || u == Mask:
		return false
	case strings.HasPrefix(u, "$"), strings.HasPrefix(u, "<"), strings.HasPrefix(u, "%"):
		return false
	}
	return true
}

// maskQuoted masks submatch g, keeping the quotes around it.
func refMaskQuoted(s string, m []int, g int) string {
	lo, hi := m[2*g], m[2*g+1]
	if hi-lo >= 2 && (s[lo] == '"' || s[lo] == '\'') && s[hi-1] == s[lo] {
		lo, hi = lo+1, hi-1
	}
	return s[m[0]:lo] + Mask + s[hi:m[1]]
}

// keyPrefix is the part of a vendor key kept in the log: enough to tell an
// operator whose key leaked (sk-ant-, ghp_, AKIA), never enough to use it.
func refKeyPrefix(k string) string {
	for _, p := range []string{"sk-ant-", "sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_", "github_pat_", "glpat-", "npm_"} {
		if strings.HasPrefix(k, p) {
			return p
		}
	}
	switch {
	case strings.HasPrefix(k, "gh") && len(k) > 4 && k[3] == '_':
		return k[:4]
	case strings.HasPrefix(k, "xox") && len(k) > 5:
		return k[:5]
	case strings.HasPrefix(k, "eyJ"):
		return ""
	}
	return k[:4] // AKIA…, AIza…
}

func refHasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}

// redactRecord masks secrets in the parts of r that come from the call or
// quote it. Slices and maps are copied, never modified in place.
func refRedactRecord(r *Record) {
	if r.Input != nil {
		if v, changed := refRedactInput(r.Input, ""); changed {
			r.Input = v.(map[string]any)
		}
	}
	r.AgentReason = refRedact(r.AgentReason)
	r.OperatorReason = refRedact(r.OperatorReason)
	if r.Segments != nil {
		segs := make([]SegmentRecord, len(r.Segments))
		for i, s := range r.Segments {
			s.Argv = refRedactArgv(s.Argv)
			segs[i] = s
		}
		r.Segments = segs
	}
	if r.Paths != nil {
		paths := make([]PathRecord, len(r.Paths))
		for i, p := range r.Paths {
			p.Given, p.Resolved = refRedact(p.Given), refRedact(p.Resolved)
			paths[i] = p
		}
		r.Paths = paths
	}
}

// redactMargin is how much of a long string redaction looks at beyond
// MaxStringLen: the log keeps only the first MaxStringLen bytes, and a
// secret that starts before the cut (a private-key block is a few KiB) must
// be seen whole to be masked.
const refRedactMargin = 16 << 10

// redactInput masks the strings inside v. A string under a key whose name
// says secret ({"password": "…"} in an MCP tool's input) is masked whole;
// any other string goes through Redact, after cutting it to what the log
// will keep, so a megabyte of file content costs no more than 80 KiB.
func refRedactInput(v any, key string) (any, bool) {
	switch x := v.(type) {
	case string:
		if key != "" && x != "" && x != Mask && refSecretName(key) {
			return Mask, true
		}
		cut := x
		if len(cut) > MaxStringLen+refRedactMargin {
			cut = cut[:MaxStringLen+refRedactMargin]
		}
		y := refRedact(cut)
		return y, y != x
	case map[string]any:
		var out map[string]any
		for k, e := range x {
			ne, ch := refRedactInput(e, k)
			if ch {
				if out == nil {
					out = maps.Clone(x)
				}
				out[k] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	case []any:
		var out []any
		for i, e := range x {
			ne, ch := refRedactInput(e, key)
			if ch {
				if out == nil {
					out = slices.Clone(x)
				}
				out[i] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	}
	return v, false
}
