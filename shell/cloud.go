package shell

import (
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
)

// cloudCommandEnv reports whether name is an environment variable whose
// value is a command the cloud and database clients run; cloudDynamicEnv
// one that names configuration which may name one (a credential_process,
// a plugin directory, an option file, a container runtime), or plugins
// loaded. Switches, not maps: they cost nothing at start-up.
func cloudCommandEnv(name string) bool {
	switch name {
	case "AWS_PAGER", "GH_PAGER", "GH_EDITOR", "GH_BROWSER", "PSQL_PAGER", "PSQL_EDITOR",
		"RESTIC_PASSWORD_COMMAND", "RCLONE_PASSWORD_COMMAND", "BORG_RSH", "BORG_PASSCOMMAND":
		return true
	}
	return false
}

func cloudDynamicEnv(name string) bool {
	switch name {
	case "AWS_CONFIG_FILE", "AWS_SHARED_CREDENTIALS_FILE", "PSQLRC", "MYSQL_HOME",
		"TF_CLI_CONFIG_FILE", "TERRAFORM_CONFIG", "TF_PLUGIN_CACHE_DIR", "HELM_PLUGINS",
		"CONTAINERS_CONF", "CONTAINERS_CONF_OVERRIDE", "CONTAINERS_STORAGE_CONF", "RCLONE_CONFIG",
		"CLOUDSDK_CONFIG", "KUBECONFIG":
		return true
	}
	return false
}

