package shell

import (
	"slices"
	"strings"
	"sync"
)

// layout says which operands of a file command are read and which written.
type layout uint8

const (
	allOps   layout = iota // every operand, with fileSpec.acc
	copyOps                // sources read, last operand (or -t DIR) written
	moveOps                // every operand written (the sources disappear)
	linkOps                // target read, link name written
	secondW                // first operand read, second written (uniq, xxd)
	remoteOp               // scp/rsync: local sources read, local destination written
	firstOp                // only the first operand (source FILE args)
	tarOps
	zipOps
	unzipOps
	ddOps
	patchOps
)

// fileSpec describes the operands and file options of a command that
// touches files.
type fileSpec struct {
	val    string   // short options that take a value
	long   []string // long options that take a value
	lay    layout
	acc    Access
	skip   int    // leading operands that are not files (a pattern, a mode)
	pat    string // short options that supply what skip would (grep -e): skip becomes 0
	patL   []string
	attach string // short options whose value is attached only (sed -i.bak)
	// opt maps options whose value is a path to how it is accessed.
	opt map[string]Access
	// write and read are options that turn the operands into writes
	// (sed -i) or back into reads (gzip -c).
	write, read []string
}

var grepSpec = fileSpec{val: "efmABCdD", long: []string{"regexp", "file", "max-count", "after-context", "before-context", "context", "devices", "directories", "include", "exclude", "exclude-from", "exclude-dir", "label", "binary-files", "group-separator"},
	acc: Read, skip: 1, pat: "ef", patL: []string{"regexp", "file"}, opt: map[string]Access{"-f": Read, "--file": Read, "--exclude-from": Read}}

var gzipSpec = fileSpec{val: "S", long: []string{"suffix"}, acc: Write, read: []string{"-c", "--stdout", "-t", "--test", "-l", "--list", "-k", "--keep"}}

