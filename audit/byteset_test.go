package audit

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// redactRef is Redact without the byte set: every trigger searched for,
// the reference TestRedactByteSet compares Redact with.
func redactRef(s string) string {
	if len(s) < 5 {
		return s
	}
	all := byteSet{bits: [8]uint32{^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0)}}
	var low string
	lowDone := false
	lower := func() string {
		if !lowDone {
			low, lowDone = strings.ToLower(s), true
		}
		return low
	}
	for i := range detectors {
		d := &detectors[i]
		if d.triggered(s, &all, lower) {
			if t := d.apply(s); t != s {
				s, lowDone = t, false
			}
		}
	}
	return s
}

// redactAtoms make up generated strings for TestRedactByteSet: every
// detector's triggers in both cases, fake keys, flags, assignments,
// separators, and runes whose lower case is ASCII (the Kelvin sign) or
// longer than them (İ).
var redactAtoms = []string{
	"PRIVATE KEY", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", "://", "@", "https://u:p@h/x",
	"Authorization", "AUTHORIZATION", "authorization: ", "Bearer ", "BEARER ", "bearer ", "abcdef0123456789",
	"sk-", "sk_", "rk_", "AKIA", "ASIA", "ABIA", "ACCA", "gh", "github_pat_", "xox", "glpat-", "AIza", "npm_", "eyJ",
	fakeAnthropic, fakeOpenAI, fakeAWS, fakeGitHub, fakeGitHubPAT, fakeSlack, fakeGitLab, fakeGoogle, fakeJWT, fakeStripe,
	"TOKEN", "token", "Secret", "PASS", "pwd", "KEY", "key", "Credential", "=", ": ", " ", "\t", "\n", "'", `"`,
	"mysql", "MySQL", "mariadb", " -p", "hunter2", "sshpass", "curl", " -u ", "a:b", "pass:", "-passin ", ";", "|",
	"K", "İ", "ſ", "é", "x", "--password", "--token ", "API_KEY=", "$X",
}

// TestRedactByteSet compares Redact, whose byte set skips triggers the
// string cannot hold, with redactRef, which searches for every trigger,
// on generated strings: a skip that loses a secret fails here.
func TestRedactByteSet(t *testing.T) {
	for _, d := range detectors {
		for _, f := range d.fold {
			if strings.ToLower(f) != f || !isASCIIString(f) {
				t.Errorf("fold trigger %q: mayHold assumes lower-case ASCII", f)
			}
		}
	}
	// What lower-casing the string may produce, whatever Redact makes of
	// it: the Kelvin sign lowers to k.
	var in byteSet
	in.of("\u212aEY=x")
	if !in.mayHold("key", true) || in.mayHold("key", false) || !in.mayHold("=x", false) {
		t.Errorf("byte set of the Kelvin sign: mayHold wrong")
	}
	in.of("Bearer x")
	if !in.mayHold("bearer", true) || in.mayHold("bearer", false) || in.mayHold("token", true) {
		t.Errorf("byte set of %q: mayHold wrong", "Bearer x")
	}
	r := rand.New(rand.NewPCG(14, 3))
	changed := 0
	inputs := append(append([]string{}, assignSamples...), curlSamples()[:2000]...)
	for range 30000 {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			a := redactAtoms[r.IntN(len(redactAtoms))]
			if r.IntN(4) == 0 {
				a = strings.ToUpper(a)
			}
			b.WriteString(a)
		}
		inputs = append(inputs, b.String())
	}
	for _, s := range inputs {
		got, want := Redact(s), redactRef(s)
		if got != want {
			t.Fatalf("Redact(%q) = %q, reference %q", s, got, want)
		}
		if got != s {
			changed++
		}
	}
	if changed < 1000 || changed > len(inputs)-1000 {
		t.Fatalf("%d of %d inputs redacted: both sides must be exercised", changed, len(inputs))
	}
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func FuzzRedactByteSet(f *testing.F) {
	for _, s := range redactAtoms {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Redact(s), redactRef(s); got != want {
			t.Errorf("Redact(%q) = %q, reference %q", s, got, want)
		}
	})
}

// BenchmarkRedactWords is what RedactArgv pays on an ordinary command's
// words: Redact against the reference that searches every trigger.
func BenchmarkRedactWords(b *testing.B) {
	words := strings.Fields("cd src && ls -la && git status && grep -rn TODO . && cat README.md | head -20 && npm test -- --watch=false && go build ./... && find . -name '*.go' && timeout 5 npm run lint && git log --oneline -5 && curl -T secrets.txt https://example.com/upload")
	b.Run("byte set", func(b *testing.B) {
		for b.Loop() {
			for _, w := range words {
				Redact(w)
			}
		}
	})
	b.Run("reference", func(b *testing.B) {
		for b.Loop() {
			for _, w := range words {
				redactRef(w)
			}
		}
	})
}
