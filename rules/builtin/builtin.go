package builtin

import (
	"embed"
	"io/fs"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules/command"
)

//go:generate go run ./gen

//go:embed *.toml
var files embed.FS

// FS holds the pack files under the names rules and messages give them:
// builtin/NAME.toml. Any other name does not exist.
var FS packFS

type packFS struct{}

// inside returns the name of file name in files, or "" when name is not
// builtin/NAME.
func inside(name string) string {
	rest, ok := strings.CutPrefix(name, "builtin/")
	if !ok || rest == "" {
		return ""
	}
	return rest
}

func (packFS) Open(name string) (fs.File, error) {
	n := inside(name)
	if n == "" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return files.Open(n)
}

func (packFS) ReadFile(name string) ([]byte, error) {
	n := inside(name)
	if n == "" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return files.ReadFile(n)
}

func (packFS) Glob(pattern string) ([]string, error) {
	n := inside(pattern)
	if n == "" {
		return nil, nil
	}
	names, err := fs.Glob(files, n)
	for i := range names {
		names[i] = "builtin/" + names[i]
	}
	return names, err
}

// Pack is one decoded pack.
type Pack struct {
	File        string // "builtin/git.toml"
	Name        string
	Description string
	Default     bool
	Rules       []Rule
}

// Rule is a rule of a pack before its patterns are parsed: "/x" in a
// pattern depends on the project of the call.
type Rule struct {
	ID       string
	Decision hook.Decision
	Match    []string
	Command  []command.Command
	Reason   string
	Note     string
	Modes    []string
	Agents   []string
	loc.Pos
}
