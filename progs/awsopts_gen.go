// Code generated from the argument tables of aws-cli 1.45.11 (botocore 1.43.11); DO NOT EDIT.

package progs

// awsGenerated lists, one a line, each operation of the services pregate
// models ("SERVICE OPERATION|OPTIONS"), with the options the CLI's parser
// builds for it, customizations included; a service alone has none.
const awsGenerated = `
cloudformation|
cloudformation activate-organizations-access|--cli-input-json: --generate-cli-skeleton:
cloudformation activate-type|--type: --public-type-arn: --publisher-id: --type-name: --type-name-alias: --auto-update --no-auto-update --logging-config: --execution-role-arn: --version-bump: --major-version: --cli-input-json: --generate-cli-skeleton:
cloudformation batch-describe-type-configurations|--type-configuration-identifiers: --cli-input-json: --generate-cli-skeleton:
cloudformation cancel-update-stack|--stack-name: --client-request-token: --cli-input-json: --generate-cli-skeleton:
cloudformation continue-update-rollback|--stack-name: --role-arn: --resources-to-skip: --client-request-token: --cli-input-json: --generate-cli-skeleton:
cloudformation create-change-set|--stack-name: --template-body: --template-url: --use-previous-template --no-use-previous-template --parameters: --capabilities: --resource-types: --role-arn: --rollback-configuration: --notification-arns: --tags: --change-set-name: --client-token: --description: --change-set-type: --resources-to-import: --include-nested-stacks --no-include-nested-stacks --on-stack-failure: --import-existing-resources --no-import-existing-resources --deployment-mode: --cli-input-json: --generate-cli-skeleton:
cloudformation create-generated-template|--resources: --generated-template-name: --stack-name: --template-configuration: --cli-input-json: --generate-cli-skeleton:
cloudformation create-stack|--stack-name: --template-body: --template-url: --parameters: --disable-rollback --no-disable-rollback --rollback-configuration: --timeout-in-minutes: --notification-arns: --capabilities: --resource-types: --role-arn: --on-failure: --stack-policy-body: --stack-policy-url: --tags: --client-request-token: --enable-termination-protection --no-enable-termination-protection --retain-except-on-create --no-retain-except-on-create --cli-input-json: --generate-cli-skeleton:
cloudformation create-stack-instances|--stack-set-name: --accounts: --deployment-targets: --regions: --parameter-overrides: --operation-preferences: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation create-stack-refactor|--description: --enable-stack-creation --no-enable-stack-creation --resource-mappings: --stack-definitions: --cli-input-json: --generate-cli-skeleton:
cloudformation create-stack-set|--stack-set-name: --description: --template-body: --template-url: --stack-id: --parameters: --capabilities: --tags: --administration-role-arn: --execution-role-name: --permission-model: --auto-deployment: --call-as: --client-request-token: --managed-execution: --cli-input-json: --generate-cli-skeleton:
cloudformation deactivate-organizations-access|--cli-input-json: --generate-cli-skeleton:
cloudformation deactivate-type|--type-name: --type: --arn: --cli-input-json: --generate-cli-skeleton:
cloudformation delete-change-set|--change-set-name: --stack-name: --cli-input-json: --generate-cli-skeleton:
cloudformation delete-generated-template|--generated-template-name: --cli-input-json: --generate-cli-skeleton:
cloudformation delete-stack|--stack-name: --retain-resources: --role-arn: --client-request-token: --deletion-mode: --cli-input-json: --generate-cli-skeleton:
cloudformation delete-stack-instances|--stack-set-name: --accounts: --deployment-targets: --regions: --operation-preferences: --retain-stacks --no-retain-stacks --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation delete-stack-set|--stack-set-name: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation deploy|--template-file: --stack-name: --s3-bucket: --force-upload --s3-prefix: --kms-key-id: --parameter-overrides: --capabilities: --no-execute-changeset --disable-rollback --no-disable-rollback --role-arn: --notification-arns: --fail-on-empty-changeset --no-fail-on-empty-changeset --tags:
cloudformation deregister-type|--arn: --type: --type-name: --version-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-account-limits|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation describe-change-set|--change-set-name: --stack-name: --next-token: --include-property-values --no-include-property-values --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation describe-change-set-hooks|--change-set-name: --stack-name: --next-token: --logical-resource-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-events|--stack-name: --change-set-name: --operation-id: --filters: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation describe-generated-template|--generated-template-name: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-organizations-access|--call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-publisher|--publisher-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-resource-scan|--resource-scan-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-drift-detection-status|--stack-drift-detection-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-events|--stack-name: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation describe-stack-instance|--stack-set-name: --stack-instance-account: --stack-instance-region: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-refactor|--stack-refactor-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-resource|--stack-name: --logical-resource-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-resource-drifts|--stack-name: --stack-resource-drift-status-filters: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-resources|--stack-name: --logical-resource-id: --physical-resource-id: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-set|--stack-set-name: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stack-set-operation|--stack-set-name: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-stacks|--stack-name: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation describe-type|--type: --type-name: --arn: --version-id: --publisher-id: --public-version-number: --cli-input-json: --generate-cli-skeleton:
cloudformation describe-type-registration|--registration-token: --cli-input-json: --generate-cli-skeleton:
cloudformation detect-stack-drift|--stack-name: --logical-resource-ids: --cli-input-json: --generate-cli-skeleton:
cloudformation detect-stack-resource-drift|--stack-name: --logical-resource-id: --cli-input-json: --generate-cli-skeleton:
cloudformation detect-stack-set-drift|--stack-set-name: --operation-preferences: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation estimate-template-cost|--template-body: --template-url: --parameters: --cli-input-json: --generate-cli-skeleton:
cloudformation execute-change-set|--change-set-name: --stack-name: --client-request-token: --disable-rollback --no-disable-rollback --retain-except-on-create --no-retain-except-on-create --cli-input-json: --generate-cli-skeleton:
cloudformation execute-stack-refactor|--stack-refactor-id: --cli-input-json: --generate-cli-skeleton:
cloudformation get-generated-template|--format: --generated-template-name: --cli-input-json: --generate-cli-skeleton:
cloudformation get-hook-result|--hook-result-id: --cli-input-json: --generate-cli-skeleton:
cloudformation get-stack-policy|--stack-name: --cli-input-json: --generate-cli-skeleton:
cloudformation get-template|--stack-name: --change-set-name: --template-stage: --cli-input-json: --generate-cli-skeleton:
cloudformation get-template-summary|--template-body: --template-url: --stack-name: --stack-set-name: --call-as: --template-summary-config: --cli-input-json: --generate-cli-skeleton:
cloudformation import-stacks-to-stack-set|--stack-set-name: --stack-ids: --stack-ids-url: --organizational-unit-ids: --operation-preferences: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation list-change-sets|--stack-name: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation list-exports|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation list-generated-templates|--next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-hook-results|--target-type: --target-id: --type-arn: --status: --next-token: --cli-input-json: --generate-cli-skeleton:
cloudformation list-imports|--export-name: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation list-resource-scan-related-resources|--resource-scan-id: --resources: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-resource-scan-resources|--resource-scan-id: --resource-identifier: --resource-type-prefix: --tag-key: --tag-value: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-resource-scans|--next-token: --max-results: --scan-type-filter: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-instance-resource-drifts|--stack-set-name: --next-token: --max-results: --stack-instance-resource-drift-statuses: --stack-instance-account: --stack-instance-region: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation list-stack-instances|--stack-set-name: --next-token: --max-results: --filters: --stack-instance-account: --stack-instance-region: --call-as: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-refactor-actions|--stack-refactor-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-refactors|--execution-status-filter: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-resources|--stack-name: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation list-stack-set-auto-deployment-targets|--stack-set-name: --next-token: --max-results: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation list-stack-set-operation-results|--stack-set-name: --operation-id: --next-token: --max-results: --call-as: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-set-operations|--stack-set-name: --next-token: --max-results: --call-as: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stack-sets|--next-token: --max-results: --status: --call-as: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation list-stacks|--next-token: --stack-status-filter: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudformation list-type-registrations|--type: --type-name: --type-arn: --registration-status-filter: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
cloudformation list-type-versions|--type: --type-name: --arn: --max-results: --next-token: --deprecated-status: --publisher-id: --cli-input-json: --generate-cli-skeleton:
cloudformation list-types|--visibility: --provisioning-type: --deprecated-status: --type: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudformation package|--template-file: --s3-bucket: --s3-prefix: --kms-key-id: --output-template-file: --use-json --force-upload --metadata:
cloudformation publish-type|--type: --arn: --type-name: --public-version-number: --cli-input-json: --generate-cli-skeleton:
cloudformation record-handler-progress|--bearer-token: --operation-status: --current-operation-status: --status-message: --error-code: --resource-model: --client-request-token: --cli-input-json: --generate-cli-skeleton:
cloudformation register-publisher|--accept-terms-and-conditions --no-accept-terms-and-conditions --connection-arn: --cli-input-json: --generate-cli-skeleton:
cloudformation register-type|--type: --type-name: --schema-handler-package: --logging-config: --execution-role-arn: --client-request-token: --cli-input-json: --generate-cli-skeleton:
cloudformation rollback-stack|--stack-name: --role-arn: --client-request-token: --retain-except-on-create --no-retain-except-on-create --cli-input-json: --generate-cli-skeleton:
cloudformation set-stack-policy|--stack-name: --stack-policy-body: --stack-policy-url: --cli-input-json: --generate-cli-skeleton:
cloudformation set-type-configuration|--type-arn: --configuration: --configuration-alias: --type-name: --type: --cli-input-json: --generate-cli-skeleton:
cloudformation set-type-default-version|--arn: --type: --type-name: --version-id: --cli-input-json: --generate-cli-skeleton:
cloudformation signal-resource|--stack-name: --logical-resource-id: --unique-id: --status: --cli-input-json: --generate-cli-skeleton:
cloudformation start-resource-scan|--client-request-token: --scan-filters: --cli-input-json: --generate-cli-skeleton:
cloudformation stop-stack-set-operation|--stack-set-name: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation test-type|--arn: --type: --type-name: --version-id: --log-delivery-bucket: --cli-input-json: --generate-cli-skeleton:
cloudformation update-generated-template|--generated-template-name: --new-generated-template-name: --add-resources: --remove-resources: --refresh-all-resources --no-refresh-all-resources --template-configuration: --cli-input-json: --generate-cli-skeleton:
cloudformation update-stack|--stack-name: --template-body: --template-url: --use-previous-template --no-use-previous-template --stack-policy-during-update-body: --stack-policy-during-update-url: --parameters: --capabilities: --resource-types: --role-arn: --rollback-configuration: --stack-policy-body: --stack-policy-url: --notification-arns: --tags: --disable-rollback --no-disable-rollback --client-request-token: --retain-except-on-create --no-retain-except-on-create --cli-input-json: --generate-cli-skeleton:
cloudformation update-stack-instances|--stack-set-name: --accounts: --deployment-targets: --regions: --parameter-overrides: --operation-preferences: --operation-id: --call-as: --cli-input-json: --generate-cli-skeleton:
cloudformation update-stack-set|--stack-set-name: --description: --template-body: --template-url: --use-previous-template --no-use-previous-template --parameters: --capabilities: --tags: --operation-preferences: --administration-role-arn: --execution-role-name: --deployment-targets: --permission-model: --auto-deployment: --operation-id: --accounts: --regions: --call-as: --managed-execution: --cli-input-json: --generate-cli-skeleton:
cloudformation update-termination-protection|--enable-termination-protection --no-enable-termination-protection --stack-name: --cli-input-json: --generate-cli-skeleton:
cloudformation validate-template|--template-body: --template-url: --cli-input-json: --generate-cli-skeleton:
cloudwatch|
cloudwatch delete-alarm-mute-rule|--alarm-mute-rule-name: --cli-input-json: --generate-cli-skeleton:
cloudwatch delete-alarms|--alarm-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch delete-anomaly-detector|--namespace: --metric-name: --dimensions: --stat: --single-metric-anomaly-detector: --metric-math-anomaly-detector: --cli-input-json: --generate-cli-skeleton:
cloudwatch delete-dashboards|--dashboard-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch delete-insight-rules|--rule-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch delete-metric-stream|--name: --cli-input-json: --generate-cli-skeleton:
cloudwatch describe-alarm-contributors|--alarm-name: --next-token: --cli-input-json: --generate-cli-skeleton:
cloudwatch describe-alarm-history|--alarm-name: --alarm-contributor-id: --alarm-types: --history-item-type: --start-date: --end-date: --max-records: --next-token: --scan-by: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudwatch describe-alarms|--alarm-names: --alarm-name-prefix: --alarm-types: --children-of-alarm-name: --parents-of-alarm-name: --state-value: --action-prefix: --max-records: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudwatch describe-alarms-for-metric|--metric-name: --namespace: --statistic: --extended-statistic: --dimensions: --period: --unit: --cli-input-json: --generate-cli-skeleton:
cloudwatch describe-anomaly-detectors|--next-token: --max-results: --namespace: --metric-name: --dimensions: --anomaly-detector-types: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudwatch describe-insight-rules|--next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
cloudwatch disable-alarm-actions|--alarm-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch disable-insight-rules|--rule-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch enable-alarm-actions|--alarm-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch enable-insight-rules|--rule-names: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-alarm-mute-rule|--alarm-mute-rule-name: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-dashboard|--dashboard-name: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-insight-rule-report|--rule-name: --start-time: --end-time: --period: --max-contributor-count: --metrics: --order-by: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-metric-data|--metric-data-queries: --start-time: --end-time: --next-token: --scan-by: --max-datapoints: --label-options: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudwatch get-metric-statistics|--namespace: --metric-name: --dimensions: --start-time: --end-time: --period: --statistics: --extended-statistics: --unit: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-metric-stream|--name: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-metric-widget-image|--metric-widget: --output-format: --cli-input-json: --generate-cli-skeleton:
cloudwatch get-o-tel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch get-otel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch list-alarm-mute-rules|--alarm-name: --statuses: --max-records: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
cloudwatch list-dashboards|--dashboard-name-prefix: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudwatch list-managed-insight-rules|--resource-arn: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
cloudwatch list-metric-streams|--next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
cloudwatch list-metrics|--namespace: --metric-name: --dimensions: --next-token: --recently-active: --include-linked-accounts --no-include-linked-accounts --owning-account: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
cloudwatch list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-alarm-mute-rule|--name: --description: --rule: --mute-targets: --tags: --start-date: --expire-date: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-anomaly-detector|--namespace: --metric-name: --dimensions: --stat: --configuration: --metric-characteristics: --single-metric-anomaly-detector: --metric-math-anomaly-detector: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-composite-alarm|--actions-enabled --no-actions-enabled --alarm-actions: --alarm-description: --alarm-name: --alarm-rule: --insufficient-data-actions: --ok-actions: --tags: --actions-suppressor: --actions-suppressor-wait-period: --actions-suppressor-extension-period: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-dashboard|--dashboard-name: --dashboard-body: --tags: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-insight-rule|--rule-name: --rule-state: --rule-definition: --tags: --apply-on-transformed-logs --no-apply-on-transformed-logs --cli-input-json: --generate-cli-skeleton:
cloudwatch put-managed-insight-rules|--managed-rules: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-metric-alarm|--alarm-name: --alarm-description: --actions-enabled --no-actions-enabled --ok-actions: --alarm-actions: --insufficient-data-actions: --metric-name: --namespace: --statistic: --extended-statistic: --dimensions: --period: --unit: --evaluation-periods: --datapoints-to-alarm: --threshold: --comparison-operator: --treat-missing-data: --evaluate-low-sample-count-percentile: --metrics: --tags: --threshold-metric-id: --evaluation-criteria: --evaluation-interval: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-metric-data|--namespace: --metric-data: --entity-metric-data: --strict-entity-validation --no-strict-entity-validation --metric-name: --timestamp: --unit: --value: --dimensions: --statistic-values: --storage-resolution: --cli-input-json: --generate-cli-skeleton:
cloudwatch put-metric-stream|--name: --include-filters: --exclude-filters: --firehose-arn: --role-arn: --output-format: --tags: --statistics-configurations: --include-linked-accounts-metrics --no-include-linked-accounts-metrics --cli-input-json: --generate-cli-skeleton:
cloudwatch set-alarm-state|--alarm-name: --state-value: --state-reason: --state-reason-data: --cli-input-json: --generate-cli-skeleton:
cloudwatch start-metric-streams|--names: --cli-input-json: --generate-cli-skeleton:
cloudwatch start-o-tel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch start-otel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch stop-metric-streams|--names: --cli-input-json: --generate-cli-skeleton:
cloudwatch stop-o-tel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch stop-otel-enrichment|--cli-input-json: --generate-cli-skeleton:
cloudwatch tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
cloudwatch untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
dynamodb|
dynamodb batch-execute-statement|--statements: --return-consumed-capacity: --cli-input-json: --generate-cli-skeleton:
dynamodb batch-get-item|--request-items: --return-consumed-capacity: --cli-input-json: --generate-cli-skeleton:
dynamodb batch-write-item|--request-items: --return-consumed-capacity: --return-item-collection-metrics: --cli-input-json: --generate-cli-skeleton:
dynamodb create-backup|--table-name: --backup-name: --cli-input-json: --generate-cli-skeleton:
dynamodb create-global-table|--global-table-name: --replication-group: --cli-input-json: --generate-cli-skeleton:
dynamodb create-table|--attribute-definitions: --table-name: --key-schema: --local-secondary-indexes: --global-secondary-indexes: --billing-mode: --provisioned-throughput: --stream-specification: --sse-specification: --tags: --table-class: --deletion-protection-enabled --no-deletion-protection-enabled --warm-throughput: --resource-policy: --on-demand-throughput: --global-table-source-arn: --global-table-settings-replication-mode: --cli-input-json: --generate-cli-skeleton:
dynamodb delete-backup|--backup-arn: --cli-input-json: --generate-cli-skeleton:
dynamodb delete-item|--table-name: --key: --expected: --conditional-operator: --return-values: --return-consumed-capacity: --return-item-collection-metrics: --condition-expression: --expression-attribute-names: --expression-attribute-values: --return-values-on-condition-check-failure: --cli-input-json: --generate-cli-skeleton:
dynamodb delete-resource-policy|--resource-arn: --expected-revision-id: --cli-input-json: --generate-cli-skeleton:
dynamodb delete-table|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-backup|--backup-arn: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-continuous-backups|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-contributor-insights|--table-name: --index-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-endpoints|--cli-input-json: --generate-cli-skeleton:
dynamodb describe-export|--export-arn: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-global-table|--global-table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-global-table-settings|--global-table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-import|--import-arn: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-kinesis-streaming-destination|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-limits|--cli-input-json: --generate-cli-skeleton:
dynamodb describe-table|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-table-replica-auto-scaling|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb describe-time-to-live|--table-name: --cli-input-json: --generate-cli-skeleton:
dynamodb disable-kinesis-streaming-destination|--table-name: --stream-arn: --enable-kinesis-streaming-configuration: --cli-input-json: --generate-cli-skeleton:
dynamodb enable-kinesis-streaming-destination|--table-name: --stream-arn: --enable-kinesis-streaming-configuration: --cli-input-json: --generate-cli-skeleton:
dynamodb execute-statement|--statement: --parameters: --consistent-read --no-consistent-read --next-token: --return-consumed-capacity: --limit: --return-values-on-condition-check-failure: --cli-input-json: --generate-cli-skeleton:
dynamodb execute-transaction|--transact-statements: --client-request-token: --return-consumed-capacity: --cli-input-json: --generate-cli-skeleton:
dynamodb export-table-to-point-in-time|--table-arn: --export-time: --client-token: --s3-bucket: --s3-bucket-owner: --s3-prefix: --s3-sse-algorithm: --s3-sse-kms-key-id: --export-format: --export-type: --incremental-export-specification: --cli-input-json: --generate-cli-skeleton:
dynamodb get-item|--table-name: --key: --attributes-to-get: --consistent-read --no-consistent-read --return-consumed-capacity: --projection-expression: --expression-attribute-names: --cli-input-json: --generate-cli-skeleton:
dynamodb get-resource-policy|--resource-arn: --cli-input-json: --generate-cli-skeleton:
dynamodb import-table|--client-token: --s3-bucket-source: --input-format: --input-format-options: --input-compression-type: --table-creation-parameters: --cli-input-json: --generate-cli-skeleton:
dynamodb list-backups|--table-name: --limit: --time-range-lower-bound: --time-range-upper-bound: --exclusive-start-backup-arn: --backup-type: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
dynamodb list-contributor-insights|--table-name: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
dynamodb list-exports|--table-arn: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
dynamodb list-global-tables|--exclusive-start-global-table-name: --limit: --region-name: --cli-input-json: --generate-cli-skeleton:
dynamodb list-imports|--table-arn: --page-size: --next-token: --cli-input-json: --generate-cli-skeleton:
dynamodb list-tables|--exclusive-start-table-name: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
dynamodb list-tags-of-resource|--resource-arn: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
dynamodb put-item|--table-name: --item: --expected: --return-values: --return-consumed-capacity: --return-item-collection-metrics: --conditional-operator: --condition-expression: --expression-attribute-names: --expression-attribute-values: --return-values-on-condition-check-failure: --cli-input-json: --generate-cli-skeleton:
dynamodb put-resource-policy|--resource-arn: --policy: --expected-revision-id: --confirm-remove-self-resource-access --no-confirm-remove-self-resource-access --cli-input-json: --generate-cli-skeleton:
dynamodb query|--table-name: --index-name: --select: --attributes-to-get: --limit: --consistent-read --no-consistent-read --key-conditions: --query-filter: --conditional-operator: --scan-index-forward --no-scan-index-forward --exclusive-start-key: --return-consumed-capacity: --projection-expression: --filter-expression: --key-condition-expression: --expression-attribute-names: --expression-attribute-values: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
dynamodb restore-table-from-backup|--target-table-name: --backup-arn: --billing-mode-override: --global-secondary-index-override: --local-secondary-index-override: --provisioned-throughput-override: --on-demand-throughput-override: --sse-specification-override: --cli-input-json: --generate-cli-skeleton:
dynamodb restore-table-to-point-in-time|--source-table-arn: --source-table-name: --target-table-name: --use-latest-restorable-time --no-use-latest-restorable-time --restore-date-time: --billing-mode-override: --global-secondary-index-override: --local-secondary-index-override: --provisioned-throughput-override: --on-demand-throughput-override: --sse-specification-override: --cli-input-json: --generate-cli-skeleton:
dynamodb scan|--table-name: --index-name: --attributes-to-get: --limit: --select: --scan-filter: --conditional-operator: --exclusive-start-key: --return-consumed-capacity: --total-segments: --segment: --projection-expression: --filter-expression: --expression-attribute-names: --expression-attribute-values: --consistent-read --no-consistent-read --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
dynamodb tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
dynamodb transact-get-items|--transact-items: --return-consumed-capacity: --cli-input-json: --generate-cli-skeleton:
dynamodb transact-write-items|--transact-items: --return-consumed-capacity: --return-item-collection-metrics: --client-request-token: --cli-input-json: --generate-cli-skeleton:
dynamodb untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
dynamodb update-continuous-backups|--table-name: --point-in-time-recovery-specification: --cli-input-json: --generate-cli-skeleton:
dynamodb update-contributor-insights|--table-name: --index-name: --contributor-insights-action: --contributor-insights-mode: --cli-input-json: --generate-cli-skeleton:
dynamodb update-global-table|--global-table-name: --replica-updates: --cli-input-json: --generate-cli-skeleton:
dynamodb update-global-table-settings|--global-table-name: --global-table-billing-mode: --global-table-provisioned-write-capacity-units: --global-table-provisioned-write-capacity-auto-scaling-settings-update: --global-table-global-secondary-index-settings-update: --replica-settings-update: --cli-input-json: --generate-cli-skeleton:
dynamodb update-item|--table-name: --key: --attribute-updates: --expected: --conditional-operator: --return-values: --return-consumed-capacity: --return-item-collection-metrics: --update-expression: --condition-expression: --expression-attribute-names: --expression-attribute-values: --return-values-on-condition-check-failure: --cli-input-json: --generate-cli-skeleton:
dynamodb update-kinesis-streaming-destination|--table-name: --stream-arn: --update-kinesis-streaming-configuration: --cli-input-json: --generate-cli-skeleton:
dynamodb update-table|--attribute-definitions: --table-name: --billing-mode: --provisioned-throughput: --global-secondary-index-updates: --stream-specification: --sse-specification: --replica-updates: --table-class: --deletion-protection-enabled --no-deletion-protection-enabled --multi-region-consistency: --global-table-witness-updates: --on-demand-throughput: --warm-throughput: --global-table-settings-replication-mode: --cli-input-json: --generate-cli-skeleton:
dynamodb update-table-replica-auto-scaling|--global-secondary-index-updates: --table-name: --provisioned-write-capacity-auto-scaling-update: --replica-updates: --cli-input-json: --generate-cli-skeleton:
dynamodb update-time-to-live|--table-name: --time-to-live-specification: --cli-input-json: --generate-cli-skeleton:
ec2|
ec2 create-tags|--dry-run --no-dry-run --resources: --tags: --cli-input-json: --generate-cli-skeleton:
ec2 delete-tags|--dry-run --no-dry-run --resources: --tags: --cli-input-json: --generate-cli-skeleton:
ec2 describe-account-attributes|--dry-run --no-dry-run --attribute-names: --cli-input-json: --generate-cli-skeleton:
ec2 describe-address-transfers|--allocation-ids: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-addresses|--public-ips: --dry-run --no-dry-run --filters: --allocation-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-addresses-attribute|--allocation-ids: --attribute: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-aggregate-id-format|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-availability-zones|--zone-names: --zone-ids: --all-availability-zones --no-all-availability-zones --dry-run --no-dry-run --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-aws-network-performance-metric-subscriptions|--max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-bundle-tasks|--bundle-ids: --dry-run --no-dry-run --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-byoip-cidrs|--dry-run --no-dry-run --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-block-extension-history|--capacity-reservation-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-block-extension-offerings|--dry-run --no-dry-run --capacity-block-extension-duration-hours: --capacity-reservation-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-block-offerings|--dry-run --no-dry-run --instance-type: --instance-count: --start-date-range: --end-date-range: --capacity-duration-hours: --next-token: --max-results: --ultraserver-type: --ultraserver-count: --all-availability-zones --no-all-availability-zones --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-block-status|--capacity-block-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-blocks|--capacity-block-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-manager-data-exports|--capacity-manager-data-export-ids: --max-results: --next-token: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-reservation-billing-requests|--capacity-reservation-ids: --role: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-reservation-fleets|--capacity-reservation-fleet-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-capacity-reservation-topology|--dry-run --no-dry-run --next-token: --max-results: --capacity-reservation-ids: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-capacity-reservations|--capacity-reservation-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-carrier-gateways|--carrier-gateway-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-classic-link-instances|--dry-run --no-dry-run --instance-ids: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-client-vpn-authorization-rules|--client-vpn-endpoint-id: --dry-run --no-dry-run --next-token: --filters: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-client-vpn-connections|--client-vpn-endpoint-id: --filters: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-client-vpn-endpoints|--client-vpn-endpoint-ids: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-client-vpn-routes|--client-vpn-endpoint-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-client-vpn-target-networks|--client-vpn-endpoint-id: --association-ids: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-coip-pools|--pool-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-conversion-tasks|--dry-run --no-dry-run --conversion-task-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-customer-gateways|--customer-gateway-ids: --filters: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-declarative-policies-reports|--dry-run --no-dry-run --next-token: --max-results: --report-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-dhcp-options|--dhcp-options-ids: --next-token: --max-results: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-egress-only-internet-gateways|--dry-run --no-dry-run --egress-only-internet-gateway-ids: --max-results: --next-token: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-elastic-gpus|--elastic-gpu-ids: --dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ec2 describe-export-image-tasks|--dry-run --no-dry-run --filters: --export-image-task-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-export-tasks|--filters: --export-task-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-fast-launch-images|--image-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-fast-snapshot-restores|--filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-fleet-history|--dry-run --no-dry-run --event-type: --max-results: --next-token: --fleet-id: --start-time: --cli-input-json: --generate-cli-skeleton:
ec2 describe-fleet-instances|--dry-run --no-dry-run --max-results: --next-token: --fleet-id: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-fleets|--dry-run --no-dry-run --max-results: --next-token: --fleet-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-flow-logs|--dry-run --no-dry-run --filter: --flow-log-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-fpga-image-attribute|--dry-run --no-dry-run --fpga-image-id: --attribute: --cli-input-json: --generate-cli-skeleton:
ec2 describe-fpga-images|--dry-run --no-dry-run --fpga-image-ids: --owners: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-host-reservation-offerings|--filter: --max-duration: --max-results: --min-duration: --next-token: --offering-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-host-reservations|--filter: --host-reservation-id-set: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-hosts|--host-ids: --next-token: --max-results: --filter: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-iam-instance-profile-associations|--association-ids: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-id-format|--resource: --cli-input-json: --generate-cli-skeleton:
ec2 describe-identity-id-format|--resource: --principal-arn: --cli-input-json: --generate-cli-skeleton:
ec2 describe-image-attribute|--attribute: --image-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-image-references|--image-ids: --include-all-resource-types --no-include-all-resource-types --resource-types: --next-token: --dry-run --no-dry-run --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-image-usage-report-entries|--image-ids: --report-ids: --next-token: --filters: --dry-run --no-dry-run --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-image-usage-reports|--image-ids: --report-ids: --next-token: --filters: --dry-run --no-dry-run --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-images|--executable-users: --image-ids: --owners: --include-deprecated --no-include-deprecated --include-disabled --no-include-disabled --max-results: --next-token: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-import-image-tasks|--dry-run --no-dry-run --filters: --import-task-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-import-snapshot-tasks|--dry-run --no-dry-run --filters: --import-task-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-attribute|--dry-run --no-dry-run --instance-id: --attribute: --cli-input-json: --generate-cli-skeleton:
ec2 describe-instance-connect-endpoints|--dry-run --no-dry-run --max-results: --next-token: --filters: --instance-connect-endpoint-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-credit-specifications|--dry-run --no-dry-run --filters: --instance-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-event-notification-attributes|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-instance-event-windows|--dry-run --no-dry-run --instance-event-window-ids: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-image-metadata|--filters: --instance-ids: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-sql-ha-history-states|--instance-ids: --start-time: --end-time: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-instance-sql-ha-states|--instance-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-instance-status|--instance-ids: --max-results: --next-token: --include-managed-resources --no-include-managed-resources --dry-run --no-dry-run --filters: --include-all-instances --no-include-all-instances --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-topology|--dry-run --no-dry-run --next-token: --max-results: --instance-ids: --group-names: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-type-offerings|--dry-run --no-dry-run --location-type: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instance-types|--dry-run --no-dry-run --instance-types: --filters: --max-results: --next-token: --include-unsupported-in-region --no-include-unsupported-in-region --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-instances|--instance-ids: --include-managed-resources --no-include-managed-resources --dry-run --no-dry-run --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-internet-gateways|--next-token: --max-results: --dry-run --no-dry-run --internet-gateway-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-byoasn|--dry-run --no-dry-run --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ec2 describe-ipam-external-resource-verification-tokens|--dry-run --no-dry-run --filters: --next-token: --max-results: --ipam-external-resource-verification-token-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-ipam-policies|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-policy-ids: --cli-input-json: --generate-cli-skeleton:
ec2 describe-ipam-pool-allocations|--dry-run --no-dry-run --ipam-pool-allocation-ids: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-pools|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-pool-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-prefix-list-resolver-targets|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-prefix-list-resolver-target-ids: --ipam-prefix-list-resolver-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-prefix-list-resolvers|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-prefix-list-resolver-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-resource-discoveries|--dry-run --no-dry-run --ipam-resource-discovery-ids: --next-token: --max-results: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-resource-discovery-associations|--dry-run --no-dry-run --ipam-resource-discovery-association-ids: --next-token: --max-results: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipam-scopes|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-scope-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipams|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-ipv6-pools|--pool-ids: --next-token: --max-results: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-key-pairs|--key-names: --key-pair-ids: --include-public-key --no-include-public-key --dry-run --no-dry-run --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-launch-template-versions|--dry-run --no-dry-run --launch-template-id: --launch-template-name: --versions: --min-version: --max-version: --next-token: --max-results: --filters: --resolve-alias --no-resolve-alias --include-managed-resources --no-include-managed-resources --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-launch-templates|--dry-run --no-dry-run --launch-template-ids: --launch-template-names: --filters: --next-token: --max-results: --include-managed-resources --no-include-managed-resources --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateway-route-table-virtual-interface-group-associations|--local-gateway-route-table-virtual-interface-group-association-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateway-route-table-vpc-associations|--local-gateway-route-table-vpc-association-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateway-route-tables|--local-gateway-route-table-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateway-virtual-interface-groups|--local-gateway-virtual-interface-group-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateway-virtual-interfaces|--local-gateway-virtual-interface-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-local-gateways|--local-gateway-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-locked-snapshots|--filters: --max-results: --next-token: --snapshot-ids: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-mac-hosts|--filters: --host-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-mac-modification-tasks|--dry-run --no-dry-run --filters: --mac-modification-task-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-managed-prefix-lists|--dry-run --no-dry-run --filters: --max-results: --next-token: --prefix-list-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-moving-addresses|--dry-run --no-dry-run --public-ips: --next-token: --filters: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-nat-gateways|--dry-run --no-dry-run --filter: --max-results: --nat-gateway-ids: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-acls|--next-token: --max-results: --dry-run --no-dry-run --network-acl-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-insights-access-scope-analyses|--network-insights-access-scope-analysis-ids: --network-insights-access-scope-id: --analysis-start-time-begin: --analysis-start-time-end: --filters: --max-results: --dry-run --no-dry-run --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-insights-access-scopes|--network-insights-access-scope-ids: --filters: --max-results: --dry-run --no-dry-run --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-insights-analyses|--network-insights-analysis-ids: --network-insights-path-id: --analysis-start-time: --analysis-end-time: --filters: --max-results: --dry-run --no-dry-run --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-insights-paths|--network-insights-path-ids: --filters: --max-results: --dry-run --no-dry-run --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-interface-attribute|--dry-run --no-dry-run --network-interface-id: --attribute: --cli-input-json: --generate-cli-skeleton:
ec2 describe-network-interface-permissions|--network-interface-permission-ids: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-network-interfaces|--next-token: --max-results: --include-managed-resources --no-include-managed-resources --dry-run --no-dry-run --network-interface-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-outpost-lags|--outpost-lag-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-placement-groups|--group-ids: --dry-run --no-dry-run --group-names: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-prefix-lists|--dry-run --no-dry-run --filters: --max-results: --next-token: --prefix-list-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-principal-id-format|--dry-run --no-dry-run --resources: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-public-ipv4-pools|--pool-ids: --next-token: --max-results: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-regions|--region-names: --all-regions --no-all-regions --dry-run --no-dry-run --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-replace-root-volume-tasks|--replace-root-volume-task-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-reserved-instances|--offering-class: --reserved-instances-ids: --dry-run --no-dry-run --filters: --offering-type: --cli-input-json: --generate-cli-skeleton:
ec2 describe-reserved-instances-listings|--reserved-instances-id: --reserved-instances-listing-id: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-reserved-instances-modifications|--reserved-instances-modification-ids: --next-token: --filters: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
ec2 describe-reserved-instances-offerings|--availability-zone: --include-marketplace --no-include-marketplace --instance-type: --max-duration: --max-instance-count: --min-duration: --offering-class: --product-description: --reserved-instances-offering-ids: --availability-zone-id: --dry-run --no-dry-run --filters: --instance-tenancy: --offering-type: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-route-server-endpoints|--route-server-endpoint-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-route-server-peers|--route-server-peer-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-route-servers|--route-server-ids: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-route-tables|--next-token: --max-results: --dry-run --no-dry-run --route-table-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-scheduled-instance-availability|--dry-run --no-dry-run --filters: --first-slot-start-time-range: --max-results: --max-slot-duration-in-hours: --min-slot-duration-in-hours: --next-token: --recurrence: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-scheduled-instances|--dry-run --no-dry-run --filters: --max-results: --next-token: --scheduled-instance-ids: --slot-start-time-range: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-secondary-interfaces|--dry-run --no-dry-run --filters: --max-results: --next-token: --secondary-interface-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-secondary-networks|--dry-run --no-dry-run --filters: --max-results: --next-token: --secondary-network-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-secondary-subnets|--dry-run --no-dry-run --filters: --max-results: --next-token: --secondary-subnet-ids: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-security-group-references|--dry-run --no-dry-run --group-id: --cli-input-json: --generate-cli-skeleton:
ec2 describe-security-group-rules|--filters: --security-group-rule-ids: --dry-run --no-dry-run --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-security-group-vpc-associations|--filters: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-security-groups|--group-ids: --group-names: --next-token: --max-results: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-service-link-virtual-interfaces|--service-link-virtual-interface-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-snapshot-attribute|--attribute: --snapshot-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-snapshot-tier-status|--filters: --dry-run --no-dry-run --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-snapshots|--max-results: --next-token: --owner-ids: --restorable-by-user-ids: --snapshot-ids: --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-spot-datafeed-subscription|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-spot-fleet-instances|--dry-run --no-dry-run --spot-fleet-request-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-spot-fleet-request-history|--dry-run --no-dry-run --spot-fleet-request-id: --event-type: --start-time: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ec2 describe-spot-fleet-requests|--dry-run --no-dry-run --spot-fleet-request-ids: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-spot-instance-requests|--next-token: --max-results: --dry-run --no-dry-run --spot-instance-request-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-spot-price-history|--availability-zone-id: --dry-run --no-dry-run --start-time: --end-time: --instance-types: --product-descriptions: --filters: --availability-zone: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-stale-security-groups|--dry-run --no-dry-run --max-results: --next-token: --vpc-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-store-image-tasks|--image-ids: --dry-run --no-dry-run --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-subnets|--filters: --subnet-ids: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-tags|--dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-traffic-mirror-filter-rules|--traffic-mirror-filter-rule-ids: --traffic-mirror-filter-id: --dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ec2 describe-traffic-mirror-filters|--traffic-mirror-filter-ids: --dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-traffic-mirror-sessions|--traffic-mirror-session-ids: --dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-traffic-mirror-targets|--traffic-mirror-target-ids: --dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-attachments|--transit-gateway-attachment-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-connect-peers|--transit-gateway-connect-peer-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-connects|--transit-gateway-attachment-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-metering-policies|--transit-gateway-metering-policy-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-transit-gateway-multicast-domains|--transit-gateway-multicast-domain-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-peering-attachments|--transit-gateway-attachment-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-policy-tables|--transit-gateway-policy-table-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-route-table-announcements|--transit-gateway-route-table-announcement-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-route-tables|--transit-gateway-route-table-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateway-vpc-attachments|--transit-gateway-attachment-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-transit-gateways|--transit-gateway-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-trunk-interface-associations|--association-ids: --dry-run --no-dry-run --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-verified-access-endpoints|--verified-access-endpoint-ids: --verified-access-instance-id: --verified-access-group-id: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-verified-access-groups|--verified-access-group-ids: --verified-access-instance-id: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-verified-access-instance-logging-configurations|--verified-access-instance-ids: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-verified-access-instances|--verified-access-instance-ids: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-verified-access-trust-providers|--verified-access-trust-provider-ids: --max-results: --next-token: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-volume-attribute|--attribute: --volume-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-volume-status|--max-results: --next-token: --volume-ids: --include-managed-resources --no-include-managed-resources --dry-run --no-dry-run --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-volumes|--volume-ids: --include-managed-resources --no-include-managed-resources --dry-run --no-dry-run --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-volumes-modifications|--dry-run --no-dry-run --volume-ids: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-attribute|--attribute: --vpc-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-block-public-access-exclusions|--dry-run --no-dry-run --filters: --exclusion-ids: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-block-public-access-options|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-classic-link|--dry-run --no-dry-run --vpc-ids: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-classic-link-dns-support|--vpc-ids: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-encryption-controls|--dry-run --no-dry-run --filters: --vpc-encryption-control-ids: --vpc-ids: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-associations|--dry-run --no-dry-run --vpc-endpoint-ids: --filters: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-connection-notifications|--dry-run --no-dry-run --connection-notification-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-connections|--dry-run --no-dry-run --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-service-configurations|--dry-run --no-dry-run --service-ids: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-service-permissions|--dry-run --no-dry-run --service-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-endpoint-services|--dry-run --no-dry-run --service-names: --filters: --max-results: --next-token: --service-regions: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-endpoints|--dry-run --no-dry-run --vpc-endpoint-ids: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpc-peering-connections|--next-token: --max-results: --dry-run --no-dry-run --vpc-peering-connection-ids: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpcs|--filters: --vpc-ids: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpn-concentrators|--vpn-concentrator-ids: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 describe-vpn-connections|--filters: --vpn-connection-ids: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 describe-vpn-gateways|--filters: --vpn-gateway-ids: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-active-vpn-tunnel-status|--vpn-connection-id: --vpn-tunnel-outside-ip-address: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-allowed-images-settings|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-associated-enclave-certificate-iam-roles|--certificate-arn: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-associated-ipv6-pool-cidrs|--pool-id: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-aws-network-performance-data|--data-queries: --start-time: --end-time: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-capacity-manager-attributes|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-capacity-manager-metric-data|--metric-names: --start-time: --end-time: --period: --group-by: --filter-by: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-capacity-manager-metric-dimensions|--group-by: --filter-by: --start-time: --end-time: --metric-names: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-capacity-manager-monitored-tag-keys|--max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-capacity-reservation-usage|--capacity-reservation-id: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-coip-pool-usage|--pool-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-console-output|--instance-id: --latest --no-latest --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-console-screenshot|--dry-run --no-dry-run --instance-id: --wake-up --no-wake-up --cli-input-json: --generate-cli-skeleton:
ec2 get-declarative-policies-report-summary|--dry-run --no-dry-run --report-id: --cli-input-json: --generate-cli-skeleton:
ec2 get-default-credit-specification|--dry-run --no-dry-run --instance-family: --cli-input-json: --generate-cli-skeleton:
ec2 get-ebs-default-kms-key-id|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-ebs-encryption-by-default|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-enabled-ipam-policy|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-flow-logs-integration-template|--dry-run --no-dry-run --flow-log-id: --config-delivery-s3-destination-arn: --integrate-services: --cli-input-json: --generate-cli-skeleton:
ec2 get-groups-for-capacity-reservation|--capacity-reservation-id: --next-token: --max-results: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-host-reservation-purchase-preview|--host-id-set: --offering-id: --cli-input-json: --generate-cli-skeleton:
ec2 get-image-ancestry|--image-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-image-block-public-access-state|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-instance-metadata-defaults|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-instance-tpm-ek-pub|--instance-id: --key-type: --key-format: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-instance-types-from-instance-requirements|--dry-run --no-dry-run --architecture-types: --virtualization-types: --instance-requirements: --max-results: --next-token: --context: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-instance-uefi-data|--instance-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-ipam-address-history|--dry-run --no-dry-run --cidr: --ipam-scope-id: --vpc-id: --start-time: --end-time: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-discovered-accounts|--dry-run --no-dry-run --ipam-resource-discovery-id: --discovery-region: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-discovered-public-addresses|--dry-run --no-dry-run --ipam-resource-discovery-id: --address-region: --filters: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ec2 get-ipam-discovered-resource-cidrs|--dry-run --no-dry-run --ipam-resource-discovery-id: --resource-region: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-policy-allocation-rules|--dry-run --no-dry-run --ipam-policy-id: --filters: --locale: --resource-type: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ec2 get-ipam-policy-organization-targets|--dry-run --no-dry-run --max-results: --next-token: --ipam-policy-id: --filters: --cli-input-json: --generate-cli-skeleton:
ec2 get-ipam-pool-allocations|--dry-run --no-dry-run --ipam-pool-id: --ipam-pool-allocation-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-pool-cidrs|--dry-run --no-dry-run --ipam-pool-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-prefix-list-resolver-rules|--dry-run --no-dry-run --ipam-prefix-list-resolver-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-prefix-list-resolver-version-entries|--dry-run --no-dry-run --ipam-prefix-list-resolver-id: --ipam-prefix-list-resolver-version: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-prefix-list-resolver-versions|--dry-run --no-dry-run --ipam-prefix-list-resolver-id: --ipam-prefix-list-resolver-versions: --max-results: --filters: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-ipam-resource-cidrs|--dry-run --no-dry-run --filters: --max-results: --next-token: --ipam-scope-id: --ipam-pool-id: --resource-id: --resource-type: --resource-tag: --resource-owner: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-launch-template-data|--dry-run --no-dry-run --instance-id: --cli-input-json: --generate-cli-skeleton:
ec2 get-managed-prefix-list-associations|--dry-run --no-dry-run --prefix-list-id: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-managed-prefix-list-entries|--dry-run --no-dry-run --prefix-list-id: --target-version: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-managed-resource-visibility|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-network-insights-access-scope-analysis-findings|--network-insights-access-scope-analysis-id: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-network-insights-access-scope-content|--network-insights-access-scope-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-password-data|--instance-id: --dry-run --no-dry-run --priv-launch-key: --cli-input-json: --generate-cli-skeleton:
ec2 get-reserved-instances-exchange-quote|--dry-run --no-dry-run --reserved-instance-ids: --target-configurations: --cli-input-json: --generate-cli-skeleton:
ec2 get-route-server-associations|--route-server-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-route-server-propagations|--route-server-id: --route-table-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-route-server-routing-database|--route-server-id: --next-token: --max-results: --dry-run --no-dry-run --filters: --cli-input-json: --generate-cli-skeleton:
ec2 get-security-groups-for-vpc|--vpc-id: --next-token: --max-results: --filters: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-serial-console-access-status|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-snapshot-block-public-access-state|--dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-spot-placement-scores|--instance-types: --target-capacity: --target-capacity-unit-type: --single-availability-zone --no-single-availability-zone --region-names: --instance-requirements-with-metadata: --dry-run --no-dry-run --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-subnet-cidr-reservations|--filters: --subnet-id: --dry-run --no-dry-run --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ec2 get-transit-gateway-attachment-propagations|--transit-gateway-attachment-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-transit-gateway-metering-policy-entries|--transit-gateway-metering-policy-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-transit-gateway-multicast-domain-associations|--transit-gateway-multicast-domain-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-transit-gateway-policy-table-associations|--transit-gateway-policy-table-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-transit-gateway-policy-table-entries|--transit-gateway-policy-table-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-transit-gateway-prefix-list-references|--transit-gateway-route-table-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-transit-gateway-route-table-associations|--transit-gateway-route-table-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-transit-gateway-route-table-propagations|--transit-gateway-route-table-id: --filters: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-verified-access-endpoint-policy|--verified-access-endpoint-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-verified-access-endpoint-targets|--verified-access-endpoint-id: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-verified-access-group-policy|--verified-access-group-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-vpc-resources-blocking-encryption-enforcement|--vpc-id: --max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-vpn-connection-device-sample-configuration|--vpn-connection-id: --vpn-connection-device-type-id: --internet-key-exchange-version: --sample-type: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 get-vpn-connection-device-types|--max-results: --next-token: --dry-run --no-dry-run --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ec2 get-vpn-tunnel-replacement-status|--vpn-connection-id: --vpn-tunnel-outside-ip-address: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 reboot-instances|--instance-ids: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 run-instances|--block-device-mappings: --image-id: --instance-type: --ipv6-address-count: --ipv6-addresses: --kernel-id: --key-name: --monitoring: --placement: --ramdisk-id: --security-group-ids: --security-groups: --subnet-id: --user-data: --elastic-gpu-specification: --elastic-inference-accelerators: --tag-specifications: --launch-template: --instance-market-options: --credit-specification: --cpu-options: --capacity-reservation-specification: --hibernation-options: --license-specifications: --metadata-options: --enclave-options: --private-dns-name-options: --maintenance-options: --disable-api-stop --no-disable-api-stop --enable-primary-ipv6 --no-enable-primary-ipv6 --network-performance-options: --operator: --secondary-interfaces: --dry-run --no-dry-run --disable-api-termination --instance-initiated-shutdown-behavior: --private-ip-address: --client-token: --additional-info: --network-interfaces: --iam-instance-profile: --ebs-optimized --no-ebs-optimized --enable-api-termination --count: --secondary-private-ip-addresses: --secondary-private-ip-address-count: --associate-public-ip-address --no-associate-public-ip-address --cli-input-json: --generate-cli-skeleton:
ec2 start-instances|--instance-ids: --additional-info: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ec2 stop-instances|--instance-ids: --hibernate --no-hibernate --skip-os-shutdown --no-skip-os-shutdown --dry-run --no-dry-run --force --no-force --cli-input-json: --generate-cli-skeleton:
ec2 terminate-instances|--instance-ids: --force --no-force --skip-os-shutdown --no-skip-os-shutdown --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
ecr|
ecr batch-check-layer-availability|--registry-id: --repository-name: --layer-digests: --cli-input-json: --generate-cli-skeleton:
ecr batch-delete-image|--registry-id: --repository-name: --image-ids: --cli-input-json: --generate-cli-skeleton:
ecr batch-get-image|--registry-id: --repository-name: --image-ids: --accepted-media-types: --cli-input-json: --generate-cli-skeleton:
ecr batch-get-repository-scanning-configuration|--repository-names: --cli-input-json: --generate-cli-skeleton:
ecr complete-layer-upload|--registry-id: --repository-name: --upload-id: --layer-digests: --cli-input-json: --generate-cli-skeleton:
ecr create-pull-through-cache-rule|--ecr-repository-prefix: --upstream-registry-url: --registry-id: --upstream-registry: --credential-arn: --custom-role-arn: --upstream-repository-prefix: --cli-input-json: --generate-cli-skeleton:
ecr create-repository|--registry-id: --repository-name: --tags: --image-tag-mutability: --image-tag-mutability-exclusion-filters: --image-scanning-configuration: --encryption-configuration: --cli-input-json: --generate-cli-skeleton:
ecr create-repository-creation-template|--prefix: --description: --encryption-configuration: --resource-tags: --image-tag-mutability: --image-tag-mutability-exclusion-filters: --repository-policy: --lifecycle-policy: --applied-for: --custom-role-arn: --cli-input-json: --generate-cli-skeleton:
ecr delete-lifecycle-policy|--registry-id: --repository-name: --cli-input-json: --generate-cli-skeleton:
ecr delete-pull-through-cache-rule|--ecr-repository-prefix: --registry-id: --cli-input-json: --generate-cli-skeleton:
ecr delete-registry-policy|--cli-input-json: --generate-cli-skeleton:
ecr delete-repository|--registry-id: --repository-name: --force --no-force --cli-input-json: --generate-cli-skeleton:
ecr delete-repository-creation-template|--prefix: --cli-input-json: --generate-cli-skeleton:
ecr delete-repository-policy|--registry-id: --repository-name: --cli-input-json: --generate-cli-skeleton:
ecr delete-signing-configuration|--cli-input-json: --generate-cli-skeleton:
ecr deregister-pull-time-update-exclusion|--principal-arn: --cli-input-json: --generate-cli-skeleton:
ecr describe-image-replication-status|--repository-name: --image-id: --registry-id: --cli-input-json: --generate-cli-skeleton:
ecr describe-image-scan-findings|--registry-id: --repository-name: --image-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr describe-image-signing-status|--repository-name: --image-id: --registry-id: --cli-input-json: --generate-cli-skeleton:
ecr describe-images|--registry-id: --repository-name: --image-ids: --next-token: --max-results: --filter: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr describe-pull-through-cache-rules|--registry-id: --ecr-repository-prefixes: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr describe-registry|--cli-input-json: --generate-cli-skeleton:
ecr describe-repositories|--registry-id: --repository-names: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr describe-repository-creation-templates|--prefixes: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr get-account-setting|--name: --cli-input-json: --generate-cli-skeleton:
ecr get-authorization-token|--registry-ids: --cli-input-json: --generate-cli-skeleton:
ecr get-download-url-for-layer|--registry-id: --repository-name: --layer-digest: --cli-input-json: --generate-cli-skeleton:
ecr get-lifecycle-policy|--registry-id: --repository-name: --cli-input-json: --generate-cli-skeleton:
ecr get-lifecycle-policy-preview|--registry-id: --repository-name: --image-ids: --next-token: --max-results: --filter: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr get-login|--registry-ids: --include-email --no-include-email
ecr get-login-password|
ecr get-registry-policy|--cli-input-json: --generate-cli-skeleton:
ecr get-registry-scanning-configuration|--cli-input-json: --generate-cli-skeleton:
ecr get-repository-policy|--registry-id: --repository-name: --cli-input-json: --generate-cli-skeleton:
ecr get-signing-configuration|--cli-input-json: --generate-cli-skeleton:
ecr initiate-layer-upload|--registry-id: --repository-name: --cli-input-json: --generate-cli-skeleton:
ecr list-image-referrers|--registry-id: --repository-name: --subject-id: --filter: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ecr list-images|--registry-id: --repository-name: --next-token: --max-results: --filter: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecr list-pull-time-update-exclusions|--max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ecr list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
ecr put-account-setting|--name: --value: --cli-input-json: --generate-cli-skeleton:
ecr put-image|--registry-id: --repository-name: --image-manifest: --image-manifest-media-type: --image-tag: --image-digest: --cli-input-json: --generate-cli-skeleton:
ecr put-image-scanning-configuration|--registry-id: --repository-name: --image-scanning-configuration: --cli-input-json: --generate-cli-skeleton:
ecr put-image-tag-mutability|--registry-id: --repository-name: --image-tag-mutability: --image-tag-mutability-exclusion-filters: --cli-input-json: --generate-cli-skeleton:
ecr put-lifecycle-policy|--registry-id: --repository-name: --lifecycle-policy-text: --cli-input-json: --generate-cli-skeleton:
ecr put-registry-policy|--policy-text: --cli-input-json: --generate-cli-skeleton:
ecr put-registry-scanning-configuration|--scan-type: --rules: --cli-input-json: --generate-cli-skeleton:
ecr put-replication-configuration|--replication-configuration: --cli-input-json: --generate-cli-skeleton:
ecr put-signing-configuration|--signing-configuration: --cli-input-json: --generate-cli-skeleton:
ecr register-pull-time-update-exclusion|--principal-arn: --cli-input-json: --generate-cli-skeleton:
ecr set-repository-policy|--registry-id: --repository-name: --policy-text: --force --no-force --cli-input-json: --generate-cli-skeleton:
ecr start-image-scan|--registry-id: --repository-name: --image-id: --cli-input-json: --generate-cli-skeleton:
ecr start-lifecycle-policy-preview|--registry-id: --repository-name: --lifecycle-policy-text: --cli-input-json: --generate-cli-skeleton:
ecr tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
ecr untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
ecr update-image-storage-class|--registry-id: --repository-name: --image-id: --target-storage-class: --cli-input-json: --generate-cli-skeleton:
ecr update-pull-through-cache-rule|--registry-id: --ecr-repository-prefix: --credential-arn: --custom-role-arn: --cli-input-json: --generate-cli-skeleton:
ecr update-repository-creation-template|--prefix: --description: --encryption-configuration: --resource-tags: --image-tag-mutability: --image-tag-mutability-exclusion-filters: --repository-policy: --lifecycle-policy: --applied-for: --custom-role-arn: --cli-input-json: --generate-cli-skeleton:
ecr upload-layer-part|--registry-id: --repository-name: --upload-id: --part-first-byte: --part-last-byte: --layer-part-blob: --cli-input-json: --generate-cli-skeleton:
ecr validate-pull-through-cache-rule|--ecr-repository-prefix: --registry-id: --cli-input-json: --generate-cli-skeleton:
ecs|
ecs continue-service-deployment|--service-deployment-arn: --hook-id: --action: --cli-input-json: --generate-cli-skeleton:
ecs create-capacity-provider|--name: --cluster: --auto-scaling-group-provider: --managed-instances-provider: --tags: --cli-input-json: --generate-cli-skeleton:
ecs create-cluster|--cluster-name: --tags: --settings: --configuration: --capacity-providers: --default-capacity-provider-strategy: --service-connect-defaults: --cli-input-json: --generate-cli-skeleton:
ecs create-daemon|--daemon-name: --cluster-arn: --daemon-task-definition-arn: --capacity-provider-arns: --deployment-configuration: --tags: --propagate-tags: --enable-ecs-managed-tags --no-enable-ecs-managed-tags --enable-execute-command --client-token: --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs create-express-gateway-service|--execution-role-arn: --infrastructure-role-arn: --service-name: --cluster: --health-check-path: --primary-container: --task-role-arn: --network-configuration: --cpu: --memory: --scaling-target: --tags: --cli-input-json: --generate-cli-skeleton:
ecs create-service|--cluster: --service-name: --task-definition: --availability-zone-rebalancing: --load-balancers: --service-registries: --desired-count: --client-token: --launch-type: --capacity-provider-strategy: --platform-version: --role: --deployment-configuration: --placement-constraints: --placement-strategy: --network-configuration: --health-check-grace-period-seconds: --scheduling-strategy: --deployment-controller: --tags: --enable-ecs-managed-tags --no-enable-ecs-managed-tags --propagate-tags: --enable-execute-command --service-connect-configuration: --volume-configurations: --vpc-lattice-configurations: --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs create-task-set|--service: --cluster: --external-id: --task-definition: --network-configuration: --load-balancers: --service-registries: --launch-type: --capacity-provider-strategy: --platform-version: --scale: --client-token: --tags: --cli-input-json: --generate-cli-skeleton:
ecs delete-account-setting|--name: --principal-arn: --cli-input-json: --generate-cli-skeleton:
ecs delete-attributes|--cluster: --attributes: --cli-input-json: --generate-cli-skeleton:
ecs delete-capacity-provider|--capacity-provider: --cluster: --cli-input-json: --generate-cli-skeleton:
ecs delete-cluster|--cluster: --cli-input-json: --generate-cli-skeleton:
ecs delete-daemon|--daemon-arn: --cli-input-json: --generate-cli-skeleton:
ecs delete-daemon-task-definition|--daemon-task-definition: --cli-input-json: --generate-cli-skeleton:
ecs delete-express-gateway-service|--service-arn: --cli-input-json: --generate-cli-skeleton:
ecs delete-service|--cluster: --service: --force --no-force --cli-input-json: --generate-cli-skeleton:
ecs delete-task-definitions|--task-definitions: --cli-input-json: --generate-cli-skeleton:
ecs delete-task-set|--cluster: --service: --task-set: --force --no-force --cli-input-json: --generate-cli-skeleton:
ecs deploy|--service: --task-definition: --codedeploy-appspec: --cluster: --codedeploy-application: --codedeploy-deployment-group:
ecs deregister-container-instance|--cluster: --container-instance: --force --no-force --cli-input-json: --generate-cli-skeleton:
ecs deregister-task-definition|--task-definition: --cli-input-json: --generate-cli-skeleton:
ecs describe-capacity-providers|--capacity-providers: --cluster: --include: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ecs describe-clusters|--clusters: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-container-instances|--cluster: --container-instances: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-daemon|--daemon-arn: --cli-input-json: --generate-cli-skeleton:
ecs describe-daemon-deployments|--daemon-deployment-arns: --cli-input-json: --generate-cli-skeleton:
ecs describe-daemon-revisions|--daemon-revision-arns: --cli-input-json: --generate-cli-skeleton:
ecs describe-daemon-task-definition|--daemon-task-definition: --cli-input-json: --generate-cli-skeleton:
ecs describe-express-gateway-service|--service-arn: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-service-deployments|--service-deployment-arns: --cli-input-json: --generate-cli-skeleton:
ecs describe-service-revisions|--service-revision-arns: --cli-input-json: --generate-cli-skeleton:
ecs describe-services|--cluster: --services: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-task-definition|--task-definition: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-task-sets|--cluster: --service: --task-sets: --include: --cli-input-json: --generate-cli-skeleton:
ecs describe-tasks|--cluster: --tasks: --include: --cli-input-json: --generate-cli-skeleton:
ecs discover-poll-endpoint|--container-instance: --cluster: --cli-input-json: --generate-cli-skeleton:
ecs get-task-protection|--cluster: --tasks: --cli-input-json: --generate-cli-skeleton:
ecs list-account-settings|--name: --value: --principal-arn: --effective-settings --no-effective-settings --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-attributes|--cluster: --target-type: --attribute-name: --attribute-value: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-clusters|--next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-container-instances|--cluster: --filter: --next-token: --max-results: --status: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-daemon-deployments|--daemon-arn: --status: --created-at: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ecs list-daemon-task-definitions|--family-prefix: --family: --revision: --status: --sort: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ecs list-daemons|--cluster-arn: --capacity-provider-arns: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ecs list-service-deployments|--service: --cluster: --status: --created-at: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ecs list-services|--cluster: --next-token: --max-results: --launch-type: --scheduling-strategy: --resource-management-type: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-services-by-namespace|--namespace: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
ecs list-task-definition-families|--family-prefix: --status: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-task-definitions|--family-prefix: --status: --sort: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs list-tasks|--cluster: --container-instance: --family: --next-token: --max-results: --started-by: --service-name: --desired-status: --launch-type: --daemon-name: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ecs put-account-setting|--name: --value: --principal-arn: --cli-input-json: --generate-cli-skeleton:
ecs put-account-setting-default|--name: --value: --cli-input-json: --generate-cli-skeleton:
ecs put-attributes|--cluster: --attributes: --cli-input-json: --generate-cli-skeleton:
ecs put-cluster-capacity-providers|--cluster: --capacity-providers: --default-capacity-provider-strategy: --cli-input-json: --generate-cli-skeleton:
ecs register-container-instance|--cluster: --instance-identity-document: --instance-identity-document-signature: --total-resources: --version-info: --container-instance-arn: --attributes: --platform-devices: --tags: --cli-input-json: --generate-cli-skeleton:
ecs register-daemon-task-definition|--family: --task-role-arn: --execution-role-arn: --container-definitions: --cpu: --memory: --volumes: --tags: --cli-input-json: --generate-cli-skeleton:
ecs register-task-definition|--family: --task-role-arn: --execution-role-arn: --network-mode: --container-definitions: --volumes: --placement-constraints: --requires-compatibilities: --cpu: --memory: --tags: --pid-mode: --ipc-mode: --proxy-configuration: --inference-accelerators: --ephemeral-storage: --runtime-platform: --enable-fault-injection --no-enable-fault-injection --cli-input-json: --generate-cli-skeleton:
ecs run-task|--capacity-provider-strategy: --cluster: --count: --enable-ecs-managed-tags --no-enable-ecs-managed-tags --enable-execute-command --group: --launch-type: --network-configuration: --overrides: --placement-constraints: --placement-strategy: --platform-version: --propagate-tags: --reference-id: --started-by: --tags: --task-definition: --client-token: --volume-configurations: --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs start-task|--cluster: --container-instances: --enable-ecs-managed-tags --no-enable-ecs-managed-tags --enable-execute-command --group: --network-configuration: --overrides: --propagate-tags: --reference-id: --started-by: --tags: --task-definition: --volume-configurations: --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs stop-service-deployment|--service-deployment-arn: --stop-type: --cli-input-json: --generate-cli-skeleton:
ecs stop-task|--cluster: --task: --reason: --cli-input-json: --generate-cli-skeleton:
ecs submit-attachment-state-changes|--cluster: --attachments: --cli-input-json: --generate-cli-skeleton:
ecs submit-container-state-change|--cluster: --task: --container-name: --runtime-id: --status: --exit-code: --reason: --network-bindings: --cli-input-json: --generate-cli-skeleton:
ecs submit-task-state-change|--cluster: --task: --status: --reason: --containers: --attachments: --managed-agents: --pull-started-at: --pull-stopped-at: --execution-stopped-at: --cli-input-json: --generate-cli-skeleton:
ecs tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
ecs untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
ecs update-capacity-provider|--name: --cluster: --auto-scaling-group-provider: --managed-instances-provider: --cli-input-json: --generate-cli-skeleton:
ecs update-cluster|--cluster: --settings: --configuration: --service-connect-defaults: --cli-input-json: --generate-cli-skeleton:
ecs update-cluster-settings|--cluster: --settings: --cli-input-json: --generate-cli-skeleton:
ecs update-container-agent|--cluster: --container-instance: --cli-input-json: --generate-cli-skeleton:
ecs update-container-instances-state|--cluster: --container-instances: --status: --cli-input-json: --generate-cli-skeleton:
ecs update-daemon|--daemon-arn: --daemon-task-definition-arn: --capacity-provider-arns: --deployment-configuration: --propagate-tags: --enable-ecs-managed-tags --no-enable-ecs-managed-tags --enable-execute-command --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs update-express-gateway-service|--service-arn: --execution-role-arn: --health-check-path: --primary-container: --task-role-arn: --network-configuration: --cpu: --memory: --scaling-target: --cli-input-json: --generate-cli-skeleton:
ecs update-service|--cluster: --service: --desired-count: --task-definition: --capacity-provider-strategy: --deployment-configuration: --availability-zone-rebalancing: --network-configuration: --placement-constraints: --placement-strategy: --platform-version: --force-new-deployment --no-force-new-deployment --health-check-grace-period-seconds: --deployment-controller: --enable-execute-command --enable-ecs-managed-tags --no-enable-ecs-managed-tags --load-balancers: --propagate-tags: --service-registries: --service-connect-configuration: --volume-configurations: --vpc-lattice-configurations: --disable-execute-command --cli-input-json: --generate-cli-skeleton:
ecs update-service-primary-task-set|--cluster: --service: --primary-task-set: --cli-input-json: --generate-cli-skeleton:
ecs update-task-protection|--cluster: --tasks: --protection-enabled --no-protection-enabled --expires-in-minutes: --cli-input-json: --generate-cli-skeleton:
ecs update-task-set|--cluster: --service: --task-set: --scale: --cli-input-json: --generate-cli-skeleton:
eks|
eks associate-access-policy|--cluster-name: --principal-arn: --policy-arn: --access-scope: --cli-input-json: --generate-cli-skeleton:
eks associate-encryption-config|--cluster-name: --encryption-config: --client-request-token: --cli-input-json: --generate-cli-skeleton:
eks associate-identity-provider-config|--cluster-name: --oidc: --tags: --client-request-token: --cli-input-json: --generate-cli-skeleton:
eks create-access-entry|--cluster-name: --principal-arn: --kubernetes-groups: --tags: --client-request-token: --username: --type: --cli-input-json: --generate-cli-skeleton:
eks create-addon|--cluster-name: --addon-name: --addon-version: --service-account-role-arn: --resolve-conflicts: --client-request-token: --tags: --configuration-values: --pod-identity-associations: --namespace-config: --cli-input-json: --generate-cli-skeleton:
eks create-capability|--capability-name: --cluster-name: --client-request-token: --type: --role-arn: --configuration: --tags: --delete-propagation-policy: --cli-input-json: --generate-cli-skeleton:
eks create-cluster|--name: --role-arn: --resources-vpc-config: --kubernetes-network-config: --logging: --client-request-token: --tags: --encryption-config: --outpost-config: --access-config: --bootstrap-self-managed-addons --no-bootstrap-self-managed-addons --upgrade-policy: --zonal-shift-config: --remote-network-config: --compute-config: --storage-config: --deletion-protection --no-deletion-protection --control-plane-scaling-config: --kubernetes-version: --cli-input-json: --generate-cli-skeleton:
eks create-eks-anywhere-subscription|--name: --term: --license-quantity: --license-type: --auto-renew --no-auto-renew --client-request-token: --tags: --cli-input-json: --generate-cli-skeleton:
eks create-fargate-profile|--fargate-profile-name: --cluster-name: --pod-execution-role-arn: --subnets: --selectors: --client-request-token: --tags: --cli-input-json: --generate-cli-skeleton:
eks create-nodegroup|--cluster-name: --nodegroup-name: --scaling-config: --disk-size: --subnets: --instance-types: --ami-type: --remote-access: --node-role: --labels: --taints: --tags: --client-request-token: --launch-template: --update-config: --node-repair-config: --capacity-type: --release-version: --warm-pool-config: --kubernetes-version: --cli-input-json: --generate-cli-skeleton:
eks create-pod-identity-association|--cluster-name: --namespace: --service-account: --role-arn: --client-request-token: --tags: --disable-session-tags --no-disable-session-tags --target-role-arn: --policy: --cli-input-json: --generate-cli-skeleton:
eks delete-access-entry|--cluster-name: --principal-arn: --cli-input-json: --generate-cli-skeleton:
eks delete-addon|--cluster-name: --addon-name: --preserve --no-preserve --cli-input-json: --generate-cli-skeleton:
eks delete-capability|--cluster-name: --capability-name: --cli-input-json: --generate-cli-skeleton:
eks delete-cluster|--name: --cli-input-json: --generate-cli-skeleton:
eks delete-eks-anywhere-subscription|--id: --cli-input-json: --generate-cli-skeleton:
eks delete-fargate-profile|--cluster-name: --fargate-profile-name: --cli-input-json: --generate-cli-skeleton:
eks delete-nodegroup|--cluster-name: --nodegroup-name: --cli-input-json: --generate-cli-skeleton:
eks delete-pod-identity-association|--cluster-name: --association-id: --cli-input-json: --generate-cli-skeleton:
eks deregister-cluster|--name: --cli-input-json: --generate-cli-skeleton:
eks describe-access-entry|--cluster-name: --principal-arn: --cli-input-json: --generate-cli-skeleton:
eks describe-addon|--cluster-name: --addon-name: --cli-input-json: --generate-cli-skeleton:
eks describe-addon-configuration|--addon-name: --addon-version: --cli-input-json: --generate-cli-skeleton:
eks describe-addon-versions|--kubernetes-version: --max-results: --next-token: --addon-name: --types: --publishers: --owners: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks describe-capability|--cluster-name: --capability-name: --cli-input-json: --generate-cli-skeleton:
eks describe-cluster|--name: --cli-input-json: --generate-cli-skeleton:
eks describe-cluster-versions|--cluster-type: --max-results: --next-token: --default-only --no-default-only --include-all --no-include-all --cluster-versions: --status: --version-status: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks describe-eks-anywhere-subscription|--id: --cli-input-json: --generate-cli-skeleton:
eks describe-fargate-profile|--cluster-name: --fargate-profile-name: --cli-input-json: --generate-cli-skeleton:
eks describe-identity-provider-config|--cluster-name: --identity-provider-config: --cli-input-json: --generate-cli-skeleton:
eks describe-insight|--cluster-name: --id: --cli-input-json: --generate-cli-skeleton:
eks describe-insights-refresh|--cluster-name: --cli-input-json: --generate-cli-skeleton:
eks describe-nodegroup|--cluster-name: --nodegroup-name: --cli-input-json: --generate-cli-skeleton:
eks describe-pod-identity-association|--cluster-name: --association-id: --cli-input-json: --generate-cli-skeleton:
eks describe-update|--name: --update-id: --nodegroup-name: --addon-name: --capability-name: --cli-input-json: --generate-cli-skeleton:
eks disassociate-access-policy|--cluster-name: --principal-arn: --policy-arn: --cli-input-json: --generate-cli-skeleton:
eks disassociate-identity-provider-config|--cluster-name: --identity-provider-config: --client-request-token: --cli-input-json: --generate-cli-skeleton:
eks get-token|--cluster-name: --role-arn: --cluster-id:
eks list-access-entries|--cluster-name: --associated-policy-arn: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-access-policies|--max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-addons|--cluster-name: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-associated-access-policies|--cluster-name: --principal-arn: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-capabilities|--cluster-name: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-clusters|--max-results: --next-token: --include: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-eks-anywhere-subscriptions|--max-results: --next-token: --include-status: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-fargate-profiles|--cluster-name: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-identity-provider-configs|--cluster-name: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-insights|--cluster-name: --filter: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-nodegroups|--cluster-name: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-pod-identity-associations|--cluster-name: --namespace: --service-account: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
eks list-updates|--name: --nodegroup-name: --addon-name: --capability-name: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
eks register-cluster|--name: --connector-config: --client-request-token: --tags: --cli-input-json: --generate-cli-skeleton:
eks start-insights-refresh|--cluster-name: --cli-input-json: --generate-cli-skeleton:
eks tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
eks untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
eks update-access-entry|--cluster-name: --principal-arn: --kubernetes-groups: --client-request-token: --username: --cli-input-json: --generate-cli-skeleton:
eks update-addon|--cluster-name: --addon-name: --addon-version: --service-account-role-arn: --resolve-conflicts: --client-request-token: --configuration-values: --pod-identity-associations: --cli-input-json: --generate-cli-skeleton:
eks update-capability|--cluster-name: --capability-name: --role-arn: --configuration: --client-request-token: --delete-propagation-policy: --cli-input-json: --generate-cli-skeleton:
eks update-cluster-config|--name: --resources-vpc-config: --logging: --client-request-token: --access-config: --upgrade-policy: --zonal-shift-config: --compute-config: --kubernetes-network-config: --storage-config: --remote-network-config: --deletion-protection --no-deletion-protection --control-plane-scaling-config: --cli-input-json: --generate-cli-skeleton:
eks update-cluster-version|--name: --client-request-token: --force --no-force --kubernetes-version: --cli-input-json: --generate-cli-skeleton:
eks update-eks-anywhere-subscription|--id: --auto-renew --no-auto-renew --client-request-token: --cli-input-json: --generate-cli-skeleton:
eks update-kubeconfig|--name: --kubeconfig: --role-arn: --proxy-url: --dry-run --verbose --alias: --user-alias: --assume-role-arn:
eks update-nodegroup-config|--cluster-name: --nodegroup-name: --labels: --taints: --scaling-config: --update-config: --node-repair-config: --warm-pool-config: --client-request-token: --cli-input-json: --generate-cli-skeleton:
eks update-nodegroup-version|--cluster-name: --nodegroup-name: --release-version: --launch-template: --force --no-force --client-request-token: --kubernetes-version: --cli-input-json: --generate-cli-skeleton:
eks update-pod-identity-association|--cluster-name: --association-id: --role-arn: --client-request-token: --disable-session-tags --no-disable-session-tags --target-role-arn: --policy: --cli-input-json: --generate-cli-skeleton:
iam|
iam accept-delegation-request|--delegation-request-id: --cli-input-json: --generate-cli-skeleton:
iam add-client-id-to-open-id-connect-provider|--open-id-connect-provider-arn: --client-id: --cli-input-json: --generate-cli-skeleton:
iam add-role-to-instance-profile|--instance-profile-name: --role-name: --cli-input-json: --generate-cli-skeleton:
iam add-user-to-group|--group-name: --user-name: --cli-input-json: --generate-cli-skeleton:
iam associate-delegation-request|--delegation-request-id: --cli-input-json: --generate-cli-skeleton:
iam attach-group-policy|--group-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam attach-role-policy|--role-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam attach-user-policy|--user-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam change-password|--old-password: --new-password: --cli-input-json: --generate-cli-skeleton:
iam create-access-key|--user-name: --cli-input-json: --generate-cli-skeleton:
iam create-account-alias|--account-alias: --cli-input-json: --generate-cli-skeleton:
iam create-delegation-request|--owner-account-id: --description: --permissions: --request-message: --requestor-workflow-id: --redirect-url: --notification-channel: --session-duration: --only-send-by-owner --no-only-send-by-owner --cli-input-json: --generate-cli-skeleton:
iam create-group|--path: --group-name: --cli-input-json: --generate-cli-skeleton:
iam create-instance-profile|--instance-profile-name: --path: --tags: --cli-input-json: --generate-cli-skeleton:
iam create-login-profile|--user-name: --password: --password-reset-required --no-password-reset-required --cli-input-json: --generate-cli-skeleton:
iam create-open-id-connect-provider|--url: --client-id-list: --thumbprint-list: --tags: --cli-input-json: --generate-cli-skeleton:
iam create-policy|--policy-name: --path: --policy-document: --description: --tags: --cli-input-json: --generate-cli-skeleton:
iam create-policy-version|--policy-arn: --policy-document: --set-as-default --no-set-as-default --cli-input-json: --generate-cli-skeleton:
iam create-role|--path: --role-name: --assume-role-policy-document: --description: --max-session-duration: --permissions-boundary: --tags: --cli-input-json: --generate-cli-skeleton:
iam create-saml-provider|--saml-metadata-document: --name: --tags: --assertion-encryption-mode: --add-private-key: --cli-input-json: --generate-cli-skeleton:
iam create-service-linked-role|--aws-service-name: --description: --custom-suffix: --cli-input-json: --generate-cli-skeleton:
iam create-service-specific-credential|--user-name: --service-name: --credential-age-days: --cli-input-json: --generate-cli-skeleton:
iam create-user|--path: --user-name: --permissions-boundary: --tags: --cli-input-json: --generate-cli-skeleton:
iam create-virtual-mfa-device|--path: --virtual-mfa-device-name: --tags: --outfile: --bootstrap-method:
iam deactivate-mfa-device|--user-name: --serial-number: --cli-input-json: --generate-cli-skeleton:
iam delete-access-key|--user-name: --access-key-id: --cli-input-json: --generate-cli-skeleton:
iam delete-account-alias|--account-alias: --cli-input-json: --generate-cli-skeleton:
iam delete-account-password-policy|--cli-input-json: --generate-cli-skeleton:
iam delete-group|--group-name: --cli-input-json: --generate-cli-skeleton:
iam delete-group-policy|--group-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam delete-instance-profile|--instance-profile-name: --cli-input-json: --generate-cli-skeleton:
iam delete-login-profile|--user-name: --cli-input-json: --generate-cli-skeleton:
iam delete-open-id-connect-provider|--open-id-connect-provider-arn: --cli-input-json: --generate-cli-skeleton:
iam delete-policy|--policy-arn: --cli-input-json: --generate-cli-skeleton:
iam delete-policy-version|--policy-arn: --version-id: --cli-input-json: --generate-cli-skeleton:
iam delete-role|--role-name: --cli-input-json: --generate-cli-skeleton:
iam delete-role-permissions-boundary|--role-name: --cli-input-json: --generate-cli-skeleton:
iam delete-role-policy|--role-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam delete-saml-provider|--saml-provider-arn: --cli-input-json: --generate-cli-skeleton:
iam delete-server-certificate|--server-certificate-name: --cli-input-json: --generate-cli-skeleton:
iam delete-service-linked-role|--role-name: --cli-input-json: --generate-cli-skeleton:
iam delete-service-specific-credential|--user-name: --service-specific-credential-id: --cli-input-json: --generate-cli-skeleton:
iam delete-signing-certificate|--user-name: --certificate-id: --cli-input-json: --generate-cli-skeleton:
iam delete-ssh-public-key|--user-name: --ssh-public-key-id: --cli-input-json: --generate-cli-skeleton:
iam delete-user|--user-name: --cli-input-json: --generate-cli-skeleton:
iam delete-user-permissions-boundary|--user-name: --cli-input-json: --generate-cli-skeleton:
iam delete-user-policy|--user-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam delete-virtual-mfa-device|--serial-number: --cli-input-json: --generate-cli-skeleton:
iam detach-group-policy|--group-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam detach-role-policy|--role-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam detach-user-policy|--user-name: --policy-arn: --cli-input-json: --generate-cli-skeleton:
iam disable-organizations-root-credentials-management|--cli-input-json: --generate-cli-skeleton:
iam disable-organizations-root-sessions|--cli-input-json: --generate-cli-skeleton:
iam disable-outbound-web-identity-federation|--cli-input-json: --generate-cli-skeleton:
iam enable-mfa-device|--user-name: --serial-number: --authentication-code1: --authentication-code2: --authentication-code-1: --authentication-code-2: --cli-input-json: --generate-cli-skeleton:
iam enable-organizations-root-credentials-management|--cli-input-json: --generate-cli-skeleton:
iam enable-organizations-root-sessions|--cli-input-json: --generate-cli-skeleton:
iam enable-outbound-web-identity-federation|--cli-input-json: --generate-cli-skeleton:
iam generate-credential-report|--cli-input-json: --generate-cli-skeleton:
iam generate-organizations-access-report|--entity-path: --organizations-policy-id: --cli-input-json: --generate-cli-skeleton:
iam generate-service-last-accessed-details|--arn: --granularity: --cli-input-json: --generate-cli-skeleton:
iam get-access-key-last-used|--access-key-id: --cli-input-json: --generate-cli-skeleton:
iam get-account-authorization-details|--filter: --max-items: --marker: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam get-account-password-policy|--cli-input-json: --generate-cli-skeleton:
iam get-account-summary|--cli-input-json: --generate-cli-skeleton:
iam get-context-keys-for-custom-policy|--policy-input-list: --cli-input-json: --generate-cli-skeleton:
iam get-context-keys-for-principal-policy|--policy-source-arn: --policy-input-list: --cli-input-json: --generate-cli-skeleton:
iam get-credential-report|--cli-input-json: --generate-cli-skeleton:
iam get-delegation-request|--delegation-request-id: --delegation-permission-check --no-delegation-permission-check --cli-input-json: --generate-cli-skeleton:
iam get-group|--group-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam get-group-policy|--group-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam get-human-readable-summary|--entity-arn: --locale: --cli-input-json: --generate-cli-skeleton:
iam get-instance-profile|--instance-profile-name: --cli-input-json: --generate-cli-skeleton:
iam get-login-profile|--user-name: --cli-input-json: --generate-cli-skeleton:
iam get-mfa-device|--serial-number: --user-name: --cli-input-json: --generate-cli-skeleton:
iam get-open-id-connect-provider|--open-id-connect-provider-arn: --cli-input-json: --generate-cli-skeleton:
iam get-organizations-access-report|--job-id: --max-items: --marker: --sort-key: --cli-input-json: --generate-cli-skeleton:
iam get-outbound-web-identity-federation-info|--cli-input-json: --generate-cli-skeleton:
iam get-policy|--policy-arn: --cli-input-json: --generate-cli-skeleton:
iam get-policy-version|--policy-arn: --version-id: --cli-input-json: --generate-cli-skeleton:
iam get-role|--role-name: --cli-input-json: --generate-cli-skeleton:
iam get-role-policy|--role-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam get-saml-provider|--saml-provider-arn: --cli-input-json: --generate-cli-skeleton:
iam get-server-certificate|--server-certificate-name: --cli-input-json: --generate-cli-skeleton:
iam get-service-last-accessed-details|--job-id: --max-items: --marker: --cli-input-json: --generate-cli-skeleton:
iam get-service-last-accessed-details-with-entities|--job-id: --service-namespace: --max-items: --marker: --cli-input-json: --generate-cli-skeleton:
iam get-service-linked-role-deletion-status|--deletion-task-id: --cli-input-json: --generate-cli-skeleton:
iam get-ssh-public-key|--user-name: --ssh-public-key-id: --encoding: --cli-input-json: --generate-cli-skeleton:
iam get-user|--user-name: --cli-input-json: --generate-cli-skeleton:
iam get-user-policy|--user-name: --policy-name: --cli-input-json: --generate-cli-skeleton:
iam list-access-keys|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-account-aliases|--marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-attached-group-policies|--group-name: --path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-attached-role-policies|--role-name: --path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-attached-user-policies|--user-name: --path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-delegation-requests|--owner-id: --marker: --max-items: --cli-input-json: --generate-cli-skeleton:
iam list-entities-for-policy|--policy-arn: --entity-filter: --path-prefix: --policy-usage-filter: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-group-policies|--group-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-groups|--path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-groups-for-user|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-instance-profile-tags|--instance-profile-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-instance-profiles|--path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-instance-profiles-for-role|--role-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-mfa-device-tags|--serial-number: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-mfa-devices|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-open-id-connect-provider-tags|--open-id-connect-provider-arn: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-open-id-connect-providers|--cli-input-json: --generate-cli-skeleton:
iam list-organizations-features|--cli-input-json: --generate-cli-skeleton:
iam list-policies|--scope: --only-attached --no-only-attached --path-prefix: --policy-usage-filter: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-policies-granting-service-access|--marker: --arn: --service-namespaces: --cli-input-json: --generate-cli-skeleton:
iam list-policy-tags|--policy-arn: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-policy-versions|--policy-arn: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-role-policies|--role-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-role-tags|--role-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-roles|--path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-saml-provider-tags|--saml-provider-arn: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-saml-providers|--cli-input-json: --generate-cli-skeleton:
iam list-server-certificate-tags|--server-certificate-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-server-certificates|--path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-service-specific-credentials|--user-name: --service-name: --all-users --no-all-users --marker: --max-items: --cli-input-json: --generate-cli-skeleton:
iam list-signing-certificates|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-ssh-public-keys|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-user-policies|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-user-tags|--user-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-users|--path-prefix: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam list-virtual-mfa-devices|--assignment-status: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam put-group-policy|--group-name: --policy-name: --policy-document: --cli-input-json: --generate-cli-skeleton:
iam put-role-permissions-boundary|--role-name: --permissions-boundary: --cli-input-json: --generate-cli-skeleton:
iam put-role-policy|--role-name: --policy-name: --policy-document: --cli-input-json: --generate-cli-skeleton:
iam put-user-permissions-boundary|--user-name: --permissions-boundary: --cli-input-json: --generate-cli-skeleton:
iam put-user-policy|--user-name: --policy-name: --policy-document: --cli-input-json: --generate-cli-skeleton:
iam reject-delegation-request|--delegation-request-id: --notes: --cli-input-json: --generate-cli-skeleton:
iam remove-client-id-from-open-id-connect-provider|--open-id-connect-provider-arn: --client-id: --cli-input-json: --generate-cli-skeleton:
iam remove-role-from-instance-profile|--instance-profile-name: --role-name: --cli-input-json: --generate-cli-skeleton:
iam remove-user-from-group|--group-name: --user-name: --cli-input-json: --generate-cli-skeleton:
iam reset-service-specific-credential|--user-name: --service-specific-credential-id: --cli-input-json: --generate-cli-skeleton:
iam resync-mfa-device|--user-name: --serial-number: --authentication-code1: --authentication-code2: --authentication-code-1: --authentication-code-2: --cli-input-json: --generate-cli-skeleton:
iam send-delegation-token|--delegation-request-id: --cli-input-json: --generate-cli-skeleton:
iam set-default-policy-version|--policy-arn: --version-id: --cli-input-json: --generate-cli-skeleton:
iam set-security-token-service-preferences|--global-endpoint-token-version: --cli-input-json: --generate-cli-skeleton:
iam simulate-custom-policy|--policy-input-list: --permissions-boundary-policy-input-list: --action-names: --resource-arns: --resource-policy: --resource-owner: --caller-arn: --context-entries: --resource-handling-option: --max-items: --marker: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam simulate-principal-policy|--policy-source-arn: --policy-input-list: --permissions-boundary-policy-input-list: --action-names: --resource-arns: --resource-policy: --resource-owner: --caller-arn: --context-entries: --resource-handling-option: --max-items: --marker: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
iam tag-instance-profile|--instance-profile-name: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-mfa-device|--serial-number: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-open-id-connect-provider|--open-id-connect-provider-arn: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-policy|--policy-arn: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-role|--role-name: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-saml-provider|--saml-provider-arn: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-server-certificate|--server-certificate-name: --tags: --cli-input-json: --generate-cli-skeleton:
iam tag-user|--user-name: --tags: --cli-input-json: --generate-cli-skeleton:
iam untag-instance-profile|--instance-profile-name: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-mfa-device|--serial-number: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-open-id-connect-provider|--open-id-connect-provider-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-policy|--policy-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-role|--role-name: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-saml-provider|--saml-provider-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-server-certificate|--server-certificate-name: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam untag-user|--user-name: --tag-keys: --cli-input-json: --generate-cli-skeleton:
iam update-access-key|--user-name: --access-key-id: --status: --cli-input-json: --generate-cli-skeleton:
iam update-account-password-policy|--minimum-password-length: --require-symbols --no-require-symbols --require-numbers --no-require-numbers --require-uppercase-characters --no-require-uppercase-characters --require-lowercase-characters --no-require-lowercase-characters --allow-users-to-change-password --no-allow-users-to-change-password --max-password-age: --password-reuse-prevention: --hard-expiry --no-hard-expiry --cli-input-json: --generate-cli-skeleton:
iam update-assume-role-policy|--role-name: --policy-document: --cli-input-json: --generate-cli-skeleton:
iam update-delegation-request|--delegation-request-id: --notes: --cli-input-json: --generate-cli-skeleton:
iam update-group|--group-name: --new-path: --new-group-name: --cli-input-json: --generate-cli-skeleton:
iam update-login-profile|--user-name: --password: --password-reset-required --no-password-reset-required --cli-input-json: --generate-cli-skeleton:
iam update-open-id-connect-provider-thumbprint|--open-id-connect-provider-arn: --thumbprint-list: --cli-input-json: --generate-cli-skeleton:
iam update-role|--role-name: --description: --max-session-duration: --cli-input-json: --generate-cli-skeleton:
iam update-role-description|--role-name: --description: --cli-input-json: --generate-cli-skeleton:
iam update-saml-provider|--saml-metadata-document: --saml-provider-arn: --assertion-encryption-mode: --add-private-key: --remove-private-key: --cli-input-json: --generate-cli-skeleton:
iam update-server-certificate|--server-certificate-name: --new-path: --new-server-certificate-name: --cli-input-json: --generate-cli-skeleton:
iam update-service-specific-credential|--user-name: --service-specific-credential-id: --status: --cli-input-json: --generate-cli-skeleton:
iam update-signing-certificate|--user-name: --certificate-id: --status: --cli-input-json: --generate-cli-skeleton:
iam update-ssh-public-key|--user-name: --ssh-public-key-id: --status: --cli-input-json: --generate-cli-skeleton:
iam update-user|--user-name: --new-path: --new-user-name: --cli-input-json: --generate-cli-skeleton:
iam upload-server-certificate|--path: --server-certificate-name: --certificate-body: --private-key: --certificate-chain: --tags: --cli-input-json: --generate-cli-skeleton:
iam upload-signing-certificate|--user-name: --certificate-body: --cli-input-json: --generate-cli-skeleton:
iam upload-ssh-public-key|--user-name: --ssh-public-key-body: --cli-input-json: --generate-cli-skeleton:
kms|
kms cancel-key-deletion|--key-id: --cli-input-json: --generate-cli-skeleton:
kms connect-custom-key-store|--custom-key-store-id: --cli-input-json: --generate-cli-skeleton:
kms create-alias|--alias-name: --target-key-id: --cli-input-json: --generate-cli-skeleton:
kms create-custom-key-store|--custom-key-store-name: --cloud-hsm-cluster-id: --trust-anchor-certificate: --key-store-password: --custom-key-store-type: --xks-proxy-uri-endpoint: --xks-proxy-uri-path: --xks-proxy-vpc-endpoint-service-name: --xks-proxy-vpc-endpoint-service-owner: --xks-proxy-authentication-credential: --xks-proxy-connectivity: --cli-input-json: --generate-cli-skeleton:
kms create-grant|--key-id: --grantee-principal: --retiring-principal: --operations: --constraints: --grant-tokens: --name: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms create-key|--policy: --description: --key-usage: --customer-master-key-spec: --key-spec: --origin: --custom-key-store-id: --bypass-policy-lockout-safety-check --no-bypass-policy-lockout-safety-check --tags: --multi-region --no-multi-region --xks-key-id: --cli-input-json: --generate-cli-skeleton:
kms decrypt|--ciphertext-blob: --encryption-context: --grant-tokens: --key-id: --encryption-algorithm: --recipient: --dry-run --no-dry-run --dry-run-modifiers: --cli-input-json: --generate-cli-skeleton:
kms delete-alias|--alias-name: --cli-input-json: --generate-cli-skeleton:
kms delete-custom-key-store|--custom-key-store-id: --cli-input-json: --generate-cli-skeleton:
kms delete-imported-key-material|--key-id: --key-material-id: --cli-input-json: --generate-cli-skeleton:
kms derive-shared-secret|--key-id: --key-agreement-algorithm: --public-key: --grant-tokens: --dry-run --no-dry-run --recipient: --cli-input-json: --generate-cli-skeleton:
kms describe-custom-key-stores|--custom-key-store-id: --custom-key-store-name: --limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms describe-key|--key-id: --grant-tokens: --cli-input-json: --generate-cli-skeleton:
kms disable-key|--key-id: --cli-input-json: --generate-cli-skeleton:
kms disable-key-rotation|--key-id: --cli-input-json: --generate-cli-skeleton:
kms disconnect-custom-key-store|--custom-key-store-id: --cli-input-json: --generate-cli-skeleton:
kms enable-key|--key-id: --cli-input-json: --generate-cli-skeleton:
kms enable-key-rotation|--key-id: --rotation-period-in-days: --cli-input-json: --generate-cli-skeleton:
kms encrypt|--key-id: --plaintext: --encryption-context: --grant-tokens: --encryption-algorithm: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-data-key|--key-id: --encryption-context: --number-of-bytes: --key-spec: --grant-tokens: --recipient: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-data-key-pair|--encryption-context: --key-id: --key-pair-spec: --grant-tokens: --recipient: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-data-key-pair-without-plaintext|--encryption-context: --key-id: --key-pair-spec: --grant-tokens: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-data-key-without-plaintext|--key-id: --encryption-context: --key-spec: --number-of-bytes: --grant-tokens: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-mac|--message: --key-id: --mac-algorithm: --grant-tokens: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms generate-random|--number-of-bytes: --custom-key-store-id: --recipient: --cli-input-json: --generate-cli-skeleton:
kms get-key-last-usage|--key-id: --cli-input-json: --generate-cli-skeleton:
kms get-key-policy|--key-id: --policy-name: --cli-input-json: --generate-cli-skeleton:
kms get-key-rotation-status|--key-id: --cli-input-json: --generate-cli-skeleton:
kms get-parameters-for-import|--key-id: --wrapping-algorithm: --wrapping-key-spec: --cli-input-json: --generate-cli-skeleton:
kms get-public-key|--key-id: --grant-tokens: --cli-input-json: --generate-cli-skeleton:
kms import-key-material|--key-id: --import-token: --encrypted-key-material: --valid-to: --expiration-model: --import-type: --key-material-description: --key-material-id: --cli-input-json: --generate-cli-skeleton:
kms list-aliases|--key-id: --limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-grants|--limit: --marker: --key-id: --grant-id: --grantee-principal: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-key-policies|--key-id: --limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-key-rotations|--key-id: --include-key-material: --limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-keys|--limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-resource-tags|--key-id: --limit: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms list-retirable-grants|--limit: --marker: --retiring-principal: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
kms put-key-policy|--key-id: --policy-name: --policy: --bypass-policy-lockout-safety-check --no-bypass-policy-lockout-safety-check --cli-input-json: --generate-cli-skeleton:
kms re-encrypt|--ciphertext-blob: --source-encryption-context: --source-key-id: --destination-key-id: --destination-encryption-context: --source-encryption-algorithm: --destination-encryption-algorithm: --grant-tokens: --dry-run --no-dry-run --dry-run-modifiers: --cli-input-json: --generate-cli-skeleton:
kms replicate-key|--key-id: --replica-region: --policy: --bypass-policy-lockout-safety-check --no-bypass-policy-lockout-safety-check --description: --tags: --cli-input-json: --generate-cli-skeleton:
kms retire-grant|--grant-token: --key-id: --grant-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms revoke-grant|--key-id: --grant-id: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms rotate-key-on-demand|--key-id: --cli-input-json: --generate-cli-skeleton:
kms schedule-key-deletion|--key-id: --pending-window-in-days: --cli-input-json: --generate-cli-skeleton:
kms sign|--key-id: --message: --message-type: --grant-tokens: --signing-algorithm: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms tag-resource|--key-id: --tags: --cli-input-json: --generate-cli-skeleton:
kms untag-resource|--key-id: --tag-keys: --cli-input-json: --generate-cli-skeleton:
kms update-alias|--alias-name: --target-key-id: --cli-input-json: --generate-cli-skeleton:
kms update-custom-key-store|--custom-key-store-id: --new-custom-key-store-name: --key-store-password: --cloud-hsm-cluster-id: --xks-proxy-uri-endpoint: --xks-proxy-uri-path: --xks-proxy-vpc-endpoint-service-name: --xks-proxy-vpc-endpoint-service-owner: --xks-proxy-authentication-credential: --xks-proxy-connectivity: --cli-input-json: --generate-cli-skeleton:
kms update-key-description|--key-id: --description: --cli-input-json: --generate-cli-skeleton:
kms update-primary-region|--key-id: --primary-region: --cli-input-json: --generate-cli-skeleton:
kms verify|--key-id: --message: --message-type: --signature: --signing-algorithm: --grant-tokens: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
kms verify-mac|--message: --key-id: --mac-algorithm: --mac: --grant-tokens: --dry-run --no-dry-run --cli-input-json: --generate-cli-skeleton:
lambda|
lambda add-layer-version-permission|--layer-name: --version-number: --statement-id: --action: --principal: --organization-id: --revision-id: --cli-input-json: --generate-cli-skeleton:
lambda add-permission|--function-name: --statement-id: --action: --principal: --source-arn: --source-account: --event-source-token: --qualifier: --revision-id: --principal-org-id: --function-url-auth-type: --invoked-via-function-url --no-invoked-via-function-url --cli-input-json: --generate-cli-skeleton:
lambda checkpoint-durable-execution|--durable-execution-arn: --checkpoint-token: --updates: --client-token: --cli-input-json: --generate-cli-skeleton:
lambda create-alias|--function-name: --name: --function-version: --description: --routing-config: --cli-input-json: --generate-cli-skeleton:
lambda create-capacity-provider|--capacity-provider-name: --vpc-config: --permissions-config: --instance-requirements: --capacity-provider-scaling-config: --kms-key-arn: --tags: --cli-input-json: --generate-cli-skeleton:
lambda create-code-signing-config|--description: --allowed-publishers: --code-signing-policies: --tags: --cli-input-json: --generate-cli-skeleton:
lambda create-event-source-mapping|--event-source-arn: --function-name: --enabled --no-enabled --batch-size: --filter-criteria: --maximum-batching-window-in-seconds: --parallelization-factor: --starting-position: --starting-position-timestamp: --destination-config: --maximum-record-age-in-seconds: --bisect-batch-on-function-error --no-bisect-batch-on-function-error --maximum-retry-attempts: --tags: --tumbling-window-in-seconds: --topics: --queues: --source-access-configurations: --self-managed-event-source: --function-response-types: --amazon-managed-kafka-event-source-config: --self-managed-kafka-event-source-config: --scaling-config: --document-db-event-source-config: --kms-key-arn: --metrics-config: --logging-config: --provisioned-poller-config: --cli-input-json: --generate-cli-skeleton:
lambda create-function|--function-name: --runtime: --role: --handler: --code: --description: --timeout: --memory-size: --publish --no-publish --vpc-config: --package-type: --dead-letter-config: --environment: --kms-key-arn: --tracing-config: --tags: --layers: --file-system-configs: --image-config: --code-signing-config-arn: --architectures: --ephemeral-storage: --snap-start: --logging-config: --capacity-provider-config: --publish-to: --durable-config: --tenancy-config: --zip-file: --cli-input-json: --generate-cli-skeleton:
lambda create-function-url-config|--function-name: --qualifier: --auth-type: --cors: --invoke-mode: --cli-input-json: --generate-cli-skeleton:
lambda delete-alias|--function-name: --name: --cli-input-json: --generate-cli-skeleton:
lambda delete-capacity-provider|--capacity-provider-name: --cli-input-json: --generate-cli-skeleton:
lambda delete-code-signing-config|--code-signing-config-arn: --cli-input-json: --generate-cli-skeleton:
lambda delete-event-source-mapping|--uuid: --cli-input-json: --generate-cli-skeleton:
lambda delete-function|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda delete-function-code-signing-config|--function-name: --cli-input-json: --generate-cli-skeleton:
lambda delete-function-concurrency|--function-name: --cli-input-json: --generate-cli-skeleton:
lambda delete-function-event-invoke-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda delete-function-url-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda delete-layer-version|--layer-name: --version-number: --cli-input-json: --generate-cli-skeleton:
lambda delete-provisioned-concurrency-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-account-settings|--cli-input-json: --generate-cli-skeleton:
lambda get-alias|--function-name: --name: --cli-input-json: --generate-cli-skeleton:
lambda get-capacity-provider|--capacity-provider-name: --cli-input-json: --generate-cli-skeleton:
lambda get-code-signing-config|--code-signing-config-arn: --cli-input-json: --generate-cli-skeleton:
lambda get-durable-execution|--durable-execution-arn: --cli-input-json: --generate-cli-skeleton:
lambda get-durable-execution-history|--durable-execution-arn: --include-execution-data --no-include-execution-data --max-items: --marker: --reverse-order --no-reverse-order --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda get-durable-execution-state|--durable-execution-arn: --checkpoint-token: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda get-event-source-mapping|--uuid: --cli-input-json: --generate-cli-skeleton:
lambda get-function|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-function-code-signing-config|--function-name: --cli-input-json: --generate-cli-skeleton:
lambda get-function-concurrency|--function-name: --cli-input-json: --generate-cli-skeleton:
lambda get-function-configuration|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-function-event-invoke-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-function-recursion-config|--function-name: --cli-input-json: --generate-cli-skeleton:
lambda get-function-scaling-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-function-url-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-layer-version|--layer-name: --version-number: --cli-input-json: --generate-cli-skeleton:
lambda get-layer-version-by-arn|--arn: --cli-input-json: --generate-cli-skeleton:
lambda get-layer-version-policy|--layer-name: --version-number: --cli-input-json: --generate-cli-skeleton:
lambda get-policy|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-provisioned-concurrency-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda get-runtime-management-config|--function-name: --qualifier: --cli-input-json: --generate-cli-skeleton:
lambda invoke|--function-name: --invocation-type: --log-type: --client-context: --durable-execution-name: --payload: --qualifier: --tenant-id:
lambda invoke-async|--function-name: --invoke-args:@r --cli-input-json: --generate-cli-skeleton:
lambda list-aliases|--function-name: --function-version: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-capacity-providers|--state: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-code-signing-configs|--marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-durable-executions-by-function|--function-name: --qualifier: --durable-execution-name: --statuses: --started-after: --started-before: --reverse-order --no-reverse-order --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-event-source-mappings|--event-source-arn: --function-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-function-event-invoke-configs|--function-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-function-url-configs|--function-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-function-versions-by-capacity-provider|--capacity-provider-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-functions|--master-region: --function-version: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-functions-by-code-signing-config|--code-signing-config-arn: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-layer-versions|--compatible-runtime: --layer-name: --marker: --max-items: --compatible-architecture: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-layers|--compatible-runtime: --marker: --max-items: --compatible-architecture: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-provisioned-concurrency-configs|--function-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda list-tags|--resource: --cli-input-json: --generate-cli-skeleton:
lambda list-versions-by-function|--function-name: --marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
lambda publish-layer-version|--layer-name: --description: --content: --compatible-runtimes: --license-info: --compatible-architectures: --zip-file: --cli-input-json: --generate-cli-skeleton:
lambda publish-version|--function-name: --code-sha256: --description: --revision-id: --publish-to: --code-sha-256: --cli-input-json: --generate-cli-skeleton:
lambda put-function-code-signing-config|--code-signing-config-arn: --function-name: --cli-input-json: --generate-cli-skeleton:
lambda put-function-concurrency|--function-name: --reserved-concurrent-executions: --cli-input-json: --generate-cli-skeleton:
lambda put-function-event-invoke-config|--function-name: --qualifier: --maximum-retry-attempts: --maximum-event-age-in-seconds: --destination-config: --cli-input-json: --generate-cli-skeleton:
lambda put-function-recursion-config|--function-name: --recursive-loop: --cli-input-json: --generate-cli-skeleton:
lambda put-function-scaling-config|--function-name: --qualifier: --function-scaling-config: --cli-input-json: --generate-cli-skeleton:
lambda put-provisioned-concurrency-config|--function-name: --qualifier: --provisioned-concurrent-executions: --cli-input-json: --generate-cli-skeleton:
lambda put-runtime-management-config|--function-name: --qualifier: --update-runtime-on: --runtime-version-arn: --cli-input-json: --generate-cli-skeleton:
lambda remove-layer-version-permission|--layer-name: --version-number: --statement-id: --revision-id: --cli-input-json: --generate-cli-skeleton:
lambda remove-permission|--function-name: --statement-id: --qualifier: --revision-id: --cli-input-json: --generate-cli-skeleton:
lambda send-durable-execution-callback-failure|--callback-id: --error: --cli-input-json: --generate-cli-skeleton:
lambda send-durable-execution-callback-heartbeat|--callback-id: --cli-input-json: --generate-cli-skeleton:
lambda send-durable-execution-callback-success|--callback-id: --result: --cli-input-json: --generate-cli-skeleton:
lambda stop-durable-execution|--durable-execution-arn: --error: --cli-input-json: --generate-cli-skeleton:
lambda tag-resource|--resource: --tags: --cli-input-json: --generate-cli-skeleton:
lambda untag-resource|--resource: --tag-keys: --cli-input-json: --generate-cli-skeleton:
lambda update-alias|--function-name: --name: --function-version: --description: --routing-config: --revision-id: --cli-input-json: --generate-cli-skeleton:
lambda update-capacity-provider|--capacity-provider-name: --capacity-provider-scaling-config: --cli-input-json: --generate-cli-skeleton:
lambda update-code-signing-config|--code-signing-config-arn: --description: --allowed-publishers: --code-signing-policies: --cli-input-json: --generate-cli-skeleton:
lambda update-event-source-mapping|--uuid: --function-name: --enabled --no-enabled --batch-size: --filter-criteria: --maximum-batching-window-in-seconds: --destination-config: --maximum-record-age-in-seconds: --bisect-batch-on-function-error --no-bisect-batch-on-function-error --maximum-retry-attempts: --parallelization-factor: --source-access-configurations: --tumbling-window-in-seconds: --function-response-types: --scaling-config: --amazon-managed-kafka-event-source-config: --self-managed-kafka-event-source-config: --document-db-event-source-config: --kms-key-arn: --metrics-config: --logging-config: --provisioned-poller-config: --cli-input-json: --generate-cli-skeleton:
lambda update-function-code|--function-name: --zip-file: --s3-bucket: --s3-key: --s3-object-version: --image-uri: --publish --no-publish --dry-run --no-dry-run --revision-id: --architectures: --source-kms-key-arn: --publish-to: --cli-input-json: --generate-cli-skeleton:
lambda update-function-configuration|--function-name: --role: --handler: --description: --timeout: --memory-size: --vpc-config: --environment: --runtime: --dead-letter-config: --kms-key-arn: --tracing-config: --revision-id: --layers: --file-system-configs: --image-config: --ephemeral-storage: --snap-start: --logging-config: --capacity-provider-config: --durable-config: --cli-input-json: --generate-cli-skeleton:
lambda update-function-event-invoke-config|--function-name: --qualifier: --maximum-retry-attempts: --maximum-event-age-in-seconds: --destination-config: --cli-input-json: --generate-cli-skeleton:
lambda update-function-url-config|--function-name: --qualifier: --auth-type: --cors: --invoke-mode: --cli-input-json: --generate-cli-skeleton:
logs|
logs associate-kms-key|--log-group-name: --kms-key-id: --resource-identifier: --cli-input-json: --generate-cli-skeleton:
logs associate-source-to-s3-table-integration|--integration-arn: --data-source: --cli-input-json: --generate-cli-skeleton:
logs cancel-export-task|--task-id: --cli-input-json: --generate-cli-skeleton:
logs cancel-import-task|--import-id: --cli-input-json: --generate-cli-skeleton:
logs create-delivery|--delivery-source-name: --delivery-destination-arn: --record-fields: --field-delimiter: --s3-delivery-configuration: --tags: --cli-input-json: --generate-cli-skeleton:
logs create-export-task|--task-name: --log-group-name: --log-stream-name-prefix: --from: --to: --destination: --destination-prefix: --cli-input-json: --generate-cli-skeleton:
logs create-import-task|--import-source-arn: --import-role-arn: --import-filter: --cli-input-json: --generate-cli-skeleton:
logs create-log-anomaly-detector|--log-group-arn-list: --detector-name: --evaluation-frequency: --filter-pattern: --kms-key-id: --anomaly-visibility-time: --tags: --cli-input-json: --generate-cli-skeleton:
logs create-log-group|--log-group-name: --kms-key-id: --tags: --log-group-class: --deletion-protection-enabled --no-deletion-protection-enabled --cli-input-json: --generate-cli-skeleton:
logs create-log-stream|--log-group-name: --log-stream-name: --cli-input-json: --generate-cli-skeleton:
logs create-lookup-table|--lookup-table-name: --description: --table-body: --kms-key-id: --tags: --cli-input-json: --generate-cli-skeleton:
logs create-scheduled-query|--name: --description: --query-language: --query-string: --log-group-identifiers: --schedule-expression: --timezone: --start-time-offset: --destination-configuration: --schedule-start-time: --schedule-end-time: --execution-role-arn: --state: --tags: --cli-input-json: --generate-cli-skeleton:
logs delete-account-policy|--policy-name: --policy-type: --cli-input-json: --generate-cli-skeleton:
logs delete-data-protection-policy|--log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs delete-delivery|--id: --cli-input-json: --generate-cli-skeleton:
logs delete-delivery-destination|--name: --cli-input-json: --generate-cli-skeleton:
logs delete-delivery-destination-policy|--delivery-destination-name: --cli-input-json: --generate-cli-skeleton:
logs delete-delivery-source|--name: --cli-input-json: --generate-cli-skeleton:
logs delete-destination|--destination-name: --cli-input-json: --generate-cli-skeleton:
logs delete-index-policy|--log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs delete-integration|--integration-name: --force --no-force --cli-input-json: --generate-cli-skeleton:
logs delete-log-anomaly-detector|--anomaly-detector-arn: --cli-input-json: --generate-cli-skeleton:
logs delete-log-group|--log-group-name: --cli-input-json: --generate-cli-skeleton:
logs delete-log-stream|--log-group-name: --log-stream-name: --cli-input-json: --generate-cli-skeleton:
logs delete-lookup-table|--lookup-table-arn: --cli-input-json: --generate-cli-skeleton:
logs delete-metric-filter|--log-group-name: --filter-name: --cli-input-json: --generate-cli-skeleton:
logs delete-query-definition|--query-definition-id: --cli-input-json: --generate-cli-skeleton:
logs delete-resource-policy|--policy-name: --resource-arn: --expected-revision-id: --cli-input-json: --generate-cli-skeleton:
logs delete-retention-policy|--log-group-name: --cli-input-json: --generate-cli-skeleton:
logs delete-scheduled-query|--identifier: --cli-input-json: --generate-cli-skeleton:
logs delete-subscription-filter|--log-group-name: --filter-name: --cli-input-json: --generate-cli-skeleton:
logs delete-transformer|--log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs describe-account-policies|--policy-type: --policy-name: --account-identifiers: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-configuration-templates|--service: --log-types: --resource-types: --delivery-destination-types: --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-deliveries|--next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-delivery-destinations|--next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-delivery-sources|--next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-destinations|--destination-name-prefix: --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-export-tasks|--task-id: --status-code: --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-field-indexes|--log-group-identifiers: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-import-task-batches|--import-id: --batch-import-status: --limit: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-import-tasks|--import-id: --import-status: --import-source-arn: --limit: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-index-policies|--log-group-identifiers: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-log-groups|--account-identifiers: --log-group-name-prefix: --log-group-name-pattern: --next-token: --limit: --include-linked-accounts --no-include-linked-accounts --log-group-class: --log-group-identifiers: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-log-streams|--log-group-name: --log-group-identifier: --log-stream-name-prefix: --order-by: --descending --no-descending --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-lookup-tables|--lookup-table-name-prefix: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-metric-filters|--log-group-name: --filter-name-prefix: --next-token: --limit: --metric-name: --metric-namespace: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-queries|--log-group-name: --status: --max-results: --next-token: --query-language: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-query-definitions|--query-language: --query-definition-name-prefix: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
logs describe-resource-policies|--next-token: --limit: --resource-arn: --policy-scope: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs describe-subscription-filters|--log-group-name: --filter-name-prefix: --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs disassociate-kms-key|--log-group-name: --resource-identifier: --cli-input-json: --generate-cli-skeleton:
logs disassociate-source-from-s3-table-integration|--identifier: --cli-input-json: --generate-cli-skeleton:
logs filter-log-events|--log-group-name: --log-group-identifier: --log-stream-names: --log-stream-name-prefix: --start-time: --end-time: --filter-pattern: --next-token: --limit: --interleaved --no-interleaved --unmask --no-unmask --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs get-data-protection-policy|--log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs get-delivery|--id: --cli-input-json: --generate-cli-skeleton:
logs get-delivery-destination|--name: --cli-input-json: --generate-cli-skeleton:
logs get-delivery-destination-policy|--delivery-destination-name: --cli-input-json: --generate-cli-skeleton:
logs get-delivery-source|--name: --cli-input-json: --generate-cli-skeleton:
logs get-integration|--integration-name: --cli-input-json: --generate-cli-skeleton:
logs get-log-anomaly-detector|--anomaly-detector-arn: --cli-input-json: --generate-cli-skeleton:
logs get-log-events|--log-group-name: --log-group-identifier: --log-stream-name: --start-time: --end-time: --next-token: --limit: --start-from-head --no-start-from-head --unmask --no-unmask --cli-input-json: --generate-cli-skeleton:
logs get-log-fields|--data-source-name: --data-source-type: --cli-input-json: --generate-cli-skeleton:
logs get-log-group-fields|--log-group-name: --time: --log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs get-log-record|--log-record-pointer: --unmask --no-unmask --cli-input-json: --generate-cli-skeleton:
logs get-lookup-table|--lookup-table-arn: --cli-input-json: --generate-cli-skeleton:
logs get-query-results|--query-id: --next-token: --max-items: --cli-input-json: --generate-cli-skeleton:
logs get-scheduled-query|--identifier: --cli-input-json: --generate-cli-skeleton:
logs get-scheduled-query-history|--identifier: --start-time: --end-time: --execution-statuses: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs get-transformer|--log-group-identifier: --cli-input-json: --generate-cli-skeleton:
logs list-aggregate-log-group-summaries|--account-identifiers: --include-linked-accounts --no-include-linked-accounts --log-group-class: --log-group-name-pattern: --data-sources: --group-by: --next-token: --limit: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-anomalies|--anomaly-detector-arn: --suppression-state: --limit: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-integrations|--integration-name-prefix: --integration-type: --integration-status: --cli-input-json: --generate-cli-skeleton:
logs list-log-anomaly-detectors|--filter-log-group-arn: --limit: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-log-groups|--log-group-name-pattern: --log-group-class: --include-linked-accounts --no-include-linked-accounts --account-identifiers: --next-token: --limit: --data-sources: --field-index-names: --log-group-tags: --cli-input-json: --generate-cli-skeleton:
logs list-log-groups-for-query|--query-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-scheduled-queries|--max-results: --next-token: --state: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-sources-for-s3-table-integration|--integration-arn: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
logs list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
logs list-tags-log-group|--log-group-name: --cli-input-json: --generate-cli-skeleton:
logs put-account-policy|--policy-name: --policy-document: --policy-type: --scope: --selection-criteria: --cli-input-json: --generate-cli-skeleton:
logs put-bearer-token-authentication|--log-group-identifier: --bearer-token-authentication-enabled --no-bearer-token-authentication-enabled --cli-input-json: --generate-cli-skeleton:
logs put-data-protection-policy|--log-group-identifier: --policy-document: --cli-input-json: --generate-cli-skeleton:
logs put-delivery-destination|--name: --output-format: --delivery-destination-configuration: --delivery-destination-type: --tags: --cli-input-json: --generate-cli-skeleton:
logs put-delivery-destination-policy|--delivery-destination-name: --delivery-destination-policy: --cli-input-json: --generate-cli-skeleton:
logs put-delivery-source|--name: --resource-arn: --log-type: --tags: --delivery-source-configuration: --cli-input-json: --generate-cli-skeleton:
logs put-destination|--destination-name: --target-arn: --role-arn: --tags: --cli-input-json: --generate-cli-skeleton:
logs put-destination-policy|--destination-name: --access-policy: --force-update --no-force-update --cli-input-json: --generate-cli-skeleton:
logs put-index-policy|--log-group-identifier: --policy-document: --cli-input-json: --generate-cli-skeleton:
logs put-integration|--integration-name: --resource-config: --integration-type: --cli-input-json: --generate-cli-skeleton:
logs put-log-events|--log-group-name: --log-stream-name: --log-events: --sequence-token: --entity: --cli-input-json: --generate-cli-skeleton:
logs put-log-group-deletion-protection|--log-group-identifier: --deletion-protection-enabled --no-deletion-protection-enabled --cli-input-json: --generate-cli-skeleton:
logs put-metric-filter|--log-group-name: --filter-name: --filter-pattern: --metric-transformations: --apply-on-transformed-logs --no-apply-on-transformed-logs --field-selection-criteria: --emit-system-field-dimensions: --cli-input-json: --generate-cli-skeleton:
logs put-query-definition|--query-language: --name: --query-definition-id: --log-group-names: --query-string: --client-token: --parameters: --cli-input-json: --generate-cli-skeleton:
logs put-resource-policy|--policy-name: --policy-document: --resource-arn: --expected-revision-id: --cli-input-json: --generate-cli-skeleton:
logs put-retention-policy|--log-group-name: --retention-in-days: --cli-input-json: --generate-cli-skeleton:
logs put-subscription-filter|--log-group-name: --filter-name: --filter-pattern: --destination-arn: --role-arn: --distribution: --apply-on-transformed-logs --no-apply-on-transformed-logs --field-selection-criteria: --emit-system-fields: --cli-input-json: --generate-cli-skeleton:
logs put-transformer|--log-group-identifier: --transformer-config: --cli-input-json: --generate-cli-skeleton:
logs start-live-tail|--log-group-identifiers: --log-stream-names: --log-stream-name-prefixes: --log-event-filter-pattern:
logs start-query|--query-language: --log-group-name: --log-group-names: --log-group-identifiers: --start-time: --end-time: --query-string: --limit: --cli-input-json: --generate-cli-skeleton:
logs stop-query|--query-id: --cli-input-json: --generate-cli-skeleton:
logs tag-log-group|--log-group-name: --tags: --cli-input-json: --generate-cli-skeleton:
logs tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
logs test-metric-filter|--filter-pattern: --log-event-messages: --cli-input-json: --generate-cli-skeleton:
logs test-transformer|--transformer-config: --log-event-messages: --cli-input-json: --generate-cli-skeleton:
logs untag-log-group|--log-group-name: --tags: --cli-input-json: --generate-cli-skeleton:
logs untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
logs update-anomaly|--anomaly-id: --pattern-id: --anomaly-detector-arn: --suppression-type: --suppression-period: --baseline --no-baseline --cli-input-json: --generate-cli-skeleton:
logs update-delivery-configuration|--id: --record-fields: --field-delimiter: --s3-delivery-configuration: --cli-input-json: --generate-cli-skeleton:
logs update-log-anomaly-detector|--anomaly-detector-arn: --evaluation-frequency: --filter-pattern: --anomaly-visibility-time: --enabled --no-enabled --cli-input-json: --generate-cli-skeleton:
logs update-lookup-table|--lookup-table-arn: --description: --table-body: --kms-key-id: --cli-input-json: --generate-cli-skeleton:
logs update-scheduled-query|--identifier: --description: --query-language: --query-string: --log-group-identifiers: --schedule-expression: --timezone: --start-time-offset: --destination-configuration: --schedule-start-time: --schedule-end-time: --execution-role-arn: --state: --cli-input-json: --generate-cli-skeleton:
rds|
rds delete-db-cluster|--db-cluster-identifier: --skip-final-snapshot --no-skip-final-snapshot --final-db-snapshot-identifier: --delete-automated-backups --no-delete-automated-backups --cli-input-json: --generate-cli-skeleton:
rds delete-db-instance|--db-instance-identifier: --skip-final-snapshot --no-skip-final-snapshot --final-db-snapshot-identifier: --delete-automated-backups --no-delete-automated-backups --cli-input-json: --generate-cli-skeleton:
rds describe-account-attributes|--cli-input-json: --generate-cli-skeleton:
rds describe-blue-green-deployments|--blue-green-deployment-identifier: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-certificates|--certificate-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-automated-backups|--db-cluster-resource-id: --db-cluster-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-backtracks|--db-cluster-identifier: --backtrack-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-endpoints|--db-cluster-identifier: --db-cluster-endpoint-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-parameter-groups|--db-cluster-parameter-group-name: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-parameters|--db-cluster-parameter-group-name: --source: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-cluster-snapshot-attributes|--db-cluster-snapshot-identifier: --cli-input-json: --generate-cli-skeleton:
rds describe-db-cluster-snapshots|--db-cluster-identifier: --db-cluster-snapshot-identifier: --snapshot-type: --filters: --max-records: --marker: --include-shared --no-include-shared --include-public --no-include-public --db-cluster-resource-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-clusters|--db-cluster-identifier: --filters: --max-records: --marker: --include-shared --no-include-shared --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-engine-versions|--engine: --engine-version: --db-parameter-group-family: --filters: --max-records: --marker: --default-only --no-default-only --list-supported-character-sets --no-list-supported-character-sets --list-supported-timezones --no-list-supported-timezones --include-all --no-include-all --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-instance-automated-backups|--dbi-resource-id: --db-instance-identifier: --filters: --max-records: --marker: --db-instance-automated-backups-arn: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-instances|--db-instance-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-log-files|--db-instance-identifier: --filename-contains: --file-last-written: --file-size: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-major-engine-versions|--engine: --major-engine-version: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-parameter-groups|--db-parameter-group-name: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-parameters|--db-parameter-group-name: --source: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-proxies|--db-proxy-name: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-proxy-endpoints|--db-proxy-name: --db-proxy-endpoint-name: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-proxy-target-groups|--db-proxy-name: --target-group-name: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-proxy-targets|--db-proxy-name: --target-group-name: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-recommendations|--last-updated-after: --last-updated-before: --locale: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-security-groups|--db-security-group-name: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-shard-groups|--db-shard-group-identifier: --filters: --marker: --max-records: --cli-input-json: --generate-cli-skeleton:
rds describe-db-snapshot-attributes|--db-snapshot-identifier: --cli-input-json: --generate-cli-skeleton:
rds describe-db-snapshot-tenant-databases|--db-instance-identifier: --db-snapshot-identifier: --snapshot-type: --filters: --max-records: --marker: --dbi-resource-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-snapshots|--db-instance-identifier: --db-snapshot-identifier: --snapshot-type: --filters: --max-records: --marker: --include-shared --no-include-shared --include-public --no-include-public --dbi-resource-id: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-db-subnet-groups|--db-subnet-group-name: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-engine-default-cluster-parameters|--db-parameter-group-family: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-engine-default-parameters|--db-parameter-group-family: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-event-categories|--source-type: --filters: --cli-input-json: --generate-cli-skeleton:
rds describe-event-subscriptions|--subscription-name: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-events|--source-identifier: --source-type: --start-time: --end-time: --duration: --event-categories: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-export-tasks|--export-task-identifier: --source-arn: --filters: --marker: --max-records: --source-type: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-global-clusters|--global-cluster-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-integrations|--integration-identifier: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-option-group-options|--engine-name: --major-engine-version: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-option-groups|--option-group-name: --filters: --marker: --max-records: --engine-name: --major-engine-version: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-orderable-db-instance-options|--engine: --engine-version: --db-instance-class: --license-model: --availability-zone-group: --vpc --no-vpc --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-pending-maintenance-actions|--resource-identifier: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-reserved-db-instances|--reserved-db-instance-id: --reserved-db-instances-offering-id: --db-instance-class: --duration: --product-description: --offering-type: --multi-az --no-multi-az --lease-id: --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-reserved-db-instances-offerings|--reserved-db-instances-offering-id: --db-instance-class: --duration: --product-description: --offering-type: --multi-az --no-multi-az --filters: --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-serverless-v2-platform-versions|--serverless-v2-platform-version: --engine: --filters: --default-only --no-default-only --include-all --no-include-all --max-records: --marker: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-source-regions|--region-name: --max-records: --marker: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-tenant-databases|--db-instance-identifier: --tenant-db-name: --filters: --marker: --max-records: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
rds describe-valid-db-instance-modifications|--db-instance-identifier: --cli-input-json: --generate-cli-skeleton:
rds list-tags-for-resource|--resource-name: --filters: --cli-input-json: --generate-cli-skeleton:
rds reboot-db-instance|--db-instance-identifier: --force-failover --no-force-failover --cli-input-json: --generate-cli-skeleton:
rds start-db-instance|--db-instance-identifier: --cli-input-json: --generate-cli-skeleton:
rds stop-db-instance|--db-instance-identifier: --db-snapshot-identifier: --cli-input-json: --generate-cli-skeleton:
route53|
route53 activate-key-signing-key|--hosted-zone-id: --name: --cli-input-json: --generate-cli-skeleton:
route53 associate-vpc-with-hosted-zone|--hosted-zone-id: --vpc: --comment: --cli-input-json: --generate-cli-skeleton:
route53 change-cidr-collection|--id: --collection-version: --changes: --cli-input-json: --generate-cli-skeleton:
route53 change-resource-record-sets|--hosted-zone-id: --change-batch: --cli-input-json: --generate-cli-skeleton:
route53 change-tags-for-resource|--resource-type: --resource-id: --add-tags: --remove-tag-keys: --cli-input-json: --generate-cli-skeleton:
route53 create-cidr-collection|--name: --caller-reference: --cli-input-json: --generate-cli-skeleton:
route53 create-health-check|--caller-reference: --health-check-config: --cli-input-json: --generate-cli-skeleton:
route53 create-hosted-zone|--name: --vpc: --caller-reference: --hosted-zone-config: --delegation-set-id: --cli-input-json: --generate-cli-skeleton:
route53 create-key-signing-key|--caller-reference: --hosted-zone-id: --key-management-service-arn: --name: --status: --cli-input-json: --generate-cli-skeleton:
route53 create-query-logging-config|--hosted-zone-id: --cloud-watch-logs-log-group-arn: --cli-input-json: --generate-cli-skeleton:
route53 create-reusable-delegation-set|--caller-reference: --hosted-zone-id: --cli-input-json: --generate-cli-skeleton:
route53 create-traffic-policy|--name: --document: --comment: --cli-input-json: --generate-cli-skeleton:
route53 create-traffic-policy-instance|--hosted-zone-id: --name: --ttl: --traffic-policy-id: --traffic-policy-version: --cli-input-json: --generate-cli-skeleton:
route53 create-traffic-policy-version|--id: --document: --comment: --cli-input-json: --generate-cli-skeleton:
route53 create-vpc-association-authorization|--hosted-zone-id: --vpc: --cli-input-json: --generate-cli-skeleton:
route53 deactivate-key-signing-key|--hosted-zone-id: --name: --cli-input-json: --generate-cli-skeleton:
route53 delete-cidr-collection|--id: --cli-input-json: --generate-cli-skeleton:
route53 delete-health-check|--health-check-id: --cli-input-json: --generate-cli-skeleton:
route53 delete-hosted-zone|--id: --cli-input-json: --generate-cli-skeleton:
route53 delete-key-signing-key|--hosted-zone-id: --name: --cli-input-json: --generate-cli-skeleton:
route53 delete-query-logging-config|--id: --cli-input-json: --generate-cli-skeleton:
route53 delete-reusable-delegation-set|--id: --cli-input-json: --generate-cli-skeleton:
route53 delete-traffic-policy|--id: --traffic-policy-version: --cli-input-json: --generate-cli-skeleton:
route53 delete-traffic-policy-instance|--id: --cli-input-json: --generate-cli-skeleton:
route53 delete-vpc-association-authorization|--hosted-zone-id: --vpc: --cli-input-json: --generate-cli-skeleton:
route53 disable-hosted-zone-dnssec|--hosted-zone-id: --cli-input-json: --generate-cli-skeleton:
route53 disassociate-vpc-from-hosted-zone|--hosted-zone-id: --vpc: --comment: --cli-input-json: --generate-cli-skeleton:
route53 enable-hosted-zone-dnssec|--hosted-zone-id: --cli-input-json: --generate-cli-skeleton:
route53 get-account-limit|--type: --cli-input-json: --generate-cli-skeleton:
route53 get-change|--id: --cli-input-json: --generate-cli-skeleton:
route53 get-checker-ip-ranges|--cli-input-json: --generate-cli-skeleton:
route53 get-dnssec|--hosted-zone-id: --cli-input-json: --generate-cli-skeleton:
route53 get-geo-location|--continent-code: --country-code: --subdivision-code: --cli-input-json: --generate-cli-skeleton:
route53 get-health-check|--health-check-id: --cli-input-json: --generate-cli-skeleton:
route53 get-health-check-count|--cli-input-json: --generate-cli-skeleton:
route53 get-health-check-last-failure-reason|--health-check-id: --cli-input-json: --generate-cli-skeleton:
route53 get-health-check-status|--health-check-id: --cli-input-json: --generate-cli-skeleton:
route53 get-hosted-zone|--id: --cli-input-json: --generate-cli-skeleton:
route53 get-hosted-zone-count|--cli-input-json: --generate-cli-skeleton:
route53 get-hosted-zone-limit|--type: --hosted-zone-id: --cli-input-json: --generate-cli-skeleton:
route53 get-query-logging-config|--id: --cli-input-json: --generate-cli-skeleton:
route53 get-reusable-delegation-set|--id: --cli-input-json: --generate-cli-skeleton:
route53 get-reusable-delegation-set-limit|--type: --delegation-set-id: --cli-input-json: --generate-cli-skeleton:
route53 get-traffic-policy|--id: --traffic-policy-version: --cli-input-json: --generate-cli-skeleton:
route53 get-traffic-policy-instance|--id: --cli-input-json: --generate-cli-skeleton:
route53 get-traffic-policy-instance-count|--cli-input-json: --generate-cli-skeleton:
route53 list-cidr-blocks|--collection-id: --location-name: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
route53 list-cidr-collections|--next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
route53 list-cidr-locations|--collection-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
route53 list-geo-locations|--start-continent-code: --start-country-code: --start-subdivision-code: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-health-checks|--marker: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
route53 list-hosted-zones|--marker: --max-items: --delegation-set-id: --hosted-zone-type: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
route53 list-hosted-zones-by-name|--dns-name: --hosted-zone-id: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-hosted-zones-by-vpc|--vpc-id: --vpc-region: --max-items: --next-token: --cli-input-json: --generate-cli-skeleton:
route53 list-query-logging-configs|--hosted-zone-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
route53 list-resource-record-sets|--hosted-zone-id: --start-record-name: --start-record-type: --start-record-identifier: --max-items: --cli-input-json: --starting-token: --page-size: --generate-cli-skeleton:
route53 list-reusable-delegation-sets|--marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-tags-for-resource|--resource-type: --resource-id: --cli-input-json: --generate-cli-skeleton:
route53 list-tags-for-resources|--resource-type: --resource-ids: --cli-input-json: --generate-cli-skeleton:
route53 list-traffic-policies|--traffic-policy-id-marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-traffic-policy-instances|--hosted-zone-id-marker: --traffic-policy-instance-name-marker: --traffic-policy-instance-type-marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-traffic-policy-instances-by-hosted-zone|--hosted-zone-id: --traffic-policy-instance-name-marker: --traffic-policy-instance-type-marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-traffic-policy-instances-by-policy|--traffic-policy-id: --traffic-policy-version: --hosted-zone-id-marker: --traffic-policy-instance-name-marker: --traffic-policy-instance-type-marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-traffic-policy-versions|--id: --traffic-policy-version-marker: --max-items: --cli-input-json: --generate-cli-skeleton:
route53 list-vpc-association-authorizations|--hosted-zone-id: --next-token: --max-results: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
route53 test-dns-answer|--hosted-zone-id: --record-name: --record-type: --resolver-ip: --edns0-client-subnet-ip: --edns0-client-subnet-mask: --cli-input-json: --generate-cli-skeleton:
route53 update-health-check|--health-check-id: --health-check-version: --ip-address: --port: --resource-path: --fully-qualified-domain-name: --search-string: --failure-threshold: --inverted --no-inverted --disabled --no-disabled --health-threshold: --child-health-checks: --enable-sni --no-enable-sni --regions: --alarm-identifier: --insufficient-data-health-status: --reset-elements: --cli-input-json: --generate-cli-skeleton:
route53 update-hosted-zone-comment|--id: --comment: --cli-input-json: --generate-cli-skeleton:
route53 update-hosted-zone-features|--hosted-zone-id: --enable-accelerated-recovery --no-enable-accelerated-recovery --cli-input-json: --generate-cli-skeleton:
route53 update-traffic-policy-comment|--id: --comment: --traffic-policy-version: --cli-input-json: --generate-cli-skeleton:
route53 update-traffic-policy-instance|--id: --ttl: --traffic-policy-id: --traffic-policy-version: --cli-input-json: --generate-cli-skeleton:
s3|
s3 cp|--dryrun --quiet --include: --exclude: --acl: --follow-symlinks --no-follow-symlinks --no-guess-mime-type --sse: --sse-c: --sse-c-key: --sse-kms-key-id: --sse-c-copy-source: --sse-c-copy-source-key: --storage-class: --grants: --website-redirect: --content-type: --cache-control: --content-disposition: --content-encoding: --content-language: --expires: --source-region: --only-show-errors --no-progress --page-size: --ignore-glacier-warnings --force-glacier-transfer --request-payer: --checksum-mode: --checksum-algorithm: --metadata: --metadata-directive: --expected-size: --recursive --case-conflict:
s3 ls|--recursive --page-size: --human-readable --summarize --request-payer: --bucket-name-prefix: --bucket-region:
s3 mb|--tags:
s3 mv|--dryrun --quiet --include: --exclude: --acl: --follow-symlinks --no-follow-symlinks --no-guess-mime-type --sse: --sse-c: --sse-c-key: --sse-kms-key-id: --sse-c-copy-source: --sse-c-copy-source-key: --storage-class: --grants: --website-redirect: --content-type: --cache-control: --content-disposition: --content-encoding: --content-language: --expires: --source-region: --only-show-errors --no-progress --page-size: --ignore-glacier-warnings --force-glacier-transfer --request-payer: --checksum-mode: --checksum-algorithm: --metadata: --metadata-directive: --recursive --validate-same-s3-paths --case-conflict:
s3 presign|--expires-in:
s3 rb|--force
s3 rm|--dryrun --quiet --recursive --request-payer: --include: --exclude: --only-show-errors --page-size:
s3 sync|--dryrun --quiet --include: --exclude: --acl: --follow-symlinks --no-follow-symlinks --no-guess-mime-type --sse: --sse-c: --sse-c-key: --sse-kms-key-id: --sse-c-copy-source: --sse-c-copy-source-key: --storage-class: --grants: --website-redirect: --content-type: --cache-control: --content-disposition: --content-encoding: --content-language: --expires: --source-region: --only-show-errors --no-progress --page-size: --ignore-glacier-warnings --force-glacier-transfer --request-payer: --checksum-mode: --checksum-algorithm: --metadata: --metadata-directive: --case-conflict: --size-only --exact-timestamps --delete
s3 website|--index-document: --error-document:
s3api|
s3api abort-multipart-upload|--bucket: --key: --upload-id: --request-payer: --expected-bucket-owner: --if-match-initiated-time: --cli-input-json: --generate-cli-skeleton:
s3api complete-multipart-upload|--bucket: --key: --multipart-upload: --upload-id: --checksum-crc32: --checksum-crc32-c: --checksum-crc64-nvme: --checksum-sha1: --checksum-sha256: --checksum-sha512: --checksum-md5: --checksum-xxhash64: --checksum-xxhash3: --checksum-xxhash128: --checksum-type: --mpu-object-size: --request-payer: --expected-bucket-owner: --if-match: --if-none-match: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --cli-input-json: --generate-cli-skeleton:
s3api copy-object|--acl: --bucket: --cache-control: --checksum-algorithm: --content-disposition: --content-encoding: --content-language: --content-type: --copy-source: --copy-source-if-match: --copy-source-if-modified-since: --copy-source-if-none-match: --copy-source-if-unmodified-since: --expires: --grant-full-control: --grant-read: --grant-read-acp: --grant-write-acp: --if-match: --if-none-match: --key: --metadata: --metadata-directive: --tagging-directive: --server-side-encryption: --storage-class: --website-redirect-location: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --ssekms-key-id: --ssekms-encryption-context: --bucket-key-enabled --no-bucket-key-enabled --copy-source-sse-customer-algorithm: --copy-source-sse-customer-key: --copy-source-sse-customer-key-md5: --request-payer: --tagging: --object-lock-mode: --object-lock-retain-until-date: --object-lock-legal-hold-status: --expected-bucket-owner: --expected-source-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api create-bucket|--acl: --bucket: --create-bucket-configuration: --grant-full-control: --grant-read: --grant-read-acp: --grant-write: --grant-write-acp: --object-lock-enabled-for-bucket --no-object-lock-enabled-for-bucket --object-ownership: --bucket-namespace: --cli-input-json: --generate-cli-skeleton:
s3api create-bucket-metadata-configuration|--bucket: --content-md5: --checksum-algorithm: --metadata-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api create-bucket-metadata-table-configuration|--bucket: --content-md5: --checksum-algorithm: --metadata-table-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api create-multipart-upload|--acl: --bucket: --cache-control: --content-disposition: --content-encoding: --content-language: --content-type: --expires: --grant-full-control: --grant-read: --grant-read-acp: --grant-write-acp: --key: --metadata: --server-side-encryption: --storage-class: --website-redirect-location: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --ssekms-key-id: --ssekms-encryption-context: --bucket-key-enabled --no-bucket-key-enabled --request-payer: --tagging: --object-lock-mode: --object-lock-retain-until-date: --object-lock-legal-hold-status: --expected-bucket-owner: --checksum-algorithm: --checksum-type: --cli-input-json: --generate-cli-skeleton:
s3api create-session|--session-mode: --bucket: --server-side-encryption: --ssekms-key-id: --ssekms-encryption-context: --bucket-key-enabled --no-bucket-key-enabled --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-analytics-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-cors|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-encryption|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-intelligent-tiering-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-inventory-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-lifecycle|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-metadata-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-metadata-table-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-metrics-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-ownership-controls|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-policy|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-replication|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-tagging|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-bucket-website|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-object|--bucket: --key: --mfa: --version-id: --request-payer: --bypass-governance-retention --no-bypass-governance-retention --expected-bucket-owner: --if-match: --if-match-last-modified-time: --if-match-size: --cli-input-json: --generate-cli-skeleton:
s3api delete-object-tagging|--bucket: --key: --version-id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api delete-objects|--bucket: --delete: --mfa: --request-payer: --bypass-governance-retention --no-bypass-governance-retention --expected-bucket-owner: --checksum-algorithm: --cli-input-json: --generate-cli-skeleton:
s3api delete-public-access-block|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-abac|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-accelerate-configuration|--bucket: --expected-bucket-owner: --request-payer: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-acl|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-analytics-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-cors|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-encryption|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-intelligent-tiering-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-inventory-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-lifecycle|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-lifecycle-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-location|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-logging|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-metadata-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-metadata-table-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-metrics-configuration|--bucket: --id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-notification|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-notification-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-ownership-controls|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-policy|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-policy-status|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-replication|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-request-payment|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-tagging|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-versioning|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-bucket-website|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-object|--bucket: --if-match: --if-modified-since: --if-none-match: --if-unmodified-since: --key: --range: --response-cache-control: --response-content-disposition: --response-content-encoding: --response-content-language: --response-content-type: --response-expires: --version-id: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --request-payer: --part-number: --expected-bucket-owner: --checksum-mode:
s3api get-object-acl|--bucket: --key: --version-id: --request-payer: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-object-attributes|--bucket: --key: --version-id: --max-parts: --part-number-marker: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --request-payer: --expected-bucket-owner: --object-attributes: --cli-input-json: --generate-cli-skeleton:
s3api get-object-legal-hold|--bucket: --key: --version-id: --request-payer: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-object-lock-configuration|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-object-retention|--bucket: --key: --version-id: --request-payer: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api get-object-tagging|--bucket: --key: --version-id: --expected-bucket-owner: --request-payer: --cli-input-json: --generate-cli-skeleton:
s3api get-object-torrent|--bucket: --key: --request-payer: --expected-bucket-owner:
s3api get-public-access-block|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api head-bucket|--bucket: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api head-object|--bucket: --if-match: --if-modified-since: --if-none-match: --if-unmodified-since: --key: --range: --response-cache-control: --response-content-disposition: --response-content-encoding: --response-content-language: --response-content-type: --response-expires: --version-id: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --request-payer: --part-number: --expected-bucket-owner: --checksum-mode: --cli-input-json: --generate-cli-skeleton:
s3api list-bucket-analytics-configurations|--bucket: --continuation-token: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api list-bucket-intelligent-tiering-configurations|--bucket: --continuation-token: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api list-bucket-inventory-configurations|--bucket: --continuation-token: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api list-bucket-metrics-configurations|--bucket: --continuation-token: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api list-buckets|--max-buckets: --continuation-token: --prefix: --bucket-region: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-directory-buckets|--continuation-token: --max-directory-buckets: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-multipart-uploads|--bucket: --delimiter: --encoding-type: --key-marker: --max-uploads: --prefix: --upload-id-marker: --expected-bucket-owner: --request-payer: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-object-versions|--bucket: --delimiter: --encoding-type: --key-marker: --max-keys: --prefix: --version-id-marker: --expected-bucket-owner: --request-payer: --optional-object-attributes: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-objects|--bucket: --delimiter: --encoding-type: --marker: --max-keys: --prefix: --request-payer: --expected-bucket-owner: --optional-object-attributes: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-objects-v2|--bucket: --delimiter: --encoding-type: --max-keys: --prefix: --continuation-token: --fetch-owner --no-fetch-owner --start-after: --request-payer: --expected-bucket-owner: --optional-object-attributes: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api list-parts|--bucket: --key: --max-parts: --part-number-marker: --upload-id: --request-payer: --expected-bucket-owner: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
s3api put-bucket-abac|--bucket: --content-md5: --checksum-algorithm: --expected-bucket-owner: --abac-status: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-accelerate-configuration|--bucket: --accelerate-configuration: --expected-bucket-owner: --checksum-algorithm: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-acl|--acl: --access-control-policy: --bucket: --content-md5: --checksum-algorithm: --grant-full-control: --grant-read: --grant-read-acp: --grant-write: --grant-write-acp: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-analytics-configuration|--bucket: --id: --analytics-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-cors|--bucket: --cors-configuration: --content-md5: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-encryption|--bucket: --content-md5: --checksum-algorithm: --server-side-encryption-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-intelligent-tiering-configuration|--bucket: --id: --expected-bucket-owner: --intelligent-tiering-configuration: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-inventory-configuration|--bucket: --id: --inventory-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-lifecycle|--bucket: --content-md5: --checksum-algorithm: --lifecycle-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-lifecycle-configuration|--bucket: --checksum-algorithm: --lifecycle-configuration: --expected-bucket-owner: --transition-default-minimum-object-size: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-logging|--bucket: --bucket-logging-status: --content-md5: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-metrics-configuration|--bucket: --id: --metrics-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-notification|--bucket: --content-md5: --checksum-algorithm: --notification-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-notification-configuration|--bucket: --notification-configuration: --expected-bucket-owner: --skip-destination-validation --no-skip-destination-validation --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-ownership-controls|--bucket: --content-md5: --expected-bucket-owner: --ownership-controls: --checksum-algorithm: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-policy|--bucket: --content-md5: --checksum-algorithm: --confirm-remove-self-bucket-access --no-confirm-remove-self-bucket-access --policy: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-replication|--bucket: --content-md5: --checksum-algorithm: --replication-configuration: --token: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-request-payment|--bucket: --content-md5: --checksum-algorithm: --request-payment-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-tagging|--bucket: --content-md5: --checksum-algorithm: --tagging: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-versioning|--bucket: --content-md5: --checksum-algorithm: --mfa: --versioning-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-bucket-website|--bucket: --content-md5: --checksum-algorithm: --website-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object|--acl: --body:@r --bucket: --cache-control: --content-disposition: --content-encoding: --content-language: --content-length: --content-md5: --content-type: --checksum-algorithm: --checksum-crc32: --checksum-crc32-c: --checksum-crc64-nvme: --checksum-sha1: --checksum-sha256: --checksum-sha512: --checksum-md5: --checksum-xxhash64: --checksum-xxhash3: --checksum-xxhash128: --expires: --if-match: --if-none-match: --grant-full-control: --grant-read: --grant-read-acp: --grant-write-acp: --key: --write-offset-bytes: --metadata: --server-side-encryption: --storage-class: --website-redirect-location: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --ssekms-key-id: --ssekms-encryption-context: --bucket-key-enabled --no-bucket-key-enabled --request-payer: --tagging: --object-lock-mode: --object-lock-retain-until-date: --object-lock-legal-hold-status: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object-acl|--acl: --access-control-policy: --bucket: --content-md5: --checksum-algorithm: --grant-full-control: --grant-read: --grant-read-acp: --grant-write: --grant-write-acp: --key: --request-payer: --version-id: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object-legal-hold|--bucket: --key: --legal-hold: --request-payer: --version-id: --content-md5: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object-lock-configuration|--bucket: --object-lock-configuration: --request-payer: --token: --content-md5: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object-retention|--bucket: --key: --retention: --request-payer: --version-id: --bypass-governance-retention --no-bypass-governance-retention --content-md5: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api put-object-tagging|--bucket: --key: --version-id: --content-md5: --checksum-algorithm: --tagging: --expected-bucket-owner: --request-payer: --cli-input-json: --generate-cli-skeleton:
s3api put-public-access-block|--bucket: --content-md5: --checksum-algorithm: --public-access-block-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api rename-object|--bucket: --key: --rename-source: --destination-if-match: --destination-if-none-match: --destination-if-modified-since: --destination-if-unmodified-since: --source-if-match: --source-if-none-match: --source-if-modified-since: --source-if-unmodified-since: --client-token: --cli-input-json: --generate-cli-skeleton:
s3api restore-object|--bucket: --key: --version-id: --restore-request: --request-payer: --checksum-algorithm: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api select-object-content|--bucket: --key: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --expression: --expression-type: --request-progress: --input-serialization: --output-serialization: --scan-range: --expected-bucket-owner:
s3api update-bucket-metadata-inventory-table-configuration|--bucket: --content-md5: --checksum-algorithm: --inventory-table-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api update-bucket-metadata-journal-table-configuration|--bucket: --content-md5: --checksum-algorithm: --journal-table-configuration: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api update-object-encryption|--bucket: --key: --version-id: --object-encryption: --request-payer: --expected-bucket-owner: --content-md5: --checksum-algorithm: --cli-input-json: --generate-cli-skeleton:
s3api upload-part|--body:@r --bucket: --content-length: --content-md5: --checksum-algorithm: --checksum-crc32: --checksum-crc32-c: --checksum-crc64-nvme: --checksum-sha1: --checksum-sha256: --checksum-sha512: --checksum-md5: --checksum-xxhash64: --checksum-xxhash3: --checksum-xxhash128: --key: --part-number: --upload-id: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --request-payer: --expected-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api upload-part-copy|--bucket: --copy-source: --copy-source-if-match: --copy-source-if-modified-since: --copy-source-if-none-match: --copy-source-if-unmodified-since: --copy-source-range: --key: --part-number: --upload-id: --sse-customer-algorithm: --sse-customer-key: --sse-customer-key-md5: --copy-source-sse-customer-algorithm: --copy-source-sse-customer-key: --copy-source-sse-customer-key-md5: --request-payer: --expected-bucket-owner: --expected-source-bucket-owner: --cli-input-json: --generate-cli-skeleton:
s3api write-get-object-response|--request-route: --request-token: --body:@r --status-code: --error-code: --error-message: --accept-ranges: --cache-control: --content-disposition: --content-encoding: --content-language: --content-length: --content-range: --content-type: --checksum-crc32: --checksum-crc32-c: --checksum-crc64-nvme: --checksum-sha1: --checksum-sha256: --checksum-sha512: --checksum-md5: --checksum-xxhash64: --checksum-xxhash3: --checksum-xxhash128: --delete-marker --no-delete-marker --e-tag: --expires: --expiration: --last-modified: --missing-meta: --metadata: --object-lock-mode: --object-lock-legal-hold-status: --object-lock-retain-until-date: --parts-count: --replication-status: --request-charged: --restore: --server-side-encryption: --sse-customer-algorithm: --ssekms-key-id: --sse-customer-key-md5: --storage-class: --tag-count: --version-id: --bucket-key-enabled --no-bucket-key-enabled --cli-input-json: --generate-cli-skeleton:
secretsmanager|
secretsmanager batch-get-secret-value|--secret-id-list: --filters: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
secretsmanager cancel-rotate-secret|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager create-secret|--name: --client-request-token: --description: --kms-key-id: --secret-binary: --secret-string: --tags: --add-replica-regions: --force-overwrite-replica-secret --no-force-overwrite-replica-secret --type: --cli-input-json: --generate-cli-skeleton:
secretsmanager delete-resource-policy|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager delete-secret|--secret-id: --recovery-window-in-days: --force-delete-without-recovery --no-force-delete-without-recovery --cli-input-json: --generate-cli-skeleton:
secretsmanager describe-secret|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager get-random-password|--password-length: --exclude-characters: --exclude-numbers --no-exclude-numbers --exclude-punctuation --no-exclude-punctuation --exclude-uppercase --no-exclude-uppercase --exclude-lowercase --no-exclude-lowercase --include-space --no-include-space --require-each-included-type --no-require-each-included-type --cli-input-json: --generate-cli-skeleton:
secretsmanager get-resource-policy|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager get-secret-value|--secret-id: --version-id: --version-stage: --cli-input-json: --generate-cli-skeleton:
secretsmanager list-secret-version-ids|--secret-id: --max-results: --next-token: --include-deprecated --no-include-deprecated --cli-input-json: --generate-cli-skeleton:
secretsmanager list-secrets|--include-planned-deletion --no-include-planned-deletion --max-results: --next-token: --filters: --sort-order: --sort-by: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
secretsmanager put-resource-policy|--secret-id: --resource-policy: --block-public-policy --no-block-public-policy --cli-input-json: --generate-cli-skeleton:
secretsmanager put-secret-value|--secret-id: --client-request-token: --secret-binary: --secret-string: --version-stages: --rotation-token: --cli-input-json: --generate-cli-skeleton:
secretsmanager remove-regions-from-replication|--secret-id: --remove-replica-regions: --cli-input-json: --generate-cli-skeleton:
secretsmanager replicate-secret-to-regions|--secret-id: --add-replica-regions: --force-overwrite-replica-secret --no-force-overwrite-replica-secret --cli-input-json: --generate-cli-skeleton:
secretsmanager restore-secret|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager rotate-secret|--secret-id: --client-request-token: --rotation-lambda-arn: --rotation-rules: --external-secret-rotation-metadata: --external-secret-rotation-role-arn: --rotate-immediately --no-rotate-immediately --cli-input-json: --generate-cli-skeleton:
secretsmanager stop-replication-to-replica|--secret-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager tag-resource|--secret-id: --tags: --cli-input-json: --generate-cli-skeleton:
secretsmanager untag-resource|--secret-id: --tag-keys: --cli-input-json: --generate-cli-skeleton:
secretsmanager update-secret|--secret-id: --client-request-token: --description: --kms-key-id: --secret-binary: --secret-string: --type: --cli-input-json: --generate-cli-skeleton:
secretsmanager update-secret-version-stage|--secret-id: --version-stage: --remove-from-version-id: --move-to-version-id: --cli-input-json: --generate-cli-skeleton:
secretsmanager validate-resource-policy|--secret-id: --resource-policy: --cli-input-json: --generate-cli-skeleton:
sns|
sns add-permission|--topic-arn: --label: --aws-account-id: --action-name: --cli-input-json: --generate-cli-skeleton:
sns check-if-phone-number-is-opted-out|--phone-number: --cli-input-json: --generate-cli-skeleton:
sns confirm-subscription|--topic-arn: --token: --authenticate-on-unsubscribe: --cli-input-json: --generate-cli-skeleton:
sns create-platform-application|--name: --platform: --attributes: --cli-input-json: --generate-cli-skeleton:
sns create-platform-endpoint|--platform-application-arn: --token: --custom-user-data: --attributes: --cli-input-json: --generate-cli-skeleton:
sns create-sms-sandbox-phone-number|--phone-number: --language-code: --cli-input-json: --generate-cli-skeleton:
sns create-topic|--name: --attributes: --tags: --data-protection-policy: --cli-input-json: --generate-cli-skeleton:
sns delete-endpoint|--endpoint-arn: --cli-input-json: --generate-cli-skeleton:
sns delete-platform-application|--platform-application-arn: --cli-input-json: --generate-cli-skeleton:
sns delete-sms-sandbox-phone-number|--phone-number: --cli-input-json: --generate-cli-skeleton:
sns delete-topic|--topic-arn: --cli-input-json: --generate-cli-skeleton:
sns get-data-protection-policy|--resource-arn: --cli-input-json: --generate-cli-skeleton:
sns get-endpoint-attributes|--endpoint-arn: --cli-input-json: --generate-cli-skeleton:
sns get-platform-application-attributes|--platform-application-arn: --cli-input-json: --generate-cli-skeleton:
sns get-sms-attributes|--attributes: --cli-input-json: --generate-cli-skeleton:
sns get-sms-sandbox-account-status|--cli-input-json: --generate-cli-skeleton:
sns get-subscription-attributes|--subscription-arn: --cli-input-json: --generate-cli-skeleton:
sns get-topic-attributes|--topic-arn: --cli-input-json: --generate-cli-skeleton:
sns list-endpoints-by-platform-application|--platform-application-arn: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns list-origination-numbers|--next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
sns list-phone-numbers-opted-out|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns list-platform-applications|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns list-sms-sandbox-phone-numbers|--next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
sns list-subscriptions|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns list-subscriptions-by-topic|--topic-arn: --next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns list-tags-for-resource|--resource-arn: --cli-input-json: --generate-cli-skeleton:
sns list-topics|--next-token: --cli-input-json: --starting-token: --max-items: --generate-cli-skeleton:
sns opt-in-phone-number|--phone-number: --cli-input-json: --generate-cli-skeleton:
sns publish|--topic-arn: --target-arn: --phone-number: --message: --subject: --message-structure: --message-attributes: --message-deduplication-id: --message-group-id: --cli-input-json: --generate-cli-skeleton:
sns publish-batch|--topic-arn: --publish-batch-request-entries: --cli-input-json: --generate-cli-skeleton:
sns put-data-protection-policy|--resource-arn: --data-protection-policy: --cli-input-json: --generate-cli-skeleton:
sns remove-permission|--topic-arn: --label: --cli-input-json: --generate-cli-skeleton:
sns set-endpoint-attributes|--endpoint-arn: --attributes: --cli-input-json: --generate-cli-skeleton:
sns set-platform-application-attributes|--platform-application-arn: --attributes: --cli-input-json: --generate-cli-skeleton:
sns set-sms-attributes|--attributes: --cli-input-json: --generate-cli-skeleton:
sns set-subscription-attributes|--subscription-arn: --attribute-name: --attribute-value: --cli-input-json: --generate-cli-skeleton:
sns set-topic-attributes|--topic-arn: --attribute-name: --attribute-value: --cli-input-json: --generate-cli-skeleton:
sns subscribe|--topic-arn: --protocol: --attributes: --return-subscription-arn --no-return-subscription-arn --notification-endpoint: --cli-input-json: --generate-cli-skeleton:
sns tag-resource|--resource-arn: --tags: --cli-input-json: --generate-cli-skeleton:
sns unsubscribe|--subscription-arn: --cli-input-json: --generate-cli-skeleton:
sns untag-resource|--resource-arn: --tag-keys: --cli-input-json: --generate-cli-skeleton:
sns verify-sms-sandbox-phone-number|--phone-number: --one-time-password: --cli-input-json: --generate-cli-skeleton:
sqs|
sqs add-permission|--queue-url: --label: --aws-account-ids: --actions: --cli-input-json: --generate-cli-skeleton:
sqs cancel-message-move-task|--task-handle: --cli-input-json: --generate-cli-skeleton:
sqs change-message-visibility|--queue-url: --receipt-handle: --visibility-timeout: --cli-input-json: --generate-cli-skeleton:
sqs change-message-visibility-batch|--queue-url: --entries: --cli-input-json: --generate-cli-skeleton:
sqs create-queue|--queue-name: --attributes: --tags: --cli-input-json: --generate-cli-skeleton:
sqs delete-message|--queue-url: --receipt-handle: --cli-input-json: --generate-cli-skeleton:
sqs delete-message-batch|--queue-url: --entries: --cli-input-json: --generate-cli-skeleton:
sqs delete-queue|--queue-url: --cli-input-json: --generate-cli-skeleton:
sqs get-queue-attributes|--queue-url: --attribute-names: --cli-input-json: --generate-cli-skeleton:
sqs get-queue-url|--queue-name: --queue-owner-aws-account-id: --cli-input-json: --generate-cli-skeleton:
sqs list-dead-letter-source-queues|--queue-url: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
sqs list-message-move-tasks|--source-arn: --max-results: --cli-input-json: --generate-cli-skeleton:
sqs list-queue-tags|--queue-url: --cli-input-json: --generate-cli-skeleton:
sqs list-queues|--queue-name-prefix: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
sqs purge-queue|--queue-url: --cli-input-json: --generate-cli-skeleton:
sqs receive-message|--queue-url: --attribute-names: --message-system-attribute-names: --message-attribute-names: --max-number-of-messages: --visibility-timeout: --wait-time-seconds: --receive-request-attempt-id: --cli-input-json: --generate-cli-skeleton:
sqs remove-permission|--queue-url: --label: --cli-input-json: --generate-cli-skeleton:
sqs send-message|--queue-url: --message-body: --delay-seconds: --message-attributes: --message-system-attributes: --message-deduplication-id: --message-group-id: --cli-input-json: --generate-cli-skeleton:
sqs send-message-batch|--queue-url: --entries: --cli-input-json: --generate-cli-skeleton:
sqs set-queue-attributes|--queue-url: --attributes: --cli-input-json: --generate-cli-skeleton:
sqs start-message-move-task|--source-arn: --destination-arn: --max-number-of-messages-per-second: --cli-input-json: --generate-cli-skeleton:
sqs tag-queue|--queue-url: --tags: --cli-input-json: --generate-cli-skeleton:
sqs untag-queue|--queue-url: --tag-keys: --cli-input-json: --generate-cli-skeleton:
ssm|
ssm add-tags-to-resource|--resource-type: --resource-id: --tags: --cli-input-json: --generate-cli-skeleton:
ssm associate-ops-item-related-item|--ops-item-id: --association-type: --resource-type: --resource-uri: --cli-input-json: --generate-cli-skeleton:
ssm cancel-command|--command-id: --instance-ids: --cli-input-json: --generate-cli-skeleton:
ssm cancel-maintenance-window-execution|--window-execution-id: --cli-input-json: --generate-cli-skeleton:
ssm create-activation|--description: --default-instance-name: --iam-role: --registration-limit: --expiration-date: --tags: --registration-metadata: --cli-input-json: --generate-cli-skeleton:
ssm create-association|--name: --document-version: --instance-id: --parameters: --targets: --schedule-expression: --output-location: --association-name: --automation-target-parameter-name: --max-errors: --max-concurrency: --compliance-severity: --sync-compliance: --apply-only-at-cron-interval --no-apply-only-at-cron-interval --calendar-names: --target-locations: --schedule-offset: --duration: --target-maps: --tags: --alarm-configuration: --association-dispatch-assume-role: --cli-input-json: --generate-cli-skeleton:
ssm create-association-batch|--entries: --association-dispatch-assume-role: --cli-input-json: --generate-cli-skeleton:
ssm create-document|--content: --requires: --attachments: --name: --display-name: --version-name: --document-type: --document-format: --target-type: --tags: --cli-input-json: --generate-cli-skeleton:
ssm create-maintenance-window|--name: --description: --start-date: --end-date: --schedule: --schedule-timezone: --schedule-offset: --duration: --cutoff: --allow-unassociated-targets --no-allow-unassociated-targets --client-token: --tags: --cli-input-json: --generate-cli-skeleton:
ssm create-ops-item|--description: --ops-item-type: --operational-data: --notifications: --priority: --related-ops-items: --source: --title: --tags: --category: --severity: --actual-start-time: --actual-end-time: --planned-start-time: --planned-end-time: --account-id: --cli-input-json: --generate-cli-skeleton:
ssm create-ops-metadata|--resource-id: --metadata: --tags: --cli-input-json: --generate-cli-skeleton:
ssm create-patch-baseline|--operating-system: --name: --global-filters: --approval-rules: --approved-patches: --approved-patches-compliance-level: --approved-patches-enable-non-security --no-approved-patches-enable-non-security --rejected-patches: --rejected-patches-action: --description: --sources: --available-security-updates-compliance-status: --client-token: --tags: --cli-input-json: --generate-cli-skeleton:
ssm create-resource-data-sync|--sync-name: --s3-destination: --sync-type: --sync-source: --cli-input-json: --generate-cli-skeleton:
ssm delete-activation|--activation-id: --cli-input-json: --generate-cli-skeleton:
ssm delete-association|--name: --instance-id: --association-id: --cli-input-json: --generate-cli-skeleton:
ssm delete-document|--name: --document-version: --version-name: --force --no-force --cli-input-json: --generate-cli-skeleton:
ssm delete-inventory|--type-name: --schema-delete-option: --dry-run --no-dry-run --client-token: --cli-input-json: --generate-cli-skeleton:
ssm delete-maintenance-window|--window-id: --cli-input-json: --generate-cli-skeleton:
ssm delete-ops-item|--ops-item-id: --cli-input-json: --generate-cli-skeleton:
ssm delete-ops-metadata|--ops-metadata-arn: --cli-input-json: --generate-cli-skeleton:
ssm delete-parameter|--name: --cli-input-json: --generate-cli-skeleton:
ssm delete-parameters|--names: --cli-input-json: --generate-cli-skeleton:
ssm delete-patch-baseline|--baseline-id: --cli-input-json: --generate-cli-skeleton:
ssm delete-resource-data-sync|--sync-name: --sync-type: --cli-input-json: --generate-cli-skeleton:
ssm delete-resource-policy|--resource-arn: --policy-id: --policy-hash: --cli-input-json: --generate-cli-skeleton:
ssm deregister-managed-instance|--instance-id: --cli-input-json: --generate-cli-skeleton:
ssm deregister-patch-baseline-for-patch-group|--baseline-id: --patch-group: --cli-input-json: --generate-cli-skeleton:
ssm deregister-target-from-maintenance-window|--window-id: --window-target-id: --safe --no-safe --cli-input-json: --generate-cli-skeleton:
ssm deregister-task-from-maintenance-window|--window-id: --window-task-id: --cli-input-json: --generate-cli-skeleton:
ssm describe-activations|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-association|--name: --instance-id: --association-id: --association-version: --cli-input-json: --generate-cli-skeleton:
ssm describe-association-execution-targets|--association-id: --execution-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-association-executions|--association-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-automation-executions|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-automation-step-executions|--automation-execution-id: --filters: --next-token: --max-results: --reverse-order --no-reverse-order --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-available-patches|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-document|--name: --document-version: --version-name: --cli-input-json: --generate-cli-skeleton:
ssm describe-document-permission|--name: --permission-type: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ssm describe-effective-instance-associations|--instance-id: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-effective-patches-for-patch-baseline|--baseline-id: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-associations-status|--instance-id: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-information|--instance-information-filter-list: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-patch-states|--instance-ids: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-patch-states-for-patch-group|--patch-group: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-patches|--instance-id: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-instance-properties|--instance-property-filter-list: --filters-with-operator: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-inventory-deletions|--deletion-id: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-execution-task-invocations|--window-execution-id: --task-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-execution-tasks|--window-execution-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-executions|--window-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-schedule|--window-id: --targets: --resource-type: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-targets|--window-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-window-tasks|--window-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-windows|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-maintenance-windows-for-target|--targets: --resource-type: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-ops-items|--ops-item-filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-parameters|--filters: --parameter-filters: --max-results: --next-token: --shared --no-shared --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-patch-baselines|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-patch-group-state|--patch-group: --cli-input-json: --generate-cli-skeleton:
ssm describe-patch-groups|--max-results: --filters: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-patch-properties|--operating-system: --property: --patch-set: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm describe-sessions|--state: --max-results: --next-token: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm disassociate-ops-item-related-item|--ops-item-id: --association-id: --cli-input-json: --generate-cli-skeleton:
ssm get-access-token|--access-request-id: --cli-input-json: --generate-cli-skeleton:
ssm get-automation-execution|--automation-execution-id: --cli-input-json: --generate-cli-skeleton:
ssm get-calendar-state|--calendar-names: --at-time: --cli-input-json: --generate-cli-skeleton:
ssm get-command-invocation|--command-id: --instance-id: --plugin-name: --cli-input-json: --generate-cli-skeleton:
ssm get-connection-status|--target: --cli-input-json: --generate-cli-skeleton:
ssm get-default-patch-baseline|--operating-system: --cli-input-json: --generate-cli-skeleton:
ssm get-deployable-patch-snapshot-for-instance|--instance-id: --snapshot-id: --baseline-override: --use-s3-dual-stack-endpoint --no-use-s3-dual-stack-endpoint --cli-input-json: --generate-cli-skeleton:
ssm get-document|--name: --version-name: --document-version: --document-format: --cli-input-json: --generate-cli-skeleton:
ssm get-execution-preview|--execution-preview-id: --cli-input-json: --generate-cli-skeleton:
ssm get-inventory|--filters: --aggregators: --result-attributes: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-inventory-schema|--type-name: --next-token: --max-results: --aggregator --no-aggregator --sub-type --no-sub-type --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-maintenance-window|--window-id: --cli-input-json: --generate-cli-skeleton:
ssm get-maintenance-window-execution|--window-execution-id: --cli-input-json: --generate-cli-skeleton:
ssm get-maintenance-window-execution-task|--window-execution-id: --task-id: --cli-input-json: --generate-cli-skeleton:
ssm get-maintenance-window-execution-task-invocation|--window-execution-id: --task-id: --invocation-id: --cli-input-json: --generate-cli-skeleton:
ssm get-maintenance-window-task|--window-id: --window-task-id: --cli-input-json: --generate-cli-skeleton:
ssm get-ops-item|--ops-item-id: --ops-item-arn: --cli-input-json: --generate-cli-skeleton:
ssm get-ops-metadata|--ops-metadata-arn: --max-results: --next-token: --cli-input-json: --generate-cli-skeleton:
ssm get-ops-summary|--sync-name: --filters: --aggregators: --result-attributes: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-parameter|--name: --with-decryption --no-with-decryption --cli-input-json: --generate-cli-skeleton:
ssm get-parameter-history|--name: --with-decryption --no-with-decryption --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-parameters|--names: --with-decryption --no-with-decryption --cli-input-json: --generate-cli-skeleton:
ssm get-parameters-by-path|--path: --recursive --no-recursive --parameter-filters: --with-decryption --no-with-decryption --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-patch-baseline|--baseline-id: --cli-input-json: --generate-cli-skeleton:
ssm get-patch-baseline-for-patch-group|--patch-group: --operating-system: --cli-input-json: --generate-cli-skeleton:
ssm get-resource-policies|--resource-arn: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm get-service-setting|--setting-id: --cli-input-json: --generate-cli-skeleton:
ssm label-parameter-version|--name: --parameter-version: --labels: --cli-input-json: --generate-cli-skeleton:
ssm list-association-versions|--association-id: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-associations|--association-filter-list: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-command-invocations|--command-id: --instance-id: --max-results: --next-token: --filters: --details --no-details --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-commands|--command-id: --instance-id: --max-results: --next-token: --filters: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-compliance-items|--filters: --resource-ids: --resource-types: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-compliance-summaries|--filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-document-metadata-history|--name: --document-version: --metadata: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ssm list-document-versions|--name: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-documents|--document-filter-list: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-inventory-entries|--instance-id: --type-name: --filters: --next-token: --max-results: --cli-input-json: --generate-cli-skeleton:
ssm list-nodes|--sync-name: --filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-nodes-summary|--sync-name: --filters: --aggregators: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-ops-item-events|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-ops-item-related-items|--ops-item-id: --filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-ops-metadata|--filters: --max-results: --next-token: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-resource-compliance-summaries|--filters: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-resource-data-sync|--sync-type: --next-token: --max-results: --cli-input-json: --starting-token: --page-size: --max-items: --generate-cli-skeleton:
ssm list-tags-for-resource|--resource-type: --resource-id: --cli-input-json: --generate-cli-skeleton:
ssm modify-document-permission|--name: --permission-type: --account-ids-to-add: --account-ids-to-remove: --shared-document-version: --cli-input-json: --generate-cli-skeleton:
ssm put-compliance-items|--resource-id: --resource-type: --compliance-type: --execution-summary: --items: --item-content-hash: --upload-type: --cli-input-json: --generate-cli-skeleton:
ssm put-inventory|--instance-id: --items: --cli-input-json: --generate-cli-skeleton:
ssm put-parameter|--name: --description: --value: --type: --key-id: --overwrite --no-overwrite --allowed-pattern: --tags: --tier: --policies: --data-type: --cli-input-json: --generate-cli-skeleton:
ssm put-resource-policy|--resource-arn: --policy: --policy-id: --policy-hash: --cli-input-json: --generate-cli-skeleton:
ssm register-default-patch-baseline|--baseline-id: --cli-input-json: --generate-cli-skeleton:
ssm register-patch-baseline-for-patch-group|--baseline-id: --patch-group: --cli-input-json: --generate-cli-skeleton:
ssm register-target-with-maintenance-window|--window-id: --resource-type: --targets: --owner-information: --name: --description: --client-token: --cli-input-json: --generate-cli-skeleton:
ssm register-task-with-maintenance-window|--window-id: --targets: --task-arn: --service-role-arn: --task-type: --task-parameters: --task-invocation-parameters: --priority: --max-concurrency: --max-errors: --logging-info: --name: --description: --client-token: --cutoff-behavior: --alarm-configuration: --cli-input-json: --generate-cli-skeleton:
ssm remove-tags-from-resource|--resource-type: --resource-id: --tag-keys: --cli-input-json: --generate-cli-skeleton:
ssm reset-service-setting|--setting-id: --cli-input-json: --generate-cli-skeleton:
ssm resume-session|--session-id: --cli-input-json: --generate-cli-skeleton:
ssm send-automation-signal|--automation-execution-id: --signal-type: --payload: --cli-input-json: --generate-cli-skeleton:
ssm send-command|--instance-ids: --targets: --document-name: --document-version: --document-hash: --document-hash-type: --timeout-seconds: --comment: --parameters: --output-s3-region: --output-s3-bucket-name: --output-s3-key-prefix: --max-concurrency: --max-errors: --service-role-arn: --notification-config: --cloud-watch-output-config: --alarm-configuration: --cli-input-json: --generate-cli-skeleton:
ssm start-access-request|--reason: --targets: --tags: --cli-input-json: --generate-cli-skeleton:
ssm start-associations-once|--association-ids: --cli-input-json: --generate-cli-skeleton:
ssm start-automation-execution|--document-name: --document-version: --parameters: --client-token: --mode: --target-parameter-name: --targets: --target-maps: --max-concurrency: --max-errors: --target-locations: --tags: --alarm-configuration: --target-locations-url: --cli-input-json: --generate-cli-skeleton:
ssm start-change-request-execution|--scheduled-time: --document-name: --document-version: --parameters: --change-request-name: --client-token: --auto-approve --no-auto-approve --runbooks: --tags: --scheduled-end-time: --change-details: --cli-input-json: --generate-cli-skeleton:
ssm start-execution-preview|--document-name: --document-version: --execution-inputs: --cli-input-json: --generate-cli-skeleton:
ssm stop-automation-execution|--automation-execution-id: --type: --cli-input-json: --generate-cli-skeleton:
ssm terminate-session|--session-id: --cli-input-json: --generate-cli-skeleton:
ssm unlabel-parameter-version|--name: --parameter-version: --labels: --cli-input-json: --generate-cli-skeleton:
ssm update-association|--association-id: --parameters: --document-version: --schedule-expression: --output-location: --name: --targets: --association-name: --association-version: --automation-target-parameter-name: --max-errors: --max-concurrency: --compliance-severity: --sync-compliance: --apply-only-at-cron-interval --no-apply-only-at-cron-interval --calendar-names: --target-locations: --schedule-offset: --duration: --target-maps: --alarm-configuration: --association-dispatch-assume-role: --cli-input-json: --generate-cli-skeleton:
ssm update-association-status|--name: --instance-id: --association-status: --cli-input-json: --generate-cli-skeleton:
ssm update-document|--content: --attachments: --name: --display-name: --version-name: --document-version: --document-format: --target-type: --cli-input-json: --generate-cli-skeleton:
ssm update-document-default-version|--name: --document-version: --cli-input-json: --generate-cli-skeleton:
ssm update-document-metadata|--name: --document-version: --document-reviews: --cli-input-json: --generate-cli-skeleton:
ssm update-maintenance-window|--window-id: --name: --description: --start-date: --end-date: --schedule: --schedule-timezone: --schedule-offset: --duration: --cutoff: --allow-unassociated-targets --no-allow-unassociated-targets --enabled --no-enabled --replace --no-replace --cli-input-json: --generate-cli-skeleton:
ssm update-maintenance-window-target|--window-id: --window-target-id: --targets: --owner-information: --name: --description: --replace --no-replace --cli-input-json: --generate-cli-skeleton:
ssm update-maintenance-window-task|--window-id: --window-task-id: --targets: --task-arn: --service-role-arn: --task-parameters: --task-invocation-parameters: --priority: --max-concurrency: --max-errors: --logging-info: --name: --description: --replace --no-replace --cutoff-behavior: --alarm-configuration: --cli-input-json: --generate-cli-skeleton:
ssm update-managed-instance-role|--instance-id: --iam-role: --cli-input-json: --generate-cli-skeleton:
ssm update-ops-item|--description: --operational-data: --operational-data-to-delete: --notifications: --priority: --related-ops-items: --status: --ops-item-id: --title: --category: --severity: --actual-start-time: --actual-end-time: --planned-start-time: --planned-end-time: --ops-item-arn: --cli-input-json: --generate-cli-skeleton:
ssm update-ops-metadata|--ops-metadata-arn: --metadata-to-update: --keys-to-delete: --cli-input-json: --generate-cli-skeleton:
ssm update-patch-baseline|--baseline-id: --name: --global-filters: --approval-rules: --approved-patches: --approved-patches-compliance-level: --approved-patches-enable-non-security --no-approved-patches-enable-non-security --rejected-patches: --rejected-patches-action: --description: --sources: --available-security-updates-compliance-status: --replace --no-replace --cli-input-json: --generate-cli-skeleton:
ssm update-resource-data-sync|--sync-name: --sync-type: --sync-source: --cli-input-json: --generate-cli-skeleton:
ssm update-service-setting|--setting-id: --setting-value: --cli-input-json: --generate-cli-skeleton:
sts|
sts assume-role|--role-arn: --role-session-name: --policy-arns: --policy: --duration-seconds: --tags: --transitive-tag-keys: --external-id: --serial-number: --token-code: --source-identity: --provided-contexts: --cli-input-json: --generate-cli-skeleton:
sts assume-role-with-saml|--role-arn: --principal-arn: --saml-assertion: --policy-arns: --policy: --duration-seconds: --cli-input-json: --generate-cli-skeleton:
sts assume-role-with-web-identity|--role-arn: --role-session-name: --web-identity-token: --provider-id: --policy-arns: --policy: --duration-seconds: --cli-input-json: --generate-cli-skeleton:
sts assume-root|--target-principal: --task-policy-arn: --duration-seconds: --cli-input-json: --generate-cli-skeleton:
sts decode-authorization-message|--encoded-message: --cli-input-json: --generate-cli-skeleton:
sts get-access-key-info|--access-key-id: --cli-input-json: --generate-cli-skeleton:
sts get-caller-identity|--cli-input-json: --generate-cli-skeleton:
sts get-delegated-access-token|--trade-in-token: --cli-input-json: --generate-cli-skeleton:
sts get-federation-token|--name: --policy: --policy-arns: --duration-seconds: --tags: --cli-input-json: --generate-cli-skeleton:
sts get-session-token|--duration-seconds: --serial-number: --token-code: --cli-input-json: --generate-cli-skeleton:
sts get-web-identity-token|--audience: --duration-seconds: --signing-algorithm: --tags: --cli-input-json: --generate-cli-skeleton:
`
