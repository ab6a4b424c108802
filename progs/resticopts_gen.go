// Code generated from restic's manual pages (doc/man at commit a80be1478a4c, restic 0.19.1-dev); DO NOT EDIT.

package progs

// resticGenerated lists, one a line, each subcommand ("SUB|OPTIONS"; the first line,
// with no subcommand, is the global options).
const resticGenerated = `
|--cacert: --cache-dir: --cleanup-cache? --compression: -h,--help? --http-user-agent: --insecure-no-password? --insecure-tls? --json? --key-hint: --limit-download: --limit-upload: --no-cache? --no-extra-verify? --no-lock? -o,--option: --pack-size: --password-command: -p,--password-file: -q,--quiet? -r,--repo: --repository-file: --retry-lock: --stuck-request-timeout: --tls-client-cert: -v,--verbose?
backup|-n,--dry-run? -e,--exclude: --exclude-caches? --exclude-file: --exclude-if-present: --exclude-larger-than: --files-from: --files-from-raw: --files-from-verbatim: -f,--force? -g,--group-by: -h,--help? -H,--host: --iexclude: --iexclude-file: --ignore-ctime? --ignore-inode? --no-scan? -x,--one-file-system? --parent: --read-concurrency: --skip-if-unchanged? --stdin? --stdin-filename: --stdin-from-command? --tag: --time: --with-atime?
cache|--cleanup? -h,--help? --max-age: --no-size?
cat|-h,--help?
check|-h,--help? -H,--host: --path: --read-data? --read-data-subset: --tag: --with-cache?
copy|--from-insecure-no-password? --from-key-hint: --from-password-command: --from-password-file: --from-repo: --from-repository-file: -h,--help? -H,--host: --path: --tag:
diff|-h,--help? --metadata?
dump|-a,--archive: -h,--help? -H,--host: --path: --tag: -t,--target:
features|-h,--help?
find|--blob? -h,--help? -H,--host: --human-readable? -i,--ignore-case? -l,--long? -N,--newest: -O,--oldest: --pack? --path: -R,--reverse? --show-pack-id? -s,--snapshot: --tag: --tree?
forget|-l,--keep-last: -H,--keep-hourly: -d,--keep-daily: -w,--keep-weekly: -m,--keep-monthly: -y,--keep-yearly: --keep-within: --keep-within-hourly: --keep-within-daily: --keep-within-weekly: --keep-within-monthly: --keep-within-yearly: --keep-tag: --unsafe-allow-remove-all? --host: --tag: --path: -c,--compact? -g,--group-by: -n,--dry-run? --prune? --max-unused: --max-repack-size: --repack-cacheable-only? --repack-uncompressed? --repack-smaller-than: -h,--help?
generate|--bash-completion: --fish-completion: -h,--help? --man: --powershell-completion: --zsh-completion:
init|--copy-chunker-params? --from-insecure-no-password? --from-key-hint: --from-password-command: --from-password-file: --from-repo: --from-repository-file: -h,--help? --repository-version:
key|-h,--help?
key add|-h,--help? --host: --new-insecure-no-password? --new-password-file: --user:
key list|-h,--help?
key passwd|-h,--help? --host: --new-insecure-no-password? --new-password-file: --user:
key remove|-h,--help?
list|-h,--help?
ls|-h,--help? -H,--host: --human-readable? -l,--long? --ncdu? --path: --recursive? --reverse? -s,--sort: --tag:
migrate|-f,--force? -h,--help?
mount|--allow-other? -h,--help? -H,--host: --no-default-permissions? --owner-root? --path: --path-template: --tag: --time-template:
options|-h,--help?
prune|-n,--dry-run? -h,--help? --max-repack-size: --max-unused: --repack-cacheable-only? --repack-smaller-than: --repack-uncompressed? --unsafe-recover-no-free-space:
recover|-h,--help?
repair|-h,--help?
repair index|-h,--help? --read-all-packs?
repair packs|-h,--help?
repair snapshots|-n,--dry-run? --forget? -h,--help? -H,--host: --path: --tag:
restore|--delete? --dry-run? -e,--exclude: --exclude-file: --exclude-xattr: -h,--help? -H,--host: --iexclude: --iexclude-file: --iinclude: --iinclude-file: -i,--include: --include-file: --include-xattr: --overwrite: --ownership-by-name? --path: --sparse? --tag: -t,--target: --verify?
rewrite|-n,--dry-run? -e,--exclude: --exclude-file: --forget? -h,--help? -H,--host: --iexclude: --iexclude-file: --iinclude: --iinclude-file: -i,--include: --include-file: --new-host: --new-time: --path: -s,--snapshot-summary? --tag:
self-update|-h,--help? --output:
snapshots|-c,--compact? -g,--group-by: -h,--help? -H,--host: --latest: --path: --tag:
stats|-h,--help? -H,--host: --mode: --path: --tag:
tag|--add: -h,--help? -H,--host: --path: --remove: --set: --tag:
unlock|-h,--help? --remove-all?
version|-h,--help?
`
