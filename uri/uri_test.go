package uri

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
)

// tricky are URLs on which a parser that is almost net/url's goes wrong:
// userinfo with '@' and ':', IPv6 literals and zones, escapes valid and
// not, opaque and relative forms, a missing scheme, spaces and control
// bytes, upper case.
var tricky = []string{
	"", "*", "*#x", "#", "#%zz", "?", "??", "/", "//", "///", "////x", ":", ":x", "x:", "1x:y", "+x:y",
	"https://example.com", "HTTPS://Example.COM./", "https://example.com.:443/a?b#c",
	"https://example.com:443", "https://example.com:", "https://example.com:x", "https://example.com:44:3",
	"http://a:1:2/", "HTTP://a:1:2/", "Https://a:1:2", "postgres://a:1,b:2/db", "mongodb://h1:1:2", "ftp://a:b:c",
	"https://user@host/", "https://user:pass@host/", "https://user:p@ss@host/", "https://u:p:q@host",
	"https://@host", "https://u%40@host", "https://u%zz@host", "https://u%4@host", "https://u%4:1@host",
	"https://u%41:p%42@host", "https://u ser@host", "https://ü@host", "https://u/@host", "https://a@b@c@d",
	"https://host@", "https://[::1]@host", "https://u@[::1]:80/",
	"https://[::1]", "https://[::1]:80", "https://[::1]:", "https://[::1]:8a", "https://[::1]x", "https://[::1",
	"https://::1]", "https://a[::1]", "https://[[::1]]", "https://[::1]]", "https://[]", "https://[:]",
	"https://[1.2.3.4]", "https://[::ffff:1.2.3.4]", "https://[::ffff:1.2.3.4%25eth0]", "https://[1::2::3]",
	"https://[fe80::1%25en0]", "https://[fe80::1%25en0]:8080/p", "https://[fe80::1%25]", "https://[fe80::1%en0]",
	"https://[fe80::1%2525]", "https://[fe80::1%25%20x]", "https://[fe80::1%25%41]", "https://[fe80::1%25%2f]",
	"https://[fe80::1%25%c3%bc]", "https://[fe80::1%25ü]", "https://[fe80::1%25a:5]", "https://[fe80::1%25a:5]:",
	"https://[fe80::1%25a b]", "https://[fe80::1%25a/b]", "https://[fe80::%31]", "https://[fe80::%c3]",
	"https://[1:2:3:4:5:6:7:8]", "https://[1:2:3:4:5:6:7:8:9]", "https://[1:2:3:4:5:6:7]", "https://[1:2:3:4:5:6:7::]",
	"https://[::1:2:3:4:5:6:7]", "https://[::1:2:3:4:5:6:7:8]", "https://[1:2:3:4:5:6:1.2.3.4]",
	"https://[1:2:3:4:5:1.2.3.4]", "https://[::1.2.3.4]", "https://[::1.2.3]", "https://[::1.2.3.4.5]",
	"https://[::01.2.3.4]", "https://[::256.2.3.4]", "https://[::1..3.4]", "https://[::12345]", "https://[::1234]",
	"https://[a.b:c]", "https://[%3a%3a1]", "https://[::1%]", "https://[%25x]", "https://[1:]", "https://[:1]",
	"http://%41", "http://%25", "http://%c3%bc", "http://%c3%BC.de", "http://ü.de", "http://a%2", "http://a%",
	"http://a b", "http://a<b>\"c", "http://a{b}", "http://a|b", "http://a\\b", "http://a^b", "http://a`b",
	"http://a_b~c-d.e!$&'()*+,;=", "http://a?b", "http://a#b", "http://a/b?c#d",
	"http://x\x00", "http://x\x1f", "http://x\x7f", "http://x#\x00", "http://x#\t", "\thttp://x", " http://x",
	"http://x ", "http://x/ y", "http://x/%zz", "http://x/%2f", "http://x/%2F%41", "http://x?%zz", "http://x#%zz",
	"mailto:a@b", "mailto:%zz", "file:x/y", "file:~/.ssh/id_rsa", "file:/etc/passwd", "file:///etc/passwd",
	"file://localhost/etc/passwd", "file://LOCALHOST/x", "file://~/x", "file://host/share/%7e", "FILE:///x",
	"File://h:1/x", "file://h:x/x", "file://a@b/x", "file:////x", "file://%2e%2e/x", "file:%zz", "file:///%zz",
	"file:///a%20b", "file://[::1]/x", "file:.", "file:?x", "file:#x", "file:", "file:/", "file://", "file:///",
	"a/b:c", "a:b/c", "./a:b", "/a:b", "a", "a/b", "//a/b", "///a/b", "%41", "%zz", "x:%zz", "x:/%zz",
	"cache_object:foo/bar", "HTTP://[::1]:80", "Http://EXAMPLE.com", "h-t.t+p://x", "a1://x", "1a://x",
}

