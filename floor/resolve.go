package floor

import (
	"errors"
	"os"
	"os/user"
	"path"
	"strings"
)

// maxLinks is how many symbolic links one resolution follows before it
// gives up, as Linux does (MAXSYMLINKS).
const maxLinks = 40

// Errors a Resolution can carry. None of them stops a check: the floor
// treats the path conservatively instead.
var (
	// ErrTooManyLinks is a symlink loop or a chain longer than the kernel
	// would follow; every link and target seen on the way is checked.
	ErrTooManyLinks = errors.New("too many levels of symbolic links")
	// ErrUnknownCwd is a relative path with no known working directory.
	ErrUnknownCwd = errors.New("working directory unknown")
	// ErrUnknownUser is a ~user whose home directory cannot be found; the
	// word is kept as written, as bash keeps it.
	ErrUnknownUser = errors.New("unknown user in ~user")
	// ErrNoHome is a ~ or $HOME with no home directory to expand it to.
	ErrNoHome = errors.New("home directory unknown")
	// ErrDirStack is a tilde form that names an entry of bash's directory
	// stack or $OLDPWD (~-, ~N, ~+N, ~-N other than the current
	// directory), which the command line does not determine.
	ErrDirStack = errors.New("directory stack or OLDPWD in a tilde form")
	// ErrDescriptor is a path that goes through an open file descriptor
	// (/dev/fd/3/x, /dev/stdin/..): what it reaches depends on what the
	// shell has open, which the floor cannot see.
	ErrDescriptor = errors.New("path through an open file descriptor")
)

// Unresolved reports whether err means the path is not known statically,
// so that the floor cannot judge it exactly.
func Unresolved(err error) bool {
	return err == ErrUnknownUser || err == ErrDirStack || err == ErrDescriptor
}

// Resolution is one path canonicalised the way the kernel would see it.
type Resolution struct {
	// Given is the path exactly as it was written.
	Given string
	// Lexical is Given made absolute against the working directory, with
	// ~, ~user, $HOME and ${HOME} expanded and the result cleaned
	// lexically: always absolute and clean, symlinks not followed.
	Lexical string
	// Resolved is the path the kernel would reach: resolved component by
	// component, symlinks first, so link/.. is the parent of the link's
	// target. Through the longest existing prefix; the rest as written.
	// It differs from Lexical only when Chain is non-empty.
	Resolved string
	// Chain is every symbolic link followed, in order, as "link -> target"
	// with the target as stored in the link.
	Chain []string
	// Err says why the resolution is not to be trusted on its own; the
	// floor then checks every path seen on the way.
	Err error

	// hops are the links followed, for the conservative checks.
	hops []hop
	// alt is Lexical with an unknown ~user read as the session's own home,
	// so that an unknown user is judged as if it were the session's user.
	alt string
	// tildeRest is what follows a tilde prefix that could not be
	// expanded ("/.ssh/id_rsa" of "~-/.ssh/id_rsa"), judged against every
	// likely base.
	tildeRest string
	// via is set when the walk went through the shell's own process
	// (/proc/self, /dev/fd): "descriptor" for a path through an open
	// descriptor, "proc" for a file of the process itself.
	via string
	// descriptor is set for an exact /dev/fd/N, /proc/self/fd/N or
	// /dev/stdin: the shell's own open file, not a path of the tree.
	descriptor bool
}

// hop is one symbolic link followed during a resolution.
type hop struct {
	link   string // absolute path of the link
	target string // absolute, cleaned target (resolved against the link's directory)
}

// Resolve canonicalises given against cwd and home: see Resolution. It
// never panics and does a bounded amount of work: at most one Lstat per
// component and maxLinks links. An empty or relative cwd is unknown: the
// path is made absolute against "/" and Err is ErrUnknownCwd.
func Resolve(given, cwd, home string) Resolution {
	rv := resolver{nodes: make(map[string]node)}
	return rv.resolve(given, cwd, home)
}

// Resolve is the package's Resolve through the Config's memo of Lstat
// and Readlink, which lives as long as the Config (one call): the paths
// of a call and the floor's own checks then cost one look per directory.
func (c *Config) Resolve(given, cwd, home string) Resolution {
	k := c.compiled()
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.rv.resolve(given, cwd, home)
}

// kind is what an Lstat found.
type kind uint8

const (
	missing kind = iota
	dir
	file
	symlink
)

