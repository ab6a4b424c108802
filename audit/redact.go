package audit

import (
	"maps"
	"math/bits"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

// Mask replaces every secret that redaction finds. What surrounds the secret
// (the flag, the variable name, the key's vendor prefix, the URL's user and
// host) stays, so that a log line still says what was done to what.
const Mask = "[REDACTED]"

// A detector finds one shape of secret. Its finders (match.go) only run
// when one of its trigger substrings occurs in the string: most tool
// inputs hold no secret and cost a few substring searches.
type detector struct {
	triggers []string // any of these occurs (case-sensitive)
	fold     []string // or any of these occurs in the lower-cased string
	apply    func(string) string
}

func (d *detector) triggered(s string, lower func() string) bool {
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
func Redact(s string) string {
	if len(s) < 5 {
		return s
	}
	set := triggers(s)
	for set != 0 {
		i := bits.TrailingZeros16(set)
		if t := detectors[i].apply(s); t != s {
			// Later detectors see the string as this one left it.
			s = t
			set = triggers(s) &^ (1<<(i+1) - 1)
		} else {
			set &^= 1 << i
		}
	}
	return s
}

// Detector bits, in the order of detectors; triggers sets the bit of each
// detector one of whose trigger substrings occurs.
const (
	bitPrivateKey = 1 << iota
	bitURLCreds
	bitAuthHeader
	bitBearer
	bitVendorKey
	bitAssign
	bitMySQL
	bitSSHPass
	bitCurlUser
	bitOpenSSL
)

// triggers is the set of detectors whose triggers occur in s: what each
// detector's triggered reports, found in one pass over s instead of a
// substring search per trigger and a lower-cased copy. Each byte that can
// start a trigger is compared with the triggers that start with it; a fold
// trigger matches in either ASCII case, which is what a search in the
// lower-cased string finds: strings.ToLower turns no other byte into an
// ASCII letter, except in the two runes that lower-case to one (İ to i,
// the Kelvin sign to k), and a string with either is searched trigger by
// trigger.
//
// The assignment detector's bit is set only where one of its words could
// start an assignment or a flag (assignAt): mayAssignSecret's test, which
// the detector would otherwise run on the whole string, and whose answer
// no, when it is no at every word, leaves the string as it was.
func triggers(s string) uint16 {
	var set uint16
	// Every trigger has two bytes at least (the runes of the default
	// case too), so none starts at the last byte.
	for next := 1; next < len(s); next++ {
		i := next - 1
		// An ASCII byte goes to the switch only when a trigger starts
		// with it and with the byte after it.
		if c := s[i]; c < utf8.RuneSelf && triggerNext[c]>>(s[next]&63)&1 == 0 {
			continue
		}
		r := s[i:]
		switch s[i] {
		case 'P':
			if strings.HasPrefix(r, "PRIVATE KEY") {
				set |= bitPrivateKey
			}
			if set&bitAssign == 0 && (hasFoldPrefix(r, "pass") || hasFoldPrefix(r, "pwd")) {
				set |= assignAt(s, i)
			}
		case 'p':
			if strings.HasPrefix(r, "pass:") {
				set |= bitOpenSSL
			}
			if set&bitAssign == 0 && (hasFoldPrefix(r, "pass") || hasFoldPrefix(r, "pwd")) {
				set |= assignAt(s, i)
			}
		case ':':
			if strings.HasPrefix(r, "://") {
				set |= bitURLCreds
			}
		case 'A':
			if strings.HasPrefix(r, "AKIA") || strings.HasPrefix(r, "ASIA") || strings.HasPrefix(r, "ABIA") ||
				strings.HasPrefix(r, "ACCA") || strings.HasPrefix(r, "AIza") {
				set |= bitVendorKey
			}
			fallthrough
		case 'a':
			if hasFoldPrefix(r, "authorization") {
				set |= bitAuthHeader
			}
		case 'b', 'B':
			if hasFoldPrefix(r, "bearer") {
				set |= bitBearer
			}
		case 's':
			if strings.HasPrefix(r, "sk-") || strings.HasPrefix(r, "sk_") {
				set |= bitVendorKey
			} else if strings.HasPrefix(r, "sshpass") {
				set |= bitSSHPass
			}
			fallthrough
		case 'S':
			if set&bitAssign == 0 && hasFoldPrefix(r, "secret") {
				set |= assignAt(s, i)
			}
		case 'r':
			if strings.HasPrefix(r, "rk_") {
				set |= bitVendorKey
			}
		case 'g':
			if strings.HasPrefix(r, "gh") || strings.HasPrefix(r, "github_pat_") || strings.HasPrefix(r, "glpat-") {
				set |= bitVendorKey
			}
		case 'x':
			if strings.HasPrefix(r, "xox") {
				set |= bitVendorKey
			}
		case 'n':
			if strings.HasPrefix(r, "npm_") {
				set |= bitVendorKey
			}
		case 'e':
			if strings.HasPrefix(r, "eyJ") {
				set |= bitVendorKey
			}
		case 't', 'T':
			if set&bitAssign == 0 && hasFoldPrefix(r, "token") {
				set |= assignAt(s, i)
			}
		case 'k', 'K':
			if set&bitAssign == 0 && hasFoldPrefix(r, "key") {
				set |= assignAt(s, i)
			}
		case 'c':
			if strings.HasPrefix(r, "curl") {
				set |= bitCurlUser
			}
			fallthrough
		case 'C':
			if set&bitAssign == 0 && hasFoldPrefix(r, "credential") {
				set |= assignAt(s, i)
			}
		case 'm', 'M':
			if hasFoldPrefix(r, "mysql") || hasFoldPrefix(r, "mariadb") {
				set |= bitMySQL
			}
		default:
			// Only these two runes lower-case to ASCII letters.
			if s[i] >= utf8.RuneSelf && (strings.HasPrefix(r, "\u0130") || strings.HasPrefix(r, "\u212A")) {
				return triggersSearched(s)
			}
		}
	}
	return set
}

// triggerStart holds the ASCII bytes a trigger starts with, in both cases
// for a fold trigger: the cases of triggers' switch.
var triggerStart = [utf8.RuneSelf]bool{
	'P': true, 'p': true, ':': true, 'A': true, 'a': true, 'B': true, 'b': true, 'S': true, 's': true,
	'r': true, 'g': true, 'x': true, 'n': true, 'e': true, 'T': true, 't': true, 'K': true, 'k': true,
	'C': true, 'c': true, 'M': true, 'm': true,
}

// triggerNext holds, for each ASCII byte a trigger starts with, the bytes
// that come second in those triggers (in both cases for a fold trigger),
// as bits b&63: a byte pair whose bit is clear starts no trigger, and
// triggers skips it without trying its cases. Bytes that share their low
// six bits share a bit, which only lets a pair through to the switch that
// the switch then turns down. A literal, so that no init builds it;
// TestTriggerNext derives it from the detectors.
var triggerNext = [utf8.RuneSelf]uint64{
	'P': 1<<('R'&63) | 1<<('a'&63) | 1<<('A'&63) | 1<<('w'&63) | 1<<('W'&63),
	'p': 1<<('a'&63) | 1<<('A'&63) | 1<<('w'&63) | 1<<('W'&63),
	':': 1 << ('/' & 63),
	'A': 1<<('K'&63) | 1<<('S'&63) | 1<<('B'&63) | 1<<('C'&63) | 1<<('I'&63) | 1<<('u'&63) | 1<<('U'&63),
	'a': 1<<('u'&63) | 1<<('U'&63),
	'b': 1<<('e'&63) | 1<<('E'&63),
	'B': 1<<('e'&63) | 1<<('E'&63),
	's': 1<<('k'&63) | 1<<('s'&63) | 1<<('e'&63) | 1<<('E'&63),
	'S': 1<<('e'&63) | 1<<('E'&63),
	'r': 1 << ('k' & 63),
	'g': 1<<('h'&63) | 1<<('i'&63) | 1<<('l'&63),
	'x': 1 << ('o' & 63),
	'n': 1 << ('p' & 63),
	'e': 1 << ('y' & 63),
	't': 1<<('o'&63) | 1<<('O'&63),
	'T': 1<<('o'&63) | 1<<('O'&63),
	'k': 1<<('e'&63) | 1<<('E'&63),
	'K': 1<<('e'&63) | 1<<('E'&63),
	'c': 1<<('u'&63) | 1<<('r'&63) | 1<<('R'&63),
	'C': 1<<('r'&63) | 1<<('R'&63),
	'm': 1<<('y'&63) | 1<<('Y'&63) | 1<<('a'&63) | 1<<('A'&63),
	'M': 1<<('y'&63) | 1<<('Y'&63) | 1<<('a'&63) | 1<<('A'&63),
}

// triggersSearched is triggers by a search for each trigger, in s and in
// s lower-cased.
func triggersSearched(s string) uint16 {
	var low string
	lowDone := false
	lower := func() string {
		if !lowDone {
			low, lowDone = strings.ToLower(s), true
		}
		return low
	}
	var set uint16
	for i := range detectors {
		if detectors[i].triggered(s, lower) {
			set |= 1 << i
		}
	}
	return set
}

// RedactArgv masks secrets in one command's argv: what Redact finds in each
// word, plus the values that only the word before reveals (--password X,
// mysql -pX, sshpass -p X, curl -u user:X). argv itself is not modified.
func RedactArgv(argv []string) []string {
	if len(argv) == 0 {
		return argv
	}
	out, changed := redactArgv(argv)
	if !changed {
		return slices.Clone(argv)
	}
	return out
}

// redactArgv is RedactArgv returning argv itself when nothing in it is
// masked.
func redactArgv(argv []string) ([]string, bool) {
	var out []string
	prog := filepath.Base(argv[0])
	mysql, sshpass, curl := isMySQL(prog), prog == "sshpass", prog == "curl"
	for i, w := range argv {
		r := Redact(w)
		if i > 0 {
			// The cases' cheap tests come first; each case holds as
			// it did with them in any order.
			prev := argv[i-1]
			switch {
			case mysql && strings.HasPrefix(w, "-p") && len(w) > 2:
				r = "-p" + Mask
			case sshpass && prev == "-p":
				r = Mask
			case curl && (prev == "-u" || prev == "--user" || prev == "-U" || prev == "--proxy-user") && strings.Contains(w, ":"):
				r = w[:strings.Index(w, ":")+1] + Mask
			case w != "" && w[0] != '-' && isSecretFlag(prev):
				r = Mask
			}
		}
		if r != w && out == nil {
			out = slices.Clone(argv)
		}
		if out != nil {
			out[i] = r
		}
	}
	if out == nil {
		return argv, false
	}
	return out, true
}

func isMySQL(prog string) bool {
	return strings.HasPrefix(prog, "mysql") || strings.HasPrefix(prog, "mariadb")
}

// isSecretFlag reports whether w is a flag (without "=value") whose value
// is a secret: --password, --db-password, --token, --api-key, -pass.
func isSecretFlag(w string) bool {
	if !strings.HasPrefix(w, "-") || strings.Contains(w, "=") {
		return false
	}
	return secretFlagName(strings.TrimLeft(w, "-"))
}

func secretFlagName(name string) bool {
	if !maySecretName(name) {
		return false
	}
	parts := nameParts(name)
	if len(parts) == 0 {
		return false
	}
	switch parts[0] {
	case "NO", "SKIP", "ASK", "PROMPT", "USE", "WITHOUT", "IGNORE", "REQUIRE", "ALLOW":
		return false // boolean flags about the secret, not the secret
	}
	return secretParts(parts)
}

// secretName reports whether an assignment's name (an environment variable,
// a config key, a JSON field) says its value is a secret.
func secretName(name string) bool { return maySecretName(name) && secretParts(nameParts(name)) }

// maySecretName is a necessary condition for secretParts to hold on a
// name's parts, cheap enough to spare splitting and upper-casing every
// flag and key: each part secretParts takes for secret holds one of
// assignWords (TOKEN, SECRET, PASS, PWD, KEY, CREDENTIAL). A name with a
// non-ASCII byte may, as strings.ToUpper turns some other runes into
// ASCII letters (ſ into S).
func maySecretName(name string) bool {
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c >= utf8.RuneSelf:
			return true
		case c|0x20 == 't' || c|0x20 == 's' || c|0x20 == 'p' || c|0x20 == 'k' || c|0x20 == 'c':
			if assignWordAt(name, i) > 0 {
				return true
			}
		}
	}
	return false
}

