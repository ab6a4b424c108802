package floor

import (
	"os"
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/shell"
)

// args is an argv taken apart by the program's progs table.
type args struct {
	argv     []shell.Word
	w        progs.Words
	items    []progs.Item
	operands []shell.Word
}

// parse takes argv (the words after the program name) apart with prog's
// table; a program without one has every option a flag.
func parse(prog string, argv []shell.Word) args {
	vals := make([]string, len(argv))
	for i, w := range argv {
		vals[i] = w.Value
	}
	w := progs.Words{Values: vals, Dynamic: func(i int) bool { return argv[i].Dynamic }}
	p := progs.Lookup(prog)
	var items []progs.Item
	if p != nil {
		parsed := p.Parse(w)
		items, w = parsed.Items, parsed.Words
	} else {
		items, _ = progs.Parse(w, 0, nil)
	}
	a := args{argv: argv, w: w, items: items}
	n := 0
	for _, it := range items {
		if it.Kind == progs.Operand {
			n++
		}
	}
	if n > 0 {
		// One array of the size needed, not one grown by appends.
		a.operands = make([]shell.Word, 0, n)
	}
	for _, it := range items {
		if it.Kind == progs.Operand {
			a.operands = append(a.operands, a.word(it.Word))
		}
	}
	return a
}

// argsMemo is the parse of one segment's argv, made once for the
// floor's several readings of it (its operands, the existing files it
// names, its circuit breakers).
type argsMemo struct {
	prog string
	argv []shell.Word
	done bool
	a    args
}

// parse is parse(prog, argv), from the memo when argv is the memo's
// segment's own (the same words, not a copy); a nil memo parses.
func (m *argsMemo) parse(prog string, argv []shell.Word) args {
	if m == nil || prog != m.prog || len(argv) != len(m.argv) || len(argv) > 0 && &argv[0] != &m.argv[0] {
		return parse(prog, argv)
	}
	if !m.done {
		m.a, m.done = parse(prog, argv), true
	}
	return m.a
}

// word is the argv word behind word i of the parse.
func (a *args) word(i int) shell.Word { return a.argv[a.w.Source(i)] }

// named reports whether an item is the option with one of the short
// letters or long names, in any spelling its table knows.
func named(it *progs.Item, short string, long []string) bool {
	names := []string{it.Name}
	if it.Option != nil {
		names = it.Option.Names
	}
	for _, n := range names {
		if len(n) == 2 && n[0] == '-' && n[1] != '-' && strings.IndexByte(short, n[1]) >= 0 {
			return true
		}
		for _, l := range long {
			if n == "--"+l {
				return true
			}
		}
	}
	return false
}

func (a *args) has(short string, long ...string) bool {
	for k := range a.items {
		if it := &a.items[k]; it.Kind == progs.Opt && named(it, short, long) {
			return true
		}
	}
	return false
}

func (a *args) val(short string, long ...string) []shell.Word {
	var out []shell.Word
	for k := range a.items {
		if it := &a.items[k]; it.Kind == progs.Opt && it.HasValue && named(it, short, long) {
			out = append(out, a.value(it))
		}
	}
	return out
}

// value is an option's value as a word.
func (a *args) value(it *progs.Item) shell.Word {
	if it.Attached {
		w := a.word(it.Word)
		return shell.Word{Value: it.Value, Dynamic: w.Dynamic}
	}
	return a.word(it.ValueWord)
}

// role reports whether an option with role r is present.
func (a *args) role(r progs.Role) bool {
	for k := range a.items {
		if a.items[k].Kind == progs.Opt && a.items[k].Role()&r != 0 {
			return true
		}
	}
	return false
}

// roleVals are the values of the options with role r.
func (a *args) roleVals(r progs.Role) []shell.Word {
	var out []shell.Word
	for k := range a.items {
		if it := &a.items[k]; it.Kind == progs.Opt && it.HasValue && it.Role()&r != 0 {
			out = append(out, a.value(it))
		}
	}
	return out
}

func ops(ws []shell.Word, access shell.Access) []operand {
	out := make([]operand, 0, len(ws))
	for _, w := range ws {
		out = append(out, operand{word: w.Value, dynamic: w.Dynamic, access: access})
	}
	return out
}

const (
	read  = shell.Read
	write = shell.Write
)

