package cmd

import (
	"io"

	"github.com/spf13/cobra"
)

func newCompletionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		Long: `Completion prints the completion script of a shell on stdout.

  bash:        source <(pregate completion bash)
               or pregate completion bash > /etc/bash_completion.d/pregate
  zsh:         pregate completion zsh > "${fpath[1]}/_pregate"
  fish:        pregate completion fish > ~/.config/fish/completions/pregate.fish
  powershell:  pregate completion powershell | Out-String | Invoke-Expression`,
		ValidArgs: []string{"bash", "zsh", "fish", "powershell"},
		Args:      cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		RunE: func(c *cobra.Command, args []string) error {
			return writeCompletion(c.Root(), args[0], c.OutOrStdout())
		},
	}
}

// writeCompletion is cobra's generator for the shell, with descriptions.
func writeCompletion(root *cobra.Command, shell string, w io.Writer) error {
	switch shell {
	case "bash":
		return root.GenBashCompletionV2(w, true)
	case "zsh":
		return root.GenZshCompletion(w)
	case "fish":
		return root.GenFishCompletion(w, true)
	default:
		return root.GenPowerShellCompletionWithDesc(w)
	}
}