// cloudRoles judges what the cloud and database clients run and touch
// beyond their options' roles: psql's backslash commands, the files aws reads for a file:// or fileb:// value, the local
// paths of aws s3 cp, mv and sync, and the file an aws operation that
// streams its response writes. ops are the indexes in args[1:] of the
// operands after the subcommand.
func (d *dec) cloudRoles(i int, name, sub string, ops []int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	switch name {
	case "psql":
		d.psqlRoles(i, parsed, rest, st, c)
		return
	case "mysql", "mariadb":
		d.mysqlRoles(i, parsed, rest, st, c)
		return
	case "gh":
		d.ghRoles(i, sub, ops, parsed, rest)
		return
	case "terraform", "tofu":
		if sub == "fmt" && len(ops) == 0 {
			// fmt rewrites the files of the working directory.
			d.addPaths(i, []PathRef{{Path: ".", Access: Read | Write, Via: "operand"}})
		}
		return
	case "terragrunt", "vercel", "netlify":
		d.deployWrites(i, name, sub, ops, parsed)
		return
	case "helm":
		// --set-file KEY=PATH[,KEY=PATH…] reads each PATH.
		w := parsed.Words
		dest := false
		for k := range parsed.Items {
			it := &parsed.Items[k]
			if it.Kind == progs.Opt && (it.Canon() == "--destination" || it.Canon() == "-d") {
				dest = true
			}
			if it.Kind != progs.Opt || it.Canon() != "--set-file" {
				continue
			}
			v := itemValue(rest, &w, it)
			if v == nil {
				continue
			}
			if v.Dynamic {
				d.unres(i, "dynamic helm --set-file value")
				continue
			}
			for _, kv := range strings.Split(v.Value, ",") {
				if _, f, ok := strings.Cut(kv, "="); ok {
					va := *v
					va.Value = f
					d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
				}
			}
		}
		switch {
		case sub == "package" && !dest:
			// The chart archive goes to the working directory.
			d.addPaths(i, []PathRef{{Path: ".", Access: Write, Via: "operand"}})
		case sub == "repo index" && len(ops) > 0:
			// repo index DIR writes DIR/index.yaml.
			a := rest[ops[0]]
			a.Value = strings.TrimSuffix(a.Value, "/") + "/index.yaml"
			d.addPaths(i, []PathRef{d.pathRef(a, Write, "operand")})
		}
		return
	case "gcloud":
		// gcloud storage cp, mv and rsync: local sources are read (mv
		// deletes them), a local destination written; hash reads its
		// files.
		if sub != "storage" || len(ops) == 0 || rest[ops[0]].Dynamic {
			return
		}
		op := rest[ops[0]].Value
		paths := ops[1:]
		for n, k := range paths {
			if strings.HasPrefix(rest[k].Value, "gs://") || rest[k].Value == "-" {
				continue
			}
			switch {
			case op == "mv", (op == "cp" || op == "rsync") && n == len(paths)-1:
				d.addPaths(i, []PathRef{d.pathRef(rest[k], Write, "operand")})
			case op == "cp" || op == "rsync" || op == "hash":
				d.addPaths(i, []PathRef{d.pathRef(rest[k], Read, "operand")})
			}
		}
		return
	case "borg":
		d.borgRoles(i, sub, ops, parsed, rest)
		return
	case "rclone":
		d.rcloneRoles(i, sub, ops, rest)
		return
	case "mongosh":
		// mongosh [CONNECTION] [FILE.js …]: every operand after the
		// connection string, and a first one that names a script, is
		// a script it runs.
		for n, k := range ops0(sub, ops, rest) {
			a := rest[k]
			if n > 0 || a.Dynamic || strings.HasSuffix(a.Value, ".js") || strings.HasSuffix(a.Value, ".mongodb") {
				d.unres(i, "mongosh runs a script file pregate does not read")
				return
			}
		}
		return
	case "restic":
		// backup reads its operands.
		if sub == "backup" {
			for _, k := range ops {
				d.addPaths(i, []PathRef{d.pathRef(rest[k], Read, "operand")})
			}
		}
		return
	case "aws":
	default:
		return
	}
	for _, a := range rest {
		if a.Dynamic {
			d.unres(i, "a dynamic aws word may be a file:// value naming a file it reads")
			continue
		}
		v := a.Value
		if strings.HasPrefix(v, "--") {
			_, v, _ = strings.Cut(v, "=")
		}
		for _, scheme := range []string{"file://", "fileb://"} {
			if p, ok := strings.CutPrefix(v, scheme); ok {
				va := a
				va.Value = p
				d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
			}
		}
	}
	if len(ops) == 0 || rest[ops[0]].Dynamic {
		return
	}
	op := rest[ops[0]].Value
	paths := ops[1:]
	local := func(k int) bool { return !strings.HasPrefix(rest[k].Value, "s3://") && rest[k].Value != "-" }
	switch {
	case sub == "eks" && op == "update-kubeconfig":
		// It writes the kubeconfig: --kubeconfig's (its role), else
		// ~/.kube/config.
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.Opt && it.Canon() == "--kubeconfig" {
				return
			}
		}
		d.addPaths(i, []PathRef{{Path: "~/.kube/config", Access: Write, Via: "operand"}})
	case sub == "s3" && (op == "cp" || op == "sync" || op == "mv"):
		// Local sources are read (mv deletes them), a local destination
		// written.
		for n, k := range paths {
			if !local(k) {
				continue
			}
			acc := Read
			if n == len(paths)-1 || op == "mv" {
				acc = Write
			}
			d.addPaths(i, []PathRef{d.pathRef(rest[k], acc, "operand")})
		}
	case progs.WritesOperands(name, sub, op):
		for _, k := range paths {
			d.addPaths(i, []PathRef{d.pathRef(rest[k], Write, "operand")})
		}
	}
}

// psqlRoles judges psql's -c commands, -o pipes and -v values: a -c that
// is the backslash command \! runs the rest as a shell command; another
// backslash command (\o, \w, \i, \copy, \g, \cd, \setenv …) or a COPY
// to or from a PROGRAM reads, writes or runs what pregate does not
// model; -o '|CMD' pipes the output into a shell command; a variable's
// value with a backquote may run one (a prompt's %`CMD`).
func (d *dec) psqlRoles(i int, parsed progs.Parsed, rest []arg, st *cmd, c *ctx) {
	w := parsed.Words
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil {
			continue
		}
		if v.Dynamic {
			switch it.Canon() {
			case "-c", "-o", "-v":
				d.unres(i, "dynamic psql "+it.Canon()+" value")
			}
			continue
		}
		text := strings.TrimSpace(v.Value)
		switch it.Canon() {
		case "-c":
			if cmdText, ok := strings.CutPrefix(text, "\\!"); ok {
				va := *v
				va.Value = cmdText
				d.runString(va, "psql \\!", st, c)
				continue
			}
			lower := strings.ToLower(text)
			if strings.Contains(text, "\\") || strings.Contains(lower, "copy") && strings.Contains(lower, "program") {
				d.unres(i, "psql -c runs a backslash command or a COPY … PROGRAM pregate does not model")
			}
		case "-o":
			if cmdText, ok := strings.CutPrefix(text, "|"); ok {
				va := *v
				va.Value = cmdText
				d.runString(va, "psql -o", st, c)
			}
		case "-v":
			if strings.Contains(text, "`") {
				d.unres(i, "psql -v sets a value that may run a command")
			}
		}
	}
}

