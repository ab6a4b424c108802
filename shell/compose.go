package shell

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/pregate/pregate/third_party/github.com/goccy/go-yaml"

	"github.com/pregate/pregate/progs"
)

// What a compose command does with its project, docker compose v2's
// subcommands by what they reach (docker/compose cmd/compose): every one
// loads the project, reading its compose files and env files; build
// reads the build contexts; exec, cp and attach act in containers that
// exist, whose bind mounts they reach; the others (up, run, create,
// start, restart, watch, scale, and any subcommand pregate does not
// know) create or start containers: their mounts, build, privileges and
// commands.
const (
	composeLoad = iota
	composeBuild
	composeMounts
	composeRun
)

func composeKind(verb string) int {
	switch verb {
	case "config", "convert", "down", "ps", "logs", "ls", "images", "port", "top", "stop", "kill", "rm",
		"pause", "unpause", "events", "version", "pull", "push", "stats", "volumes", "wait", "publish",
		"export", "commit", "help":
		return composeLoad
	case "build":
		return composeBuild
	case "exec", "cp", "attach":
		return composeMounts
	}
	return composeRun
}

// composeFileNames are the names docker compose looks for in the working
// directory and then in each parent, and the override file it adds from
// the directory where it found one (compose-go cli/options.go:
// DefaultFileNames, DefaultOverrideFileNames; the first of each that
// exists wins).
var (
	composeFileNames     = [...]string{"compose.yaml", "compose.yml", "docker-compose.yml", "docker-compose.yaml"}
	composeOverrideNames = [...]string{"compose.override.yml", "compose.override.yaml", "docker-compose.override.yml", "docker-compose.override.yaml"}
)

// composeMaxFile bounds a compose file pregate reads, composeMaxNodes
// the values it walks in one command's project, composeMaxDepth the
// nesting of include and extends.
const (
	composeMaxFile  = 1 << 20
	composeMaxNodes = 100000
	composeMaxDepth = 8
)

// The file system a compose command's project is read from: the real
// one, replaceable in tests.
var (
	composeRead = os.ReadFile
	composeStat = os.Stat
)

// composeOpts are what a compose command's options say about its
// project: the files (-f), the project directory and the env files.
type composeOpts struct {
	files, envFiles []arg
	projectDir      *arg
	// reported: the option roles of the table reported the files and
	// env files already.
	reported bool
}

// composeRoles reads the project of a compose command (docker compose,
// docker-compose, podman compose, podman-compose) as compose would find
// it, and adds to segment i every file it reads and every host path its
// containers mount, with the commands they run as segments of their
// own. verb is the compose subcommand ("" when there is none); a file
// that cannot be read or parsed, or a construct pregate does not model,
// leaves segment i unresolved.
func (d *dec) composeRoles(i int, name, verb string, o composeOpts, args []arg, st *cmd, c *ctx) {
	switch verb {
	case "", "version", "ls", "help":
		return // they load no project (without a subcommand compose prints its usage)
	}
	cp := &composeProject{d: d, i: i, kind: composeKind(verb), name: name + " " + verb, args: args, st: st, c: c, seen: map[string]bool{},
		prints: verb == "config" || verb == "convert"}
	cp.run(o)
}

type composeProject struct {
	d    *dec
	i    int
	kind int
	name string // "docker compose up": the nesting of what it runs
	args []arg
	st   *cmd
	c    *ctx
	cwd  string
	// prints is set for config and convert, which print the project with
	// every variable the env files set substituted into it.
	prints bool
	seen   map[string]bool // files loaded (include and extends cycles)
	nodes  int
	done   bool // unresolved already: nothing more to say
	// written are the paths the commands before it write; read the
	// files it reads.
	written, read []string
}

// checkWritten leaves the segment unresolved when a command before it
// writes a file it reads (or a directory holding one), or a file named
// as compose looks for its files.
func (p *composeProject) checkWritten() {
	for _, w := range p.written {
		switch base := path.Base(w); {
		case base == ".env" || slices.Contains(composeFileNames[:], base) || slices.Contains(composeOverrideNames[:], base):
			p.unres(p.name + " after a command that writes " + w + ", a file compose may read")
			return
		}
		for _, f := range p.read {
			if f == w || strings.HasPrefix(f, strings.TrimSuffix(w, "/")+"/") {
				p.unres(p.name + " after a command that writes " + w + ", which it reads")
				return
			}
		}
	}
}

func (p *composeProject) unres(why string) {
	if !p.done {
		p.d.unres(p.i, why)
		p.done = true
	}
}

func (p *composeProject) add(path string, acc Access, tree bool) {
	p.d.addPaths(p.i, []PathRef{{Path: path, Access: acc, Via: "operand", Tree: tree}})
}

// env is the value of a variable compose reads from its environment
// (COMPOSE_FILE, COMPOSE_PATH_SEPARATOR, …): from the command's own
// assignment, else the environment pregate was given. ok is false when
// the command sets it in a way pregate does not follow.
func (p *composeProject) env(name string) (v string, set, ok bool) {
	for _, a := range p.st.assigns {
		if a.Name == name {
			return a.Value, true, !a.Dynamic
		}
	}
	if _, assigned := p.d.maybe[name]; assigned || p.d.top != nil && strings.Contains(p.d.top.src, name) {
		return "", false, false
	}
	v, set = p.d.env[name]
	return v, set, true
}

