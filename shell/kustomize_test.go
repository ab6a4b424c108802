package shell

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestKustomizeRoles: the kustomization directories kustomize reads, on a
// real tree, and what it runs or reads beyond them: unresolved.
func TestKustomizeRoles(t *testing.T) {
	dir := composeTree(t, map[string]string{
		"overlay/kustomization.yaml": "resources:\n  - ../base\n  - svc.yaml\ncomponents:\n  - ../comp\n",
		"base/kustomization.yml":     "resources: [deploy.yaml]\n",
		"comp/Kustomization":         "kind: Component\n",
		"remote/kustomization.yaml":  "resources:\n  - github.com/org/repo//deploy?ref=v1\n",
		"helm/kustomization.yaml":    "helmCharts:\n  - name: x\n",
		"bad/kustomization.yaml":     "resources: [\n",
	})
	tree := func(p string) string { return filepath.Join(dir, p) }
	tests := []struct {
		cmd   string
		trees []string // tree reads, relative to dir unless absolute
		unres string
	}{
		{"kustomize build overlay", []string{"overlay", "base", "comp"}, ""},
		{"kustomize build", []string{"."}, ""},
		{"kubectl kustomize overlay", []string{"overlay", "base", "comp"}, ""},
		{"kubectl apply -k overlay", []string{"overlay", "base", "comp"}, ""},
		{"kubectl delete --kustomize=base", []string{"base"}, ""},
		{"kubectl diff -kbase", []string{"base"}, ""},
		{"kustomize build --load-restrictor LoadRestrictionsRootOnly base", []string{"base"}, ""},
		{"kustomize build --load-restrictor=LoadRestrictionsNone base", nil, "load-restrictor"},
		{"kubectl kustomize --load-restrictor LoadRestrictionsNone base", nil, "load-restrictor"},
		{"kustomize build --enable-helm base", nil, "helm"},
		{"kustomize build --enable-alpha-plugins base", nil, "plugins"},
		{"kustomize build --enable-exec base", nil, "executables"},
		{"kubectl kustomize --enable-helm base", nil, "helm"},
		{"kustomize build remote", []string{"remote"}, "git"},
		{"kubectl apply -k https://github.com/org/repo/deploy", nil, "git"},
		{"kustomize build helm", []string{"helm"}, "helm"},
		{"kustomize build bad", []string{"bad"}, "parse"},
		{"kustomize build $D", nil, "run time"},
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			segs := Decompose(tc.cmd, dir, testEnv)
			seg := segs[0]
			var got []string
			for _, p := range seg.Paths {
				if !p.Tree || p.Access != Read {
					continue
				}
				rel := strings.TrimPrefix(strings.TrimPrefix(p.Path, dir+"/"), dir)
				if rel == "" {
					rel = "."
				}
				if !slices.Contains(got, rel) {
					got = append(got, rel)
				}
			}
			if !slices.Equal(got, tc.trees) {
				t.Errorf("Decompose(%q): trees read %q, want %q (dir %s)", tc.cmd, got, tc.trees, tree(""))
			}
			switch {
			case tc.unres == "" && !seg.Resolved:
				t.Errorf("Decompose(%q): unresolved (%s)", tc.cmd, seg.Why)
			case tc.unres != "" && (seg.Resolved || !strings.Contains(seg.Why, tc.unres)):
				t.Errorf("Decompose(%q): resolved %v (%s), want unresolved for %q", tc.cmd, seg.Resolved, seg.Why, tc.unres)
			}
		})
	}
}

// TestYqRoles: whichever yq runs, a program that loads files, builds a
// program at run time or runs commands, or is read from a .yq file,
// leaves the command unresolved; the Go yq's in-place edit writes its
// file.
func TestYqRoles(t *testing.T) {
	tests := []struct {
		cmd   string
		unres string
		write string
	}{
		{`yq '.a' f.yaml`, "", ""},
		{`yq e '.a' f.yaml`, "", ""},
		{`yq eval-all '. as $i ireduce ({}; . * $i)' a.yaml b.yaml`, "", ""},
		{`yq -P -o json '.a' f.yaml`, "", ""},
		{`yq --inplace '.a = 1' f.yaml`, "", "/w/f.yaml"},
		{`yq -i e '.a = 1' f.yaml`, "", "/w/f.yaml"},
		{`yq e '.a = load("/etc/shadow")' f.yaml`, "loads", ""},
		{`yq -n 'load_str("~/.ssh/id_rsa")'`, "loads", ""},
		{`yq --expression 'xml_load("x")' f`, "loads", ""},
		{`yq --expression=.a f`, "", ""},
		{`yq -n 'eval(strenv(E))'`, "run time", ""},
		{`yq -n 'system("id")'`, "runs commands", ""},
		{`yq prog.yq f.yaml`, "prog.yq", ""},
		{`yq --split-exp '.name' f.yaml`, "--split-exp", ""},
		{`yq --security-enable-system-operator . f`, "--security-enable-system-operator", ""},
		{`yq --from-file p.yq f`, "program", ""},
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			seg := Decompose(tc.cmd, "/w", testEnv)[0]
			switch {
			case tc.unres == "" && !seg.Resolved:
				t.Errorf("Decompose(%q): unresolved (%s)", tc.cmd, seg.Why)
			case tc.unres != "" && (seg.Resolved || !strings.Contains(seg.Why, tc.unres)):
				t.Errorf("Decompose(%q): resolved %v (%s), want unresolved for %q", tc.cmd, seg.Resolved, seg.Why, tc.unres)
			}
			if tc.write == "" {
				return
			}
			if !slices.ContainsFunc(seg.Paths, func(p PathRef) bool {
				return p.Access&Write != 0 && "/w/"+strings.TrimPrefix(p.Path, "/w/") == tc.write
			}) {
				t.Errorf("Decompose(%q): paths %+v, want %s written", tc.cmd, seg.Paths, tc.write)
			}
		})
	}
}
