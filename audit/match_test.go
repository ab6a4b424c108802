package audit

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// finders pairs each finder with the regular expression it is written
// from, the reference redaction's.
var finders = []struct {
	name string
	find finder
	re   *regexp.Regexp
}{
	{"privateKey", findPrivateKey, refRePrivateKey},
	{"urlCreds", findURLCreds, refReURLCreds},
	{"authHeader", findAuthHeader, refReAuthHeader},
	{"bearer", findBearer, refReBearer},
	{"vendorKey", findVendorKey, refReVendorKey},
	{"assign", findAssign, refReAssign},
	{"flagValue", findFlagValue, refReFlagValue},
	{"mySQL", findMySQL, refReMySQL},
	{"mySQLPass", findMySQLPass, refReMySQLPass},
	{"sshPass", findSSHPass, refReSSHPass},
	{"curlUser", findCurlUser, refReCurlUser},
	{"openSSL", findOpenSSL, refReOpenSSL},
}

// allMatches is every match of find in s, found as replaceSub finds them.
func allMatches(t testing.TB, name string, find finder, s string) [][]int {
	var out [][]int
	for at := 0; ; {
		m := find(s, at)
		if m == nil {
			return out
		}
		if m[0] < at || m[1] <= m[0] {
			t.Fatalf("%s(%q, %d) = %v: empty, or before at", name, s, at, m)
		}
		out = append(out, m)
		at = m[1]
	}
}

// sameMatches reports whether find finds in s what re finds, and fails
// the test if not: every match, with every submatch.
func sameMatches(t testing.TB, name string, find finder, re *regexp.Regexp, s string) bool {
	t.Helper()
	got, want := allMatches(t, name, find, s), re.FindAllStringSubmatchIndex(s, -1)
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("%s in %q:\n got %v\nwant %v (%s)", name, s, got, want, re)
		return false
	}
	return true
}

// finderAtoms make up strings around the finders' edges: each pattern's
// literals and near misses, runs of the lengths the counts need, the
// bytes that end a class, (?i)'s other folds of s and k, quotes and
// escapes, multibyte and invalid UTF-8.
func finderAtoms() []string {
	return append(redactAtoms(),
		"-----BEGIN ", "-----END ", "PRIVATE KEY", " BLOCK", "-----", "------", "RSA ", "A1 ", "PRIVATE KEY-----", "PRIVATE KEY BLOCK-----",
		"://", "x://", "+a.b-", "9", "u:p@", "@", ":", "/", "a", "Z",
		"authorization", "AUTHORIZATION", "Authorization\"", "authorizatio", "Bearer", "token", "to\u212aen", "ba\u017fic", "BASIC", "bot", "bearer",
		"\u017f", "\u212a", "\u212a\u017f", "==", "~+/", "._",
		"sk-ant-", "sk-", "sk_live_", "rk_test_", "sk_test", "AKIA", "ASIA", "ABIA", "ACCA", "AIza", "npm_", "ghp_", "ghx_", "gho_", "github_pat_",
		"xoxb-", "xoxz-", "glpat-", "eyJ", ".eyJ", ".", "abcdefghij", "ABCDEFGHIJKLMNOP", "0123456789ABCDEF0123456789ABCDEF0123",
		"Q", "q", "-_",
		"\\", "\\\"", "\\\n", `""`, "''", "[REDACTED]", "[REDACTE", "[", "]", "x=", "a.b-c", "_x", "= ", " : ", "\"'",
		"--", "-", "-p", " -p", "-pX", "--pass", "-x", "-9",
		"mysql", "mysqldump", "mysqlX", "mariadb", "mariadb-", "mariadb-dump", "mariadb-_", "mysql_",
		"sshpass", "curl", "-u", "-U", "--user", "--proxy-user", "=", "-passin", "-passout", "-pass", "pass:", "pass:x",
		" ", " ", "\t", "\n", "\f", "\r", "\v", ";", "&", "|", ",", ")", "}", "`", "$", "{",
		"é", "\xff", "\xe2\x84", "\xc5", "\u2028", "_", "0",
	)
}

// finderStrings is the redaction's differential strings and generated
// strings of finderAtoms.
func finderStrings(t testing.TB) []string {
	strs, _ := differentialStrings(t)
	atoms := finderAtoms()
	r := rand.New(rand.NewPCG(7, 14))
	for range 60000 {
		var b strings.Builder
		for range 1 + r.IntN(16) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		strs = append(strs, b.String())
	}
	// Commands that start with a program a lazy pattern looks for, then
	// the bytes that decide where its flag and value are.
	progs := []string{"sshpass", "curl", "openssl x -passin", "openssl x -pass", "mysql", "mariadb-dump", "https://", "git+ssh://"}
	near := []string{" ", " ", "@", "/", "\t", "\n", "-p", " -p ", "-u", " -u ", " --user", "=", "pass:", "x", "'", `"`, ":", ";", "a b", "\f", "\v", "é"}
	for range 20000 {
		var b strings.Builder
		b.WriteString(progs[r.IntN(len(progs))])
		for range 1 + r.IntN(10) {
			b.WriteString(near[r.IntN(len(near))])
		}
		strs = append(strs, b.String())
	}
	return append(strs, finderSeeds...)
}

