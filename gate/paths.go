package gate

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
	"github.com/pregate/pregate/uri"
)

// maxInputPaths caps the paths one tool input may name. More than that is
// not a tool call anyone needs, and judging each costs file system calls.
const maxInputPaths = 256

// inputPath is a string of a tool input that names a path.
type inputPath struct {
	Field string // JSON pointer of the field, "/path", "/edits/0/file_path"
	Path  string // the path, a file:// URI already turned into its path
}

// inputPaths lists the paths a tool input names: strings under a key whose
// name says path (path, file_path, paths[], directory, cwd, …), file://
// URIs anywhere, and — when byValue — any string that reads as an absolute,
// home or dot-relative path. skip names top-level fields the caller judges
// itself. The order is stable (keys sorted), so verdicts are repeatable.
func inputPaths(input map[string]any, byValue bool, skip ...string) ([]inputPath, error) {
	var out []inputPath
	var walk func(v any, ptr string, named bool, depth int) error
	walk = func(v any, ptr string, named bool, depth int) error {
		if depth > 16 {
			return fmt.Errorf("%w: tool input nested too deeply to find its paths", errMalformed)
		}
		switch v := v.(type) {
		case string:
			ps, _ := pathOf(v, named, byValue)
			for _, p := range ps {
				if len(out) == maxInputPaths {
					return fmt.Errorf("%w: tool input names more than %d paths", errMalformed, maxInputPaths)
				}
				out = append(out, inputPath{Field: ptr, Path: p})
			}
		case []any:
			for i, x := range v {
				if err := walk(x, fmt.Sprintf("%s/%d", ptr, i), named, depth+1); err != nil {
					return err
				}
			}
		case map[string]any:
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if depth == 0 && slices.Contains(skip, k) {
					continue
				}
				if err := walk(v[k], ptr+"/"+k, namesPath(k), depth+1); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return out, walk(input, "", false, 0)
}

// namesPath reports whether a field name says it holds a path: path,
// file_path, filePath, paths, notebook_path, directory, dir, cwd, root,
// folder, file, filename, and names ending in one of those
// (source_path, output_file, target_dir).
func namesPath(k string) bool {
	n := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))
	switch n {
	case "cwd", "root", "workdir", "workingdirectory", "uri", "uris",
		// The filesystem server's move_file takes source and
		// destination; copy tools src and dest.
		"source", "sources", "destination", "destinations", "src", "dest", "dst", "target":
		return true
	}
	for _, suf := range []string{"path", "paths", "dir", "dirs", "directory", "directories", "folder", "folders", "file", "files", "filename", "filenames"} {
		if strings.HasSuffix(n, suf) {
			return true
		}
	}
	return false
}

// pathOf returns the paths a string names. A file: URI always names one
// (its decoded path; with a host other than localhost, the text after
// "file://" as well, which a tool that strips the scheme reads: file://~/x
// is ~/x to it); under a path-named key any non-empty string does (each
// line of it, when it has several); byValue, a string that starts like a
// path ("/", "~", "./", "../", "$HOME") or climbs out with "/../" does.
// Length is no limit: a tool that resolves the path (Node's path.resolve)
// folds a long "/././…/x" down to "/x".
func pathOf(s string, named, byValue bool) ([]string, bool) {
	if s == "" {
		return nil, false
	}
	if len(s) > 5 && strings.EqualFold(s[:5], "file:") {
		return fileURIPaths(s), true
	}
	if strings.ContainsAny(s, "\n\r") {
		if !named {
			return nil, false
		}
		var out []string
		for _, l := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }) {
			if ps, ok := pathOf(strings.TrimSpace(l), named, byValue); ok {
				out = append(out, ps...)
			}
		}
		return out, len(out) > 0
	}
	if strings.Contains(s, "://") {
		// Another scheme is not a local path, unless it climbs: a tool
		// that takes "a://b/../../home/u/.ssh/id_rsa" as a path resolves
		// it to one.
		if named && climbs(s) {
			return []string{s}, true
		}
		return nil, false
	}
	if named {
		return []string{s}, true
	}
	if !byValue {
		return nil, false
	}
	switch {
	case strings.HasPrefix(s, "/"), strings.HasPrefix(s, "~"),
		strings.HasPrefix(s, "./"), strings.HasPrefix(s, "../"),
		strings.HasPrefix(s, "$HOME"), strings.HasPrefix(s, "${HOME}"),
		!strings.ContainsAny(s, " \t") && climbs(s):
		return []string{s}, true
	}
	return nil, false
}

