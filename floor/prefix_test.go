package floor

import (
	"testing"

	"github.com/pregate/pregate/shell"
)

// TestPrefixWrites: split and csplit write PREFIX followed by a suffix of
// their own, so a prefix is judged as every protected name it can
// complete to, on a real tree where none of those names exists yet; the
// cloud clients' file operands and defaults reach the floor too.
func TestPrefixWrites(t *testing.T) {
	tr := newTree(t)
	tests := []struct {
		cmd  string
		want string // entry id of a deny, "" = no deny
	}{
		{`split -a1 -l1 README .mcp.jso`, "claude-project-settings"},
		{`split -l1 README .mcp.`, "claude-project-settings"},
		{`split -l1 README '.mc'`, "claude-project-settings"},
		{`csplit -f .mcp.js README 1`, "claude-project-settings"},
		{`csplit --prefix=.claude/settings README 1`, "claude-project-settings"},
		{`split -l1 README {home}/.ssh/id_`, "ssh"},
		{`split -l1 README .en`, "env-files"},
		{`split -l1 README sub/.env.pro`, "env-files"},
		{`split -l1 README {home}/.bashr`, "write-scope"},
		{`split -l1 README sub/part.`, ""},
		{`split -l1 README out.`, ""},
		{`split -l1 README sub/`, ""},
		{`csplit -f piece README 1`, ""},
		// The cloud clients' operands and defaults.
		{`aws eks update-kubeconfig --name c`, "kube"},
		{`aws eks update-kubeconfig --name c --kubeconfig kc`, ""},
		{`terraform state push {home}/.aws/credentials`, "aws"},
		{`terraform show .env`, "env-files"},
		{`tofu fmt .env`, "env-files"},
		{`terraform fmt`, ""},
		{`helm package {home}/.ssh`, "ssh"},
		{`helm create .git/hooks`, "git-hooks"},
	}
	for _, tc := range tests {
		cmd := tr.x(tc.cmd)
		segs := shell.Decompose(cmd, tr.proj, map[string]string{"HOME": tr.home})
		cfg := tr.config()
		got := ""
		for i := range segs {
			if v := cfg.CheckSegment(&segs[i]); v != nil && v.Class == Deny {
				got = v.Entry.ID
				break
			}
		}
		if got != tc.want {
			t.Errorf("%s: deny %q, want %q", tc.cmd, got, tc.want)
		}
	}
}