func (p *composeProject) abs(dir, f string) string {
	switch {
	case f == "~" || strings.HasPrefix(f, "~/"):
		if p.d.home == "" || p.d.homeSet {
			return f
		}
		return path.Join(p.d.home, f[1:])
	case path.IsAbs(f):
		return path.Clean(f)
	}
	return path.Join(dir, f)
}

// literal is an option's value, false when it is dynamic.
func (p *composeProject) literal(a arg, what string) (string, bool) {
	if a.Dynamic {
		p.unres(p.name + ": dynamic " + what)
		return "", false
	}
	return a.Value, true
}

func (p *composeProject) run(o composeOpts) {
	cwd := p.d.segs[p.i].Cwd
	if cwd == "" {
		p.unres(p.name + " in a working directory pregate cannot tell: its compose file is unknown")
		return
	}
	p.cwd = cwd
	// What the commands before it write may be what it reads: a file it
	// reads, or a compose or env file where it looks for one.
	for k := 0; k < p.i; k++ {
		s := &p.d.segs[k]
		if !s.Resolved {
			p.unres(p.name + " after a command that may change its compose file")
			return
		}
		for _, r := range s.Paths {
			if r.Access&Write == 0 {
				continue
			}
			if r.Dynamic || s.Cwd == "" && !path.IsAbs(r.Path) {
				p.unres(p.name + " after a command that may change its compose file")
				return
			}
			p.written = append(p.written, p.abs(s.Cwd, r.Path))
		}
	}
	defer p.checkWritten()
	projectDir := ""
	if o.projectDir != nil {
		v, ok := p.literal(*o.projectDir, "project directory")
		if !ok {
			return
		}
		projectDir = p.abs(cwd, v)
	}
	if v, set, ok := p.env("COMPOSE_DISABLE_ENV_FILE"); !ok || set && v != "" {
		p.unres(p.name + " with COMPOSE_DISABLE_ENV_FILE, which pregate does not follow")
		return
	}
	// The env files: --env-file, else COMPOSE_ENV_FILES, else .env in
	// the project directory (the working directory until a compose file
	// names it), read once before the compose files are found and once
	// after.
	var envFiles []string
	for _, a := range o.envFiles {
		v, ok := p.literal(a, "env file")
		if !ok {
			return
		}
		envFiles = append(envFiles, p.abs(cwd, v))
	}
	if len(envFiles) == 0 {
		v, set, ok := p.env("COMPOSE_ENV_FILES")
		if !ok {
			p.unres(p.name + " with COMPOSE_ENV_FILES set by the command")
			return
		}
		if set && v != "" {
			for _, f := range strings.Split(v, ",") {
				envFiles = append(envFiles, p.abs(cwd, f))
			}
		}
	}
	explicitEnv := len(envFiles) > 0
	dotEnv := func(dir string) {
		f := path.Join(dir, ".env")
		if explicitEnv || p.seen[f] {
			return
		}
		p.seen[f] = true
		// compose reads the project's implicit .env only to substitute
		// variables into the compose files: like a tree a command reads
		// (grep -r, tar, docker build's context), it is not a read the
		// floor judges, except where compose prints the substituted
		// project (config, convert). An env file the command names
		// (--env-file, COMPOSE_ENV_FILES) is a read, as docker run
		// --env-file is. pregate still reads it for what decides which
		// files compose loads.
		if fi, err := composeStat(f); err == nil && !fi.IsDir() {
			p.envFile(f, p.prints)
		}
	}
	for _, f := range envFiles {
		p.envFile(f, !o.reported || len(o.envFiles) == 0)
	}
	dotEnv(cmpOr(projectDir, cwd))
	if p.done {
		return
	}

	var files []string
	for _, a := range o.files {
		v, ok := p.literal(a, "compose file")
		if !ok {
			return
		}
		files = append(files, v)
	}
	if len(files) == 0 {
		v, set, ok := p.env("COMPOSE_FILE")
		sep, _, sepOK := p.env("COMPOSE_PATH_SEPARATOR")
		if !ok || !sepOK {
			p.unres(p.name + " with COMPOSE_FILE or COMPOSE_PATH_SEPARATOR set by the command")
			return
		}
		if set {
			files = strings.Split(v, cmpOr(sep, ":"))
		}
	}
	var abs []string
	for _, f := range files {
		switch {
		case f == "-":
			p.unres(p.name + " reads its compose file from standard input")
			return
		case composeRemote(f):
			p.unres(p.name + " loads a remote compose file, " + f)
			return
		}
		abs = append(abs, p.abs(cwd, f))
	}
	if len(abs) == 0 {
		abs = composeLookup(cmpOr(projectDir, cwd))
	}
	if len(abs) == 0 {
		if p.kind != composeLoad {
			p.unres(p.name + " finds no compose file here: one written before it runs is not judged")
		}
		return
	}
	if projectDir == "" {
		projectDir = path.Dir(abs[0])
		dotEnv(projectDir)
	}
	for _, f := range abs {
		p.load(f, projectDir, 0, !o.reported || len(o.files) == 0)
	}
}