// node is what one Lstat found: the kind of file and, where the platform
// has them, its identity (device and inode) and link count. The count is
// 32 bits, as the kernel keeps it (Linux's nlink is an unsigned int; a
// larger count is kept as the largest), so that a node is 24 bytes, not
// 32: the memo's map of a call is a page smaller.
type node struct {
	id    ident
	nlink uint32
	kind  kind
}

// ident is a file's identity: two paths with the same ident are one file,
// however they are spelled (hard links, bind mounts, a case-insensitive
// file system). The zero ident is unknown.
type ident struct{ dev, ino uint64 }

// resolver memoises Lstat, Readlink and user look-ups for the paths of one
// check, so a command that names the same directories many times pays for
// them once.
type resolver struct {
	nodes map[string]node
	links map[string]string
	users map[string]string
	// reference turns the fast paths off: every walk goes component by
	// component. The tests compare the two.
	reference bool
	// real are directories the walk reaches without a link, set by the
	// floor (see compiled.real): a walk of a path below one starts there.
	real []string
	// lastDir is the last directory dirGone was asked about, lastGone
	// its answer.
	lastDir  string
	lastGone bool
}

func (rv *resolver) lstat(p string) kind { return rv.node(p).kind }

// node is the memoised Lstat of p. The identity comes from the same
// system call, so comparing files by identity costs no extra look.
func (rv *resolver) node(p string) node {
	if n, ok := rv.nodes[p]; ok {
		return n
	}
	var n node
	if !rv.underNothing(p) {
		n = lstatNode(p)
	}
	if rv.nodes == nil {
		rv.nodes = make(map[string]node, nodesHint)
	}
	rv.nodes[p] = n
	return n
}

// nodesHint sizes the memo of a Config's resolver: a hook call looks at
// 70 paths for a 20-part command and 33 for ls -la, and a map made for 64
// holds 112 before it grows, in half the fresh memory of one made for 128
// (a page fault each 4 KiB). The package's Resolve, one path, starts at
// the map's smallest.
const nodesHint = 64

// underNothing reports whether the memo already says that nothing can be
// at p: the nearest directory above p that the memo has (p's parent, or
// further up when the parent was never looked at) was found missing (the
// look failed), or a file. The kernel's walk of p goes through that path
// as a directory, so Lstat of p fails as well (ENOENT, ENOTDIR, or the
// error the first look met); the memo takes the file system as it stood
// at the first look, so p is missing, without a system call for each name
// a command gives in a directory that is not there, at any depth below
// it. One view of the file system for the whole call is sound: the tool
// runs after the hook in any case, so what the hook sees can change
// before the tool looks; what matters is that every check of the call
// sees the same files. Whatever follows the directory in p ("..", ".",
// an empty component) is walked after it, so it does not matter: the
// kernel reaches no component of p past one it cannot look up as a
// directory (x/.. of a missing x fails; it is not x's parent).
func (rv *resolver) underNothing(p string) bool {
	if rv.reference {
		return false
	}
	for i := strings.LastIndexByte(p, '/'); i > 0; i = strings.LastIndexByte(p[:i], '/') {
		if d, ok := rv.nodes[p[:i]]; ok {
			return d.kind == missing || d.kind == file
		}
	}
	return false
}

// childKnown is what node gives for the path join(dir, name) when dir
// is clean, not "/", and in the memo as missing or a file, so that
// nothing is below it (see underNothing, dirGone): the memo's own node
// of the path, else missing; ok is false for any other dir. name is one
// component other than "." and "..". The path is built on the stack,
// and nothing is added to the memo: a later node of it finds dir there
// as now.
func (rv *resolver) childKnown(dir, name string) (n node, ok bool) {
	var buf [256]byte
	if rv.reference || len(dir)+1+len(name) > len(buf) || !rv.dirGone(dir) {
		return node{}, false
	}
	b := append(append(append(buf[:0], dir...), '/'), name...)
	if n, ok := rv.nodes[string(b)]; ok {
		return n, true
	}
	return node{}, true
}

