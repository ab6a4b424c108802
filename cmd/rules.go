package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/rules/load"
)

type rulesParams struct {
	json bool
}

func newRulesCmd() *cobra.Command {
	var p rulesParams
	c := &cobra.Command{
		Use:   "rules",
		Short: "List the builtin packs and rules; show one rule's TOML",
		Long: `Rules lists every builtin pack, default and optional, and every rule in it:
id, decision, where it is defined (the file:line decisions cite) and the
reason the agent is given. --json prints the same as one JSON object.

  pregate rules show git.push-force   the rule's TOML, as builtin/git.toml:11 holds it
  pregate rules show git              the whole pack

Optional packs are switched on with [builtin] enable = ["NAME"] in the user
or managed policy; any pack or rule is switched off with disable.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			return runRules(p, c.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&p.json, "json", false, "print one JSON object")
	c.AddCommand(&cobra.Command{
		Use:   "show ID",
		Short: "Print a builtin rule's TOML (or a whole pack's) as its file holds it",
		Args:  cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			return runRulesShow(args[0], c.OutOrStdout())
		},
		ValidArgsFunction: func(c *cobra.Command, args []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			packs, _ := load.Catalogue()
			var ids []cobra.Completion
			for _, pk := range packs {
				for _, id := range append([]string{pk.Name}, ruleIDs(pk)...) {
					if strings.HasPrefix(id, prefix) {
						ids = append(ids, id)
					}
				}
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
	})
	return c
}

func runRules(p rulesParams, w io.Writer) error {
	packs, err := load.Catalogue()
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	// The default packs, which every call meets, come first.
	slices.SortStableFunc(packs, func(a, b load.CataloguePack) int {
		switch {
		case a.Default == b.Default:
			return 0
		case a.Default:
			return -1
		}
		return 1
	})
	if p.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(struct {
			Packs []load.CataloguePack `json:"packs"`
		}{packs})
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	n := 0
	for i, pk := range packs {
		if i > 0 {
			fmt.Fprintln(tw)
		}
		kind := "default"
		if !pk.Default {
			kind = "optional"
		}
		fmt.Fprintf(tw, "%s (%s, %s): %s\n", pk.Name, kind, pk.Source, pk.Description)
		for _, r := range pk.Rules {
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", r.ID, r.Decision, r.Where(), firstSentence(r.Reason))
			n++
		}
	}
	fmt.Fprintf(tw, "\n%d rules in %d packs; pregate rules show ID prints one\n", n, len(packs))
	return tw.Flush()
}

func ruleIDs(pk load.CataloguePack) []string {
	ids := make([]string, len(pk.Rules))
	for i, r := range pk.Rules {
		ids[i] = r.ID
	}
	return ids
}

// firstSentence shortens an agent reason for a one-line listing.
func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}

func runRulesShow(id string, w io.Writer) error {
	packs, err := load.Catalogue()
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	for _, pk := range packs {
		if pk.Name == id {
			src, err := load.BuiltinText(pk.Source)
			if err != nil {
				return &exitError{code: 2, err: err}
			}
			fmt.Fprintf(w, "# %s\n", pk.Source)
			_, err = w.Write(src)
			return err
		}
		for _, r := range pk.Rules {
			if r.ID != id {
				continue
			}
			src, err := load.BuiltinText(r.Source)
			if err != nil {
				return &exitError{code: 2, err: err}
			}
			text, err := load.RuleText(src, r.Line)
			if err != nil {
				return &exitError{code: 2, err: fmt.Errorf("%s: %v", r.Where(), err)}
			}
			fmt.Fprintf(w, "# %s\n%s", r.Where(), text)
			return nil
		}
	}
	return usageErr("no builtin rule or pack %q (pregate rules lists them)", id)
}