// composeLookup finds the compose file of a command run in dir without
// -f or COMPOSE_FILE: in dir, else in the nearest parent holding one,
// with the override file beside it.
func composeLookup(dir string) []string {
	first := func(d string, names []string) string {
		for _, n := range names {
			if _, err := composeStat(path.Join(d, n)); err == nil {
				return path.Join(d, n)
			}
		}
		return ""
	}
	for {
		if f := first(dir, composeFileNames[:]); f != "" {
			out := []string{f}
			if o := first(dir, composeOverrideNames[:]); o != "" {
				out = append(out, o)
			}
			return out
		}
		parent := path.Dir(dir)
		if parent == dir {
			return nil
		}
		dir = parent
	}
}

// composeRemote reports whether compose loads f through a remote
// resource loader (git, OCI) rather than from a local file.
func composeRemote(f string) bool {
	return strings.Contains(f, "://") || strings.HasPrefix(f, "git@") || strings.HasPrefix(f, "oci:")
}

// envFile reads an env file compose loads: read, and unresolved when it
// sets what decides which compose files compose reads.
func (p *composeProject) envFile(f string, report bool) {
	p.read = append(p.read, f)
	if report {
		p.add(f, Read, false)
	}
	b, err := composeRead(f)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			p.unres(p.name + ": cannot read its env file " + f)
		}
		return
	}
	for line := range strings.Lines(string(b)) {
		line = strings.TrimPrefix(strings.TrimSpace(line), "export ")
		for _, v := range [...]string{"COMPOSE_FILE", "COMPOSE_PATH_SEPARATOR", "COMPOSE_DISABLE_ENV_FILE"} {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), v); ok && strings.HasPrefix(strings.TrimSpace(rest), "=") {
				p.unres(p.name + ": its env file " + f + " sets " + v)
				return
			}
		}
	}
}

// load reads one compose file: its documents, each a mapping of the
// top-level keys; relative paths in it are relative to dir.
func (p *composeProject) load(f, dir string, depth int, report bool) {
	if p.done {
		return
	}
	p.read = append(p.read, f)
	if report {
		p.add(f, Read, false)
	}
	if depth > composeMaxDepth {
		p.unres(p.name + ": include and extends nest too deep")
		return
	}
	if p.seen[f+"\x00"+dir] {
		return
	}
	p.seen[f+"\x00"+dir] = true
	b, err := composeRead(f)
	if err != nil {
		p.unres(p.name + ": cannot read its compose file " + f)
		return
	}
	if len(b) > composeMaxFile {
		p.unres(p.name + ": compose file " + f + " too large")
		return
	}
	docs, err := composeDocs(b)
	if err != nil {
		p.unres(p.name + ": cannot parse its compose file " + f)
		return
	}
	for _, doc := range docs {
		if doc == nil {
			continue
		}
		top, ok := doc.(map[string]any)
		if !ok {
			p.unres(p.name + ": compose file " + f + " is not a mapping")
			return
		}
		p.top(top, f, dir, depth)
	}
}

// composeDocs decodes every YAML document of a compose file, as compose
// does (it merges them in order).
func composeDocs(b []byte) ([]any, error) {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	var docs []any
	for {
		var v any
		err := dec.Decode(&v)
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return nil, err
		}
		docs = append(docs, v)
	}
}

// walk counts the values of v toward composeMaxNodes: false once the
// project is too large to judge.
func (p *composeProject) walk(v any) bool {
	var count func(any)
	count = func(v any) {
		p.nodes++
		if p.nodes > composeMaxNodes {
			return
		}
		switch t := v.(type) {
		case map[string]any:
			for _, e := range t {
				count(e)
			}
		case []any:
			for _, e := range t {
				count(e)
			}
		}
	}
	count(v)
	if p.nodes > composeMaxNodes {
		p.unres(p.name + ": compose project too large to judge")
		return false
	}
	return true
}

func (p *composeProject) top(top map[string]any, f, dir string, depth int) {
	if !p.walk(top) {
		return
	}
	for _, k := range sortedKeys(top) {
		v := top[k]
		switch k {
		case "version", "name", "networks":
		case "services":
			svcs, ok := v.(map[string]any)
			if v != nil && !ok {
				p.unres(p.name + ": services of " + f + " are not a mapping")
				return
			}
			for _, n := range sortedKeys(svcs) {
				p.service(n, svcs[n], dir, depth)
			}
		case "volumes":
			p.volumesTop(v)
		case "secrets", "configs":
			// Mounted into the containers; a build reads its secrets too.
			if p.kind != composeRun && !(p.kind == composeBuild && k == "secrets") {
				continue
			}
			m, _ := v.(map[string]any)
			for _, n := range sortedKeys(m) {
				if e, ok := m[n].(map[string]any); ok {
					if s, ok := e["file"]; ok {
						p.path(s, dir, Read, true)
					}
				}
			}
		case "include":
			p.include(v, dir, depth)
		default:
			if !strings.HasPrefix(k, "x-") {
				p.unres(p.name + ": compose file key " + k + " is not one pregate models")
			}
		}
		if p.done {
			return
		}
	}
}

