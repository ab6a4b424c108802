package cmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// The composite action of the repository root, as GitHub's runner reads
// it.
type actionFile struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

type actionStep struct {
	Name             string            `yaml:"name"`
	ID               string            `yaml:"id"`
	If               string            `yaml:"if"`
	Uses             string            `yaml:"uses"`
	With             map[string]string `yaml:"with"`
	Shell            string            `yaml:"shell"`
	WorkingDirectory string            `yaml:"working-directory"`
	Env              map[string]string `yaml:"env"`
	Run              string            `yaml:"run"`
}

var actionExpr = regexp.MustCompile(`\$\{\{\s*([^}]*?)\s*\}\}`)

// runAction runs the action's shell steps in order as the runner would:
// inputs and step outputs substituted, GITHUB_PATH, GITHUB_OUTPUT and
// RUNNER_TEMP honoured. The steps that use other actions are not run;
// their inputs are returned by step name so the caller can check them.
// It returns the exit status of the first failing step (0 if none), the
// combined output, and the uses steps.
func runAction(t *testing.T, act *actionFile, inputs map[string]string, workspace string) (int, string, map[string]map[string]string) {
	t.Helper()
	root, _ := filepath.Abs("..")
	temp := t.TempDir()
	pathFile := filepath.Join(temp, "path")
	in := map[string]string{}
	for k, v := range act.Inputs {
		in[k] = v.Default
	}
	for k, v := range inputs {
		in[k] = v
	}
	outputs := map[string]map[string]string{}
	outcome := map[string]string{}
	expand := func(s string) string {
		return actionExpr.ReplaceAllStringFunc(s, func(m string) string {
			e := actionExpr.FindStringSubmatch(m)[1]
			switch {
			case strings.HasPrefix(e, "inputs."):
				return in[strings.TrimPrefix(e, "inputs.")]
			case strings.HasPrefix(e, "steps.") && strings.HasSuffix(e, ".outcome"):
				return outcome[strings.Split(e, ".")[1]]
			case strings.HasPrefix(e, "steps."):
				parts := strings.Split(e, ".") // steps.ID.outputs.NAME
				return outputs[parts[1]][parts[3]]
			}
			t.Fatalf("expression %q is not modelled", e)
			return ""
		})
	}
	var out bytes.Buffer
	uses := map[string]map[string]string{}
	failed := 0
	for _, st := range act.Runs.Steps {
		// After a failure only steps marked always() run.
		if failed != 0 && !strings.Contains(st.If, "always()") {
			continue
		}
		// The conditions the action uses: comparisons joined by &&.
		if c := st.If; c != "" {
			cond := strings.ReplaceAll(c, "always() && ", "")
			ok := true
			for _, part := range strings.Split(cond, "&&") {
				part = strings.TrimSpace(part)
				l, r, eq := strings.Cut(part, "==")
				neg := false
				if !eq {
					l, r, _ = strings.Cut(part, "!=")
					neg = true
				}
				lv := expand("${{ " + strings.TrimSpace(l) + " }}")
				rv := strings.Trim(strings.TrimSpace(r), "'")
				if (lv == rv) == neg {
					ok = false
				}
			}
			if !ok {
				continue
			}
		}
		if st.Uses != "" {
			with := map[string]string{}
			for k, v := range st.With {
				with[k] = expand(v)
			}
			uses[st.Name] = with
			continue
		}
		if st.Shell != "bash" {
			t.Fatalf("step %q: shell %q", st.Name, st.Shell)
		}
		outFile := filepath.Join(temp, "output-"+st.ID)
		os.WriteFile(outFile, nil, 0o644)
		dir := workspace
		if st.WorkingDirectory != "" {
			dir = filepath.Join(workspace, expand(st.WorkingDirectory))
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", expand(st.Run))
		cmd.Dir = dir
		path := os.Getenv("PATH")
		if b, err := os.ReadFile(pathFile); err == nil {
			for _, l := range strings.Fields(string(b)) {
				path = l + string(os.PathListSeparator) + path
			}
		}
		cmd.Env = append(os.Environ(), goEnv(t)...)
		cmd.Env = append(cmd.Env, "PATH="+path, "RUNNER_TEMP="+temp, "GITHUB_ACTION_PATH="+root,
			"GITHUB_PATH="+pathFile, "GITHUB_OUTPUT="+outFile, "GITHUB_WORKSPACE="+workspace,
			"HOME="+filepath.Join(workspace, "home"), "XDG_CONFIG_HOME="+filepath.Join(workspace, "home", ".config"),
			"PREGATE_MANAGED_DIR="+filepath.Join(workspace, "etc"), "PREGATE_CLAUDE_MANAGED_DIR="+filepath.Join(workspace, "etc"),
			"CLAUDE_PROJECT_DIR=")
		for k, v := range st.Env {
			cmd.Env = append(cmd.Env, k+"="+expand(v))
		}
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		if b, _ := os.ReadFile(outFile); len(b) > 0 && st.ID != "" {
			outputs[st.ID] = map[string]string{}
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				k, v, _ := strings.Cut(l, "=")
				outputs[st.ID][k] = v
			}
		}
		outcome[st.ID] = "success"
		if err != nil {
			ee, ok := err.(*exec.ExitError)
			if !ok {
				t.Fatalf("step %q: %v", st.Name, err)
			}
			outcome[st.ID] = "failure"
			if failed == 0 {
				failed = ee.ExitCode()
			}
		}
	}
	return failed, out.String(), uses
}