// dirGone reports whether dir is clean, not "/", and in the memo as
// missing or a file. The answer for the last dir asked about is kept: a
// segment's words are under its working directory, the same for most
// segments of a command. A memo entry never changes, so a yes stays
// true; a no kept while dir is added to the memo later only leaves a
// look at the disk that the memo could have spared.
func (rv *resolver) dirGone(dir string) bool {
	if dir != rv.lastDir {
		n, ok := rv.nodes[dir]
		rv.lastDir = dir
		rv.lastGone = ok && (n.kind == missing || n.kind == file) && dir != "/" && isClean(dir)
	}
	return rv.lastGone
}

func (rv *resolver) readlink(p string) (string, bool) {
	if t, ok := rv.links[p]; ok {
		return t, t != ""
	}
	t, err := os.Readlink(p)
	if err != nil {
		t = ""
	}
	if rv.links == nil {
		rv.links = make(map[string]string)
	}
	rv.links[p] = t
	return t, t != ""
}

// userHome is the home directory of a named user, "" when unknown.
func (rv *resolver) userHome(name string) string {
	if h, ok := rv.users[name]; ok {
		return h
	}
	h := ""
	if u, err := user.Lookup(name); err == nil && path.IsAbs(u.HomeDir) {
		h = u.HomeDir
	}
	if rv.users == nil {
		rv.users = make(map[string]string)
	}
	rv.users[name] = h
	return h
}

func (rv *resolver) resolve(given, cwd, home string) Resolution {
	r := Resolution{Given: given}
	p, alt, err := rv.expand(given, cwd, home)
	r.Err = err
	if !path.IsAbs(cwd) {
		cwd = ""
	}
	abs := func(p string) string {
		if path.IsAbs(p) {
			return p
		}
		if cwd == "" {
			if r.Err == nil {
				r.Err = ErrUnknownCwd
			}
			return "/" + p
		}
		return cwd + "/" + p
	}
	p = abs(p)
	r.Lexical = cleanAbs(p)
	if alt != "" && err != ErrDirStack && err != ErrUnknownUser {
		r.alt = cleanAbs(abs(alt))
	}
	var werr error
	w := walker{rv: rv, cwd: cwd}
	// p is absolute: cleanAbs gives p itself exactly when it is clean.
	r.Resolved, r.hops, werr = w.walk(p, r.Lexical == p)
	r.via, r.descriptor = w.via, w.descriptor
	if werr != nil && (r.Err == nil || werr == ErrDescriptor) {
		r.Err = werr
	}
	if err == ErrDirStack || err == ErrUnknownUser {
		r.tildeRest = alt
		r.alt = ""
		if err == ErrUnknownUser && home != "" {
			r.alt = path.Clean(home + alt)
		}
	}
	if len(r.hops) > 0 {
		r.Chain = make([]string, len(r.hops))
		for i, h := range r.hops {
			t := h.target
			if !strings.HasPrefix(h.link, "/proc/") {
				t, _ = rv.readlink(h.link)
			}
			r.Chain[i] = h.link + " -> " + t
		}
	}
	return r
}

// expand does the shell's tilde expansion and the $HOME spellings, the way
// bash does (bash(1), "Tilde Expansion"): the tilde prefix runs to the
// first slash; "~" is the home directory, "~+" and "~0"/"~+0" the working
// directory, "~user" that user's home. A prefix bash would replace by
// $OLDPWD or a directory stack entry (~-, ~N, ~+N, ~-N), or by the home of
// a user the floor cannot find, is kept as written, the way bash keeps an
// unknown one, and err says so: alt is then the part after the prefix, to
// be judged against every likely base.
func (rv *resolver) expand(given, cwd, home string) (p, alt string, err error) {
	p = given
	if rest, ok := cutVar(p, "HOME"); ok {
		if home == "" {
			return p, "", ErrNoHome
		}
		return home + rest, "", nil
	}
	if !strings.HasPrefix(p, "~") {
		return p, "", nil
	}
	name, rest, _ := strings.Cut(p[1:], "/")
	if rest != "" || strings.Contains(p, "/") {
		rest = "/" + rest
	}
	switch tildeKind(name) {
	case tildeHome:
		if home == "" {
			return p, "", ErrNoHome
		}
		return home + rest, "", nil
	case tildeCwd:
		if path.IsAbs(cwd) {
			return cwd + rest, "", nil
		}
		return p, rest, ErrDirStack
	case tildeStack:
		return p, rest, ErrDirStack
	}
	if h := rv.userHome(name); h != "" {
		// Another user's ~/.ssh is a credential too: the path is also
		// judged as if it were the session's own home.
		if home != "" && h != home {
			alt = home + rest
		}
		return h + rest, alt, nil
	}
	return p, rest, ErrUnknownUser
}