// readers are programs whose operands are files they read.
func readers(name string) bool {
	switch name {
	case "cat", "tac", "head", "tail", "less", "more", "bat", "nl", "od", "xxd", "hexdump", "strings",
		"base64", "base32", "wc", "sort", "uniq", "cut", "paste", "diff", "cmp", "comm", "md5sum", "sha1sum",
		"sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "sum", "file", "iconv", "fold",
		"fmt", "expand", "unexpand", "rev", "column", "source", ".", "split", "csplit", "shasum", "zcat",
		"bzcat", "xzcat", "gunzip", "zless", "look", "join", "pr", "tr":
		return true
	}
	return false
}

// editors read and write their operands.
func editors(name string) bool {
	switch name {
	case "vi", "vim", "nvim", "nano", "emacs", "ed", "ex", "micro", "hx", "kak", "pico", "joe":
		return true
	}
	return false
}

// programOperands are the paths of the file commands the floor knows, with
// their access: destinations written, sources read, recursive operations
// on whole trees. The shell decomposition reports paths as well; these are
// the floor's own reading, so that a gap in one is not a hole in the floor.
func programOperands(m *argsMemo, rv *resolver, seg *shell.Segment, cwd string) []operand {
	out := knownOperands(m, seg, cwd)
	return append(out, existingOperands(m, rv, seg, cwd, out)...)
}

// existingOperands are the bare words of argv that name an existing file
// or directory under cwd (.env, config/.env, hl_key): however a word is
// spelled, a path that exists is a path, and the program may read it
// (git log -p .env, git diff --no-index a .env, a tool of its own). Words
// spelled like a path (/x, ~/x, ./x, ../x) and the values of --opt=VALUE
// are judged elsewhere; known holds the operands already read from the
// program's table. ssh, scp, sftp and ssh-add name a key to use it.
func existingOperands(m *argsMemo, rv *resolver, seg *shell.Segment, cwd string, known []operand) []operand {
	if cwd == "" || len(seg.Argv) < 2 {
		return nil
	}
	switch seg.Program {
	case "ssh", "scp", "sftp", "ssh-add", ":", "true", "false":
		return nil
	}
	var seen wordSet
	for _, o := range known {
		seen.add(o.word)
	}
	for _, p := range seg.Paths {
		seen.add(p.Path)
	}
	// Every word but the options themselves, as the program's table
	// parses them (a program without one has every option a flag): the
	// operands, the values of options in words of their own, and the
	// words after the options of a table that ends them (npx CMD ARGS).
	// A word the memo tells missing names nothing, option or not: in a
	// cwd found missing (or a file), when every word is one or is not
	// looked up, the parse is not needed.
	argv := seg.Argv[1:]
	if rv.dirGone(cwd) && !slices.ContainsFunc(argv, func(w shell.Word) bool { return bareWord(w) && !rv.knownMissing(cwd, w.Value) }) {
		return nil
	}
	a := m.parse(seg.Program, argv)
	opt := make([]bool, len(argv))
	for k := range a.items {
		if it := &a.items[k]; it.Kind != progs.Operand {
			opt[a.w.Source(it.Word)] = true
		}
	}
	var out []operand
	for i, w := range argv {
		if opt[i] {
			continue
		}
		v := w.Value
		if !bareWord(w) || seen.has(v) {
			continue
		}
		seen.add(v)
		if strings.IndexByte(v, '/') < 0 {
			// The memo may tell a word of one component without the
			// path built: nothing is below a cwd found missing.
			if n, ok := rv.childKnown(cwd, v); ok {
				if n.kind != missing {
					out = append(out, operand{word: v, access: read})
				}
				continue
			}
		}
		// The look is the resolver's, which the check of the path
		// then makes again for nothing. path.Join(cwd, v), which is
		// what Lstat looked at, built only when v is not clean.
		p := join(cwd, v)
		if !isClean(p) {
			p = path.Join(cwd, v)
		}
		if rv.lstat(p) != missing {
			out = append(out, operand{word: v, access: read})
		}
	}
	return out
}

// bareWord reports whether existingOperands looks the argv word w up:
// static, neither empty nor too long, not spelled like a path (those are
// judged elsewhere) and without a NUL or a newline.
func bareWord(w shell.Word) bool {
	v := w.Value
	return !w.Dynamic && v != "" && len(v) <= 1024 && v[0] != '/' && v[0] != '~' && v != "." && v != ".." &&
		!strings.HasPrefix(v, "./") && !strings.HasPrefix(v, "../") && !strings.ContainsAny(v, "\x00\n")
}

