package perfscript

import (
	"reflect"
	"strings"
	"testing"
)

// A recording's excerpt as `perf script -F comm,period,ip,sym` prints
// it: a kernel stack under user frames, a symbol with spaces (a generic
// shape), a frame without a symbol.
const script = `pregate-hook 50000 
	ffffffff8164796d clear_page_erms+0x1e
	          4a1b2c unique.Make[go.shape.struct { net/netip.isV6 bool }]+0x3c
	    7f674baf2ad7
	          431000 runtime.main+0x1f0

sh 25000 
	          4c1000 main.main+0x20
`

func TestRead(t *testing.T) {
	var got []Sample
	err := Read(strings.NewReader(script), true, func(s *Sample) {
		c := *s
		c.Frames, c.Kernel = append([]string(nil), s.Frames...), append([]bool(nil), s.Kernel...)
		got = append(got, c)
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []Sample{
		{Comm: "pregate-hook", Period: 50000,
			Frames: []string{"clear_page_erms", "unique.Make[go.shape.struct { net/netip.isV6 bool }]", "runtime.main"},
			Kernel: []bool{true, false, false}},
		{Comm: "sh", Period: 25000, Frames: []string{"main.main"}, Kernel: []bool{false}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestReadNoPeriod takes the whole header as the command without
// -F period, and refuses a header without a period when one is expected.
func TestReadNoPeriod(t *testing.T) {
	var comms []string
	if err := Read(strings.NewReader("hook \n\tabc main.main\n\nother\n"), false, func(s *Sample) { comms = append(comms, s.Comm) }); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(comms, []string{"hook", "other"}) {
		t.Errorf("commands %q", comms)
	}
	if err := Read(strings.NewReader("hook\n\tabc main.main\n"), true, func(*Sample) {}); err == nil {
		t.Error("a header without a period was taken")
	}
}
