package builtin

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// FS holds every pack file of the directory, each under builtin/NAME.toml
// with the bytes on disk, and nothing under any other name.
func TestFS(t *testing.T) {
	disk, err := filepath.Glob("*.toml")
	if err != nil || len(disk) == 0 {
		t.Fatalf("no pack files on disk: %v", err)
	}
	names, err := fs.Glob(FS, "builtin/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, n := range disk {
		want = append(want, "builtin/"+n)
	}
	if !slices.Equal(names, want) {
		t.Fatalf("FS names = %q, want %q", names, want)
	}
	for _, n := range disk {
		b, err := FS.ReadFile("builtin/" + n)
		if err != nil {
			t.Fatal(err)
		}
		d, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, d) {
			t.Errorf("FS builtin/%s differs from the file on disk", n)
		}
		f, err := FS.Open("builtin/" + n)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	for _, bad := range []string{disk[0], "builtin/", "builtin", ".", "x/" + disk[0]} {
		if _, err := FS.Open(bad); err == nil {
			t.Errorf("Open(%q) succeeded", bad)
		}
		if _, err := FS.ReadFile(bad); err == nil {
			t.Errorf("ReadFile(%q) succeeded", bad)
		}
	}
	if got, _ := fs.Glob(FS, "*.toml"); len(got) != 0 {
		t.Errorf("Glob(*.toml) = %q, want nothing outside builtin/", got)
	}
}

// TestRuleDecoder: a RuleDecoder decodes every rule as DecodeRule does,
// in order and out of it, and an append to one rule's slices reaches no
// other rule.
func TestRuleDecoder(t *testing.T) {
	var rd RuleDecoder
	order := make([]int, 0, 2*NumRules())
	for i := range NumRules() {
		order = append(order, i)
	}
	for i := NumRules() - 1; i >= 0; i -= 3 {
		order = append(order, i)
	}
	got := make([]Rule, len(order))
	for k, i := range order {
		got[k] = rd.Decode(i)
		if want := DecodeRule(i); !reflect.DeepEqual(got[k], want) {
			t.Fatalf("rule %d: Decode\n%+v\nDecodeRule\n%+v", i, got[k], want)
		}
	}
	for k := range got {
		r := &got[k]
		lists := [][]string{r.Match, r.Modes, r.Agents}
		for _, c := range r.Command {
			lists = append(lists, c.Program, c.Subcommand, c.Flags, c.AnyFlag, c.NoFlag, c.Operand, c.NoOperand, c.Word, c.DynamicWord, c.Code, c.Nesting, c.Why)
		}
		for _, l := range lists {
			if cap(l) != len(l) {
				t.Fatalf("rule %s: a list of %d with room for %d: an append would reach the next rule's", r.ID, len(l), cap(l))
			}
		}
		if cap(r.Command) != len(r.Command) {
			t.Fatalf("rule %s: %d commands with room for %d", r.ID, len(r.Command), cap(r.Command))
		}
	}
}

// TestRuleDecoderReserve: a decoder given room by Reserve for the sum of
// RuleSize over some rules decodes each of them, in order, as DecodeRule
// does, within that room (Fits before each) and to its last element, so
// that a size too small or too large fails.
func TestRuleDecoderReserve(t *testing.T) {
	for _, step := range []int{1, 2, 5} {
		var ns, nc int
		for i := 0; i < NumRules(); i += step {
			s, c := RuleSize(i)
			ns, nc = ns+s, nc+c
		}
		var rd RuleDecoder
		rd.Reserve(ns, nc)
		strs, cmds := rd.strings, rd.commands
		for i := 0; i < NumRules(); i += step {
			if !rd.Fits(i) {
				t.Fatalf("step %d: rule %d does not fit what Reserve made room for", step, i)
			}
			got := rd.Decode(i)
			if want := DecodeRule(i); !reflect.DeepEqual(got, want) {
				t.Fatalf("rule %d: Decode\n%+v\nDecodeRule\n%+v", i, got, want)
			}
		}
		if len(rd.strings) != 0 || len(rd.commands) != 0 || len(strs) != ns || len(cmds) != nc {
			t.Fatalf("step %d: %d strings and %d commands of %d and %d left: RuleSize is not what Decode takes", step, len(rd.strings), len(rd.commands), ns, nc)
		}
	}
}
