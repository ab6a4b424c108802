package claude

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The checks of loading held to their first versions, which did more
// work per rule: domainCheckRef lower-cased every host, and
// patternSplitParamRef cut the specifier with strings.Cut.

func domainCheckRef(s string) *PatternError {
	s = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")
	if s == "" {
		return &PatternError{Msg: "missing host after domain:"}
	}
	if s == "*" {
		return nil
	}
	s = strings.TrimPrefix(s, "*.")
	start := 0
	for i := 0; i <= len(s); i++ {
		switch {
		case i == len(s) || s[i] == '.':
			if i == start {
				return &PatternError{Msg: "empty label in domain " + s}
			}
			start = i + 1
		case s[i] == '/' || s[i] == ':' || s[i] == '@' || s[i] == ' ':
			return &PatternError{Msg: "domain: takes a host name, not a URL"}
		}
	}
	return nil
}

func patternSplitParamRef(tool, spec string) (name, value string, ok bool) {
	name, value, ok = strings.Cut(spec, ":")
	if !ok {
		return "", "", false
	}
	name = strings.TrimSpace(name)
	value = strings.TrimSpace(value)
	if name == "" {
		return "", "", false
	}
	if fields, known := patternToolFields(tool); known {
		if slices.Contains(fields, name) {
			return name, value, true
		}
		return "", "", false
	}
	if tool == "WebFetch" {
		return "", "", false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' ||
			i > 0 && (c >= '0' && c <= '9' || c == '-' || c == '.')) {
			return "", "", false
		}
	}
	return name, value, true
}

// checkCorpus is the rule strings of FuzzParsePattern's corpus, and
// hosts and specifiers meant for the two checks.
func checkCorpus(t *testing.T) []string {
	out := []string{"", " ", ".", "..", "*", "*.", "*..x", "Example.COM", "EXAMPLE..com", "Ex.com.", " *.Foo.Bar ",
		"a/b", "HOST:80", "u@H", "a b", "\u212a.com", "İ..x", "K\u212a..", "ǅ.x..", "x:y", " timeout : 5 ", ":x", "a:",
		"run_in_background:true", "Mcp-Name.x:v", "1x:y", "domain:Example.COM", "domain:", "domain:A..B"}
	files, _ := filepath.Glob("testdata/fuzz/FuzzParsePattern/*")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		if len(lines) > 1 {
			if s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "string("), ")")); err == nil {
				out = append(out, s)
			}
		}
	}
	if len(files) < 50 {
		t.Fatalf("%d files in the corpus of FuzzParsePattern: too few", len(files))
	}
	return out
}

// TestChecksAgree: domainCheck and patternSplitParam give what their
// first versions give, errors and messages included.
func TestChecksAgree(t *testing.T) {
	var errs int
	for _, s := range checkCorpus(t) {
		for _, host := range []string{s, strings.TrimPrefix(s, "domain:"), strings.ToUpper(s)} {
			checkDomain(t, host)
			if domainCheckRef(host) != nil {
				errs++
			}
		}
		spec := s
		if i := strings.IndexByte(s, '('); i >= 0 && strings.HasSuffix(s, ")") {
			spec = s[i+1 : len(s)-1]
		}
		for _, tool := range []string{"Bash", "WebFetch", "Read", "mcp__x__y", "Agent"} {
			checkSplit(t, tool, spec)
		}
	}
	if errs < 10 {
		t.Fatalf("only %d hosts rejected: the test checks little", errs)
	}
}

func checkDomain(t *testing.T, host string) {
	t.Helper()
	got, want := domainCheck(host), domainCheckRef(host)
	if (got == nil) != (want == nil) || got != nil && *got != *want {
		t.Fatalf("domainCheck(%q) = %v, want %v", host, got, want)
	}
}

func checkSplit(t *testing.T, tool, spec string) {
	t.Helper()
	n1, v1, ok1 := patternSplitParam(tool, spec)
	n2, v2, ok2 := patternSplitParamRef(tool, spec)
	if n1 != n2 || v1 != v2 || ok1 != ok2 {
		t.Fatalf("patternSplitParam(%q, %q) = %q, %q, %v; want %q, %q, %v", tool, spec, n1, v1, ok1, n2, v2, ok2)
	}
}

func FuzzChecksAgree(f *testing.F) {
	f.Add("*.Example.com", "Bash")
	f.Add("a..B", "mcp__x")
	f.Fuzz(func(t *testing.T, s, tool string) {
		checkDomain(t, s)
		checkSplit(t, tool, s)
	})
}

// appendSegmentKeysRef is AppendSegmentKeys as first written, asking
// bashSemanticProgram every time.
func appendSegmentKeysRef(p *Pattern, dst []string) ([]string, bool) {
	if p.Kind != patternBash {
		return dst, false
	}
	spec := p.Specifier
	if s, ok := strings.CutSuffix(spec, ":*"); ok {
		spec = s + " *"
	}
	w, ok := bashTextFirstWord(spec)
	if !ok {
		return dst, false
	}
	dst = append(dst, w)
	if prog, ok := bashSemanticProgram(spec); ok && prog != w {
		dst = append(dst, prog)
	}
	if strings.Contains(spec, "~") || strings.Contains(spec, "$HOME") || strings.Contains(spec, "${HOME}") {
		hw, ok := bashTextFirstWord(bashHomeTilde(spec, ""))
		if !ok {
			return dst, false
		}
		dst = append(dst, hw)
	}
	return dst, true
}

func checkSegmentKeysRef(t *testing.T, rule string) bool {
	t.Helper()
	p, err := ParsePattern(rule, "/p")
	if err != nil {
		return false
	}
	got, gotOK := p.AppendSegmentKeys(nil)
	want, wantOK := appendSegmentKeysRef(p, nil)
	if gotOK != wantOK || !slices.Equal(got, want) {
		t.Fatalf("AppendSegmentKeys(%q) = %q, %v; want %q, %v", rule, got, gotOK, want, wantOK)
	}
	return gotOK
}

// TestSegmentKeysAsBefore: the keys of Bash rules are what they were
// before bashPlainWord spared the second look at the first word.
func TestSegmentKeysAsBefore(t *testing.T) {
	keyed := 0
	for _, s := range checkCorpus(t) {
		for _, rule := range []string{s, "Bash(" + s + ")", "Bash(" + s + " *)", "Bash(" + s + ":*)"} {
			if checkSegmentKeysRef(t, rule) {
				keyed++
			}
		}
	}
	for _, spec := range []string{"ls", "ls -la", "/bin/ls *", "'rm' -rf", "r\"m\" x", "a\\b c", "-x y", "x=1 y", "$X y", "`x` y",
		"\tls", " ls", "ls\tx", "ls\nx", "~/bin/x *", "$HOME/x y", "./run.sh", "git:*", "a/b", "é x", "x*y z"} {
		if checkSegmentKeysRef(t, "Bash("+spec+")") {
			keyed++
		}
	}
	if keyed < 20 {
		t.Fatalf("only %d rules with keys: the test checks little", keyed)
	}
}

func FuzzSegmentKeysAsBefore(f *testing.F) {
	f.Add("git push --force *")
	f.Add("'rm' -rf /")
	f.Fuzz(func(t *testing.T, spec string) {
		checkSegmentKeysRef(t, "Bash("+spec+")")
	})
}
