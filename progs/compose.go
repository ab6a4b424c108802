package progs

// closedCompose are the closed tables of the compose and kustomize
// clients (see closedBase).
const closedCompose = `docker-compose podman-compose kustomize`

// dockerCompose is docker-compose, docker compose v2's standalone
// binary: the options of docker compose before and after its
// subcommand, and its run, exec and cp as docker compose's. What its
// compose files mount and run is read by the shell decomposition from
// the files themselves.
func dockerCompose() *Program {
	dk := docker()
	g := dk.Sub("compose")
	subs := map[string]func() *Options{}
	for _, s := range [...]string{"run", "exec", "cp"} {
		subs[s] = func() *Options { return dk.Sub("compose " + s) }
	}
	return &Program{Global: g, Def: g, LazySubs: subs, SubOps: map[string]Operands{"cp": {Layout: ContainerOps, Tree: true}}}
}

// podmanCompose is podman-compose (containers/podman-compose), whose
// options pregate does not model beyond the files it reads (-f, and
// --env-file); --podman-path names the program it runs, --podman-args
// its words. Every command of it is unresolved, its compose files still
// read.
func podmanCompose() *Program {
	o := opts("-f,--file:@r --env-file:@r -h,--help", 0)
	return &Program{Global: o, Def: o}
}

// kustomizeBuildOpts are kustomize build's options (kubernetes-sigs/
// kustomize, kustomize/commands/build, 2026-08): -o writes the output
// (a file, or one file per resource into a directory);
// --enable-alpha-plugins, --enable-exec and --enable-helm run plugins,
// executables and helm; --helm-command names the helm it runs; --mount
// binds host paths into a function's container; --load-restrictor
// LoadRestrictionsNone lets it read files outside the kustomization's
// root, judged by the shell decomposition.
const kustomizeBuildOpts = "--as-current-user --enable-alpha-plugins@X --enable-exec@X --enable-helm@X -e,--env: " +
	"--helm-api-versions: --helm-command:@x --helm-debug --helm-kube-version: --load-restrictor: --mount:@m " +
	"--network --network-name: -o,--output:@w --reorder: --enable-managedby-label -h,--help"

// kustomize is closed at the subcommand level: build reads the
// kustomization's directory as a tree (its operand, the working
// directory without one; the shell decomposition reads it); version and
// completion print. edit, create,
// localize, cfg and fn write or run what pregate does not model: any
// other subcommand is unresolved.
func kustomize() *Program {
	help := opts("-h,--help", 0)
	return &Program{
		Global: help, Def: help, SubsOnly: true,
		LazySubs: map[string]func() *Options{
			"build":      func() *Options { return opts(kustomizeBuildOpts, 0) },
			"version":    func() *Options { return opts("-h,--help -o,--output: --short", 0) },
			"completion": func() *Options { return opts("-h,--help", 0) },
		},
	}
}
