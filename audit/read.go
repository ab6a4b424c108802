package audit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// maxLine is the longest line a reader accepts (16 MiB); a longer one is
// reported as corrupt and skipped without being held in memory.
const maxLine = 16 << 20

// Files lists the log at path and its rotated siblings that exist, oldest
// first: path.N … path.1, path. It returns an empty list when there is no
// log yet.
func Files(p string) ([]string, error) {
	matches, err := filepath.Glob(globEscape(p) + ".*")
	if err != nil {
		return nil, err
	}
	type numbered struct {
		n    int
		name string
	}
	var rot []numbered
	for _, m := range matches {
		n, err := strconv.Atoi(m[len(p)+1:])
		if err != nil || n < 1 {
			continue
		}
		rot = append(rot, numbered{n, m})
	}
	slices.SortFunc(rot, func(a, b numbered) int { return b.n - a.n })
	var files []string
	for _, r := range rot {
		files = append(files, r.name)
	}
	if _, err := os.Stat(p); err == nil {
		files = append(files, p)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	return files, nil
}

func globEscape(p string) string {
	var b strings.Builder
	for _, r := range p {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Problem is a line of the log that could not be read: broken JSON, a
// record cut short by a crash or a full disk, or a line too long. Readers
// report it and go on.
type Problem struct {
	File string // as given to the reader
	Line int    // 1-based
}

func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: skipped corrupt line", p.File, p.Line)
}

// Filter selects records. Empty fields select everything; the fields
// combine with "and", the values of one field with "or".
type Filter struct {
	Decisions []string  // "deny", "ask", "allow", "none"
	Rules     []string  // rule id globs (path.Match syntax): "git.*"
	Tools     []string  // tool name globs: "Bash", "mcp__*"
	Sessions  []string  // session ids
	Clients   []string  // agents: "claude", "codex", "gemini", "copilot", "cursor"
	Since     time.Time // inclusive; zero: no lower bound
	Until     time.Time // exclusive; zero: no upper bound
}

// Match reports whether r passes every condition of f.
func (f *Filter) Match(r *Record) bool {
	if len(f.Decisions) > 0 && !slices.Contains(f.Decisions, r.Decision) {
		return false
	}
	if len(f.Rules) > 0 {
		if r.Rule == nil || !globAny(f.Rules, r.Rule.ID) {
			return false
		}
	}
	if len(f.Tools) > 0 && !globAny(f.Tools, r.ToolName) {
		return false
	}
	if len(f.Clients) > 0 && !slices.Contains(f.Clients, r.ClientName()) {
		return false
	}
	if len(f.Sessions) > 0 && !slices.Contains(f.Sessions, r.SessionID) {
		return false
	}
	if !f.Since.IsZero() && r.Time.Before(f.Since) {
		return false
	}
	if !f.Until.IsZero() && !r.Time.Before(f.Until) {
		return false
	}
	return true
}

func globAny(globs []string, s string) bool {
	for _, g := range globs {
		if g == s {
			return true
		}
		if ok, _ := path.Match(g, s); ok {
			return true
		}
	}
	return false
}

// ParseTime reads a --since or --until value: an RFC 3339 time
// (2026-11-29T14:00:00Z), a date (2026-11-29, midnight UTC), "today" or
// "yesterday" (UTC), or a duration before now (90m, 24h, 7d, 2w). With end
// set, a date, "today" or "yesterday" means the end of that day, so that
// --since D --until D selects the whole of day D.
func ParseTime(s string, now time.Time, end bool) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	day := func(t time.Time) time.Time {
		if end {
			return t.AddDate(0, 0, 1)
		}
		return t
	}
	today := now.UTC().Truncate(24 * time.Hour)
	switch s {
	case "today":
		return day(today), nil
	case "yesterday":
		return day(today.AddDate(0, 0, -1)), nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return day(t), nil
	}
	if n := len(s); n > 1 && (s[n-1] == 'd' || s[n-1] == 'w') {
		if k, err := strconv.Atoi(s[:n-1]); err == nil && k >= 0 {
			days := k
			if s[n-1] == 'w' {
				days *= 7
			}
			return now.AddDate(0, 0, -days), nil
		}
	}
	if d, err := time.ParseDuration(s); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	return time.Time{}, fmt.Errorf("bad time %q: want RFC 3339, a date like 2026-11-29, today, yesterday, or a duration like 24h or 7d", s)
}

// lineReader splits a file into lines, counting them, holding a partial
// last line until its newline arrives (the writer is in the middle of it,
// or died there).
type lineReader struct {
	name string
	r    *bufio.Reader
	n    int    // number of complete lines returned so far
	buf  []byte // the current line so far
	long bool   // the current line passed maxLine and is being dropped
}

func newLineReader(name string, r io.Reader) *lineReader {
	return &lineReader{name: name, r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next complete line without its newline, or io.EOF with
// any partial line kept for a later call. long reports a line that was too
// long to keep; its content is not returned.
func (lr *lineReader) next() (line []byte, long bool, err error) {
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if !lr.long {
			lr.buf = append(lr.buf, chunk...)
			if len(lr.buf) > maxLine+1 {
				lr.long, lr.buf = true, nil
			}
		}
		switch err {
		case nil:
			lr.n++
			line, long = lr.buf, lr.long
			lr.buf, lr.long = nil, false
			if !long {
				line = line[:len(line)-1]
			}
			return line, long, nil
		case bufio.ErrBufferFull:
			continue
		}
		return nil, false, err
	}
}

// rest returns the partial line left at the end of the file, if any, and
// its line number.
func (lr *lineReader) rest() (line []byte, n int, ok bool) {
	if len(lr.buf) == 0 && !lr.long {
		return nil, 0, false
	}
	if lr.long {
		return nil, lr.n + 1, true
	}
	return lr.buf, lr.n + 1, true
}

// decodeLine parses one line; ok is false for a line that is not a record.
// An empty line is neither a record nor a problem.
func decodeLine(line []byte) (r *Record, empty, ok bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return nil, true, false
	}
	r = new(Record)
	if err := json.Unmarshal(line, r); err != nil || r.Time.IsZero() || r.Decision == "" {
		return nil, false, false
	}
	return r, false, true
}

// scanner feeds the lines of one reader through the filter.
type scanner struct {
	filter *Filter
	emit   func(*Record) error
	bad    func(Problem)
}

func (s *scanner) line(name string, n int, line []byte, long bool) error {
	if long {
		s.report(Problem{File: name, Line: n})
		return nil
	}
	r, empty, ok := decodeLine(line)
	switch {
	case empty:
		return nil
	case !ok:
		s.report(Problem{File: name, Line: n})
		return nil
	case s.filter.Match(r):
		return s.emit(r)
	}
	return nil
}

func (s *scanner) report(p Problem) {
	if s.bad != nil {
		s.bad(p)
	}
}

// drain reads lr to EOF; with final set, a partial last line is judged too.
func (s *scanner) drain(lr *lineReader, final bool) error {
	for {
		line, long, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("%s: %w", lr.name, err)
		}
		if err := s.line(lr.name, lr.n, line, long); err != nil {
			return err
		}
	}
	if final {
		if line, n, ok := lr.rest(); ok {
			lr.buf, lr.long = nil, false
			return s.line(lr.name, n, line, line == nil)
		}
	}
	return nil
}

