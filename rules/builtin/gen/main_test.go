package main

import (
	"bytes"
	"io/fs"
	"os"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/load"
)

// TestGenerated keeps builtin_gen.go equal to what the embedded TOML
// decodes to: a hook call uses the generated data and never reads the
// TOML, so stale data would be stale rules.
func TestGenerated(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../builtin_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("builtin_gen.go is stale; run: go generate ./rules/builtin")
	}
}

// TestPacksMatchParse decodes every pack and rule from the generated
// tables and compares them, field by field (ids, decisions, commands,
// match texts, reasons, notes, modes, agents, positions, nil against
// empty), with what parsing the TOML gives.
func TestPacksMatchParse(t *testing.T) {
	names, err := fs.Glob(builtin.FS, "builtin/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	srcs := make([][]byte, len(names))
	for i, n := range names {
		if srcs[i], err = builtin.FS.ReadFile(n); err != nil {
			t.Fatal(err)
		}
	}
	want, errs := load.ParsePacks(names, srcs)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := builtin.Packs()
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("decoded packs differ (-parsed +decoded):\n%s", diff)
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatal("decoded packs differ from the parsed ones")
	}
	// Each call decodes afresh: changing one result leaves the next alone,
	// and a slice cut from a shared array cannot grow into its neighbour.
	got[0].Rules[0].ID = "changed"
	got[0].Rules[0].Command[0].Program = append(got[0].Rules[0].Command[0].Program, "x")
	if again := builtin.Packs(); !reflect.DeepEqual(want, again) {
		t.Fatal("a change to one result of Packs shows in the next")
	}
	if !reflect.DeepEqual(want[1:], got[1:]) {
		t.Fatal("appending to one decoded list changed another")
	}
}

// BenchmarkPacks is decoding the whole baseline, as a hook call does.
func BenchmarkPacks(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if len(builtin.Packs()) == 0 {
			b.Fatal("no packs")
		}
	}
}
