package progs

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMountPaths: the host paths a Mount value names, in the volume and
// mount forms the docker and podman clients read.
func TestMountPaths(t *testing.T) {
	vol := &Option{Names: []string{"--volume"}, Role: Mount}
	dev := &Option{Names: []string{"--device"}, Role: Mount}
	secret := &Option{Names: []string{"--secret"}, Role: Mount | ReadPath}
	ssh := &Option{Names: []string{"--ssh"}, Role: Mount | ReadPath}
	output := &Option{Names: []string{"--output"}, Role: Mount | WritePath}
	secopt := &Option{Names: []string{"--security-opt"}, Role: Mount | ReadPath}
	fromFile := &Option{Names: []string{"--from-file"}, Role: Mount | ReadPath}
	rw := func(p string) []MountPath { return []MountPath{{Path: p, Access: Read | Write}} }
	ro := func(p string) []MountPath { return []MountPath{{Path: p, Access: Read}} }
	tests := []struct {
		opt     *Option
		v       string
		dynamic bool
		want    []MountPath
	}{
		{vol, "/etc:/e", false, rw("/etc")},
		{vol, "/etc:/e:ro", false, ro("/etc")},
		{vol, "/etc:/e:Z,ro", false, ro("/etc")},
		{vol, "/etc:/e:readonly", false, ro("/etc")},
		{vol, "/etc:/e:rw,z", false, rw("/etc")},
		{vol, "~/.ssh:/k", false, rw("~/.ssh")},
		{vol, "./src:/app", false, rw("./src")},
		{vol, "..:/app", false, rw("..")},
		{vol, "a/b:/app", false, rw("a/b")},
		{vol, "data:/d", false, nil},
		{vol, "my.vol-1:/d:ro", false, nil},
		{vol, "/data", false, nil},
		{vol, "${D:-/x}:/d", true, rw("${D:-/x}")},
		{vol, "$D:/d", true, rw("$D")},
		{vol, "$D:/d", false, nil}, // a literal "$D" is a name
		{vol, "type=bind,src=/etc,dst=/e", false, rw("/etc")},
		{vol, "type=bind,source=/etc,target=/e,readonly", false, ro("/etc")},
		{vol, "type=bind,src=/etc,dst=/e,ro=1", false, ro("/etc")},
		{vol, "type=bind,src=/etc,dst=/e,readonly=false", false, rw("/etc")},
		{vol, "type=bind,src=/etc,dst=/e,ro=maybe", false, rw("/etc")},
		{vol, "TYPE=BIND,SRC=rel,DST=/e", false, rw("rel")},
		{vol, "type=glob,src=/usr/lib/*.so,dst=/l", false, rw("/usr/lib/*.so")},
		{vol, `type=bind,"src=/a,b",dst=/e`, false, rw("/a,b")},
		{vol, "src=/etc,dst=/e", false, rw("/etc")}, // type defaults to volume; a path all the same
		{vol, "type=volume,src=data,dst=/d", false, nil},
		{vol, "type=volume,dst=/d,volume-opt=o=bind,volume-opt=device=/etc", false, rw("/etc")},
		{vol, "type=tmpfs,dst=/t", false, nil},
		{vol, "device=/etc", false, rw("/etc")},
		{dev, "/dev/sda:/dev/xvda:rwm", false, rw("/dev/sda")},
		{dev, "/dev/fuse", false, rw("/dev/fuse")},
		{secret, "id=aws,src=/home/u/.aws/credentials", false, ro("/home/u/.aws/credentials")},
		{secret, "type=file,id=x,source=s", false, ro("s")},
		{secret, "id=x,env=TOKEN", false, nil},
		{ssh, "default", false, nil},
		{ssh, "default=/k1,/k2", false, []MountPath{{Path: "/k1", Access: Read}, {Path: "/k2", Access: Read}}},
		{output, "type=local,dest=out", false, []MountPath{{Path: "out", Access: Write}}},
		{output, "type=tar,dest=o.tar,ro", false, []MountPath{{Path: "o.tar", Access: Write}}},
		{output, "out", false, []MountPath{{Path: "out", Access: Write}}},
		{output, "-", false, nil},
		{output, "type=image,push=true", false, nil},
		{secopt, "seccomp=/p.json", false, ro("/p.json")},
		{secopt, "seccomp:/p.json", false, ro("/p.json")},
		{secopt, "seccomp=unconfined", false, nil},
		{secopt, "apparmor=x", false, nil},
		{secopt, "no-new-privileges", false, nil},
		{fromFile, "key=/home/u/.ssh/id_rsa", false, ro("/home/u/.ssh/id_rsa")},
		{fromFile, "dir/", false, ro("dir/")},
	}
	for _, tc := range tests {
		if got := tc.opt.MountPaths(tc.v, tc.dynamic); !cmp.Equal(got, tc.want) {
			t.Errorf("%s %q: %v, want %v", tc.opt.Canon(), tc.v, got, tc.want)
		}
	}
}