// finderSeeds are the tricky cases, one group per pattern: overlapping
// and adjacent matches, unterminated quotes and blocks, matches at the
// start and the end, multibyte and invalid UTF-8 next to a match.
var finderSeeds = []string{
	"", "x", "\xff", "é",
	// privateKey
	"-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----", "-----BEGIN PRIVATE KEY-----abc",
	"-----BEGIN PRIVATE KEY BLOCK-----x-----END PRIVATE KEY BLOCK-----y", "-----BEGIN PRIVATE KEY PRIVATE KEY-----",
	"------BEGIN X PRIVATE KEY-----", "-----BEGIN A PRIVATE KEY-----1-----BEGIN B PRIVATE KEY-----2-----END C PRIVATE KEY-----",
	"-----BEGIN PRIVATE KEY BLOCK BLOCK-----", "-----BEGIN PRIVATE KEYS-----", "é-----BEGIN EC PRIVATE KEY-----\xff-----END EC PRIVATE KEY-----é",
	"-----BEGIN PRIVATE KEY-----x-----END PRIVATE KEY----x-----END PRIVATE KEY-----",
	// urlCreds
	"https://u:p@h", "9x+://a:b@c", "://a:b@", "a://:b@", "a://b:@", "x://a:b:c@d", "x://a b:c@", "ab://c:d@e f://g:h@i", "é1a://u:p@\xff",
	// authHeader
	"Authorization: Bearer abc", "authorization=token", "AUTHORIZATION\"  :  'basic  x", "Authorization: Bearer ;", "authorization:Bearerxyz",
	"authorization: to\u212aen abc", "authorization: ba\u017fic  zz", "authorization:'", "authorization:", "Authorization: bot\n",
	// bearer
	"Bearer abc==", "xbearer abc", "_bearer abc", "é bearer ab\u017fc\u212a==", "bearer\t\t=", "BEARER a.b~c+d/e-f", "bearer \u212a",
	// vendorKey
	"sk-ant-abcdefgh", "sk-ant-abcdefg", "sk-abcdefghijabcdefghij", "sk_live_0123456789abcdef", "xsk-abcdefghijabcdefghij",
	"AKIA0123456789ABCDEF", "AKIA0123456789ABCDEFG", "AKIA0123456789ABCDEF-", "AIza" + strings.Repeat("a", 35) + "b",
	"npm_" + strings.Repeat("0", 36), "npm_" + strings.Repeat("0", 35), "ghp_" + strings.Repeat("x", 30), "github_pat_" + strings.Repeat("_", 22),
	"xoxb-0123456789", "glpat-" + strings.Repeat("-", 20), "eyJabcdefghij.eyJabcdefghij.", "eyJabcdefghij.eyJabcdefghi.x", "é" + "sk-ant-abcdefgh\xff",
	// assign
	"A=b", "9A=b c=d", "TOKEN='x", "TOKEN=\"x\\\"", "TOKEN=\"a\\\"b\" x", "x.y-z\" \t= [REDACTED]]", "k=[REDACTED", "k=[x]", "$TOKEN=x",
	"a=\"\\\n\"", "a='\n'", "a=,", "k: v, k2: v2", "_=é\xff", "a=b=c", "-a=b", "a\t:\t", "a=\"é\"",
	// flagValue
	"--token abc", "-t x", "---t x", "--9 x", " --token [REDACTED]x", "'--pass 'x'", "\"--pass \"x", "--pass \"x", "-a\t-b c",
	"--pass x --pass y", "x--pass y", "\n--a b", "--a )", "--a `",
	// mySQL, mySQLPass
	"mysql -pX", "mysqldump -p x", "mysqlX -pX", "mariadb-dump_x -pY", "mariadb-_ -pZ", "xmysql -pA", "mysql -p", "mysql -pa; mysql -pb",
	"mysql\n-pX", "mysql_ -pX", "mariadb- -pX", "é mysql -p\xff",
	// sshPass
	"sshpass -p x", "sshpass -p 'a b' c", "sshpass -p \"x", "sshpass -p \"x -p y", "sshpass\n-p x", "sshpass -p\n\nx", "sshpass;-p x",
	"xsshpass -p x", "sshpass_ -p x", "sshpass -p", "sshpass -p '' -p x", "sshpass -p x sshpass -p y",
	// curlUser
	"curl -u a:b", "curl -u==a:b", "curl -u=\"a:b", "curl --user-agent x:y", "curl -u a:b curl -u c:d",
	// openSSL
	"-pass pass:x", "-passin pass:x", "-passout 'pass:x'", "-passinpass:x", "-pass\tpass:", "-passout\n\"pass:y\" -pass pass:z",
}

