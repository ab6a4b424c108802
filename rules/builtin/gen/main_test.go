package main

import (
	"bytes"
	"os"
	"testing"
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
