//go:build unix

package load

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// A mapped policy (Options.Map) decides as a read one does; once the
// file is shortened under the call, building a rule from it is a panic
// under debug.SetPanicOnFault (which the hook turns into a deny), not a
// crash; and a file changed in place builds no rule it did not check.
func TestMappedPolicy(t *testing.T) {
	opts := hookPolicy(t, 2000)
	opts.NoBuiltin = true
	c := hookCall()
	read, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Evaluate(read, c)
	if want.Decision != hook.Deny || want.Rule == nil || want.Rule.ID != "no-curl-upload" {
		t.Fatalf("read: %s by %v", want.Decision, want.Rule)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	opts.Map = true
	mapped, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := rules.Evaluate(mapped, c); got.Decision != want.Decision || got.Rule.ID != want.Rule.ID || got.OperatorReason != want.OperatorReason {
		t.Fatalf("mapped: %s by %v (%q), want %s (%q)", got.Decision, got.Rule, got.OperatorReason, want.Decision, want.OperatorReason)
	}

	// Changed in place, the same size: the deny's rule now reads
	// otherwise, and is not built.
	managed := opts.ManagedDir + "/policy.toml"
	b, err := os.ReadFile(managed)
	if err != nil {
		t.Fatal(err)
	}
	if mapped, err = Load(opts); err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(b), `"Bash(curl -T *)"`, `"Bash(curl -X *)"`, 1)
	if changed == string(b) {
		t.Fatal("no curl rule to change")
	}
	if err := os.WriteFile(managed, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := rules.Evaluate(mapped, c); got.Decision != hook.Deny || !strings.Contains(got.OperatorReason, "cannot be built") {
		t.Fatalf("changed under the call: %s (%q), want a deny: the rule cannot be built", got.Decision, got.OperatorReason)
	}

	// Shortened: a read past its end panics.
	if err := os.WriteFile(managed, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if mapped, err = Load(opts); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(managed, 0); err != nil {
		t.Fatal(err)
	}
	panicked := func() (p any) {
		defer func() { p = recover() }()
		rules.Evaluate(mapped, c)
		return nil
	}()
	if panicked == nil {
		t.Fatal("building a rule of a file shortened under the call did not panic")
	}
	t.Logf("shortened under the call: %v", panicked)
}
