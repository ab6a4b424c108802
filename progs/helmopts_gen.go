// Code generated from the flag definitions of Helm (helm/helm pkg/cmd and pkg/cli, commit e9b85e4de16a, Helm 4); DO NOT EDIT.

package progs

// helmGenerated lists, one a line, each subcommand ("SUB|OPTIONS"; the first line,
// with no subcommand, is the global options).
const helmGenerated = `
|-n,--namespace: --kubeconfig: --kube-context: --kube-token: --kube-as-user: --kube-as-group: --kube-apiserver: --kube-ca-file: --kube-tls-server-name: --kube-insecure-skip-tls-verify --debug --registry-config: --repository-config: --repository-cache: --content-cache: --burst-limit: --color: --colour:
completion|--no-descriptions
create|-p,--starter: --chart-api-version:
dependency|--max-col-width:
dependency build|--verify --keyring: --skip-refresh --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file:
dependency update|--verify --keyring: --skip-refresh --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file:
docs|--dir: --type: --generate-headers
env|
get|
get all|--revision: --template:
get hooks|--revision:
get manifest|--revision:
get metadata|--revision: -o,--output:
get notes|--revision:
get values|--revision: -a,--all -o,--output:
history|--max: --show-rollback-revision -o,--output:
install|--hide-secret --create-namespace --force-replace --force --force-conflicts --server-side --no-hooks --replace --timeout: --wait-for-jobs -g,--generate-name --name-template: --description: --devel --dependency-update --disable-openapi-validation --rollback-on-failure --atomic --skip-crds --render-subchart-notes --skip-schema-validation -l,--labels: --enable-dns --hide-notes --take-ownership -f,--values: --set: --set-string: --set-file: --set-json: --set-literal: --version: --verify --keyring: --repo: --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file: --pass-credentials --wait? --dry-run? -o,--output: --post-renderer: --post-renderer-args:
lint|--strict --with-subcharts --quiet --skip-schema-validation --kube-version: -f,--values: --set: --set-string: --set-file: --set-json: --set-literal:
list|-q,--short --no-headers --time-format: -d,--date -r,--reverse --uninstalled --superseded --uninstalling --deployed --failed --pending -A,--all-namespaces -m,--max: --offset: -f,--filter: -l,--selector: -o,--output:
package|--sign --key: --keyring: --passphrase-file: --version: --app-version: -d,--destination: -u,--dependency-update --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file:
plugin|
plugin install|--version: --verify --keyring: --cert-file: --key-file: --ca-file: --insecure-skip-tls-verify --plain-http --username: --password:
plugin list|--type:
plugin package|--sign --key: --keyring: --passphrase-file: -d,--destination:
plugin uninstall|
plugin update|
plugin verify|--keyring:
pull|--devel --untar --prov --untardir: -d,--destination: --version: --verify --keyring: --repo: --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file: --pass-credentials
push|--cert-file: --key-file: --ca-file: --insecure-skip-tls-verify --plain-http --username: --password:
registry|
registry login|-u,--username: -p,--password: --password-stdin --insecure --cert-file: --key-file: --ca-file: --plain-http
registry logout|
repo|
repo add|--username: --password: --password-stdin --force-update --cert-file: --key-file: --ca-file: --insecure-skip-tls-verify --allow-deprecated-repos --pass-credentials --timeout:
repo index|--url: --merge: --json
repo list|--no-headers -o,--output:
repo remove|
repo update|--timeout:
rollback|--description: --force-replace --force --force-conflicts --server-side: --no-hooks --timeout: --wait-for-jobs --cleanup-on-fail --history-max: --dry-run? --wait?
search|
search hub|--endpoint: --max-col-width: --list-repo-url --fail-on-no-result -o,--output:
search repo|-r,--regexp -l,--versions --devel --version: --max-col-width: --fail-on-no-result -o,--output:
show|--devel --jsonpath: --version: --verify --keyring: --repo: --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file: --pass-credentials
status|--revision: -o,--output:
template|-s,--show-only: --output-dir: --validate --include-crds --skip-tests --is-upgrade --kube-version: -a,--api-versions: --release-name --dry-run? --create-namespace --force-replace --force --force-conflicts --server-side --no-hooks --replace --timeout: --wait-for-jobs -g,--generate-name --name-template: --description: --devel --dependency-update --disable-openapi-validation --rollback-on-failure --atomic --skip-crds --render-subchart-notes --skip-schema-validation -l,--labels: --enable-dns --hide-notes --take-ownership -f,--values: --set: --set-string: --set-file: --set-json: --set-literal: --version: --verify --keyring: --repo: --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file: --pass-credentials --wait? --post-renderer: --post-renderer-args:
test|--timeout: --logs --filter:
uninstall|--dry-run --no-hooks --ignore-not-found --keep-history --cascade: --timeout: --description: --wait?
upgrade|--create-namespace -i,--install --devel --hide-secret --force-replace --force --force-conflicts --server-side: --no-hooks --disable-openapi-validation --skip-crds --timeout: --reset-values --reuse-values --reset-then-reuse-values --wait-for-jobs --rollback-on-failure --atomic --history-max: --cleanup-on-fail --render-subchart-notes --hide-notes --skip-schema-validation -l,--labels: --description: --dependency-update --enable-dns --take-ownership --dry-run? --version: --verify --keyring: --repo: --username: --password: --cert-file: --key-file: --insecure-skip-tls-verify --plain-http --ca-file: --pass-credentials -f,--values: --set: --set-string: --set-file: --set-json: --set-literal: -o,--output: --post-renderer: --post-renderer-args: --wait?
verify|--keyring:
version|--short --template:
`
