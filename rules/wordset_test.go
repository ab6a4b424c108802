package rules

import (
	"fmt"
	"testing"
)

// TestWordSet: has is true for exactly the words added, whatever their
// filter bits share (the filter only skips the map for words it clears);
// each word added has its own number, the order it was first added in.
func TestWordSet(t *testing.T) {
	ws := &wordSet{m: map[string]uint8{}}
	var in, out []string
	for i := range 400 {
		w := fmt.Sprintf("w%d", i)
		if i%3 == 0 {
			ws.add(w)
			in = append(in, w)
		} else {
			out = append(out, w)
		}
	}
	ws.add("")
	in = append(in, "")
	for i, w := range in {
		if !ws.has(w) {
			t.Errorf("has(%q) = false after add", w)
		}
		if n, ok := ws.id(w); !ok || n != uint8(i) || ws.add(w) != n {
			t.Errorf("id(%q) = %d, %v, want %d (added again: %d)", w, n, ok, i, ws.add(w))
		}
	}
	small := &wordSet{m: map[string]uint8{}}
	for _, w := range in[:64] {
		small.add(w)
	}
	if m := small.mask([]string{in[0], in[63], in[5], out[0], in[5]}); m != 1|1<<63|1<<5 {
		t.Errorf("mask = %#x, want bits 0, 5 and 63", m)
	}
	skipped := 0
	for _, w := range out {
		if ws.has(w) {
			t.Errorf("has(%q) = true, never added", w)
		}
		if b := wordBit(w); ws.bits[b/64]&(1<<(b%64)) == 0 {
			skipped++
		}
	}
	if skipped == 0 || skipped == len(out) {
		t.Errorf("the filter clears %d of %d words not added: it is not exercised both ways", skipped, len(out))
	}
}

// TestReadOnlyTool: the switch names the tools the map it replaced named,
// and no others.
func TestReadOnlyTool(t *testing.T) {
	ref := map[string]bool{
		"Read": true, "Grep": true, "Glob": true, "LS": true, "LSP": true, "NotebookRead": true,
		"WebFetch": true, "WebSearch": true, "TodoWrite": true, "TodoRead": true,
		"Agent": true, "Task": true, "Skill": true, "ExitPlanMode": true, "EnterPlanMode": true,
		"AskUserQuestion": true, "BashOutput": true, "TaskOutput": true,
		"ListMcpResourcesTool": true, "ReadMcpResourceTool": true,
	}
	names := []string{"", "Bash", "Write", "Edit", "read", "mcp__fs__read", "Monitor", "PowerShell", "KillShell", "TaskStop"}
	for n := range ref {
		names = append(names, n, n+" ")
	}
	for _, n := range names {
		if got := readOnlyTool(n); got != ref[n] {
			t.Errorf("readOnlyTool(%q) = %v, want %v", n, got, ref[n])
		}
	}
}
