package shell

import (
	"archive/tar"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// standInDaemon is a loopback stand-in for the docker daemon on a unix
// socket: it answers the client's ping, records every container it is
// asked to create (the host configuration is where the client puts the
// mounts it read from -v, --mount and --device), and serves and accepts
// archives for docker cp.
type standInDaemon struct {
	sock string
	mu   sync.Mutex
	// creates are the HostConfig objects of POST /containers/create.
	creates []hostConfig
	// puts are the names in the archives PUT into a container (docker cp
	// HOST CONTAINER:PATH): what the client read from the host.
	puts []string
}

type hostConfig struct {
	Binds  []string
	Mounts []struct {
		Type          string
		Source        string
		ReadOnly      bool
		VolumeOptions *struct {
			DriverConfig *struct{ Options map[string]string }
		}
	}
	Devices []struct{ PathOnHost string }
}

func startDaemon(t *testing.T) *standInDaemon {
	t.Helper()
	d := &standInDaemon{sock: filepath.Join(t.TempDir(), "docker.sock")}
	l, err := net.Listen("unix", d.sock)
	if err != nil {
		t.Skipf("no unix socket: %v", err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(d.serve), ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(l) //nolint:errcheck // ends with Close
	t.Cleanup(func() { srv.Close() })
	return d
}

func (d *standInDaemon) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Api-Version", "1.47")
	w.Header().Set("Ostype", "linux")
	fail := func() {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, `{"message":"stand-in daemon"}`)
	}
	switch {
	case strings.HasSuffix(r.URL.Path, "/_ping"):
		io.WriteString(w, "OK")
	case strings.HasSuffix(r.URL.Path, "/containers/create"):
		var body struct{ HostConfig hostConfig }
		if err := json.NewDecoder(r.Body).Decode(&body); err == nil {
			d.mu.Lock()
			d.creates = append(d.creates, body.HostConfig)
			d.mu.Unlock()
		}
		fail()
	case strings.HasSuffix(r.URL.Path, "/build"):
		// docker build sends its context as a tar: what it read.
		tr := tar.NewReader(r.Body)
		for {
			h, err := tr.Next()
			if err != nil {
				break
			}
			d.mu.Lock()
			d.puts = append(d.puts, "build:"+h.Name)
			d.mu.Unlock()
		}
		fail()
	case strings.HasSuffix(r.URL.Path, "/archive"):
		switch r.Method {
		case http.MethodHead:
			// The container's path is a directory.
			stat, _ := json.Marshal(map[string]any{"name": "d", "size": 0, "mode": 1<<31 | 0o755, "mtime": "2024-01-01T00:00:00Z"})
			w.Header().Set("X-Docker-Container-Path-Stat", base64.StdEncoding.EncodeToString(stat))
		case http.MethodGet:
			stat, _ := json.Marshal(map[string]any{"name": "f", "size": 2, "mode": 0o644, "mtime": "2024-01-01T00:00:00Z"})
			w.Header().Set("X-Docker-Container-Path-Stat", base64.StdEncoding.EncodeToString(stat))
			tw := tar.NewWriter(w)
			tw.WriteHeader(&tar.Header{Name: "f", Mode: 0o644, Size: 2, Typeflag: tar.TypeReg})
			tw.Write([]byte("x\n"))
			tw.Close()
		case http.MethodPut:
			tr := tar.NewReader(r.Body)
			for {
				h, err := tr.Next()
				if err != nil {
					break
				}
				d.mu.Lock()
				d.puts = append(d.puts, h.Name)
				d.mu.Unlock()
			}
		}
	default:
		fail()
	}
}

// hostPaths are the host paths the daemon was asked to mount, each with
// ":ro" when read-only, as absolute paths.
func (h hostConfig) hostPaths() []string {
	var out []string
	for _, b := range h.Binds {
		parts := strings.Split(b, ":")
		if !strings.HasPrefix(parts[0], "/") {
			continue // a named volume
		}
		p := parts[0]
		if len(parts) > 2 && slices.Contains(strings.Split(parts[2], ","), "ro") {
			p += ":ro"
		}
		out = append(out, p)
	}
	for _, m := range h.Mounts {
		src := ""
		switch {
		case m.Type == "bind":
			src = m.Source
		case m.VolumeOptions != nil && m.VolumeOptions.DriverConfig != nil:
			src = m.VolumeOptions.DriverConfig.Options["device"]
		}
		if src == "" {
			continue
		}
		if m.ReadOnly {
			src += ":ro"
		}
		out = append(out, src)
	}
	for _, dv := range h.Devices {
		out = append(out, dv.PathOnHost)
	}
	slices.Sort(out)
	return out
}

// TestDifferentialDockerMounts runs the real docker client against the
// stand-in daemon and checks that the host paths it asks to mount (and
// which of them read-only) are the paths Decompose reported for the
// command, with Read alone for the read-only ones; that the host file docker
// cp sends into a container is a path reported read, and the file it
// copies out a path reported written; and that the build context docker
// build sends is a directory reported read whole.
func TestDifferentialDockerMounts(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the docker client; skipped with -short")
	}
	docker, err := exec.LookPath("docker")
	if err != nil {
		t.Skip("docker is not installed")
	}
	d := startDaemon(t)
	work := t.TempDir()
	for _, f := range []string{"src/a.txt", "cfg/c.txt", "in.txt"} {
		p := filepath.Join(work, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := []string{"DOCKER_HOST=unix://" + d.sock, "DOCKER_CONFIG=" + t.TempDir(), "HOME=" + work, "PATH=/usr/bin:/bin"}
	run := func(args ...string) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, docker, args...)
		c.Dir, c.Env = work, env
		c.CombinedOutput() //nolint:errcheck // the stand-in refuses to create
	}
	mounts := []string{
		"-v /etc:/e",
		"-v /etc:/e:ro",
		"-v /etc:/e:z,ro",
		"-v ./src:/s",
		"-v ./cfg:/c:ro",
		"-v named:/n",
		"-v named.vol:/n:ro",
		"-v /anon",
		"--volume=/usr:/u",
		"-v=/usr:/u",
		"--mount type=bind,src=/etc,dst=/e",
		"--mount type=bind,source=/etc,target=/e,readonly",
		"--mount type=bind,src=/etc,dst=/e,ro=true",
		"--mount type=bind,src=/etc,dst=/e,ro=false",
		"--mount type=bind,src=./src,dst=/s",
		"--mount type=volume,src=named,dst=/n",
		"--mount type=volume,dst=/n,volume-opt=type=none,volume-opt=o=bind,volume-opt=device=/etc",
		"--mount type=tmpfs,dst=/t",
		"--mount=type=bind,src=/usr,dst=/u",
		"--device /dev/null:/dev/xnull",
		"--device=/dev/zero",
		"-v /etc:/e --mount type=bind,src=/usr,dst=/u,readonly",
	}
	for _, m := range mounts {
		t.Run(m, func(t *testing.T) {
			d.mu.Lock()
			d.creates = nil
			d.mu.Unlock()
			cmd := "docker run --rm " + m + " alpine true"
			run(strings.Fields(cmd)[1:]...)
			d.mu.Lock()
			creates := d.creates
			d.mu.Unlock()
			if len(creates) != 1 {
				t.Fatalf("%s: the client made %d create requests, want 1", cmd, len(creates))
			}
			want := creates[0].hostPaths()
			var got []string
			segs := Decompose(cmd, work, map[string]string{"HOME": work})
			for _, p := range segs[0].Paths {
				abs := p.Path
				if !filepath.IsAbs(abs) {
					abs = filepath.Join(work, abs)
				}
				if !p.Tree {
					t.Errorf("%s: %s is not read as a whole tree", cmd, p.Path)
				}
				switch p.Access {
				case Read:
					abs += ":ro"
				case Read | Write:
				default:
					t.Errorf("%s: %s has access %d, want read or read-write", cmd, p.Path, p.Access)
				}
				got = append(got, abs)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: Decompose reports host paths %q, docker mounts %q", cmd, got, want)
			}
		})
	}

	t.Run("cp_in", func(t *testing.T) {
		d.mu.Lock()
		d.puts = nil
		d.mu.Unlock()
		cmd := "docker cp in.txt c:/d"
		run(strings.Fields(cmd)[1:]...)
		d.mu.Lock()
		puts := d.puts
		d.mu.Unlock()
		if !slices.Contains(puts, "in.txt") {
			t.Fatalf("%s: the client sent %q, want in.txt", cmd, puts)
		}
		segs := Decompose(cmd, work, nil)
		if !slices.ContainsFunc(segs[0].Paths, func(p PathRef) bool { return p.Path == "in.txt" && p.Access == Read }) {
			t.Errorf("%s: in.txt not reported read: %+v", cmd, segs[0].Paths)
		}
	})
	t.Run("build_context", func(t *testing.T) {
		d.mu.Lock()
		d.puts = nil
		d.mu.Unlock()
		os.WriteFile(filepath.Join(work, "src", "Dockerfile"), []byte("FROM scratch\n"), 0o644)
		defer os.Remove(filepath.Join(work, "src", "Dockerfile"))
		cmd := "docker build -q src"
		run(strings.Fields(cmd)[1:]...)
		d.mu.Lock()
		puts := d.puts
		d.mu.Unlock()
		if !slices.Contains(puts, "build:a.txt") {
			t.Fatalf("%s: the client sent %q, want the context's a.txt", cmd, puts)
		}
		segs := Decompose(cmd, work, nil)
		if !slices.ContainsFunc(segs[0].Paths, func(p PathRef) bool { return p.Path == "src" && p.Access == Read && p.Tree }) {
			t.Errorf("%s: the context src is not reported read whole: %+v", cmd, segs[0].Paths)
		}
	})
	for _, dst := range []string{"out.txt", ":empty.txt", "./o:colon.txt"} {
		t.Run("cp_out_"+dst, func(t *testing.T) {
			cmd := "docker cp c:/f " + dst
			run(strings.Fields(cmd)[1:]...)
			var made []string
			filepath.Walk(work, func(p string, info os.FileInfo, err error) error {
				if err == nil && !info.IsDir() && !strings.HasPrefix(p, filepath.Join(work, "src")) &&
					!strings.HasPrefix(p, filepath.Join(work, "cfg")) && filepath.Base(p) != "in.txt" {
					rel, _ := filepath.Rel(work, p)
					made = append(made, rel)
					os.Remove(p)
				}
				return nil
			})
			if len(made) != 1 {
				t.Fatalf("%s: the client wrote %q, want one file", cmd, made)
			}
			segs := Decompose(cmd, work, nil)
			var written []string
			for _, p := range segs[0].Paths {
				if p.Access&Write != 0 {
					written = append(written, filepath.Clean(p.Path))
				}
			}
			if !slices.Equal(written, made) {
				t.Errorf("%s: Decompose reports %q written, docker wrote %q", cmd, written, made)
			}
		})
	}
}

