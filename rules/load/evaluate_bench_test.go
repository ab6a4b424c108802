package load

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/shell"
)

// benchPolicy writes a 500-rule policy spread over every level (plus the
// builtin baseline) and returns the options that load it.
func benchPolicy(b *testing.B) Options { return benchPolicyN(b, 100) }

// benchPolicyN is benchPolicy with per rules in each of the four policy
// files and the settings file (5*per rules).
func benchPolicyN(b *testing.B, per int) Options {
	m := newMachine(&testing.T{})
	dir := b.TempDir()
	m.root = dir
	m.managed = filepath.Join(dir, "etc/pregate")
	m.claudeManaged = filepath.Join(dir, "etc/claude-code")
	m.home = filepath.Join(dir, "home/u")
	m.project = filepath.Join(dir, "home/u/src/proj")
	if err := os.MkdirAll(filepath.Join(m.project, ".git"), 0o755); err != nil {
		b.Fatal(err)
	}
	files := map[string]string{}
	tomlFile := func(name string, n, from int) {
		var s strings.Builder
		s.WriteString("version = 1\n[permissions]\ndeny = [\n")
		for i := range n / 2 {
			fmt.Fprintf(&s, "  \"Bash(tool%d sub%d *)\",\n", from+i, i)
		}
		s.WriteString("]\nallow = [\n")
		for i := range n / 4 {
			fmt.Fprintf(&s, "  \"Read(./src%d/**)\",\n", from+i)
		}
		s.WriteString("]\n")
		for i := range n - n/2 - n/4 {
			fmt.Fprintf(&s, "\n[[rule]]\nid = \"r%d\"\ndecision = \"ask\"\nmatch = [\"Bash(prog%d --flag *)\"]\nreason = \"ask first\"\n", from+i, from+i)
		}
		files[name] = s.String()
	}
	tomlFile("etc/pregate/policy.toml", per, 0)
	tomlFile("cli.toml", per, 10000)
	tomlFile("home/u/src/proj/.claude/pregate.toml", per, 20000)
	tomlFile("home/u/.config/pregate/policy.toml", per, 30000)
	var js strings.Builder
	js.WriteString(`{"permissions": {"allow": [`)
	for i := range per {
		if i > 0 {
			js.WriteString(",")
		}
		fmt.Fprintf(&js, "\n  \"Bash(npm run task%d *)\"", i)
	}
	js.WriteString("]}}\n")
	files["home/u/src/proj/.claude/settings.json"] = js.String()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	opts := m.opts(m.project)
	opts.NoBuiltin = false
	opts.CLIFiles = []string{filepath.Join(dir, "cli.toml")}
	return opts
}

func BenchmarkLoad500(b *testing.B) {
	opts := benchPolicy(b)
	p, err := Load(opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(p.Rules)), "rules")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad5000 is BenchmarkLoad500 with ten times the rules: the
// ratio of the two is how loading scales.
func BenchmarkLoad5000(b *testing.B) {
	opts := benchPolicyN(b, 1000)
	p, err := Load(opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(p.Rules)), "rules")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildIndex is the index alone, over the rules of
// BenchmarkLoad500.
func BenchmarkBuildIndex(b *testing.B) {
	p, err := Load(benchPolicy(b))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p.BuildIndex()
	}
}

// BenchmarkLoadBuiltin is the cost of the baseline alone, paid by every
// hook call.
func BenchmarkLoadBuiltin(b *testing.B) {
	opts := Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluate decides a 20-part compound command against the
// 500-rule policy.
func BenchmarkEvaluate(b *testing.B) {
	p, err := Load(benchPolicy(b))
	if err != nil {
		b.Fatal(err)
	}
	var segs []*shell.Segment
	for i := range 20 {
		segs = append(segs, evSeg(fmt.Sprintf("npm run task%d --watch", i*3)))
	}
	c := evBash(segs...)
	if v := rules.Evaluate(p, c); v.Decision != hook.Allow {
		b.Fatalf("decision %s, want allow\n%s", v.Decision, traceText(v))
	}
	b.ReportAllocs()
	for b.Loop() {
		rules.Evaluate(p, c)
	}
}

// BenchmarkEvaluateOneCall is BenchmarkEvaluate under a policy loaded for
// one call (Options.OneCall, as the hook loads it): each Evaluate indexes
// the rules the call can match, which BenchmarkEvaluate's policy had
// indexed at load time (BenchmarkBuildIndex).
func BenchmarkEvaluateOneCall(b *testing.B) {
	opts := benchPolicy(b)
	opts.OneCall = true
	p, err := Load(opts)
	if err != nil {
		b.Fatal(err)
	}
	var segs []*shell.Segment
	for i := range 20 {
		segs = append(segs, evSeg(fmt.Sprintf("npm run task%d --watch", i*3)))
	}
	c := evBash(segs...)
	if v := rules.Evaluate(p, c); v.Decision != hook.Allow {
		b.Fatalf("decision %s, want allow\n%s", v.Decision, traceText(v))
	}
	b.ReportAllocs()
	for b.Loop() {
		rules.Evaluate(p, c)
	}
}

// BenchmarkLoad5000OneCall is BenchmarkLoad5000 as the hook loads it,
// without the index.
func BenchmarkLoad5000OneCall(b *testing.B) {
	opts := benchPolicyN(b, 1000)
	opts.OneCall = true
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(opts); err != nil {
			b.Fatal(err)
		}
	}
}
