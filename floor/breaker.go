package floor

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/shell"
)

// Circuit breakers: commands so destructive that the floor denies them in
// every mode, whatever the rules say. Critical paths follow Claude Code's
// own list: /, a direct child of /, the home directory, and the project
// root and the session's cwd with all their parents.

func (s *segCheck) breakers() *Verdict {
	seg := s.seg
	prog := seg.Program
	if prog == "" || len(seg.Argv) == 0 {
		return nil
	}
	argv := seg.Argv[1:]
	for _, n := range seg.Nesting {
		// :(){ :|:& };: is a function that calls itself; there is no
		// legitimate reason for a tool call to define one.
		if name, ok := strings.CutPrefix(n, "function "); ok && strings.TrimSpace(name) == prog {
			return breaker(seg, "breaker.fork-bomb", "a function that calls itself (a fork bomb)",
				"a self-calling shell function can exhaust the machine's processes", "write the loop explicitly with a bound")
		}
	}
	switch {
	case strings.HasPrefix(prog, "mkfs") || prog == "mke2fs":
		return breaker(seg, "breaker.mkfs", "making a file system",
			"making a file system erases the device it is made on", "ask the user to do it outside the session")
	case prog == "rm" || prog == "rmdir":
		a := s.args.parse(prog, argv)
		recursive := prog == "rm" && a.has("rR", "recursive")
		for _, w := range a.operands {
			if !recursive {
				// Claude Code never pre-approves removing a critical
				// path, recursive or not: no allow, whatever the rules.
				if v := s.critical(w, true, "critical-path", "Removing"); v != nil {
					v.Class = NoAllow
					v.Agent = fmt.Sprintf("Removing %q needs the user's approval: it is /, a top-level directory, the home directory, or the project or working directory or one of their parents, and no rule pre-approves removing it.", v.Given)
					v.Operator = strings.Replace(v.Operator, "floor circuit breaker", "floor", 1) + "; an allow becomes no opinion"
					s.k.hold(v)
				}
				continue
			}
			if v := s.critical(w, true, "breaker.recursive-delete", "Recursively deleting"); v != nil {
				return v
			}
		}
	case prog == "find":
		// An unfiltered find that deletes what it finds empties the tree:
		// -exec rm -f {} \; keeps the directories but removes every file
		// (.git included), which is no less a loss than rm -r.
		starts, expr, del := findArgs(s.args.parse(prog, argv))
		if !del {
			for i, e := range expr {
				if (e == "-exec" || e == "-execdir" || e == "-ok" || e == "-okdir") && i+1 < len(expr) {
					switch path.Base(expr[i+1]) {
					case "rm", "shred", "unlink":
						del = true
					}
				}
			}
		}
		if !del || filtered(expr) {
			return nil
		}
		for _, w := range starts {
			if v := s.critical(w, true, "breaker.recursive-delete", "Deleting everything under"); v != nil {
				return v
			}
		}
	case prog == "mv":
		a := s.args.parse(prog, argv)
		srcs := a.operands
		if len(a.val("t", "target-directory")) == 0 && len(srcs) > 1 {
			srcs = srcs[:len(srcs)-1]
		}
		for _, w := range srcs {
			if v := s.critical(w, true, "breaker.move-critical", "Moving"); v != nil {
				return v
			}
		}
	case prog == "chmod" || prog == "chown" || prog == "chgrp":
		if a := s.args.parse(prog, argv); !a.has("R", "recursive") {
			return nil
		}
		for _, op := range modeOperands(&s.args, prog, argv) {
			if op.access&shell.Write == 0 {
				continue
			}
			if v := s.critical(shell.Word{Value: op.word, Dynamic: op.dynamic}, false, "breaker.recursive-chmod", "Recursively changing the permissions or owner of"); v != nil {
				return v
			}
		}
	}
	return nil
}

