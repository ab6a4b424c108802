package load

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// benchEvaluateHook is rules.Evaluate alone on the call and the policy of
// BenchmarkOneCall500 (the hook's 20-part command, loaded for one call):
// each Evaluate builds and indexes the rules the call can match, as the
// hook's does after its load.
func benchEvaluateHook(b *testing.B, n int) {
	p, err := Load(hookPolicy(b, n))
	if err != nil {
		b.Fatal(err)
	}
	c := hookCall()
	if v := rules.Evaluate(p, c); v.Decision != hook.Deny || v.Rule == nil || v.Rule.ID != "no-curl-upload" {
		b.Fatalf("decision %s by %v, want deny by no-curl-upload", v.Decision, v.Rule)
	}
	b.ReportAllocs()
	for b.Loop() {
		rules.Evaluate(p, c)
	}
}

func BenchmarkEvaluateHook500(b *testing.B)  { benchEvaluateHook(b, 500) }
func BenchmarkEvaluateHook5000(b *testing.B) { benchEvaluateHook(b, 5000) }

// BenchmarkEvaluateHookBuiltin is the same for `ls -la` under the builtin
// baseline alone.
func BenchmarkEvaluateHookBuiltin(b *testing.B) {
	p, err := Load(Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true, OneCall: true})
	if err != nil {
		b.Fatal(err)
	}
	c := evBash(evSeg("ls -la"))
	b.ReportAllocs()
	for b.Loop() {
		rules.Evaluate(p, c)
	}
}

// benchEvaluateFresh is benchEvaluateHook with the policy loaded afresh
// (outside the timer) before each Evaluate, as in the hook, where a
// policy decides one call: what that call builds is built for the first
// time.
func benchEvaluateFresh(b *testing.B, opts Options, c *rules.Call) {
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		p, err := Load(opts)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		rules.Evaluate(p, c)
	}
}

func BenchmarkEvaluateFresh500(b *testing.B) { benchEvaluateFresh(b, hookPolicy(b, 500), hookCall()) }

func BenchmarkEvaluateFreshBuiltin(b *testing.B) {
	benchEvaluateFresh(b, Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true, OneCall: true}, evBash(evSeg("ls -la")))
}
