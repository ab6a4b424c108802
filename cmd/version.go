package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/cmd/buildinfo"
)

// Version is pregate's version string, as the audit record carries it.
func Version() string { return buildinfo.Version() }

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, and the commit and build time when known",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			_, err := fmt.Fprintln(c.OutOrStdout(), buildinfo.Read())
			return err
		},
	}
}
