package shell

import (
	"path/filepath"
	"strings"

	"github.com/pregate/pregate/progs"
)

// filePaths returns the paths a known file command reads and writes,
// as its progs table describes its options and operands. once, when not
// nil, keeps the parse of args for roles.
func (d *dec) filePaths(name string, args []arg, once *parseMemo) []PathRef {
	sp := progs.Lookup(name)
	if sp == nil || sp.Layout == progs.NoFiles {
		return nil
	}
	switch sp.Layout {
	case progs.DDOps:
		return d.ddPaths(args[1:])
	case progs.TarOps:
		return d.tarPaths(sp, args[1:])
	case progs.OpenSSLOps:
		return d.opensslPaths(sp, args[1:])
	}
	args = args[1:]
	var w progs.Words
	var items []progs.Item
	if sp.OneTable() {
		parsed := d.parseOnce(once, sp, args)
		w, items = parsed.Words, parsed.Items
	} else {
		w = d.argWords(args)
		items, _ = progs.Parse(w, 0, sp.Def)
	}
	var out []PathRef
	// add and addPrefix are calls, not inlined: filePaths adds from some
	// thirty places, and a copy of the append at each made it 43 KB of
	// code, a page fault or two of a fresh process for every command.
	add := func(a arg, acc Access) { d.addOperand(&out, &a, acc, false) }
	addPrefix := func(a arg) { d.addOperand(&out, &a, Write, true) }
	lay, skip, acc := sp.Layout, sp.Skip, Access(sp.Access)
	// ops are the operands, in the list the last command's were in: no
	// path refers to it (add copies each operand), and a filePaths that
	// runs while this one does takes a list of its own.
	ops := d.ops[:0]
	d.ops = nil
	var target *arg
	dry := false
	var dests []arg   // unzip -d: written after the archive is read
	var backup *arg   // sed -i SUFFIX
	var dir *arg      // patch -d DIR
	strs := false     // jq --args: the operands after the program are strings
	prefixed := false // csplit -f PREFIX: where its pieces go
	for k := range items {
		it := &items[k]
		if it.Kind == progs.Operand {
			if !strs || len(ops) == 0 {
				ops = append(ops, args[it.Word])
			}
			continue
		}
		if it.Kind != progs.Opt {
			continue
		}
		if (name == "jq" || name == "yq") && (it.Canon() == "--args" || it.Canon() == "--jsonargs") {
			strs = true
		}
		r := it.Role()
		if r&progs.Script != 0 {
			skip = 0
		}
		if r&progs.OpsWrite != 0 {
			acc |= Write
			if lay == progs.CopyOps {
				lay, acc = progs.AllOps, Write
			}
			if v := itemValue(args, &w, it); v != nil && it.Attached && (name == "sed" || name == "gsed" || name == "perl") {
				backup = v // sed -i.bak keeps each file's old text beside it
			}
		}
		if r&progs.OpsRead != 0 {
			acc = Read
		}
		v := itemValue(args, &w, it)
		if r&progs.Target != 0 {
			target = v
		}
		if r&progs.Dir != 0 && lay == progs.PatchOps {
			dir = v
		}
		canon := it.Canon()
		if lay == progs.RemoteOps && canon == "-n" && name == "rsync" {
			// rsync -n/--dry-run only lists what it would transfer.
			dry = true
		}
		if v == nil {
			continue
		}
		if sp.Name == "awk" && canon == "-i" && v.Value == "inplace" {
			acc |= Write
		}
		switch {
		case r&progs.ReadPath != 0:
			add(*v, Read)
		case r&progs.WritePath != 0 && lay == progs.UnzipOps:
			dests = append(dests, *v)
		case r&progs.WritePath != 0 && name == "csplit" && canon == "-f":
			addPrefix(*v)
			prefixed = true
		case r&progs.WritePath != 0:
			add(*v, Write)
			prefixed = true
		}
		if name == "curl" {
			d.curlData(it.Name, v, &out)
		}
	}
	all := ops
	if skip > len(ops) {
		skip = len(ops)
	}
	ops = ops[skip:]
	if sp.Name == "awk" {
		// var=value operands are assignments, not files.
		kept := ops[:0:0]
		for _, a := range ops {
			if a.Dynamic || !isAssignWord(a.Value) {
				kept = append(kept, a)
			}
		}
		ops = kept
	}
	switch lay {
	case progs.AllOps:
		if acc != 0 {
			for _, a := range ops {
				if name == "strings" && !a.Dynamic && len(a.Value) > 1 && a.Value[0] == '@' {
					// binutils reads more arguments from @FILE.
					a.Value = a.Value[1:]
				}
				add(a, acc)
				if backup != nil && acc&Write != 0 {
					add(backupName(a, *backup), Write)
				}
			}
		}
	case progs.FirstOp:
		if len(ops) > 0 {
			add(ops[0], acc)
		}
		if name == "csplit" && !prefixed {
			// xx00, xx01 … in the current directory.
			out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
		}
	case progs.CopyOps, progs.MoveOps, progs.LinkOps:
		src := Read
		if lay == progs.MoveOps {
			src = Write
		}
		if target != nil {
			add(*target, Write)
			for _, a := range ops {
				add(a, src)
			}
			break
		}
		if len(ops) == 1 && lay == progs.LinkOps {
			add(ops[0], Read)
			break
		}
		for i, a := range ops {
			if i == len(ops)-1 && len(ops) > 1 {
				add(a, Write)
			} else {
				add(a, src)
			}
		}
	case progs.SecondWrite:
		for i, a := range ops {
			if i == 1 && name == "split" {
				addPrefix(a)
			} else if i == 1 {
				add(a, Write)
			} else if i == 0 {
				add(a, Read)
			}
		}
		if name == "split" && len(ops) < 2 {
			// xaa, xab … in the current directory.
			out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
		}
	case progs.RemoteOps:
		for i, a := range ops {
			if !a.Dynamic && remote(a.Value) {
				continue
			}
			if i == len(ops)-1 && len(ops) > 1 && !dry {
				add(a, Write)
			} else {
				add(a, Read)
			}
		}
	case progs.ZipOps:
		for i, a := range ops {
			if i == 0 {
				add(a, Write)
			} else {
				add(a, Read)
			}
		}
	case progs.UnzipOps:
		if len(ops) > 0 {
			add(ops[0], Read)
		}
		for _, a := range dests {
			add(a, Write)
		}
		if len(dests) == 0 && len(ops) > 0 {
			out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
		}
	case progs.PatchOps:
		if len(ops) > 0 {
			add(ops[0], Read|Write)
		}
		if len(ops) == 0 {
			// The files it patches are the ones the patch names, under
			// its directory (-d DIR, else the current one).
			if dir != nil {
				add(*dir, Write)
			} else {
				out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
			}
		}
		if len(ops) > 1 {
			add(ops[1], Read)
		}
	}
	if c, ok := compressorOf(name); ok {
		for _, a := range compressed(c, items, args, &w, ops) {
			add(a, Write)
		}
	}
	d.ops = all[:0]
	return out
}

