package floor

import (
	"os"
	"path"
	"strings"

	"github.com/pregate/pregate/shell"
)

// args is an argv parsed the getopt way: short options (bundled or not),
// long options, option values and operands.
type args struct {
	short    map[byte]bool
	long     map[string]bool
	vals     map[string][]shell.Word // option name (one letter or long) → its values
	operands []shell.Word
}

// spec says which options of a program take a value: short ones as
// letters, long ones by name.
type spec struct {
	short string
	long  []string
}

func parse(argv []shell.Word, sp spec) args {
	a := args{short: map[byte]bool{}, long: map[string]bool{}, vals: map[string][]shell.Word{}}
	for i := 0; i < len(argv); i++ {
		w := argv[i]
		v := w.Value
		switch {
		case v == "--":
			a.operands = append(a.operands, argv[i+1:]...)
			return a
		case strings.HasPrefix(v, "--"):
			name, val, hasVal := strings.Cut(v[2:], "=")
			a.long[name] = true
			if hasVal {
				a.vals[name] = append(a.vals[name], shell.Word{Value: val, Dynamic: w.Dynamic})
			} else if contains(sp.long, name) && i+1 < len(argv) {
				i++
				a.vals[name] = append(a.vals[name], argv[i])
			}
		case len(v) > 1 && v[0] == '-':
			for j := 1; j < len(v); j++ {
				c := v[j]
				a.short[c] = true
				if strings.IndexByte(sp.short, c) >= 0 {
					name := string(c)
					if j+1 < len(v) {
						a.vals[name] = append(a.vals[name], shell.Word{Value: v[j+1:], Dynamic: w.Dynamic})
					} else if i+1 < len(argv) {
						i++
						a.vals[name] = append(a.vals[name], argv[i])
					}
					break
				}
			}
		default:
			a.operands = append(a.operands, w)
		}
	}
	return a
}

func (a *args) has(short string, long ...string) bool {
	for i := 0; i < len(short); i++ {
		if a.short[short[i]] {
			return true
		}
	}
	for _, l := range long {
		if a.long[l] {
			return true
		}
	}
	return false
}