// TestKubectlCpHelp reads the examples of the installed kubectl's cp help:
// in each, the host path (/tmp/…) is the path Decompose reports, read
// when it is the source and written when it is the destination, and the
// POD:PATH or NAMESPACE/POD:PATH operand is none of them.
func TestKubectlCpHelp(t *testing.T) {
	if testing.Short() {
		t.Skip("runs kubectl; skipped with -short")
	}
	kubectl, err := exec.LookPath("kubectl")
	if err != nil {
		t.Skip("kubectl is not installed")
	}
	out, _ := exec.Command(kubectl, "cp", "--help").CombinedOutput()
	n := 0
	for _, line := range strings.Split(string(out), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "kubectl cp /") && !strings.HasPrefix(line, "kubectl cp <some") {
			continue
		}
		// <some-pod> is a placeholder: a name of the same shape.
		cmd := strings.NewReplacer("<some-pod>", "pod", "<some-namespace>", "ns", "<specific-container>", "app").Replace(line)
		words := strings.Fields(cmd)
		src, dst := words[2], words[3]
		var want []PathRef
		switch {
		case strings.HasPrefix(src, "/") && strings.Contains(dst, ":"):
			want = []PathRef{{Path: src, Access: Read, Via: "operand", Tree: true}}
		case strings.HasPrefix(dst, "/") && strings.Contains(src, ":"):
			want = []PathRef{{Path: dst, Access: Write, Via: "operand"}}
		default:
			t.Fatalf("example %q: neither operand is a host path", line)
		}
		n++
		segs := Decompose(cmd, "/w", nil)
		if !slices.EqualFunc(segs[0].Paths, want, func(a, b PathRef) bool {
			return a.Path == b.Path && a.Access == b.Access && a.Tree == b.Tree && !a.Dynamic
		}) {
			t.Errorf("%s: Decompose reports %+v, want %+v", cmd, segs[0].Paths, want)
		}
	}
	if n < 3 {
		t.Fatalf("kubectl cp --help has %d examples pregate reads, want at least 3:\n%s", n, out)
	}
}
