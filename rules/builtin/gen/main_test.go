package main

import (
	"bytes"
	"os"
	"testing"
)

// TestGenerated keeps builtin_gen.go equal to what the embedded TOML
// decodes to. Stale data would cost every hook call a parse of the TOML
// (never a decision: package load checks each file's size and CRC-32).
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