// compare reports how Parse and url.Parse differ on s, if they do.
func compare(s string) string {
	want, werr := url.Parse(s)
	got, ok := Parse(s)
	if ok != (werr == nil) {
		return fmt.Sprintf("Parse(%q) ok = %v, url.Parse error %v", s, ok, werr)
	}
	if !ok {
		return ""
	}
	w := URL{Opaque: want.Opaque, Host: want.Host, Path: want.Path}
	if got != w {
		return fmt.Sprintf("Parse(%q) = %+v, url.Parse %+v", s, got, w)
	}
	if g, w := got.Hostname(), want.Hostname(); g != w {
		return fmt.Sprintf("Parse(%q).Hostname() = %q, url.Parse's %q", s, g, w)
	}
	return ""
}

// compareUnescape reports how PathUnescape and url.PathUnescape differ on
// s, if they do.
func compareUnescape(s string) string {
	want, werr := url.PathUnescape(s)
	got, ok := PathUnescape(s)
	if ok != (werr == nil) || ok && got != want {
		return fmt.Sprintf("PathUnescape(%q) = %q, %v; url.PathUnescape %q, %v", s, got, ok, want, werr)
	}
	return ""
}

// TestTricky compares Parse and PathUnescape with net/url's on the
// tricky cases, and each of them with a scheme before it.
func TestTricky(t *testing.T) {
	for _, s := range tricky {
		for _, s := range []string{s, "https://" + s, "file:" + s, "x:" + s} {
			if d := compare(s); d != "" {
				t.Error(d)
			}
			if d := compareUnescape(s); d != "" {
				t.Error(d)
			}
		}
	}
}

// TestEveryByte compares Parse with net/url's on every byte and every
// escape in each part of a URL: scheme, userinfo, host, port, IPv6
// address and zone, path, opaque, query and fragment.
func TestEveryByte(t *testing.T) {
	forms := []string{
		"%sttp://h/", "h%stp://h/", "http://u%s@h/", "http://u:%s@h/", "http://h%s/", "http://h:%s/", "http://h:1%s/",
		"ftp://h:1%s/", "http://[::1%s]/", "http://[::1]%s/", "http://[fe80::1%%25%s]/", "http://[fe80::1%%25a%s]:1/",
		"http://h/%s", "x:%s", "%s", "a%s:b", "http://h?%s", "http://h#%s", "file://%s/x", "file:%s",
	}
	for _, f := range forms {
		for c := range 256 {
			for _, part := range []string{string(rune(c)), string([]byte{byte(c)}), fmt.Sprintf("%%%02x", c), fmt.Sprintf("%%%02X", c)} {
				s := fmt.Sprintf(f, part)
				if d := compare(s); d != "" {
					t.Error(d)
				}
				if d := compareUnescape(s); d != "" {
					t.Error(d)
				}
			}
		}
	}
}

// TestIPv6 compares ipv6 with net/url's reading of bracketed hosts built
// from the pieces of IPv6 addresses, at random but repeatably.
func TestIPv6(t *testing.T) {
	pieces := []string{"0", "1", "a", "F", "12", "abc", "ffff", "fffff", "00000", ":", "::", ":::", ".",
		"1.2.3.4", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.1.1.1", "1.2.3", "1.2.3.4.5", "%25", "%25e", "%", "g", "%3a"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := "http://[" + b.String() + "]/"
		if d := compare(s); d != "" {
			t.Fatal(d)
		}
	}
}

// TestRandom compares Parse with net/url's on strings made of URL
// delimiters and escapes, at random but repeatably.
func TestRandom(t *testing.T) {
	pieces := []string{"a", "B", "1", ":", "/", "//", "?", "#", "@", "[", "]", "%", "%25", "%41", "%c3", "%zz", "%2",
		".", "-", "+", " ", "\t", "*", "ü", "http", "HTTPS", "file", "::1", "80", ",", "~"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 300000 {
		var b strings.Builder
		for range r.IntN(10) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		if d := compare(b.String()); d != "" {
			t.Fatal(d)
		}
		if d := compareUnescape(b.String()); d != "" {
			t.Fatal(d)
		}
	}
}

// FuzzParse compares Parse and PathUnescape with net/url's.
func FuzzParse(f *testing.F) {
	for _, s := range tricky {
		f.Add(s)
		f.Add("https://" + s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d := compare(s); d != "" {
			t.Error(d)
		}
		if d := compareUnescape(s); d != "" {
			t.Error(d)
		}
	})
}

// FuzzIPv6 compares Parse with net/url's on a bracketed host.
func FuzzIPv6(f *testing.F) {
	for _, s := range []string{"::1", "fe80::1%25en0", "::ffff:1.2.3.4", "1:2:3:4:5:6:7:8", "1::2::3", "1.2.3.4", "::1%", "%25"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d := compare("http://[" + s + "]:1/"); d != "" {
			t.Error(d)
		}
	})
}