func (a *args) val(short string, long ...string) []shell.Word {
	var out []shell.Word
	for i := 0; i < len(short); i++ {
		out = append(out, a.vals[short[i:i+1]]...)
	}
	for _, l := range long {
		out = append(out, a.vals[l]...)
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

// readers are programs whose operands are files they read, with the short
// options that take a value.
var readers = map[string]string{
	"cat": "", "tac": "", "head": "nc", "tail": "ncs", "less": "", "more": "", "bat": "lHr",
	"nl": "bdfhilnsvw", "od": "AjNSw", "xxd": "cglos", "hexdump": "enNs", "strings": "not",
	"base64": "w", "base32": "w", "wc": "", "sort": "kotST", "uniq": "fsw", "cut": "bcdf",
	"paste": "d", "diff": "CUxIFL", "cmp": "in", "comm": "", "md5sum": "", "sha1sum": "",
	"sha224sum": "", "sha256sum": "", "sha384sum": "", "sha512sum": "", "b2sum": "l",
	"cksum": "a", "sum": "", "file": "emfFP", "iconv": "ftco", "fold": "w", "fmt": "pw",
	"expand": "t", "unexpand": "t", "rev": "", "column": "cosNRHWtx", "source": "", ".": "",
	"split": "alnbCt", "csplit": "fbn", "shasum": "a", "zcat": "", "bzcat": "", "xzcat": "",
	"gunzip": "S", "zless": "", "look": "t", "join": "aejot12", "pr": "hlwo", "tr": "",
}

// editors read and write their operands.
var editors = map[string]bool{"vi": true, "vim": true, "nvim": true, "nano": true, "emacs": true,
	"ed": true, "ex": true, "micro": true, "hx": true, "kak": true, "pico": true, "joe": true}

// programOperands are the paths of the file commands the floor knows, with
// their access: destinations written, sources read, recursive operations
// on whole trees. The shell decomposition reports paths as well; these are
// the floor's own reading, so that a gap in one is not a hole in the floor.
func programOperands(seg *shell.Segment, cwd string) []operand {
	if len(seg.Argv) == 0 {
		return nil
	}
	argv := seg.Argv[1:]
	prog := seg.Program
	if sp, ok := readers[prog]; ok {
		a := parse(argv, spec{short: sp})
		out := ops(a.operands, read)
		if prog == "sort" {
			out = append(out, ops(a.val("o", "output"), write)...)
		}
		return out
	}
	if editors[prog] {
		return ops(parse(argv, spec{}).operands, read|write)
	}
	switch prog {
	case "rm", "unlink", "rmdir", "shred", "wipefs":
		a := parse(argv, spec{short: "nsu"})
		acc := write
		if a.has("rR", "recursive") {
			acc |= Tree
		}
		return ops(a.operands, acc)
	case "mv", "cp", "install", "ln":
		return copyOperands(prog, argv, cwd)
	case "touch", "truncate", "mkdir", "tee", "mkfifo", "mknod", "chattr":
		a := parse(argv, spec{short: "drtsmpRZ"})
		out := ops(a.operands, write)
		return append(out, ops(a.val("r", "reference"), read)...)
	case "chmod", "chown", "chgrp", "setfacl", "chcon":
		return modeOperands(argv)
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
		a := parse(argv, spec{short: "efl", long: []string{"expression", "file"}})
		files := a.operands
		if len(a.val("ef", "expression", "file")) == 0 && len(files) > 0 {
			files = files[1:] // the script
		}
		acc := read
		if a.has("i", "in-place") {
			acc |= write
		}
		return append(ops(files, acc), ops(a.val("f", "file"), read)...)
	case "awk", "gawk", "mawk", "nawk":
		a := parse(argv, spec{short: "fvF"})
		files := a.operands
		if len(a.val("f")) == 0 && len(files) > 0 {
			files = files[1:]
		}
		return append(ops(files, read), ops(a.val("f"), read)...)
	case "grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep":
		return grepOperands(prog, argv)
	case "tar", "bsdtar":
		return tarOperands(argv)
	case "zip":
		a := parse(argv, spec{short: "bntP"})
		if len(a.operands) == 0 {
			return nil
		}
		acc := read
		if a.has("r", "recurse-paths") {
			acc |= Tree
		}
		return append(ops(a.operands[:1], write), ops(a.operands[1:], acc)...)
	case "rsync", "scp":
		a := parse(argv, spec{short: "eBfTcFiJlLoPS", long: []string{"rsh", "exclude", "include", "filter", "files-from"}})
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
		starts, expr, del := findArgs(argv)
		acc := read | Tree
		if del {
			acc = write
			if !filtered(expr) {
				acc |= Tree
			}
		}
		return ops(starts, acc)
	case "curl":
		a := parse(argv, spec{short: "oTdKFHuXAeEbcDw", long: []string{"output", "upload-file", "data",
			"data-binary", "data-raw", "data-urlencode", "config", "form", "cookie-jar", "cookie", "dump-header"}})
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
		a := parse(argv, spec{short: "Ccbo", long: []string{"branch", "origin", "depth", "reference", "separate-git-dir", "template", "config"}})
		if len(a.operands) >= 3 && a.operands[0].Value == "clone" {
			return ops(a.operands[len(a.operands)-1:], write)
		}
		if len(a.operands) >= 3 && a.operands[0].Value == "worktree" && a.operands[1].Value == "add" {
			return ops(a.operands[2:3], write)
		}
		return nil
	case "unzip":
		a := parse(argv, spec{short: "dx"})
		out := ops(a.val("d"), write)
		if len(a.operands) > 0 {
			out = append(out, ops(a.operands[:1], read)...)
		}
		return out
	case "wget":
		a := parse(argv, spec{short: "OoaiP", long: []string{"output-document", "input-file", "post-file", "body-file"}})
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
func copyOperands(prog string, argv []shell.Word, cwd string) []operand {
	a := parse(argv, spec{short: "tSmogb", long: []string{"target-directory", "suffix", "mode", "owner", "group"}})
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
func modeOperands(argv []shell.Word) []operand {
	var words []shell.Word
	var mode bool
	for _, w := range argv {
		// chmod -x file: "-x" is a mode, not an option.
		if !mode && len(w.Value) > 1 && w.Value[0] == '-' && strings.Trim(w.Value[1:], "rwxXst") == "" {
			mode = true
			continue
		}
		words = append(words, w)
	}
	a := parse(words, spec{})
	files := a.operands
	if !mode && len(a.val("", "reference")) == 0 && len(files) > 0 {
		files = files[1:]
	}
	// Recursive changes of / and the like are circuit breakers; below
	// that a mode change is a write of the path named, not of the tree,
	// so "chmod -R u+w ." in the project stays possible.
	return append(ops(files, write), ops(a.val("", "reference"), read)...)
}

func grepOperands(prog string, argv []shell.Word) []operand {
	a := parse(argv, spec{short: "efABCmdDgtTMjE", long: []string{"regexp", "file", "glob", "type",
		"after-context", "before-context", "context", "max-count", "exclude", "include", "exclude-dir"}})
	files := a.operands
	if len(a.val("ef", "regexp", "file")) == 0 && !a.has("", "files") && len(files) > 0 {
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
	return append(ops(files, acc), ops(a.val("f", "file"), read)...)
}

// tarOperands reads tar in its three spellings (-czf, czf, --create).
func tarOperands(argv []shell.Word) []operand {
	if len(argv) > 0 && !strings.HasPrefix(argv[0].Value, "-") {
		// Old style: the first word is a bundle of letters whose values
		// follow in order.
		first := argv[0]
		argv = append([]shell.Word{{Value: "-" + first.Value, Dynamic: first.Dynamic}}, argv[1:]...)
	}
	a := parse(argv, spec{short: "fCTXbHKLgN", long: []string{"file", "directory", "files-from", "exclude-from"}})
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

// findArgs splits find's argv into its start paths, its expression, and
// whether the expression deletes.
func findArgs(argv []shell.Word) (starts []shell.Word, expr []string, del bool) {
	i := 0
	for i < len(argv) {
		v := argv[i].Value
		if v == "-H" || v == "-L" || v == "-P" {
			i++
			continue
		}
		if v == "-D" || strings.HasPrefix(v, "-O") {
			i++
			if v == "-D" {
				i++
			}
			continue
		}
		break
	}
	for ; i < len(argv); i++ {
		v := argv[i].Value
		if strings.HasPrefix(v, "-") || v == "(" || v == "!" || v == "," {
			break
		}
		starts = append(starts, argv[i])
	}
	for ; i < len(argv); i++ {
		v := argv[i].Value
		expr = append(expr, v)
		switch v {
		case "-delete":
			del = true
		case "-exec", "-execdir", "-ok", "-okdir":
			// The command runs up to ";" (or "+" after "{}"); its words
			// are its own (find . -exec echo -delete \; deletes nothing),
			// so only its program stays in expr.
			j := i + 1
			for j < len(argv) && argv[j].Value != ";" && !(argv[j].Value == "+" && argv[j-1].Value == "{}") {
				j++
			}
			if i+1 < j {
				expr = append(expr, argv[i+1].Value)
			}
			i = j
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