// knownMissing reports whether the memo tells that the bare word v names
// nothing under cwd (see childKnown): v is one component.
func (rv *resolver) knownMissing(cwd, v string) bool {
	if strings.IndexByte(v, '/') >= 0 {
		return false
	}
	n, ok := rv.childKnown(cwd, v)
	return ok && n.kind == missing
}

// wordSet is a set of the words of one segment, which are few: the
// first words in an array of its own, more in a slice scanned up to
// maxWordList words, a map past that, so that a segment of thousands of
// words costs no quadratic step. The array keeps a set of a few words off
// the heap: a slice of an array of the caller's, appended to through the
// set, would move the array to the heap on every call.
type wordSet struct {
	buf  [16]string
	n    int
	more []string
	m    map[string]bool
}

const maxWordList = 32

func (s *wordSet) has(w string) bool {
	if s.m != nil {
		return s.m[w]
	}
	return slices.Contains(s.buf[:s.n], w) || slices.Contains(s.more, w)
}

func (s *wordSet) add(w string) {
	if s.m != nil {
		s.m[w] = true
		return
	}
	if s.n < len(s.buf) {
		s.buf[s.n] = w
		s.n++
		return
	}
	s.more = append(s.more, w)
	if s.n+len(s.more) > maxWordList {
		s.m = make(map[string]bool, 2*(s.n+len(s.more)))
		for _, x := range s.buf[:s.n] {
			s.m[x] = true
		}
		for _, x := range s.more {
			s.m[x] = true
		}
	}
}

// knownOperands are the operands of the programs whose table the floor
// reads.
func knownOperands(m *argsMemo, seg *shell.Segment, cwd string) []operand {
	if len(seg.Argv) == 0 {
		return nil
	}
	argv := seg.Argv[1:]
	prog := seg.Program
	if readers(prog) {
		a := m.parse(prog, argv)
		out := ops(a.operands, read)
		if prog == "sort" {
			out = append(out, ops(a.val("o", "output"), write)...)
		}
		return out
	}
	if editors(prog) {
		return ops(m.parse(prog, argv).operands, read|write)
	}
	switch prog {
	case "rm", "unlink", "rmdir", "shred", "wipefs":
		a := m.parse(prog, argv)
		acc := write
		if a.has("rR", "recursive") {
			acc |= Tree
		}
		return ops(a.operands, acc)
	case "mv", "cp", "install", "ln":
		return copyOperands(m, prog, argv, cwd)
	case "touch", "truncate", "mkdir", "tee", "mkfifo", "mknod", "chattr":
		a := m.parse(prog, argv)
		out := ops(a.operands, write)
		return append(out, ops(a.val("r", "reference"), read)...)
	case "chmod", "chown", "chgrp", "setfacl", "chcon":
		return modeOperands(m, prog, argv)
	case "dd":
		var out []operand
		for _, w := range argv {
			if v, ok := strings.CutPrefix(w.Value, "if="); ok {
				out = append(out, operand{word: v, dynamic: w.Dynamic, access: read})
			}
			if v, ok := strings.CutPrefix(w.Value, "of="); ok {
				out = append(out, operand{word: v, dynamic: w.Dynamic, access: write})
			}
		}
		return out
	case "sed", "gsed", "perl":
		a := m.parse(prog, argv)
		files := a.operands
		if !a.role(progs.Script) && len(files) > 0 {
			files = files[1:] // the script
		}
		acc := read
		if a.role(progs.OpsWrite) {
			acc |= write
		}
		return append(ops(files, acc), ops(a.roleVals(progs.ReadPath), read)...)
	case "awk", "gawk", "mawk", "nawk":
		a := m.parse(prog, argv)
		files := a.operands
		if !a.role(progs.Script) && len(files) > 0 {
			files = files[1:]
		}
		return append(ops(files, read), ops(a.roleVals(progs.ReadPath), read)...)
	case "grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep":
		return grepOperands(m, prog, argv)
	case "tar", "bsdtar":
		return tarOperands(m, argv)
	case "zip":
		a := m.parse(prog, argv)
		if len(a.operands) == 0 {
			return nil
		}
		acc := read
		if a.has("r", "recurse-paths") {
			acc |= Tree
		}
		return append(ops(a.operands[:1], write), ops(a.operands[1:], acc)...)
	case "rsync", "scp":
		a := m.parse(prog, argv)
		local := a.operands[:0:0]
		for _, w := range a.operands {
			if !remote(w.Value) {
				local = append(local, w)
			}
		}
		if len(a.operands) < 2 {
			return ops(local, read)
		}
		acc := read
		if prog == "rsync" && a.has("ra", "recursive", "archive") || prog == "scp" && a.has("r") {
			acc |= Tree
		}
		var out []operand
		for _, w := range a.operands[:len(a.operands)-1] {
			if !remote(w.Value) {
				out = append(out, operand{word: w.Value, dynamic: w.Dynamic, access: acc})
			}
		}
		dest := write
		if prog == "rsync" && a.has("n", "dry-run") {
			// A dry run only lists what it would transfer.
			dest = acc
		}
		if d := a.operands[len(a.operands)-1]; !remote(d.Value) {
			out = append(out, operand{word: d.Value, dynamic: d.Dynamic, access: dest})
		}
		return out
	case "find":
		// What find lists is a pipe away from being read (find ~ -name
		// id_rsa | xargs cat), so a start directory counts as a whole.
		starts, expr, del := findArgs(m.parse(prog, argv))
		acc := read | Tree
		if del {
			acc = write
			if !filtered(expr) {
				acc |= Tree
			}
		}
		return ops(starts, acc)
	case "curl":
		a := m.parse(prog, argv)
		out := ops(a.val("o", "output", "cookie-jar", "dump-header"), write)
		out = append(out, ops(a.val("TK", "upload-file", "config"), read)...)
		for _, w := range a.val("dFb", "data", "data-binary", "data-urlencode", "form", "cookie") {
			if _, f, ok := strings.Cut(w.Value, "@"); ok {
				f, _, _ = strings.Cut(f, ";")
				out = append(out, operand{word: f, dynamic: w.Dynamic, access: read})
			} else if _, f, ok := strings.Cut(w.Value, "<"); ok {
				out = append(out, operand{word: f, dynamic: w.Dynamic, access: read})
			}
		}
		return out
	case "git":
		// git clone URL DIR and git worktree add DIR write a new tree.
		a := m.parse(prog, argv)
		if len(a.operands) >= 3 && a.operands[0].Value == "clone" {
			return ops(a.operands[len(a.operands)-1:], write)
		}
		if len(a.operands) >= 3 && a.operands[0].Value == "worktree" && a.operands[1].Value == "add" {
			return ops(a.operands[2:3], write)
		}
		return nil
	case "unzip":
		a := m.parse(prog, argv)
		out := ops(a.val("d"), write)
		if len(a.operands) > 0 {
			out = append(out, ops(a.operands[:1], read)...)
		}
		return out
	case "wget":
		a := m.parse(prog, argv)
		out := ops(a.val("O", "output-document"), write)
		return append(out, ops(a.val("i", "input-file", "post-file", "body-file"), read)...)
	}
	return nil
}