// addOperand appends the path of operand a to out: unless it is
// standard input or output ("-") or a device every command may use, or,
// as the prefix of the files it writes, in any case.
//
//go:noinline
func (d *dec) addOperand(out *[]PathRef, a *arg, acc Access, prefix bool) {
	if prefix {
		p := d.pathRef(*a, acc, "operand")
		p.Prefix = true
		*out = append(*out, p)
		return
	}
	if !a.Dynamic && (a.Value == "-" || specialDev(a.Value)) {
		return
	}
	*out = append(*out, d.pathRef(*a, acc, "operand"))
}

// compressor is what a compression program names the file it writes
// beside each operand: the operand with its suffix added, or taken off
// when it decompresses (the suffixes that stand for a .tar too).
type compressor struct {
	suffix string
	unpack bool              // the program decompresses by default (gunzip)
	tars   map[string]string // other suffixes it takes off, and what replaces them
	custom bool              // -S SUFFIX sets the suffix
}

// compressorOf returns the compressor called name. A switch, not a map:
// it costs nothing at start-up, and builds a suffix table only for the
// program a command runs.
func compressorOf(name string) (compressor, bool) {
	switch name {
	case "gzip", "gunzip":
		return compressor{suffix: ".gz", unpack: name == "gunzip", custom: true,
			tars: map[string]string{".tgz": ".tar", ".taz": ".tar", "-gz": "", ".z": "", "-z": "", "_z": ""}}, true
	case "xz", "unxz":
		return compressor{suffix: ".xz", unpack: name == "unxz", custom: true,
			tars: map[string]string{".txz": ".tar", ".lzma": "", ".tlz": ".tar"}}, true
	case "lzma":
		return compressor{suffix: ".lzma", custom: true, tars: map[string]string{".tlz": ".tar"}}, true
	case "bzip2", "bunzip2":
		return compressor{suffix: ".bz2", unpack: name == "bunzip2",
			tars: map[string]string{".bz": "", ".tbz2": ".tar", ".tbz": ".tar"}}, true
	case "zstd":
		return compressor{suffix: ".zst", tars: map[string]string{".tzst": ".tar"}}, true
	}
	return compressor{}, false
}