// fileSpecs are the file commands whose operands name paths, by program.
// Built on first use: a call that runs no command (Read, Edit) never
// needs it.
var fileSpecs = sync.OnceValue(func() map[string]fileSpec {
	return map[string]fileSpec{
		"cat":     {val: "", acc: Read},
		"tac":     {acc: Read},
		"nl":      {val: "bdfhilnsvw", acc: Read},
		"head":    {val: "nc", long: []string{"lines", "bytes"}, acc: Read},
		"tail":    {val: "ncs", long: []string{"lines", "bytes", "pid", "sleep-interval", "max-unchanged-stats"}, acc: Read},
		"less":    {val: "bhjkpPtTxyz", acc: Read},
		"more":    {val: "n", acc: Read},
		"wc":      {long: []string{"files0-from"}, acc: Read, opt: map[string]Access{"--files0-from": Read}},
		"grep":    grepSpec,
		"egrep":   grepSpec,
		"fgrep":   grepSpec,
		"zgrep":   grepSpec,
		"rg":      {val: "efgtTmABCjMErd", long: []string{"regexp", "file", "glob", "iglob", "type", "type-not", "type-add", "max-count", "after-context", "before-context", "context", "threads", "max-columns", "encoding", "replace", "max-depth", "sort", "sortr", "colors", "pre", "pre-glob", "ignore-file", "path-separator", "max-filesize", "context-separator", "field-match-separator", "engine"}, acc: Read, skip: 1, pat: "ef", patL: []string{"regexp", "file", "files", "type-list"}, opt: map[string]Access{"-f": Read, "--file": Read, "--ignore-file": Read}},
		"ag":      {val: "ABCGgm", long: []string{"after", "before", "context", "file-search-regex", "ignore", "max-count", "depth", "pager"}, acc: Read, skip: 1},
		"sed":     {val: "elfs", long: []string{"expression", "file", "line-length"}, acc: Read, skip: 1, pat: "ef", patL: []string{"expression", "file"}, attach: "i", opt: map[string]Access{"-f": Read, "--file": Read}, write: []string{"-i", "--in-place"}},
		"awk":     {val: "fvFi", long: []string{"file", "assign", "field-separator", "include", "load", "source"}, acc: Read, skip: 1, pat: "f", patL: []string{"file", "source"}, opt: map[string]Access{"-f": Read, "--file": Read}},
		"cp":      {val: "St", long: []string{"suffix", "target-directory"}, lay: copyOps},
		"install": {val: "mogStbC", long: []string{"mode", "owner", "group", "suffix", "target-directory"}, lay: copyOps, write: []string{"-d", "--directory"}},
		"mv":      {val: "St", long: []string{"suffix", "target-directory"}, lay: moveOps},
		"ln":      {val: "St", long: []string{"suffix", "target-directory"}, lay: linkOps},
		"tee":     {acc: Write},
		"touch":   {val: "rdt", long: []string{"reference", "date"}, acc: Write, opt: map[string]Access{"-r": Read, "--reference": Read}},
		"rm":      {acc: Write},
		"rmdir":   {acc: Write},
		"unlink":  {acc: Write},
		"mkdir":   {val: "mZ", long: []string{"mode", "context"}, acc: Write},
		"mkfifo":  {val: "m", long: []string{"mode"}, acc: Write},
		"shred":   {val: "ns", long: []string{"iterations", "size", "random-source"}, acc: Write},
		"truncate": {val: "sr", long: []string{"size", "reference"}, acc: Write,
			opt: map[string]Access{"-r": Read, "--reference": Read}},
		"chmod":    {long: []string{"reference"}, acc: Write, skip: 1, patL: []string{"reference"}},
		"chown":    {long: []string{"reference", "from"}, acc: Write, skip: 1, patL: []string{"reference"}},
		"chgrp":    {long: []string{"reference"}, acc: Write, skip: 1, patL: []string{"reference"}},
		"chattr":   {val: "pv", acc: Write, skip: 1},
		"sudoedit": {val: "ugCDhprtUTR", acc: Write},
		"dd":       {lay: ddOps},
		"tar":      {lay: tarOps},
		"zip":      {val: "bnt", lay: zipOps},
		"unzip":    {val: "dxP", lay: unzipOps},
		"scp":      {val: "cFiJlLoPS", lay: remoteOp},
		"rsync": {val: "eBfTM", long: []string{"rsh", "filter", "exclude", "include", "exclude-from", "include-from", "files-from", "temp-dir", "partial-dir", "log-file", "password-file", "rsync-path", "chmod", "chown", "backup-dir", "compare-dest", "copy-dest", "link-dest", "suffix", "timeout", "bwlimit", "port", "out-format", "max-size", "min-size", "max-delete", "usermap", "groupmap", "info", "debug", "compress-level", "skip-compress", "iconv"},
			lay: remoteOp, opt: map[string]Access{"--exclude-from": Read, "--include-from": Read, "--files-from": Read, "--log-file": Write, "--password-file": Read}},
		"sort": {val: "kotST", long: []string{"key", "field-separator", "output", "buffer-size", "temporary-directory", "parallel", "batch-size", "compress-program", "files0-from", "random-source"}, acc: Read,
			opt: map[string]Access{"-o": Write, "--output": Write, "--files0-from": Read}},
		"uniq":      {val: "fsw", long: []string{"skip-fields", "skip-chars", "check-chars"}, lay: secondW},
		"xxd":       {val: "cglosn", long: []string{"cols", "groupsize", "len", "offset", "seek", "name"}, lay: secondW},
		"diff":      {val: "CUIFLSDWxX", long: []string{"exclude", "exclude-from", "ignore-matching-lines", "label", "starting-file", "from-file", "to-file", "show-function-line", "width", "tabsize", "horizon-lines", "color", "palette"}, acc: Read, opt: map[string]Access{"-X": Read, "--exclude-from": Read, "--from-file": Read, "--to-file": Read}},
		"cmp":       {val: "inI", long: []string{"ignore-initial", "bytes"}, acc: Read},
		"comm":      {long: []string{"output-delimiter"}, acc: Read},
		"stat":      {val: "ct", long: []string{"format", "printf"}, acc: Read},
		"file":      {val: "mfFeP", long: []string{"magic-file", "files-from", "separator", "exclude", "parameter"}, acc: Read, opt: map[string]Access{"-m": Read, "-f": Read, "--magic-file": Read, "--files-from": Read}},
		"od":        {val: "AjNtSw", long: []string{"address-radix", "skip-bytes", "read-bytes", "format", "strings", "width", "endian"}, acc: Read},
		"base64":    {val: "wio", long: []string{"wrap", "input", "output"}, acc: Read, opt: map[string]Access{"-i": Read, "--input": Read, "-o": Write, "--output": Write}},
		"base32":    {val: "w", long: []string{"wrap"}, acc: Read},
		"hexdump":   {val: "efnsC", acc: Read, opt: map[string]Access{"-f": Read}},
		"strings":   {val: "nteTo", acc: Read},
		"md5sum":    {acc: Read},
		"sha1sum":   {acc: Read},
		"sha256sum": {acc: Read},
		"sha512sum": {acc: Read},
		"b2sum":     {acc: Read},
		"cksum":     {val: "al", acc: Read},
		"shasum":    {val: "a", acc: Read},
		"cut":       {val: "bcdf", long: []string{"bytes", "characters", "delimiter", "fields", "output-delimiter"}, acc: Read},
		"paste":     {val: "d", long: []string{"delimiters"}, acc: Read},
		"fold":      {val: "w", long: []string{"width"}, acc: Read},
		"rev":       {acc: Read},
		"jq":        {val: "fL", long: []string{"from-file", "indent", "arg", "argjson", "slurpfile", "rawfile", "args", "jsonargs"}, acc: Read, skip: 1, pat: "f", patL: []string{"from-file"}, opt: map[string]Access{"-f": Read, "--from-file": Read}},
		"ls":        {val: "ITw", long: []string{"ignore", "hide", "format", "sort", "time-style", "tabsize", "width", "block-size", "quoting-style", "indicator-style", "time"}, acc: Read},
		"du":        {val: "BdXt", long: []string{"block-size", "max-depth", "exclude-from", "threshold", "exclude", "time-style", "files0-from"}, acc: Read, opt: map[string]Access{"-X": Read, "--exclude-from": Read}},
		"tree":      {val: "LIPoH", acc: Read, opt: map[string]Access{"-o": Write}},
		"source":    {lay: firstOp, acc: Read},
		".":         {lay: firstOp, acc: Read},
		"patch":     {val: "pFiorBzDVgYd", long: []string{"strip", "fuzz", "input", "output", "reject-file", "prefix", "suffix", "directory", "ifdef", "version-control"}, lay: patchOps, opt: map[string]Access{"-i": Read, "--input": Read, "-o": Write, "--output": Write, "-r": Write, "--reject-file": Write}},
		"gzip":      gzipSpec,
		"gunzip":    gzipSpec,
		"bzip2":     gzipSpec,
		"bunzip2":   gzipSpec,
		"xz":        gzipSpec,
		"unxz":      gzipSpec,
		"lzma":      gzipSpec,
		"zstd":      {val: "o", acc: Read, opt: map[string]Access{"-o": Write}, write: []string{"--rm"}},
		"curl": {val: "oTdFKDcbeHuAXxwmYyzEr", long: []string{"output", "upload-file", "data", "data-binary", "data-raw", "data-urlencode", "data-ascii", "form", "config", "dump-header", "cookie-jar", "cookie", "output-dir", "cert", "key", "cacert", "header", "user", "user-agent", "request", "proxy", "referer", "write-out", "max-time", "connect-timeout", "retry", "range", "url", "json", "resolve"},
			acc: 0, opt: map[string]Access{"-o": Write, "--output": Write, "-T": Read, "--upload-file": Read, "-K": Read, "--config": Read, "-D": Write, "--dump-header": Write, "-c": Write, "--cookie-jar": Write, "--output-dir": Write, "--cert": Read, "--key": Read}},
		"wget": {val: "OoaiPeUtTwQdlAR", long: []string{"output-document", "output-file", "append-output", "input-file", "post-file", "body-file", "directory-prefix", "post-data", "header", "user-agent", "tries", "timeout", "wait", "level", "accept", "reject", "user", "password", "execute"},
			acc: 0, opt: map[string]Access{"-O": Write, "--output-document": Write, "-o": Write, "--output-file": Write, "-a": Write, "--append-output": Write, "-i": Read, "--input-file": Read, "--post-file": Read, "--body-file": Read, "-P": Write, "--directory-prefix": Write}},
		"openssl": {lay: allOps},
	}
})

