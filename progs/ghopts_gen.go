// Code generated from the flag definitions of GitHub CLI (cli/cli
// pkg/cmd, commit 44ee17760709, gh 2.60); the roles are set in the
// generator as ghOpts in cloudopts.go describes. DO NOT EDIT.

package progs

// ghGenerated lists, one a line, each gh subcommand pregate models
// ("GROUP SUB|OPTIONS"), the group's persistent options (-R) included.
const ghGenerated = `
api|--hostname: -X,--method: -F,--field: -f,--raw-field: -H,--header: -p,--preview: -i,--include --slurp --paginate --input:@r --silent -t,--template: -q,--jq: --cache: --verbose
auth|
auth git-credential|
auth login|-h,--hostname: -s,--scopes: --with-token -w,--web --secure-storage --insecure-storage --skip-ssh-key -p,--git-protocol:
auth logout|-h,--hostname: -u,--user:
auth refresh|-h,--hostname: -s,--scopes: -r,--remove-scopes: --reset-scopes --secure-storage --insecure-storage
auth status|-h,--hostname: -t,--show-token -a,--active
auth switch|-h,--hostname: -u,--user:
auth token|-h,--hostname: -u,--user: --secure-storage
browse|-p,--projects -r,--releases -w,--wiki -s,--settings -n,--no-browser -c,--commit: -b,--branch: -R,--repo:
cache|-R,--repo:
cache delete|-R,--repo: -a,--all
cache list|-R,--repo: -L,--limit: -k,--key: -r,--ref: -O,--order: -S,--sort: --json: -q,--jq: -t,--template:
completion|-s,--shell:
gist|
gist clone|
gist create|-d,--desc: -w,--web -p,--public -f,--filename:
gist delete|
gist edit|-a,--add:@r -d,--desc: -f,--filename: -r,--remove:
gist list|-L,--limit: --public --secret --filter: --include-content
gist rename|
gist view|-r,--raw -w,--web --files -f,--filename:
gpg-key|
gpg-key add|-t,--title:
gpg-key delete|--confirm -y,--yes
gpg-key list|
issue|-R,--repo:
issue close|-R,--repo: -c,--comment: -r,--reason:
issue comment|-R,--repo: -b,--body: -F,--body-file:@r -e,--editor -w,--web --edit-last
issue create|-R,--repo: -t,--title: -b,--body: -F,--body-file:@r -e,--editor -w,--web -a,--assignee: -l,--label: -p,--project: -m,--milestone: --recover:@r -T,--template:
issue delete|-R,--repo: --confirm --yes
issue develop|-R,--repo: --branch-repo: -b,--base: -c,--checkout -l,--list -n,--name: -i,--issue-repo:
issue edit|-R,--repo: -t,--title: -b,--body: -F,--body-file:@r --add-assignee: --remove-assignee: --add-label: --remove-label: --add-project: --remove-project: -m,--milestone: --remove-milestone
issue list|-R,--repo: -w,--web -a,--assignee: -l,--label: -L,--limit: -A,--author: --app: --mention: -m,--milestone: -S,--search: -s,--state: --json: -q,--jq: -t,--template:
issue lock|-R,--repo: -r,--reason:
issue pin|-R,--repo:
issue reopen|-R,--repo: -c,--comment:
issue status|-R,--repo: --json: -q,--jq: -t,--template:
issue transfer|-R,--repo:
issue unpin|-R,--repo:
issue view|-R,--repo: -w,--web -c,--comments --json: -q,--jq: -t,--template:
label|-R,--repo:
label clone|-R,--repo: -f,--force
label create|-R,--repo: -d,--description: -c,--color: -f,--force
label delete|-R,--repo: --confirm --yes
label edit|-R,--repo: -d,--description: -c,--color: -n,--name:
label list|-R,--repo: -w,--web -L,--limit: -S,--search: --order: --sort: --json: -q,--jq: -t,--template:
org|
org list|-L,--limit:
pr|-R,--repo:
pr checkout|-R,--repo: --recurse-submodules -f,--force --detach -b,--branch:
pr checks|-R,--repo: -w,--web --watch --fail-fast -i,--interval: --required --json: -q,--jq: -t,--template:
pr close|-R,--repo: -c,--comment: -d,--delete-branch
pr comment|-R,--repo: -b,--body: -F,--body-file:@r -e,--editor -w,--web --edit-last
pr create|-R,--repo: -d,--draft -t,--title: -b,--body: -F,--body-file:@r -B,--base: -H,--head: -e,--editor -w,--web --fill-verbose -f,--fill --fill-first -r,--reviewer: -a,--assignee: -l,--label: -p,--project: -m,--milestone: --no-maintainer-edit --recover:@r -T,--template: --dry-run
pr diff|-R,--repo: --patch --name-only -w,--web --color:
pr edit|-R,--repo: -t,--title: -b,--body: -F,--body-file:@r -B,--base: --add-reviewer: --remove-reviewer: --add-assignee: --remove-assignee: --add-label: --remove-label: --add-project: --remove-project: -m,--milestone: --remove-milestone
pr list|-R,--repo: -w,--web -L,--limit: -B,--base: -H,--head: -l,--label: -A,--author: --app: -a,--assignee: -S,--search: -s,--state: -d,--draft --json: -q,--jq: -t,--template:
pr merge|-R,--repo: --admin -d,--delete-branch -b,--body: -F,--body-file:@r -t,--subject: -m,--merge -r,--rebase -s,--squash --auto --disable-auto --match-head-commit: -A,--author-email:
pr ready|-R,--repo: --undo
pr reopen|-R,--repo: -c,--comment:
pr review|-R,--repo: -a,--approve -r,--request-changes -c,--comment -b,--body: -F,--body-file:@r
pr status|-R,--repo: -c,--conflict-status --json: -q,--jq: -t,--template:
pr update-branch|-R,--repo: --rebase
pr view|-R,--repo: -w,--web -c,--comments --json: -q,--jq: -t,--template:
project|
project close|--owner: --undo --format: -q,--jq: -t,--template:
project copy|--source-owner: --target-owner: --title: --drafts --format: -q,--jq: -t,--template:
project create|--title: --owner: --format: -q,--jq: -t,--template:
project delete|--owner: --format: -q,--jq: -t,--template:
project edit|--owner: --title: --readme: -d,--description: --visibility: --format: -q,--jq: -t,--template:
project field-create|--owner: --name: --single-select-options: --data-type: --format: -q,--jq: -t,--template:
project field-delete|--id: --format: -q,--jq: -t,--template:
project field-list|--owner: -L,--limit: --format: -q,--jq: -t,--template:
project item-add|--owner: --url: --format: -q,--jq: -t,--template:
project item-archive|--owner: --id: --undo --format: -q,--jq: -t,--template:
project item-create|--owner: --title: --body: --format: -q,--jq: -t,--template:
project item-delete|--owner: --id: --format: -q,--jq: -t,--template:
project item-edit|--id: --title: --body: --field-id: --project-id: --text: --date: --single-select-option-id: --iteration-id: --clear --format: -q,--jq: -t,--template:
project item-list|--owner: -L,--limit: --format: -q,--jq: -t,--template:
project link|--owner: -R,--repo: -T,--team:
project list|--owner: --closed -w,--web -L,--limit: --format: -q,--jq: -t,--template:
project mark-template|--owner: --undo --format: -q,--jq: -t,--template:
project unlink|--owner: -R,--repo: -T,--team:
project view|--owner: -w,--web --format: -q,--jq: -t,--template:
release|-R,--repo:
release create|-R,--repo: -d,--draft -p,--prerelease --target: -t,--title: -n,--notes: -F,--notes-file:@r --discussion-category: --generate-notes --notes-start-tag: --verify-tag --notes-from-tag --latest
release delete|-R,--repo: -y,--yes --cleanup-tag
release delete-asset|-R,--repo: -y,--yes
release download|-R,--repo: -O,--output:@w -D,--dir:@w -p,--pattern: -A,--archive: --clobber --skip-existing
release edit|-R,--repo: --target: --tag: -F,--notes-file:@r --verify-tag --draft --prerelease --latest -n,--notes: -t,--title: --discussion-category:
release list|-R,--repo: -L,--limit: --exclude-drafts --exclude-pre-releases -O,--order: --json: -q,--jq: -t,--template:
release upload|-R,--repo: --clobber
release view|-R,--repo: -w,--web --json: -q,--jq: -t,--template:
repo|
repo archive|--confirm -y,--yes
repo clone|-u,--upstream-remote-name:
repo create|-d,--description: -h,--homepage: -t,--team: -p,--template: --public --private --internal -g,--gitignore: -l,--license: -s,--source: -r,--remote: --push -c,--clone --disable-issues --disable-wiki --include-all-branches --add-readme -y,--confirm --enable-issues --enable-wiki
repo credits|-s,--static
repo delete|--confirm --yes
repo edit|--add-topic: --remove-topic: -d,--description: -h,--homepage: --default-branch: --visibility: --template --enable-issues --enable-projects --enable-wiki --enable-discussions --enable-merge-commit --enable-squash-merge --enable-rebase-merge --enable-auto-merge --delete-branch-on-merge --allow-forking --allow-update-branch
repo fork|--clone --remote --remote-name: --org: --fork-name: --default-branch-only
repo garden|
repo list|-L,--limit: --source --fork -l,--language: --topic: --archived --no-archived --private --public --visibility: --json: -q,--jq: -t,--template:
repo rename|--confirm -y,--yes -R,--repo:
repo set-default|-v,--view -u,--unset
repo sync|-s,--source: -b,--branch: --force
repo unarchive|--confirm -y,--yes
repo view|-w,--web -b,--branch: --json: -q,--jq: -t,--template:
ruleset|-R,--repo:
ruleset check|-R,--repo: --default -w,--web
ruleset list|-R,--repo: -L,--limit: -o,--org: -p,--parents -w,--web
ruleset view|-R,--repo: -w,--web -o,--org: -p,--parents
run|-R,--repo:
run cancel|-R,--repo:
run delete|-R,--repo:
run download|-R,--repo: -D,--dir:@w -n,--name: -p,--pattern:
run list|-R,--repo: -L,--limit: -w,--workflow: -b,--branch: -u,--user: -e,--event: --created: -c,--commit: -a,--all -s,--status: --json: -q,--jq: -t,--template:
run rerun|-R,--repo: --failed -j,--job: -d,--debug
run view|-R,--repo: -v,--verbose --exit-status -j,--job: --log --log-failed -w,--web -a,--attempt: --json: -q,--jq: -t,--template:
run watch|-R,--repo: --exit-status -i,--interval:
search|
search code|-w,--web -L,--limit: --extension: --filename: --language: -R,--repo: --size: --owner: --json: -q,--jq: -t,--template: --match:
search commits|-w,--web -L,--limit: --author: --author-date: --author-email: --author-name: --committer: --committer-date: --committer-email: --committer-name: --hash: --parent: -R,--repo: --tree: --owner: --json: -q,--jq: -t,--template: --order: --sort: --merge --visibility:
search issues|-w,--web -L,--limit: --include-prs --app: --assignee: --author: --closed: --commenter: --comments: --created: --interactions: --involves: --label: --language: --locked --mentions: --milestone: --no-assignee --no-label --no-milestone --no-project --project: --reactions: -R,--repo: --team-mentions: --updated: --owner: --json: -q,--jq: -t,--template: --order: --sort: --archived --match: --visibility: --state:
search prs|-w,--web -L,--limit: --app: --assignee: --author: --closed: --commenter: --comments: --created: --interactions: --involves: --label: --language: --locked --mentions: --milestone: --no-assignee --no-label --no-milestone --no-project --project: --reactions: -R,--repo: --team-mentions: --updated: --owner: -B,--base: -H,--head: --merged-at: --merged --review-requested: --reviewed-by: --json: -q,--jq: -t,--template: --order: --sort: --archived --match: --visibility: --state: --draft --review: --checks:
search repos|-w,--web -L,--limit: --created: --followers: --forks: --good-first-issues: --help-wanted-issues: --language: --license: --updated: --size: --stars: --topic: --number-topics: --owner: --json: -q,--jq: -t,--template: --order: --sort: --archived --include-forks: --match: --visibility:
secret|-R,--repo:
secret delete|-R,--repo: -o,--org: -e,--env: -u,--user -a,--app:
secret list|-R,--repo: -o,--org: -e,--env: -u,--user -a,--app: --json: -q,--jq: -t,--template:
secret set|-R,--repo: -o,--org: -e,--env: -u,--user -r,--repos: -b,--body: --no-store -f,--env-file:@r -v,--visibility: -a,--app:
ssh-key|
ssh-key add|-t,--title: --type:
ssh-key delete|--confirm -y,--yes
ssh-key list|
status|-o,--org: -e,--exclude:
variable|-R,--repo:
variable delete|-R,--repo: -o,--org: -e,--env:
variable get|-R,--repo: -o,--org: -e,--env: --json: -q,--jq: -t,--template:
variable list|-R,--repo: -o,--org: -e,--env: --json: -q,--jq: -t,--template:
variable set|-R,--repo: -o,--org: -e,--env: -r,--repos: -b,--body: -f,--env-file:@r -v,--visibility:
version|
workflow|-R,--repo:
workflow disable|-R,--repo:
workflow enable|-R,--repo:
workflow list|-R,--repo: -L,--limit: -a,--all --json: -q,--jq: -t,--template:
workflow run|-R,--repo: -r,--ref: -F,--field: -f,--raw-field: --json
workflow view|-R,--repo: -w,--web -y,--yaml -r,--ref:
`