// ghRoles judges what gh reads and writes through its operands and its
// -F key=@FILE fields.
func (d *dec) ghRoles(i int, sub string, ops []int, parsed progs.Parsed, rest []arg) {
	op := ""
	if len(ops) > 0 && !rest[ops[0]].Dynamic {
		op = rest[ops[0]].Value
	}
	w := parsed.Words
	ended := false
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.End {
			ended = true
		}
		if it.Kind != progs.Opt || it.Canon() != "-F" || !(sub == "api" || sub == "workflow" && op == "run") {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil {
			continue
		}
		if v.Dynamic {
			d.unres(i, "dynamic gh -F value (key=@FILE reads FILE)")
			continue
		}
		if _, f, ok := strings.Cut(v.Value, "=@"); ok && f != "-" {
			va := *v
			va.Value = f
			d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
		}
	}
	read := func(ks []int) {
		for _, k := range ks {
			a := rest[k]
			if !a.Dynamic {
				if a.Value == "-" {
					continue
				}
				a.Value, _, _ = strings.Cut(a.Value, "#") // FILE#LABEL
			}
			d.addPaths(i, []PathRef{d.pathRef(a, Read, "operand")})
		}
	}
	switch sub + " " + op {
	case "release create", "release upload":
		if len(ops) > 2 {
			read(ops[2:])
		}
	case "gist create":
		read(ops[1:])
	case "ssh-key add", "gpg-key add":
		if len(ops) > 1 {
			read(ops[1:2])
		}
	case "repo clone", "gist clone":
		if ended {
			d.unres(i, "gh "+sub+" clone passes options to git clone")
			return
		}
		if len(ops) > 2 {
			d.addPaths(i, []PathRef{d.pathRef(rest[ops[2]], Write, "operand")})
		}
	}
}

// secretsRun decomposes op run -- CMD… and doppler run -- CMD…: the
// command runs on this machine with the secrets in its environment, and
// is judged by deny and ask rules as any command is. Without "--" the
// words after run's options are the command (cobra stops at none, so
// pregate cannot tell its options from the command's): unresolved.
// doppler run --command STRING runs STRING with a shell: its table's
// --command carries that role.
func (d *dec) secretsRun(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	if sub != "run" {
		return
	}
	rest := args[1:]
	w := parsed.Words
	for k := range parsed.Items {
		if it := &parsed.Items[k]; it.Kind == progs.End {
			from := w.Source(it.Word) + 1
			if from >= len(rest) {
				return
			}
			in := st.innerCmd(args, 1+from, name+" run")
			in.noFunc = true
			d.exec(rest[from:], in, c)
			return
		}
	}
	seenSub := false
	for _, it := range parsed.Items {
		if it.Kind == progs.Operand {
			if seenSub {
				d.unres(i, name+" run's command without \"--\": its options and the command's cannot be told apart")
				return
			}
			seenSub = true
		}
	}
}