// include loads the files an include names, each with its own project
// directory.
func (p *composeProject) include(v any, dir string, depth int) {
	list, ok := v.([]any)
	if !ok {
		p.unres(p.name + ": include is not a list")
		return
	}
	for _, e := range list {
		var paths []any
		pdir := ""
		switch t := e.(type) {
		case string:
			paths = []any{t}
		case map[string]any:
			switch ps := t["path"].(type) {
			case string:
				paths = []any{ps}
			case []any:
				paths = ps
			}
			if pd, ok := t["project_directory"]; ok {
				s, ok := p.str(pd)
				if !ok {
					return
				}
				pdir = p.abs(dir, s)
			}
			switch ef := t["env_file"].(type) {
			case string:
				p.path(ef, dir, Read, false)
			case []any:
				for _, x := range ef {
					p.path(x, dir, Read, false)
				}
			}
		}
		if len(paths) == 0 {
			p.unres(p.name + ": an include pregate cannot read")
			return
		}
		for k, x := range paths {
			s, ok := p.str(x)
			if !ok {
				return
			}
			if composeRemote(s) {
				p.unres(p.name + " includes a remote compose file, " + s)
				return
			}
			abs := p.abs(dir, s)
			if pdir == "" && k == 0 {
				pdir = path.Dir(abs)
			}
			p.load(abs, pdir, depth+1, true)
		}
	}
}

// str is a string value of the compose file after interpolation, false
// (and the segment unresolved) when it is not a string or holds a
// variable.
func (p *composeProject) str(v any) (string, bool) {
	s, ok := composeScalar(v)
	if !ok {
		p.unres(p.name + ": a value pregate cannot read")
		return "", false
	}
	lit, ok := composeLiteral(s)
	if !ok {
		p.unres(p.name + ": compose file value " + strconv.Quote(s) + " holds a variable")
		return "", false
	}
	return lit, true
}

// composeScalar is a scalar as the string compose reads.
func composeScalar(v any) (string, bool) {
	switch t := v.(type) {
	case string:
		return t, true
	case bool:
		return strconv.FormatBool(t), true
	case int, int64, uint64, float64:
		return toString(t), true
	}
	return "", false
}

func toString(v any) string {
	switch t := v.(type) {
	case int:
		return strconv.Itoa(t)
	case int64:
		return strconv.FormatInt(t, 10)
	case uint64:
		return strconv.FormatUint(t, 10)
	case float64:
		return strconv.FormatFloat(t, 'g', -1, 64)
	}
	return ""
}

// composeLiteral is s after compose's interpolation when it holds no
// variable ($$ is a literal $); false when it does.
func composeLiteral(s string) (string, bool) {
	if !strings.Contains(s, "$") {
		return s, true
	}
	var b strings.Builder
	for k := 0; k < len(s); k++ {
		if s[k] != '$' {
			b.WriteByte(s[k])
			continue
		}
		if k+1 < len(s) && s[k+1] == '$' {
			b.WriteByte('$')
			k++
			continue
		}
		if k+1 < len(s) && (s[k+1] == '{' || s[k+1] == '_' || isAlpha(s[k+1])) {
			return "", false
		}
		b.WriteByte('$')
	}
	return b.String(), true
}

func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// path adds the file or directory a compose value names, relative to
// dir; a value with a variable is a dynamic path, which keeps any allow
// away, with what it is when each variable holds its default.
func (p *composeProject) path(v any, dir string, acc Access, tree bool) {
	s, ok := composeScalar(v)
	if !ok {
		p.unres(p.name + ": a path pregate cannot read")
		return
	}
	if s == "" {
		return
	}
	lit, ok := composeLiteral(s)
	if !ok {
		ref := PathRef{Path: s, Dynamic: true, Access: acc, Via: "operand", Tree: tree}
		if def, ok := p.withDefaults(s); ok {
			ref.Known = []string{p.abs(dir, def)}
		}
		p.d.addPaths(p.i, []PathRef{ref})
		p.unres(p.name + ": compose file path " + strconv.Quote(s) + " holds a variable")
		return
	}
	if strings.HasPrefix(lit, "~") && lit != "~" && !strings.HasPrefix(lit, "~/") {
		p.unres(p.name + ": compose file path " + strconv.Quote(lit) + " names another user's home")
		return
	}
	p.add(p.abs(dir, lit), acc, tree)
}

// withDefaults is s with each ${VAR:-default} or ${VAR-default} given
// its default, and ${VAR}, $VAR the value the environment pregate was
// given holds: a spelling for deny rules, never a reason to allow.
func (p *composeProject) withDefaults(s string) (string, bool) {
	var b strings.Builder
	for k := 0; k < len(s); k++ {
		if s[k] != '$' {
			b.WriteByte(s[k])
			continue
		}
		if k+1 < len(s) && s[k+1] == '$' {
			b.WriteByte('$')
			k++
			continue
		}
		if k+1 < len(s) && s[k+1] == '{' {
			end := strings.IndexByte(s[k:], '}')
			if end < 0 {
				return "", false
			}
			inner := s[k+2 : k+end]
			k += end
			name, def, hasDef := strings.Cut(inner, ":-")
			if !hasDef {
				name, def, hasDef = strings.Cut(inner, "-")
			}
			if v, ok := p.d.env[name]; ok && v != "" {
				b.WriteString(v)
			} else if hasDef {
				b.WriteString(def)
			} else {
				return "", false
			}
			continue
		}
		e := k + 1
		for e < len(s) && (s[e] == '_' || isAlpha(s[e]) || '0' <= s[e] && s[e] <= '9') {
			e++
		}
		v, ok := p.d.env[s[k+1:e]]
		if !ok {
			return "", false
		}
		b.WriteString(v)
		k = e - 1
	}
	return b.String(), true
}

