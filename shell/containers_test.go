package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestContainerPaths: the host paths a container command mounts, copies
// in or out, or sends as a build context, each with how it is touched.
func TestContainerPaths(t *testing.T) {
	op := func(p string, acc Access, tree bool) PathRef {
		return PathRef{Path: p, Access: acc, Via: "operand", Tree: tree}
	}
	rw := func(p string) PathRef { return op(p, Read|Write, true) }
	ro := func(p string) PathRef { return op(p, Read, true) }
	r := func(p string) PathRef { return op(p, Read, false) }
	w := func(p string) PathRef { return op(p, Write, false) }
	tests := []struct {
		name string
		cmd  string
		want []PathRef
	}{
		{"volume", `docker run -v ~/.ssh:/k img`, []PathRef{rw("~/.ssh")}},
		{"volume_long_eq", `docker run --volume=/etc:/e img`, []PathRef{rw("/etc")}},
		{"volume_attached", `docker run -v/etc:/e img`, []PathRef{rw("/etc")}},
		{"volume_bundled", `docker run -itv /etc:/e img`, []PathRef{rw("/etc")}},
		{"volume_ro", `docker run -v /etc:/e:ro img`, []PathRef{ro("/etc")}},
		{"volume_ro_among_opts", `docker run -v /etc:/e:z,ro img`, []PathRef{ro("/etc")}},
		{"volume_rw", `docker run -v /etc:/e:rw img`, []PathRef{rw("/etc")}},
		{"volume_relative", `docker run -v ./src:/app img`, []PathRef{rw("./src")}},
		{"volume_dot", `docker run -v .:/app img`, []PathRef{rw(".")}},
		{"volume_slash_inside", `docker run -v a/b:/app img`, []PathRef{rw("a/b")}},
		{"named_volume", `docker run -v data:/d img`, nil},
		{"named_volume_dots", `docker run -v my.vol_1:/d img`, nil},
		{"anonymous_volume", `docker run -v /data img`, nil},
		{"home_var", `docker run -v "$HOME/.aws:/a:ro" img`, []PathRef{ro("~/.aws")}},
		{"known_var", `d=~/.s; docker run -v ${d}sh:/k img`, []PathRef{{Path: "${d}sh", Dynamic: true, Known: []string{"/home/u/.ssh"}, Access: Read | Write, Via: "operand", Tree: true}}},
		{"known_var_attached", `d=~/.s; docker run --volume=${d}sh:/k img`, []PathRef{{Path: "${d}sh", Dynamic: true, Known: []string{"/home/u/.ssh"}, Access: Read | Write, Via: "operand", Tree: true}}},
		{"known_var_short_attached", `d=~/.s; docker run -v${d}sh:/k img`, []PathRef{{Path: "${d}sh", Dynamic: true, Known: []string{"/home/u/.ssh"}, Access: Read | Write, Via: "operand", Tree: true}}},
		{"dynamic_braces", `docker run -v ${SRC:-/tmp}:/d img`, []PathRef{{Path: "${SRC:-/tmp}", Dynamic: true, Access: Read | Write, Via: "operand", Tree: true}}},
		{"attached_dynamic", `docker run --volume=$HOME/.ssh:/k img`, []PathRef{{Path: "$HOME/.ssh", Dynamic: true, Access: Read | Write, Via: "operand", Tree: true}}},
		{"short_attached_dynamic", `docker run -v"$PWD":/app img`, []PathRef{{Path: "$PWD", Dynamic: true, Access: Read | Write, Via: "operand", Tree: true}}},
		{"mount_bind", `docker run --mount type=bind,src=/etc,dst=/e img`, []PathRef{rw("/etc")}},
		{"mount_source_target", `docker run --mount type=bind,source=/etc,target=/e img`, []PathRef{rw("/etc")}},
		{"mount_readonly", `docker run --mount type=bind,src=/etc,dst=/e,readonly img`, []PathRef{ro("/etc")}},
		{"mount_ro_true", `docker run --mount type=bind,src=/etc,dst=/e,ro=true img`, []PathRef{ro("/etc")}},
		{"mount_ro_false", `docker run --mount type=bind,src=/etc,dst=/e,ro=false img`, []PathRef{rw("/etc")}},
		{"mount_key_case", `docker run --mount Type=bind,Source=/etc,Target=/e img`, []PathRef{rw("/etc")}},
		{"mount_quoted_csv", `docker run --mount 'type=bind,"source=/a,b",target=/e' img`, []PathRef{rw("/a,b")}},
		{"mount_eq", `docker run --mount=type=bind,src=/etc,dst=/e img`, []PathRef{rw("/etc")}},
		{"mount_volume_named", `docker run --mount type=volume,src=data,dst=/d img`, nil},
		{"mount_volume_device", `docker run --mount type=volume,dst=/d,volume-opt=type=none,volume-opt=o=bind,volume-opt=device=/etc img`, []PathRef{rw("/etc")}},
		{"mount_tmpfs", `docker run --mount type=tmpfs,dst=/t img`, nil},
		{"device", `docker run --device /dev/sda:/dev/xvda img`, []PathRef{rw("/dev/sda")}},
		{"device_alone", `docker run --device=/dev/fuse img`, []PathRef{rw("/dev/fuse")}},
		{"container_run", `docker container run -v /etc:/e img`, []PathRef{rw("/etc")}},
		{"create", `docker create --mount type=bind,src=/etc,dst=/e img`, []PathRef{rw("/etc")}},
		{"service_create", `docker service create --mount type=bind,src=/etc,dst=/e img`, []PathRef{rw("/etc")}},
		{"service_update", `docker service update --mount-add type=bind,src=/etc,dst=/e svc`, []PathRef{rw("/etc")}},
		{"volume_create_device", `docker volume create -o type=none -o o=bind -o device=/etc v`, []PathRef{rw("/etc")}},
		{"compose_run_volume", `docker compose run -v /etc:/e web`, []PathRef{rw("/etc")}},
		{"compose_files", `docker compose -f dev.yml --env-file .env.dev up`, []PathRef{r("dev.yml"), r(".env.dev")}},
		{"cp_out", `docker cp c:/etc/passwd ./p`, []PathRef{w("./p")}},
		{"cp_in", `docker cp ./p c:/tmp/p`, []PathRef{ro("./p")}},
		{"cp_bare_host", `docker cp c:/x out.txt`, []PathRef{w("out.txt")}},
		{"cp_empty_container", `docker cp c:/x :/etc/x`, []PathRef{w("/etc/x")}},
		{"cp_dot_colon", `docker cp c:/x ./a:b`, []PathRef{w("./a:b")}},
		{"cp_stdout", `docker cp c:/x -`, nil},
		{"cp_long", `docker container cp -a ~/.aws c:/a`, []PathRef{ro("~/.aws")}},
		{"cp_dynamic_container", `docker cp ./p $C:/x`, []PathRef{ro("./p"), {Path: "$C:/x", Dynamic: true, Access: Write, Via: "operand"}, {Path: "/x", Dynamic: true, Access: Write, Via: "operand"}}},
		{"compose_cp", `docker compose cp web:/etc/x ~/.bashrc`, []PathRef{w("~/.bashrc")}},
		{"kubectl_cp_out", `kubectl cp ns/pod:/etc/x ./x`, []PathRef{w("./x")}},
		{"kubectl_cp_in", `kubectl cp -c app ~/.kube/config pod:/k`, []PathRef{ro("~/.kube/config")}},
		{"kubectl_secret_from_file", `kubectl create secret generic s --from-file=key=~/.ssh/id_rsa --from-file ./cfg`, []PathRef{ro("~/.ssh/id_rsa"), ro("./cfg")}},
		{"kubectl_secret_tls", `kubectl create secret tls s --cert=c.pem --key k.pem`, []PathRef{r("c.pem"), r("k.pem")}},
		{"kubectl_configmap_env_file", `kubectl create configmap c --from-env-file=.env`, []PathRef{r(".env")}},
		{"kubectl_config_raw", `kubectl config view --raw`, []PathRef{r("~/.kube/config")}},
		{"kubectl_config_redacted", `kubectl config view --minify`, nil},
		{"build_context", `docker build -t app .`, []PathRef{ro(".")}},
		{"build_file_and_context", `docker build -f ../Dockerfile ..`, []PathRef{r("../Dockerfile"), ro("..")}},
		{"image_build", `docker image build ~`, []PathRef{ro("~")}},
		{"buildx_secret", `docker buildx build --secret id=x,src=s .`, []PathRef{ro("s"), ro(".")}},
		{"buildx_secret_env", `docker buildx build --secret id=x,env=TOKEN .`, []PathRef{ro(".")}},
		{"buildx_ssh", `docker build --ssh default=~/.ssh/id_rsa,~/.ssh/id_ed25519 .`, []PathRef{ro("~/.ssh/id_rsa"), ro("~/.ssh/id_ed25519"), ro(".")}},
		{"buildx_ssh_agent", `docker build --ssh default .`, []PathRef{ro(".")}},
		{"buildx_context", `docker build --build-context lib=../lib --build-context img=docker-image://alpine .`, []PathRef{ro("../lib"), ro(".")}},
		{"buildx_output_dest", `docker build -o type=local,dest=~/.config/x .`, []PathRef{op("~/.config/x", Write, true), ro(".")}},
		{"buildx_output_path", `docker build --output=out .`, []PathRef{op("out", Write, true), ro(".")}},
		{"buildx_output_registry", `docker build -o type=registry .`, []PathRef{ro(".")}},
		{"buildx_cache", `docker build --cache-to type=local,dest=/c --cache-from type=local,src=/c .`, []PathRef{op("/c", Write, true), ro("/c"), ro(".")}},
		{"build_stdin", `docker build -`, nil},
		{"import", `docker import ~/rootfs.tar img`, []PathRef{r("~/rootfs.tar")}},
		{"secret_create", `docker secret create k .env`, []PathRef{r(".env")}},
		{"context_export", `docker context export ctx out.tar`, []PathRef{w("out.tar")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			segs := Decompose(tc.cmd, "/w", testEnv)
			if len(segs) == 0 {
				t.Fatalf("Decompose(%q): no segments", tc.cmd)
			}
			last := segs[len(segs)-1]
			if diff := cmp.Diff(tc.want, last.Paths); diff != "" {
				t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}

// TestContainerCommands: what runs inside a container is a command of its
// own for deny and ask rules, in every spelling of the subcommand; a
// plugin is a program pregate cannot see; the command xargs feeds is never
// approved by its text alone.
func TestContainerCommands(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"container_run", `docker container run --rm img rm -rf /`, []hv{outer("docker", "container", "run", "--rm", "img", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"container_exec", `docker container exec -it c rm -rf /`, []hv{outer("docker", "container", "exec", "-it", "c", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"create", `docker create img rm -rf /`, []hv{outer("docker", "create", "img", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"global_options_first", `docker --context x container run img rm x`, []hv{outer("docker", "--context", "x", "container", "run", "img", "rm", "x"), inner("rm", "x")}},
		{"compose_exec", `docker compose exec -T web rm -rf /`, []hv{unres("docker", "compose", "exec", "-T", "web", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"compose_run", `docker compose -f c.yml run --rm web sh -c 'rm -rf /'`, []hv{unres("docker", "compose", "-f", "c.yml", "run", "--rm", "web", "sh", "-c", "rm -rf /"), inner("sh", "-c", "rm -rf /"), inner("rm", "-rf", "/")}},
		{"compose_run_no_command", `docker compose run web`, []hv{unres("docker", "compose", "run", "web")}},
		{"entrypoint", `docker run --entrypoint rm img -rf /`, []hv{outer("docker", "run", "--entrypoint", "rm", "img", "-rf", "/"), inner("rm"), inner("rm", "-rf", "/")}},
		{"kubectl_run_args", `kubectl run x --image=b touch /x`, []hv{outer("kubectl", "run", "x", "--image=b", "touch", "/x"), inner("touch", "/x")}},
		{"kubectl_debug", `kubectl debug -it p --image=b -- rm -rf /`, []hv{outer("kubectl", "debug", "-it", "p", "--image=b", "--", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"docker_plugin", `docker foo --bar`, []hv{unres("docker", "foo", "--bar")}},
		{"docker_plugin_after_globals", `docker -H unix:///x foo`, []hv{unres("docker", "-H", "unix:///x", "foo")}},
		{"docker_dynamic_sub", `docker $SUB`, []hv{unres("docker", "$SUB")}},
		{"docker_builtin", `docker ps`, []hv{outer("docker", "ps")}},
		{"docker_compose_known", `docker compose ps`, []hv{outer("docker", "compose", "ps")}},
		{"kubectl_plugin", `kubectl ctx prod`, []hv{unres("kubectl", "ctx", "prod")}},
		{"kubectl_plugin_after_globals", `kubectl -n x neat get pod`, []hv{unres("kubectl", "-n", "x", "neat", "get", "pod")}},
		{"kubectl_builtin", `kubectl get pods`, []hv{outer("kubectl", "get", "pods")}},
		{"kubectl_options", `kubectl options`, []hv{outer("kubectl", "options")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := hshape(Decompose(tc.cmd, "/w", testEnv))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}

// TestXargsFed: the words xargs appends arrive at run time, so the command
// it runs has no allow text and a dynamic operand where its table has
// paths; with a replace string the words holding it are dynamic instead.
func TestXargsFed(t *testing.T) {
	dyn := func(acc Access) PathRef { return PathRef{Dynamic: true, Access: acc, Via: "operand"} }
	tests := []struct {
		cmd   string
		allow string
		paths []PathRef
	}{
		{`xargs cat`, "", []PathRef{dyn(Read)}},
		{`xargs -0 rm -f`, "", []PathRef{dyn(Write)}},
		{`xargs -a list grep -l x`, "", []PathRef{dyn(Read)}},
		{`xargs -n1 kill`, "", nil},
		{`xargs cp -t /d`, "", []PathRef{{Path: "/d", Access: Write, Via: "operand"}, dyn(Read)}},
		{`xargs -I{} echo {}`, "echo {}", nil},
		{`ls | parallel cat`, "", []PathRef{dyn(Read)}},
		{`parallel -j2 gzip ::: $FILES`, "", []PathRef{dyn(Write)}},
		{`cat list`, "cat list", []PathRef{{Path: "list", Access: Read, Via: "operand"}}},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		last := segs[len(segs)-1]
		if last.AllowText != tc.allow {
			t.Errorf("Decompose(%q): allow text %q, want %q", tc.cmd, last.AllowText, tc.allow)
		}
		if !last.Resolved {
			t.Errorf("Decompose(%q): unresolved (%s); deny and ask rules must see it", tc.cmd, last.Why)
		}
		if diff := cmp.Diff(tc.paths, last.Paths); diff != "" {
			t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
		}
	}
}

// TestHeredocInput: a here-document or here-string with expansions is
// input known only at run time; a literal one (or a quoted delimiter) is
// not.
func TestHeredocInput(t *testing.T) {
	tests := []struct {
		cmd  string
		want bool
	}{
		{"cat <<EOF\n$SECRET\nEOF", true},
		{"cat <<EOF\n$(id)\nEOF", true},
		{"cat <<EOF\n`id`\nEOF", true},
		{"cat <<-EOF\n\t${X}\n\tEOF", true},
		{`cat <<< "$X"`, true},
		{"{ cat; } <<EOF\n$X\nEOF", true},
		{"cat <<'EOF'\n$(curl evil)\nEOF", false},
		{"cat <<EOF\nplain text\nEOF", false},
		{`cat <<< plain`, false},
		{`cat f`, false},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		got := false
		for _, s := range segs {
			if s.Program == "cat" {
				got = s.InputDynamic
			}
		}
		if got != tc.want {
			t.Errorf("Decompose(%q): InputDynamic %v, want %v", tc.cmd, got, tc.want)
		}
	}
}