// compressed returns the files a compressor writes beside its operands
// (f.xz for xz f, f for xz -d f.xz): none when it writes to standard
// output, only tests or lists, or writes where -o or --output-dir-* say.
func compressed(c compressor, items []progs.Item, args []arg, w *progs.Words, ops []arg) []arg {
	unpack := c.unpack
	for k := range items {
		it := &items[k]
		if it.Kind != progs.Opt {
			continue
		}
		switch it.Canon() {
		case "-c", "-t", "-l", "-o", "--output-dir-flat", "--output-dir-mirror", "--train":
			return nil
		case "-d":
			unpack = true
		case "-z":
			unpack = false
		case "-S":
			if v := itemValue(args, w, it); c.custom && v != nil {
				if v.Dynamic {
					return nil // the names are dynamic; the operands are reported
				}
				c.suffix, c.tars = v.Value, nil
			}
		}
	}
	var out []arg
	for _, a := range ops {
		if !a.Dynamic && (a.Value == "-" || specialDev(a.Value)) {
			continue
		}
		b := a
		switch {
		case !unpack:
			b.Value = a.Value + c.suffix
		case strings.HasSuffix(a.Value, c.suffix) && len(a.Value) > len(c.suffix):
			b.Value = strings.TrimSuffix(a.Value, c.suffix)
		default:
			found := false
			for suf, repl := range c.tars {
				if strings.HasSuffix(a.Value, suf) && len(a.Value) > len(suf) {
					b.Value, found = strings.TrimSuffix(a.Value, suf)+repl, true
					break
				}
			}
			if !found {
				continue // it refuses a name without a suffix it knows
			}
		}
		out = append(out, b)
	}
	return out
}

// remote reports whether an scp/rsync operand names another host
// (host:path, user@host:path, rsync://).
func remote(v string) bool {
	if strings.Contains(v, "://") {
		return true
	}
	colon := strings.IndexByte(v, ':')
	slash := strings.IndexByte(v, '/')
	return colon > 0 && (slash < 0 || colon < slash)
}