// volumesTop judges the top-level volumes: a local volume whose
// driver_opts device names a host path binds that path.
func (p *composeProject) volumesTop(v any) {
	m, _ := v.(map[string]any)
	for _, n := range sortedKeys(m) {
		e, ok := m[n].(map[string]any)
		if !ok {
			continue
		}
		opts, _ := e["driver_opts"].(map[string]any)
		if dev, ok := opts["device"]; ok && p.kind >= composeMounts {
			if s, ok := composeScalar(dev); ok && (strings.HasPrefix(s, "/") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "~") || strings.Contains(s, "$")) {
				p.path(dev, p.cwd, Read|Write, true)
			}
		}
	}
}

// composeServiceKey reports whether k is a key of a service in the
// compose specification (compose-spec schema, 2026) that pregate reads or
// that acts only inside the container. A switch, not a map: nothing is
// built, at start-up or on use.
func composeServiceKey(k string) bool {
	switch k {
	case "annotations", "attach", "blkio_config", "build", "cap_add", "cap_drop", "cgroup",
		"cgroup_parent", "command", "configs", "container_name", "cpu_count", "cpu_percent",
		"cpu_period", "cpu_quota", "cpu_rt_period", "cpu_rt_runtime", "cpu_shares", "cpus",
		"cpuset", "credential_spec", "depends_on", "deploy", "develop", "device_cgroup_rules",
		"devices", "dns", "dns_opt", "dns_search", "domainname", "entrypoint", "env_file",
		"environment", "expose", "extends", "external_links", "extra_hosts", "gpus", "group_add",
		"healthcheck", "hostname", "image", "init", "ipc", "isolation", "label_file", "labels",
		"links", "logging", "mac_address", "mem_limit", "mem_reservation", "mem_swappiness",
		"memswap_limit", "network_mode", "networks", "oom_kill_disable", "oom_score_adj", "pid",
		"pids_limit", "platform", "ports", "post_start", "pre_start", "pre_stop", "privileged",
		"profiles", "pull_policy", "pull_refresh_after", "read_only", "restart", "runtime",
		"scale", "secrets", "security_opt", "shm_size", "stdin_open", "stop_grace_period",
		"stop_signal", "storage_opt", "sysctls", "tmpfs", "tty", "ulimits", "use_api_socket",
		"user", "userns_mode", "uts", "volumes", "volumes_from", "working_dir":
		return true
	}
	return false
}

func (p *composeProject) service(name string, v any, dir string, depth int) {
	if p.done {
		return
	}
	svc, ok := v.(map[string]any)
	if !ok {
		if v != nil {
			p.unres(p.name + ": service " + name + " is not a mapping")
		}
		return
	}
	for _, k := range sortedKeys(svc) {
		if !composeServiceKey(k) && !strings.HasPrefix(k, "x-") {
			// provider and models run programs on the host (a
			// provider's binary, the model runner).
			p.unres(p.name + ": service " + name + " uses " + k + ", which pregate does not model")
			return
		}
	}
	if ext, ok := svc["extends"]; ok {
		if m, ok := ext.(map[string]any); ok {
			if f, ok := m["file"]; ok {
				s, ok := p.str(f)
				if !ok {
					return
				}
				if composeRemote(s) {
					p.unres(p.name + " extends a remote compose file, " + s)
					return
				}
				abs := p.abs(dir, s)
				p.load(abs, path.Dir(abs), depth+1, true)
			}
		}
	}
	// env_file and label_file: read when the project loads.
	for _, k := range [...]string{"env_file", "label_file"} {
		switch t := svc[k].(type) {
		case nil:
		case []any:
			for _, e := range t {
				if m, ok := e.(map[string]any); ok {
					p.path(m["path"], dir, Read, false)
					continue
				}
				p.path(e, dir, Read, false)
			}
		default:
			p.path(t, dir, Read, false)
		}
	}
	if p.kind == composeRun || p.kind == composeBuild {
		p.build(name, svc["build"], dir)
	}
	if p.kind < composeMounts || p.done {
		return
	}
	var flags []string
	for _, e := range composeList(svc["volumes"]) {
		if f := p.volume(name, e, dir); f != "" {
			flags = append(flags, f)
		}
	}
	for _, e := range composeList(svc["devices"]) {
		src := e
		if m, ok := e.(map[string]any); ok {
			src = m["source"]
		}
		s, ok := composeScalar(src)
		if !ok {
			p.unres(p.name + ": a device pregate cannot read")
			return
		}
		if s, _, _ := strings.Cut(s, ":"); !strings.Contains(s, "=") && s != "" {
			p.path(s, dir, Read|Write, false)
			flags = append(flags, "--device="+s)
		}
	}
	if p.kind != composeRun || p.done {
		return
	}
	if cs, ok := svc["credential_spec"].(map[string]any); ok {
		if f, ok := cs["file"]; ok {
			p.path(f, dir, Read, false)
		}
	}
	flags = append(flags, p.privileges(name, svc, dir)...)
	if p.done {
		return
	}
	if len(flags) > 0 {
		p.hostAccess(name, svc, flags)
	}
	p.commands(name, svc, dir)
}

