// Code generated from borg's usage documentation (docs/usage/*.rst.inc, generated from its built-in help) and its argument definitions (src/borg/archiver) at commit fc74d5f643d1 (borg 2.0.0b22+); DO NOT EDIT.

package progs

// borgGenerated lists, one a line, each subcommand ("SUB|OPTIONS"; the first line,
// with no subcommand, is the global options).
const borgGenerated = `
|-h,--help --critical --error --warning -v,--info,--verbose --debug --debug-topic: -p,--progress --log-json --lock-wait: --show-version --show-rc --umask: -r,--repo:
analyze|--by-name --json -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
benchmark|
benchmark cpu|--json
benchmark crud|--json-lines
break-lock|
check|--repository-only --archives-only --verify-data --repair --find-lost-archives --max-duration: --format: -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
compact|-n,--dry-run -s,--stats --threshold:
completion|
create|-n,--dry-run -s,--stats --list --filter: --json --stdin-name: --stdin-user: --stdin-group: --stdin-mode: --content-from-command --paths-from-stdin --paths-from-command --paths-from-shell-command --paths-delimiter: -e,--exclude: --exclude-from: --pattern: --patterns-from: --exclude-caches --exclude-if-present: --keep-exclude-tags --exclude-dataless -x,--one-file-system --numeric-ids --atime --noctime --nobirthtime --noflags --noacls --noxattrs --sparse --digests: --files-cache: --files-changed: --read-special --read-special-timeout: --map: --reuse-from: --reuse-path: --comment: --timestamp: --chunker-params: -C,--compression: --tags:
delete|-n,--dry-run --list -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
diff|--numeric-ids --same-chunker-params --format: --json-lines --sort-by: --content-only -e,--exclude: --exclude-from: --pattern: --patterns-from:
export-tar|--tar-filter: --list --tar-format: --sparse -e,--exclude: --exclude-from: --pattern: --patterns-from: --strip-components:
extract|--list -s,--stats -n,--dry-run --numeric-ids --noflags --noacls --noxattrs --stdout --sparse --continue -e,--exclude: --exclude-from: --pattern: --patterns-from: --strip-components:
find|--format: --json-lines -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer: -e,--exclude: --exclude-from: --pattern: --patterns-from:
import-tar|--tar-filter: -s,--stats --list --filter: --json --ignore-zeros --comment: --timestamp: --chunker-params: -C,--compression: --digests:
info|--json -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
key|
key add|--label:
key change-location|--keep
key change-passphrase|
key export|--label: --key: --paper --qr-html
key import|--paper --key-location:
key list|
key remove|--label: --key: --passphrase
list|--short --format: --json-lines --depth: --sort-by: -e,--exclude: --exclude-from: --pattern: --patterns-from:
mount|-f,--foreground -o: --numeric-ids -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer: -e,--exclude: --exclude-from: --pattern: --patterns-from: --strip-components:
prune|-n,--dry-run --list --short --list-pruned --list-kept --format: --json --from: --keep: --keep-secondly: --keep-minutely: -H,--keep-hourly: -d,--keep-daily: -w,--keep-weekly: -m,--keep-monthly: --keep-13weekly: --keep-3monthly: -y,--keep-yearly: -a,--match-archives: --oldest: --newest: --older: --newer:
recreate|--list --filter: -n,--dry-run -s,--stats -e,--exclude: --exclude-from: --pattern: --patterns-from: --exclude-caches --exclude-if-present: --keep-exclude-tags -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer: --target: --comment: --timestamp: -C,--compression: --chunker-params:
rename|
repo-compress|-C,--compression: -s,--stats
repo-create|--other-repo: --from-borg1 -e,--encryption: -i,--id-hash: --key-location: --copy-crypt-key
repo-delete|-n,--dry-run --list --force --cache-only --keep-security-info
repo-info|--json
repo-list|--short --from-borg1 --format: --json -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer: --deleted
repo-space|--reserve: --free
serve|--rest --backend: --restrict-to-path: --restrict-to-repository: --permissions:
tag|--set: --add: --remove: -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
transfer|-n,--dry-run --other-repo: --from-borg1 --upgrader: -C,--compression: --recompress? --chunker-params: -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
umount|
undelete|-n,--dry-run --list -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
version|--json
webdav|-f,--foreground --port: -a,--match-archives: --sort-by: --first: --last: --oldest: --newest: --older: --newer:
with-lock|
`