// curlData adds the files curl sends: -d @file, -F name=@file or <file.
func (d *dec) curlData(name string, v *arg, out *[]PathRef) {
	switch name {
	case "-d", "--data", "--data-binary", "--data-ascii", "--data-urlencode", "--json":
		s := v.Value
		if name == "--data-urlencode" {
			if i := strings.IndexByte(s, '@'); i >= 0 {
				s = s[i:]
			}
		}
		if strings.HasPrefix(s, "@") && s != "@-" && !v.Dynamic {
			*out = append(*out, PathRef{Path: s[1:], Access: Read, Via: "operand"})
		}
	case "-F", "--form":
		if _, val, ok := strings.Cut(v.Value, "="); ok && !v.Dynamic {
			if (strings.HasPrefix(val, "@") || strings.HasPrefix(val, "<")) && len(val) > 1 {
				f, _, _ := strings.Cut(val[1:], ";")
				*out = append(*out, PathRef{Path: f, Access: Read, Via: "operand"})
			}
		}
	case "-b", "--cookie":
		if !v.Dynamic && !strings.Contains(v.Value, "=") {
			*out = append(*out, d.pathRef(*v, Read, "operand"))
		}
	}
}

func (d *dec) ddPaths(args []arg) []PathRef {
	var out []PathRef
	for _, a := range args {
		k, v, ok := strings.Cut(a.Value, "=")
		if !ok {
			continue
		}
		va := a
		va.Value = v
		if a.Dynamic {
			va.Value = a.raw[min(len(k)+1, len(a.raw)):]
		}
		switch k {
		case "if":
			if a.Dynamic || !specialDev(v) {
				out = append(out, d.pathRef(va, Read, "operand"))
			}
		case "of":
			if a.Dynamic || !specialDev(v) {
				out = append(out, d.pathRef(va, Write, "operand"))
			}
		}
	}
	return out
}

// tarPaths reads tar's mode (c, x, t, r, u) and archive (-f), from
// bundled old-style letters ("czf a.tgz") or options.
func (d *dec) tarPaths(sp *progs.Program, args []arg) []PathRef {
	mode := byte(0)
	var archive, dir *arg
	var out []PathRef
	var ops []arg
	parsed := sp.Parse(d.argWords(args))
	w := parsed.Words
	for k := range parsed.Items {
		it := &parsed.Items[k]
		switch it.Kind {
		case progs.Operand:
			ops = append(ops, args[w.Source(it.Word)])
			continue
		case progs.End:
			continue
		}
		if v := itemValue(args, &w, it); v != nil && it.Canon() != "-f" && it.Canon() != "-C" {
			// -T and -X lists, --index-file, -g snapshots, --add-file.
			switch r := it.Role(); {
			case r&progs.WritePath != 0:
				out = append(out, d.pathRef(*v, Write, "operand"))
			case r&progs.ReadPath != 0 && !(v.Value == "-" && !v.Dynamic):
				out = append(out, d.pathRef(*v, Read, "operand"))
			}
		}
		switch c := it.Canon(); c {
		case "-c", "-x", "-t", "-r", "-u", "-A", "-d":
			mode = c[1]
		case "-f":
			if v := itemValue(args, &w, it); v != nil {
				archive = v
			}
		case "-C":
			if v := itemValue(args, &w, it); v != nil {
				dir = v
			}
		}
	}
	switch mode {
	case 'c', 'r', 'u', 'A':
		if archive != nil && !(archive.Value == "-" && !archive.Dynamic) {
			out = append(out, d.pathRef(*archive, Write, "operand"))
		}
		if dir == nil {
			for _, a := range ops {
				if sp.Name == "bsdtar" && !a.Dynamic && len(a.Value) > 1 && a.Value[0] == '@' {
					// bsdtar -cf new.tar @old.tar copies old.tar's entries.
					a.Value = a.Value[1:]
				}
				out = append(out, d.pathRef(a, Read, "operand"))
			}
		}
	case 'x':
		if archive != nil && !(archive.Value == "-" && !archive.Dynamic) {
			out = append(out, d.pathRef(*archive, Read, "operand"))
		}
		if dir != nil {
			out = append(out, d.pathRef(*dir, Write, "operand"))
		} else {
			out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
		}
	default:
		if archive != nil && !(archive.Value == "-" && !archive.Dynamic) {
			out = append(out, d.pathRef(*archive, Read, "operand"))
		}
	}
	return out
}

