package shell

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	yamlv3 "go.yaml.in/yaml/v3"
)

// TestComposeDifferential runs a real compose client's `config`, which
// prints the project as compose resolved it (which files it found, every
// bind mount's host path made absolute, read-only or not) without a
// daemon, and checks that the host paths pregate reports as mounted by
// the same project's `up` are exactly those. The client is Debian's
// docker-compose (compose 1.29, the compose client Debian 12 packages;
// the docker compose plugin is not packaged there): where it and docker
// compose v2 read a file differently, the case says so and is left out.
func TestComposeDifferential(t *testing.T) {
	bin, err := exec.LookPath("docker-compose")
	if err != nil {
		t.Skip("docker-compose is not installed")
	}
	tests := []struct {
		name  string
		files map[string]string
		cwd   string
		globs []string // options before the subcommand
	}{
		{"short_syntax", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes:\n" +
			"      - ~/.ssh:/s\n      - ./data:/d:ro\n      - ../shared:/sh:z\n      - named:/n\n      - /anon\n      - /etc:/e:rw\n" +
			"volumes:\n  named: {}\n"}, "p", nil},
		{"long_syntax", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes:\n" +
			"      - type: bind\n        source: ./conf\n        target: /conf\n        read_only: true\n" +
			"      - type: bind\n        source: ~/.aws\n        target: /aws\n" +
			"      - type: volume\n        source: v\n        target: /v\nvolumes:\n  v: {}\n"}, "p", nil},
		{"from_subdirectory", map[string]string{"p/docker-compose.yml": "services:\n  a:\n    image: x\n    volumes: [\"./src:/src\", \"~/.kube:/k:ro\"]\n",
			"p/sub/deep/.keep": ""}, "p/sub/deep", nil},
		{"override", map[string]string{
			"p/docker-compose.yml":          "services:\n  a:\n    image: x\n    volumes: [\"./one:/1\"]\n",
			"p/docker-compose.override.yml": "services:\n  a:\n    volumes: [\"./two:/2:ro\"]\n",
		}, "p", nil},
		{"file_repeated", map[string]string{
			"p/a.yml":       "services:\n  a:\n    image: x\n    volumes: [\"./one:/1\"]\n",
			"p/other/b.yml": "services:\n  b:\n    image: x\n    volumes: [\"./two:/2\", \"/srv:/srv:ro\"]\n",
		}, "p", []string{"-f", "a.yml", "--file", "other/b.yml"}},
		{"project_directory", map[string]string{
			"p/x/compose.yml": "services:\n  a:\n    image: x\n    volumes: [\"./v:/v\"]\n",
		}, "p", []string{"-f", "x/compose.yml", "--project-directory", "x"}},
		{"anchors", map[string]string{"p/compose.yaml": "x-m: &m\n  image: x\n  volumes: [\"~/.gnupg:/g\"]\n" +
			"services:\n  a:\n    <<: *m\n  b:\n    <<: *m\n    volumes: [\"./b:/b\"]\n"}, "p", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := composeTree(t, tc.files)
			home := filepath.Join(dir, "home")
			cwd := filepath.Join(dir, tc.cwd)
			cmd := exec.Command(bin, append(append([]string(nil), tc.globs...), "config")...)
			cmd.Dir = cwd
			cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "PWD=" + cwd}
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("docker-compose config: %v\n%s", err, out)
			}
			want := composeConfigMounts(t, out)

			line := "docker compose " + strings.Join(tc.globs, " ") + " up"
			seg := Decompose(line, cwd, map[string]string{"HOME": home})[0]
			if !seg.Resolved {
				t.Fatalf("Decompose(%q): unresolved (%s)", line, seg.Why)
			}
			var got []string
			for _, p := range seg.Paths {
				if p.Tree {
					got = append(got, mountKey(p.Path, p.Access == Read))
				}
			}
			slices.Sort(got)
			got = slices.Compact(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: pregate mounts %q, docker-compose config mounts %q", line, got, want)
			}
		})
	}
}

func mountKey(path string, ro bool) string {
	if ro {
		return path + " ro"
	}
	return path + " rw"
}

// composeConfigMounts are the bind mounts of docker-compose config's
// output: each host path with ro or rw, sorted.
func composeConfigMounts(t *testing.T, out []byte) []string {
	t.Helper()
	var cfg struct {
		Services map[string]struct {
			Volumes []any `yaml:"volumes"`
		} `yaml:"services"`
	}
	if err := yamlv3.Unmarshal(out, &cfg); err != nil {
		t.Fatalf("docker-compose config printed what is not YAML: %v\n%s", err, out)
	}
	var mounts []string
	for _, s := range cfg.Services {
		for _, v := range s.Volumes {
			switch e := v.(type) {
			case string:
				parts := strings.Split(e, ":")
				if len(parts) < 2 || !strings.HasPrefix(parts[0], "/") {
					continue // a named or anonymous volume
				}
				mounts = append(mounts, mountKey(parts[0], len(parts) > 2 && slices.Contains(strings.Split(parts[2], ","), "ro")))
			case map[string]any:
				if e["type"] != "bind" {
					continue
				}
				src, _ := e["source"].(string)
				ro, _ := e["read_only"].(bool)
				mounts = append(mounts, mountKey(src, ro))
			}
		}
	}
	slices.Sort(mounts)
	return slices.Compact(mounts)
}
