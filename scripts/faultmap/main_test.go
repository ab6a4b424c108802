package main

import (
	"debug/elf"
	"os"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

var (
	zeroed    [64]*int             // pointers, never written: .bss
	written   = [4]*int{nil, &one} // pointers, initialised: .data
	plain     [64]byte             // no pointers, never written: .noptrbss
	one       = 1
	keepAlive *[4096]byte
)

// TestRegionOf sorts addresses of the test binary itself: a function's
// code, initialised and zeroed globals with and without pointers, and a
// heap object, each into the region the linker and the runtime put it in.
func TestRegionOf(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	keepAlive = new([4096]byte)
	for _, c := range []struct {
		what string
		addr uintptr
		want string
	}{
		{"a function", reflect.ValueOf(regionOf).Pointer(), ".text"},
		{"zeroed pointers", uintptr(unsafe.Pointer(&zeroed)), ".bss"},
		{"initialised pointers", uintptr(unsafe.Pointer(&written)), ".data"},
		{"zeroed bytes", uintptr(unsafe.Pointer(&plain)), ".noptrbss"},
		{"a heap object", uintptr(unsafe.Pointer(keepAlive)), heapRegion},
		{"above every arena", high + 4096, mmapRegion},
	} {
		if got := regionOf(f, uint64(c.addr)); got != c.want {
			t.Errorf("%s at %#x: region %q, want %q", c.what, c.addr, got, c.want)
		}
	}
}

// TestPhaseTable counts each sample of a `perf script -F addr,ip,sym`
// text under the first phase, in the list's order, that names one of its
// frames (not the innermost frame's), or under "other", by the region of
// its fault address; a first line that is not an address is an error.
func TestPhaseTable(t *testing.T) {
	in := "          c000010000 [unknown]\n" +
		"\t           12345 runtime.memmove\n" +
		"\t           12400 shell.parse\n" +
		"\t           12500 gate.predecompose\n" +
		"\t           12600 gate.Decide\n" +
		"\n" +
		"          487a00 _rt0_amd64_linux\n" +
		"\t           87a00 _rt0_amd64_linux\n" +
		"\n" +
		"          c000020000 [unknown]\n" +
		"\t           22222 rules.Evaluate\n" +
		"\t           22300 gate.Decide\n" +
		"\n\n" +
		"          7f0000001000 [unknown]\n" +
		"\t           33333 runtime.(*spanSet).push\n" +
		"\t           33400 gate.predecompose\n"
	region := func(addr uint64) string {
		switch {
		case addr >= high:
			return mmapRegion
		case addr >= 0xc000000000:
			return heapRegion
		}
		return ".text"
	}
	// gate.Decide is listed last: predecompose and Evaluate, further in
	// but listed first, take their faults.
	tab, err := phaseTable(strings.NewReader(in), []string{"gate.predecompose", "rules.Evaluate", "gate.Decide"}, region)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]int{
		"gate.predecompose": {heapRegion: 1, mmapRegion: 1},
		"rules.Evaluate":    {heapRegion: 1},
		"other":             {".text": 1},
	}
	if tab.total() != 4 || !reflect.DeepEqual(tab.in, want) {
		t.Fatalf("%d faults, by phase %v; want 4, %v", tab.total(), tab.in, want)
	}
	var out strings.Builder
	tab.print(&out)
	if got := out.String(); !strings.HasPrefix(got, "     4 faults\n     2 gate.predecompose                heap 1, above the heap 1\n") || strings.Contains(got, "gate.Decide") {
		t.Fatalf("printed:\n%s", got)
	}
	if _, err := phaseTable(strings.NewReader("faults\n\t 1 f\n"), nil, region); err == nil {
		t.Fatal("a sample whose first line is no address was taken")
	}
}