// composeList is a list value, or nil.
func composeList(v any) []any {
	l, _ := v.([]any)
	return l
}

// volume adds the host path a service's volume binds, read-only or
// read and written; it returns the -v flag docker run would take for a
// bind the builtin rules judge (the root, the docker socket), else "".
func (p *composeProject) volume(svc string, e any, dir string) string {
	var src, dst string
	ro := false
	switch t := e.(type) {
	case string:
		src = t
		s, rest, ok := cutColonSpec(t)
		if !ok {
			return "" // an anonymous volume: a path in the container
		}
		src, dst = s, rest
		if d, opts, ok := cutColonSpec(rest); ok {
			dst = d
			for _, o := range strings.Split(opts, ",") {
				switch o {
				case "ro":
					ro = true
				case "rw":
					ro = false
				}
			}
		}
		if !composeHostPath(src) {
			return "" // a named volume
		}
	case map[string]any:
		typ, _ := composeScalar(t["type"])
		if lit, ok := composeLiteral(typ); !ok {
			p.unres(p.name + ": service " + svc + " has a volume whose type holds a variable")
			return ""
		} else if lit != "bind" {
			return ""
		}
		s, ok := composeScalar(t["source"])
		if !ok {
			p.unres(p.name + ": service " + svc + " has a bind mount with no source pregate can read")
			return ""
		}
		src = s
		dst, _ = composeScalar(t["target"])
		switch r := t["read_only"].(type) {
		case bool:
			ro = r
		case string:
			lit, ok := composeLiteral(r)
			b, err := strconv.ParseBool(lit)
			if !ok || err != nil {
				// A value pregate cannot read: the mount may be written.
				ro = false
			} else {
				ro = b
			}
		}
	default:
		p.unres(p.name + ": service " + svc + " has a volume pregate cannot read")
		return ""
	}
	acc := Read | Write
	if ro {
		acc = Read
	}
	p.path(src, dir, acc, true)
	lit, ok := composeLiteral(src)
	if !ok {
		return ""
	}
	host := p.abs(dir, lit)
	if host == "/" || strings.Contains(host, "docker.sock") {
		return "-v=" + host + ":" + dst
	}
	return ""
}

// cutColonSpec cuts a short volume spec at its first ':' outside ${…},
// as compose-go's ParseVolume does, keeping a Windows drive letter.
func cutColonSpec(v string) (before, after string, ok bool) {
	depth := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '$':
			if i+1 < len(v) && v[i+1] == '{' {
				depth++
				i++
			}
		case '}':
			if depth > 0 {
				depth--
			}
		case ':':
			if depth == 0 && !(i == 1 && isAlpha(v[0])) {
				return v[:i], v[i+1:], true
			}
		}
	}
	return v, "", false
}

// composeHostPath reports whether a short volume spec's source is a
// host path (compose-go's isFilePath: it starts with '.', '/' or '~'),
// or may be one: a '/' elsewhere, or a variable.
func composeHostPath(src string) bool {
	if src == "" {
		return false
	}
	switch src[0] {
	case '.', '/', '~', '$':
		return true
	}
	return strings.ContainsAny(src, "/\\$")
}

// build adds what building a service's image reads: the context (a
// tree), the Dockerfile, additional contexts, SSH keys, local caches
// (cache_to writes one).
func (p *composeProject) build(svc string, v any, dir string) {
	if v == nil {
		return
	}
	if s, ok := v.(string); ok {
		if !composeRemoteContext(s) {
			p.path(s, dir, Read, true)
		}
		return
	}
	b, ok := v.(map[string]any)
	if !ok {
		p.unres(p.name + ": service " + svc + " has a build pregate cannot read")
		return
	}
	ctx := "."
	if c, ok := b["context"]; ok {
		s, ok := composeScalar(c)
		if !ok {
			p.unres(p.name + ": service " + svc + " has a build context pregate cannot read")
			return
		}
		ctx = s
	}
	local := !composeRemoteContext(ctx)
	if local {
		p.path(ctx, dir, Read, true)
	}
	if df, ok := b["dockerfile"]; ok && local {
		s, _ := composeScalar(df)
		if lit, ok := composeLiteral(ctx); ok && !path.IsAbs(s) {
			p.path(s, p.abs(dir, lit), Read, false)
		} else {
			p.path(df, dir, Read, false)
		}
	}
	switch ac := b["additional_contexts"].(type) {
	case map[string]any:
		for _, k := range sortedKeys(ac) {
			if s, ok := composeScalar(ac[k]); ok && !composeRemoteContext(s) {
				p.path(s, dir, Read, true)
			}
		}
	case []any:
		for _, e := range ac {
			s, _ := composeScalar(e)
			if _, v, ok := strings.Cut(s, "="); ok && !composeRemoteContext(v) {
				p.path(v, dir, Read, true)
			}
		}
	}
	ssh := composeList(b["ssh"])
	if m, ok := b["ssh"].(map[string]any); ok {
		for _, k := range sortedKeys(m) {
			ssh = append(ssh, k+"="+toStringAny(m[k]))
		}
	}
	for _, e := range ssh {
		s, _ := composeScalar(e)
		if _, keys, ok := strings.Cut(s, "="); ok {
			for _, k := range strings.Split(keys, ",") {
				p.path(k, dir, Read, false)
			}
		}
	}
	for _, k := range [...]string{"cache_from", "cache_to"} {
		for _, e := range composeList(b[k]) {
			s, _ := composeScalar(e)
			for _, f := range strings.Split(s, ",") {
				key, val, _ := strings.Cut(f, "=")
				switch strings.TrimSpace(key) {
				case "src", "source":
					p.path(val, dir, Read, true)
				case "dest":
					p.path(val, dir, Write, true)
				}
			}
		}
	}
}