// TestCopyHostPaths: the host side of docker and kubectl cp operands.
func TestCopyHostPaths(t *testing.T) {
	tests := []struct {
		op      string
		dynamic bool
		want    []string
	}{
		{"c:/etc/passwd", false, nil},
		{"ns/pod:/etc/passwd", false, nil},
		{"./p", false, []string{"./p"}},
		{"p", false, []string{"p"}},
		{"/abs:colon", false, []string{"/abs:colon"}},
		{"./a:b", false, []string{"./a:b"}},
		{".a:b", false, []string{".a:b"}},
		{":/etc/x", false, []string{"/etc/x"}},
		{"$C:/x", true, []string{"$C:/x", "/x"}},
		{"${C:-c}:/x", true, []string{"${C:-c}:/x", "/x"}},
		{"c:$P", true, nil},
		{"$HOME/.ssh", true, []string{"$HOME/.ssh"}},
	}
	for _, tc := range tests {
		if got := CopyHostPaths(tc.op, tc.dynamic); !cmp.Equal(got, tc.want) {
			t.Errorf("CopyHostPaths(%q, %v) = %q, want %q", tc.op, tc.dynamic, got, tc.want)
		}
	}
}

// TestContainerTables: every spelling of the options that mount host
// paths has the Mount role, in each subcommand that takes them; the
// subcommands pregate knows are builtin, others are plugins.
func TestContainerTables(t *testing.T) {
	dk := Lookup("docker")
	for _, sub := range []string{"run", "create", "container run", "container create", "compose run"} {
		for _, spelling := range []string{"-v", "--volume"} {
			if o := dk.SubTable(sub).Lookup(spelling); o == nil || o.Role&Mount == 0 {
				t.Errorf("docker %s %s: no Mount role", sub, spelling)
			}
		}
	}
	for _, sub := range []string{"run", "create", "container run", "container create", "service create"} {
		if o := dk.SubTable(sub).Lookup("--mount"); o == nil || o.Role&Mount == 0 {
			t.Errorf("docker %s --mount: no Mount role", sub)
		}
	}
	if o := dk.SubTable("service update").Lookup("--mount-add"); o == nil || o.Role&Mount == 0 {
		t.Error("docker service update --mount-add: no Mount role")
	}
	for sub, want := range map[string]bool{"run": true, "compose": true, "buildx": true, "container": true, "help": true, "scan": false, "ai": false} {
		if got := dk.Builtin(sub); got != want {
			t.Errorf("docker Builtin(%q) = %v, want %v", sub, got, want)
		}
	}
	if pm := Lookup("podman"); pm.Builtin != nil && !pm.Builtin("pod") {
		t.Error("podman runs no plugins: podman pod is its own")
	}
	kc := Lookup("kubectl")
	for sub, want := range map[string]bool{"get": true, "cp": true, "options": true, "ctx": false, "neat": false} {
		if got := kc.Builtin(sub); got != want {
			t.Errorf("kubectl Builtin(%q) = %v, want %v", sub, got, want)
		}
	}
	if kc.SubOps["cp"].Layout != ContainerOps || dk.SubOps["container cp"].Layout != ContainerOps {
		t.Error("docker and kubectl cp: want the ContainerOps layout")
	}
}