// remote reports whether an rsync or scp operand names another host.
func remote(w string) bool {
	i := strings.IndexByte(w, ':')
	return i > 0 && !strings.Contains(w[:i], "/")
}

// copyOperands reads mv, cp, install and ln: sources and a destination.
func copyOperands(m *argsMemo, prog string, argv []shell.Word, cwd string) []operand {
	a := m.parse(prog, argv)
	if prog == "install" && a.has("d", "directory") {
		return ops(a.operands, write)
	}
	srcs := a.operands
	var dest *shell.Word
	if t := a.val("t", "target-directory"); len(t) > 0 {
		dest = &t[len(t)-1]
	} else if len(srcs) >= 2 {
		dest = &srcs[len(srcs)-1]
		srcs = srcs[:len(srcs)-1]
	}
	var src shell.Access
	switch prog {
	case "mv":
		// Moving a directory moves everything below it away.
		src = write | Tree
	case "cp", "install":
		src = read
		if a.has("rRa", "recursive", "archive") {
			src |= Tree
		}
		if prog == "cp" && a.has("ls", "link", "symbolic-link") {
			src |= write // cp -l and cp -s make links, like ln
		}
	case "ln":
		// A hard link to a file is the file: writing one writes the
		// other, and a link made now is read later. A symbolic link to a
		// protected path is the first half of reading it.
		src = read | write
	}
	out := ops(srcs, src)
	symbolic := prog == "ln" && a.has("s", "symbolic")
	if symbolic {
		for i := range out {
			out[i].target = true
		}
	}
	if dest != nil {
		out = append(out, operand{word: dest.Value, dynamic: dest.Dynamic, access: write})
	} else if prog == "ln" && len(srcs) == 1 {
		out = append(out, operand{word: path.Base(srcs[0].Value), access: write})
	}
	if symbolic {
		// A relative target is relative to the link's directory, not to
		// the cwd: judge it from there too.
		base := linkDir(dest, cwd)
		for _, s := range srcs {
			if base != "" && !strings.HasPrefix(s.Value, "/") && !strings.HasPrefix(s.Value, "~") {
				out = append(out, operand{word: s.Value, dynamic: s.Dynamic, access: src, base: base, target: true})
			}
		}
	}
	return out
}