// Scan reads files in order and calls emit for every record that f
// selects, and bad (if not nil) for every line that is not a record. An
// error from emit stops the scan and is returned; a corrupt line never is.
func Scan(files []string, f Filter, emit func(*Record) error, bad func(Problem)) error {
	s := &scanner{filter: &f, emit: emit, bad: bad}
	for _, name := range files {
		fh, err := os.Open(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue // rotated away since Files listed it
		}
		if err != nil {
			return err
		}
		err = s.drain(newLineReader(name, fh), true)
		fh.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// TailOptions shape Tail.
type TailOptions struct {
	N      int           // last N records; 0 or less: all
	Follow bool          // keep reading appended records until ctx ends
	Poll   time.Duration // how often to look for new records when following
}

// Tail emits the last opts.N records of the log at path (rotated files
// included) that f selects, then, with opts.Follow, every selected record
// appended afterwards until ctx is done, following the log across
// rotations. It returns nil when ctx ends.
func Tail(ctx context.Context, p string, opts TailOptions, f Filter, emit func(*Record) error, bad func(Problem)) error {
	// Hold the current file before reading anything, so that records
	// appended while the history is read are neither lost nor doubled.
	cur, err := os.Open(p)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	defer func() {
		if cur != nil {
			cur.Close()
		}
	}()
	notExist := err
	files, err := Files(p)
	if err != nil {
		return err
	}
	if cur == nil && len(files) == 0 && !opts.Follow {
		return notExist
	}
	var last []*Record
	collect := func(r *Record) error {
		last = append(last, r)
		if opts.N > 0 && len(last) > 2*opts.N {
			last = append(last[:0], last[len(last)-opts.N:]...)
		}
		return nil
	}
	s := &scanner{filter: &f, emit: collect, bad: bad}
	for _, name := range files {
		if name == p {
			continue
		}
		if err := Scan([]string{name}, f, collect, bad); err != nil {
			return err
		}
	}
	var lr *lineReader
	if cur != nil {
		lr = newLineReader(p, cur)
		if err := s.drain(lr, !opts.Follow); err != nil {
			return err
		}
	}
	if opts.N > 0 && len(last) > opts.N {
		last = last[len(last)-opts.N:]
	}
	for _, r := range last {
		if err := emit(r); err != nil {
			return err
		}
	}
	if !opts.Follow {
		return nil
	}

	s.emit = emit
	poll := opts.Poll
	if poll <= 0 {
		poll = 250 * time.Millisecond
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		if lr != nil {
			if err := s.drain(lr, false); err != nil {
				return err
			}
		}
		// Rotated or created: finish the old file, then the files
		// rotated in after it, then start the new one from its first
		// line.
		if next, ok := reopened(p, cur); ok {
			if lr != nil {
				if err := s.drain(lr, true); err != nil {
					next.Close()
					return err
				}
				if err := s.newer(p, cur, next); err != nil {
					next.Close()
					return err
				}
				cur.Close()
			}
			cur, lr = next, newLineReader(p, next)
			continue
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// newer reads the rotated files that came after held and before next (the
// file now at p): when the log rotates faster than it is polled, whole
// files pass by between two looks.
func (s *scanner) newer(p string, held, next *os.File) error {
	files, err := Files(p)
	if err != nil {
		return err
	}
	heldInfo, err := held.Stat()
	if err != nil {
		return err
	}
	nextInfo, err := next.Stat()
	if err != nil {
		return err
	}
	var opened []*os.File
	defer func() {
		for _, f := range opened {
			f.Close()
		}
	}()
	var names []string
	for _, name := range files {
		if name == p {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			continue // rotated away meanwhile
		}
		info, err := f.Stat()
		switch {
		case err != nil || os.SameFile(info, nextInfo):
			f.Close()
		case os.SameFile(info, heldInfo):
			// Everything older than the held file was read before.
			f.Close()
			for _, o := range opened {
				o.Close()
			}
			opened, names = nil, nil
		default:
			opened = append(opened, f)
			names = append(names, name)
		}
	}
	for i, f := range opened {
		if err := s.drain(newLineReader(names[i], f), true); err != nil {
			return err
		}
	}
	return nil
}

// reopened opens p if it now names a different file than cur (or cur is
// nil and p exists).
func reopened(p string, cur *os.File) (*os.File, bool) {
	info, err := os.Stat(p)
	if err != nil {
		return nil, false
	}
	if cur != nil {
		held, err := cur.Stat()
		if err == nil && os.SameFile(held, info) {
			return nil, false
		}
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	return f, true
}