func toStringAny(v any) string {
	s, _ := composeScalar(v)
	return s
}

// composeRemoteContext reports whether a build context or additional
// context is not a local directory: a URL, a git repository, an image,
// another service or build target.
func composeRemoteContext(s string) bool {
	return strings.Contains(s, "://") || strings.HasPrefix(s, "git@") || strings.HasPrefix(s, "github.com/") ||
		strings.HasPrefix(s, "service:") || strings.HasPrefix(s, "target:")
}

// privileges are the docker run flags a service's settings amount to
// that the builtin rules judge (docker run --privileged, --pid=host, …):
// the service's container is judged as that docker run would be.
func (p *composeProject) privileges(svc string, m map[string]any, dir string) []string {
	var flags []string
	val := func(k string) (string, bool) {
		v, ok := m[k]
		if !ok {
			return "", false
		}
		s, ok := composeScalar(v)
		if !ok {
			p.unres(p.name + ": service " + svc + " " + k + " is a value pregate cannot read")
			return "", false
		}
		lit, ok := composeLiteral(s)
		if !ok {
			p.unres(p.name + ": service " + svc + " " + k + " holds a variable")
			return "", false
		}
		return lit, true
	}
	if s, ok := val("privileged"); ok && s != "false" {
		flags = append(flags, "--privileged")
	}
	if s, ok := val("use_api_socket"); ok && s != "false" {
		flags = append(flags, "--use-api-socket")
	}
	for _, k := range [...]struct{ key, flag string }{
		{"pid", "--pid"}, {"network_mode", "--network"}, {"userns_mode", "--userns"}, {"ipc", "--ipc"},
		{"uts", "--uts"}, {"cgroup", "--cgroupns"},
	} {
		if s, ok := val(k.key); ok && s == "host" {
			flags = append(flags, k.flag+"=host")
		}
	}
	for _, e := range composeList(m["cap_add"]) {
		s, ok := composeScalar(e)
		lit, lok := composeLiteral(s)
		if !ok || !lok {
			p.unres(p.name + ": service " + svc + " cap_add holds a value pregate cannot read")
			return nil
		}
		flags = append(flags, "--cap-add="+strings.TrimPrefix(strings.ToLower(lit), "cap_"))
	}
	for _, e := range composeList(m["security_opt"]) {
		s, _ := composeScalar(e)
		lit, ok := composeLiteral(s)
		if !ok {
			p.unres(p.name + ": service " + svc + " security_opt holds a variable")
			return nil
		}
		key, v, found := strings.Cut(lit, "=")
		if !found {
			key, v, _ = strings.Cut(lit, ":")
		}
		switch {
		case key == "seccomp" && v != "unconfined" && v != "builtin" && v != "":
			p.path(v, dir, Read, false)
		case v == "unconfined" || key == "label" && v == "disable" || key == "no-new-privileges" && v == "false":
			flags = append(flags, "--security-opt="+lit)
		}
	}
	for _, e := range composeList(m["volumes_from"]) {
		s, _ := composeScalar(e)
		flags = append(flags, "--volumes-from="+s)
	}
	return flags
}

// hostAccess reports a service whose container reaches the host as the
// docker run that would create it: deny and ask rules judge it as they
// judge that command (docker run --privileged asks), and the allow that
// approves the compose command approves it, as Bash(docker run*)
// approves the docker run.
func (p *composeProject) hostAccess(svc string, m map[string]any, flags []string) {
	image, _ := composeScalar(m["image"])
	words := append([]string{"docker", "run"}, flags...)
	words = append(words, cmpOr(image, svc))
	args := make([]arg, len(words))
	at := p.args[len(p.args)-1]
	for k, w := range words {
		args[k] = arg{Word: Word{Value: w, Pos: at.Pos, End: at.End}, raw: w}
	}
	in := p.st.innerCmd(p.args, len(p.args), p.name+": service "+svc)
	in.noFunc = true
	in.text = strings.Join(words, " ")
	if k := p.d.emit(args, in, p.c); k >= 0 {
		p.d.segs[k].AllowText = p.d.segs[p.i].AllowText
	}
}

