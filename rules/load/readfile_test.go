//go:build unix

package load

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"unsafe"

	"github.com/pregate/pregate/rules/parse"
)

// refReadPolicyFile is readPolicyFile as it was written with os.Open and
// (*os.File).Stat, the reference TestReadPolicyFile holds it to.
func refReadPolicyFile(p string, mapped bool) (text string, found, isMapped bool, err error) {
	f, err := os.Open(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return "", false, false, nil
		}
		return "", false, false, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", false, false, err
	}
	if st.IsDir() {
		return "", false, false, fmt.Errorf("is a directory")
	}
	if st.Size() > parse.MaxPolicyFile {
		return "", false, false, fmt.Errorf("larger than %d bytes", parse.MaxPolicyFile)
	}
	if mapped && st.Mode().IsRegular() && st.Size() > 0 {
		b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
		if err == nil && len(b) == int(st.Size()) {
			return unsafe.String(&b[0], len(b)), true, true, nil
		}
	}
	b, err := io.ReadAll(io.LimitReader(f, parse.MaxPolicyFile+1))
	if len(b) > parse.MaxPolicyFile {
		return "", false, false, fmt.Errorf("larger than %d bytes", parse.MaxPolicyFile)
	}
	if err != nil {
		return "", false, false, err
	}
	return string(b), true, false, nil
}

// TestReadPolicyFile holds readPolicyFile, which opens and stats a file
// outside the runtime's poller, to the os.Open reference on every kind of
// path discovery can meet: what each returns and the message of its
// error.
func TestReadPolicyFile(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return filepath.Join(dir, name) }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(at("file"), []byte("version = 1\n[[rule]]\n"), 0o644))
	must(os.WriteFile(at("empty"), nil, 0o644))
	must(os.WriteFile(at("closed"), []byte("x"), 0o000))
	must(os.Mkdir(at("dir"), 0o755))
	must(os.Symlink("file", at("link")))
	must(os.Symlink("loop", at("loop")))
	must(os.Symlink("absent", at("dangling")))
	big, err := os.Create(at("big"))
	must(err)
	must(big.Truncate(parse.MaxPolicyFile + 1))
	big.Close()
	must(syscall.Mkfifo(at("fifo"), 0o644))
	paths := []string{"file", "empty", "closed", "dir", "link", "loop", "dangling", "big", "fifo", "absent", "file/child", "dir/absent", "absent/child"}
	seen := map[string]bool{}
	for _, name := range append(paths, "/dev/null") {
		p := name
		if name[0] != '/' {
			p = at(name)
		}
		for _, mapped := range []bool{false, true} {
			read := func(f func(string, bool) (string, bool, bool, error)) string {
				if name == "fifo" {
					// A writer, for the open to return.
					go func() {
						if w, err := os.OpenFile(p, os.O_WRONLY, 0); err == nil {
							w.WriteString("version = 1\n")
							w.Close()
						}
					}()
				}
				text, found, isMapped, err := f(p, mapped)
				msg := ""
				if err != nil {
					msg = unwrapPath(err)
				}
				return fmt.Sprintf("%q found %v mapped %v error %q", text, found, isMapped, msg)
			}
			got, want := read(readPolicyFile), read(refReadPolicyFile)
			if got != want {
				t.Errorf("%s, mapped %v:\n got %s\nwant %s", name, mapped, got, want)
			}
			seen[want] = true
		}
	}
	// The cases differ from each other: found, mapped, read, absent,
	// and errors.
	if len(seen) < 8 {
		t.Errorf("only %d outcomes: %v", len(seen), seen)
	}
}