// mysqlRoles judges the mysql client's -e statements: system CMD and
// \! CMD run CMD as a shell command; the other client commands that
// touch files or run programs (tee, source, pager, edit, and any other
// backslash command) and LOAD DATA LOCAL INFILE, INTO OUTFILE and INTO
// DUMPFILE read or write files pregate does not model.
func (d *dec) mysqlRoles(i int, parsed progs.Parsed, rest []arg, st *cmd, c *ctx) {
	w := parsed.Words
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind != progs.Opt || it.Canon() != "-e" {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil {
			continue
		}
		if v.Dynamic {
			d.unres(i, "dynamic mysql -e statements")
			continue
		}
		for _, stmt := range strings.FieldsFunc(v.Value, func(r rune) bool { return r == ';' || r == '\n' }) {
			stmt = strings.TrimSpace(stmt)
			lower := strings.ToLower(stmt)
			word, _, _ := strings.Cut(lower, " ")
			switch {
			case strings.HasPrefix(stmt, "\\!") || word == "system":
				va := *v
				va.Value = strings.TrimSpace(strings.TrimPrefix(stmt, "\\!"))
				if word == "system" {
					va.Value = strings.TrimSpace(stmt[len("system"):])
				}
				d.runString(va, "mysql system", st, c)
			case strings.Contains(stmt, "\\"), word == "tee" || word == "source" || word == "pager" || word == "edit",
				strings.Contains(lower, "local infile"), strings.Contains(lower, "outfile"), strings.Contains(lower, "dumpfile"):
				d.unres(i, "mysql -e runs a client command or reads or writes a file pregate does not model")
			}
		}
	}
}

// borgRoles reports what borg reads and writes through its operands:
// create's paths (after the archive) and import-tar's file are read,
// export-tar's file written, and extract writes the working directory
// unless it only lists (--dry-run) or writes to standard output.
func (d *dec) borgRoles(i int, sub string, ops []int, parsed progs.Parsed, rest []arg) {
	has := func(canon string) bool {
		for _, it := range parsed.Items {
			if it.Kind == progs.Opt && it.Canon() == canon {
				return true
			}
		}
		return false
	}
	switch sub {
	case "create":
		if len(ops) > 1 {
			for _, k := range ops[1:] {
				d.addPaths(i, []PathRef{d.pathRef(rest[k], Read, "operand")})
			}
		}
	case "import-tar", "export-tar":
		if len(ops) > 1 && rest[ops[1]].Value != "-" {
			acc := Read
			if sub == "export-tar" {
				acc = Write
			}
			d.addPaths(i, []PathRef{d.pathRef(rest[ops[1]], acc, "operand")})
		}
	case "extract":
		if !has("-n") && !has("--stdout") {
			d.addPaths(i, []PathRef{d.pathRef(arg{Word: Word{Value: "."}}, Write, "operand")})
		}
	}
}

// rcloneRoles reports rclone's local operands (those without a remote:
// prefix): copy, sync and the other transfers write their destination
// (move and moveto delete their source too), delete, purge and the other
// removals write what they name, and the rest read.
func (d *dec) rcloneRoles(i int, sub string, ops []int, rest []arg) {
	local := func(a arg) bool {
		if a.Dynamic {
			return true
		}
		before, _, _ := strings.Cut(a.Value, "/")
		return !strings.Contains(before, ":") && a.Value != "-"
	}
	for n, k := range ops {
		a := rest[k]
		if !local(a) {
			continue
		}
		acc := Read
		switch sub {
		case "copy", "copyto", "sync", "copyurl", "rcat", "bisync", "cryptdecode", "convmv":
			if n == len(ops)-1 || sub == "bisync" {
				acc = Write
			}
		case "move", "moveto", "delete", "deletefile", "purge", "rmdir", "rmdirs", "mkdir", "touch", "dedupe", "cleanup", "settier", "link":
			acc = Write
		case "mount", "nfsmount":
			continue // the mount point is not written through
		}
		d.addPaths(i, []PathRef{d.pathRef(a, acc, "operand")})
	}
}

// ops0 is every operand of a program without subcommands: the one
// roles reported as the subcommand, then the others.
func ops0(sub string, ops []int, rest []arg) []int {
	if sub == "" {
		return ops
	}
	for k, a := range rest {
		if a.Value == sub && !a.Dynamic {
			return append([]int{k}, ops...)
		}
	}
	return ops
}

