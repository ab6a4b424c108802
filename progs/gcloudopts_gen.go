// Code generated from the static completion tree of the Google Cloud CLI (data/cli/gcloud_completions.py, Google Cloud SDK 528.0.0), for the groups gcloud() in cloudopts.go lists, with the roles it describes; DO NOT EDIT.

package progs

// gcloudGenerated lists, one a line, each subcommand ("SUB|OPTIONS"; the first line,
// with no subcommand, is the global options).
const gcloudGenerated = `
|--access-token-file:@r --account: --billing-project: --configuration: --flags-file:@rk --flatten: --format: --help --impersonate-service-account: --log-http --project: --quiet --trace-token: --user-output-enabled --verbosity: --version
app|
app browse|--launch-browser --service:
app create|--region: --service-account: --ssl-policy:
app describe|
app domain-mappings|
app domain-mappings create|--certificate-id: --certificate-management:
app domain-mappings delete|
app domain-mappings describe|
app domain-mappings list|--filter: --limit: --page-size: --sort-by: --uri
app domain-mappings update|--certificate-id: --certificate-management: --no-certificate-id
app firewall-rules|
app firewall-rules create|--action: --description: --source-range:
app firewall-rules delete|
app firewall-rules describe|
app firewall-rules list|--filter: --limit: --page-size: --sort-by: --uri
app firewall-rules test-ip|
app firewall-rules update|--action: --description: --source-range:
app instances|
app instances delete|--service:
app instances describe|--service:
app instances disable-debug|--service:
app instances enable-debug|--service:
app instances list|--filter: --limit: --page-size: --service: --sort-by: --uri
app logs|
app logs read|--level: --limit: --logs: --service:
app logs tail|--level: --logs: --service:
app open-console|--logs --service:
app operations|
app operations describe|
app operations list|--filter: --limit: --page-size: --pending --sort-by: --uri
app operations wait|
app regions|
app regions list|--filter: --limit: --page-size: --sort-by: --uri
app runtimes|
app runtimes list|--environment: --filter: --limit: --page-size: --sort-by: --uri
app services|
app services browse|--launch-browser
app services delete|
app services describe|
app services list|--filter: --limit: --page-size: --sort-by: --uri
app services set-traffic|--migrate --split-by: --splits:
app services update|--ingress:
app ssl-certificates|
app ssl-certificates create|--certificate: --display-name: --private-key:
app ssl-certificates delete|
app ssl-certificates describe|
app ssl-certificates list|--filter: --limit: --page-size: --sort-by: --uri
app ssl-certificates update|--certificate: --display-name: --private-key:
app update|--service-account: --split-health-checks --ssl-policy:
app versions|
app versions browse|--launch-browser --service:
app versions delete|--service:
app versions describe|--service:
app versions list|--filter: --hide-no-traffic --limit: --page-size: --service: --sort-by: --uri
app versions migrate|--service:
app versions start|--service:
app versions stop|--service:
artifacts|
artifacts apt|
artifacts apt import|--async --gcs-source: --location:
artifacts apt upload|--async --location: --source:@r
artifacts attachments|
artifacts attachments create|--attachment-namespace: --attachment-type: --files:@r --location: --repository: --target:
artifacts attachments delete|--location: --repository:
artifacts attachments describe|--location: --repository:
artifacts attachments download|--chunk-size: --destination: --location: --oci-version-name: --repository:
artifacts attachments list|--filter: --limit: --location: --page-size: --repository: --sort-by: --target:
artifacts docker|
artifacts docker images|
artifacts docker images delete|--async --delete-tags
artifacts docker images describe|--metadata-filter: --show-all-metadata --show-build-details --show-deployment --show-image-basis --show-package-vulnerability --show-provenance --show-sbom-references
artifacts docker images get-operation|--location:
artifacts docker images list|--filter: --include-tags --limit: --occurrence-filter: --page-size: --show-occurrences --show-occurrences-from: --sort-by:
artifacts docker images list-vulnerabilities|--limit: --location: --page-size:
artifacts docker images scan|--additional-package-types: --async --location: --remote --skip-package-types:
artifacts docker tags|
artifacts docker tags add|
artifacts docker tags delete|
artifacts docker tags list|--filter: --limit: --page-size: --sort-by:
artifacts docker upgrade|
artifacts docker upgrade migrate|--canary-reads: --copy-only --from-gcr: --input-iam-policy-dir:@r --last-uploaded-versions: --max-threads: --output-iam-policy-dir:@w --pkg-dev-location: --projects: --recent-images: --skip-iam-update --skip-pre-copy --to-pkg-dev: --use-analyze-iam
artifacts files|
artifacts files delete|--async --location: --repository:
artifacts files describe|--location: --repository:
artifacts files download|--allow-overwrite --destination: --local-filename:@w --location: --repository:
artifacts files list|--filter: --limit: --location: --package: --page-size: --repository: --sort-by: --tag:
artifacts files update|--annotations: --location: --repository:
artifacts generic|
artifacts generic download|--chunk-size: --destination: --location: --name: --package: --repository:
artifacts generic upload|--async --destination-path: --location: --package: --repository: --skip-existing --source:@r --source-directory:@r
artifacts go|
artifacts go auth|--json-key:@r --location:
artifacts go upload|--async --location: --module-path: --repository: --source:@r
artifacts locations|
artifacts locations list|--filter: --limit: --page-size: --sort-by:
artifacts operations|
artifacts operations describe|--location:
artifacts packages|
artifacts packages delete|--async --location: --repository:
artifacts packages describe|--location: --repository:
artifacts packages list|--filter: --limit: --location: --page-size: --repository: --sort-by:
artifacts packages update|--annotations: --location: --repository:
artifacts print-settings|
artifacts print-settings gradle|--json-key:@r --location: --repository:
artifacts print-settings mvn|--json-key:@r --location: --repository:
artifacts print-settings npm|--json-key:@r --location: --repository: --scope:
artifacts print-settings python|--json-key:@r --location: --repository:
artifacts repositories|
artifacts repositories add-iam-policy-binding|--condition: --condition-from-file:@r --location: --member: --role:
artifacts repositories create|--allow-snapshot-overwrites --allow-vulnerability-scanning --async --description: --disable-remote-validation --disable-vulnerability-scanning --immutable-tags --kms-key: --labels: --location: --mode: --remote-apt-repo: --remote-apt-repo-path: --remote-docker-repo: --remote-go-repo: --remote-mvn-repo: --remote-npm-repo: --remote-password-secret-version: --remote-python-repo: --remote-repo-config-desc: --remote-username: --remote-yum-repo: --remote-yum-repo-path: --repository-format: --upstream-policy-file:@r --version-policy:
artifacts repositories delete|--async --location:
artifacts repositories delete-cleanup-policies|--location: --policynames:
artifacts repositories describe|--location:
artifacts repositories get-iam-policy|--filter: --limit: --location: --page-size: --sort-by:
artifacts repositories list|--filter: --limit: --location: --page-size: --sort-by:
artifacts repositories list-cleanup-policies|--location:
artifacts repositories remove-iam-policy-binding|--all --condition: --condition-from-file:@r --location: --member: --role:
artifacts repositories set-cleanup-policies|--dry-run --location: --policy:
artifacts repositories set-iam-policy|--location:
artifacts repositories update|--allow-vulnerability-scanning --clear-labels --description: --disable-remote-validation --disable-vulnerability-scanning --immutable-tags --location: --remote-password-secret-version: --remote-username: --remove-labels: --update-labels: --upstream-policy-file:@r
artifacts rules|
artifacts rules create|--action: --condition: --location: --operation: --package: --repository:
artifacts rules delete|--location: --repository:
artifacts rules describe|--location: --repository:
artifacts rules list|--filter: --limit: --location: --page-size: --repository: --sort-by:
artifacts rules update|--action: --condition: --location: --operation: --package: --repository:
artifacts sbom|
artifacts sbom export|--location: --uri:
artifacts sbom list|--dependency: --filter: --limit: --location: --page-size: --resource: --resource-prefix: --sort-by:
artifacts sbom load|--destination: --kms-key-version: --location: --source:@r --uri:
artifacts settings|
artifacts settings describe|
artifacts settings disable-upgrade-redirection|
artifacts settings enable-upgrade-redirection|--dry-run
artifacts tags|
artifacts tags create|--location: --package: --repository:
artifacts tags delete|--location: --package: --repository:
artifacts tags list|--filter: --limit: --location: --package: --page-size: --repository: --sort-by:
artifacts tags update|--location: --package: --repository:
artifacts versions|
artifacts versions delete|--async --delete-tags --location: --package: --repository:
artifacts versions describe|--location: --package: --repository:
artifacts versions list|--filter: --limit: --location: --package: --page-size: --repository: --sort-by:
artifacts versions update|--annotations: --location: --package: --repository:
artifacts vpcsc-config|
artifacts vpcsc-config allow|--location:
artifacts vpcsc-config deny|--location:
artifacts vpcsc-config describe|--location:
artifacts vulnerabilities|
artifacts vulnerabilities list|--filter: --limit: --location: --occurrence-filter: --page-size: --sort-by: --uri
artifacts vulnerabilities load-vex|--location: --source:@r --uri:
artifacts yum|
artifacts yum import|--async --gcs-source: --location:
artifacts yum upload|--async --location: --source:@r
auth|
auth application-default|
auth application-default print-access-token|--lifetime: --scopes:
auth application-default revoke|
auth application-default set-quota-project|
auth configure-docker|
auth enterprise-certificate-config|
auth enterprise-certificate-config create|
auth enterprise-certificate-config create linux|--ecp: --ecp-client: --label: --module: --output-file:@w --slot: --tls-offload: --user-pin:
auth enterprise-certificate-config create macos|--ecp: --ecp-client: --issuer: --keychain-type: --output-file:@w --tls-offload:
auth enterprise-certificate-config create windows|--ecp: --ecp-client: --issuer: --output-file:@w --provider: --store: --tls-offload:
auth list|--filter: --filter-account: --limit: --page-size: --sort-by:
auth print-access-token|--lifetime:
auth revoke|--all
bigtable|
bigtable instances|
bigtable instances add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
bigtable instances create|--async --cluster: --cluster-config: --cluster-num-nodes: --cluster-storage-type: --cluster-zone: --display-name: --instance-type:
bigtable instances delete|
bigtable instances describe|
bigtable instances get-iam-policy|--filter: --limit: --page-size: --sort-by:
bigtable instances list|--filter: --limit: --page-size: --sort-by: --uri
bigtable instances remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
bigtable instances set-iam-policy|
bigtable instances tables|
bigtable instances tables add-iam-policy-binding|--condition: --condition-from-file:@r --instance: --member: --role:
bigtable instances tables create|--automated-backup-retention-period: --change-stream-retention-period: --column-families: --deletion-protection --enable-automated-backup --instance: --row-key-schema-definition-file:@r --row-key-schema-pre-encoded-bytes --splits:
bigtable instances tables delete|--instance:
bigtable instances tables describe|--instance: --view:
bigtable instances tables get-iam-policy|--filter: --instance: --limit: --page-size: --sort-by:
bigtable instances tables list|--filter: --instances: --limit: --page-size: --sort-by: --uri
bigtable instances tables remove-iam-policy-binding|--all --condition: --condition-from-file:@r --instance: --member: --role:
bigtable instances tables restore|--async --destination: --destination-instance: --source:@r --source-cluster: --source-instance:
bigtable instances tables set-iam-policy|--instance:
bigtable instances tables undelete|--async --instance:
bigtable instances tables update|--async --automated-backup-retention-period: --change-stream-retention-period: --clear-change-stream-retention-period --clear-row-key-schema --deletion-protection --disable-automated-backup --enable-automated-backup --instance: --row-key-schema-definition-file:@r --row-key-schema-pre-encoded-bytes
bigtable instances update|--display-name:
bigtable instances upgrade|--async
billing|
billing accounts|
billing accounts add-iam-policy-binding|--member: --role:
billing accounts describe|
billing accounts get-iam-policy|--filter: --limit: --page-size: --sort-by:
billing accounts list|--filter: --limit: --page-size: --sort-by: --uri
billing accounts remove-iam-policy-binding|--member: --role:
billing accounts set-iam-policy|
billing budgets|
billing budgets create|--billing-account: --budget-amount: --calendar-period: --credit-types-treatment: --disable-default-iam-recipients --display-name: --end-date: --filter-credit-types: --filter-labels: --filter-projects: --filter-resource-ancestors: --filter-services: --filter-subaccounts: --last-period-amount --notifications-rule-monitoring-notification-channels: --notifications-rule-pubsub-topic: --ownership-scope: --start-date: --threshold-rule:
billing budgets delete|--billing-account:
billing budgets describe|--billing-account:
billing budgets list|--billing-account: --filter: --limit: --page-size: --sort-by:
billing budgets update|--add-threshold-rule: --billing-account: --budget-amount: --calendar-period: --clear-threshold-rules --credit-types-treatment: --disable-default-iam-recipients --display-name: --end-date: --filter-credit-types: --filter-labels: --filter-projects: --filter-resource-ancestors: --filter-services: --filter-subaccounts: --last-period-amount --notifications-rule-monitoring-notification-channels: --notifications-rule-pubsub-topic: --ownership-scope: --start-date: --threshold-rules-from-file:@r
billing projects|
billing projects describe|
billing projects link|--billing-account:
billing projects list|--billing-account: --filter: --limit: --page-size: --sort-by:
billing projects unlink|
builds|
builds cancel|--region:
builds connections|
builds connections add-iam-policy-binding|--member: --region: --role:
builds connections create|
builds connections create bitbucket-cloud|--async --authorizer-token-secret-version: --read-authorizer-token-secret-version: --region: --webhook-secret-secret-version: --workspace:
builds connections create bitbucket-data-center|--async --authorizer-token-secret-version: --host-uri: --read-authorizer-token-secret-version: --region: --service-directory-service: --ssl-ca-file:@r --webhook-secret-secret-version:
builds connections create github|--app-installation-id: --async --authorizer-token-secret-version: --region:
builds connections create github-enterprise|--app-id: --app-installation-id: --app-slug: --async --host-uri: --private-key-secret-version: --region: --service-directory-service: --ssl-ca-file:@r --webhook-secret-secret-version:
builds connections create gitlab|--async --authorizer-token-secret-version: --host-uri: --read-authorizer-token-secret-version: --region: --service-directory-service: --ssl-ca-file:@r --webhook-secret-secret-version:
builds connections delete|--async --region:
builds connections describe|--region:
builds connections get-iam-policy|--filter: --limit: --page-size: --region: --sort-by:
builds connections list|--filter: --limit: --page-size: --region: --sort-by: --uri
builds connections set-iam-policy|--region:
builds connections update|
builds connections update bitbucket-cloud|--async --authorizer-token-secret-version: --read-authorizer-token-secret-version: --region: --webhook-secret-secret-version: --workspace:
builds connections update bitbucket-data-center|--async --authorizer-token-secret-version: --host-uri: --read-authorizer-token-secret-version: --region: --service-directory-service: --ssl-ca-file:@r
builds connections update github|--app-installation-id: --async --authorizer-token-secret-version: --region:
builds connections update github-enterprise|--app-id: --app-installation-id: --app-slug: --async --host-uri: --private-key-secret-version: --region: --service-directory-service: --ssl-ca-file:@r --webhook-secret-secret-version:
builds connections update gitlab|--async --authorizer-token-secret-version: --host-uri: --read-authorizer-token-secret-version: --region: --service-directory-service: --ssl-ca-file:@r
builds describe|--region:
builds get-default-service-account|--region:
builds list|--filter: --limit: --ongoing --page-size: --region: --sort-by: --uri
builds log|--region: --stream
builds repositories|
builds repositories create|--async --connection: --region: --remote-uri:
builds repositories delete|--async --connection: --region:
builds repositories describe|--connection: --region:
builds repositories list|--connection: --filter: --limit: --page-size: --region: --sort-by: --uri
builds triggers|
builds worker-pools|
builds worker-pools create|--config-from-file:@r --no-public-egress --peered-network: --peered-network-ip-range: --region: --worker-disk-size: --worker-machine-type:
builds worker-pools delete|--region:
builds worker-pools describe|--region:
builds worker-pools list|--filter: --limit: --page-size: --region: --sort-by: --uri
builds worker-pools update|--config-from-file:@r --public-egress --region: --worker-disk-size: --worker-machine-type:
components|
components list|--filter: --limit: --only-local-state --show-platform --show-versions --sort-by:
composer|
composer environments|
composer environments check-upgrade|--airflow-version: --async --image-version: --location:
composer environments create|--airflow-configs: --airflow-database-retention-days: --airflow-version: --async --cloud-sql-ipv4-cidr: --cloud-sql-machine-type: --cloud-sql-preferred-zone: --cluster-ipv4-cidr: --cluster-secondary-range-name: --composer-internal-ipv4-cidr-block: --composer-network-ipv4-cidr: --connection-subnetwork: --connection-type: --dag-processor-count: --dag-processor-cpu: --dag-processor-memory: --dag-processor-storage: --disable-cloud-data-lineage-integration --disable-logs-in-cloud-logging-only --disable-private-builds-only --disk-size: --enable-cloud-data-lineage-integration --enable-high-resilience --enable-ip-alias --enable-ip-masq-agent --enable-logs-in-cloud-logging-only --enable-master-authorized-networks --enable-private-builds-only --enable-private-endpoint --enable-private-environment --enable-privately-used-public-ips --enable-scheduled-snapshot-creation --enable-triggerer --env-variables: --environment-size: --image-version: --kms-key: --kms-keyring: --kms-location: --kms-project: --labels: --location: --machine-type: --maintenance-window-end: --maintenance-window-recurrence: --maintenance-window-start: --master-authorized-networks: --master-ipv4-cidr: --max-workers: --min-workers: --network: --network-attachment: --node-count: --oauth-scopes: --python-version: --scheduler-count: --scheduler-cpu: --scheduler-memory: --scheduler-storage: --service-account: --services-ipv4-cidr: --services-secondary-range-name: --snapshot-creation-schedule: --snapshot-location: --snapshot-schedule-timezone: --storage-bucket: --subnetwork: --support-web-server-plugins --tags: --triggerer-count: --triggerer-cpu: --triggerer-memory: --web-server-allow-all --web-server-allow-ip: --web-server-cpu: --web-server-deny-all --web-server-ipv4-cidr: --web-server-machine-type: --web-server-memory: --web-server-storage: --worker-cpu: --worker-memory: --worker-storage: --zone:
composer environments database-failover|--async --location:
composer environments delete|--async --location:
composer environments describe|--location:
composer environments fetch-database-properties|--location:
composer environments list|--filter: --limit: --locations: --page-size: --sort-by: --uri
composer environments list-packages|--location: --tree
composer environments list-upgrades|--filter: --limit: --location: --page-size: --sort-by:
composer environments list-workloads|--location:
composer environments run|--location:
composer environments snapshots|
composer environments snapshots load|--async --location: --skip-airflow-overrides-setting --skip-environment-variables-setting --skip-gcs-data-copying --skip-pypi-packages-installation --snapshot-path:
composer environments snapshots save|--async --location: --snapshot-location:
composer environments storage|
composer environments storage dags|
composer environments storage dags delete|--environment: --location:
composer environments storage dags export|--destination: --environment: --location: --source:@r
composer environments storage dags import|--destination: --environment: --location: --source:@r
composer environments storage dags list|--environment: --location:
composer environments storage data|
composer environments storage data delete|--environment: --location:
composer environments storage data export|--destination: --environment: --location: --source:@r
composer environments storage data import|--destination: --environment: --location: --source:@r
composer environments storage data list|--environment: --location:
composer environments storage plugins|
composer environments storage plugins delete|--environment: --location:
composer environments storage plugins export|--destination: --environment: --location: --source:@r
composer environments storage plugins import|--destination: --environment: --location: --source:@r
composer environments storage plugins list|--environment: --location:
composer environments update|--airflow-database-retention-days: --async --clear-airflow-configs --clear-env-variables --clear-labels --clear-maintenance-window --clear-pypi-packages --cloud-sql-machine-type: --dag-processor-count: --dag-processor-cpu: --dag-processor-memory: --dag-processor-storage: --disable-cloud-data-lineage-integration --disable-high-resilience --disable-logs-in-cloud-logging-only --disable-master-authorized-networks --disable-private-builds-only --disable-private-environment --disable-scheduled-snapshot-creation --disable-triggerer --disable-vpc-connectivity --enable-cloud-data-lineage-integration --enable-high-resilience --enable-logs-in-cloud-logging-only --enable-master-authorized-networks --enable-private-builds-only --enable-private-environment --enable-scheduled-snapshot-creation --enable-triggerer --environment-size: --image-version: --location: --maintenance-window-end: --maintenance-window-recurrence: --maintenance-window-start: --master-authorized-networks: --max-workers: --min-workers: --network: --network-attachment: --node-count: --remove-airflow-configs: --remove-env-variables: --remove-labels: --remove-pypi-packages: --scheduler-count: --scheduler-cpu: --scheduler-memory: --scheduler-storage: --snapshot-creation-schedule: --snapshot-location: --snapshot-schedule-timezone: --subnetwork: --support-web-server-plugins --triggerer-count: --triggerer-cpu: --triggerer-memory: --update-airflow-configs: --update-env-variables: --update-labels: --update-pypi-package: --update-pypi-packages-from-file:@r --update-web-server-allow-ip: --web-server-allow-all --web-server-cpu: --web-server-deny-all --web-server-machine-type: --web-server-memory: --web-server-storage: --worker-cpu: --worker-memory: --worker-storage:
composer environments user-workloads-config-maps|
composer environments user-workloads-config-maps create|--config-map-file-path:@r --environment: --location:
composer environments user-workloads-config-maps delete|--environment: --location:
composer environments user-workloads-config-maps describe|--environment: --location:
composer environments user-workloads-config-maps list|--environment: --location:
composer environments user-workloads-config-maps update|--config-map-file-path:@r --environment: --location:
composer environments user-workloads-secrets|
composer environments user-workloads-secrets create|--environment: --location: --secret-file-path:
composer environments user-workloads-secrets delete|--environment: --location:
composer environments user-workloads-secrets describe|--environment: --location:
composer environments user-workloads-secrets list|--environment: --location:
composer environments user-workloads-secrets update|--environment: --location: --secret-file-path:
compute|
compute addresses|
compute addresses create|--addresses: --description: --endpoint-type: --global --ip-version: --network: --network-tier: --prefix-length: --purpose: --region: --subnet:
compute addresses delete|--global --region:
compute addresses describe|--global --region:
compute addresses list|--filter: --global --limit: --page-size: --regexp: --regions: --sort-by: --uri
compute addresses move|--description: --global --new-name: --region: --target-project:
compute disks|
compute disks add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role: --zone:
compute disks add-labels|--labels: --region: --zone:
compute disks add-resource-policies|--region: --resource-policies: --zone:
compute disks bulk|
compute disks bulk create|--region: --source-consistency-group-policy: --zone:
compute disks convert|--kms-key: --kms-keyring: --kms-location: --kms-project: --region: --target-disk-type: --zone:
compute disks create|--access-mode: --architecture: --confidential-compute --csek-key-file:@r --description: --guest-os-features: --image: --image-family: --image-family-scope: --image-project: --kms-key: --kms-keyring: --kms-location: --kms-project: --labels: --licenses: --primary-disk: --primary-disk-project: --primary-disk-region: --primary-disk-zone: --provisioned-iops: --provisioned-throughput: --region: --replica-zones: --require-csek-key-create --resource-policies: --size: --source-disk: --source-disk-region: --source-disk-zone: --source-instant-snapshot: --source-snapshot: --storage-pool: --type: --zone:
compute disks delete|--region: --zone:
compute disks describe|--region: --zone:
compute disks get-iam-policy|--filter: --limit: --page-size: --sort-by: --zone:
compute disks list|--filter: --limit: --page-size: --regexp: --regions: --sort-by: --uri --zones:
compute disks move|--async --destination-zone: --zone:
compute disks remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role: --zone:
compute disks remove-labels|--all --labels: --region: --zone:
compute disks remove-resource-policies|--region: --resource-policies: --zone:
compute disks resize|--region: --size: --zone:
compute disks set-iam-policy|--zone:
compute disks snapshot|--async --chain-name: --csek-key-file:@r --description: --guest-flush --labels: --region: --snapshot-names: --storage-location: --zone:
compute disks start-async-replication|--region: --secondary-disk: --secondary-disk-project: --secondary-disk-region: --secondary-disk-zone: --zone:
compute disks stop-async-replication|--region: --zone:
compute disks stop-group-async-replication|--region: --zone:
compute disks update|--access-mode: --append-licenses: --clear-architecture --clear-labels --provisioned-iops: --provisioned-throughput: --region: --remove-labels: --remove-licenses: --replace-license: --size: --update-architecture: --update-labels: --zone:
compute firewall-rules|
compute firewall-rules create|--action: --allow: --description: --destination-ranges: --direction: --disabled --enable-logging --logging-metadata: --network: --priority: --resource-manager-tags: --rules: --source-ranges: --source-service-accounts: --source-tags: --target-service-accounts: --target-tags:
compute firewall-rules delete|
compute firewall-rules describe|
compute firewall-rules list|--filter: --limit: --page-size: --regexp: --sort-by: --uri
compute firewall-rules update|--allow: --description: --destination-ranges: --disabled --enable-logging --logging-metadata: --priority: --rules: --source-ranges: --source-service-accounts: --source-tags: --target-service-accounts: --target-tags:
compute images|
compute images add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
compute images add-labels|--labels:
compute images create|--architecture: --csek-key-file:@r --description: --family: --forbidden-database-file:@r --force --guest-os-features: --key-exchange-key-file:@r --kms-key: --kms-keyring: --kms-location: --kms-project: --labels: --licenses: --platform-key-file:@r --require-csek-key-create --signature-database-file:@r --source-disk: --source-disk-project: --source-disk-zone: --source-image: --source-image-family: --source-image-project: --source-snapshot: --source-uri: --storage-location:
compute images delete|
compute images deprecate|--delete-in: --delete-on: --deprecate-in: --deprecate-on: --obsolete-in: --obsolete-on: --replacement: --state:
compute images describe|
compute images describe-from-family|--zone:
compute images export|--async --cloudbuild-service-account: --compute-service-account: --destination-uri: --export-format: --image: --image-family: --image-project: --log-location: --network: --subnet: --timeout: --zone:
compute images get-iam-policy|--filter: --limit: --page-size: --sort-by:
compute images import|--async --aws-access-key-id: --aws-ami-export-location: --aws-ami-id: --aws-region: --aws-secret-access-key: --aws-session-token: --aws-source-ami-file-path:@r --byol --cloudbuild-service-account: --compute-service-account: --data-disk --description: --family: --guest-environment --guest-os-features: --log-location: --network: --no-address --os: --source-file:@r --source-image: --storage-location: --subnet: --timeout: --zone:
compute images list|--filter: --limit: --page-size: --preview-images --regexp: --show-deprecated --sort-by: --standard-images --uri
compute images remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
compute images remove-labels|--all --labels:
compute images set-iam-policy|
compute images update|--architecture: --clear-labels --description: --family: --remove-labels: --update-labels:
compute instances|
compute instances add-access-config|--access-config-name: --address: --network-interface: --network-tier: --no-public-ptr --no-public-ptr-domain --public-ptr --public-ptr-domain: --zone:
compute instances add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role: --zone:
compute instances add-labels|--labels: --zone:
compute instances add-metadata|--metadata: --metadata-from-file:@r --zone:
compute instances add-resource-policies|--resource-policies: --zone:
compute instances add-tags|--tags: --zone:
compute instances attach-disk|--boot --csek-key-file:@r --device-name: --disk: --disk-scope: --force-attach --interface: --mode: --zone:
compute instances bulk|
compute instances bulk create|--accelerator: --async --boot-disk-auto-delete --boot-disk-device-name: --boot-disk-interface: --boot-disk-kms-key: --boot-disk-kms-keyring: --boot-disk-kms-location: --boot-disk-kms-project: --boot-disk-provisioned-iops: --boot-disk-provisioned-throughput: --boot-disk-size: --boot-disk-type: --can-ip-forward --confidential-compute --confidential-compute-type: --count: --create-disk: --custom-cpu: --custom-extensions --custom-memory: --custom-vm-type: --description: --discard-local-ssds-at-termination-timestamp: --disk: --enable-nested-virtualization --enable-uefi-networking --erase-windows-vss-signature --host-error-timeout-seconds: --image: --image-family: --image-project: --instance-termination-action: --labels: --local-ssd: --local-ssd-recovery-timeout: --location-policy: --machine-type: --maintenance-policy: --max-count-per-zone: --max-run-duration: --metadata: --metadata-from-file:@r --min-count: --min-cpu-platform: --min-node-cpu: --name-pattern: --network: --network-interface: --network-performance-configs: --network-tier: --no-address --no-public-dns --no-scopes --no-service-account --on-host-maintenance: --performance-monitoring-unit: --post-key-revocation-action-type: --predefined-names: --preemptible --provisioning-model: --public-dns --region: --reservation: --reservation-affinity: --resource-manager-tags: --resource-policies: --restart-on-failure --scopes: --service-account: --shielded-integrity-monitoring --shielded-secure-boot --shielded-vtpm --source-instance-template: --source-snapshot: --stack-type: --subnet: --tags: --target-distribution-shape: --termination-time: --threads-per-core: --turbo-mode: --visible-core-count: --zone:
compute instances create|--accelerator: --address: --async --availability-domain: --boot-disk-auto-delete --boot-disk-device-name: --boot-disk-interface: --boot-disk-kms-key: --boot-disk-kms-keyring: --boot-disk-kms-location: --boot-disk-kms-project: --boot-disk-provisioned-iops: --boot-disk-provisioned-throughput: --boot-disk-size: --boot-disk-type: --can-ip-forward --confidential-compute --confidential-compute-type: --create-disk: --csek-key-file:@r --custom-cpu: --custom-extensions --custom-memory: --custom-vm-type: --deletion-protection --description: --discard-local-ssds-at-termination-timestamp: --disk: --enable-display-device --enable-nested-virtualization --enable-uefi-networking --erase-windows-vss-signature --external-ipv6-address: --external-ipv6-prefix-length: --host-error-timeout-seconds: --hostname: --image: --image-family: --image-family-scope: --image-project: --instance-kms-key: --instance-kms-keyring: --instance-kms-location: --instance-kms-project: --instance-termination-action: --internal-ipv6-address: --internal-ipv6-prefix-length: --ipv6-network-tier: --ipv6-public-ptr-domain: --key-revocation-action-type: --labels: --local-ssd: --local-ssd-recovery-timeout: --machine-type: --maintenance-policy: --max-run-duration: --metadata: --metadata-from-file:@r --min-cpu-platform: --min-node-cpu: --network: --network-interface: --network-performance-configs: --network-tier: --no-address --no-public-ptr --no-public-ptr-domain --no-scopes --no-service-account --node: --node-affinity-file:@r --node-group: --node-project: --performance-monitoring-unit: --preemptible --private-ipv6-google-access-type: --private-network-ip: --provisioning-model: --public-ptr --public-ptr-domain: --require-csek-key-create --reservation: --reservation-affinity: --resource-manager-tags: --resource-policies: --restart-on-failure --scopes: --service-account: --shielded-integrity-monitoring --shielded-secure-boot --shielded-vtpm --source-instance-template: --source-machine-image: --source-machine-image-csek-key-file:@r --source-snapshot: --stack-type: --subnet: --tags: --termination-time: --threads-per-core: --turbo-mode: --visible-core-count: --zone:
compute instances create-with-container|--accelerator: --address: --boot-disk-auto-delete --boot-disk-device-name: --boot-disk-interface: --boot-disk-provisioned-iops: --boot-disk-provisioned-throughput: --boot-disk-size: --boot-disk-type: --can-ip-forward --confidential-compute --confidential-compute-type: --container-arg: --container-command: --container-env: --container-env-file:@r --container-image: --container-mount-disk: --container-mount-host-path: --container-mount-tmpfs: --container-privileged --container-restart-policy: --container-stdin --container-tty --create-disk: --custom-cpu: --custom-extensions --custom-memory: --custom-vm-type: --description: --discard-local-ssds-at-termination-timestamp: --disk: --enable-nested-virtualization --external-ipv6-address: --external-ipv6-prefix-length: --host-error-timeout-seconds: --image: --image-family: --image-project: --instance-termination-action: --internal-ipv6-address: --internal-ipv6-prefix-length: --ipv6-network-tier: --labels: --local-ssd-recovery-timeout: --machine-type: --maintenance-policy: --max-run-duration: --metadata: --metadata-from-file:@r --min-cpu-platform: --network: --network-interface: --network-performance-configs: --network-tier: --no-address --no-public-ptr --no-public-ptr-domain --no-scopes --no-service-account --preemptible --private-ipv6-google-access-type: --private-network-ip: --provisioning-model: --public-ptr --public-ptr-domain: --reservation: --reservation-affinity: --resource-policies: --restart-on-failure --scopes: --service-account: --shielded-integrity-monitoring --shielded-secure-boot --shielded-vtpm --source-instance-template: --stack-type: --subnet: --tags: --termination-time: --threads-per-core: --visible-core-count: --zone:
compute instances delete|--delete-disks: --keep-disks: --zone:
compute instances delete-access-config|--access-config-name: --network-interface: --zone:
compute instances describe|--zone:
compute instances detach-disk|--device-name: --disk: --disk-scope: --zone:
compute instances export|--destination: --zone:
compute instances get-guest-attributes|--query-path:@r --zone:
compute instances get-iam-policy|--filter: --limit: --page-size: --sort-by: --zone:
compute instances get-screenshot|--destination: --zone:
compute instances get-shielded-identity|--zone:
compute instances import|--async --byol --can-ip-forward --cloudbuild-service-account: --compute-service-account: --custom-cpu: --custom-extensions --custom-memory: --custom-vm-type: --deletion-protection --description: --guest-environment --guest-os-features: --hostname: --labels: --log-location: --machine-type: --network: --network-tier: --no-address --no-scopes --no-service-account --node: --node-affinity-file:@r --node-group: --os: --private-network-ip: --restart-on-failure --scopes: --service-account: --source-uri: --subnet: --tags: --timeout: --zone:
compute instances list|--filter: --limit: --page-size: --regexp: --sort-by: --uri --zones:
compute instances move|--async --destination-zone: --zone:
compute instances network-interfaces|
compute instances network-interfaces get-effective-firewalls|--filter: --limit: --network-interface: --page-size: --regexp: --sort-by: --uri --zone:
compute instances network-interfaces update|--aliases: --external-ipv6-address: --external-ipv6-prefix-length: --internal-ipv6-address: --internal-ipv6-prefix-length: --ipv6-network-tier: --network: --network-interface: --private-network-ip: --security-policy: --security-policy-region: --stack-type: --subnetwork: --zone:
compute instances ops-agents|
compute instances ops-agents policies|
compute instances ops-agents policies create|--file:@r --zone:
compute instances ops-agents policies delete|--zone:
compute instances ops-agents policies describe|--zone:
compute instances ops-agents policies list|--filter: --limit: --page-size: --sort-by: --uri --zone:
compute instances ops-agents policies update|--file:@r --zone:
compute instances os-inventory|
compute instances os-inventory describe|--zone:
compute instances os-inventory list-instances|--filter: --inventory-filter: --kernel-version: --limit: --os-shortname: --os-version: --package-name: --package-version: --page-size: --sort-by: --uri
compute instances perform-maintenance|--zone:
compute instances remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role: --zone:
compute instances remove-labels|--all --labels: --zone:
compute instances remove-metadata|--all --keys: --zone:
compute instances remove-resource-policies|--resource-policies: --zone:
compute instances remove-tags|--all --tags: --zone:
compute instances report-host-as-faulty|--async --disruption-schedule: --fault-reasons: --zone:
compute instances reset|--zone:
compute instances resume|--async --zone:
compute instances send-diagnostic-interrupt|--zone:
compute instances set-disk-auto-delete|--auto-delete --device-name: --disk: --zone:
compute instances set-iam-policy|--zone:
compute instances set-machine-type|--custom-cpu: --custom-extensions --custom-memory: --custom-vm-type: --machine-type: --zone:
compute instances set-name|--new-name: --zone:
compute instances set-scheduling|--clear-discard-local-ssds-at-termination-timestamp --clear-instance-termination-action --clear-max-run-duration --clear-min-node-cpu --clear-node-affinities --clear-termination-time --discard-local-ssds-at-termination-timestamp: --host-error-timeout-seconds: --instance-termination-action: --local-ssd-recovery-timeout: --maintenance-policy: --max-run-duration: --min-node-cpu: --node: --node-affinity-file:@r --node-group: --preemptible --provisioning-model: --restart-on-failure --termination-time: --zone:
compute instances set-service-account|--no-scopes --no-service-account --scopes: --service-account: --zone:
compute instances simulate-maintenance-event|--async --with-extended-notifications: --zone:
compute instances start|--async --csek-key-file:@r --zone:
compute instances stop|--async --discard-local-ssd: --zone:
compute instances suspend|--async --discard-local-ssd: --zone:
compute instances update|--clear-labels --clear-node-affinities --deletion-protection --enable-display-device --min-cpu-platform: --node: --node-affinity-file:@r --node-group: --remove-labels: --shielded-integrity-monitoring --shielded-learn-integrity-policy --shielded-secure-boot --shielded-vtpm --update-labels: --zone:
compute instances update-access-config|--ipv6-public-ptr-domain: --network-interface: --no-ipv6-public-ptr --no-public-ptr --no-public-ptr-domain --public-ptr --public-ptr-domain: --zone:
compute instances update-container|--clear-container-args --clear-container-command --container-arg: --container-command: --container-env: --container-env-file:@r --container-image: --container-mount-disk: --container-mount-host-path: --container-mount-tmpfs: --container-privileged --container-restart-policy: --container-stdin --container-tty --remove-container-env: --remove-container-mounts: --shielded-integrity-monitoring --shielded-learn-integrity-policy --shielded-secure-boot --shielded-vtpm --zone:
compute instances update-from-file|--minimal-action: --most-disruptive-allowed-action: --source:@r --zone:
compute networks|
compute networks create|--bgp-best-path-selection-mode: --bgp-bps-always-compare-med --bgp-bps-inter-region-cost: --bgp-routing-mode: --description: --enable-ula-internal-ipv6 --internal-ipv6-range: --mtu: --network-firewall-policy-enforcement-order: --network-profile: --range: --subnet-mode:
compute networks delete|
compute networks describe|
compute networks get-effective-firewalls|--filter: --limit: --page-size: --regexp: --sort-by: --uri
compute networks list|--filter: --limit: --page-size: --regexp: --sort-by: --uri
compute networks peerings|
compute networks peerings create|--async --auto-create-routes --export-custom-routes --export-subnet-routes-with-public-ip --import-custom-routes --import-subnet-routes-with-public-ip --network: --peer-network: --peer-project: --stack-type:
compute networks peerings delete|--network:
compute networks peerings list|--filter: --limit: --network: --page-size: --sort-by: --uri
compute networks peerings list-routes|--direction: --filter: --limit: --network: --page-size: --region: --sort-by: --uri
compute networks peerings update|--export-custom-routes --export-subnet-routes-with-public-ip --import-custom-routes --import-subnet-routes-with-public-ip --network: --stack-type:
compute networks subnets|
compute networks subnets add-iam-policy-binding|--member: --region: --role:
compute networks subnets create|--description: --enable-flow-logs --enable-private-ip-google-access --external-ipv6-prefix: --ip-collection: --ipv6-access-type: --logging-aggregation-interval: --logging-filter-expr: --logging-flow-sampling: --logging-metadata: --logging-metadata-fields: --network: --private-ipv6-google-access-type: --purpose: --range: --region: --reserved-internal-range: --role: --secondary-range: --secondary-range-with-reserved-internal-range: --stack-type:
compute networks subnets delete|--region:
compute networks subnets describe|--region:
compute networks subnets expand-ip-range|--prefix-length: --region:
compute networks subnets get-iam-policy|--filter: --limit: --page-size: --region: --sort-by:
compute networks subnets list|--filter: --limit: --network: --page-size: --regexp: --regions: --sort-by: --uri
compute networks subnets list-usable|--filter: --limit: --page-size: --sort-by: --uri
compute networks subnets remove-iam-policy-binding|--member: --region: --role:
compute networks subnets set-iam-policy|--region:
compute networks subnets update|--add-secondary-ranges: --add-secondary-ranges-with-reserved-internal-range: --drain-timeout: --enable-flow-logs --enable-private-ip-google-access --external-ipv6-prefix: --ip-collection: --ipv6-access-type: --logging-aggregation-interval: --logging-filter-expr: --logging-flow-sampling: --logging-metadata: --logging-metadata-fields: --private-ipv6-google-access-type: --purpose: --region: --remove-secondary-ranges: --role: --stack-type:
compute networks update|--async --bgp-best-path-selection-mode: --bgp-bps-always-compare-med --bgp-bps-inter-region-cost: --bgp-routing-mode: --enable-ula-internal-ipv6 --internal-ipv6-range: --mtu: --network-firewall-policy-enforcement-order: --switch-to-custom-subnet-mode
compute networks vpc-access|
compute networks vpc-access connectors|
compute networks vpc-access connectors create|--async --machine-type: --max-instances: --max-throughput: --min-instances: --min-throughput: --network: --range: --region: --subnet: --subnet-project:
compute networks vpc-access connectors delete|--async --region:
compute networks vpc-access connectors describe|--region:
compute networks vpc-access connectors list|--filter: --limit: --page-size: --region: --sort-by: --uri
compute networks vpc-access connectors update|--async --machine-type: --max-instances: --min-instances: --region:
compute networks vpc-access locations|
compute networks vpc-access locations list|--filter: --limit: --page-size: --sort-by: --uri
compute networks vpc-access operations|
compute networks vpc-access operations describe|--region:
compute networks vpc-access operations list|--filter: --limit: --page-size: --region: --sort-by: --uri
compute operations|
compute operations describe|--global --region: --zone:
compute operations list|--filter: --global --limit: --page-size: --regexp: --regions: --sort-by: --uri --zones:
compute regions|
compute regions describe|
compute regions list|--filter: --limit: --page-size: --regexp: --sort-by: --uri
compute zones|
compute zones describe|
compute zones list|--filter: --limit: --page-size: --regexp: --sort-by: --uri
config|
config configurations|
config configurations activate|
config configurations create|--activate
config configurations delete|
config configurations describe|--all
config configurations list|--filter: --limit: --sort-by:
config configurations rename|--new-name:
config get|
config list|--all --filter: --limit: --sort-by:
config unset|--installation
container|
container clusters|
container clusters check-autopilot-compatibility|--filter: --limit: --location: --page-size: --region: --sort-by: --uri --zone:
container clusters create|--accelerator: --additional-zones: --additive-vpc-scope-dns-domain: --addons: --aggregation-ca: --alpha-cluster-feature-gates: --anonymous-authentication-config: --async --auto-monitoring-scope: --autoprovisioning-config-file:@r --autoprovisioning-enable-insecure-kubelet-readonly-port --autoprovisioning-image-type: --autoprovisioning-locations: --autoprovisioning-max-surge-upgrade: --autoprovisioning-max-unavailable-upgrade: --autoprovisioning-min-cpu-platform: --autoprovisioning-network-tags: --autoprovisioning-node-pool-soak-duration: --autoprovisioning-resource-manager-tags: --autoprovisioning-scopes: --autoprovisioning-service-account: --autoprovisioning-standard-rollout-policy: --autoscaling-profile: --binauthz-evaluation-mode: --boot-disk-kms-key: --cloud-run-config: --cluster-ca: --cluster-dns: --cluster-dns-domain: --cluster-dns-scope: --cluster-ipv4-cidr: --cluster-secondary-range-name: --cluster-version: --confidential-node-type: --containerd-config-from-file:@r --control-plane-disk-encryption-key: --create-subnetwork: --data-cache-count: --database-encryption-key: --dataplane-v2-observability-mode: --default-max-pods-per-node: --disable-additive-vpc-scope --disable-dataplane-v2-flow-observability --disable-dataplane-v2-metrics --disable-default-snat --disable-l4-lb-firewall-reconciliation --disk-size: --disk-type: --enable-authorized-networks-on-private-endpoint --enable-autoprovisioning --enable-autoprovisioning-autorepair --enable-autoprovisioning-autoupgrade --enable-autoprovisioning-blue-green-upgrade --enable-autoprovisioning-surge-upgrade --enable-autorepair --enable-autoscaling --enable-autoupgrade --enable-basic-auth --enable-binauthz --enable-cilium-clusterwide-network-policy --enable-cloud-logging --enable-cloud-monitoring --enable-cloud-run-alpha --enable-confidential-nodes --enable-confidential-storage --enable-cost-allocation --enable-dataplane-v2 --enable-dataplane-v2-flow-observability --enable-dataplane-v2-metrics --enable-dns-access --enable-fleet --enable-fqdn-network-policy --enable-google-cloud-access --enable-gvnic --enable-identity-service --enable-image-streaming --enable-insecure-binding-system-authenticated --enable-insecure-binding-system-unauthenticated --enable-insecure-kubelet-readonly-port --enable-intra-node-visibility --enable-ip-access --enable-ip-alias --enable-kubernetes-alpha --enable-kubernetes-unstable-apis: --enable-l4-ilb-subsetting --enable-legacy-authorization --enable-managed-prometheus --enable-master-authorized-networks --enable-master-global-access --enable-multi-networking --enable-nested-virtualization --enable-network-egress-metering --enable-network-policy --enable-private-endpoint --enable-private-nodes --enable-ray-cluster-logging --enable-ray-cluster-monitoring --enable-resource-consumption-metering --enable-secret-manager --enable-service-externalips --enable-shielded-nodes --enable-stackdriver-kubernetes --enable-vertical-pod-autoscaling --ephemeral-storage-local-ssd: --etcd-api-ca: --etcd-peer-ca: --fleet-project: --gateway-api: --gkeops-etcd-backup-encryption-key: --hpa-profile: --image-type: --in-transit-encryption: --ipv6-access-type: --issue-client-certificate --labels: --local-nvme-ssd-block: --local-ssd-count: --location: --location-policy: --logging: --logging-variant: --machine-type: --maintenance-window: --maintenance-window-end: --maintenance-window-recurrence: --maintenance-window-start: --master-authorized-networks: --master-ipv4-cidr: --max-accelerator: --max-cpu: --max-memory: --max-nodes: --max-nodes-per-pool: --max-pods-per-node: --max-surge-upgrade: --max-unavailable-upgrade: --metadata: --metadata-from-file:@r --min-accelerator: --min-cpu: --min-cpu-platform: --min-memory: --min-nodes: --monitoring: --network: --network-performance-configs: --node-labels: --node-locations: --node-taints: --node-version: --notification-config: --num-nodes: --password: --patch-update: --performance-monitoring-unit: --placement-policy: --placement-type: --preemptible --private-endpoint-subnetwork: --private-ipv6-google-access-type: --region: --release-channel: --reservation: --reservation-affinity: --resource-manager-tags: --resource-usage-bigquery-dataset: --scopes: --security-group: --security-posture: --service-account: --service-account-signing-keys: --service-account-verification-keys: --services-ipv4-cidr: --services-secondary-range-name: --shielded-integrity-monitoring --shielded-secure-boot --spot --stack-type: --storage-pools: --subnetwork: --system-config-from-file:@r --tags: --threads-per-core: --tier: --total-max-nodes: --total-min-nodes: --username: --workload-metadata: --workload-pool: --workload-vulnerability-scanning: --zone:
container clusters create-auto|--additive-vpc-scope-dns-domain: --aggregation-ca: --anonymous-authentication-config: --async --auto-monitoring-scope: --autoprovisioning-enable-insecure-kubelet-readonly-port --autoprovisioning-network-tags: --autoprovisioning-resource-manager-tags: --binauthz-evaluation-mode: --boot-disk-kms-key: --cluster-ca: --cluster-ipv4-cidr: --cluster-secondary-range-name: --cluster-version: --containerd-config-from-file:@r --control-plane-disk-encryption-key: --create-subnetwork: --database-encryption-key: --dataplane-v2-observability-mode: --disable-additive-vpc-scope --disable-dataplane-v2-flow-observability --disable-l4-lb-firewall-reconciliation --enable-authorized-networks-on-private-endpoint --enable-backup-restore --enable-cilium-clusterwide-network-policy --enable-dataplane-v2-flow-observability --enable-dns-access --enable-fleet --enable-google-cloud-access --enable-insecure-binding-system-authenticated --enable-insecure-binding-system-unauthenticated --enable-ip-access --enable-kubernetes-unstable-apis: --enable-master-authorized-networks --enable-master-global-access --enable-multi-networking --enable-private-endpoint --enable-private-nodes --enable-ray-cluster-logging --enable-ray-cluster-monitoring --enable-ray-operator --enable-secret-manager --etcd-api-ca: --etcd-peer-ca: --fleet-project: --gkeops-etcd-backup-encryption-key: --hpa-profile: --labels: --location: --logging: --master-authorized-networks: --master-ipv4-cidr: --monitoring: --network: --private-endpoint-subnetwork: --region: --release-channel: --scopes: --security-group: --security-posture: --service-account: --service-account-signing-keys: --service-account-verification-keys: --services-ipv4-cidr: --services-secondary-range-name: --subnetwork: --tier: --workload-policies: --workload-vulnerability-scanning: --zone:
container clusters delete|--async --location: --region: --zone:
container clusters describe|--location: --region: --zone:
container clusters get-credentials|--dns-endpoint --internal-ip --location: --region: --zone:
container clusters get-upgrade-info|--location: --region: --zone:
container clusters list|--filter: --limit: --location: --page-size: --region: --sort-by: --uri --zone:
container clusters resize|--async --location: --node-pool: --num-nodes: --region: --size: --zone:
container clusters update|--add-maintenance-exclusion-end: --add-maintenance-exclusion-name: --add-maintenance-exclusion-scope: --add-maintenance-exclusion-start: --additional-pod-ipv4-ranges: --additive-vpc-scope-dns-domain: --anonymous-authentication-config: --async --auto-monitoring-scope: --autoprovisioning-cgroup-mode: --autoprovisioning-config-file:@r --autoprovisioning-enable-insecure-kubelet-readonly-port --autoprovisioning-image-type: --autoprovisioning-locations: --autoprovisioning-max-surge-upgrade: --autoprovisioning-max-unavailable-upgrade: --autoprovisioning-min-cpu-platform: --autoprovisioning-network-tags: --autoprovisioning-node-pool-soak-duration: --autoprovisioning-resource-manager-tags: --autoprovisioning-scopes: --autoprovisioning-service-account: --autoprovisioning-standard-rollout-policy: --autoscaling-profile: --binauthz-evaluation-mode: --clear-fleet-project --clear-maintenance-window --clear-resource-usage-bigquery-dataset --cloud-run-config: --cluster-dns: --cluster-dns-domain: --cluster-dns-scope: --complete-credential-rotation --complete-ip-rotation --containerd-config-from-file:@r --database-encryption-key: --dataplane-v2-observability-mode: --disable-additive-vpc-scope --disable-database-encryption --disable-dataplane-v2-flow-observability --disable-dataplane-v2-metrics --disable-default-snat --disable-l4-lb-firewall-reconciliation --disable-managed-prometheus --disable-workload-identity --enable-authorized-networks-on-private-endpoint --enable-autopilot-compatibility-auditing --enable-autoprovisioning --enable-autoprovisioning-autorepair --enable-autoprovisioning-autoupgrade --enable-autoprovisioning-blue-green-upgrade --enable-autoprovisioning-surge-upgrade --enable-autoscaling --enable-basic-auth --enable-binauthz --enable-cilium-clusterwide-network-policy --enable-cost-allocation --enable-dataplane-v2-flow-observability --enable-dataplane-v2-metrics --enable-dns-access --enable-fleet --enable-fqdn-network-policy --enable-google-cloud-access --enable-identity-service --enable-image-streaming --enable-insecure-binding-system-authenticated --enable-insecure-binding-system-unauthenticated --enable-insecure-kubelet-readonly-port --enable-intra-node-visibility --enable-ip-access --enable-kubernetes-unstable-apis: --enable-l4-ilb-subsetting --enable-l4-lb-firewall-reconciliation --enable-legacy-authorization --enable-managed-prometheus --enable-master-authorized-networks --enable-master-global-access --enable-multi-networking --enable-network-egress-metering --enable-network-policy --enable-private-endpoint --enable-private-nodes --enable-ray-cluster-logging --enable-ray-cluster-monitoring --enable-resource-consumption-metering --enable-secret-manager --enable-service-externalips --enable-shielded-nodes --enable-stackdriver-kubernetes --enable-vertical-pod-autoscaling --fleet-project: --gateway-api: --generate-password --hpa-profile: --in-transit-encryption: --location: --location-policy: --logging: --logging-service: --logging-variant: --maintenance-window: --maintenance-window-end: --maintenance-window-recurrence: --maintenance-window-start: --master-authorized-networks: --max-accelerator: --max-cpu: --max-memory: --max-nodes: --min-accelerator: --min-cpu: --min-memory: --min-nodes: --monitoring: --monitoring-service: --network-performance-configs: --node-locations: --node-pool: --notification-config: --password: --patch-update: --private-ipv6-google-access-type: --region: --release-channel: --remove-additional-pod-ipv4-ranges: --remove-labels: --remove-maintenance-exclusion: --remove-workload-policies: --resource-usage-bigquery-dataset: --security-group: --security-posture: --set-password --stack-type: --start-credential-rotation --start-ip-rotation --tier: --total-max-nodes: --total-min-nodes: --update-addons: --update-labels: --username: --workload-policies: --workload-pool: --workload-vulnerability-scanning: --zone:
container clusters upgrade|--async --cluster-version: --image-type: --location: --master --node-pool: --region: --zone:
container images|
container images add-tag|
container images delete|--force-delete-tags
container images describe|
container images list|--filter: --limit: --page-size: --repository: --sort-by: --uri
container images list-gcr-usage|--filter: --folder: --limit: --organization: --page-size: --sort-by:
container images list-tags|--filter: --limit: --page-size: --sort-by:
container images untag|
container node-pools|
container node-pools complete-upgrade|--cluster: --location: --region: --zone:
container node-pools create|--accelerator: --additional-node-network: --additional-pod-network: --async --boot-disk-kms-key: --cluster: --confidential-node-type: --containerd-config-from-file:@r --create-pod-ipv4-range: --data-cache-count: --disk-size: --disk-type: --enable-autoprovisioning --enable-autorepair --enable-autoscaling --enable-autoupgrade --enable-best-effort-provision --enable-blue-green-upgrade --enable-confidential-nodes --enable-confidential-storage --enable-gvnic --enable-image-streaming --enable-insecure-kubelet-readonly-port --enable-nested-virtualization --enable-private-nodes --enable-queued-provisioning --enable-surge-upgrade --ephemeral-storage-local-ssd: --flex-start --image-type: --labels: --local-nvme-ssd-block: --local-ssd-count: --location: --location-policy: --logging-variant: --machine-type: --max-nodes: --max-pods-per-node: --max-run-duration: --max-surge-upgrade: --max-unavailable-upgrade: --metadata: --metadata-from-file:@r --min-cpu-platform: --min-nodes: --min-provision-nodes: --network-performance-configs: --node-group: --node-labels: --node-locations: --node-pool-soak-duration: --node-taints: --node-version: --num-nodes: --opportunistic-maintenance: --performance-monitoring-unit: --placement-policy: --placement-type: --pod-ipv4-range: --preemptible --region: --reservation: --reservation-affinity: --resource-manager-tags: --sandbox: --scopes: --secondary-boot-disk: --service-account: --shielded-integrity-monitoring --shielded-secure-boot --sole-tenant-node-affinity-file:@r --spot --standard-rollout-policy: --storage-pools: --system-config-from-file:@r --tags: --threads-per-core: --total-max-nodes: --total-min-nodes: --tpu-topology: --windows-os-version: --workload-metadata: --zone:
container node-pools delete|--async --cluster: --location: --region: --zone:
container node-pools describe|--cluster: --location: --region: --zone:
container node-pools get-upgrade-info|--cluster: --location: --region: --zone:
container node-pools list|--cluster: --filter: --limit: --location: --page-size: --region: --sort-by: --uri --zone:
container node-pools rollback|--async --cluster: --location: --region: --respect-pdb: --zone:
container node-pools update|--accelerator: --async --cluster: --confidential-node-type: --containerd-config-from-file:@r --disk-size: --disk-type: --enable-autoprovisioning --enable-autorepair --enable-autoscaling --enable-autoupgrade --enable-blue-green-upgrade --enable-confidential-nodes --enable-gvnic --enable-image-streaming --enable-insecure-kubelet-readonly-port --enable-private-nodes --enable-queued-provisioning --enable-surge-upgrade --flex-start --labels: --location: --location-policy: --logging-variant: --machine-type: --max-nodes: --max-run-duration: --max-surge-upgrade: --max-unavailable-upgrade: --min-nodes: --network-performance-configs: --node-labels: --node-locations: --node-pool-soak-duration: --node-taints: --region: --resource-manager-tags: --standard-rollout-policy: --storage-pools: --system-config-from-file:@r --tags: --total-max-nodes: --total-min-nodes: --windows-os-version: --workload-metadata: --zone:
dataflow|
dataflow jobs|
dataflow jobs cancel|--force --region:
dataflow jobs describe|--full --region:
dataflow jobs drain|--region:
dataflow jobs list|--created-after: --created-before: --filter: --limit: --page-size: --region: --sort-by: --status: --uri
dataflow jobs run|--additional-experiments: --additional-user-labels: --dataflow-kms-key: --disable-public-ips --enable-streaming-engine --gcs-location: --max-workers: --network: --num-workers: --parameters: --region: --service-account-email: --staging-location: --subnetwork: --transform-name-mappings: --update --worker-machine-type: --worker-region: --worker-zone: --zone:
dataflow jobs show|--environment --region: --steps
dataflow jobs update-options|--max-num-workers: --min-num-workers: --region: --unset-worker-utilization-hint --worker-utilization-hint:
dataproc|
dataproc clusters|
dataproc clusters create|--action-on-failed-primary-workers: --async --autoscaling-policy: --bucket: --cluster-type: --confidential-compute --dataproc-metastore: --delete-expiration-time: --delete-max-age: --delete-max-idle: --driver-pool-accelerator: --driver-pool-boot-disk-size: --driver-pool-boot-disk-type: --driver-pool-id: --driver-pool-local-ssd-interface: --driver-pool-machine-type: --driver-pool-min-cpu-platform: --driver-pool-size: --enable-component-gateway --enable-kerberos --gce-pd-kms-key: --gce-pd-kms-key-keyring: --gce-pd-kms-key-location: --gce-pd-kms-key-project: --identity-config-file:@r --image: --image-version: --initialization-action-timeout: --initialization-actions: --kerberos-config-file:@r --kerberos-kms-key: --kerberos-kms-key-keyring: --kerberos-kms-key-location: --kerberos-kms-key-project: --kerberos-root-principal-password-uri: --kms-key: --kms-keyring: --kms-location: --kms-project: --labels: --master-accelerator: --master-boot-disk-provisioned-iops: --master-boot-disk-provisioned-throughput: --master-boot-disk-size: --master-boot-disk-type: --master-local-ssd-interface: --master-machine-type: --master-min-cpu-platform: --metadata: --metric-overrides: --metric-overrides-file:@r --metric-sources: --min-num-workers: --min-secondary-worker-fraction: --network: --no-address --node-group: --num-driver-pool-local-ssds: --num-master-local-ssds: --num-masters: --num-secondary-worker-local-ssds: --num-secondary-workers: --num-worker-local-ssds: --num-workers: --optional-components: --private-ipv6-google-access-type: --properties: --public-ip-address --region: --reservation: --reservation-affinity: --resource-manager-tags: --scopes: --secondary-worker-accelerator: --secondary-worker-boot-disk-size: --secondary-worker-boot-disk-type: --secondary-worker-local-ssd-interface: --secondary-worker-machine-types: --secondary-worker-standard-capacity-base: --secondary-worker-standard-capacity-percent-above-base: --secondary-worker-type: --secure-multi-tenancy-user-mapping: --service-account: --shielded-integrity-monitoring --shielded-secure-boot --shielded-vtpm --single-node --stop-expiration-time: --stop-max-age: --stop-max-idle: --subnet: --tags: --temp-bucket: --tier: --worker-accelerator: --worker-boot-disk-provisioned-iops: --worker-boot-disk-provisioned-throughput: --worker-boot-disk-size: --worker-boot-disk-type: --worker-local-ssd-interface: --worker-machine-type: --worker-machine-types: --worker-min-cpu-platform: --zone:
dataproc clusters delete|--async --region:
dataproc clusters describe|--region:
dataproc clusters diagnose|--end-time: --job-ids: --region: --start-time: --tarball-access: --yarn-application-ids:
dataproc clusters export|--destination: --region:
dataproc clusters get-iam-policy|--filter: --limit: --page-size: --region: --sort-by:
dataproc clusters gke|
dataproc clusters gke create|--async --gke-cluster: --gke-cluster-location: --history-server-cluster: --history-server-cluster-region: --metastore-service: --metastore-service-location: --namespace: --pools: --properties: --region: --setup-workload-identity --spark-engine-version: --staging-bucket:
dataproc clusters import|--async --region: --source:@r
dataproc clusters list|--filter: --limit: --page-size: --region: --sort-by:
dataproc clusters set-iam-policy|--region:
dataproc clusters start|--async --region:
dataproc clusters stop|--async --region:
dataproc clusters update|--async --autoscaling-policy: --clear-labels --delete-expiration-time: --delete-max-age: --delete-max-idle: --disable-autoscaling --graceful-decommission-timeout: --min-secondary-worker-fraction: --no-delete-max-age --no-delete-max-idle --no-stop-max-age --no-stop-max-idle --num-secondary-workers: --num-workers: --region: --remove-labels: --stop-expiration-time: --stop-max-age: --stop-max-idle: --update-labels:
dns|
dns dns-keys|
dns dns-keys describe|--zone:
dns dns-keys list|--filter: --limit: --sort-by: --zone:
dns managed-zones|
dns managed-zones create|--denial-of-existence: --description: --dns-name: --dnssec-state: --forwarding-targets: --gkeclusters: --ksk-algorithm: --ksk-key-length: --labels: --location: --log-dns-queries --managed-reverse-lookup --networks: --private-forwarding-targets: --service-directory-namespace: --target-network: --target-project: --visibility: --zsk-algorithm: --zsk-key-length:
dns managed-zones delete|--location:
dns managed-zones describe|--location:
dns managed-zones get-iam-policy|
dns managed-zones list|--filter: --limit: --location: --page-size: --sort-by: --uri
dns managed-zones set-iam-policy|--policy-file:@r
dns managed-zones update|--async --clear-labels --denial-of-existence: --description: --dnssec-state: --forwarding-targets: --gkeclusters: --ksk-algorithm: --ksk-key-length: --location: --log-dns-queries --managed-reverse-lookup --networks: --private-forwarding-targets: --remove-labels: --target-network: --target-project: --update-labels: --zsk-algorithm: --zsk-key-length:
dns operations|
dns operations describe|--zone:
dns operations list|--filter: --limit: --sort-by: --zones:
dns policies|
dns policies create|--alternative-name-servers: --description: --enable-dns64-all-queries --enable-inbound-forwarding --enable-logging --networks: --private-alternative-name-servers:
dns policies delete|
dns policies describe|
dns policies list|--filter: --limit: --page-size: --sort-by: --uri
dns policies update|--alternative-name-servers: --description: --enable-dns64-all-queries --enable-inbound-forwarding --enable-logging --networks: --private-alternative-name-servers:
dns project-info|
dns project-info describe|
dns record-sets|
dns record-sets changes|
dns record-sets changes describe|--zone:
dns record-sets changes list|--filter: --limit: --page-size: --sort-by: --sort-order: --uri --zone:
dns record-sets create|--backup-data-trickle-ratio: --enable-geo-fencing --enable-health-checking --health-check: --location: --routing-policy-backup-data: --routing-policy-backup-data-type: --routing-policy-backup-item: --routing-policy-data: --routing-policy-item: --routing-policy-primary-data: --routing-policy-type: --rrdatas: --ttl: --type: --zone:
dns record-sets delete|--location: --type: --zone:
dns record-sets describe|--location: --type: --zone:
dns record-sets export|--location: --zone: --zone-file-format
dns record-sets import|--delete-all-existing --location: --replace-origin-ns --zone: --zone-file-format
dns record-sets list|--filter: --limit: --location: --name: --page-size: --sort-by: --type: --uri --zone:
dns record-sets transaction|
dns record-sets transaction abort|--transaction-file:@r --zone:
dns record-sets transaction add|--name: --transaction-file:@r --ttl: --type: --zone:
dns record-sets transaction describe|--transaction-file:@r --zone:
dns record-sets transaction execute|--filter: --limit: --page-size: --sort-by: --transaction-file:@r --uri --zone:
dns record-sets transaction remove|--name: --transaction-file:@r --ttl: --type: --zone:
dns record-sets transaction start|--transaction-file:@r --zone:
dns record-sets update|--backup-data-trickle-ratio: --enable-geo-fencing --enable-health-checking --health-check: --location: --routing-policy-backup-data: --routing-policy-backup-data-type: --routing-policy-backup-item: --routing-policy-data: --routing-policy-item: --routing-policy-primary-data: --routing-policy-type: --rrdatas: --ttl: --type: --zone:
dns response-policies|
dns response-policies create|--description: --gkeclusters: --location: --networks:
dns response-policies delete|--location:
dns response-policies describe|--location:
dns response-policies list|--filter: --limit: --location: --page-size: --sort-by: --uri
dns response-policies rules|
dns response-policies rules create|--behavior: --dns-name: --local-data: --location: --response-policy:
dns response-policies rules delete|--location: --response-policy:
dns response-policies rules describe|--location: --response-policy:
dns response-policies rules list|--filter: --limit: --location: --page-size: --sort-by: --uri
dns response-policies rules update|--behavior: --dns-name: --local-data: --location: --response-policy:
dns response-policies update|--description: --gkeclusters: --location: --networks:
firestore|
firestore backups|
firestore backups delete|--backup: --location:
firestore backups describe|--backup: --location:
firestore backups list|--filter: --limit: --location: --page-size: --sort-by: --uri
firestore backups schedules|
firestore backups schedules create|--database: --day-of-week: --recurrence: --retention:
firestore backups schedules delete|--backup-schedule: --database:
firestore backups schedules describe|--backup-schedule: --database:
firestore backups schedules list|--database: --filter: --limit: --page-size: --sort-by: --uri
firestore backups schedules update|--backup-schedule: --database: --retention:
firestore bulk-delete|--async --collection-ids: --database: --namespace-ids:
firestore databases|
firestore databases create|--database: --delete-protection --edition: --enable-pitr --kms-key-name: --location: --type:
firestore databases delete|--database: --etag:
firestore databases describe|--database:
firestore databases list|--filter: --limit: --page-size: --show-deleted --sort-by: --uri
firestore databases restore|--destination-database: --encryption-type: --kms-key-name: --source-backup:
firestore databases update|--async --database: --delete-protection --enable-pitr --type:
firestore export|--async --collection-ids: --database: --namespace-ids: --snapshot-time:
firestore fields|
firestore fields ttls|
firestore fields ttls list|--collection-group: --database: --filter: --limit: --page-size: --sort-by: --uri
firestore fields ttls update|--async --collection-group: --database: --disable-ttl --enable-ttl
firestore import|--async --collection-ids: --database: --namespace-ids:
firestore indexes|
firestore indexes composite|
firestore indexes composite create|--api-scope: --async --collection-group: --database: --density: --field-config: --multikey --query-scope:
firestore indexes composite delete|--database:
firestore indexes composite describe|--database:
firestore indexes composite list|--database: --filter: --limit: --page-size: --sort-by: --uri
firestore indexes fields|
firestore indexes fields describe|--collection-group: --database:
firestore indexes fields list|--collection-group: --database: --filter: --limit: --page-size: --sort-by: --uri
firestore indexes fields update|--async --clear-exemption --collection-group: --database: --disable-indexes --index:
firestore locations|
firestore locations list|--filter: --limit: --page-size: --sort-by: --uri
firestore operations|
firestore operations cancel|--database:
firestore operations delete|--database:
firestore operations describe|--database:
firestore operations list|--database: --filter: --limit: --page-size: --sort-by: --uri
functions|
functions add-iam-policy-binding|--member: --region: --role:
functions add-invoker-policy-binding|--member: --region:
functions call|--cloud-event: --data: --region:
functions delete|--region:
functions describe|--region: --v2
functions detach|--region:
functions event-types|
functions event-types list|--gen2
functions get-iam-policy|--filter: --limit: --page-size: --region: --sort-by: --uri
functions list|--filter: --limit: --page-size: --regions: --sort-by: --v2
functions logs|
functions logs read|--end-time: --execution-id: --filter: --gen2 --limit: --min-log-level: --page-size: --region: --sort-by: --start-time: --uri
functions regions|
functions regions list|--filter: --gen2 --limit: --page-size: --sort-by: --uri
functions remove-iam-policy-binding|--member: --region: --role:
functions remove-invoker-policy-binding|--member: --region:
functions runtimes|
functions runtimes list|--filter: --limit: --page-size: --region: --sort-by: --uri
functions set-iam-policy|--region:
iam|
iam roles|
iam roles copy|--dest-organization: --dest-project: --destination: --source:@r --source-organization: --source-project:
iam roles create|--description: --file:@r --organization: --permissions: --stage: --title:
iam roles delete|--organization:
iam roles describe|--organization:
iam roles list|--filter: --limit: --organization: --show-deleted --sort-by:
iam roles undelete|--organization:
iam roles update|--add-permissions: --description: --file:@r --organization: --permissions: --remove-permissions: --stage: --title:
iam service-accounts|
iam service-accounts add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
iam service-accounts create|--description: --display-name:
iam service-accounts delete|
iam service-accounts describe|
iam service-accounts disable|
iam service-accounts enable|
iam service-accounts get-iam-policy|--filter: --limit: --page-size: --sort-by:
iam service-accounts list|--filter: --limit: --sort-by: --uri
iam service-accounts remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
iam service-accounts set-iam-policy|
iam service-accounts sign-blob|--iam-account:
iam service-accounts sign-jwt|--iam-account:
iam service-accounts undelete|
iam service-accounts update|--description: --display-name:
info|--anonymize --run-diagnostics --show-log
kms|
kms keyrings|
kms keyrings add-iam-policy-binding|--condition: --condition-from-file:@r --location: --member: --role:
kms keyrings create|--location:
kms keyrings describe|--location:
kms keyrings get-iam-policy|--filter: --limit: --location: --page-size: --sort-by:
kms keyrings list|--filter: --limit: --location: --page-size: --sort-by: --uri
kms keyrings remove-iam-policy-binding|--all --condition: --condition-from-file:@r --location: --member: --role:
kms keyrings set-iam-policy|--location:
kms keys|
kms keys add-iam-policy-binding|--condition: --condition-from-file:@r --keyring: --location: --member: --role:
kms keys describe|--keyring: --location:
kms keys get-iam-policy|--filter: --keyring: --limit: --location: --page-size: --sort-by:
kms keys list|--filter: --keyring: --limit: --location: --page-size: --sort-by: --uri
kms keys remove-iam-policy-binding|--all --condition: --condition-from-file:@r --keyring: --location: --member: --role:
kms keys remove-rotation-schedule|--keyring: --location:
kms keys set-iam-policy|--keyring: --location:
kms keys set-primary-version|--keyring: --location:
kms keys set-rotation-schedule|--keyring: --location: --next-rotation-time: --rotation-period:
kms keys update|--allowed-access-reasons: --clear-labels --default-algorithm: --keyring: --location: --next-rotation-time: --primary-version: --remove-key-access-justifications-policy --remove-labels: --remove-rotation-schedule --rotation-period: --update-labels:
kms keys versions|
kms keys versions describe|--attestation-file:@r --key: --keyring: --location:
kms keys versions destroy|--key: --keyring: --location:
kms keys versions disable|--key: --keyring: --location:
kms keys versions enable|--key: --keyring: --location:
kms keys versions get-certificate-chain|--certificate-chain-type: --key: --keyring: --location: --output-file:@w
kms keys versions get-public-key|--key: --keyring: --location: --output-file:@w --public-key-format:
kms keys versions list|--filter: --key: --keyring: --limit: --location: --page-size: --sort-by: --uri
kms keys versions restore|--key: --keyring: --location:
kms keys versions update|--ekm-connection-key-path: --external-key-uri: --key: --keyring: --location: --state:
logging|
logging buckets|
logging buckets create|--async --cmek-kms-key-name: --description: --enable-analytics --index: --location: --restricted-fields: --retention-days:
logging buckets delete|--billing-account: --folder: --location: --organization:
logging buckets describe|--billing-account: --folder: --location: --organization:
logging buckets list|--billing-account: --filter: --folder: --limit: --location: --organization: --page-size: --sort-by: --uri
logging buckets undelete|--billing-account: --folder: --location: --organization:
logging buckets update|--add-index: --async --billing-account: --clear-indexes --cmek-kms-key-name: --description: --enable-analytics --folder: --location: --locked --organization: --remove-indexes: --restricted-fields: --retention-days: --update-index:
logging copy|--billing-account: --folder: --location: --log-filter: --organization:
logging links|
logging links create|--async --billing-account: --bucket: --description: --folder: --location: --organization:
logging links delete|--async --billing-account: --bucket: --folder: --location: --organization:
logging links describe|--billing-account: --bucket: --folder: --location: --organization:
logging links list|--billing-account: --bucket: --filter: --folder: --limit: --location: --organization: --page-size: --sort-by: --uri
logging locations|
logging locations describe|--billing-account: --folder: --organization:
logging locations list|--billing-account: --filter: --folder: --limit: --organization: --page-size: --sort-by: --uri
logging logs|
logging logs delete|
logging logs list|--bucket: --filter: --limit: --location: --sort-by: --view:
logging metrics|
logging metrics create|--bucket-name: --config-from-file:@r --description: --log-filter:
logging metrics delete|
logging metrics describe|
logging metrics list|--filter: --limit: --sort-by:
logging metrics update|--bucket-name: --config-from-file:@r --description: --log-filter:
logging operations|
logging operations cancel|--billing-account: --folder: --location: --organization:
logging operations describe|--billing-account: --folder: --location: --organization:
logging operations list|--billing-account: --folder: --limit: --location: --operation-filter: --organization: --page-size: --sort-by:
logging read|--billing-account: --bucket: --folder: --freshness: --limit: --location: --order: --organization: --resource-names: --view:
logging resource-descriptors|
logging resource-descriptors list|--filter: --limit: --sort-by:
logging scopes|
logging scopes create|--description: --folder: --organization: --resource-names:
logging scopes delete|--folder: --organization:
logging scopes describe|--folder: --organization:
logging scopes list|--filter: --folder: --limit: --organization: --page-size: --sort-by: --uri
logging scopes update|--description: --resource-names:
logging settings|
logging settings describe|--billing-account: --folder: --organization:
logging settings update|--clear-kms-key --disable-default-sink --folder: --kms-key-name: --kms-keyring: --kms-location: --kms-project: --organization: --storage-location:
logging sinks|
logging sinks create|--billing-account: --custom-writer-identity: --description: --disabled --exclusion: --folder: --include-children --intercept-children --log-filter: --organization: --use-partitioned-tables
logging sinks delete|--billing-account: --folder: --organization:
logging sinks describe|--billing-account: --folder: --organization:
logging sinks list|--billing-account: --filter: --folder: --limit: --organization: --sink-filter: --sort-by:
logging sinks update|--add-exclusion: --billing-account: --clear-exclusions --custom-writer-identity: --description: --disabled --folder: --include-children --intercept-children --log-filter: --organization: --remove-exclusions: --update-exclusion: --use-partitioned-tables
logging views|
logging views add-iam-policy-binding|--billing-account: --bucket: --condition: --condition-from-file:@r --folder: --location: --member: --organization: --role:
logging views create|--billing-account: --bucket: --description: --folder: --location: --log-filter: --organization:
logging views delete|--billing-account: --bucket: --folder: --location: --organization:
logging views describe|--billing-account: --bucket: --folder: --location: --organization:
logging views get-iam-policy|--billing-account: --bucket: --folder: --location: --organization:
logging views list|--billing-account: --bucket: --filter: --folder: --limit: --location: --organization: --page-size: --sort-by: --uri
logging views remove-iam-policy-binding|--all --billing-account: --bucket: --condition: --condition-from-file:@r --folder: --location: --member: --organization: --role:
logging views set-iam-policy|--billing-account: --bucket: --folder: --location: --organization:
logging views update|--billing-account: --bucket: --description: --folder: --location: --log-filter: --organization:
logging write|--billing-account: --folder: --monitored-resource-labels: --monitored-resource-type: --organization: --payload-type: --severity:
organizations|
organizations add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
organizations describe|
organizations get-iam-policy|--filter: --limit: --page-size: --sort-by:
organizations list|--filter: --limit: --page-size: --sort-by: --uri
organizations remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
organizations set-iam-policy|
projects|
projects add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
projects create|--enable-cloud-apis --folder: --labels: --name: --organization: --set-as-default --tags:
projects delete|
projects describe|
projects get-ancestors|
projects get-ancestors-iam-policy|--filter: --include-deny --limit: --page-size: --sort-by:
projects get-iam-policy|--filter: --limit: --page-size: --sort-by:
projects list|--filter: --limit: --page-size: --sort-by: --uri
projects remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
projects set-iam-policy|
projects undelete|
projects update|--name:
pubsub|
pubsub lite-operations|
pubsub lite-operations describe|--location:
pubsub lite-operations list|--done --filter: --limit: --location: --page-size: --sort-by: --subscription:
pubsub lite-reservations|
pubsub lite-reservations create|--location: --throughput-capacity:
pubsub lite-reservations delete|--location:
pubsub lite-reservations describe|--location:
pubsub lite-reservations list|--filter: --limit: --location: --page-size: --sort-by:
pubsub lite-reservations list-topics|--filter: --limit: --location: --page-size: --sort-by:
pubsub lite-reservations update|--location: --throughput-capacity:
pubsub lite-subscriptions|
pubsub lite-subscriptions ack-up-to|--location: --offset: --partition:
pubsub lite-subscriptions create|--delivery-requirement: --event-time: --export-dead-letter-topic: --export-desired-state: --export-pubsub-topic: --location: --publish-time: --starting-offset: --topic:
pubsub lite-subscriptions delete|--location:
pubsub lite-subscriptions describe|--location:
pubsub lite-subscriptions list|--filter: --limit: --location: --page-size: --sort-by:
pubsub lite-subscriptions seek|--async --event-time: --location: --publish-time: --starting-offset:
pubsub lite-subscriptions subscribe|--auto-ack --location: --num-messages: --partitions:
pubsub lite-subscriptions update|--delivery-requirement: --export-dead-letter-topic: --export-desired-state: --export-pubsub-topic: --location:
pubsub lite-topics|
pubsub lite-topics create|--location: --message-retention-period: --partitions: --per-partition-bytes: --per-partition-publish-mib: --per-partition-subscribe-mib: --throughput-reservation:
pubsub lite-topics delete|--location:
pubsub lite-topics describe|--location:
pubsub lite-topics list|--filter: --limit: --location: --page-size: --sort-by:
pubsub lite-topics list-subscriptions|--filter: --limit: --location: --page-size: --sort-by:
pubsub lite-topics publish|--attributes: --event-time: --location: --message: --ordering-key:
pubsub lite-topics update|--location: --message-retention-period: --partitions: --per-partition-bytes: --per-partition-publish-mib: --per-partition-subscribe-mib: --throughput-reservation:
pubsub message-transforms|
pubsub message-transforms test|--attribute: --message: --message-transforms-file:@r --subscription: --topic: --topic-project:
pubsub message-transforms validate|--message-transform-file:@r
pubsub schemas|
pubsub schemas commit|--definition: --definition-file:@r --type:
pubsub schemas create|--definition: --definition-file:@r --type:
pubsub schemas delete|
pubsub schemas delete-revision|
pubsub schemas describe|
pubsub schemas list|--filter: --limit: --page-size: --sort-by: --uri --view:
pubsub schemas list-revisions|--filter: --limit: --page-size: --sort-by: --uri --view:
pubsub schemas rollback|--revision-id:
pubsub schemas validate-message|--definition: --definition-file:@r --message: --message-encoding: --schema-name: --type:
pubsub schemas validate-schema|--definition: --definition-file:@r --type:
pubsub snapshots|
pubsub snapshots create|--labels: --subscription: --subscription-project:
pubsub snapshots delete|
pubsub snapshots describe|
pubsub snapshots list|--filter: --limit: --page-size: --sort-by: --uri
pubsub subscriptions|
pubsub subscriptions ack|--ack-ids:
pubsub subscriptions add-iam-policy-binding|--member: --role:
pubsub subscriptions create|--ack-deadline: --bigquery-service-account-email: --bigquery-table: --cloud-storage-bucket: --cloud-storage-file-datetime-format: --cloud-storage-file-prefix: --cloud-storage-file-suffix: --cloud-storage-max-bytes: --cloud-storage-max-duration: --cloud-storage-max-messages: --cloud-storage-output-format: --cloud-storage-service-account-email: --cloud-storage-use-topic-schema --cloud-storage-write-metadata --dead-letter-topic: --dead-letter-topic-project: --drop-unknown-fields --enable-exactly-once-delivery --enable-message-ordering --expiration-period: --labels: --max-delivery-attempts: --max-retry-delay: --message-filter: --message-retention-duration: --message-transforms-file:@r --min-retry-delay: --push-auth-service-account: --push-auth-token-audience: --push-endpoint: --push-no-wrapper --push-no-wrapper-write-metadata --retain-acked-messages --topic: --topic-project: --use-table-schema --use-topic-schema --write-metadata
pubsub subscriptions delete|
pubsub subscriptions describe|
pubsub subscriptions get-iam-policy|--filter: --limit: --page-size: --sort-by:
pubsub subscriptions list|--filter: --limit: --page-size: --sort-by: --uri
pubsub subscriptions modify-message-ack-deadline|--ack-deadline: --ack-ids:
pubsub subscriptions modify-push-config|--push-auth-service-account: --push-auth-token-audience: --push-endpoint: --push-no-wrapper --push-no-wrapper-write-metadata
pubsub subscriptions pull|--auto-ack --filter: --limit: --page-size: --sort-by: --uri
pubsub subscriptions remove-iam-policy-binding|--member: --role:
pubsub subscriptions seek|--snapshot: --snapshot-project: --time:
pubsub subscriptions set-iam-policy|
pubsub subscriptions update|--ack-deadline: --bigquery-service-account-email: --bigquery-table: --clear-bigquery-config --clear-cloud-storage-config --clear-dead-letter-policy --clear-labels --clear-message-transforms --clear-push-no-wrapper-config --clear-retry-policy --cloud-storage-bucket: --cloud-storage-file-datetime-format: --cloud-storage-file-prefix: --cloud-storage-file-suffix: --cloud-storage-max-bytes: --cloud-storage-max-duration: --cloud-storage-max-messages: --cloud-storage-output-format: --cloud-storage-service-account-email: --cloud-storage-use-topic-schema --cloud-storage-write-metadata --dead-letter-topic: --dead-letter-topic-project: --drop-unknown-fields --enable-exactly-once-delivery --expiration-period: --max-delivery-attempts: --max-retry-delay: --message-retention-duration: --message-transforms-file:@r --min-retry-delay: --push-auth-service-account: --push-auth-token-audience: --push-endpoint: --push-no-wrapper --push-no-wrapper-write-metadata --remove-labels: --retain-acked-messages --update-labels: --use-table-schema --use-topic-schema --write-metadata
pubsub topics|
pubsub topics add-iam-policy-binding|--member: --role:
pubsub topics create|--aws-msk-ingestion-aws-role-arn: --aws-msk-ingestion-cluster-arn: --aws-msk-ingestion-service-account: --aws-msk-ingestion-topic: --azure-event-hubs-ingestion-client-id: --azure-event-hubs-ingestion-event-hub: --azure-event-hubs-ingestion-namespace: --azure-event-hubs-ingestion-resource-group: --azure-event-hubs-ingestion-service-account: --azure-event-hubs-ingestion-subscription-id: --azure-event-hubs-ingestion-tenant-id: --cloud-storage-ingestion-bucket: --cloud-storage-ingestion-input-format: --cloud-storage-ingestion-match-glob: --cloud-storage-ingestion-minimum-object-create-time: --cloud-storage-ingestion-text-delimiter: --confluent-cloud-ingestion-bootstrap-server: --confluent-cloud-ingestion-cluster-id: --confluent-cloud-ingestion-identity-pool-id: --confluent-cloud-ingestion-service-account: --confluent-cloud-ingestion-topic: --first-revision-id: --ingestion-log-severity: --kinesis-ingestion-consumer-arn: --kinesis-ingestion-role-arn: --kinesis-ingestion-service-account: --kinesis-ingestion-stream-arn: --labels: --last-revision-id: --message-encoding: --message-retention-duration: --message-storage-policy-allowed-regions: --message-storage-policy-enforce-in-transit --message-transforms-file:@r --schema: --schema-project: --topic-encryption-key: --topic-encryption-key-keyring: --topic-encryption-key-location: --topic-encryption-key-project:
pubsub topics delete|
pubsub topics describe|
pubsub topics detach-subscription|
pubsub topics get-iam-policy|--filter: --limit: --page-size: --sort-by:
pubsub topics list|--filter: --limit: --page-size: --sort-by: --uri
pubsub topics list-subscriptions|--filter: --limit: --page-size: --sort-by: --uri
pubsub topics publish|--attribute: --message: --ordering-key:
pubsub topics remove-iam-policy-binding|--member: --role:
pubsub topics set-iam-policy|
pubsub topics update|--aws-msk-ingestion-aws-role-arn: --aws-msk-ingestion-cluster-arn: --aws-msk-ingestion-service-account: --aws-msk-ingestion-topic: --azure-event-hubs-ingestion-client-id: --azure-event-hubs-ingestion-event-hub: --azure-event-hubs-ingestion-namespace: --azure-event-hubs-ingestion-resource-group: --azure-event-hubs-ingestion-service-account: --azure-event-hubs-ingestion-subscription-id: --azure-event-hubs-ingestion-tenant-id: --clear-ingestion-data-source-settings --clear-labels --clear-message-retention-duration --clear-message-transforms --clear-schema-settings --cloud-storage-ingestion-bucket: --cloud-storage-ingestion-input-format: --cloud-storage-ingestion-match-glob: --cloud-storage-ingestion-minimum-object-create-time: --cloud-storage-ingestion-text-delimiter: --confluent-cloud-ingestion-bootstrap-server: --confluent-cloud-ingestion-cluster-id: --confluent-cloud-ingestion-identity-pool-id: --confluent-cloud-ingestion-service-account: --confluent-cloud-ingestion-topic: --first-revision-id: --ingestion-log-severity: --kinesis-ingestion-consumer-arn: --kinesis-ingestion-role-arn: --kinesis-ingestion-service-account: --kinesis-ingestion-stream-arn: --last-revision-id: --message-encoding: --message-retention-duration: --message-storage-policy-allowed-regions: --message-storage-policy-enforce-in-transit --message-transforms-file:@r --recompute-message-storage-policy --remove-labels: --schema: --schema-project: --topic-encryption-key: --topic-encryption-key-keyring: --topic-encryption-key-location: --topic-encryption-key-project: --update-labels:
redis|
redis clusters|
redis clusters add-cluster-endpoints|--async --cluster-endpoint: --region:
redis clusters backup-collections|
redis clusters backup-collections describe|--region:
redis clusters backup-collections list|--filter: --limit: --page-size: --region: --sort-by: --uri
redis clusters backups|
redis clusters backups delete|--async --backup-collection: --region:
redis clusters backups describe|--backup-collection: --region:
redis clusters backups export|--async --backup-collection: --gcs-bucket: --region:
redis clusters backups list|--backup-collection: --filter: --limit: --page-size: --region: --sort-by: --uri
redis clusters create|--aof-append-fsync: --async --auth-mode: --automated-backup-mode: --automated-backup-start-time: --automated-backup-ttl: --cross-cluster-replication-role: --deletion-protection --import-gcs-object-uris: --import-managed-backup: --maintenance-window-day: --maintenance-window-hour: --network: --node-type: --persistence-mode: --primary-cluster: --rdb-snapshot-period: --rdb-snapshot-start-time: --redis-config: --region: --replica-count: --shard-count: --transit-encryption-mode: --zone: --zone-distribution-mode:
redis clusters create-backup|--async --backup-id: --region: --ttl:
redis clusters delete|--async --region:
redis clusters describe|--region:
redis clusters detach|--async --region:
redis clusters detach-secondaries|--async --clusters-to-detach: --region:
redis clusters get-cluster-certificate-authority|--region:
redis clusters list|--filter: --limit: --page-size: --region: --sort-by: --uri
redis clusters remove-cluster-endpoints|--async --cluster-endpoint: --region:
redis clusters reschedule-maintenance|--async --region: --reschedule-type: --schedule-time:
redis clusters switchover|--async --region:
redis clusters update|--aof-append-fsync: --async --automated-backup-mode: --automated-backup-start-time: --automated-backup-ttl: --deletion-protection --maintenance-window-any --maintenance-window-day: --maintenance-window-hour: --node-type: --ondemand-maintenance --persistence-mode: --rdb-snapshot-period: --rdb-snapshot-start-time: --region: --remove-redis-config: --replica-count: --shard-count: --update-redis-config:
redis instances|
redis instances create|--alternative-zone: --async --connect-mode: --customer-managed-key: --display-name: --enable-auth --labels: --maintenance-window-day: --maintenance-window-hour: --network: --persistence-mode: --rdb-snapshot-period: --rdb-snapshot-start-time: --read-replicas-mode: --redis-config: --redis-version: --region: --replica-count: --reserved-ip-range: --size: --tier: --transit-encryption-mode: --zone:
redis instances delete|--async --region:
redis instances describe|--region:
redis instances export|--async --region:
redis instances failover|--async --data-protection-mode: --region:
redis instances get-auth-string|--region:
redis instances import|--async --region:
redis instances list|--filter: --limit: --page-size: --region: --sort-by: --uri
redis instances reschedule-maintenance|--async --region: --reschedule-type: --schedule-time:
redis instances update|--async --clear-labels --display-name: --enable-auth --maintenance-version: --maintenance-window-any --maintenance-window-day: --maintenance-window-hour: --persistence-mode: --rdb-snapshot-period: --rdb-snapshot-start-time: --read-replicas-mode: --region: --remove-labels: --remove-redis-config: --replica-count: --secondary-ip-range: --size: --update-labels: --update-redis-config:
redis instances upgrade|--async --redis-version: --region:
redis operations|
redis operations cancel|--region:
redis operations describe|--region:
redis operations list|--filter: --limit: --page-size: --region: --sort-by: --uri
redis regions|
redis regions describe|
redis regions list|--filter: --limit: --page-size: --sort-by: --uri
redis zones|
redis zones list|--filter: --limit: --page-size: --region: --sort-by:
run|
run domain-mappings|
run domain-mappings create|--domain: --force-override --namespace: --service:
run domain-mappings delete|--async --domain: --namespace:
run domain-mappings describe|--domain: --namespace:
run domain-mappings list|--filter: --limit: --page-size: --sort-by: --uri
run jobs|
run jobs add-iam-policy-binding|--member: --region: --role:
run jobs create|--add-volume: --add-volume-mount: --args: --async --binary-authorization: --breakglass: --clear-env-vars --clear-secrets --clear-volume-mounts --clear-volumes --command: --container: --cpu: --depends-on: --env-vars-file:@r --execute-now --image: --key: --labels: --max-retries: --memory: --network: --network-tags: --parallelism: --region: --remove-env-vars: --remove-secrets: --remove-volume: --remove-volume-mount: --service-account: --set-cloudsql-instances: --set-env-vars: --set-secrets: --subnet: --task-timeout: --tasks: --update-env-vars: --update-secrets: --vpc-connector: --vpc-egress: --wait
run jobs delete|--async --region:
run jobs deploy|--add-volume: --add-volume-mount: --args: --async --binary-authorization: --breakglass: --clear-env-vars --clear-network --clear-network-tags --clear-secrets --clear-volume-mounts --clear-volumes --command: --container: --cpu: --depends-on: --env-vars-file:@r --execute-now --image: --key: --labels: --max-retries: --memory: --network: --network-tags: --parallelism: --region: --remove-containers: --remove-env-vars: --remove-secrets: --remove-volume: --remove-volume-mount: --service-account: --set-cloudsql-instances: --set-env-vars: --set-secrets: --source:@r --subnet: --task-timeout: --tasks: --update-env-vars: --update-secrets: --vpc-connector: --vpc-egress: --wait
run jobs describe|--region:
run jobs executions|
run jobs executions cancel|--async --region:
run jobs executions delete|--async --region:
run jobs executions describe|--region:
run jobs executions list|--filter: --job: --limit: --page-size: --region: --sort-by: --uri
run jobs executions tasks|
run jobs executions tasks describe|--region:
run jobs executions tasks list|--abandoned --cancelled --completed --execution: --failed --filter: --limit: --no-completed --no-started --page-size: --pending --region: --running --sort-by: --started --succeeded --uri
run jobs get-iam-policy|--filter: --limit: --page-size: --region: --sort-by:
run jobs list|--filter: --limit: --page-size: --region: --sort-by: --uri
run jobs logs|
run jobs logs read|--freshness: --limit: --log-filter: --order: --region:
run jobs remove-iam-policy-binding|--member: --region: --role:
run jobs replace|--async --region:
run jobs set-iam-policy|--region:
run jobs update|--add-cloudsql-instances: --add-volume: --add-volume-mount: --args: --async --binary-authorization: --breakglass: --clear-binary-authorization --clear-cloudsql-instances --clear-env-vars --clear-labels --clear-network --clear-network-tags --clear-secrets --clear-volume-mounts --clear-volumes --clear-vpc-connector --command: --container: --cpu: --depends-on: --env-vars-file:@r --execute-now --image: --key: --labels: --max-retries: --memory: --network: --network-tags: --parallelism: --region: --remove-cloudsql-instances: --remove-containers: --remove-env-vars: --remove-labels: --remove-secrets: --remove-volume: --remove-volume-mount: --service-account: --set-cloudsql-instances: --set-env-vars: --set-secrets: --subnet: --task-timeout: --tasks: --update-env-vars: --update-labels: --update-secrets: --vpc-connector: --vpc-egress: --wait
run regions|
run regions list|--filter: --limit: --page-size: --sort-by: --uri
run revisions|
run revisions delete|--async --namespace: --region:
run revisions describe|--namespace: --region:
run revisions list|--filter: --limit: --page-size: --region: --service: --sort-by: --uri
run services|
run services add-iam-policy-binding|--condition: --condition-from-file:@r --member: --region: --role:
run services delete|--async --namespace: --region:
run services describe|--namespace: --region:
run services get-iam-policy|--filter: --limit: --page-size: --region: --sort-by:
run services list|--filter: --limit: --page-size: --region: --sort-by: --uri
run services logs|
run services logs read|--freshness: --limit: --log-filter: --order: --region:
run services proxy|--namespace: --port: --region: --tag: --token:
run services remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --region: --role:
run services replace|--async --dry-run --region:
run services set-iam-policy|--region:
run services update|--add-cloudsql-instances: --add-custom-audiences: --add-volume: --add-volume-mount: --args: --async --binary-authorization: --breakglass: --clear-binary-authorization --clear-cloudsql-instances --clear-custom-audiences --clear-encryption-key-shutdown-hours --clear-env-vars --clear-key --clear-labels --clear-network --clear-network-tags --clear-post-key-revocation-action-type --clear-secrets --clear-volume-mounts --clear-volumes --clear-vpc-connector --command: --concurrency: --container: --cpu: --cpu-boost --cpu-throttling --depends-on: --encryption-key-shutdown-hours: --env-vars-file:@r --execution-environment: --gpu: --gpu-type: --gpu-zonal-redundancy --image: --ingress: --invoker-iam-check --key: --labels: --liveness-probe: --max-instances: --memory: --min: --min-instances: --namespace: --network: --network-tags: --no-traffic --port: --post-key-revocation-action-type: --region: --remove-cloudsql-instances: --remove-containers: --remove-custom-audiences: --remove-env-vars: --remove-labels: --remove-secrets: --remove-volume: --remove-volume-mount: --revision-suffix: --service-account: --session-affinity --set-cloudsql-instances: --set-custom-audiences: --set-env-vars: --set-secrets: --startup-probe: --subnet: --tag: --timeout: --update-env-vars: --update-labels: --update-secrets: --use-http2 --vpc-connector: --vpc-egress:
run services update-traffic|--async --clear-tags --namespace: --region: --remove-tags: --set-tags: --to-latest --to-revisions: --to-tags: --update-tags:
scheduler|
scheduler jobs|
scheduler jobs create|
scheduler jobs create app-engine|--attempt-deadline: --description: --headers: --http-method: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --relative-url: --schedule: --service: --time-zone:
scheduler jobs create http|--attempt-deadline: --description: --headers: --http-method: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --oauth-service-account-email: --oauth-token-scope: --oidc-service-account-email: --oidc-token-audience: --schedule: --time-zone: --uri:
scheduler jobs create pubsub|--attributes: --description: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --schedule: --time-zone: --topic:
scheduler jobs delete|--location:
scheduler jobs describe|--location:
scheduler jobs list|--filter: --limit: --location: --page-size: --sort-by: --uri
scheduler jobs pause|--location:
scheduler jobs resume|--location:
scheduler jobs run|--location:
scheduler jobs update|
scheduler jobs update app-engine|--attempt-deadline: --clear-headers --clear-max-backoff --clear-max-doublings --clear-max-retry-attempts --clear-max-retry-duration --clear-message-body --clear-min-backoff --clear-relative-url --clear-service --clear-time-zone --description: --http-method: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --relative-url: --remove-headers: --schedule: --service: --time-zone: --update-headers:
scheduler jobs update http|--attempt-deadline: --clear-auth-token --clear-headers --clear-max-backoff --clear-max-doublings --clear-max-retry-attempts --clear-max-retry-duration --clear-message-body --clear-min-backoff --clear-time-zone --description: --http-method: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --oauth-service-account-email: --oauth-token-scope: --oidc-service-account-email: --oidc-token-audience: --remove-headers: --schedule: --time-zone: --update-headers: --uri:
scheduler jobs update pubsub|--clear-attributes --clear-max-backoff --clear-max-doublings --clear-max-retry-attempts --clear-max-retry-duration --clear-min-backoff --clear-time-zone --description: --location: --max-backoff: --max-doublings: --max-retry-attempts: --max-retry-duration: --message-body: --message-body-from-file:@r --min-backoff: --remove-attributes: --schedule: --time-zone: --topic: --update-attributes:
scheduler locations|
scheduler locations describe|
scheduler locations list|--filter: --limit: --page-size: --sort-by: --uri
secrets|
secrets add-iam-policy-binding|--condition: --condition-from-file:@r --location: --member: --role:
secrets create|--data-file:@r --expire-time: --kms-key-name: --labels: --location: --locations: --next-rotation-time: --regional-kms-key-name: --replication-policy: --replication-policy-file:@r --rotation-period: --set-annotations: --topics: --ttl: --version-destroy-ttl:
secrets delete|--etag: --location:
secrets describe|--location:
secrets get-iam-policy|--filter: --limit: --location: --page-size: --sort-by:
secrets list|--filter: --limit: --location: --page-size: --sort-by: --uri
secrets locations|
secrets locations describe|
secrets locations list|--filter: --limit: --page-size: --sort-by: --uri
secrets remove-iam-policy-binding|--all --condition: --condition-from-file:@r --location: --member: --role:
secrets replication|
secrets replication get|
secrets replication set|--replication-policy-file:@r
secrets replication update|--location: --remove-cmek --set-kms-key:
secrets set-iam-policy|--location:
secrets update|--add-topics: --clear-annotations --clear-labels --clear-topics --clear-version-aliases --etag: --expire-time: --location: --next-rotation-time: --regional-kms-key-name: --remove-annotations: --remove-expiration --remove-labels: --remove-next-rotation-time --remove-regional-kms-key-name --remove-rotation-period --remove-rotation-schedule --remove-topics: --remove-version-aliases: --remove-version-destroy-ttl --rotation-period: --ttl: --update-annotations: --update-labels: --update-version-aliases: --version-destroy-ttl:
secrets versions|
secrets versions access|--location: --out-file:@w --secret:
secrets versions add|--data-file:@r --location:
secrets versions describe|--location: --secret:
secrets versions destroy|--etag: --location: --secret:
secrets versions disable|--etag: --location: --secret:
secrets versions enable|--etag: --location: --secret:
secrets versions list|--filter: --limit: --location: --page-size: --sort-by: --uri
services|
services api-keys|
services api-keys create|--allowed-application: --allowed-bundle-ids: --allowed-ips: --allowed-referrers: --annotations: --api-target: --async --display-name: --key-id: --service-account:
services api-keys delete|--async --location:
services api-keys describe|--location:
services api-keys get-key-string|--location:
services api-keys list|--filter: --limit: --page-size: --show-deleted --sort-by: --uri
services api-keys lookup|
services api-keys undelete|--async --key-string: --location:
services api-keys update|--allowed-application: --allowed-bundle-ids: --allowed-ips: --allowed-referrers: --annotations: --api-target: --async --clear-annotations --clear-restrictions --display-name: --location:
services disable|--async --force
services enable|--async
services list|--available --enabled --filter: --limit: --page-size: --sort-by:
services operations|
services operations describe|--full:
services operations wait|
services peered-dns-domains|
services peered-dns-domains create|--async --dns-suffix: --network: --service:
services peered-dns-domains delete|--async --network: --service:
services peered-dns-domains list|--network: --service:
services vpc-peerings|
services vpc-peerings delete|--async --network: --service:
services vpc-peerings disable-vpc-service-controls|--async --network: --service:
services vpc-peerings enable-vpc-service-controls|--async --network: --service:
services vpc-peerings get-vpc-service-controls|--network: --service:
services vpc-peerings list|--network: --service:
services vpc-peerings operations|
services vpc-peerings operations describe|--name:
services vpc-peerings operations wait|--name:
services vpc-peerings update|--async --force --network: --ranges: --service:
spanner|
spanner databases|
spanner databases add-iam-policy-binding|--condition: --condition-from-file:@r --instance: --member: --role:
spanner databases change-quorum|--dual-region --etag: --instance: --serving-location: --single-region
spanner databases create|--async --database-dialect: --ddl: --ddl-file:@r --instance: --kms-key: --kms-keyring: --kms-keys: --kms-location: --kms-project: --proto-descriptors-file:@r
spanner databases ddl|
spanner databases ddl describe|--filter: --include-proto-descriptors --instance: --limit: --page-size: --sort-by: --uri
spanner databases ddl update|--async --ddl: --ddl-file:@r --instance: --proto-descriptors-file:@r
spanner databases delete|--instance:
spanner databases describe|--instance:
spanner databases execute-sql|--database-role: --enable-partitioned-dml --instance: --priority: --query-mode: --read-timestamp: --sql: --strong --timeout:
spanner databases get-iam-policy|--filter: --instance: --limit: --page-size: --sort-by:
spanner databases list|--filter: --instance: --limit: --page-size: --sort-by: --uri
spanner databases remove-iam-policy-binding|--all --condition: --condition-from-file:@r --instance: --member: --role:
spanner databases restore|--async --destination-database: --destination-instance: --encryption-type: --kms-key: --kms-keyring: --kms-keys: --kms-location: --kms-project: --source-backup: --source-instance:
spanner databases roles|
spanner databases roles list|--database: --filter: --instance: --limit: --page-size: --sort-by: --uri
spanner databases sessions|
spanner databases sessions delete|--database: --instance:
spanner databases sessions list|--database: --filter: --instance: --limit: --page-size: --server-filter: --sort-by: --uri
spanner databases set-iam-policy|--instance:
spanner databases splits|
spanner databases splits add|--initiator: --instance: --split-expiration-date: --splits-file:@r
spanner databases splits list|--filter: --instance: --limit: --page-size: --sort-by:
spanner databases update|--async --enable-drop-protection --instance: --kms-keys:
spanner instances|
spanner instances add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
spanner instances create|--asymmetric-autoscaling-option: --async --autoscaling-high-priority-cpu-target: --autoscaling-max-nodes: --autoscaling-max-processing-units: --autoscaling-min-nodes: --autoscaling-min-processing-units: --autoscaling-storage-target: --config: --default-backup-schedule-type: --description: --edition: --expire-behavior: --instance-type: --nodes: --processing-units:
spanner instances delete|
spanner instances describe|
spanner instances get-iam-policy|--filter: --limit: --page-size: --sort-by:
spanner instances get-locations|--verbose
spanner instances list|--filter: --limit: --page-size: --sort-by: --uri
spanner instances move|--target-config: --target-database-move-configs:
spanner instances remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
spanner instances set-iam-policy|
spanner instances update|--asymmetric-autoscaling-option: --async --autoscaling-high-priority-cpu-target: --autoscaling-max-nodes: --autoscaling-max-processing-units: --autoscaling-min-nodes: --autoscaling-min-processing-units: --autoscaling-storage-target: --clear-asymmetric-autoscaling-option: --default-backup-schedule-type: --description: --edition: --expire-behavior: --instance-type: --nodes: --processing-units:
sql|
sql backups|
sql backups create|--async --description: --instance: --location:
sql backups delete|--async --instance:
sql backups describe|--instance:
sql backups list|--filter: --instance: --limit: --page-size: --sort-by: --uri
sql backups patch|--backup-description: --expiry-time: --ttl-days:
sql backups restore|--activation-policy: --active-directory-domain: --allowed-psc-projects: --assign-ip --async --audit-bucket-path: --audit-retention-interval: --audit-upload-interval: --authorized-networks: --availability-type: --backup --backup-instance: --backup-location: --backup-project: --backup-start-time: --collation: --connector-enforcement: --cpu: --database-version: --deletion-protection --deny-maintenance-period-end-date: --deny-maintenance-period-start-date: --deny-maintenance-period-time: --disk-encryption-key: --disk-encryption-key-keyring: --disk-encryption-key-location: --disk-encryption-key-project: --edition: --enable-bin-log --enable-google-private-path --enable-point-in-time-recovery --enable-private-service-connect --gce-zone: --insights-config-query-insights-enabled --insights-config-query-plans-per-minute: --insights-config-query-string-length: --insights-config-record-application-tags --insights-config-record-client-address --maintenance-release-channel: --maintenance-window-day: --maintenance-window-hour: --memory: --network: --region: --require-ssl --restore-instance: --retained-backups-count: --retained-transaction-log-days: --secondary-zone: --ssl-mode: --storage-auto-increase --storage-provisioned-iops: --storage-provisioned-throughput: --storage-size: --storage-type: --tier: --time-zone: --timeout: --zone:
sql databases|
sql databases create|--async --charset: --collation: --instance:
sql databases delete|--instance:
sql databases describe|--instance:
sql databases list|--filter: --instance: --limit: --page-size: --sort-by: --uri
sql databases patch|--charset: --collation: --diff --instance:
sql instances|
sql instances acquire-ssrs-lease|--duration: --report-database: --service-login: --setup-login:
sql instances clone|--async --bin-log-file-name: --bin-log-position: --point-in-time: --preferred-secondary-zone: --preferred-zone: --restore-database-name:
sql instances create|--activation-policy: --active-directory-domain: --allowed-psc-projects: --assign-ip --async --audit-bucket-path: --audit-retention-interval: --audit-upload-interval: --authorized-networks: --availability-type: --backup --backup-location: --backup-start-time: --cascadable-replica --collation: --connector-enforcement: --cpu: --custom-subject-alternative-names: --database-flags: --database-version: --deletion-protection --deny-maintenance-period-end-date: --deny-maintenance-period-start-date: --deny-maintenance-period-time: --disk-encryption-key: --disk-encryption-key-keyring: --disk-encryption-key-location: --disk-encryption-key-project: --edition: --enable-bin-log --enable-data-cache --enable-dataplex-integration --enable-google-ml-integration --enable-google-private-path --enable-password-policy --enable-point-in-time-recovery --enable-private-service-connect --failover-replica-name: --gce-zone: --insights-config-query-insights-enabled --insights-config-query-plans-per-minute: --insights-config-query-string-length: --insights-config-record-application-tags --insights-config-record-client-address --maintenance-release-channel: --maintenance-window-day: --maintenance-window-hour: --master-instance-name: --memory: --network: --password-policy-complexity: --password-policy-disallow-username-substring --password-policy-min-length: --password-policy-password-change-interval: --password-policy-reuse-interval: --psc-auto-connections: --recreate-replicas-on-primary-crash --region: --replica-type: --replication: --require-ssl --retain-backups-on-delete --retained-backups-count: --retained-transaction-log-days: --root-password: --secondary-zone: --server-ca-mode: --server-ca-pool: --ssl-mode: --storage-auto-increase --storage-provisioned-iops: --storage-provisioned-throughput: --storage-size: --storage-type: --tags: --threads-per-core: --tier: --time-zone: --timeout: --zone:
sql instances delete|--async --enable-final-backup --final-backup-description: --final-backup-expiry-time: --final-backup-retention-days:
sql instances describe|
sql instances export|--async --database: --table:
sql instances failover|--async
sql instances get-latest-recovery-time|
sql instances import|--async --database:
sql instances list|--filter: --limit: --page-size: --show-edition --show-sql-network-architecture --show-transactional-log-storage-state --sort-by: --uri
sql instances patch|--activation-policy: --active-directory-domain: --allowed-psc-projects: --assign-ip --async --audit-bucket-path: --audit-retention-interval: --audit-upload-interval: --authorized-gae-apps: --authorized-networks: --availability-type: --backup-location: --backup-start-time: --clear-allowed-psc-projects --clear-authorized-networks --clear-custom-subject-alternative-names --clear-database-flags --clear-failover-dr-replica-name --clear-gae-apps --clear-password-policy --connector-enforcement: --cpu: --custom-subject-alternative-names: --database-flags: --database-version: --deletion-protection --deny-maintenance-period-end-date: --deny-maintenance-period-start-date: --deny-maintenance-period-time: --diff --edition: --enable-bin-log --enable-data-cache --enable-database-replication --enable-dataplex-integration --enable-google-ml-integration --enable-google-private-path --enable-password-policy --enable-point-in-time-recovery --enable-private-service-connect --failover-dr-replica-name: --follow-gae-app: --gce-zone: --include-replicas-for-major-version-upgrade --insights-config-query-insights-enabled --insights-config-query-plans-per-minute: --insights-config-query-string-length: --insights-config-record-application-tags --insights-config-record-client-address --maintenance-release-channel: --maintenance-version: --maintenance-window-any --maintenance-window-day: --maintenance-window-hour: --memory: --network: --no-backup --password-policy-complexity: --password-policy-disallow-username-substring --password-policy-min-length: --password-policy-password-change-interval: --password-policy-reuse-interval: --pricing-plan: --recreate-replicas-on-primary-crash --remove-deny-maintenance-period --replication: --require-ssl --retain-backups-on-delete --retained-backups-count: --retained-transaction-log-days: --secondary-zone: --simulate-maintenance-event --ssl-mode: --storage-auto-increase --storage-provisioned-iops: --storage-provisioned-throughput: --storage-size: --switch-transaction-logs-to-cloud-storage --threads-per-core: --tier: --time-zone: --upgrade-sql-network-architecture --zone:
sql instances promote-replica|--async --failover
sql instances reencrypt|--async
sql instances release-ssrs-lease|
sql instances reset-ssl-config|--async
sql instances restart|--async
sql instances restore-backup|--async --backup-id: --backup-instance:
sql instances switchover|--async --db-timeout:
sql operations|
sql operations cancel|
sql operations describe|
sql operations list|--filter: --instance: --limit: --page-size: --sort-by: --uri
sql operations wait|--timeout:
sql users|
sql users create|--async --host: --instance: --password: --password-policy-allowed-failed-attempts: --password-policy-enable-failed-attempts-check --password-policy-enable-password-verification --password-policy-password-expiration-duration: --type:
sql users delete|--async --host: --instance:
sql users describe|--host: --instance:
sql users list|--filter: --instance: --limit: --page-size: --sort-by: --uri
sql users set-password|--async --discard-dual-password --host: --instance: --password: --prompt-for-password --retain-password
sql users set-password-policy|--async --clear-password-policy --host: --instance: --password-policy-allowed-failed-attempts: --password-policy-enable-failed-attempts-check --password-policy-enable-password-verification --password-policy-password-expiration-duration:
storage|
storage batch-operations|
storage batch-operations jobs|
storage batch-operations jobs cancel|
storage batch-operations jobs create|--bucket: --delete-object --description: --enable-permanent-object-deletion --included-object-prefixes: --log-action-states: --log-actions: --manifest-location: --put-metadata: --put-object-event-based-hold --put-object-temporary-hold --rewrite-object:
storage batch-operations jobs delete|
storage batch-operations jobs describe|
storage batch-operations jobs list|--filter: --limit: --page-size: --sort-by:
storage buckets|
storage buckets add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
storage buckets anywhere-caches|
storage buckets anywhere-caches create|--admission-policy: --ttl:
storage buckets anywhere-caches describe|--raw
storage buckets anywhere-caches disable|
storage buckets anywhere-caches list|--filter: --limit: --page-size: --raw --sort-by: --uri
storage buckets anywhere-caches pause|
storage buckets anywhere-caches resume|
storage buckets anywhere-caches update|--admission-policy: --ttl:
storage buckets create|--additional-headers: --autoclass-terminal-storage-class: --default-encryption-key: --default-storage-class: --enable-autoclass --enable-hierarchical-namespace --enable-per-object-retention --lifecycle-file:@r --location: --pap --placement: --public-access-prevention --recovery-point-objective: --retention-period: --rpo: --soft-delete-duration: --uniform-bucket-level-access
storage buckets delete|--additional-headers: --continue-on-error
storage buckets describe|--additional-headers: --raw
storage buckets get-iam-policy|
storage buckets list|--additional-headers: --filter: --limit: --page-size: --raw --sort-by: --uri
storage buckets notifications|
storage buckets notifications create|--custom-attributes: --event-types: --object-prefix: --payload-format: --skip-topic-setup --topic:
storage buckets notifications delete|
storage buckets notifications describe|
storage buckets notifications list|--filter: --limit: --page-size: --sort-by: --uri
storage buckets relocate|--dry-run --finalize --location: --operation: --placement: --ttl:
storage buckets remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
storage buckets set-iam-policy|--continue-on-error --etag:
storage buckets update|--acl-file:@r --add-acl-grant: --add-default-object-acl-grant: --additional-headers: --autoclass-terminal-storage-class: --canned-acl: --clear-cors --clear-default-encryption-key --clear-labels --clear-lifecycle --clear-log-bucket --clear-log-object-prefix --clear-pap --clear-public-access-prevention --clear-retention-period --clear-soft-delete --clear-web-error-page --clear-web-main-page-suffix --continue-on-error --cors-file:@r --default-encryption-key: --default-event-based-hold --default-object-acl-file:@r --default-storage-class: --enable-autoclass --labels-file:@r --lifecycle-file:@r --lock-retention-period --log-bucket: --log-object-prefix: --pap --predefined-acl: --predefined-default-object-acl: --public-access-prevention --recovery-point-objective: --remove-acl-grant: --remove-default-object-acl-grant: --remove-labels: --requester-pays --retention-period: --rpo: --soft-delete-duration: --uniform-bucket-level-access --update-labels: --versioning --web-error-page: --web-main-page-suffix:
storage cat|--additional-headers: --decryption-keys: --display-url --range:
storage cp|--additional-headers: --all-versions --cache-control: --canned-acl: --clear-custom-metadata --content-disposition: --content-encoding: --content-language: --content-md5: --content-type: --continue-on-error --custom-metadata: --custom-time: --daisy-chain --decryption-keys: --do-not-decompress --encryption-key: --gzip-in-flight: --gzip-in-flight-all --gzip-local: --gzip-local-all --if-generation-match: --if-metageneration-match: --ignore-symlinks --include-managed-folders --manifest-path:@w --no-clobber --predefined-acl: --preserve-acl --preserve-posix --preserve-symlinks --print-created-message --recursive --remove-custom-metadata: --retain-until: --retention-mode: --skip-unsupported --storage-class: --update-custom-metadata:
storage du|--additional-headers: --all-versions --exclude-name-pattern: --exclude-name-pattern-file:@r --readable-sizes --summarize --total --zero-terminator
storage folders|
storage folders create|--additional-headers: --recursive
storage folders delete|--additional-headers:
storage folders describe|--additional-headers: --raw
storage folders list|--additional-headers: --filter: --limit: --page-size: --raw --sort-by: --uri
storage hash|--additional-headers: --decryption-keys: --hex --skip-crc32c --skip-md5
storage hmac|
storage hmac create|
storage hmac delete|
storage hmac describe|
storage hmac list|--all --filter: --limit: --long --page-size: --service-account: --sort-by: --uri
storage hmac update|--activate --deactivate --etag:
storage insights|
storage insights inventory-reports|
storage insights inventory-reports create|--csv-delimiter: --csv-header --csv-separator: --destination: --display-name: --metadata-fields: --parquet --schedule-repeats: --schedule-repeats-until: --schedule-starts:
storage insights inventory-reports delete|--force --location:
storage insights inventory-reports describe|--location:
storage insights inventory-reports details|
storage insights inventory-reports details describe|--location: --report-config:
storage insights inventory-reports details list|--filter: --limit: --location: --page-size: --sort-by: --uri
storage insights inventory-reports list|--filter: --limit: --location: --page-size: --sort-by: --source:@r --uri
storage insights inventory-reports update|--add-metadata-fields: --csv-delimiter: --csv-header --csv-separator: --destination: --display-name: --location: --metadata-fields: --parquet --remove-metadata-fields: --schedule-repeats: --schedule-repeats-until: --schedule-starts:
storage ls|--additional-headers: --all-versions --buckets --decryption-keys: --etag --exhaustive --fetch-encrypted-object-hashes --full --json --long --next-page-token: --readable-sizes --recursive --soft-deleted
storage managed-folders|
storage managed-folders add-iam-policy-binding|--condition: --condition-from-file:@r --member: --role:
storage managed-folders create|--additional-headers:
storage managed-folders delete|--additional-headers: --continue-on-error
storage managed-folders describe|--additional-headers: --raw
storage managed-folders get-iam-policy|
storage managed-folders list|--additional-headers: --filter: --limit: --page-size: --raw --sort-by: --uri
storage managed-folders remove-iam-policy-binding|--all --condition: --condition-from-file:@r --member: --role:
storage managed-folders set-iam-policy|--continue-on-error --etag:
storage mv|--additional-headers: --all-versions --cache-control: --canned-acl: --clear-custom-metadata --content-disposition: --content-encoding: --content-language: --content-md5: --content-type: --continue-on-error --custom-metadata: --custom-time: --daisy-chain --decryption-keys: --do-not-decompress --encryption-key: --gzip-in-flight: --gzip-in-flight-all --gzip-local: --gzip-local-all --if-generation-match: --if-metageneration-match: --ignore-symlinks --include-managed-folders --manifest-path:@w --no-clobber --predefined-acl: --preserve-acl --preserve-posix --preserve-symlinks --print-created-message --remove-custom-metadata: --retain-until: --retention-mode: --skip-unsupported --storage-class: --update-custom-metadata:
storage objects|
storage objects compose|--additional-headers: --if-generation-match: --if-metageneration-match: --retain-until: --retention-mode:
storage objects describe|--additional-headers: --decryption-keys: --fetch-encrypted-object-hashes --raw --soft-deleted
storage objects list|--additional-headers: --decryption-keys: --exhaustive --fetch-encrypted-object-hashes --filter: --limit: --next-page-token: --page-size: --raw --soft-deleted --sort-by: --stat --uri
storage objects update|--acl-file:@r --add-acl-grant: --additional-headers: --all-versions --cache-control: --canned-acl: --clear-cache-control --clear-content-disposition --clear-content-encoding --clear-content-language --clear-content-type --clear-custom-metadata --clear-custom-time --clear-encryption-key --clear-retention --content-disposition: --content-encoding: --content-language: --content-type: --continue-on-error --custom-metadata: --custom-time: --decryption-keys: --encryption-key: --event-based-hold --if-generation-match: --if-metageneration-match: --override-unlocked-retention --predefined-acl: --preserve-acl --recursive --remove-acl-grant: --remove-custom-metadata: --retain-until: --retention-mode: --storage-class: --temporary-hold --update-custom-metadata:
storage operations|
storage operations cancel|
storage operations describe|
storage operations list|--filter: --limit: --server-filter: --sort-by:
storage restore|--all-versions --allow-overwrite --async --deleted-after-time: --deleted-before-time: --if-generation-match: --if-metageneration-match: --preserve-acl
storage rm|--additional-headers: --all-versions --continue-on-error --exclude-managed-folders --if-generation-match: --if-metageneration-match: --recursive
storage rsync|--additional-headers: --cache-control: --canned-acl: --checksums-only --clear-custom-metadata --content-disposition: --content-encoding: --content-language: --content-md5: --content-type: --continue-on-error --custom-metadata: --custom-time: --decryption-keys: --delete-unmatched-destination-objects --dry-run --encryption-key: --exclude: --gzip-in-flight: --gzip-in-flight-all --if-generation-match: --if-metageneration-match: --ignore-symlinks --include-managed-folders --no-clobber --predefined-acl: --preserve-posix --recursive --remove-custom-metadata: --skip-if-dest-has-newer-mtime --skip-unsupported --update-custom-metadata:
storage service-agent|--authorize-cmek:
storage sign-url|--duration: --headers: --http-verb: --private-key-file:@r --private-key-password: --query-params: --region:
tasks|
tasks buffer|--location: --queue: --task-id:
tasks cmek-config|
tasks cmek-config describe|--location:
tasks cmek-config update|--clear-kms-key --kms-key-name: --kms-keyring: --kms-project: --location:
tasks create-app-engine-task|--body-content: --body-file:@r --header: --location: --method: --queue: --relative-uri: --routing: --schedule-time:
tasks create-http-task|--body-content: --body-file:@r --header: --location: --method: --oauth-service-account-email: --oauth-token-scope: --oidc-service-account-email: --oidc-token-audience: --queue: --schedule-time: --url:
tasks delete|--location: --queue:
tasks describe|--location: --queue: --response-view:
tasks list|--filter: --limit: --location: --page-size: --queue: --sort-by: --uri
tasks locations|
tasks locations describe|
tasks locations list|--filter: --limit: --page-size: --sort-by: --uri
tasks queues|
tasks queues add-iam-policy-binding|--location: --member: --role:
tasks queues create|--http-header-override: --http-method-override: --http-oauth-service-account-email-override: --http-oauth-token-scope-override: --http-oidc-service-account-email-override: --http-oidc-token-audience-override: --http-uri-override: --location: --log-sampling-ratio: --max-attempts: --max-backoff: --max-concurrent-dispatches: --max-dispatches-per-second: --max-doublings: --max-retry-duration: --min-backoff: --routing-override:
tasks queues delete|--location:
tasks queues describe|--location:
tasks queues get-iam-policy|--filter: --limit: --location: --page-size: --sort-by:
tasks queues list|--filter: --limit: --location: --page-size: --sort-by: --uri
tasks queues pause|--location:
tasks queues purge|--location:
tasks queues remove-iam-policy-binding|--location: --member: --role:
tasks queues resume|--location:
tasks queues set-iam-policy|--location:
tasks queues update|--clear-http-header-override --clear-http-method-override --clear-http-oauth-service-account-email-override --clear-http-oauth-token-scope-override --clear-http-oidc-service-account-email-override --clear-http-oidc-token-audience-override --clear-http-uri-override --clear-log-sampling-ratio --clear-max-attempts --clear-max-backoff --clear-max-concurrent-dispatches --clear-max-dispatches-per-second --clear-max-doublings --clear-max-retry-duration --clear-min-backoff --clear-routing-override --http-header-override: --http-method-override: --http-oauth-service-account-email-override: --http-oauth-token-scope-override: --http-oidc-service-account-email-override: --http-oidc-token-audience-override: --http-uri-override: --location: --log-sampling-ratio: --max-attempts: --max-backoff: --max-concurrent-dispatches: --max-dispatches-per-second: --max-doublings: --max-retry-duration: --min-backoff: --routing-override:
tasks run|--location: --queue:
topic|
topic accessibility|
topic arg-files|
topic cli-trees|
topic client-certificate|
topic command-conventions|
topic configurations|
topic datetimes|
topic endpoint-override|
topic escaping|
topic filters|
topic flags-file|
topic formats|
topic gcloudignore|
topic offline-help|
topic projections|
topic resource-keys|
topic startup|
topic uninstall|
version|
`
