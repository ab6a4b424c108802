package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPkgRoles: the package managers' and toolchains' options that run
// programs are decomposed, configuration that may name code leaves the
// command unresolved, an option or subcommand their tables do not list
// leaves it unresolved, and what they list in any spelling stays
// resolved.
func TestPkgRoles(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"cargo_build", `cargo build --release`, []hv{outer("cargo", "build", "--release")}},
		{"cargo_alias", `cargo t --no-run`, []hv{outer("cargo", "t", "--no-run")}},
		{"cargo_clippy_lints", `cargo clippy --all-targets -- -D warnings -Aclippy::x`, []hv{outer("cargo", "clippy", "--all-targets", "--", "-D", "warnings", "-Aclippy::x")}},
		{"cargo_unknown_option", `cargo build --frobnicate`, []hv{unres("cargo", "build", "--frobnicate")}},
		{"cargo_no_abbreviations", `cargo build --releas`, []hv{unres("cargo", "build", "--releas")}},
		{"cargo_external_sub", `cargo evil`, []hv{unres("cargo", "evil")}},
		{"cargo_dynamic_sub", `cargo "$S"`, []hv{unres("cargo", `"$S"`)}},
		{"cargo_option_after_dashdash", `cargo run -- --frobnicate`, []hv{outer("cargo", "run", "--", "--frobnicate")}},
		{"cargo_config_runner", `cargo --config 'target.x86_64-unknown-linux-gnu.runner="rm -rf x"' run`, []hv{outer("cargo", "--config", `target.x86_64-unknown-linux-gnu.runner="rm -rf x"`, "run"), inner("rm", "-rf", "x")}},
		{"cargo_config_attached", `cargo build --config='build.rustc-wrapper="sccache"'`, []hv{outer("cargo", "build", `--config=build.rustc-wrapper="sccache"`), inner("sccache")}},
		{"cargo_config_plain", `cargo build --config profile.release.lto=true`, []hv{outer("cargo", "build", "--config", "profile.release.lto=true")}},
		{"cargo_config_rustflags", `cargo build --config 'build.rustflags=["-Clinker=x"]'`, []hv{unres("cargo", "build", "--config", `build.rustflags=["-Clinker=x"]`)}},
		{"cargo_config_file", `cargo build --config ci.toml`, []hv{unres("cargo", "build", "--config", "ci.toml")}},
		{"cargo_z", `cargo -Zscript x.rs`, []hv{unres("cargo", "-Zscript", "x.rs")}},
		{"cargo_rustc_flags", `cargo rustc -- -C linker=./l`, []hv{unres("cargo", "rustc", "--", "-C", "linker=./l")}},
		{"cargo_doc_open", `cargo doc --open`, []hv{unres("cargo", "doc", "--open")}},
		{"cargo_env_wrapper", `RUSTC_WRAPPER='rm -rf x' cargo build`, []hv{outer("cargo", "build"), inner("rm", "-rf", "x")}},
		{"cargo_env_rustflags", `RUSTFLAGS=-Clinker=x cargo build`, []hv{unres("cargo", "build")}},
		{"go_test", `go test -v -run 'TestX$' ./... -count=1`, []hv{outer("go", "test", "-v", "-run", "TestX$", "./...", "-count=1")}},
		{"go_double_dash_spelling", `go test --count=1 -test.short .`, []hv{outer("go", "test", "--count=1", "-test.short", ".")}},
		{"go_test_args_end", `go test . -args -frob`, []hv{outer("go", "test", ".", "-args", "-frob")}},
		{"go_run_program_args", `go run ./cmd/x -frob`, []hv{outer("go", "run", "./cmd/x", "-frob")}},
		{"go_unknown_option", `go build -frob .`, []hv{unres("go", "build", "-frob", ".")}},
		{"go_unknown_sub", `go frob`, []hv{unres("go", "frob")}},
		{"go_toolexec", `go build -toolexec 'rm -rf x' .`, []hv{outer("go", "build", "-toolexec", "rm -rf x", "."), inner("rm", "-rf", "x")}},
		{"go_toolexec_equals", `go vet -toolexec=./t ./...`, []hv{outer("go", "vet", "-toolexec=./t", "./..."), inner("./t")}},
		{"go_exec", `go test -exec 'sudo -n' ./...`, []hv{outer("go", "test", "-exec", "sudo -n", "./..."), inner("sudo", "-n")}},
		{"go_vettool", `go vet -vettool=./shadow ./...`, []hv{outer("go", "vet", "-vettool=./shadow", "./..."), inner("./shadow")}},
		{"go_ldflags_plain", `go build -ldflags '-s -w -X main.v=1' .`, []hv{outer("go", "build", "-ldflags", "-s -w -X main.v=1", ".")}},
		{"go_ldflags_extld", `go build -ldflags=-extld=./l .`, []hv{unres("go", "build", "-ldflags=-extld=./l", ".")}},
		{"go_gcflags_pattern", `go build -gcflags 'all=-N -l' .`, []hv{outer("go", "build", "-gcflags", "all=-N -l", ".")}},
		{"go_overlay", `go build -overlay o.json .`, []hv{unres("go", "build", "-overlay", "o.json", ".")}},
		{"go_env_write", `go env -w GOFLAGS=-toolexec=x`, []hv{unres("go", "env", "-w", "GOFLAGS=-toolexec=x")}},
		{"go_env_read", `go env GOPATH`, []hv{outer("go", "env", "GOPATH")}},
		{"go_tool", `go tool link -extld ./l x.o`, []hv{unres("go", "tool", "link", "-extld", "./l", "x.o")}},
		{"go_env_goflags", `GOFLAGS=-toolexec=x go build`, []hv{unres("go", "build")}},
		{"pip_install", `pip install -U -r requirements.txt`, []hv{outer("pip", "install", "-U", "-r", "requirements.txt")}},
		{"pip_abbreviated", `pip install --force-rei x`, []hv{outer("pip", "install", "--force-rei", "x")}},
		{"pip_ambiguous_prefix", `pip install --upgr x`, []hv{unres("pip", "install", "--upgr", "x")}},
		{"pip_ambiguous_abbreviation", `pip install --no-b x`, []hv{unres("pip", "install", "--no-b", "x")}},
		{"pip_unknown", `pip install --frob x`, []hv{unres("pip", "install", "--frob", "x")}},
		{"pip_unknown_sub", `pip frob`, []hv{unres("pip", "frob")}},
		{"pip_general_before_sub", `pip -q --isolated install x`, []hv{outer("pip", "-q", "--isolated", "install", "x")}},
		{"pip_python", `pip --python ./evil list`, []hv{outer("pip", "--python", "./evil", "list"), inner("./evil")}},
		{"pip_global_option", `pip install --global-option=--command-packages=x .`, []hv{unres("pip", "install", "--global-option=--command-packages=x", ".")}},
		{"pip_config_set", `pip config set global.target /tmp/t`, []hv{unres("pip", "config", "set", "global.target", "/tmp/t")}},
		{"pip_config_list", `pip config list`, []hv{outer("pip", "config", "list")}},
		{"pip_config_editor", `pip config --editor ./ed edit`, []hv{unres("pip", "config", "--editor", "./ed", "edit"), inner("./ed")}},
		{"pip_env_config", `PIP_CONFIG_FILE=/tmp/p.conf pip install x`, []hv{unres("pip", "install", "x")}},
		{"java_main", `java -Xmx1g -ea -cp a.jar:lib/* com.x.Main -frob`, []hv{outer("java", "-Xmx1g", "-ea", "-cp", "a.jar:lib/*", "com.x.Main", "-frob")}},
		{"java_jar_args", `java -jar app.jar --frob x`, []hv{outer("java", "-jar", "app.jar", "--frob", "x")}},
		{"java_colon_value", `java -verbose:gc -Dk=v Main`, []hv{outer("java", "-verbose:gc", "-Dk=v", "Main")}},
		{"java_unknown", `java -frob Main`, []hv{unres("java", "-frob", "Main")}},
		{"java_unknown_x", `java -Xfrob Main`, []hv{unres("java", "-Xfrob", "Main")}},
		{"java_agent", `java -javaagent:/tmp/a.jar Main`, []hv{unres("java", "-javaagent:/tmp/a.jar", "Main")}},
		{"java_on_error", `java -XX:OnError='rm -rf x' Main`, []hv{outer("java", "-XX:OnError=rm -rf x", "Main"), inner("rm", "-rf", "x")}},
		{"java_xx_flag", `java -XX:+UseG1GC -XX:MaxRAM=2g Main`, []hv{outer("java", "-XX:+UseG1GC", "-XX:MaxRAM=2g", "Main")}},
		{"java_xx_unknown_value", `java -XX:CompileCommand=x Main`, []hv{unres("java", "-XX:CompileCommand=x", "Main")}},
		{"java_argfile", `java @opts Main`, []hv{unres("java", "@opts", "Main")}},
		{"java_program_arg_at", `java Main @x -Xfrob`, []hv{outer("java", "Main", "@x", "-Xfrob")}},
		{"java_jar_arg_at", `java -jar a.jar @x`, []hv{outer("java", "-jar", "a.jar", "@x")}},
		{"java_env_options", `JAVA_TOOL_OPTIONS=-javaagent:x java Main`, []hv{unres("java", "Main")}},
		{"javac_plain", `javac -d out -g:none -Xlint:all --release 17 A.java`, []hv{outer("javac", "-d", "out", "-g:none", "-Xlint:all", "--release", "17", "A.java")}},
		{"javac_jvm_flag", `javac -J-javaagent:x A.java`, []hv{unres("javac", "-J-javaagent:x", "A.java")}},
		{"javac_plugin", `javac -Xplugin:Evil A.java`, []hv{unres("javac", "-Xplugin:Evil", "A.java")}},
		{"javac_argfile", `javac @sources.txt`, []hv{unres("javac", "@sources.txt")}},
		{"javac_unknown", `javac -frob A.java`, []hv{unres("javac", "-frob", "A.java")}},
		{"pnpm_install", `pnpm i --frozen-lockfile`, []hv{outer("pnpm", "i", "--frozen-lockfile")}},
		{"pnpm_abbreviated", `pnpm install --frozen`, []hv{outer("pnpm", "install", "--frozen")}},
		{"pnpm_negated", `pnpm install --no-optional`, []hv{outer("pnpm", "install", "--no-optional")}},
		{"pnpm_unknown", `pnpm install --frob`, []hv{unres("pnpm", "install", "--frob")}},
		{"pnpm_config_dot", `pnpm --config.script-shell=./s run t`, []hv{unres("pnpm", "--config.script-shell=./s", "run", "t")}},
		{"pnpm_script_args", `pnpm run build --watch`, []hv{outer("pnpm", "run", "build", "--watch")}},
		{"pnpm_fallback_script", `pnpm dev --port 3000`, []hv{outer("pnpm", "dev", "--port", "3000")}},
		{"pnpm_test_args", `pnpm test --coverage`, []hv{outer("pnpm", "test", "--coverage")}},
		{"pnpm_exec", `pnpm exec rm -rf x`, []hv{outer("pnpm", "exec", "rm", "-rf", "x"), inner("rm", "-rf", "x")}},
		{"pnpm_exec_recursive", `pnpm -r --filter web exec tsc -b`, []hv{outer("pnpm", "-r", "--filter", "web", "exec", "tsc", "-b"), inner("tsc", "-b")}},
		{"pnpm_exec_shell", `pnpm -c exec 'rm x && ls'`, []hv{outer("pnpm", "-c", "exec", "rm x && ls"), inner("rm", "x"), inner("ls")}},
		{"pnpm_dlx", `pnpm dlx create-vite app`, []hv{outer("pnpm", "dlx", "create-vite", "app"), inner("create-vite", "app")}},
		{"pnpm_dlx_shell", `pnpm --package=cowsay dlx -c 'cowsay hi | rm y'`, []hv{outer("pnpm", "--package=cowsay", "dlx", "-c", "cowsay hi | rm y"), inner("cowsay", "hi"), inner("rm", "y")}},
		{"pnpm_dir", `pnpm -C ../x install`, []hv{unres("pnpm", "-C", "../x", "install")}},
		{"pnpm_pnpmfile", `pnpm install --pnpmfile ./p.cjs`, []hv{unres("pnpm", "install", "--pnpmfile", "./p.cjs")}},
		{"pnpm_npm_path", `pnpm rebuild --npm-path ./n`, []hv{outer("pnpm", "rebuild", "--npm-path", "./n"), inner("./n")}},
		{"pnpm_npm_edit", `pnpm edit lodash`, []hv{outer("pnpm", "edit", "lodash"), inner("npm", "edit", "lodash")}},
		{"pnpm_npm_version", `pnpm version patch`, []hv{outer("pnpm", "version", "patch"), inner("npm", "version", "patch")}},
		{"pnpm_npm_editor", `pnpm edit --editor='rm -rf x' lodash`, []hv{outer("pnpm", "edit", "--editor=rm -rf x", "lodash"), inner("npm", "edit", "--editor=rm -rf x", "lodash"), inner("rm", "-rf", "x")}},
		{"pnpm_npm_unknown", `pnpm view --frob x`, []hv{outer("pnpm", "view", "--frob", "x"), {Argv: []string{"npm", "view", "--frob", "x"}, Unres: true, Hidden: true}}},
		{"pnpm_npm_after_option", `pnpm -r edit`, []hv{outer("pnpm", "-r", "edit")}},
		{"pnpm_recursive_command", `pnpm m run build`, []hv{unres("pnpm", "m", "run", "build")}},
		{"yarn_install", `yarn install --frozen-lockfile`, []hv{outer("yarn", "install", "--frozen-lockfile")}},
		{"yarn_unknown", `yarn install --frob`, []hv{unres("yarn", "install", "--frob")}},
		{"yarn_no_abbreviations", `yarn install --frozen`, []hv{unres("yarn", "install", "--frozen")}},
		{"yarn_script", `yarn build --watch`, []hv{outer("yarn", "build", "--watch")}},
		{"yarn_run_args", `yarn run test --coverage`, []hv{outer("yarn", "run", "test", "--coverage")}},
		{"yarn_exec", `yarn exec rm -rf x`, []hv{outer("yarn", "exec", "rm", "-rf", "x"), inner("rm", "-rf", "x")}},
		{"yarn_dlx", `yarn dlx -p cowsay cowsay hi`, []hv{outer("yarn", "dlx", "-p", "cowsay", "cowsay", "hi"), inner("cowsay", "hi")}},
		{"yarn_node", `yarn node -e 'x()'`, []hv{outer("yarn", "node", "-e", "x()"), inner("node", "-e", "x()")}},
		{"yarn_workspace", `yarn workspace web exec rm x`, []hv{outer("yarn", "workspace", "web", "exec", "rm", "x"), inner("yarn", "exec", "rm", "x"), inner("rm", "x")}},
		{"yarn_cwd", `yarn --cwd ../x install`, []hv{unres("yarn", "--cwd", "../x", "install")}},
		{"yarn_yarnrc", `yarn --use-yarnrc=./r install`, []hv{unres("yarn", "--use-yarnrc=./r", "install")}},
		{"yarn_config_set", `yarn config set yarn-path ./y.js`, []hv{unres("yarn", "config", "set", "yarn-path", "./y.js")}},
		{"yarn_config_get", `yarn config get registry`, []hv{outer("yarn", "config", "get", "registry")}},
		{"yarn_plugin", `yarn plugin import ./p.js`, []hv{unres("yarn", "plugin", "import", "./p.js")}},
		{"npx_command", `npx -y rimraf dist`, []hv{outer("npx", "-y", "rimraf", "dist"), inner("rimraf", "dist")}},
		{"npx_after_dashdash", `npx --package=x -- rm -rf y`, []hv{outer("npx", "--package=x", "--", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"npm_exec_dashdash", `npm exec --yes -- rm -rf y`, []hv{outer("npm", "exec", "--yes", "--", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"npm_x", `npm x eslint .`, []hv{outer("npm", "x", "eslint", "."), inner("eslint", ".")}},
		{"npm_run_not_decomposed", `npm run build`, []hv{outer("npm", "run", "build")}},
		{"gcc_plain", `gcc -O2 -Wall -c a.c`, []hv{outer("gcc", "-O2", "-Wall", "-c", "a.c")}},
		{"gcc_plugin", `gcc -fplugin=./p.so a.c`, []hv{unres("gcc", "-fplugin=./p.so", "a.c")}},
		{"gcc_prefix", `cc -B/tmp/evil a.c`, []hv{unres("cc", "-B/tmp/evil", "a.c")}},
		{"gcc_specs", `gcc --specs=x.specs a.c`, []hv{unres("gcc", "--specs=x.specs", "a.c")}},
		{"gcc_response_file", `g++ @args.rsp`, []hv{unres("g++", "@args.rsp")}},
		{"clang_xclang", `clang -Xclang -load -Xclang p.so a.c`, []hv{unres("clang", "-Xclang", "-load", "-Xclang", "p.so", "a.c")}},
		{"gcc_wrapper", `gcc -wrapper gdb,--args a.c`, []hv{outer("gcc", "-wrapper", "gdb,--args", "a.c"), inner("gdb", "--args")}},
		{"gcc_families", `gcc -O2 -g3 -Wall -Werror=format -fno-common -march=native -std=c11 -static -c a.c`,
			[]hv{outer("gcc", "-O2", "-g3", "-Wall", "-Werror=format", "-fno-common", "-march=native", "-std=c11", "-static", "-c", "a.c")}},
		{"gcc_harmless_members", `gcc -Og -fPIC -fvisibility=hidden -fdiagnostics-color=always -Wno-unused-parameter -march=x86-64-v3 -mno-red-zone -ggdb3 -gdwarf-4 -fsanitize=address -fdebug-prefix-map=/a=/b -c a.c`,
			[]hv{outer("gcc", "-Og", "-fPIC", "-fvisibility=hidden", "-fdiagnostics-color=always", "-Wno-unused-parameter", "-march=x86-64-v3", "-mno-red-zone", "-ggdb3", "-gdwarf-4", "-fsanitize=address", "-fdebug-prefix-map=/a=/b", "-c", "a.c")}},
		{"clang_harmless_members", `clang -fcolor-diagnostics -Weverything -mmacosx-version-min=11.0 -c a.c`, []hv{outer("clang", "-fcolor-diagnostics", "-Weverything", "-mmacosx-version-min=11.0", "-c", "a.c")}},
		{"gcc_unknown_f_member", `gcc -fwhatever-this-is a.c`, []hv{unres("gcc", "-fwhatever-this-is", "a.c")}},
		{"gcc_unknown_no_f_member", `cc -fno-whatever a.c`, []hv{unres("cc", "-fno-whatever", "a.c")}},
		{"gcc_unknown_m_member", `g++ -mfrobnicate a.c`, []hv{unres("g++", "-mfrobnicate", "a.c")}},
		{"gcc_unknown_o_level", `gcc -Oq a.c`, []hv{unres("gcc", "-Oq", "a.c")}},
		{"gcc_stack_usage", `gcc -fstack-usage a.c`, []hv{unres("gcc", "-fstack-usage", "a.c")}},
		{"gcc_callgraph_info", `gcc -fcallgraph-info=su a.c`, []hv{unres("gcc", "-fcallgraph-info=su", "a.c")}},
		{"gcc_lto", `gcc -flto=auto a.c`, []hv{unres("gcc", "-flto=auto", "a.c")}},
		{"gcc_module_mapper", `g++ '-fmodule-mapper=|./m' a.cc`, []hv{unres("g++", "-fmodule-mapper=|./m", "a.cc")}},
		{"gcc_profile_use", `gcc -fprofile-use=/p a.c`, []hv{unres("gcc", "-fprofile-use=/p", "a.c")}},
		{"gcc_diagnostics_file", `gcc -fdiagnostics-format=sarif-file a.c`, []hv{unres("gcc", "-fdiagnostics-format=sarif-file", "a.c")}},
		{"gcc_diagnostics_json", `gcc -fdiagnostics-format=json a.c`, []hv{outer("gcc", "-fdiagnostics-format=json", "a.c")}},
		{"gcc_opt_info_file", `gcc -fopt-info-vec=/tmp/r a.c`, []hv{unres("gcc", "-fopt-info-vec=/tmp/r", "a.c")}},
		{"gcc_vtv_counts", `g++ -fvtv-counts a.cc`, []hv{unres("g++", "-fvtv-counts", "a.cc")}},
		{"gcc_gnat", `gcc -gnatO x a.adb`, []hv{unres("gcc", "-gnatO", "x", "a.adb")}},
		{"gcc_wa", `gcc -Wa,-adhln=/tmp/l a.c`, []hv{unres("gcc", "-Wa,-adhln=/tmp/l", "a.c")}},
		{"gcc_unknown", `gcc -frob-whole --bogus a.c`, []hv{unres("gcc", "-frob-whole", "--bogus", "a.c")}},
		{"gcc_unknown_bundle", `gcc -static-frob a.c`, []hv{unres("gcc", "-static-frob", "a.c")}},
		{"gcc_plugin_arg", `gcc -fplugin-arg-p-k=v a.c`, []hv{unres("gcc", "-fplugin-arg-p-k=v", "a.c")}},
		{"gcc_no_profile", `gcc -fno-profile-use a.c`, []hv{unres("gcc", "-fno-profile-use", "a.c")}},
		{"gcc_dump", `gcc -fdump-tree-all a.c`, []hv{unres("gcc", "-fdump-tree-all", "a.c")}},
		{"gcc_wl", `gcc -Wl,-plugin,./p.so a.c`, []hv{unres("gcc", "-Wl,-plugin,./p.so", "a.c")}},
		{"gcc_save_temps", `gcc -save-temps=obj a.c`, []hv{unres("gcc", "-save-temps=obj", "a.c")}},
		{"gcc_after_end", `gcc -- -fplugin=x a.c`, []hv{unres("gcc", "--", "-fplugin=x", "a.c")}},
		{"gcc_split_dwarf", `gcc -gsplit-dwarf a.c`, []hv{unres("gcc", "-gsplit-dwarf", "a.c")}},
		{"gcc_xassembler", `gcc -Xassembler -o -Xassembler x a.c`, []hv{unres("gcc", "-Xassembler", "-o", "-Xassembler", "x", "a.c")}},
		{"clang_mllvm", `clang -mllvm -load=p.so a.c`, []hv{unres("clang", "-mllvm", "-load=p.so", "a.c")}},
		{"clang_ld_path", `clang --ld-path=./ld a.c`, []hv{outer("clang", "--ld-path=./ld", "a.c"), inner("./ld")}},
		{"poetry_run", `poetry run pytest -x`, []hv{outer("poetry", "run", "pytest", "-x"), inner("pytest", "-x")}},
		{"poetry_run_global_options", `poetry -q run -v rm -rf y`, []hv{outer("poetry", "-q", "run", "-v", "rm", "-rf", "y"), inner("rm", "-rf", "y")}},
		{"twine_check", `twine check --strict dist/x.whl`, []hv{outer("twine", "check", "--strict", "dist/x.whl")}},
		{"twine_sign_with", `twine upload -s --sign-w ./g dist/x.whl`, []hv{outer("twine", "upload", "-s", "--sign-w", "./g", "dist/x.whl"), inner("./g")}},
		{"twine_plugin_command", `twine frob`, []hv{unres("twine", "frob")}},
		{"twine_unknown", `twine upload --frob dist/x.whl`, []hv{unres("twine", "upload", "--frob", "dist/x.whl")}},
		{"go_env_cc", `CC=./evil go build`, []hv{outer("go", "build"), inner("./evil")}},
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

// TestPkgRolePaths: the paths the package managers' and toolchains'
// options and operands name, with the access they have.
func TestPkgRolePaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`cargo build --target-dir /tmp/t`, []PathRef{w("/tmp/t")}},
		{`cargo build --target-dir=/tmp/t`, []PathRef{w("/tmp/t")}},
		{`cargo test --manifest-path ../x/Cargo.toml`, []PathRef{r("../x/Cargo.toml")}},
		{`cargo install --root /opt/r --path ./tool`, []PathRef{w("/opt/r"), r("./tool")}},
		{`cargo -C /srv/p build`, []PathRef{r("/srv/p")}},
		{`cargo new ~/.ssh`, []PathRef{w("~/.ssh")}},
		{`cargo vendor third_party`, []PathRef{w("third_party")}},
		{`cargo build --config 'build.target-dir="/tmp/o"'`, []PathRef{w("/tmp/o")}},
		{`cargo test -- --logfile /tmp/log`, []PathRef{w("/tmp/log")}},
		{`cargo build`, nil},
		{`pip install -r req.txt -c /tmp/c.txt`, []PathRef{r("req.txt"), r("/tmp/c.txt")}},
		{`pip install -rreq.txt`, []PathRef{r("req.txt")}},
		{`pip install --target=/opt/t --prefix /opt/p x`, []PathRef{w("/opt/t"), w("/opt/p")}},
		{`pip install --targ /opt/t x`, []PathRef{w("/opt/t")}},
		{`pip3 install -e ../lib`, []PathRef{r("../lib")}},
		{`pip --log /tmp/pip.log download -d dl x`, []PathRef{w("/tmp/pip.log"), w("dl")}},
		{`pip wheel -w /tmp/w .`, []PathRef{w("/tmp/w")}},
		{`java -jar /opt/app.jar x`, []PathRef{r("/opt/app.jar")}},
		{`java -XX:HeapDumpPath=/tmp/h -Xloggc:/tmp/gc.log Main`, []PathRef{w("/tmp/h"), w("/tmp/gc.log")}},
		{`java '-Xlog:gc*:file=/tmp/g.log:time' Main`, []PathRef{w("/tmp/g.log")}},
		{`java -splash:/tmp/s.png Main`, []PathRef{r("/tmp/s.png")}},
		{`javac -d /tmp/out -s gen -h /tmp/h A.java`, []PathRef{w("/tmp/out"), w("gen"), w("/tmp/h")}},
		{`javac -Xstdout /tmp/o A.java`, []PathRef{w("/tmp/o")}},
		{`pnpm install --store-dir /tmp/s --modules-dir=nm`, []PathRef{w("/tmp/s"), w("nm")}},
		{`pnpm pack --pack-destination /tmp/p`, []PathRef{w("/tmp/p")}},
		{`pnpm patch -d /tmp/e lodash`, []PathRef{w("/tmp/e")}},
		{`yarn --modules-folder /tmp/nm --cache-folder=/tmp/c install`, []PathRef{w("/tmp/nm"), w("/tmp/c")}},
		{`yarn pack -f /tmp/p.tgz`, []PathRef{w("/tmp/p.tgz")}},
		{`gcc -o /tmp/a.out a.c`, []PathRef{w("/tmp/a.out")}},
		{`gcc -o/tmp/a.out -MF deps.d -include /tmp/h.h a.c`, []PathRef{w("/tmp/a.out"), w("deps.d"), r("/tmp/h.h")}},
		{`clang -MJ /tmp/cdb.json -serialize-diagnostics=/tmp/d.dia a.c`, []PathRef{w("/tmp/cdb.json"), w("/tmp/d.dia")}},
		{`gcc -aux-info /tmp/aux -O2 -Tlink.ld a.c`, []PathRef{w("/tmp/aux"), r("link.ld")}},
		{`poetry -C /srv/p install`, []PathRef{r("/srv/p")}},
		{`twine upload --config-file /tmp/pypirc --cert=/tmp/ca.pem dist/x.whl`, []PathRef{r("/tmp/pypirc"), r("/tmp/ca.pem")}},
		{`go build -o /tmp/b .`, []PathRef{w("/tmp/b")}},
		{`go build --o=/tmp/b .`, []PathRef{w("/tmp/b")}},
		{`go test -coverprofile=c.out -cpuprofile /tmp/cpu ./...`, []PathRef{w("c.out"), w("/tmp/cpu")}},
		{`go test -test.trace=t.out .`, []PathRef{w("t.out")}},
		{`go build -modfile ../alt.mod -pgo=p.pprof .`, []PathRef{w("../alt.mod"), r("p.pprof")}},
		{`go -C /srv/m build`, []PathRef{r("/srv/m")}},
		{`go build -C /srv/m .`, []PathRef{r("/srv/m")}},
		{`go mod vendor -o third_party`, []PathRef{w("third_party")}},
		{`go mod edit -go=1.22 ../x/go.mod`, []PathRef{w("../x/go.mod")}},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		if len(segs) == 0 {
			t.Errorf("Decompose(%q): no segments", tc.cmd)
			continue
		}
		if diff := cmp.Diff(tc.want, segs[0].Paths); diff != "" {
			t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
		}
	}
}