// linkDir is the directory a symbolic link will be created in.
func linkDir(dest *shell.Word, cwd string) string {
	if dest == nil || dest.Dynamic {
		return cwd
	}
	d := dest.Value
	if !path.IsAbs(d) {
		if cwd == "" {
			return ""
		}
		d = path.Join(cwd, d)
	}
	if fi, err := os.Stat(d); err == nil && fi.IsDir() && !strings.HasSuffix(dest.Value, "/.") {
		return path.Clean(d)
	}
	return path.Dir(path.Clean(d))
}

// modeOperands reads chmod, chown and chgrp: the first operand is the mode
// or owner unless --reference gives it.
func modeOperands(m *argsMemo, prog string, argv []shell.Word) []operand {
	// chmod -x file: the table reads "-x" as the mode operand.
	a := m.parse(prog, argv)
	files := a.operands
	if !a.role(progs.Script) && len(files) > 0 {
		files = files[1:]
	}
	// Recursive changes of / and the like are circuit breakers; below
	// that a mode change is a write of the path named, not of the tree,
	// so "chmod -R u+w ." in the project stays possible.
	return append(ops(files, write), ops(a.val("", "reference"), read)...)
}

func grepOperands(m *argsMemo, prog string, argv []shell.Word) []operand {
	a := m.parse(prog, argv)
	files := a.operands
	if !a.role(progs.Script) && len(files) > 0 {
		files = files[1:] // the pattern
	}
	acc := read
	recursive := prog == "rg" || prog == "ag" || prog == "ack" || a.has("rR", "recursive", "dereference-recursive")
	if recursive {
		acc |= Tree
		if len(files) == 0 {
			files = []shell.Word{{Value: "."}}
		}
	}
	return append(ops(files, acc), ops(a.roleVals(progs.ReadPath), read)...)
}

// tarOperands reads tar in its three spellings (-czf, czf, --create).
func tarOperands(m *argsMemo, argv []shell.Word) []operand {
	a := m.parse("tar", argv)
	create := a.has("crua", "create", "append", "update")
	extract := a.has("x", "extract", "get")
	var out []operand
	archive := read
	if create {
		archive = write
	}
	out = append(out, ops(a.val("f", "file"), archive)...)
	out = append(out, ops(a.val("TX", "files-from", "exclude-from"), read)...)
	dirs := a.val("C", "directory")
	switch {
	case create:
		if len(dirs) > 0 {
			// Members are relative to -C: judge the directory as a whole.
			out = append(out, ops(dirs, read|Tree)...)
		}
		out = append(out, ops(a.operands, read|Tree)...)
	case extract:
		if len(dirs) == 0 {
			dirs = []shell.Word{{Value: "."}}
		}
		out = append(out, ops(dirs, write)...)
	}
	return out
}

// findArgs splits find's argv into its start paths, its expression (the
// primaries, and the program of each -exec), and whether the expression
// deletes.
func findArgs(a args) (starts []shell.Word, expr []string, del bool) {
	st, ex := progs.FindStarts(a.items)
	for _, it := range st {
		starts = append(starts, a.word(it.Word))
	}
	for _, it := range ex {
		if it.Kind != progs.Opt {
			continue
		}
		expr = append(expr, it.Name)
		if it.Role()&progs.Writes != 0 {
			del = true
		}
		if it.Option != nil && it.Option.Takes == progs.Rest && it.ValueWord < it.ValueEnd {
			// The command's words are its own (find . -exec echo
			// -delete \; deletes nothing): only its program counts.
			expr = append(expr, a.word(it.ValueWord).Value)
		}
	}
	if len(starts) == 0 {
		starts = []shell.Word{{Value: "."}}
	}
	return starts, expr, del
}

// filtered reports whether a find expression selects by name, path, time,
// size or owner, so that -delete removes some files rather than the tree.
func filtered(expr []string) bool {
	for _, e := range expr {
		switch e {
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
			"-newer", "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-size", "-empty",
			"-user", "-group", "-uid", "-gid", "-perm", "-links", "-inum", "-samefile", "-lname", "-ilname":
			return true
		}
	}
	return false
}
