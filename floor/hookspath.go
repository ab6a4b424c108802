package floor

import (
	"os"
	"path"
	"slices"
	"strings"
)

// gitHooksPath is the repository's core.hooksPath in every spelling: the
// directory whose scripts git runs on commit, checkout and push, as
// protected as .git/hooks. It is read on first use, from every file git
// reads the setting from (system, global, the repository's own and its
// worktree's), following include and includeIf without judging their
// conditions: any value that may be in effect counts.
func (k *compiled) gitHooksPath() []string {
	if k.hooksRead {
		return k.hooksPath
	}
	k.hooksRead = true
	root := firstOr(k.project)
	if root == "" {
		return nil
	}
	home := firstOr(k.home)
	var files []string
	files = append(files, "/etc/gitconfig")
	if home != "" {
		files = append(files, home+"/.gitconfig", home+"/.config/git/config")
	}
	if gd := gitDir(root); gd != "" {
		common := gd
		if b, err := os.ReadFile(gd + "/commondir"); err == nil {
			c := strings.TrimSpace(string(b))
			if !path.IsAbs(c) {
				c = path.Join(gd, c)
			}
			common = path.Clean(c)
		}
		files = append(files, common+"/config", gd+"/config.worktree")
	}
	var vals []string
	seen := map[string]bool{}
	var read func(f string, depth int)
	read = func(f string, depth int) {
		if depth > 8 || seen[f] {
			return
		}
		seen[f] = true
		hooks, includes := parseGitConfig(f)
		vals = append(vals, hooks...)
		for _, inc := range includes {
			inc = gitPath(inc, home)
			if !path.IsAbs(inc) {
				inc = path.Join(path.Dir(f), inc)
			}
			read(inc, depth+1)
		}
	}
	for _, f := range files {
		read(f, 0)
	}
	for _, v := range vals {
		v = gitPath(v, home)
		if v == "" {
			continue
		}
		if !path.IsAbs(v) {
			// Relative to where hooks run: the top of the work tree.
			v = path.Join(root, v)
		}
		for _, p := range spellingsOf(path.Clean(v), &k.rv, home) {
			if !slices.Contains(k.hooksPath, p) {
				k.hooksPath = append(k.hooksPath, p)
			}
		}
	}
	return k.hooksPath
}

// gitDir is the git directory of the work tree at root: root/.git, or
// where a .git file (a linked worktree, a submodule) points.
func gitDir(root string) string {
	p := root + "/.git"
	fi, err := os.Stat(p)
	if err != nil {
		return ""
	}
	if fi.IsDir() {
		return p
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return ""
	}
	d, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
	if !ok {
		return ""
	}
	d = strings.TrimSpace(d)
	if !path.IsAbs(d) {
		d = path.Join(root, d)
	}
	return path.Clean(d)
}

// gitPath expands a leading ~/ of a git path value.
func gitPath(v, home string) string {
	if rest, ok := strings.CutPrefix(v, "~/"); ok && home != "" {
		return home + "/" + rest
	}
	return v
}

// parseGitConfig reads the core.hooksPath values and the include paths of
// one git config file. It reads the subset of git's syntax these keys
// use — sections, key = value, and values as git's parse_value reads
// them — and is lenient where git would refuse the file: git then runs no
// hook at all, so reading more is only over-protecting.
func parseGitConfig(file string) (hooks, includes []string) {
	b, err := os.ReadFile(file)
	if err != nil || len(b) > 1<<20 {
		return nil, nil
	}
	// git skips a byte order mark and reads CR LF as a line end.
	src := strings.ReplaceAll(strings.TrimPrefix(string(b), "\xef\xbb\xbf"), "\r\n", "\n")
	section := ""
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '#' || c == ';':
			i = lineEnd(src, i)
		case c == '[':
			end := strings.IndexByte(src[i:], ']')
			if end < 0 {
				i = lineEnd(src, i)
				continue
			}
			name, _, _ := strings.Cut(src[i+1:i+end], " ")
			name, _, _ = strings.Cut(name, ".")
			section = strings.ToLower(strings.TrimSpace(name))
			// A key may follow on the same line.
			i += end + 1
		default:
			j := i
			for j < len(src) && src[j] != '=' && src[j] != '\n' {
				j++
			}
			key := strings.ToLower(strings.TrimSpace(src[i:j]))
			if j == len(src) || src[j] == '\n' {
				// A key without a value is a boolean true.
				i = j
				continue
			}
			var val string
			val, i = gitValue(src, j+1)
			switch {
			case section == "core" && key == "hookspath":
				hooks = append(hooks, val)
			case (section == "include" || section == "includeif") && key == "path":
				includes = append(includes, val)
			}
		}
	}
	return hooks, includes
}

func lineEnd(s string, i int) int {
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(s)
}

// gitValue reads the value that starts at src[i], as git's parse_value
// does, and returns it with the offset of the line end that closes it:
// leading and trailing white space dropped, each inner white space kept
// as a space, quotes removed, \\ \" \t \n \b unescaped, a backslash at
// the end of a line joining the next, and a # or ; outside quotes starting
// a comment that runs to the end of the line.
func gitValue(src string, i int) (string, int) {
	var b strings.Builder
	quoted, comment, space := false, false, 0
	for ; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\n':
			return b.String(), i
		case comment:
		case (c == ' ' || c == '\t' || c == '\r') && !quoted: // git's isspace: not \v or \f
			if b.Len() > 0 {
				space++
			}
		case (c == '#' || c == ';') && !quoted:
			comment = true
		default:
			for ; space > 0; space-- {
				b.WriteByte(' ')
			}
			switch {
			case c == '\\' && i+1 == len(src):
				// At the end of the file, as before a line end: a
				// continuation into nothing.
			case c == '\\':
				i++
				switch e := src[i]; e {
				case '\n':
				case 't':
					b.WriteByte('\t')
				case 'b':
					b.WriteByte('\b')
				case 'n':
					b.WriteByte('\n')
				default:
					b.WriteByte(e)
				}
			case c == '"':
				quoted = !quoted
			default:
				b.WriteByte(c)
			}
		}
	}
	return b.String(), i
}
