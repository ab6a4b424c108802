package main

import (
	"debug/elf"
	"os"
	"reflect"
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
