package load

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/builtin"
)

// CatalogueRule is one rule of an embedded pack, as `pregate rules`
// lists it.
type CatalogueRule struct {
	ID       string        `json:"id"`
	Decision hook.Decision `json:"decision"`
	Reason   string        `json:"reason,omitempty"`
	Note     string        `json:"note,omitempty"`
	Match    []string      `json:"match,omitempty"`
	Modes    []string      `json:"modes,omitempty"`
	Agents   []string      `json:"agents,omitempty"`
	Pack     string        `json:"pack"`
	Source   string        `json:"source"`
	Line     int           `json:"line"`
}

// Where returns "source:line", as decisions cite the rule.
func (r CatalogueRule) Where() string { return fmt.Sprintf("%s:%d", r.Source, r.Line) }

// CataloguePack is one embedded pack and every rule it holds.
type CataloguePack struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Default     bool            `json:"default"`
	Source      string          `json:"source"`
	Rules       []CatalogueRule `json:"rules"`
}

// Catalogue returns every embedded pack, default and optional, in file
// order, with every rule, whatever a policy enables or disables.
func Catalogue() ([]CataloguePack, error) {
	packs, errs := builtinPacks()
	if len(errs) > 0 {
		return nil, errs
	}
	out := make([]CataloguePack, 0, len(packs))
	for _, g := range packs {
		p := CataloguePack{Name: g.Name, Description: g.Description, Default: g.Default, Source: g.File}
		for _, r := range g.Rules {
			p.Rules = append(p.Rules, CatalogueRule{
				ID: r.ID, Decision: r.Decision, Reason: r.Reason, Note: r.Note,
				Match: r.Match, Modes: r.Modes, Agents: r.Agents,
				Pack: g.Name, Source: g.File, Line: r.Line,
			})
		}
		out = append(out, p)
	}
	return out, nil
}

// BuiltinText returns the TOML of an embedded pack file
// ("builtin/git.toml").
func BuiltinText(file string) ([]byte, error) {
	return builtin.FS.ReadFile(file)
}

// RuleText returns the lines of the [[rule]] table that starts at line
// (1-based) of src, up to the next table: without the blank lines and
// comments before the next table, which belong to it.
func RuleText(src []byte, line int) (string, error) {
	lines := strings.Split(string(src), "\n")
	if line < 1 || line > len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[line-1]), "[") {
		return "", fmt.Errorf("line %d does not start a table", line)
	}
	end := line
	for end < len(lines) && !strings.HasPrefix(lines[end], "[") {
		end++
	}
	body := lines[line-1 : end]
	for len(body) > 1 {
		t := strings.TrimSpace(body[len(body)-1])
		if t != "" && !strings.HasPrefix(t, "#") {
			break
		}
		body = body[:len(body)-1]
	}
	return strings.Join(slices.Clip(body), "\n") + "\n", nil
}
