package progs

// gitExtra are the options of git's subcommands beyond the ones git()
// declares, as git SUB -h and the git-SUB page list them (git 2.39),
// with their roles; each string is added to its subcommand's table.
// Options that only print, select or format are plain; those that read
// or write a file, or run a configured driver, carry the role.
var gitExtra = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"bisect": "--first-parent --no-checkout --term-old,--term-good: --term-new,--term-bad:",
		"remote": "-v,--verbose",
		"add": "-e,--edit --renormalize --ignore-removal --refresh --ignore-errors --ignore-missing --sparse " +
			"--chmod: --pathspec-file-nul --no-ignore-removal --no-warn-embedded-repo ",
		"am": "-i,--interactive --3way -q,--quiet -s,--signoff -u,--utf8 -k,--keep --keep-non-patch -m,--message-id " +
			"--keep-cr --no-keep-cr -c,--scissors --quoted-cr: --whitespace: --ignore-space-change: " +
			"--ignore-whitespace: --directory: --exclude: --include: -C: -p: --patch-format: --reject: " +
			"--resolvemsg: --continue -r,--resolved --skip --abort --quit --show-current-patch? --allow-empty " +
			"--committer-date-is-author-date --ignore-date --rerere-autoupdate -S,--gpg-sign? --empty: " +
			"--no-scissors --no-message-id --no-utf8 --no-3way --no-rerere-autoupdate --no-gpg-sign ",
		"archive": "--add-file:@r --add-virtual-file: --worktree-attributes -v,--verbose -l,--list ",
		"blame": "--incremental -b --root --show-stats --progress --score-debug -f,--show-name -n,--show-number " +
			"-p,--porcelain --line-porcelain -c -t -l -s -e,--show-email -w --ignore-rev: --ignore-revs-file:@r " +
			"--color-lines --color-by-age --minimal -S:@r --contents:@r -C? -M? -L: --abbrev? --reverse: " +
			"--first-parent --encoding: --date: -h ",
		"branch": "-t,--track? --unset-upstream --color? --contains: --no-contains --abbrev? --show-current " +
			"--create-reflog --edit-description --merged: --no-merged --column? -i,--ignore-case " +
			"--recurse-submodules --no-color --no-column -vv --no-abbrev --no-track --set-upstream ",
		"bundle": "--progress --all-progress --all-progress-implied --version: -q,--quiet --since: ",
		"cat-file": "-e -p -t -s --allow-unknown-type --use-mailmap --mailmap --batch? --batch-check? -z --batch-command? " +
			"--batch-all-objects --buffer --follow-symlinks --unordered --textconv@X --filters@X --path: ",
		"checkout": "--progress -d --overwrite-ignore --ignore-other-worktrees --ignore-skip-worktree-bits " +
			"--pathspec-file-nul --no-progress --no-overwrite-ignore ",
		"cherry-pick": "--quit --continue --abort --skip --cleanup: -n --no-commit -e,--edit -s,--signoff -m,--mainline: " +
			"--rerere-autoupdate --strategy: -X,--strategy-option: -S,--gpg-sign? -x --ff --allow-empty " +
			"--allow-empty-message --keep-redundant-commits -r --no-gpg-sign --no-rerere-autoupdate ",
		"clean": "",
		"clone": "--progress --reject-shallow --no-hardlinks --recursive? --reference-if-able:@r --dissociate " +
			"--single-branch --no-tags --shallow-submodules --ipv4 --ipv6 --also-filter-submodules " +
			"--remote-submodules --sparse ",
		"commit": "-v,--verbose --fixup: --squash: --reset-author --trailer: -s,--signoff -t,--template:@r -e,--edit " +
			"--cleanup: --status -S,--gpg-sign? -i,--include --interactive -p,--patch -o,--only --dry-run --short " +
			"--branch --ahead-behind --porcelain --long -z,--null --no-post-rewrite -u,--untracked-files? " +
			"--pathspec-from-file:@r --pathspec-file-nul --no-signoff --allow-empty --allow-empty-message " +
			"--no-edit --no-status --no-gpg-sign ",
		"config": "--global --system --local --worktree -f,--file:@w --blob: --get --get-all --get-regexp " +
			"--get-urlmatch: --replace-all --add --unset --unset-all --rename-section --remove-section -l,--list " +
			"--fixed-value -e,--edit --get-color: --get-colorbool: -t,--type: --bool --int --bool-or-int " +
			"--bool-or-str --path --expiry-date -z,--null --name-only --includes --show-origin --show-scope " +
			"--default: --no-type -trailing-space --show-prefix --auto-merge --paginate --signed: --edit-todo " +
			"--recurse-submodules --local-user ",
		"describe": "--contains --debug --all --tags --long --first-parent --abbrev? --exact-match --candidates: --match: " +
			"--exclude: --always --dirty? --broken? ",
		"diff": "--cached,--staged --merge-base --base,-1 --ours,-2 --theirs,-3 --rename-empty --no-rename-empty --diff-merges: " + "-z -u --patch-with-raw --numstat --patch-with-stat --name-only --name-status --full-index --abbrev? " +
			"-R -B? -M? -C? --find-copies-harder -l: -O:@r -S: --pickaxe-all -a -s " +
			"--output-indicator-new,--output-indicator-old,--output-indicator-context: --raw --indent-heuristic " +
			"--no-indent-heuristic --minimal --patience --histogram --anchored: --diff-algorithm: " +
			"--compact-summary --shortstat -X,--dirstat? --cumulative --dirstat-by-file? --summary --submodule? " +
			"--color? --no-color --color-moved? --no-color-moved --color-moved-ws: --no-color-moved-ws " +
			"--word-diff? --word-diff-regex: --color-words? --no-renames --check --exit-code " +
			"--ws-error-highlight: --binary --break-rewrites? --find-renames? --find-copies? " +
			"-D,--irreversible-delete --diff-filter: -G: --find-object: --pickaxe-regex --skip-to,--rotate-to: " +
			"--relative? --no-relative --text --ignore-cr-at-eol --ignore-space-at-eol -b,--ignore-space-change " +
			"-w,--ignore-all-space --ignore-blank-lines -I,--ignore-matching-lines: --inter-hunk-context: " +
			"-W,--function-context --quiet --ignore-submodules? --src-prefix: --dst-prefix: --no-prefix " +
			"--line-prefix: --ita-invisible-in-index ",
		"difftool": "--symlinks --rotate-to: --skip-to: ",
		"fast-export": "--progress: --signed-tags: --tag-of-filtered-object: --reencode: --export-marks:@w --import-marks:@r " +
			"--import-marks-if-exists:@r --fake-missing-tagger --full-tree --use-done-feature --no-data " +
			"--refspec: --anonymize --anonymize-map: --reference-excluded-parents --show-original-ids --mark-tags " +
			"-M,-C ",
		"fetch": "--set-upstream -a,--append --atomic -m,--multiple -t,--tags -n --prefetch -P,--prune-tags " +
			"--recurse-submodules? --dry-run --write-fetch-head -k,--keep -u,--update-head-ok --progress " +
			"--shallow-since: --shallow-exclude: --deepen: --unshallow --refetch --update-shallow --refmap: " +
			"--ipv4 --ipv6 --negotiation-tip: --negotiate-only --filter: --auto-maintenance --auto-gc " +
			"--show-forced-updates --write-commit-graph --stdin --no-tags --no-recurse-submodules " +
			"--submodule-prefix: --recurse-submodules-default: --no-show-forced-updates ",
		"filter-branch": "--original: --state-branch: ",
		"format-patch": "--rename-empty --no-rename-empty " + "-n,--numbered -N --no-numbered -s,--signoff --stdout --cover-letter --numbered-files --suffix: " +
			"--start-number: -v,--reroll-count: --filename-max-length: --rfc --cover-from-description: " +
			"--subject-prefix: -k,--keep-subject --no-binary --zero-commit --ignore-if-in-upstream -p --no-stat " +
			"--add-header: --to: --cc --from? --in-reply-to: --attach? --inline? --thread? --signature: --base: " +
			"--signature-file:@r -q,--quiet --progress --interdiff: --range-diff: --creation-factor: " +
			"--force-in-body-from -U,--unified: " +
			"--output-indicator-new,--output-indicator-old,--output-indicator-context: --indent-heuristic " +
			"--no-indent-heuristic --minimal --patience --histogram --anchored: --diff-algorithm: --stat? " +
			"--compact-summary --numstat --shortstat -X,--dirstat? --cumulative --dirstat-by-file? --summary " +
			"--no-renames --full-index --binary --abbrev? -B,--break-rewrites? -M,--find-renames? " +
			"-C,--find-copies? --find-copies-harder -D,--irreversible-delete -l: -O:@r --skip-to,--rotate-to: " +
			"--relative? --no-relative -a,--text --ignore-cr-at-eol --ignore-space-at-eol " +
			"-b,--ignore-space-change -w,--ignore-all-space --ignore-blank-lines -I,--ignore-matching-lines: " +
			"--inter-hunk-context: -W,--function-context --ext-diff@X --no-ext-diff --textconv@X --no-textconv " +
			"--ignore-submodules? --src-prefix: --dst-prefix: --no-prefix --line-prefix: --ita-invisible-in-index " +
			"--no-attach --no-thread --always --encode-email-headers --no-encode-email-headers --notes? " +
			"--no-notes --root ",
		"gc": "--cruft --force --keep-largest-pack ",
		"grep": "--cached --no-index --untracked --exclude-standard --recurse-submodules -v,--invert-match " +
			"-i,--ignore-case -w,--word-regexp -a,--text -I --textconv@X -r,--recursive -E,--extended-regexp " +
			"-G,--basic-regexp -F,--fixed-strings -P,--perl-regexp -n,--line-number --column -h -H --full-name " +
			"-l,--files-with-matches --name-only -L,--files-without-match -z,--null -o,--only-matching -c,--count " +
			"--color? --break --heading --threads: -p,--show-function -W,--function-context --and --or --not " +
			"-q,--quiet --all-match --ext-grep --no-exclude-standard --no-textconv --no-recursive --no-color ",
		"init": "--template:@r --bare --shared? -q,--quiet --separate-git-dir:@w -b,--initial-branch: " +
			"--object-format: ",
		"log": "--rename-empty --no-rename-empty --standard-notes --no-standard-notes " + "-q,--quiet --source --use-mailmap --mailmap --clear-decorations --decorate-refs: " +
			"--decorate-refs-exclude: --decorate? -L: --follow --no-decorate --full-diff --log-size --skip: " +
			"--since,--after: --since-as-filter: --until,--before: --author,--committer: --grep-reflog: --grep: " +
			"--all-match --invert-grep -i,--regexp-ignore-case --basic-regexp -E,--extended-regexp " +
			"-F,--fixed-strings -P,--perl-regexp --remove-empty --merges --no-merges --min-parents: " +
			"--max-parents: --no-min-parents --no-max-parents --first-parent --exclude-first-parent-only --not " +
			"--all --branches? --tags? --remotes? --glob: --exclude: --exclude-hidden: --reflog --alternate-refs " +
			"--single-worktree --ignore-missing --bisect --stdin --cherry-mark --cherry-pick " +
			"--left-only,--right-only --cherry -g,--walk-reflogs --merge --boundary --simplify-by-decoration " +
			"--show-pulls --full-history --dense --sparse --simplify-merges --ancestry-path? --date-order " +
			"--author-date-order --topo-order --reverse --no-walk? --do-walk --abbrev-commit --no-abbrev-commit " +
			"--oneline --encoding: --expand-tabs? --no-expand-tabs --notes? --no-notes --show-notes? " +
			"--show-signature --relative-date --date: --parents --children --left-right --graph " +
			"--show-linear-break? --no-abbrev -S: -u -s --diff-merges: --no-diff-merges -m --remerge-diff: -c " +
			"--cc --combined-all-paths -U,--unified: " +
			"--output-indicator-new,--output-indicator-old,--output-indicator-context: --raw --patch-with-raw -t " +
			"--indent-heuristic --no-indent-heuristic --minimal --patience --histogram --anchored: " +
			"--diff-algorithm: --stat? --compact-summary --numstat --shortstat -X,--dirstat? --cumulative " +
			"--dirstat-by-file? --summary --patch-with-stat -z --name-only --name-status --submodule? --color? " +
			"--no-color --color-moved? --no-color-moved --color-moved-ws: --no-color-moved-ws --word-diff? " +
			"--word-diff-regex: --color-words? --no-renames --check --exit-code --ws-error-highlight: " +
			"--full-index --binary --abbrev? -B,--break-rewrites? -M,--find-renames? -C,--find-copies? " +
			"--find-copies-harder -D,--irreversible-delete -l: --diff-filter: -G: --find-object: --pickaxe-all " +
			"--pickaxe-regex -O:@r --skip-to,--rotate-to: -R --relative? --no-relative -a,--text " +
			"--ignore-cr-at-eol --ignore-space-at-eol -b,--ignore-space-change -w,--ignore-all-space " +
			"--ignore-blank-lines -I,--ignore-matching-lines: --inter-hunk-context: -W,--function-context " +
			"--ignore-submodules? --src-prefix: --dst-prefix: --no-prefix --line-prefix: --ita-invisible-in-index ",
		"ls-files": "-z -t -v -f -c,--cached -d,--deleted -m,--modified -o,--others -i,--ignored -s,--stage -k,--killed " +
			"--directory --eol --empty-directory -u,--unmerged --resolve-undo -x,--exclude: -X,--exclude-from:@r " +
			"--exclude-per-directory: --exclude-standard --full-name --recurse-submodules --error-unmatch " +
			"--with-tree: --abbrev? --debug --deduplicate --sparse --format: --no-empty-directory --name-status ",
		"maintenance": "--config-file:@w --auto --schedule --quiet --task: --scheduler: ",
		"merge": "-n --stat --summary --log? --squash --commit -e,--edit --cleanup: --ff --ff-only --rerere-autoupdate " +
			"--verify-signatures -s,--strategy: -X,--strategy-option: -m,--message -F,--file:@r --into-name: " +
			"-v,--verbose -q,--quiet --abort --quit --continue --allow-unrelated-histories --progress " +
			"-S,--gpg-sign? --autostash --overwrite-ignore --signoff --no-verify --no-commit --no-edit --no-ff " +
			"--no-gpg-sign --no-log --no-signoff --no-stat --no-squash --no-verify-signatures --no-summary " +
			"--no-progress --no-autostash --no-rerere-autoupdate --no-overwrite-ignore ",
		"mergetool": "-O:@r --auto-merge ",
		"mv":        "-v,--verbose -n,--dry-run -f,--force -k --sparse ",
		"notes": "--ref: -f,--force -m,--message -F,--file:@r -C,--reuse-message: -c,--reedit-message --allow-empty " +
			"--ignore-missing --stdin -n,--dry-run -s,--strategy: --commit --abort -q,--quiet -v,--verbose ",
		"pull": "--progress --recurse-submodules? -n --stat --log? --signoff? --squash --commit --edit --cleanup: " +
			"--ff --ff-only --verify --verify-signatures --autostash -S,--gpg-sign? --allow-unrelated-histories " +
			"--all -a,--append --upload-pack:@x -t,--tags -p,--prune -j,--jobs? --dry-run -k,--keep " +
			"--shallow-since: --shallow-exclude: --deepen: --unshallow --update-shallow --refmap: " +
			"-o,--server-option: --ipv4 --ipv6 --negotiation-tip: --show-forced-updates --set-upstream " +
			"--no-commit -e --no-edit --no-ff --no-gpg-sign --no-log --no-signoff --no-stat --no-squash " +
			"--no-verify-signatures --summary --no-summary --no-autostash --atomic --negotiate-only --prefetch " +
			"--no-tags --no-show-forced-updates ",
		"push": "--porcelain --recurse-submodules: --thin --progress --no-verify --follow-tags --signed? --atomic " +
			"--ipv4 --ipv6 --no-recurse-submodules ",
		"range-diff": "--creation-factor: --no-dual-color --notes? --left-only --right-only -p,--patch -s --no-patch -u " +
			"-U,--unified? -W,--function-context --raw --patch-with-raw --patch-with-stat --numstat --shortstat " +
			"-X,--dirstat? --cumulative --dirstat-by-file? --check --summary --name-only --name-status --stat? " +
			"--stat-width: --stat-name-width: --stat-graph-width: --stat-count: --compact-summary --binary " +
			"--full-index --color? --ws-error-highlight: -z --abbrev? --src-prefix: --dst-prefix: --line-prefix: " +
			"--no-prefix --inter-hunk-context: --output-indicator-new: --output-indicator-old: " +
			"--output-indicator-context: -B,--break-rewrites? -M,--find-renames? -D,--irreversible-delete " +
			"-C,--find-copies? --find-copies-harder --no-renames --rename-empty --follow -l: --minimal " +
			"-w,--ignore-all-space -b,--ignore-space-change --ignore-space-at-eol --ignore-cr-at-eol " +
			"--ignore-blank-lines -I,--ignore-matching-lines: --indent-heuristic --patience --histogram " +
			"--diff-algorithm: --anchored: --word-diff? --word-diff-regex: --color-words? --color-moved? " +
			"--color-moved-ws: --relative? -a,--text -R --exit-code --quiet --ext-diff@X --textconv@X " +
			"--ignore-submodules? --submodule? --ita-invisible-in-index --ita-visible-in-index -S: -G: " +
			"--pickaxe-all --pickaxe-regex -O:@r --rotate-to: --skip-to: --find-object: --diff-filter --output:@w ",
		"rebase": "--keep-base --no-verify -q,--quiet -v,--verbose -n --no-stat --signoff " +
			"--committer-date-is-author-date --reset-author-date -C: --ignore-whitespace --whitespace: " +
			"-f,--force-rebase --no-ff --continue --skip --abort --quit --edit-todo --show-current-patch --apply " +
			"-m,--merge --rerere-autoupdate --empty: --autosquash --update-refs -S,--gpg-sign? --autostash " +
			"-r,--rebase-merges? --fork-point --root --reschedule-failed-exec --reapply-cherry-picks --keep-empty " +
			"--no-keep-empty --allow-empty --no-reapply-cherry-picks --allow-empty-message --no-rerere-autoupdate " +
			"--no-gpg-sign --stat --verify --no-fork-point --ignore-date --no-autosquash --no-autostash " +
			"--no-reschedule-failed-exec --no-update-refs --format: ",
		"reflog": "--single-worktree --updateref --rewrite --stale-fix -n,--dry-run --verbose ",
		"reset":  "--no-refresh --recurse-submodules? -N,--intent-to-add --pathspec-file-nul --refresh ",
		"restore": "--ignore-unmerged --recurse-submodules? --progress --ignore-skip-worktree-bits --pathspec-file-nul " +
			"--no-progress --no-recurse-submodules ",
		"rev-list": "--raw " + "--max-count: --max-age: --min-age: --sparse --no-merges --min-parents: --no-min-parents " +
			"--max-parents: --no-max-parents --remove-empty --all --branches? --tags? --remotes? --stdin " +
			"--exclude-hidden: --quiet --topo-order --date-order --reverse --parents --children --objects " +
			"--disk-usage? --unpacked --header --abbrev: --abbrev-commit --left-right --count --bisect " +
			"--bisect-vars --bisect-all -n: --skip: --since,--after: --since-as-filter: --until,--before: " +
			"--author,--committer: --grep-reflog: --grep: --all-match --invert-grep -i,--regexp-ignore-case " +
			"--basic-regexp -E,--extended-regexp -F,--fixed-strings -P,--perl-regexp --merges --first-parent " +
			"--exclude-first-parent-only --not --glob: --exclude: --reflog --alternate-refs --single-worktree " +
			"--ignore-missing --cherry-mark --cherry-pick --left-only,--right-only --cherry -g,--walk-reflogs " +
			"--merge --boundary --use-bitmap-index --progress: --simplify-by-decoration --show-pulls " +
			"--full-history --dense --simplify-merges --ancestry-path? --author-date-order --in-commit-order " +
			"--objects-edge --objects-edge-aggressive --indexed-objects --object-names --no-object-names " +
			"--filter: --no-filter --filter-provided-objects --filter-print-omitted --missing: " +
			"--exclude-promisor-objects --no-walk? --do-walk --pretty,--format: --no-abbrev-commit --oneline " +
			"--encoding: --expand-tabs? --no-expand-tabs --show-signature --relative-date --date: " +
			"--no-commit-header --commit-header --timestamp --graph --show-linear-break? --no-abbrev ",
		"rev-parse": "--parseopt --sq-quote --keep-dashdash --stop-at-non-option --stuck-long --revs-only --no-revs " +
			"--flags --no-flags --default: --prefix: --verify -q,--quiet --sq --short? --not --abbrev-ref? " +
			"--symbolic --symbolic-full-name --all --branches,--tags,--remotes? --glob: --exclude: " +
			"--exclude-hidden: --disambiguate: --local-env-vars --path-format: --git-dir --git-common-dir " +
			"--resolve-git-dir: --git-path: --show-toplevel --show-superproject-working-tree --shared-index-path " +
			"--absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository " +
			"--is-shallow-repository --show-cdup --show-prefix --show-object-format? --since,--after: " +
			"--until,--before: ",
		"revert": "--quit --continue --abort --skip --cleanup: -n --no-commit -e,--edit -s,--signoff -m,--mainline: " +
			"--rerere-autoupdate --strategy: -X,--strategy-option: -S,--gpg-sign? --reference --no-edit " +
			"--no-gpg-sign --no-rerere-autoupdate ",
		"rm": "--ignore-unmatch --sparse --pathspec-file-nul ",
		"shortlog": "-c,--committer -n,--numbered: -s,--summary -e,--email -w? --group: --format? --date: --max-count: " +
			"--skip: --since,--after: --since-as-filter: --until,--before: --author: --grep-reflog: --grep: " +
			"--all-match --invert-grep -i,--regexp-ignore-case --basic-regexp -E,--extended-regexp " +
			"-F,--fixed-strings -P,--perl-regexp --remove-empty --merges --no-merges --min-parents: " +
			"--max-parents: --no-min-parents --no-max-parents --first-parent --exclude-first-parent-only --not " +
			"--all --branches? --tags? --remotes? --glob: --exclude: --exclude-hidden: --reflog --alternate-refs " +
			"--single-worktree --ignore-missing --bisect --stdin --cherry-mark --cherry-pick " +
			"--left-only,--right-only --cherry -g,--walk-reflogs --merge --boundary --simplify-by-decoration " +
			"--show-pulls --full-history --dense --sparse --simplify-merges --ancestry-path? ",
		"show": "--rename-empty --no-rename-empty --standard-notes --no-standard-notes " + "-q,--quiet --source --use-mailmap --mailmap --clear-decorations --decorate-refs: " +
			"--decorate-refs-exclude: --decorate? -L: --abbrev-commit --no-abbrev-commit --oneline --encoding: " +
			"--expand-tabs? --no-expand-tabs --notes? --no-notes --show-notes? --show-signature --no-abbrev -u -s " +
			"--diff-merges: --no-diff-merges -m --remerge-diff: -c --cc --combined-all-paths -U,--unified: " +
			"--output-indicator-new,--output-indicator-old,--output-indicator-context: --raw --patch-with-raw -t " +
			"--indent-heuristic --no-indent-heuristic --minimal --patience --histogram --anchored: " +
			"--diff-algorithm: --stat? --compact-summary --numstat --shortstat -X,--dirstat? --cumulative " +
			"--dirstat-by-file? --summary --patch-with-stat -z --name-only --name-status --submodule? --color? " +
			"--no-color --color-moved? --no-color-moved --color-moved-ws: --no-color-moved-ws --word-diff? " +
			"--word-diff-regex: --color-words? --no-renames --check --exit-code --ws-error-highlight: " +
			"--full-index --binary --abbrev? -B,--break-rewrites? -M,--find-renames? -C,--find-copies? " +
			"--find-copies-harder -D,--irreversible-delete -l: --diff-filter: -S: -G: --find-object: " +
			"--pickaxe-all --pickaxe-regex -O:@r --skip-to,--rotate-to: -R --relative? --no-relative -a,--text " +
			"--ignore-cr-at-eol --ignore-space-at-eol -b,--ignore-space-change -w,--ignore-all-space " +
			"--ignore-blank-lines -I,--ignore-matching-lines: --inter-hunk-context: -W,--function-context " +
			"--ignore-submodules? --src-prefix: --dst-prefix: --no-prefix --line-prefix: --ita-invisible-in-index ",
		"show-branch": "-a,--all -r,--remotes --color? --more? --list --no-name --current --sha1-name --merge-base " +
			"--independent --topo-order --topics --sparse --date-order -g,--reflog? --no-color ",
		"stash": "--only-untracked --index -S,--staged --pathspec-from-file:@r --pathspec-file-nul ",
		"status": "-v,--verbose -s,--short -b,--branch --show-stash --ahead-behind --porcelain? --long -z,--null " +
			"-u,--untracked-files? --ignored? --ignore-submodules? --column? --no-renames -M,--find-renames? " +
			"--no-column --no-ahead-behind --renames --summary-limit ",
		"submodule": "--single-branch --no-single-branch " + "--progress -b,--branch: --cached --files -n,--summary-limit --remote -N --no-fetch --checkout " +
			"--merge --rebase --init --name --reference:@r --dissociate --recursive --depth " +
			"--no-recommend-shallow -j,--jobs: ",
		"switch": "--recurse-submodules? --progress --overwrite-ignore --ignore-other-worktrees --no-progress " +
			"--no-recurse-submodules ",
		"tag": "-n? -v,--verify -e,--edit --cleanup: --create-reflog --column? --contains: --no-contains --merged: " +
			"--no-merged --sort: --points-at: --format: --color? -i,--ignore-case --no-column ",
		"whatchanged": "-q,--quiet --source --use-mailmap --mailmap --clear-decorations --decorate-refs: " +
			"--decorate-refs-exclude: --decorate? -L: ",
		"worktree": "--checkout --no-checkout --guess-remote --no-guess-remote --track --no-track " + "-d,--detach --lock -n,--dry-run --porcelain -z -q,--quiet -v,--verbose --expire: --git-path ",
	}
}}