// climbs reports whether s has a ".." path segment after its first.
func climbs(s string) bool {
	return strings.Contains(s, "/../") || strings.HasSuffix(s, "/..")
}

// fileURIPaths are the paths a file: URI names (see pathOf).
func fileURIPaths(s string) []string {
	rest := s[5:]
	u, ok := uri.Parse(s)
	if !ok {
		// A file URI pregate cannot read is still a path: judge the
		// text after the scheme as written.
		return []string{strings.TrimPrefix(rest, "//")}
	}
	var out []string
	add := func(p string) {
		if p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	add(u.Path)
	if u.Opaque != "" {
		// file:~/.ssh/id_rsa, file:x/y: no slash after the scheme.
		if p, ok := uri.PathUnescape(u.Opaque); ok {
			add(p)
		} else {
			add(u.Opaque)
		}
	}
	if h := strings.ToLower(u.Host); h != "" && h != "localhost" {
		raw := strings.TrimPrefix(rest, "//")
		if i := strings.IndexAny(raw, "?#"); i >= 0 {
			raw = raw[:i]
		}
		if p, ok := uri.PathUnescape(raw); ok {
			raw = p
		}
		add(raw)
	}
	if len(out) == 0 {
		add(strings.TrimPrefix(rest, "//"))
	}
	return out
}

// toolVerb is what a tool of unknown semantics does with the paths it
// names, guessed from the last part of its name: mcp__fs__write_file
// writes, mcp__fs__read_file and list_directory read (the latter a whole
// tree), anything else may do either.
type toolVerb int

const (
	verbEither toolVerb = iota
	verbRead
	verbReadTree
	verbWrite
)

func verbOf(tool string) toolVerb {
	name := tool
	if i := strings.LastIndex(tool, "__"); i >= 0 {
		name = tool[i+2:]
	}
	words := nameWords(name)
	has := func(list ...string) bool {
		for _, w := range words {
			if slices.Contains(list, w) {
				return true
			}
		}
		return false
	}
	switch {
	case has("write", "edit", "create", "delete", "remove", "move", "rename", "mkdir", "copy", "patch",
		"append", "save", "upload", "put", "set", "update", "insert", "replace", "chmod", "touch", "rm", "mv", "cp", "unlink"):
		return verbWrite
	case has("list", "tree", "search", "find", "grep", "glob", "directory", "dir", "walk", "scan", "ls"):
		return verbReadTree
	case has("read", "get", "view", "show", "cat", "head", "tail", "stat", "info", "open", "fetch", "load", "query", "describe"):
		return verbRead
	}
	return verbEither
}

// nameWords splits a tool name into lower-case words at _, -, . and
// lower-to-upper case changes: "read_multiple_files" and
// "readMultipleFiles" both give read, multiple, files.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prevLower := false
	for _, r := range name {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			flush()
			prevLower = false
			continue
		case r >= 'A' && r <= 'Z' && prevLower:
			flush()
		}
		cur = append(cur, r)
		prevLower = r >= 'a' && r <= 'z'
	}
	flush()
	return words
}

// toolPaths applies the floor to every path the input of a tool names
// (any tool other than the file tools, which name theirs in known fields,
// and the shells). A tool pregate does not know is read by value too.
// The access is the tool's verb; for a tool that may either read or
// write, a read is checked with the scopes and a write against the
// protected set (not the write scope: an unknown tool that names a path
// outside the project is not thereby a write there).
func (d *decider) toolPaths(input map[string]any, byValue bool, skip ...string) (*floor.Verdict, error) {
	return d.toolPathsAs(verbOf(d.ev.ToolName), input, byValue, skip...)
}

