// Code generated from the flag definitions of Velero (vmware-tanzu/velero pkg/cmd and pkg/client, commit d30d389b5606) and the klog flags it adds; DO NOT EDIT.

package progs

// veleroGenerated lists, one a line, each subcommand ("SUB|OPTIONS"; the first line,
// with no subcommand, is the global options).
const veleroGenerated = `
|--kubeconfig: -n,--namespace: --kubecontext: --features: --colorized: --add_dir_header --alsologtostderr --log_backtrace_at: --log_dir: --log_file: --log_file_max_size: --logtostderr --one_output --skip_headers --skip_log_headers --stderrthreshold: -v,--v: --vmodule: --legacy_stderr_threshold_behavior -h,--help
backup|
backup create|--ttl: --include-namespaces: --exclude-namespaces: --include-resources: --exclude-resources: --include-cluster-scoped-resources: --exclude-cluster-scoped-resources: --include-namespace-scoped-resources: --exclude-namespace-scoped-resources: --labels: --annotations: --storage-location: --volume-snapshot-locations: -l,--selector: --or-selector: --ordered-resources: --csi-snapshot-timeout: --item-operation-timeout: --resource-policies-configmap: --data-mover: --parallel-files-upload: -o,--output: -L,--label-columns: --show-labels
backup delete|--confirm --all -l,--selector:
backup describe|-l,--selector: --details --insecure-skip-tls-verify --cacert: -o,--output:
backup download|-o,--output: --force --timeout: --insecure-skip-tls-verify --cacert:
backup get|-l,--selector: -o,--output: -L,--label-columns: --show-labels
backup logs|--timeout: --insecure-skip-tls-verify --cacert:
backup-location|
backup-location create|--provider: --bucket: --credential: --default --prefix: --backup-sync-period: --validation-frequency: --config: --labels: --cacert: --access-mode: -o,--output: -L,--label-columns: --show-labels
backup-location delete|--confirm --all -l,--selector:
backup-location get|--default -l,--selector: -o,--output: -L,--label-columns: --show-labels
backup-location set|--cacert: --credential:
bug|
client|
client config|
client config get|
client config set|
completion|
create|
create backup|--ttl: --include-namespaces: --exclude-namespaces: --include-resources: --exclude-resources: --include-cluster-scoped-resources: --exclude-cluster-scoped-resources: --include-namespace-scoped-resources: --exclude-namespace-scoped-resources: --labels: --annotations: --storage-location: --volume-snapshot-locations: -l,--selector: --or-selector: --ordered-resources: --csi-snapshot-timeout: --item-operation-timeout: --resource-policies-configmap: --data-mover: --parallel-files-upload: -o,--output: -L,--label-columns: --show-labels
create backup-location|--provider: --bucket: --credential: --default --prefix: --backup-sync-period: --validation-frequency: --config: --labels: --cacert: --access-mode: -o,--output: -L,--label-columns: --show-labels
create restore|--from-backup: --from-schedule: --include-namespaces: --exclude-namespaces: --namespace-mappings: --labels: --annotations: --include-resources: --exclude-resources: --existing-resource-policy: --status-include-resources: --status-exclude-resources: -l,--selector: --or-selector: --item-operation-timeout: -w,--wait --resource-modifier-configmap: --parallel-files-download: -o,--output: -L,--label-columns: --show-labels
create schedule|--schedule: --use-owner-references-in-backup --paused --ttl: --include-namespaces: --exclude-namespaces: --include-resources: --exclude-resources: --include-cluster-scoped-resources: --exclude-cluster-scoped-resources: --include-namespace-scoped-resources: --exclude-namespace-scoped-resources: --labels: --annotations: --storage-location: --volume-snapshot-locations: -l,--selector: --or-selector: --ordered-resources: --csi-snapshot-timeout: --item-operation-timeout: --resource-policies-configmap: --data-mover: --parallel-files-upload: -o,--output: -L,--label-columns: --show-labels
create snapshot-location|--provider: --config: --labels: --credential: -o,--output: -L,--label-columns: --show-labels
delete|
delete backup|--confirm --all -l,--selector:
delete backup-location|--confirm --all -l,--selector:
delete restore|--confirm --all -l,--selector:
delete schedule|--confirm --all -l,--selector:
describe|
describe backups|-l,--selector: --details --insecure-skip-tls-verify --cacert: -o,--output:
describe restores|-l,--selector: --details --insecure-skip-tls-verify --cacert:
describe schedules|-l,--selector:
get|
get backup-locations|--default -l,--selector: -o,--output: -L,--label-columns: --show-labels
get backups|-l,--selector: -o,--output: -L,--label-columns: --show-labels
get plugins|--timeout: -o,--output:
get restores|-l,--selector: -o,--output: -L,--label-columns: --show-labels
get schedules|-l,--selector: -o,--output: -L,--label-columns: --show-labels
get snapshot-locations|-l,--selector: -o,--output: -L,--label-columns: --show-labels
plugin|
plugin add|--image-pull-policy:
plugin get|--timeout: -o,--output:
plugin remove|
repo|
repo get|-l,--selector: -o,--output: -L,--label-columns: --show-labels
restore|
restore create|--from-backup: --from-schedule: --include-namespaces: --exclude-namespaces: --namespace-mappings: --labels: --annotations: --include-resources: --exclude-resources: --existing-resource-policy: --status-include-resources: --status-exclude-resources: -l,--selector: --or-selector: --item-operation-timeout: -w,--wait --resource-modifier-configmap: --parallel-files-download: -o,--output: -L,--label-columns: --show-labels
restore delete|--confirm --all -l,--selector:
restore describe|-l,--selector: --details --insecure-skip-tls-verify --cacert:
restore get|-l,--selector: -o,--output: -L,--label-columns: --show-labels
restore logs|--timeout: --insecure-skip-tls-verify --cacert:
schedule|
schedule create|--schedule: --use-owner-references-in-backup --paused --ttl: --include-namespaces: --exclude-namespaces: --include-resources: --exclude-resources: --include-cluster-scoped-resources: --exclude-cluster-scoped-resources: --include-namespace-scoped-resources: --exclude-namespace-scoped-resources: --labels: --annotations: --storage-location: --volume-snapshot-locations: -l,--selector: --or-selector: --ordered-resources: --csi-snapshot-timeout: --item-operation-timeout: --resource-policies-configmap: --data-mover: --parallel-files-upload: -o,--output: -L,--label-columns: --show-labels
schedule delete|--confirm --all -l,--selector:
schedule describe|-l,--selector:
schedule get|-l,--selector: -o,--output: -L,--label-columns: --show-labels
schedule pause|--all -l,--selector:
schedule unpause|--all -l,--selector:
snapshot-location|
snapshot-location create|--provider: --config: --labels: --credential: -o,--output: -L,--label-columns: --show-labels
snapshot-location get|-l,--selector: -o,--output: -L,--label-columns: --show-labels
snapshot-location set|--credential:
uninstall|--wait --force
version|--timeout: --client-only
`