// critical returns a breaker verdict when w names a critical path. deep
// adds the project, the cwd and their parents to the root, its children and
// home, and counts a glob directly under a critical directory ("rm -rf
// ~/*") and a glob or trailing slash right after a variable ("$DIR"/*,
// which is /* when DIR is empty).
func (s *segCheck) critical(w shell.Word, deep bool, id, doing string) *Verdict {
	word := w.Value
	if w.Dynamic {
		if afterVar(word) {
			r := Resolution{Given: word}
			return s.breakerVerdict(&r, id, doing, "it starts with a variable followed by a slash or a glob, which reaches / when the variable is empty")
		}
		var static bool
		word, static = staticPart(word)
		if !static || word == "" {
			return nil
		}
	}
	for _, x := range expandBraces(word, 64) {
		cwd := s.cwd
		bases := []string{cwd}
		if cwd == "" && !isAnchored(x) {
			bases = append(append([]string{s.k.cwd}, s.k.project...), s.k.home...)
		}
		for _, b := range bases {
			r := s.rv.resolve(x, b, firstOr(s.k.home))
			glob := strings.ContainsAny(path.Base(r.Lexical), "*?[")
			for _, p := range []string{r.Lexical, r.Resolved} {
				if glob {
					p = path.Dir(p)
				}
				if s.k.isCritical(p, deep) {
					what := "it is /, a top-level directory or the home directory"
					if deep {
						what = "it is /, a top-level directory, the home directory, or the project or working directory or one of their parents"
					}
					if glob {
						what = "it is a glob directly under " + p + ", and " + strings.TrimPrefix(what, "it ")
					}
					return s.breakerVerdict(&r, id, doing, what)
				}
			}
		}
	}
	return nil
}

func (k *compiled) isCritical(p string, deep bool) bool {
	if p == "/" || strings.Count(p, "/") == 1 || slices.Contains(k.home, p) {
		return true
	}
	return deep && k.criticalSet()[p]
}

// afterVar reports whether a word's source text is a variable followed by
// "/", "/*" or "/.*".
func afterVar(w string) bool {
	w = strings.NewReplacer(`"`, "", `'`, "").Replace(w)
	if !strings.HasPrefix(w, "$") || len(w) < 2 {
		return false
	}
	var rest string
	if w[1] == '{' {
		i := strings.IndexByte(w, '}')
		if i < 0 {
			return false
		}
		rest = w[i+1:]
	} else {
		i := 1
		for i < len(w) && (w[i] == '_' || w[i] >= 'a' && w[i] <= 'z' || w[i] >= 'A' && w[i] <= 'Z' || w[i] >= '0' && w[i] <= '9') {
			i++
		}
		if i == 1 {
			return false
		}
		if w[1:i] == "HOME" {
			return false // expanded, judged as a path
		}
		rest = w[i:]
	}
	switch rest {
	case "/", "/*", "/.*", "/**", "/*/", "/.":
		return true
	}
	return false
}

func (s *segCheck) breakerVerdict(r *Resolution, id, doing, what string) *Verdict {
	e := Entry{Pattern: s.seg.Program, ID: id, Source: "builtin"}
	v := newVerdict(r, shell.Write|Tree, e)
	v.Agent = fmt.Sprintf("%s %s is blocked: %s. This is never allowed in any mode and cannot be unlocked from inside this session; remove or change the specific files or directories you mean instead.",
		doing, r.shown(), what)
	v.Operator = fmt.Sprintf("floor circuit breaker %s: %s: path %s: %s", id, quoteText(s.seg), r.operatorPaths(), what)
	return v
}

// breaker is a verdict about the whole command rather than a path.
func breaker(seg *shell.Segment, id, what, why, instead string) *Verdict {
	e := Entry{Pattern: seg.Program, ID: id, Source: "builtin"}
	return &Verdict{
		Entry:    e,
		Access:   shell.Write,
		Agent:    fmt.Sprintf("%s is blocked: %s. This is never allowed in any mode and cannot be unlocked from inside this session; %s.", quoteText(seg), why, instead),
		Operator: fmt.Sprintf("floor circuit breaker %s: %s in %s", id, what, quoteText(seg)),
	}
}

func quoteText(seg *shell.Segment) string {
	if seg.Text != "" {
		return fmt.Sprintf("%q", seg.Text)
	}
	return fmt.Sprintf("%q", strings.Join(seg.Args(), " "))
}

// breakerPath is a circuit breaker about one path (a device).
func breakerPath(r *Resolution, access shell.Access, id, why, instead string) *Verdict {
	e := Entry{Pattern: "/dev/*", ID: id, Source: "builtin"}
	v := newVerdict(r, access, e)
	v.Agent = fmt.Sprintf("%s %s is blocked: %s. This is never allowed in any mode and cannot be unlocked from inside this session; %s.", verb(access), r.shown(), why, instead)
	v.Operator = fmt.Sprintf("floor circuit breaker %s: %s of %s", id, accessWord(access), r.operatorPaths())
	return v
}
