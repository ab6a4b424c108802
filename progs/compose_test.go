package progs

import (
	"strings"
	"testing"
)

// TestComposeYqKustomizeSpellings: each spelling of an option with a role
// in the tables of docker-compose, kustomize and the Go yq's options
// (bundled, attached, "=", the next word) is that option with its value
// and role, and an option they do not list is unknown.
func TestComposeYqKustomizeSpellings(t *testing.T) {
	tests := []struct {
		prog, argv string
		opt        string // canonical spelling looked for; "" for none
		value      string
		role       Role
		unknown    string
	}{
		{"docker-compose", "-f a.yml up", "-f", "a.yml", ReadPath, ""},
		{"docker-compose", "--file=a.yml up", "-f", "a.yml", ReadPath, ""},
		{"docker-compose", "-fa.yml up", "-f", "a.yml", ReadPath, ""},
		{"docker-compose", "--env-file .env.dev up", "--env-file", ".env.dev", ReadPath, ""},
		{"docker-compose", "--project-directory=sub up", "--project-directory", "sub", Dir, ""},
		{"docker-compose", "run -v /etc:/e web", "-v", "/etc:/e", Mount, ""},
		{"docker-compose", "run --entrypoint sh web", "--entrypoint", "sh", RunsProgram, ""},
		{"docker-compose", "up --frob", "", "", 0, "--frob"},
		{"docker-compose", "--workdir x up", "", "", 0, "--workdir"},
		{"podman-compose", "--podman-path ./p up", "", "", 0, "--podman-path"},
		{"kustomize", "build -o out.yaml .", "-o", "out.yaml", WritePath, ""},
		{"kustomize", "build --output=out .", "-o", "out", WritePath, ""},
		{"kustomize", "build --enable-helm .", "--enable-helm", "", Runs, ""},
		{"kustomize", "build --enable-exec .", "--enable-exec", "", Runs, ""},
		{"kustomize", "build --enable-alpha-plugins .", "--enable-alpha-plugins", "", Runs, ""},
		{"kustomize", "build --helm-command=./h .", "--helm-command", "./h", RunsProgram, ""},
		{"kustomize", "build --mount type=bind,src=/etc,dst=/e .", "--mount", "type=bind,src=/etc,dst=/e", Mount, ""},
		{"kustomize", "build --load-restrictor LoadRestrictionsNone .", "--load-restrictor", "LoadRestrictionsNone", 0, ""},
		{"kustomize", "build --frob .", "", "", 0, "--frob"},
		{"kustomize", "edit add resource x.yaml", "", "", 0, "edit"},
		{"kustomize", "cfg cat .", "", "", 0, "cfg"},
		{"yq", "--inplace .a=1 f.yaml", "--inplace", "", OpsWrite, ""},
		{"yq", "-i .a=1 f.yaml", "-i", "", OpsWrite, ""},
		{"yq", "-PI4 .a f", "-I", "4", 0, ""},
		{"yq", "-o=json .a f", "-o", "json", 0, ""},
		{"yq", "--expression=.a f", "--expression", ".a", 0, ""},
		{"yq", "--split-exp .a f", "", "", 0, "--split-exp"},
		{"yq", "--split-exp-file x f", "", "", 0, "--split-exp-file"},
		{"yq", "--security-enable-system-operator . f", "", "", 0, "--security-enable-system-operator"},
		{"yq", "-s .a f", "", "", 0, "-s"},
		{"yq", "--inpl .a f", "", "", 0, "--inpl"}, // neither yq takes abbreviations
	}
	for _, tc := range tests {
		p := Lookup(tc.prog)
		if p == nil || p.Open != "" {
			t.Errorf("%s: no closed table", tc.prog)
			continue
		}
		parsed := p.Parse(Words{Values: strings.Fields(tc.argv)})
		if got := p.Unknown(parsed); got != tc.unknown {
			t.Errorf("%s %s: unknown %q, want %q", tc.prog, tc.argv, got, tc.unknown)
		}
		if tc.opt == "" {
			continue
		}
		found := false
		for _, it := range parsed.Items {
			if it.Kind != Opt || it.Canon() != tc.opt {
				continue
			}
			found = true
			if it.Value != tc.value || it.Role() != tc.role {
				t.Errorf("%s %s: %s = %q role %b, want %q role %b", tc.prog, tc.argv, tc.opt, it.Value, it.Role(), tc.value, tc.role)
			}
		}
		if !found {
			t.Errorf("%s %s: no %s in %+v", tc.prog, tc.argv, tc.opt, parsed.Items)
		}
	}
}