// commands decomposes what a service's container runs, as docker run's
// command is: its entrypoint and command, its health check, its hooks,
// and the commands its watch runs.
func (p *composeProject) commands(svc string, m map[string]any, dir string) {
	nest := p.name + ": service " + svc
	var run func(v any, shell bool)
	run = func(v any, shell bool) {
		switch t := v.(type) {
		case nil:
		case string:
			p.command(t, nest)
		case []any:
			words := make([]string, 0, len(t))
			for _, e := range t {
				s, ok := composeScalar(e)
				if !ok {
					p.unres(nest + ": a command pregate cannot read")
					return
				}
				words = append(words, s)
			}
			if len(words) == 0 {
				return
			}
			if shell {
				// A health check: [CMD, ARGS…], [CMD-SHELL, STRING], [NONE].
				switch words[0] {
				case "NONE":
					return
				case "CMD-SHELL":
					p.command(strings.Join(words[1:], " "), nest)
					return
				case "CMD":
					words = words[1:]
				}
			}
			quoted := make([]string, len(words))
			for k, w := range words {
				quoted[k] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
			}
			p.command(strings.Join(quoted, " "), nest)
		default:
			p.unres(nest + ": a command pregate cannot read")
		}
	}
	// The entrypoint runs the command as its arguments.
	ep, cmdv := m["entrypoint"], m["command"]
	if l, ok := ep.([]any); ok {
		if c, ok := cmdv.([]any); ok {
			run(append(append([]any(nil), l...), c...), false)
			ep, cmdv = nil, nil
		}
	}
	run(ep, false)
	run(cmdv, false)
	if hc, ok := m["healthcheck"].(map[string]any); ok {
		run(hc["test"], true)
	}
	for _, k := range [...]string{"post_start", "pre_stop", "pre_start"} {
		hooks := composeList(m[k])
		if h, ok := m[k].(map[string]any); ok {
			hooks = []any{h}
		}
		for _, h := range hooks {
			if hm, ok := h.(map[string]any); ok {
				run(hm["command"], false)
			}
		}
	}
	if dev, ok := m["develop"].(map[string]any); ok {
		for _, w := range composeList(dev["watch"]) {
			if wm, ok := w.(map[string]any); ok {
				if wp, ok := wm["path"]; ok {
					p.path(wp, dir, Read, true)
				}
				if ex, ok := wm["exec"].(map[string]any); ok {
					run(ex["command"], false)
				}
			}
		}
	}
}

// command decomposes a command a service's container runs: deny and ask
// rules judge it as any command; an allow of the compose command does
// not approve it.
func (p *composeProject) command(text, nest string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	at := p.args[len(p.args)-1]
	at.Value, at.raw, at.Dynamic, at.Known = text, text, false, nil
	in := *p.st
	in.inner, in.noFunc = true, true
	in.assigns, in.rawAssig = nil, nil
	p.d.nested(text, at, nest, &in, p.c, false)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// composeOptions collects the options of a compose command that say
// where its project is: -f/--file, --project-directory, --env-file.
func composeOptions(rest []arg, parsed progs.Parsed) composeOpts {
	o := composeOpts{reported: true}
	w := parsed.Words
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.End {
			break
		}
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil {
			continue
		}
		switch names := it.Option.Names; {
		case slices.Contains(names, "--file"):
			o.files = append(o.files, *v)
		case slices.Contains(names, "--project-directory"):
			o.projectDir = v
		case slices.Contains(names, "--env-file"):
			o.envFiles = append(o.envFiles, *v)
		}
	}
	return o
}

// composeCommand reads the project of segment i, a compose command:
// docker compose SUB (sub "compose" or "compose SUB"), podman compose,
// docker-compose SUB and podman-compose SUB (sub is SUB). podman's
// compose runs an external provider with options pregate does not
// read: unresolved, its project still judged by deny and ask rules.
func (d *dec) composeCommand(i int, name, sub string, ops []int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	verb := strings.TrimPrefix(strings.TrimPrefix(sub, "compose"), " ")
	if name == "docker-compose" || name == "podman-compose" {
		verb = sub
	} else if verb == "" && len(ops) > 0 {
		if a := rest[ops[0]]; a.Dynamic {
			d.unres(i, "dynamic "+name+" compose subcommand")
			return
		} else {
			verb = a.Value
		}
	}
	var o composeOpts
	if name == "podman" || name == "podman-compose" {
		d.unres(i, name+" "+strings.TrimSpace(sub)+" runs a compose provider pregate does not model")
		o = composeScan(rest)
	} else {
		o = composeOptions(rest, parsed)
	}
	d.composeRoles(i, map[bool]string{true: "docker compose", false: name}[name == "docker"], verb, o, args, st, c)
}

// composeScan finds the project options in words no table parsed
// (podman compose's): -f/--file, --project-directory and --env-file, with
// their value in the next word or after '='.
func composeScan(rest []arg) composeOpts {
	var o composeOpts
	for k := 0; k < len(rest); k++ {
		w := rest[k]
		if w.Dynamic || w.Value == "--" {
			continue
		}
		name, val, eq := strings.Cut(w.Value, "=")
		if !eq && strings.HasPrefix(w.Value, "-f") && len(w.Value) > 2 && !strings.HasPrefix(w.Value, "--") {
			name, val, eq = "-f", w.Value[2:], true
		}
		switch name {
		case "-f", "--file", "--project-directory", "--env-file":
		default:
			continue
		}
		v := w
		if eq {
			v.Value = val
		} else if k+1 < len(rest) {
			k++
			v = rest[k]
		} else {
			continue
		}
		switch name {
		case "-f", "--file":
			o.files = append(o.files, v)
		case "--project-directory":
			o.projectDir = &v
		default:
			o.envFiles = append(o.envFiles, v)
		}
	}
	return o
}
