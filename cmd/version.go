package cmd

import (
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// Set at build time with -ldflags "-X github.com/pregate/pregate/cmd.version=…".
var (
	version = "dev"
	commit  = ""
	date    = ""
)

// Version is pregate's version string, as the audit record carries it.
func Version() string { return version }

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print version, commit and build date",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			cm, dt := commit, date
			if info, ok := debug.ReadBuildInfo(); ok {
				for _, s := range info.Settings {
					switch s.Key {
					case "vcs.revision":
						if cm == "" {
							cm = s.Value
						}
					case "vcs.time":
						if dt == "" {
							dt = s.Value
						}
					}
				}
			}
			if cm == "" {
				cm = "unknown"
			}
			if dt == "" {
				dt = "unknown"
			}
			fmt.Fprintf(c.OutOrStdout(), "pregate %s (commit %s, built %s)\n", version, cm, dt)
			return nil
		},
	}
}
