package shell

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	yamlv3 "go.yaml.in/yaml/v3"
)

// composeTree writes files (path → content, relative to a new temporary
// directory) and returns the directory, symlinks resolved.
func composeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestComposeProject: what docker compose reads and mounts, read from
// real compose files as compose finds them.
func TestComposeProject(t *testing.T) {
	type ref struct {
		path string
		acc  Access
	}
	const (
		r  = Read
		rw = Read | Write
	)
	main := `services:
  web:
    image: nginx
    volumes:
      - ~/.ssh:/root/.ssh
      - ./data:/data:ro
      - ../shared:/shared:z,rw
      - named:/named
      - /anon
      - type: bind
        source: ./conf
        target: /conf
        read_only: true
      - type: bind
        source: /etc
        target: /host-etc
      - type: volume
        source: named
        target: /v
    env_file: [web.env, {path: opt.env, required: false}]
    build:
      context: ./app
      dockerfile: Dockerfile.dev
      ssh: ["default=~/.ssh/id_ed25519"]
    devices: ["/dev/fuse:/dev/fuse"]
volumes:
  named: {}
  bound:
    driver_opts: {type: none, o: bind, device: /srv/data}
secrets:
  token: {file: ./token.txt}
`
	tests := []struct {
		name  string
		files map[string]string
		cwd   string // relative to the tree
		cmd   string
		want  []ref
		unres string // a word of Why, "" for resolved
	}{
		{"up", map[string]string{"p/compose.yaml": main}, "p", "docker compose up", []ref{
			{"p/compose.yaml", r}, {"p/web.env", r}, {"p/opt.env", r},
			{"p/app", r}, {"p/app/Dockerfile.dev", r}, {"~/.ssh/id_ed25519", r},
			{"~/.ssh", rw}, {"p/data", r}, {"shared", rw}, {"p/conf", r}, {"/etc", rw},
			{"/dev/fuse", rw}, {"/srv/data", rw}, {"p/token.txt", r},
		}, ""},
		{"ps_loads_only", map[string]string{"p/compose.yaml": main}, "p", "docker compose ps", []ref{
			{"p/compose.yaml", r}, {"p/web.env", r}, {"p/opt.env", r},
		}, ""},
		{"build", map[string]string{"p/compose.yaml": main}, "p", "docker compose build web", []ref{
			{"p/compose.yaml", r}, {"p/web.env", r}, {"p/opt.env", r},
			{"p/app", r}, {"p/app/Dockerfile.dev", r}, {"~/.ssh/id_ed25519", r}, {"p/token.txt", r},
		}, ""},
		{"exec_reaches_mounts", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"~/.aws:/a\"]\n"}, "p",
			"docker compose exec a ls", []ref{{"p/compose.yaml", r}, {"~/.aws", rw}}, ""},
		{"from_subdirectory", map[string]string{"p/docker-compose.yml": "services:\n  a:\n    image: x\n    volumes: [\"./src:/src\"]\n", "p/sub/deep/.keep": ""},
			"p/sub/deep", "docker compose up -d", []ref{{"p/docker-compose.yml", r}, {"p/src", rw}}, "-d"},
		{"preference_order", map[string]string{
			"p/compose.yml":        "services:\n  a:\n    image: x\n    volumes: [\"./yml:/y\"]\n",
			"p/docker-compose.yml": "services:\n  a:\n    image: x\n    volumes: [\"./dc:/y\"]\n",
		}, "p", "docker compose up", []ref{{"p/compose.yml", r}, {"p/yml", rw}}, ""},
		{"override_file", map[string]string{
			"p/compose.yaml":          "services:\n  a:\n    image: x\n",
			"p/compose.override.yaml": "services:\n  a:\n    volumes: [\"~/.gnupg:/g\"]\n",
		}, "p", "docker compose up", []ref{{"p/compose.yaml", r}, {"p/compose.override.yaml", r}, {"~/.gnupg", rw}}, ""},
		{"file_repeated", map[string]string{
			"p/a.yml":       "services:\n  a:\n    image: x\n    volumes: [\"./one:/1\"]\n",
			"p/other/b.yml": "services:\n  b:\n    image: x\n    volumes: [\"./two:/2\"]\n",
		}, "p", "docker compose -f a.yml --file=other/b.yml up", []ref{
			{"a.yml", r}, {"other/b.yml", r}, {"p/one", rw}, {"p/two", rw},
		}, ""},
		{"compose_file_variable", map[string]string{
			"p/a.yml": "services:\n  a:\n    image: x\n    volumes: [\"./one:/1\"]\n",
			"p/b.yml": "services:\n  b:\n    image: x\n    volumes: [\"/root:/r:ro\"]\n",
		}, "p", "COMPOSE_PATH_SEPARATOR=, COMPOSE_FILE=a.yml,b.yml docker compose up", []ref{
			{"p/a.yml", r}, {"p/b.yml", r}, {"p/one", rw}, {"/root", r},
		}, ""},
		{"project_directory", map[string]string{
			"p/x/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"./v:/v\"]\n",
		}, "p", "docker compose --project-directory x up", []ref{{"x", r}, {"p/x/compose.yaml", r}, {"p/x/v", rw}}, ""},
		{"docker_compose_binary", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"~/.kube:/k:ro\"]\n"},
			"p", "docker-compose up", []ref{{"p/compose.yaml", r}, {"~/.kube", r}}, ""},
		{"include_and_extends", map[string]string{
			"p/compose.yaml":     "include:\n  - inc/more.yaml\nservices:\n  a:\n    extends: {file: base/common.yaml, service: b}\n",
			"p/inc/more.yaml":    "services:\n  c:\n    image: x\n    volumes: [\"./inc-data:/d\"]\n",
			"p/base/common.yaml": "services:\n  b:\n    image: x\n    volumes: [\"./base-data:/d\"]\n",
		}, "p", "docker compose up", []ref{
			{"p/compose.yaml", r}, {"p/inc/more.yaml", r}, {"p/inc/inc-data", rw}, {"p/base/common.yaml", r}, {"p/base/base-data", rw},
		}, ""},
		// The implicit .env is only substituted into the project: a read
		// where compose prints the result (config), not where it runs it.
		{"dot_env", map[string]string{"p/compose.yaml": "services: {}\n", "p/.env": "TAG=1\n"}, "p", "docker compose up",
			[]ref{{"p/compose.yaml", r}}, ""},
		{"dot_env_printed", map[string]string{"p/compose.yaml": "services: {}\n", "p/.env": "TAG=1\n"}, "p", "docker compose config",
			[]ref{{"p/.env", r}, {"p/compose.yaml", r}}, ""},
		{"dot_env_named", map[string]string{"p/compose.yaml": "services: {}\n", "p/.env": "TAG=1\n"}, "p", "docker compose --env-file .env up",
			[]ref{{".env", r}, {"p/compose.yaml", r}}, ""},
		{"dot_env_sets_compose_file", map[string]string{"p/compose.yaml": "services: {}\n", "p/.env": "COMPOSE_FILE=/elsewhere.yml\n"}, "p",
			"docker compose up", nil, "COMPOSE_FILE"},
		{"variable_in_path", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"${SRC:-~/.ssh}:/s\"]\n"}, "p",
			"docker compose up", []ref{{"p/compose.yaml", r}, {"${SRC:-~/.ssh}", rw}}, "variable"},
		{"escaped_dollar", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"./a$$b:/s\"]\n"}, "p",
			"docker compose up", []ref{{"p/compose.yaml", r}, {"p/a$b", rw}}, ""},
		{"unparsable", map[string]string{"p/compose.yaml": "services:\n  a: [\n"}, "p", "docker compose up", []ref{{"p/compose.yaml", r}}, "parse"},
		{"not_a_mapping", map[string]string{"p/compose.yaml": "- a\n"}, "p", "docker compose up", []ref{{"p/compose.yaml", r}}, "mapping"},
		{"unknown_key", map[string]string{"p/compose.yaml": "services:\n  a:\n    provider: {type: model}\n"}, "p", "docker compose up", []ref{{"p/compose.yaml", r}}, "provider"},
		{"missing_file", map[string]string{"p/.keep": ""}, "p", "docker compose -f gone.yml up", []ref{{"gone.yml", r}}, "cannot read"},
		{"no_file_found", map[string]string{"p/.keep": ""}, "p", "docker compose up", nil, "no compose file"},
		{"no_file_ps", map[string]string{"p/.keep": ""}, "p", "docker compose ps", nil, ""},
		{"stdin", map[string]string{"p/.keep": ""}, "p", "docker compose -f - up", []ref{{"-", r}}, "standard input"},
		{"remote", map[string]string{"p/.keep": ""}, "p", "docker compose -f oci://docker.io/x/y up", []ref{{"oci://docker.io/x/y", r}}, "remote"},
		{"written_before", map[string]string{"p/compose.yaml": "services: {}\n"}, "p", "echo x > compose.yaml; docker compose up", []ref{{"p/compose.yaml", r}}, "compose may read"},
		{"written_before_lookup", map[string]string{"p/compose.yaml": "services: {}\n", "p/sub/.keep": ""}, "p/sub", "touch compose.yml && docker compose up", []ref{{"p/compose.yaml", r}}, "compose may read"},
		{"copied_before", map[string]string{"p/a.yml": "services: {}\n"}, "p", "cp /tmp/x.yml a.yml && docker compose -f a.yml up", []ref{{"a.yml", r}}, "which it reads"},
		{"unrelated_write_before", map[string]string{"p/compose.yaml": "services: {}\n"}, "p", "mkdir -p data && docker compose up", []ref{{"p/compose.yaml", r}}, ""},
		{"unresolved_before", map[string]string{"p/compose.yaml": "services: {}\n"}, "p", "$GEN; docker compose up", nil, "may change"},
		{"podman_compose", map[string]string{"p/compose.yaml": "services:\n  a:\n    image: x\n    volumes: [\"~/.ssh:/s\"]\n"}, "p",
			"podman compose up", []ref{{"p/compose.yaml", r}, {"~/.ssh", rw}}, "provider"},
		{"podman_compose_binary", map[string]string{"p/c.yml": "services:\n  a:\n    image: x\n    volumes: [\"~/.ssh:/s\"]\n"}, "p",
			"podman-compose -f c.yml up", []ref{{"c.yml", r}, {"p/c.yml", r}, {"~/.ssh", rw}}, "provider"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := composeTree(t, tc.files)
			cwd := filepath.Join(dir, tc.cwd)
			segs := Decompose(tc.cmd, cwd, map[string]string{"HOME": "/home/u"})
			var seg *Segment
			for k := range segs {
				if segs[k].Program == "docker" || strings.HasSuffix(segs[k].Program, "compose") || segs[k].Program == "podman" {
					seg = &segs[k]
					break
				}
			}
			if seg == nil {
				t.Fatalf("Decompose(%q): no compose segment in %+v", tc.cmd, segs)
			}
			var got []ref
			for _, p := range seg.Paths {
				got = append(got, ref{strings.TrimPrefix(strings.TrimPrefix(p.Path, dir+"/"), "/home/u/"), p.Access})
			}
			want := slices.Clone(tc.want)
			for k := range want {
				if strings.HasPrefix(want[k].path, "$") {
					continue
				}
				want[k].path = strings.Replace(want[k].path, "~/", "/home/u/", 1)
				want[k].path = strings.TrimPrefix(want[k].path, "/home/u/")
			}
			sort := cmpopts.SortSlices(func(a, b ref) bool { return a.path < b.path || a.path == b.path && a.acc < b.acc })
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(ref{}), sort, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
			}
			for _, p := range seg.Paths {
				if p.Dynamic && !slices.Contains(p.Known, "/home/u/.ssh") {
					t.Errorf("Decompose(%q): dynamic path %q has known values %q, want its default", tc.cmd, p.Path, p.Known)
				}
			}
			switch {
			case tc.unres == "" && !seg.Resolved:
				t.Errorf("Decompose(%q): unresolved (%s), want resolved", tc.cmd, seg.Why)
			case tc.unres != "" && (seg.Resolved || !strings.Contains(seg.Why, tc.unres)):
				t.Errorf("Decompose(%q): resolved %v (%s), want unresolved for %q", tc.cmd, seg.Resolved, seg.Why, tc.unres)
			}
		})
	}
}

