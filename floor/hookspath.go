package floor

import (
	"bufio"
	"bytes"
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
// one git config file. It reads the subset of the syntax these keys use:
// sections, key = value, quotes, backslash escapes and comments.
func parseGitConfig(file string) (hooks, includes []string) {
	b, err := os.ReadFile(file)
	if err != nil || len(b) > 1<<20 {
		return nil, nil
	}
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				continue
			}
			head := line[1:end]
			name, sub, _ := strings.Cut(head, " ")
			if dot := strings.IndexByte(name, '.'); dot >= 0 && sub == "" {
				name, sub = name[:dot], name[dot+1:]
			}
			section = strings.ToLower(name)
			_ = sub
			line = strings.TrimSpace(line[end+1:])
			if line == "" {
				continue
			}
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		key = strings.ToLower(strings.TrimSpace(key))
		val = gitValue(strings.TrimSpace(val))
		switch {
		case section == "core" && key == "hookspath":
			hooks = append(hooks, val)
		case (section == "include" || section == "includeif") && key == "path":
			includes = append(includes, val)
		}
	}
	return hooks, includes
}

// gitValue removes quotes, escapes and a trailing comment from a value.
func gitValue(v string) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '"':
			quoted = !quoted
		case c == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(v[i])
			}
		case (c == '#' || c == ';') && !quoted:
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}