type tildeForm uint8

const (
	tildeUser  tildeForm = iota
	tildeHome            // ~
	tildeCwd             // ~+, ~0, ~+0
	tildeStack           // ~-, ~N, ~+N, ~-N with N > 0, ~-0
)

// tildeKind classifies the text of a tilde prefix after the tilde.
func tildeKind(name string) tildeForm {
	switch name {
	case "":
		return tildeHome
	case "+":
		return tildeCwd
	case "-":
		return tildeStack
	}
	digits := name
	sign := byte(0)
	if name[0] == '+' || name[0] == '-' {
		sign, digits = name[0], name[1:]
	}
	if digits == "" {
		return tildeUser
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return tildeUser
		}
	}
	if sign != '-' && strings.Trim(digits, "0") == "" {
		return tildeCwd // the top of the stack is the working directory
	}
	return tildeStack
}

// cutVar reports whether p starts with $NAME or ${NAME} followed by the end
// or a slash, and returns what follows.
func cutVar(p, name string) (string, bool) {
	if p == "" || p[0] != '$' {
		return "", false // what most words are, told without the prefixes built
	}
	var rest string
	switch {
	case strings.HasPrefix(p, "${"+name+"}"):
		rest = p[len(name)+3:]
	case strings.HasPrefix(p, "$"+name):
		rest = p[len(name)+1:]
	default:
		return "", false
	}
	if rest != "" && rest[0] != '/' {
		return "", false
	}
	return rest, true
}

// walker is one walk; cwd is the shell's working directory, which is
// what /proc/self/cwd names for the shell (not for pregate).
type walker struct {
	rv         *resolver
	cwd        string
	via        string
	descriptor bool
}

// walk resolves an absolute path the way the kernel's path walk does. Below
// a missing component (or a file with more components after it) the path
// is joined as written, which is exactly lexical cleaning, so without
// symlinks the result equals path.Clean(p).
//
// /proc/self and /proc/thread-self name the process that opens the path:
// the shell running the command, not pregate. The walk models them for the
// shell: cwd is the working directory, root is /, fd/N is an open
// descriptor (the end of the walk when it is the last component, and
// ErrDescriptor when more follows, since what fd N is cannot be seen), and
// any other file of the process is kept as written (/proc/self/environ).
// clean is isClean(p), which resolve knows from cleaning p.
func (wk *walker) walk(p string, clean bool) (string, []hop, error) {
	if !wk.rv.reference && plainPath(wk.rv, p, clean) {
		return p, nil, nil
	}
	return wk.walkFrom("/", splitPath(p))
}

// plainPath reports whether the walk of the absolute path p ends in p
// itself with no link followed and nothing to report: p is clean, not
// under /proc (which walkFrom models for the shell), and every directory
// the walk would look at before it ends (at a missing file, or a file
// with components below it) is a directory reached without a symlink.
// It looks at each prefix through the resolver's memo, as walkFrom does,
// without building the components and joined prefixes walkFrom builds.
// clean is isClean(p), which the caller knows.
func plainPath(rv *resolver, p string, clean bool) bool {
	if !clean || p == "/proc" || strings.HasPrefix(p, "/proc/") {
		return false
	}
	// Below a real directory of the session (see compiled.real) the walk
	// meets only directories and no link up to it.
	start := 0
	for _, d := range rv.real {
		if p == d {
			return true
		}
		if len(d) > start && below(p, d) {
			start = len(d)
		}
	}
	for i := start; i < len(p); {
		end := len(p)
		if j := strings.IndexByte(p[i+1:], '/'); j >= 0 {
			end = i + 1 + j
		}
		switch rv.lstat(p[:end]) {
		case missing, file:
			return true // the end, or nothing below it exists (ENOTDIR)
		case symlink:
			return false
		}
		i = end
	}
	return true
}

