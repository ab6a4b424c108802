package claude

import (
	"path"
	"strings"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
)

// BadPath reports whether p is a Read or Edit rule whose path is not a
// valid glob.
func (p *Pattern) BadPath() bool {
	if p.Kind != patternPath {
		return false
	}
	c := p.c()
	return c == nil || c.path.invalid
}

// PathSet returns what a Read or Edit allow rule approves, as an absolute
// path: the one path of a rule without wildcards (tree false), or a
// directory every match lies under (tree true: the literal directories
// before the first wildcard, or the directory of "dir/"). ok is false for
// any other rule.
func (p *Pattern) PathSet(env act.Env) (target string, tree, ok bool) {
	if p.Kind != patternPath {
		return "", false, false
	}
	c := p.c()
	if c == nil || c.path.invalid {
		return "", false, false
	}
	dir := c.path.anchorDir(env)
	if dir == "" {
		return "", false, false
	}
	pat := c.path.pat
	if i := strings.IndexAny(pat, "*?[{\\"); i >= 0 {
		pat, tree = pat[:strings.LastIndexByte(pat[:i], '/')+1], true
	}
	return path.Join(dir, pat), tree || c.path.dirOnly, true
}

// ExactSegment returns the one command a Bash allow rule without wildcards
// approves, decomposed in env.Cwd; ok is false for any other rule.
func (p *Pattern) ExactSegment(env act.Env) (*shell.Segment, bool) {
	if p.Kind != patternBash || p.Tool != "Bash" {
		return nil, false
	}
	in := memoInstances(p, env, func() instances { return bashInstances(p, env) })
	if !in.exact || len(in.acts) != 1 {
		return nil, false
	}
	return in.acts[0].Segment, true
}