// TestComposeServices: a service that reaches the host is judged as the
// docker run that creates it; what its container runs is a command of
// its own.
func TestComposeServices(t *testing.T) {
	tests := []struct {
		name string
		file string
		cmd  string
		want []hv
	}{
		{"privileged", "services:\n  a:\n    image: busybox\n    privileged: true\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), {Argv: []string{"docker", "run", "--privileged", "busybox"}, Hidden: true}}},
		{"host_namespaces", "services:\n  a:\n    image: x\n    pid: host\n    network_mode: host\n    cap_add: [SYS_ADMIN]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), {Argv: []string{"docker", "run", "--pid=host", "--network=host", "--cap-add=sys_admin", "x"}, Hidden: true}}},
		{"docker_socket", "services:\n  a:\n    image: x\n    volumes: [\"/var/run/docker.sock:/var/run/docker.sock\"]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), {Argv: []string{"docker", "run", "-v=/var/run/docker.sock:/var/run/docker.sock", "x"}, Hidden: true}}},
		{"privilege_variable", "services:\n  a:\n    image: x\n    privileged: ${PRIV}\n", "docker compose up",
			[]hv{unres("docker", "compose", "up")}},
		{"plain_service", "services:\n  a:\n    image: x\n    user: \"1000\"\n", "docker compose up",
			[]hv{outer("docker", "compose", "up")}},
		{"command_list", "services:\n  a:\n    image: x\n    command: [\"rm\", \"-rf\", \"/data\"]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), inner("rm", "-rf", "/data")}},
		{"entrypoint_and_command", "services:\n  a:\n    image: x\n    entrypoint: [sh, -c]\n    command: [\"curl x | sh\"]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), inner("sh", "-c", "curl x | sh"), inner("curl", "x"), {Argv: []string{"sh"}, Unres: true, Hidden: true}}},
		{"command_string", "services:\n  a:\n    image: x\n    command: npm start\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), inner("npm", "start")}},
		{"healthcheck_shell", "services:\n  a:\n    image: x\n    healthcheck:\n      test: [CMD-SHELL, \"wget -qO- localhost || exit 1\"]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), inner("wget", "-qO-", "localhost"), inner("exit", "1")}},
		{"hook", "services:\n  a:\n    image: x\n    post_start:\n      - command: [chown, -R, \"1000\", /data]\n", "docker compose up",
			[]hv{outer("docker", "compose", "up"), inner("chown", "-R", "1000", "/data")}},
		{"ps_runs_nothing", "services:\n  a:\n    image: x\n    privileged: true\n    command: [rm, -rf, /]\n", "docker compose ps",
			[]hv{outer("docker", "compose", "ps")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := composeTree(t, map[string]string{"compose.yaml": tc.file})
			got := hshape(Decompose(tc.cmd, dir, testEnv))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}

// TestComposeYAMLAgreesWithV3: compose parses its files with the go-yaml
// v3 family; pregate's parser must read every construct a compose file
// uses (anchors, merge keys, multiple documents, flow and block styles,
// quoting, tags compose defines) to the same values, or fail.
func TestComposeYAMLAgreesWithV3(t *testing.T) {
	docs := []string{
		"x-common: &common\n  image: x\n  volumes: [\"~/.ssh:/s\"]\nservices:\n  a:\n    <<: *common\n    command: [a]\n",
		"services:\n  a: {image: 'x', volumes: [\"./a:/a:ro\", {type: bind, source: \"/etc\", target: /e}]}\n",
		"services:\n  a:\n    image: x\n---\nservices:\n  b:\n    image: y\n    volumes:\n      - >-\n        /folded:/f\n",
		"services:\n  a:\n    volumes:\n      - \"\\x2Fetc:/e\"\n      - '/it''s:/q'\n    privileged: yes\n    read_only: on\n",
		"services:\n  a:\n    <<: [*x, *y]\n",
		"a: &a [1, 2]\nb: *a\nc: !!str 12\nd: 0x1F\ne: 1_000\nf: .inf\n",
		"services:\n  a:\n    volumes: !reset []\n    ports: !override [\"80\"]\n",
		"services:\n  a:\n    image: x\n    image: y\n",
	}
	for _, doc := range docs {
		got, gerr := composeDocs([]byte(doc))
		var want []any
		dec := yamlv3.NewDecoder(strings.NewReader(doc))
		var werr error
		for {
			var v any
			if werr = dec.Decode(&v); werr != nil {
				break
			}
			want = append(want, v)
		}
		if werr != nil && werr.Error() == "EOF" {
			werr = nil
		}
		if gerr != nil {
			t.Logf("%q: pregate cannot read it (%v): unresolved", doc, gerr)
			continue // failing is the safe side: the command is unresolved
		}
		if werr != nil {
			t.Errorf("%q: yaml v3 fails (%v) where pregate reads %v", doc, werr, got)
			continue
		}
		if diff := cmp.Diff(normYAML(want), normYAML(got)); diff != "" {
			t.Errorf("%q: values differ from yaml v3 (-v3 +pregate):\n%s", doc, diff)
		}
	}
}

// normYAML gives both decoders' values one shape: integers as int64,
// maps with string keys.
func normYAML(v any) any {
	switch t := v.(type) {
	case []any:
		out := make([]any, len(t))
		for k, e := range t {
			out[k] = normYAML(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, e := range t {
			out[k] = normYAML(e)
		}
		return out
	case int:
		return int64(t)
	case uint64:
		return int64(t)
	}
	return v
}

// TestComposeEnvironment: COMPOSE_FILE from the environment pregate is
// given picks the files, and one the command sets where pregate does not
// follow it leaves the command unresolved.
func TestComposeEnvironment(t *testing.T) {
	dir := composeTree(t, map[string]string{
		"compose.yaml": "services:\n  a:\n    image: x\n",
		"dev.yml":      "services:\n  a:\n    image: x\n    volumes: [\"/root:/r\"]\n",
	})
	env := map[string]string{"HOME": "/home/u", "COMPOSE_FILE": "dev.yml"}
	seg := Decompose("docker compose up", dir, env)[0]
	if !slices.ContainsFunc(seg.Paths, func(p PathRef) bool { return p.Path == "/root" && p.Access == Read|Write }) {
		t.Errorf("COMPOSE_FILE=dev.yml in the environment: paths %+v, want /root mounted", seg.Paths)
	}
	for _, cmd := range []string{"export COMPOSE_FILE=dev.yml; docker compose up", "COMPOSE_FILE=$F docker compose up"} {
		seg := Decompose(cmd, dir, testEnv)
		last := seg[len(seg)-1]
		if last.Resolved || !strings.Contains(last.Why, "COMPOSE_FILE") {
			t.Errorf("Decompose(%q): resolved %v (%s), want unresolved for COMPOSE_FILE", cmd, last.Resolved, last.Why)
		}
	}
}
