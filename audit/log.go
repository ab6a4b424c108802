package audit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// Defaults of the [audit] table when the policy says nothing.
const (
	DefaultMaxSize = 10 << 20 // bytes
	DefaultKeep    = 5
)

// MaxStringLen is the longest string of a record's input kept in the log, in
// bytes. A Write tool call can carry megabytes of content; the log keeps the
// start of it (after redaction) so that one call cannot rotate the whole
// history away.
const MaxStringLen = 64 << 10

// Options are the [audit] settings that shape writing. The policy loader
// parses TOML (path, max_size, keep, redact, required) and hands the values
// here; `required` is not an option of the log but of the caller, which
// turns a failed Append into a deny.
type Options struct {
	// MaxSize is the size in bytes past which the file is rotated before
	// the next append; 0 or less never rotates.
	MaxSize int64
	// Keep is how many rotated files (path.1 … path.Keep) are kept; with
	// Keep 0 a full log is simply started afresh.
	Keep int
	// Redact masks secrets in the input, argv, paths and reasons.
	Redact bool
}

// DefaultOptions are the options of a policy without an [audit] table.
func DefaultOptions() Options {
	return Options{MaxSize: DefaultMaxSize, Keep: DefaultKeep, Redact: true}
}

// Log is an audit file open for appending. Its methods are safe for
// concurrent use by goroutines; across processes the file lock serialises
// appends and rotation.
type Log struct {
	path string
	opts Options

	mu     sync.Mutex
	f      *logFile
	closed bool
	// once is AppendTo's: the file is closed right after the one append,
	// and closing its only descriptor releases the lock, so a write that
	// succeeded leaves the lock to the close (one system call fewer).
	once bool
}

// Open opens (creating if needed) the log at path for appending. Missing
// directories are created 0700 and the file 0600; existing ones keep their
// mode.
func Open(path string, opts Options) (*Log, error) {
	if path == "" {
		return nil, errors.New("audit: empty log path")
	}
	l := &Log{path: path, opts: opts}
	// The directory is there but for the first record: the file is
	// opened first, and only when that fails are the directories made
	// (or their error returned) and the file opened again.
	if l.open() == nil {
		return l, nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("audit: %w", err)
	}
	if err := l.open(); err != nil {
		return nil, err
	}
	return l, nil
}

func (l *Log) open() error {
	f, err := openAppend(l.path)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	l.f = f
	return nil
}

// Close closes the file. Appending after Close is an error.
func (l *Log) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// Append writes r as one line. With Options.Redact the logged copy of the
// input, argv, paths and reasons is redacted; r itself is not modified. A
// zero r.Time is set to the current time. The error, if any, is for the
// caller to report: it never changes the decision that r records.
func (l *Log) Append(r *Record) error {
	line, err := Marshal(r, l.opts.Redact)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return errors.New("audit: log is closed")
	}
	// Each pass either writes or moves to a file that another process
	// (or this one) just rotated in; a handful of passes is plenty, and
	// the bound keeps a pathological race from spinning forever.
	for range 64 {
		if l.f == nil {
			if err := l.open(); err != nil {
				return err
			}
		}
		done, err := l.tryAppend(line)
		if err != nil || done {
			return err
		}
	}
	return fmt.Errorf("audit: %s keeps being rotated away", l.path)
}

// tryAppend locks the open file and writes line if the file is still the
// one at l.path and has room. It returns done=false after dropping a stale
// descriptor or rotating, so that Append reopens the path and tries again.
func (l *Log) tryAppend(line []byte) (done bool, err error) {
	if err := lockFile(l.f); err != nil {
		return false, fmt.Errorf("audit: lock %s: %w", l.path, err)
	}
	unlocked := false
	unlock := func() {
		if !unlocked {
			unlockFile(l.f)
			unlocked = true
		}
	}
	defer unlock()

	// Both stats are needed: the held file's for its size and identity,
	// the path's for what names the path now. A rotation between the
	// open and the lock renames the file away and leaves no mark on it
	// that the first could see.
	held, err := l.f.state()
	if err != nil {
		return false, fmt.Errorf("audit: %w", err)
	}
	cur, err := pathState(l.path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("audit: %w", err)
	}
	if err != nil || !held.sameFile(cur) {
		// Rotated (or removed) by someone else: our descriptor names
		// an old file now.
		l.reset(unlock)
		return false, nil
	}
	if size := held.size(); l.opts.MaxSize > 0 && size > 0 && size+int64(len(line)) > l.opts.MaxSize {
		if err := rotate(l.path, l.opts.Keep); err != nil {
			return false, fmt.Errorf("audit: rotate: %w", err)
		}
		l.reset(unlock)
		return false, nil
	}
	if _, err := l.f.Write(line); err != nil {
		return false, fmt.Errorf("audit: %w", err)
	}
	if l.once {
		unlocked = true // Close, next, releases it
	}
	return true, nil
}

