package progs

// yqGoOpts are the options of the Go yq (mikefarah/yq v4, cmd/root.go,
// 2026-08) that python yq's table (yqOpts) does not spell: both are
// installed as yq, and pregate cannot tell at decision time which one a
// command runs, so the table is the union, each spelling with the roles
// of both meanings. --inplace (the Go -i) rewrites the first file;
// --expression is the program, judged like the first operand. Left out,
// so unresolved: -s/--split-exp and --split-exp-file (they write a file
// per result, named by the results), --security-enable-system-operator
// (it lets the program run commands), -f (python yq's jq --from-file, the
// Go yq's --front-matter with a value) and --from-file (a flag to jq, a
// file read as the program to the Go yq).
const yqGoOpts = "-v,--verbose --debug-node-info --tojson -o: -p,--input-format: --xml-attribute-prefix: " +
	"--xml-content-name: --xml-strict-mode --xml-keep-namespace --xml-raw-token --xml-proc-inst-prefix: " +
	"--xml-directive-name: --xml-skip-proc-inst --xml-skip-directives --csv-auto-parse --csv-separator: " +
	"--tsv-auto-parse --lua-prefix: --lua-suffix: --lua-unquoted --lua-globals --ini-preserve-quotes " +
	"--properties-separator: --properties-array-brackets --shell-key-separator: --string-interpolation " +
	"-N,--no-doc -I: -V --inplace@W --unwrapScalar -0,--nul-output -P,--prettyPrint --colors --no-colors " +
	"--front-matter: --expression: --header-preprocess --yaml-fix-merge-anchor-to-spec --yaml-compact-seq-indent " +
	"--security-disable-env-ops --security-disable-file-ops"