func nameParts(name string) []string {
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
func secretParts(parts []string) bool {
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

// maskGroup returns the whole match with submatch g replaced by Mask.
func maskGroup(s string, m []int, g int) string {
	return s[m[0]:m[2*g]] + Mask + s[m[2*g+1]:m[1]]
}

// detectors run in this order: whole blocks first, then the shapes that
// carry their own context, then names and flags.
var detectors = []detector{
	{triggers: []string{"PRIVATE KEY"}, apply: func(s string) string {
		return replaceSub(findPrivateKey, s, func(s string, m []int) string {
			return s[m[2]:m[3]] + Mask + s[m[6]:m[7]]
		})
	}},
	{triggers: []string{"://"}, apply: func(s string) string {
		if !strings.Contains(s, "@") {
			return s
		}
		return replaceSub(findURLCreds, s, func(s string, m []int) string {
			if s[m[2]:m[3]] == Mask {
				return s[m[0]:m[1]]
			}
			return maskGroup(s, m, 1)
		})
	}},
	{fold: []string{"authorization"}, apply: func(s string) string {
		return replaceSub(findAuthHeader, s, func(s string, m []int) string {
			v := s[m[2]:m[3]]
			if v == Mask || strings.HasPrefix(v, "$") || strings.HasPrefix(v, "[") {
				return s[m[0]:m[1]]
			}
			return maskGroup(s, m, 1)
		})
	}},
	{fold: []string{"bearer"}, apply: func(s string) string {
		return replaceSub(findBearer, s, func(s string, m []int) string {
			if v := s[m[2]:m[3]]; len(v) < 16 && !(len(v) >= 8 && hasDigit(v)) {
				return s[m[0]:m[1]] // prose: "the bearer of bad news"
			}
			return maskGroup(s, m, 1)
		})
	}},
	{triggers: []string{"sk-", "sk_", "rk_", "AKIA", "ASIA", "ABIA", "ACCA", "gh", "github_pat_", "xox", "glpat-", "AIza", "npm_", "eyJ"}, apply: func(s string) string {
		return replaceSub(findVendorKey, s, func(s string, m []int) string {
			k := s[m[2]:m[3]]
			if strings.HasPrefix(k, "sk-") && !strings.HasPrefix(k, "sk-ant-") && !hasDigit(k) {
				return k // a long branch or file name, not a key
			}
			return s[m[0]:m[2]] + keyPrefix(k) + Mask + s[m[3]:m[1]]
		})
	}},
	{fold: assignWords, apply: func(s string) string { return perLine(s, assignWords, redactAssignments) }},
	{fold: []string{"mysql", "mariadb"}, apply: func(s string) string {
		return replaceSub(findMySQL, s, func(s string, m []int) string {
			return replaceSub(findMySQLPass, s[m[0]:m[1]], func(s string, m []int) string {
				return maskGroup(s, m, 2)
			})
		})
	}},
	{triggers: []string{"sshpass"}, apply: func(s string) string {
		return replaceSub(findSSHPass, s, func(s string, m []int) string { return maskQuoted(s, m, 1) })
	}},
	{triggers: []string{"curl"}, apply: func(s string) string {
		return replaceSub(findCurlUser, s, func(s string, m []int) string {
			if s[m[2]:m[3]] == Mask {
				return s[m[0]:m[1]]
			}
			return maskGroup(s, m, 1)
		})
	}},
	{triggers: []string{"pass:"}, apply: func(s string) string {
		return replaceSub(findOpenSSL, s, func(s string, m []int) string { return maskGroup(s, m, 1) })
	}},
}

// isWordByte is \w, what \b looks at: an ASCII letter, digit or '_'.
func isWordByte(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// isSpaceRE is \s in Go's regexp: tab, newline, form feed, carriage return
// and space (not the vertical tab).
func isSpaceRE(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// assignWords trigger the assignment and flag detector.
var assignWords = []string{"token", "secret", "pass", "pwd", "key", "credential"}

// redactAssignments masks the values of secret-named assignments
// (NAME=value, "name": "value", name: value) and flags (--name value).
func redactAssignments(s string) string {
	if !mayAssignSecret(s) {
		return s
	}
	return redactAssignmentsUnchecked(s)
}

// redactAssignmentsUnchecked is redactAssignments without the cheap test first.
func redactAssignmentsUnchecked(s string) string {
	s = replaceSub(findAssign, s, func(s string, m []int) string {
		name, val := s[m[2]:m[3]], s[m[8]:m[9]]
		if m[2] > 0 && (s[m[2]-1] == '$' || s[m[2]-1] == '{') {
			return s[m[0]:m[1]] // a reference: $TOKEN, ${TOKEN:-x}
		}
		if strings.TrimSpace(s[m[6]:m[7]]) == "=" && strings.HasPrefix(val, "=") {
			return s[m[0]:m[1]] // a comparison
		}
		if !secretName(name) || !secretValue(val) {
			return s[m[0]:m[1]]
		}
		return maskQuoted(s, m, 4)
	})
	return replaceSub(findFlagValue, s, func(s string, m []int) string {
		flag, val := s[m[2]:m[3]], s[m[4]:m[5]]
		if !secretFlagName(strings.TrimLeft(flag, "-")) || strings.HasPrefix(val, "-") || !secretValue(val) {
			return s[m[0]:m[1]]
		}
		return maskQuoted(s, m, 2)
	})
}

// mayAssignSecret is a necessary condition for redactAssignments to change
// s, cheap enough to spare the assignment and flag finders for text that
// only mentions a secret word ("cat secrets.txt"). A secret name holds one
// of assignWords, and findAssign and findFlagValue need its run
// of name characters [A-Za-z0-9_.-] to be followed by an optional quote,
// blanks and ':' or '=' (an assignment), or to start with '-' (a flag:
// the character before a flag is never a name character).
func mayAssignSecret(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] | 0x20 { // the first letters of assignWords
		case 't', 's', 'p', 'k', 'c':
		default:
			continue
		}
		if assignWordAt(s, i) > 0 && assignAt(s, i) != 0 {
			return true
		}
	}
	return false
}

// assignAt is bitAssign if the assign word at s[i:] can be in the name of
// an assignment or a flag, and 0 if not: its run of name characters starts
// with '-' (a flag), or is followed by an optional quote, blanks and ':'
// or '='. The run is the same whichever assign word starts at i, all of
// them being name characters.
func assignAt(s string, i int) uint16 {
	l, r := i, i+1
	for l > 0 && isNameByte(s[l-1]) {
		l--
	}
	for r < len(s) && isNameByte(s[r]) {
		r++
	}
	if s[l] == '-' {
		return bitAssign
	}
	if r < len(s) && (s[r] == '"' || s[r] == '\'') {
		r++
	}
	for r < len(s) && (s[r] == ' ' || s[r] == '\t') {
		r++
	}
	if r < len(s) && (s[r] == ':' || s[r] == '=') {
		return bitAssign
	}
	return 0
}

// assignWordAt is the length of the word of assignWords that s holds at
// i, ignoring ASCII case, or 0.
func assignWordAt(s string, i int) int {
	switch s[i] | 0x20 { // the first letters of assignWords
	case 't':
		return foldWordAt(s, i, "token")
	case 's':
		return foldWordAt(s, i, "secret")
	case 'p':
		if n := foldWordAt(s, i, "pass"); n > 0 {
			return n
		}
		return foldWordAt(s, i, "pwd")
	case 'k':
		return foldWordAt(s, i, "key")
	case 'c':
		return foldWordAt(s, i, "credential")
	}
	return 0
}

// foldWordAt is len(w) if s holds w at i, ignoring ASCII case, and 0 if
// not.
func foldWordAt(s string, i int, w string) int {
	if hasFoldPrefix(s[i:], w) {
		return len(w)
	}
	return 0
}

// hasFoldPrefix reports whether s starts with w (lower-case ASCII),
// ignoring ASCII case.
func hasFoldPrefix(s, w string) bool {
	// Most calls fail on the second byte: it is compared first, inline,
	// with w's byte and its upper case (for a letter).
	return len(s) >= len(w) && (len(w) < 2 || s[1] == w[1] || s[1] == w[1]-('a'-'A')) && foldEqual(s[:len(w)], w)
}

// foldEqual reports whether s is w (lower-case ASCII), ignoring ASCII
// case; s is as long as w.
func foldEqual(s, w string) bool {
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

func isNameByte(c byte) bool {
	return c == '_' || c == '.' || c == '-' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// perLine runs f on each line of s that holds one of words (lower case),
// and leaves the other lines alone: on a large file the finders then cost in proportion to the lines that might hold a secret, not to
// the file.
func perLine(s string, words []string, f func(string) string) string {
	if !strings.Contains(s, "\n") {
		return f(s)
	}
	var b strings.Builder
	changed := false
	for rest := s; rest != ""; {
		line, tail, found := strings.Cut(rest, "\n")
		rest = tail
		if containsAny(strings.ToLower(line), words) {
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

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// secretValue reports whether an assigned value is worth masking: not empty,
// not already masked, not a reference to a variable or a command's output.
func secretValue(v string) bool {
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
func maskQuoted(s string, m []int, g int) string {
	lo, hi := m[2*g], m[2*g+1]
	if hi-lo >= 2 && (s[lo] == '"' || s[lo] == '\'') && s[hi-1] == s[lo] {
		lo, hi = lo+1, hi-1
	}
	return s[m[0]:lo] + Mask + s[hi:m[1]]
}

// keyPrefix is the part of a vendor key kept in the log: enough to tell an
// operator whose key leaked (sk-ant-, ghp_, AKIA), never enough to use it.
func keyPrefix(k string) string {
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

func hasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}

// redactRecord masks secrets in the parts of r that come from the call or
// quote it. A slice or map is copied where something in it is masked,
// never modified in place.
func redactRecord(r *Record) {
	if r.Input != nil {
		if v, changed := redactInput(r.Input, ""); changed {
			r.Input = v.(map[string]any)
		}
	}
	r.AgentReason = Redact(r.AgentReason)
	r.OperatorReason = Redact(r.OperatorReason)
	if r.Segments != nil {
		var segs []SegmentRecord
		for i, seg := range r.Segments {
			if len(seg.Argv) == 0 {
				continue
			}
			if argv, changed := redactArgv(seg.Argv); changed {
				if segs == nil {
					segs = slices.Clone(r.Segments)
				}
				segs[i].Argv = argv
			}
		}
		if segs != nil {
			r.Segments = segs
		}
	}
	if r.Paths != nil {
		var paths []PathRecord
		for i, p := range r.Paths {
			g, res := Redact(p.Given), Redact(p.Resolved)
			if g == p.Given && res == p.Resolved {
				continue
			}
			if paths == nil {
				paths = slices.Clone(r.Paths)
			}
			paths[i].Given, paths[i].Resolved = g, res
		}
		if paths != nil {
			r.Paths = paths
		}
	}
}

// redactMargin is how much of a long string redaction looks at beyond
// MaxStringLen: the log keeps only the first MaxStringLen bytes, and a
// secret that starts before the cut (a private-key block is a few KiB) must
// be seen whole to be masked.
const redactMargin = 16 << 10

// redactInput masks the strings inside v. A string under a key whose name
// says secret ({"password": "…"} in an MCP tool's input) is masked whole;
// any other string goes through Redact, after cutting it to what the log
// will keep, so a megabyte of file content costs no more than 80 KiB.
func redactInput(v any, key string) (any, bool) {
	switch x := v.(type) {
	case string:
		if key != "" && x != "" && x != Mask && secretName(key) {
			return Mask, true
		}
		cut := x
		if len(cut) > MaxStringLen+redactMargin {
			cut = cut[:MaxStringLen+redactMargin]
		}
		y := Redact(cut)
		return y, y != x
	case map[string]any:
		var out map[string]any
		for k, e := range x {
			ne, ch := redactInput(e, k)
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
			ne, ch := redactInput(e, key)
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