// toolPathsAs is toolPaths with the tool's verb given.
func (d *decider) toolPathsAs(verb toolVerb, input map[string]any, byValue bool, skip ...string) (*floor.Verdict, error) {
	paths, err := inputPaths(input, byValue, skip...)
	if err != nil {
		return nil, err
	}
	for _, ip := range paths {
		var access shell.Access
		switch verb {
		case verbWrite:
			access = shell.Write
		case verbReadTree:
			access = shell.Read | floor.Tree
		default:
			access = shell.Read
		}
		if fv := d.checkPath(ip.Path, access); fv != nil {
			return fv, nil
		}
		if verb == verbEither {
			if fv := d.checkPath(ip.Path, shell.Write); fv != nil && !scopeVerdict(fv) {
				return fv, nil
			}
		}
		r := d.resolve(ip.Path, d.ev.Cwd)
		d.paths = append(d.paths, PathRef{Given: ip.Path, Resolved: r.Resolved, Action: roleOf(access)})
		// Read and Edit deny and ask rules apply to the path as well (a
		// tool that may write is judged as writing, which both match).
		// The action is optional: it never stands in the way of an allow
		// of the tool, which Claude Code grants by the tool's name alone.
		kind := act.ReadAction
		if verb == verbWrite || verb == verbEither {
			kind = act.WriteAction
		}
		a := act.Action{Kind: kind, Tool: d.ev.ToolName, Input: d.ev.ToolInput, Path: r.Lexical, Optional: true}
		if r.Resolved != r.Lexical {
			a.Resolved = r.Resolved
		}
		d.add(a, Part{Kind: roleOf(accessOf(kind)).Part(), Path: r.Lexical, Resolved: a.Resolved})
	}
	return nil, nil
}

func accessOf(k act.ActionKind) shell.Access {
	if k == act.WriteAction {
		return shell.Write
	}
	return shell.Read
}

// scopeVerdict reports whether the floor refused a path for being outside
// a write or read scope rather than for being protected.
func scopeVerdict(fv *floor.Verdict) bool {
	id := fv.Entry.ID
	return id == "write-scope" || id == "read-scope" || id == "scope"
}

// grepGlob is the path a Grep limited by glob reads: the glob under the
// search path (at any depth when the glob has no slash, as ripgrep reads
// it). The floor judges it as written, so a glob that names a protected
// file (".env", "id_rsa") reads that file.
func grepGlob(dir, glob string) string {
	if strings.HasPrefix(glob, "/") || strings.HasPrefix(glob, "~") {
		return glob
	}
	if !strings.Contains(glob, "/") {
		return filepath.Join(dir, "**", glob)
	}
	return filepath.Join(dir, glob)
}

// claudeFence applies the working-directory keys of the imported Claude
// Code settings where they narrow: Claude Code itself refuses a file-tool
// write (blockWritesOutsideWorkingDirectories) or read
// (blockReadsOutsideWorkingDirectories,
// blockFileToolReadsOutsideWorkingDirectories) outside the working
// directories, in every mode, and pregate says so first rather than allow
// it. It returns the deny, or nil.
func (d *decider) claudeFence() *Result {
	c := &d.pol.Claude
	var access Role
	switch d.ev.ToolName {
	case "Write", "Edit", "MultiEdit", "NotebookEdit":
		if !c.BlockWritesOutsideWorkingDirectories {
			return nil
		}
		access = RoleWrite
	case "Read", "NotebookRead", "Grep", "Glob", "LS", "LSP":
		if !c.BlockReadsOutsideWorkingDirectories && !c.BlockFileToolReadsOutsideWorkingDirectories {
			return nil
		}
		access = RoleRead
	default:
		return nil
	}
	dirs := append([]string{d.env.Project, d.ev.Cwd}, c.AdditionalDirectories...)
	inside := func(p string) bool {
		for _, x := range c.WorkingDirectoriesExclude {
			if within(p, x) {
				return false
			}
		}
		for _, w := range dirs {
			if w != "" && within(p, w) {
				return true
			}
		}
		return false
	}
	for _, pr := range d.paths {
		if pr.Resolved == "" || inside(pr.Resolved) {
			continue
		}
		key := "blockWritesOutsideWorkingDirectories"
		if access == RoleRead {
			key = "blockReadsOutsideWorkingDirectories"
			if !c.BlockReadsOutsideWorkingDirectories {
				key = "blockFileToolReadsOutsideWorkingDirectories"
			}
		}
		r := Result{
			Decision: hook.Deny,
			AgentReason: fmt.Sprintf("Blocked: %s is outside the working directories, and this session's Claude Code settings (%s) refuse file-tool %ss there. Work inside the project instead.",
				pr.Given, key, access),
			OperatorReason: fmt.Sprintf("claude settings %s: %s of %s (resolved %s) is outside the working directories %s",
				key, access, pr.Given, pr.Resolved, strings.Join(dirs, ", ")),
			Rule:   &audit.RuleRef{ID: "claude." + key, Level: "settings"},
			Parts:  d.parts,
			Paths:  d.paths,
			Policy: d.pol,
			Trace:  []Step{{Kind: StepSettings, Subject: key, Why: access.String() + " of " + pr.Resolved + " outside the working directories", To: hook.Deny}},
		}
		return &r
	}
	return nil
}
