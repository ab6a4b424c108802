package parse

import (
	"syscall"
	"testing"
	"unsafe"
)

// guarded is where a test puts a source so that its last byte is the
// last before a page nothing may read: a read past the end of the source
// faults, even one that does not check the string's length (load64).
type guarded struct {
	mem  []byte // the pages, the last of them the guard
	page int
}

// newGuarded has room for sources of up to n bytes.
func newGuarded(t *testing.T, n int) *guarded {
	t.Helper()
	page := syscall.Getpagesize()
	size := (n+page-1)/page*page + page
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skipf("mmap: %v", err)
	}
	if err := syscall.Mprotect(mem[size-page:], syscall.PROT_NONE); err != nil {
		t.Skipf("mprotect: %v", err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return &guarded{mem: mem, page: page}
}

// at returns a copy of s whose end is the guard page's start: valid
// until the next call.
func (g *guarded) at(s string) string {
	end := len(g.mem) - g.page
	if len(s) > end {
		panic("source longer than the guarded room")
	}
	if s == "" {
		return ""
	}
	copy(g.mem[end-len(s):end], s)
	return unsafe.String(&g.mem[end-len(s)], len(s))
}
