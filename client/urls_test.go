package client

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// urlPattern is the expression findURLs is written from.
var urlPattern = regexp.MustCompile(`(?i)\bhttps?://[^\s<>"'\x60]+`)

// urlSeeds are the tricky cases: adjacent and overlapping URLs, word
// bytes before the scheme, (?i)'s ſ, the bytes that end a URL, multibyte
// and invalid UTF-8 around one, a URL at the start and at the end.
var urlSeeds = []string{
	"", "http://", "https://x", "see https://example.com/a?b=c, and HTTP://x.org/y) not ftp://z nor xhttps://q",
	"http://a http://b", "http://ahttp://b", "https://a'https://b", "_http://x", "9http://x", "éhttp://x", "\xffhttp://x\xff",
	"HTTP\u017f://x", "http\u017f://x", "httpS://x", "httpss://x", "http:/x", "http://<", "http://x<y>z", "http://é\t", "Http://x\fy\vz",
	"(https://x)", "https://x`y", "\"http://x\"", "http\u212a://x", "http\xc5://x", "hTtP://a.b/c?d=e#f",
}

func urlStrings() []string {
	atoms := []string{"http", "HTTP", "hTtP", "s", "S", "\u017f", "://", ":/", "/", "x", "_", "9", " ", "\t", "\n", "\f", "\r", "\v",
		"<", ">", `"`, "'", "`", "é", "\xff", "\xc5", "(", ")", ".", ",", "https://example.com/a?b=c"}
	r := rand.New(rand.NewPCG(14, 9))
	out := slices.Clone(urlSeeds)
	for range 50000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		out = append(out, b.String())
	}
	return out
}

// TestFindURLs: findURLs finds what urlPattern finds, URL by URL.
func TestFindURLs(t *testing.T) {
	found := 0
	for _, s := range urlStrings() {
		got, want := findURLs(s), urlPattern.FindAllString(s, -1)
		if !slices.Equal(got, want) {
			t.Fatalf("findURLs(%q) = %q, urlPattern finds %q", s, got, want)
		}
		if want != nil {
			found++
		}
	}
	if found < 1000 {
		t.Errorf("only %d samples hold a URL", found)
	}
}

func FuzzFindURLs(f *testing.F) {
	for _, s := range urlSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := findURLs(s), urlPattern.FindAllString(s, -1); !slices.Equal(got, want) {
			t.Fatalf("findURLs(%q) = %q, urlPattern finds %q", s, got, want)
		}
	})
}