// reset unlocks and closes the current descriptor so that the next pass
// reopens the path.
func (l *Log) reset(unlock func()) {
	unlock()
	l.f.Close()
	l.f = nil
}

// rotate shifts path.(keep-1) → path.keep … path → path.1. The caller holds
// the lock of the file at path, so no other writer rotates at the same
// time; path.keep, if present, is overwritten and so dropped.
func rotate(path string, keep int) error {
	if keep <= 0 {
		return os.Remove(path)
	}
	for i := keep - 1; i >= 1; i-- {
		err := os.Rename(rotated(path, i), rotated(path, i+1))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return os.Rename(path, rotated(path, 1))
}

func rotated(path string, n int) string { return path + "." + strconv.Itoa(n) }

// Marshal encodes r as one JSON line ending in a newline, redacted when
// redact is set, with each input string cut to MaxStringLen. HTML
// characters are not escaped so that the line greps as the command read.
func Marshal(r *Record, redact bool) ([]byte, error) {
	out := *r
	if out.Time.IsZero() {
		out.Time = time.Now()
	}
	out.Time = out.Time.UTC()
	if redact {
		redactRecord(&out)
	}
	b, err := appendRecord(make([]byte, 0, sizeHint(&out)), &out)
	if err != nil {
		return nil, fmt.Errorf("audit: encode record: %w", err)
	}
	return b, nil
}

// sizeHint is about the length of r's line, so that Marshal allocates its
// buffer once: the strings it holds at the top of the input and elsewhere,
// and some room for names and escapes.
func sizeHint(r *Record) int {
	n := 512 + len(r.Cwd) + len(r.AgentReason) + len(r.OperatorReason)
	for _, v := range r.Input {
		if s, ok := v.(string); ok {
			n += 16 + min(len(s), MaxStringLen)
		}
	}
	for _, s := range r.Segments {
		n += 40
		for _, a := range s.Argv {
			n += 3 + len(a)
		}
	}
	for _, p := range r.Paths {
		n += 40 + len(p.Given) + len(p.Resolved)
	}
	return n + n/16
}

func clip(s string) string {
	if len(s) <= MaxStringLen {
		return s
	}
	cut := clipAt(s)
	return s[:cut] + fmt.Sprintf("…[%d bytes cut]", len(s)-cut)
}

// clipAt is where clip cuts s, longer than MaxStringLen: at the start of
// the rune that holds byte MaxStringLen.
func clipAt(s string) int {
	cut := MaxStringLen
	for cut > 0 && !utf8Start(s[cut]) {
		cut--
	}
	return cut
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }

// mapStrings applies f to every string inside v (maps, slices, nested), and
// returns a copy where something changed. The input is never modified: it
// belongs to the caller, which may still be using it.
func mapStrings(v any, f func(string) string) (any, bool) {
	switch x := v.(type) {
	case string:
		y := f(x)
		return y, y != x
	case map[string]any:
		var out map[string]any
		for k, e := range x {
			ne, ch := mapStrings(e, f)
			if ch {
				if out == nil {
					out = make(map[string]any, len(x))
					for k2, e2 := range x {
						out[k2] = e2
					}
				}
				out[k] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	case []any:
		var out []any
		for i, e := range x {
			ne, ch := mapStrings(e, f)
			if ch {
				if out == nil {
					out = append([]any(nil), x...)
				}
				out[i] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	}
	return v, false
}

// NotWritten is the sentence a caller adds to the operator-facing reason
// when Append (or Open) failed: the decision stands, the record is missing.
func NotWritten(err error) string {
	return "audit log not written: " + trimPrefix(err.Error())
}

func trimPrefix(s string) string {
	const p = "audit: "
	if len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}