// TestFindersSameAsRegexp: on every sample, each finder finds what its
// regular expression finds, match by match and submatch by submatch; and
// each finds something in some samples.
func TestFindersSameAsRegexp(t *testing.T) {
	strs := finderStrings(t)
	for _, f := range finders {
		t.Run(f.name, func(t *testing.T) {
			found := 0
			for _, s := range strs {
				sameMatches(t, f.name, f.find, f.re, s)
				if f.re.MatchString(s) {
					found++
				}
			}
			t.Logf("%d of %d samples match", found, len(strs))
			if found < 50 {
				t.Errorf("%s matches only %d samples", f.name, found)
			}
		})
	}
}

func fuzzFinder(f *testing.F, name string) {
	for _, s := range finderSeeds {
		f.Add(s)
	}
	for _, c := range finders {
		if c.name == name {
			f.Fuzz(func(t *testing.T, s string) { sameMatches(t, c.name, c.find, c.re, s) })
			return
		}
	}
	panic(fmt.Sprintf("no finder %s", name))
}

func FuzzFindPrivateKey(f *testing.F) { fuzzFinder(f, "privateKey") }
func FuzzFindURLCreds(f *testing.F)   { fuzzFinder(f, "urlCreds") }
func FuzzFindAuthHeader(f *testing.F) { fuzzFinder(f, "authHeader") }
func FuzzFindBearer(f *testing.F)     { fuzzFinder(f, "bearer") }
func FuzzFindVendorKey(f *testing.F)  { fuzzFinder(f, "vendorKey") }
func FuzzFindAssign(f *testing.F)     { fuzzFinder(f, "assign") }
func FuzzFindFlagValue(f *testing.F)  { fuzzFinder(f, "flagValue") }
func FuzzFindMySQL(f *testing.F)      { fuzzFinder(f, "mySQL") }
func FuzzFindMySQLPass(f *testing.F)  { fuzzFinder(f, "mySQLPass") }
func FuzzFindSSHPass(f *testing.F)    { fuzzFinder(f, "sshPass") }
func FuzzFindCurlUser(f *testing.F)   { fuzzFinder(f, "curlUser") }
func FuzzFindOpenSSL(f *testing.F)    { fuzzFinder(f, "openSSL") }

// adversarialStrings are 80 KiB strings of one near miss repeated, where
// a finder that rescanned what an earlier try had scanned would be
// quadratic.
func adversarialStrings() map[string]string {
	const n = 80 << 10
	rep := func(s string) string { return strings.Repeat(s, n/len(s)) }
	return map[string]string{
		"curl":    rep("curl "),
		"sshpass": rep("sshpass -p \""),
		"jwt":     rep("eyJabcdefghij-"),
		"assign":  "x=\"" + rep("a=\\\""),
		"flag":    rep(" --a \\\""),
		"url":     rep("a://b:"),
		"pem":     rep("-----BEGIN A "),
		"mysql":   rep("mariadbx"),
		"bearer":  rep("bearer  ;"),
		"auth":    rep("authorization:\""),
		"openssl": rep("-passin "),
		"mixed":   rep("curl sshpass -p eyJ-AKIA-mysql x=\"-----BEGIN "),
	}
}

// TestFindersAdversarial: the finders agree with their expressions on
// the adversarial strings too.
func TestFindersAdversarial(t *testing.T) {
	for _, s := range adversarialStrings() {
		for _, f := range finders {
			sameMatches(t, f.name, f.find, f.re, s)
		}
	}
}

// BenchmarkFindersAdversarial is each finder on each adversarial string:
// linear, like its regexp.
func BenchmarkFindersAdversarial(b *testing.B) {
	for name, s := range adversarialStrings() {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				for _, f := range finders {
					allMatches(b, f.name, f.find, s)
				}
			}
		})
	}
}

// TestFlagScanClass: the table of lazyFlagMatch's scan says blank exactly
// where isSpaceRE does, and stop at ;&| and '\n'.
func TestFlagScanClass(t *testing.T) {
	if len(flagScanClass) != 256 {
		t.Fatalf("flagScanClass has %d entries", len(flagScanClass))
	}
	for c := range 256 {
		want := byte(0)
		if isSpaceRE(byte(c)) {
			want |= flagScanBlank
		}
		if c == ';' || c == '&' || c == '|' || c == '\n' {
			want |= flagScanStop
		}
		if got := flagScanClass[c]; got != want {
			t.Errorf("flagScanClass[%#x] = %d, want %d", c, got, want)
		}
	}
}
