package hook

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"
)

// readRef is what Decode read the event with before readEvent: the
// reference TestReadEvent and FuzzReadEvent hold readEvent to.
func readRef(r io.Reader) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, MaxEventSize+1))
}

// chunked returns its data in reads of the sizes it cycles through (0 is a
// read that returns nothing and no error), and err, if set, once errAt
// bytes have been read: with the last bytes (withData) or on the next read.
type chunked struct {
	data     []byte
	sizes    []int
	i        int
	errAt    int
	err      error
	withData bool
	reads    int
}

func (c *chunked) Read(p []byte) (int, error) {
	c.reads++
	read := func(limit int) int {
		n := c.sizes[c.i%len(c.sizes)]
		c.i++
		n = min(n, len(p), len(c.data), limit)
		copy(p, c.data[:n])
		c.data = c.data[n:]
		return n
	}
	if c.err == nil {
		n := read(len(c.data))
		if len(c.data) == 0 && c.withData {
			return n, io.EOF
		}
		if n == 0 && len(c.data) == 0 {
			return 0, io.EOF
		}
		return n, nil
	}
	if c.errAt <= 0 {
		return 0, c.err
	}
	n := read(c.errAt)
	c.errAt -= n
	if c.errAt == 0 && c.withData {
		c.errAt = -1
		return n, c.err
	}
	return n, nil
}

func sameRead(t testing.TB, mk func() io.Reader) {
	t.Helper()
	got, err := readEvent(mk())
	want, werr := readRef(mk())
	// On an error Decode keeps no byte, and what was read before it
	// depends on the buffer each read was given: the bytes are compared
	// when there is none.
	if (err == nil && !bytes.Equal(got, want)) || !errors.Is(err, werr) || (err == nil) != (werr == nil) {
		t.Fatalf("readEvent = %d bytes, %v; io.ReadAll gives %d bytes, %v", len(got), err, len(want), werr)
	}
}

var errBroken = errors.New("broken pipe")

// TestReadEvent: for inputs of every size around the first buffer and the
// limit, read in pieces of every kind, with and without an error at the
// end or on the way (at a byte, as a pipe's is, or on the second read, as
// iotest.TimeoutReader's), readEvent gives what io.ReadAll through the
// limit gives.
func TestReadEvent(t *testing.T) {
	full := bytes.Repeat([]byte(`{"a":"0123456789abcdef"}`), (MaxEventSize+4096)/24)
	sizes := []int{0, 1, 200, 511, 512, 513, firstRead - 1, firstRead, firstRead + 1, 3 * firstRead, MaxEventSize - 1, MaxEventSize, MaxEventSize + 1, MaxEventSize + 2, len(full)}
	chunks := [][]int{{1 << 30}, {1}, {4096}, {65536}, {0, 7, 300}, {511, 1, 0}, {firstRead - 3}}
	for _, n := range sizes {
		data := full[:n]
		sameRead(t, func() io.Reader { return bytes.NewReader(data) })
		sameRead(t, func() io.Reader { return iotest.HalfReader(bytes.NewReader(data)) })
		sameRead(t, func() io.Reader { return iotest.DataErrReader(bytes.NewReader(data)) })
		sameRead(t, func() io.Reader { return iotest.TimeoutReader(bytes.NewReader(data)) })
		if n < 1<<16 {
			sameRead(t, func() io.Reader { return iotest.OneByteReader(bytes.NewReader(data)) })
		}
		for _, c := range chunks {
			if c[0] < 64 && n > 1<<16 {
				continue // one byte at a time through 4 MiB says nothing more
			}
			for _, withData := range []bool{false, true} {
				sameRead(t, func() io.Reader { return &chunked{data: data, sizes: c, withData: withData} })
				for _, at := range []int{0, 1, n / 2, n, firstRead, MaxEventSize + 1} {
					if at > n {
						continue
					}
					sameRead(t, func() io.Reader {
						return &chunked{data: data, sizes: c, err: errBroken, errAt: at, withData: withData}
					})
				}
			}
		}
	}
	sameRead(t, func() io.Reader { return iotest.ErrReader(errBroken) })
}

// TestReadEventReads: an event that fits the first buffer is read in two
// reads, the event's and the end's, where io.ReadAll took one read per
// 512 bytes and more as it grew its buffer.
func TestReadEventReads(t *testing.T) {
	data := bytes.Repeat([]byte("x"), 657)
	c := &chunked{data: data, sizes: []int{1 << 30}}
	if _, err := readEvent(c); err != nil || c.reads != 2 {
		t.Fatalf("readEvent made %d reads (err %v), want 2", c.reads, err)
	}
	ref := &chunked{data: data, sizes: []int{1 << 30}}
	if _, err := readRef(ref); err != nil || ref.reads != 3 {
		t.Fatalf("io.ReadAll made %d reads (err %v), want 3: the reference changed", ref.reads, err)
	}
}

// FuzzReadEvent: inputs of any bytes, read in pieces of the sizes the
// fuzzer picks, with an error at the point it picks.
func FuzzReadEvent(f *testing.F) {
	f.Add([]byte(`{"tool_name":"Bash"}`), []byte{3, 0, 255}, uint16(0), false, false)
	f.Add(bytes.Repeat([]byte("a"), 20000), []byte{200}, uint16(17000), true, true)
	f.Fuzz(func(t *testing.T, data, sizes []byte, errAt uint16, fail, withData bool) {
		// A reader that returns nothing and no error for ever is read
		// for ever by both: one size at least is not zero.
		sz := []int{1 << 30}
		for _, s := range sizes {
			if s != 0 {
				sz = sz[:0]
				break
			}
		}
		if len(sz) == 0 {
			for _, s := range sizes {
				sz = append(sz, int(s)*int(s))
			}
		}
		mk := func() io.Reader {
			c := &chunked{data: data, sizes: sz, withData: withData}
			if fail && int(errAt) <= len(data) {
				c.err, c.errAt = errBroken, int(errAt)
			}
			return c
		}
		sameRead(t, mk)
	})
}

// BenchmarkDecodeRead reads an event of 657 bytes (the 20-part command of
// scripts/bench-hook.sh) and one of 24 KiB from a reader that returns
// what a pipe would: readEvent against io.ReadAll through the limit.
func BenchmarkDecodeRead(b *testing.B) {
	for _, c := range []struct {
		name string
		data []byte
	}{{"657B", bytes.Repeat([]byte("x"), 657)}, {"write_24KiB", benchWrite}} {
		for _, r := range []struct {
			name string
			read func(io.Reader) ([]byte, error)
		}{{"readEvent", readEvent}, {"ReadAll", readRef}} {
			b.Run(c.name+"/"+r.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(c.data)))
				for b.Loop() {
					if _, err := r.read(&chunked{data: c.data, sizes: []int{65536}}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