// opt is one option of a command line with its value, if it took one.
type opt struct {
	name string
	val  *arg
}

// splitArgs separates options from operands the way GNU getopt does:
// options may follow operands, "--" ends them, "-" is an operand.
func splitArgs(args []arg, sp *fileSpec) (ops []arg, opts []opt) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		v := a.Value
		if a.Dynamic || len(v) < 2 || v[0] != '-' {
			ops = append(ops, a)
			continue
		}
		if v == "--" {
			ops = append(ops, args[i+1:]...)
			break
		}
		if strings.HasPrefix(v, "--") {
			name, val, has := strings.Cut(v, "=")
			o := opt{name: name}
			if has {
				va := a
				va.Value = val
				o.val = &va
			} else if slices.Contains(sp.long, name[2:]) && i+1 < len(args) {
				i++
				o.val = &args[i]
			}
			opts = append(opts, o)
			continue
		}
		for j := 1; j < len(v); j++ {
			ch := v[j]
			name := "-" + string(ch)
			if strings.IndexByte(sp.attach, ch) >= 0 {
				o := opt{name: name}
				if j+1 < len(v) {
					va := a
					va.Value = v[j+1:]
					o.val = &va
				}
				opts = append(opts, o)
				break
			}
			if strings.IndexByte(sp.val, ch) >= 0 {
				o := opt{name: name}
				if j+1 < len(v) {
					va := a
					va.Value = v[j+1:]
					o.val = &va
				} else if i+1 < len(args) {
					i++
					o.val = &args[i]
				}
				opts = append(opts, o)
				break
			}
			opts = append(opts, opt{name: name})
		}
	}
	return ops, opts
}

