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
)

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
	var rv resolver
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

// resolver memoises Lstat, Readlink and user look-ups for the paths of one
// check, so a command that names the same directories many times pays for
// them once.
type resolver struct {
	kinds map[string]kind
	links map[string]string
	users map[string]string
}

func (rv *resolver) lstat(p string) kind {
	if k, ok := rv.kinds[p]; ok {
		return k
	}
	k := missing
	if fi, err := os.Lstat(p); err == nil {
		switch m := fi.Mode(); {
		case m&os.ModeSymlink != 0:
			k = symlink
		case m.IsDir():
			k = dir
		default:
			k = file
		}
	}
	if rv.kinds == nil {
		rv.kinds = make(map[string]kind)
	}
	rv.kinds[p] = k
	return k
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
	r.Lexical = path.Clean(p)
	if alt != "" {
		r.alt = path.Clean(abs(alt))
	}
	var werr error
	r.Resolved, r.hops, werr = rv.walk(p)
	if werr != nil && r.Err == nil {
		r.Err = werr
	}
	if len(r.hops) > 0 {
		r.Chain = make([]string, len(r.hops))
		for i, h := range r.hops {
			t, _ := rv.readlink(h.link)
			r.Chain[i] = h.link + " -> " + t
		}
	}
	return r
}

// expand does the shell's tilde expansion and the $HOME spellings. alt is
// set when an unknown ~user was kept as written: the same path with the
// session's home in its place.
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
	switch name {
	case "":
		if home == "" {
			return p, "", ErrNoHome
		}
		return home + rest, "", nil
	case "+":
		if path.IsAbs(cwd) {
			return cwd + rest, "", nil
		}
		return p, "", ErrUnknownCwd
	}
	if h := rv.userHome(name); h != "" {
		return h + rest, "", nil
	}
	if home != "" {
		alt = home + rest
	}
	return p, alt, ErrUnknownUser
}

// cutVar reports whether p starts with $NAME or ${NAME} followed by the end
// or a slash, and returns what follows.
func cutVar(p, name string) (string, bool) {
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

// walk resolves an absolute path the way the kernel's path walk does. Below
// a missing component (or a file with more components after it) the path
// is joined as written, which is exactly lexical cleaning, so without
// symlinks the result equals path.Clean(p).
func (rv *resolver) walk(p string) (string, []hop, error) {
	rest := splitPath(p)
	cur := "/"
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
			cur = path.Dir(cur)
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

func join(dir, name string) string {
	if dir == "/" {
		return "/" + name
	}
	return dir + "/" + name
}