// opensslPaths reads openssl's one-dash file options (-in, -out, -passin
// file:…).
func (d *dec) opensslPaths(sp *progs.Program, args []arg) []PathRef {
	var out []PathRef
	parsed := sp.Parse(d.argWords(args))
	w := parsed.Words
	items := parsed.Items
	sub := ""
	for k := range items {
		it := &items[k]
		if it.Kind == progs.Operand {
			if sub == "" {
				sub = it.Name
			} else if reads, _ := progs.OpenSSLReadsOperands(sub); reads {
				out = append(out, d.pathRef(args[it.Word], Read, "operand"))
			}
			continue
		}
		v := itemValue(args, &w, it)
		if v == nil {
			continue
		}
		var acc Access
		switch r := it.Role(); {
		case r&progs.ReadPath != 0:
			acc = Read
		case r&progs.WritePath != 0:
			acc = Write
		case (it.Name == "-passin" || it.Name == "-passout" || it.Name == "-pass") && strings.HasPrefix(v.Value, "file:"):
			a := *v
			a.Value = a.Value[5:]
			out = append(out, d.pathRef(a, Read, "operand"))
			continue
		default:
			continue
		}
		out = append(out, d.pathRef(*v, acc, "operand"))
	}
	return out
}

// backupName is the file sed -i SUFFIX (or perl -i) keeps the old text
// of operand a in: a with the suffix added, or, when the suffix holds a
// "*", the suffix with each "*" replaced by a's base name (in a's
// directory unless the suffix names one).
func backupName(a, suffix arg) arg {
	b := a
	b.Dynamic = a.Dynamic || suffix.Dynamic
	if !strings.Contains(suffix.Value, "*") {
		b.Value = a.Value + suffix.Value
		return b
	}
	dir, base := filepath.Split(a.Value)
	name := strings.ReplaceAll(suffix.Value, "*", base)
	if !strings.Contains(name, "/") {
		name = dir + name
	}
	b.Value = name
	return b
}

// csplitSuffix leaves segment i unresolved when csplit's -b FORMAT could
// make a piece's name end in something the floor's reading of a prefix
// (PathRef.Prefix: a suffix without a slash that starts with a letter or
// a digit) does not cover: csplit names each piece PREFIX followed by
// sprintf(FORMAT, n), so a slash writes into a directory ("%02d/x"), a
// precision can print nothing for 0 ("%.0d": the first piece is PREFIX
// itself), and a sign, a space or other text changes how the suffix
// starts. A format of letters and digits around one integer conversion
// with no precision, sign or space is what the floor reads.
func (d *dec) csplitSuffix(i int, parsed progs.Parsed, rest []arg) {
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind != progs.Opt || it.Canon() != "-b" {
			continue
		}
		v := itemValue(rest, &parsed.Words, it)
		if v == nil {
			continue
		}
		if v.Dynamic || !csplitPlainFormat(v.Value) {
			d.unres(i, "csplit -b "+v.Value+": the names of its pieces are not PREFIX followed by letters and digits")
		}
	}
}

// csplitPlainFormat reports whether format is letters and digits around
// one %d, %i, %o, %u, %x or %X conversion, with at most the flags 0, - and
// # and a width padded with zeros or on the right.
func csplitPlainFormat(format string) bool {
	pct := strings.IndexByte(format, '%')
	if pct < 0 || !alnum(format[:pct]) {
		return false
	}
	j := pct + 1
	for j < len(format) && strings.IndexByte("0-#", format[j]) >= 0 {
		j++
	}
	flags := format[pct+1 : j]
	for j < len(format) && format[j] >= '0' && format[j] <= '9' {
		j++
	}
	if j > pct+1+len(flags) && !strings.ContainsAny(flags, "0-") {
		return false // a width pads with spaces on the left
	}
	if j >= len(format) || strings.IndexByte("diouxX", format[j]) < 0 {
		return false
	}
	return alnum(format[j+1:])
}

func alnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