// filePaths returns the paths a known file command reads and writes.
func (d *dec) filePaths(name string, args []arg) []PathRef {
	switch name {
	case "gawk", "mawk", "nawk":
		name = "awk"
	}
	sp, ok := fileSpecs()[name]
	if !ok {
		return nil
	}
	switch sp.lay {
	case ddOps:
		return d.ddPaths(args[1:])
	case tarOps:
		return d.tarPaths(args[1:])
	}
	if name == "openssl" {
		return d.opensslPaths(args[1:])
	}
	if name == "chmod" {
		args = chmodModes(args)
	}
	ops, opts := splitArgs(args[1:], &sp)
	var out []PathRef
	add := func(a arg, acc Access) {
		if !a.Dynamic && (a.Value == "-" || specialDev(a.Value)) {
			return
		}
		out = append(out, d.pathRef(a, acc, "operand"))
	}
	skip := sp.skip
	acc := sp.acc
	var target *arg
	for _, o := range opts {
		if strings.IndexByte(sp.pat, o.name[len(o.name)-1]) >= 0 && len(o.name) == 2 || slices.Contains(sp.patL, strings.TrimPrefix(o.name, "--")) {
			skip = 0
		}
		if slices.Contains(sp.write, o.name) {
			acc |= Write
			if sp.lay == copyOps {
				sp.lay, acc = allOps, Write
			}
		}
		if slices.Contains(sp.read, o.name) {
			acc = Read
		}
		if o.name == "-t" || o.name == "--target-directory" {
			target = o.val
		}
		if name == "awk" && o.name == "-i" && o.val != nil && o.val.Value == "inplace" {
			acc |= Write
		}
		if o.val != nil {
			if a, ok := sp.opt[o.name]; ok {
				if name == "curl" && a == Read && (o.name == "-c") {
					continue
				}
				add(*o.val, a)
			}
			if name == "curl" {
				d.curlData(o, &out)
			}
		}
	}
	if skip > len(ops) {
		skip = len(ops)
	}
	ops = ops[skip:]
	if name == "awk" {
		// var=value operands are assignments, not files.
		kept := ops[:0:0]
		for _, a := range ops {
			if a.Dynamic || !isAssignWord(a.Value) {
				kept = append(kept, a)
			}
		}
		ops = kept
	}
	switch sp.lay {
	case allOps:
		if acc != 0 {
			for _, a := range ops {
				add(a, acc)
			}
		}
	case firstOp:
		if len(ops) > 0 {
			add(ops[0], acc)
		}
	case copyOps, moveOps, linkOps:
		src := Read
		if sp.lay == moveOps {
			src = Write
		}
		if target != nil {
			add(*target, Write)
			for _, a := range ops {
				add(a, src)
			}
			break
		}
		if len(ops) == 1 && sp.lay == linkOps {
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
	case secondW:
		for i, a := range ops {
			if i == 1 {
				add(a, Write)
			} else if i == 0 {
				add(a, Read)
			}
		}
	case remoteOp:
		// rsync -n/--dry-run only lists what it would transfer.
		dry := name == "rsync" && slices.ContainsFunc(opts, func(o opt) bool { return o.name == "-n" || o.name == "--dry-run" })
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
	case zipOps:
		for i, a := range ops {
			if i == 0 {
				add(a, Write)
			} else {
				add(a, Read)
			}
		}
	case unzipOps:
		if len(ops) > 0 {
			add(ops[0], Read)
		}
		dest := false
		for _, o := range opts {
			if o.name == "-d" && o.val != nil {
				add(*o.val, Write)
				dest = true
			}
		}
		if !dest && len(ops) > 0 {
			out = append(out, PathRef{Path: ".", Access: Write, Via: "operand"})
		}
	case patchOps:
		if len(ops) > 0 {
			add(ops[0], Read|Write)
		}
		if len(ops) > 1 {
			add(ops[1], Read)
		}
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
func (d *dec) curlData(o opt, out *[]PathRef) {
	v := o.val
	switch o.name {
	case "-d", "--data", "--data-binary", "--data-ascii", "--data-urlencode", "--json":
		s := v.Value
		if o.name == "--data-urlencode" {
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

// chmodModes drops the mode operand spelled like an option (chmod -w f),
// which getopt-style splitting would otherwise swallow.
func chmodModes(args []arg) []arg {
	out := make([]arg, 0, len(args))
	for i, a := range args {
		if i > 0 && !a.Dynamic && len(a.Value) > 1 && a.Value[0] == '-' && strings.Trim(a.Value[1:], "rwxXstugoa,+=-01234567") == "" && strings.ContainsAny(a.Value[1:], "rwxXst") {
			a.Value = "+" + a.Value[1:] // keep it as the mode operand
		}
		out = append(out, a)
	}
	return out
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
func (d *dec) tarPaths(args []arg) []PathRef {
	mode := byte(0)
	var archive *arg
	var dir *arg
	var ops []arg
	setMode := func(ch byte) {
		switch ch {
		case 'c', 'x', 't', 'r', 'u', 'A', 'd':
			mode = ch
		}
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		v := a.Value
		if a.Dynamic {
			ops = append(ops, a)
			continue
		}
		if i == 0 && len(v) > 0 && v[0] != '-' && strings.Trim(v, "cxtrudAzjJvfpPkOSWC") == "" {
			v = "-" + v
			// old style: each value letter takes the next word
			for j := 1; j < len(v); j++ {
				setMode(v[j])
				if (v[j] == 'f' || v[j] == 'C') && i+1 < len(args) {
					i++
					if v[j] == 'f' {
						archive = &args[i]
					} else {
						dir = &args[i]
					}
				}
			}
			continue
		}
		switch {
		case v == "--":
			ops = append(ops, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(v, "--"):
			name, val, has := strings.Cut(v[2:], "=")
			switch name {
			case "create":
				mode = 'c'
			case "extract", "get":
				mode = 'x'
			case "list":
				mode = 't'
			case "append":
				mode = 'r'
			case "update":
				mode = 'u'
			case "file", "directory":
				va := a
				if has {
					va.Value = val
				} else if i+1 < len(args) {
					i++
					va = args[i]
				}
				if name == "file" {
					archive = &va
				} else {
					dir = &va
				}
			case "exclude", "exclude-from", "files-from", "transform", "owner", "group", "mode", "use-compress-program", "strip-components", "newer", "after-date":
				if !has {
					i++
				}
			}
		case len(v) > 1 && v[0] == '-':
			for j := 1; j < len(v); j++ {
				setMode(v[j])
				if strings.IndexByte("fCTXbHIgKLNV", v[j]) >= 0 {
					va := a
					if j+1 < len(v) {
						va.Value = v[j+1:]
					} else if i+1 < len(args) {
						i++
						va = args[i]
					}
					if v[j] == 'f' {
						archive = &va
					} else if v[j] == 'C' {
						dir = &va
					}
					break
				}
			}
		default:
			ops = append(ops, a)
		}
	}
	var out []PathRef
	switch mode {
	case 'c', 'r', 'u', 'A':
		if archive != nil && !(archive.Value == "-" && !archive.Dynamic) {
			out = append(out, d.pathRef(*archive, Write, "operand"))
		}
		if dir == nil {
			for _, a := range ops {
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

func (d *dec) opensslPaths(args []arg) []PathRef {
	var out []PathRef
	for i := 0; i+1 < len(args); i++ {
		if args[i].Dynamic {
			continue
		}
		var acc Access
		switch args[i].Value {
		case "-in", "-key", "-inkey", "-cert", "-CAfile", "-signkey", "-kfile", "-passin", "-certfile", "-config":
			acc = Read
		case "-out", "-keyout":
			acc = Write
		default:
			continue
		}
		a := args[i+1]
		i++
		if args[i-1].Value == "-passin" {
			if !strings.HasPrefix(a.Value, "file:") {
				continue
			}
			a.Value = a.Value[5:]
		}
		out = append(out, d.pathRef(a, acc, "operand"))
	}
	return out
}