// TestAction runs the steps of action.yml on a project with a broken
// policy and on a clean one: the job fails on findings, with annotations
// and a SARIF log that validates and is handed to the upload step, and
// passes when the policy is clean and its cases pass.
func TestAction(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pregate")
	}
	b, err := os.ReadFile("../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	var act actionFile
	if err := yaml.Unmarshal(b, &act); err != nil {
		t.Fatal(err)
	}
	if act.Runs.Using != "composite" {
		t.Fatalf("runs.using = %q, want composite", act.Runs.Using)
	}

	bad := t.TempDir()
	writeTree(t, bad, map[string]string{
		".git/HEAD": "",
		".claude/pregate.toml": "version = 1\n[permissions]\ndeny = [\"Bash(git push *)\"]\n" +
			"allow = [\"Reed(./src/**)\", \"Bash(git push origin main)\"]\n",
	})
	code, out, uses := runAction(t, &act, map[string]string{"setup-go": "false"}, bad)
	if code != 1 {
		t.Fatalf("action on a broken policy exited %d, want 1:\n%s", code, out)
	}
	for _, want := range []string{
		"::error file=.claude/pregate.toml,line=4,col=10,title=pregate unknown-tool::",
		"::warning file=.claude/pregate.toml,line=4,col=28,title=pregate shadowed-rule::",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("action output lacks %q:\n%s", want, out)
		}
	}
	up, ok := uses["Upload SARIF"]
	if !ok {
		t.Fatalf("the SARIF upload step did not run; uses steps: %v", uses)
	}
	sarif, err := os.ReadFile(up["sarif_file"])
	if err != nil {
		t.Fatalf("upload step's sarif_file: %v", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(sarif))
	if err != nil {
		t.Fatal(err)
	}
	if err := sarifSchema(t).Validate(inst); err != nil {
		t.Errorf("the action's SARIF does not validate: %v", err)
	}
	if !bytes.Contains(sarif, []byte(`"ruleId": "shadowed-rule"`)) {
		t.Errorf("the action's SARIF lacks the shadowed rule:\n%s", sarif)
	}

	good := t.TempDir()
	writeTree(t, good, map[string]string{
		".git/HEAD": "",
		".claude/pregate.toml": "version = 1\n[permissions]\ndeny = [\"Bash(git push --force *)\"]\n" +
			"[[test]]\nname = \"force push is denied\"\ntool = \"Bash\"\ninput = { command = \"git push --force origin main\" }\nexpect = \"deny\"\n",
	})
	code, out, _ = runAction(t, &act, map[string]string{"setup-go": "false", "sarif": "false"}, good)
	if code != 0 {
		t.Fatalf("action on a clean policy exited %d, want 0:\n%s", code, out)
	}
	if !strings.Contains(out, `"passed": 1`) {
		t.Errorf("the test step did not run the case:\n%s", out)
	}

	// A failing case fails the job even when lint is clean.
	writeTree(t, good, map[string]string{
		".claude/pregate.toml": "version = 1\n[[test]]\nname = \"ls is denied\"\ntool = \"Bash\"\ninput = { command = \"ls\" }\nexpect = \"deny\"\n",
	})
	if code, out, _ = runAction(t, &act, map[string]string{"setup-go": "false", "sarif": "false"}, good); code != 1 {
		t.Fatalf("action with a failing case exited %d, want 1:\n%s", code, out)
	}
}

// goEnv pins the Go caches, which the steps' own HOME would move.
func goEnv(t *testing.T) []string {
	t.Helper()
	b, err := exec.Command("go", "env", "GOPATH", "GOMODCACHE", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	v := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(v) != 3 {
		t.Fatalf("go env: %q", b)
	}
	return []string{"GOPATH=" + v[0], "GOMODCACHE=" + v[1], "GOCACHE=" + v[2], "GOPROXY=off"}
}

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