// walkFrom is walk with the components rest, from the directory cur. A
// walk of cur's own components ends in cur with nothing missing and no
// link followed when cur is a real directory (see compiled.realDirs), so
// from such a directory walkFrom gives what walking the whole path does.
func (wk *walker) walkFrom(cur string, rest []string) (string, []hop, error) {
	rv := wk.rv
	// gone counts the components below the last one that exists. A later
	// ".." climbs back out of them, and from there the walk looks at the
	// disk again: an earlier part of the same command may create the
	// missing directories, and the rest of the path must not escape the
	// checks because of it.
	gone := 0
	var hops []hop
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		if c == ".." {
			cur = parent(cur)
			if gone > 0 {
				gone--
			}
			continue
		}
		next := join(cur, c)
		if gone > 0 {
			cur = next
			gone++
			continue
		}
		if cur == "/proc" && (c == "self" || c == "thread-self") {
			if c == "thread-self" {
				hops = append(hops, hop{link: "/proc/thread-self", target: "/proc/self"})
			}
			cur = "/proc/self"
			continue
		}
		if cur == "/proc/self" {
			if wk.via == "" {
				wk.via = "proc"
			}
			switch c {
			case "cwd":
				if wk.cwd == "" {
					return path.Clean(join(next, strings.Join(rest, "/"))), hops, ErrUnknownCwd
				}
				hops = append(hops, hop{link: "/proc/self/cwd", target: wk.cwd})
				cur = "/"
				rest = append(splitPath(wk.cwd), rest...)
				continue
			case "root":
				hops = append(hops, hop{link: "/proc/self/root", target: "/"})
				cur = "/"
				continue
			case "task":
				// task/TID is the process again (its one thread).
				if len(rest) > 0 && rest[0] != ".." {
					hops = append(hops, hop{link: "/proc/self/task/" + rest[0], target: "/proc/self"})
					rest = rest[1:]
					continue
				}
				cur = next
				gone = 1
				continue
			case "fd":
				if len(rest) == 0 {
					cur = next
					continue
				}
				if rest[0] == ".." {
					rest = rest[1:]
					continue
				}
				n := rest[0]
				rest = rest[1:]
				wk.via = "descriptor"
				if len(rest) == 0 && isDigits(n) {
					wk.descriptor = true
					return join(next, n), hops, nil
				}
				return path.Clean(join(join(next, n), strings.Join(rest, "/"))), hops, ErrDescriptor
			}
			// Any other file of the process is judged as written.
			cur = next
			gone = 1
			continue
		}
		switch rv.lstat(next) {
		case missing:
			gone = 1
		case file:
			if len(rest) > 0 {
				gone = 1 // ENOTDIR: nothing below it exists
			}
		case symlink:
			target, ok := rv.readlink(next)
			if !ok {
				gone = 1
				break
			}
			if len(hops) >= maxLinks {
				// A loop or an absurd chain: stop following and keep
				// the rest as written; the caller checks every hop.
				return path.Clean(join(next, strings.Join(rest, "/"))), hops, ErrTooManyLinks
			}
			abs := target
			if !path.IsAbs(abs) {
				abs = join(cur, target)
			}
			hops = append(hops, hop{link: next, target: path.Clean(abs)})
			if path.IsAbs(target) {
				cur = "/"
			}
			rest = append(splitPath(target), rest...)
			continue
		}
		cur = next
	}
	return cur, hops, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// splitPath is the path's components without empty ones and without ".".
func splitPath(p string) []string {
	out := make([]string, 0, strings.Count(p, "/")+1)
	for c := range strings.SplitSeq(p, "/") {
		if c != "" && c != "." {
			out = append(out, c)
		}
	}
	return out
}

// cleanAbs is path.Clean of the absolute path p, without the work when p
// is clean already (the usual case).
func cleanAbs(p string) string {
	if isClean(p) {
		return p
	}
	return path.Clean(p)
}

// parent is path.Dir of the absolute path p, without cleaning it again
// when it is clean already.
func parent(p string) string {
	if !isClean(p) {
		return path.Dir(p)
	}
	return cleanParent(p)
}

// cleanParent is path.Dir of the absolute, clean path p.
func cleanParent(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return "/"
	}
	return p[:i]
}

// upFrom is parent(p) and whether it is absolute and clean, which
// clean says of p: the parent of an absolute path is clean (parent
// cleans what is not), so a walk up from p looks at its spelling once,
// and at the last slash of each path above it.
func upFrom(p string, clean bool) (string, bool) {
	if !clean {
		d := parent(p)
		return d, path.IsAbs(d)
	}
	return cleanParent(p), true
}

func join(dir, name string) string {
	if dir == "/" {
		return "/" + name
	}
	return dir + "/" + name
}