// deployWrites reports the files terragrunt, vercel and netlify write where no
// option or operand names them: terragrunt hcl fmt and hclfmt rewrite the
// HCL files of the working directory (unless they check, read standard
// input or name a file), fmt the configuration's, render-json writes
// terragrunt_rendered.json (unless --terragrunt-json-out); vercel env pull writes .env.local, pull the
// .vercel directory and the environment's variables in it, build
// .vercel/output (unless --output); deploy, build, dev, pull and env
// pull link the directory to its project (.vercel, .gitignore); netlify
// build, deploy and dev write .netlify, dev .gitignore (unless
// --skip-gitignore).
func (d *dec) deployWrites(i int, name, sub string, ops []int, parsed progs.Parsed) {
	has := func(canon ...string) bool {
		for _, it := range parsed.Items {
			if it.Kind == progs.Opt && it.Option != nil && slices.Contains(canon, it.Canon()) {
				return true
			}
		}
		return false
	}
	var refs []PathRef
	path := ""
	switch name + " " + sub {
	case "terragrunt hcl fmt", "terragrunt hcl format":
		if !has("-check", "-stdin", "-file") {
			path = "."
		}
	case "terragrunt hclfmt":
		if !has("-terragrunt-check", "-terragrunt-hclfmt-stdin", "-terragrunt-hclfmt-file") {
			path = "."
		}
	case "terragrunt fmt", "terragrunt run fmt", "terragrunt run-all fmt":
		if len(ops) == 0 {
			path = "."
		}
	case "terragrunt render-json":
		if !has("-terragrunt-json-out") {
			refs = append(refs, PathRef{Path: "terragrunt_rendered.json", Access: Write, Via: "operand"})
		}
	case "vercel env pull":
		if len(ops) == 0 {
			path = ".env.local"
		}
	case "vercel pull":
		// pull writes the project's settings and its variables, in
		// .vercel/.env.ENVIRONMENT.local.
		env := "development"
		if has("--prod") {
			env = "production"
		}
		for _, it := range parsed.Items {
			if it.Kind == progs.Opt && it.Option != nil && it.Canon() == "--environment" {
				if it.ValueWord >= 0 && parsed.Words.Dynamic != nil && parsed.Words.Dynamic(it.ValueWord) {
					d.unres(i, "vercel pull --environment names the file it writes only at run time")
					return
				}
				env = it.Value
			}
		}
		refs = append(refs, PathRef{Path: ".vercel/.env." + env + ".local", Access: Write, Via: "operand"})
		path = ".vercel"
	case "vercel build":
		if !has("--output") {
			path = ".vercel/output"
		}
	case "netlify build", "netlify deploy", "netlify dev", "netlify develop":
		// Its state, the functions it builds and its plugins' caches;
		// dev also adds .netlify to .gitignore.
		path = ".netlify"
		if strings.HasPrefix(sub, "dev") && !has("--skip-gitignore") {
			refs = append(refs, PathRef{Path: ".gitignore", Access: Read | Write, Via: "operand"})
		}
	}
	if path != "" {
		refs = append(refs, PathRef{Path: path, Access: Read | Write, Via: "operand"})
	}
	switch name + " " + sub {
	case "vercel deploy", "vercel build", "vercel dev", "vercel develop", "vercel pull", "vercel env pull":
		// These link the directory to its project when it is not:
		// .vercel/project.json, and .vercel added to .gitignore.
		// deploy DIR links DIR.
		dir := ""
		if sub == "deploy" && len(ops) > 0 {
			w := parsed.Words
			if at := ops[0]; at < len(w.Values) {
				if w.Dynamic != nil && w.Dynamic(at) {
					d.unres(i, "vercel deploy links a directory only run time knows")
					return
				}
				dir = strings.TrimSuffix(w.Values[at], "/") + "/"
			}
		}
		if path != ".vercel" {
			refs = append(refs, PathRef{Path: dir + ".vercel", Access: Read | Write, Via: "operand"})
		}
		refs = append(refs, PathRef{Path: dir + ".gitignore", Access: Read | Write, Via: "operand"})
	}
	// They are in the directory an option names (--cwd, --working-dir).
	for _, it := range parsed.Items {
		if len(refs) == 0 || it.Kind != progs.Opt || it.Option == nil || it.Role()&progs.Dir == 0 || !it.HasValue {
			continue
		}
		if it.ValueWord >= 0 && parsed.Words.Dynamic != nil && parsed.Words.Dynamic(it.ValueWord) {
			d.unres(i, name+" "+it.Canon()+" names the directory it writes in only at run time")
			return
		}
		for k := range refs {
			if !strings.HasPrefix(refs[k].Path, "/") {
				refs[k].Path = strings.TrimSuffix(it.Value, "/") + "/" + refs[k].Path
			}
		}
	}
	d.addPaths(i, refs)
}
