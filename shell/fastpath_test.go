package shell

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// decomposeBoth decomposes cmd with the fast path that off switches off
// and with it on, and fails when the two disagree in any field.
func decomposeBoth(t *testing.T, cmd string, off *bool) {
	t.Helper()
	env := map[string]string{"HOME": "/home/u", "CDPATH": ""}
	for try := 0; ; try++ {
		*off = false
		want := Decompose(cmd, "/home/u/repo", env)
		*off = true
		got := Decompose(cmd, "/home/u/repo", env)
		if (budgetHit(want) || budgetHit(got)) && try < 5 {
			continue // a busy machine cut one short: the two read different amounts
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%.300q: the fast path gives\n%.3000v\nthe reference path gives\n%.3000v", cmd, fmt.Sprintf("%+v", got), fmt.Sprintf("%+v", want))
		}
		return
	}
}

// capAt returns the smallest n from lo for which Decompose(build(n)) stops
// at MaxSteps, searched with the fast path off.
func capAt(t *testing.T, build func(int) string, lo int, off *bool) int {
	t.Helper()
	*off = false
	defer func() { *off = true }()
	capped := func(n int) bool {
		segs := Decompose(build(n), "/w", nil)
		for try := 0; budgetHit(segs) && try < 5; try++ {
			segs = Decompose(build(n), "/w", nil)
		}
		return len(segs) > 0 && segs[len(segs)-1].Why == "too much work"
	}
	if capped(lo) {
		t.Fatalf("%q: capped at %d words already", build(1), lo)
	}
	hi := 2 * lo
	for ; !capped(hi); hi *= 2 {
		if hi > 1<<16 {
			t.Fatalf("%q: not capped at %d words", build(1), hi)
		}
		lo = hi
	}
	for lo+1 < hi {
		m := (lo + hi) / 2
		if capped(m) {
			hi = m
		} else {
			lo = m
		}
	}
	return hi
}

// TestLeafWordsFast holds substs' short cut for words without
// substitutions to the walk it skips: the same segments over the walk
// corpus, and the same step count, which shows where MaxSteps stops a
// command of many such words (one step more or less moves the cap).
func TestLeafWordsFast(t *testing.T) {
	for _, cmd := range walkCommands(t) {
		decomposeBoth(t, cmd, &fast.leafWords)
	}
	for _, word := range []string{"a", "'a b'", `"a"`, `a"b"'c'`} {
		build := func(n int) string { return "echo " + strings.Repeat(word+" ", n) }
		n := capAt(t, build, 500, &fast.leafWords)
		for _, k := range []int{n - 2, n - 1, n, n + 1} {
			decomposeBoth(t, build(k), &fast.leafWords)
			// Other words before them shift where a batch of steps
			// ends, and the last words of each command meet the cap.
			decomposeBoth(t, "echo $(a) "+build(k), &fast.leafWords)
		}
	}
}

// TestShCopyFast holds the one-allocation copy of the shell state to the
// copy of each list: the same segments over the walk corpus and over
// commands whose branches change directories the copy carries (cds that
// may fail, pushd and popd, in subshells, pipes and && chains).
func TestShCopyFast(t *testing.T) {
	cmds := walkCommands(t)
	for _, a := range []string{"cd a", "cd /b", "pushd c", "popd", "pushd", "cd -", "cd"} {
		for _, b := range []string{"cd d", "pushd /e", "popd", "ls x"} {
			cmds = append(cmds,
				a+" && "+b+" && cat f; ls g",
				a+"; "+b+" || cat f; ls g",
				"("+a+" && "+b+"); cat f",
				a+" | "+b+"; cat f",
				a+"; pushd /p; "+b+" && (popd; cat f) && cat g; popd; ls h",
				"cd a || cd b || cd c || cd d || cd e; "+a+" && "+b+" && rm -r f; ls g",
				"if "+a+"; then "+b+"; else cd z; fi; cat f",
				"for i in 1 2; do "+a+"; "+b+"; done; cat f",
			)
		}
	}
	cmds = append(cmds,
		// A pushd in a branch swaps the copy's top directory in place.
		"pushd /p; pushd /q; (pushd; ls a); popd; ls h",
		// A pushd in a subshell appends to the copy's directories, right
		// before the copy's directories of a cd that may fail.
		"pushd /p && cd y && (pushd /r; ls f; ls g)",
	)
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.shCopy)
	}
}

// TestCtxBlocksFast holds the copies ctxOf hands out of blocks to copies
// of their own: the same segments over the walk corpus and over chains
// with functions defined in them (which keep their ctx) and cds whose
// effect each copy must not share, alone (the first block, as long as
// the command needs) and within bash -c strings (which take later ones).
func TestCtxBlocksFast(t *testing.T) {
	cmds := walkCommands(t)
	for _, n := range []int{blockLen - 1, blockLen, 3*blockLen + 1} {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteString([]string{" && ", " || ", "; "}[i%3])
			}
			switch i % 5 {
			case 0:
				b.WriteString("cd d" + strings.Repeat("x", i))
			case 1:
				b.WriteString("f" + strings.Repeat("x", i) + "() { rm -r g; }")
			case 2:
				b.WriteString("f" + strings.Repeat("x", i-1) + " && cat h")
			case 3:
				b.WriteString("(cd /e && ls k) | wc -l")
			default:
				b.WriteString("X=1 echo $((x+1)) > o")
			}
		}
		cmds = append(cmds, b.String(), "cd x && ls && bash -c "+shellQuote(b.String())+" && cat y")
	}
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.ctxBlocks)
	}
}

// TestBlocksFast holds the cmd, words and argv a command takes out of
// blocks to slices of their own: the same segments over the walk corpus
// and over brace expansions (which grow a command's words past the room
// it was given), substitutions within words (whose commands take from
// the block while the outer words are being read), function calls that
// keep their arguments as positional parameters, and commands of more
// words than a block gives out.
func TestBlocksFast(t *testing.T) {
	cmds := walkCommands(t)
	cmds = append(cmds,
		"echo {a,b,c}{d,e} $(ls {x,y}) f; cat {g,h}",
		"rm a{1,2,3,4,5,6,7,8,9}b $(cat c{1,2}) && ls {d,e}/$(echo {f,g})",
		"f() { rm -r \"$1\" \"$2\"; cat $(echo \"$1\"); }; f {a,b} c; f $(ls) {/d,/e}",
		"bash -c 'rm -r \"$1\"; ls {a,b}' _ {/x,/y} z",
		"echo "+strings.Repeat("w ", blockLen+3)+"&& "+strings.Repeat("v{1,2} ", blockLen/2)+"&& ls",
		"git -C /r {add,rm} {a,b} && make -C {x,y} all | tee {o,p}",
		// Strings run by a shell are checked after the first blocks
		// were sized: their commands take later ones.
		"ls a && bash -c "+shellQuote(strings.Repeat("rm -r {b,c} $(cat d) && ", blockLen)+"ls")+" && sh -c 'cat e f'",
	)
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.blocks)
	}
}

// TestArgWordsFast holds argWords' values out of a block, and its one
// shared Dynamic for words none of which is dynamic, to a slice and a
// closure of their own per reading: the same segments over the walk
// corpus and over commands whose options the grammar reads with dynamic
// words among them (a dynamic word ends a POSIX table's options, and a
// dynamic option value is judged), through wrappers, subcommands, words
// that run per input ({} of find, fd and xargs -I) and strings run by a
// shell (whose commands read words after the block was sized).
func TestArgWordsFast(t *testing.T) {
	cmds := walkCommands(t)
	for _, w := range []string{"x", "$X", "$(a)", "'-r'", "-$o", "--dir=$d"} {
		cmds = append(cmds,
			"timeout "+w+" rm -rf "+w+" b && sudo -u "+w+" cat "+w,
			"git -C "+w+" status && git "+w+" log && git commit -m "+w+" && git -c core.pager="+w+" log",
			"sed -i "+w+" f && sed -e "+w+" -i.bak g && tar czf "+w+" d && tar -C "+w+" -xf a.tar",
			"find "+w+" -name '*.go' -exec rm {} \\; && fd -x rm "+w+" {} && xargs -I{} cp {} "+w,
			"env -C "+w+" FOO=1 ls && nice -n "+w+" make -C "+w+" all && docker run -v "+w+":/x img",
			"bash -c 'rm "+strings.ReplaceAll(w, "'", "")+" && ls' && python3 -c "+shellQuote("print(1)")+" "+w,
			"npm --prefix "+w+" install && pip install -t "+w+" pkg && curl -o "+w+" -T "+w+" https://h",
			"rm "+strings.Repeat(w+" ", blockLen+3)+"&& ls "+strings.Repeat("-l ", 2*blockLen),
		)
	}
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.argWords)
	}
}

// TestChainFast holds chain's loop over an && or || list to binary's
// recursion through stmt: the same segments over the walk corpus and over
// chains of every length around the caps (MaxNest's nesting, MaxSteps'
// work), with cds that may fail (whose directories each part must see),
// lists nested in the chain's commands (which chain while an outer chain
// walks), lists whose statements are redirected, in the background or
// grouped (which the loop must leave to stmt), and functions defined in
// a part (which keep the ctx of their definition).
func TestChainFast(t *testing.T) {
	cmds := walkCommands(t)
	parts := []string{"cd a", "ls b", "cd /c || true", "(cd d && ls e)", "f() { cat g; }", "f",
		"echo $(cd h && ls i || cat j)", "bash -c 'cd k && rm l || ls m'", "X=1", "cat $X", "{ cd n; }",
		"ls o > p", "cd q 2>/dev/null", "sleep 1 &", "! ls r", "a && b > s", "pushd /t", "popd"}
	for i := range parts {
		for j := range parts {
			for _, op := range []string{" && ", " || "} {
				cmds = append(cmds,
					parts[i]+op+parts[j]+op+"ls z && cat y",
					"cat w && "+parts[i]+op+"("+parts[j]+op+"ls x)"+" || rm v",
					parts[j]+" && { "+parts[i]+op+"ls u; } > o2 && ls u2",
				)
			}
		}
	}
	for _, n := range []int{MaxNest - 2, MaxNest - 1, MaxNest, MaxNest + 1, MaxNest + 2, MaxNest + 3} {
		// A light first command and nested later ones: the later
		// parts, not the first, meet MaxNest, each at its list's level.
		for _, nested := range []string{"((ls a))", "(ls a && (cat b || ls c))", "{ (ls a); }"} {
			cmds = append(cmds, "ls"+strings.Repeat(" && "+nested, n-1), "ls"+strings.Repeat(" || "+nested, n-2)+" && ls")
		}
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteString([]string{" && ", " || "}[i%2])
			}
			b.WriteString(parts[i%len(parts)])
		}
		cmds = append(cmds, b.String(), "ls && bash -c "+shellQuote(b.String()))
	}
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.chain)
	}
	// 150 parts, then one of n words: the steps reach MaxSteps in the
	// last part, word by word, where one step more or less per list
	// moves the cap.
	build := func(n int) string { return strings.Repeat("echo a b c && ", 150) + "echo " + strings.Repeat("w ", n) }
	n := capAt(t, build, 500, &fast.chain)
	for _, k := range []int{n - 2, n - 1, n, n + 1} {
		decomposeBoth(t, build(k), &fast.chain)
		decomposeBoth(t, "echo $(ls) && "+build(k), &fast.chain)
	}
}

// TestAdoptFast holds a segment that takes filePaths' list of paths as it
// is to one that takes a copy: the same segments over the walk corpus and
// over commands whose paths a redirection, a cd that may fail, a
// process substitution or a later role adds to, or that another segment
// of the command also lists.
func TestAdoptFast(t *testing.T) {
	cmds := walkCommands(t)
	for _, c := range []string{"cp a b", "cat <(ls x) f", "sed -i.bak s/a/b/ f g", "gzip a b", "tar czf o.tgz d",
		"tee x y < z", "split -l 1 in out", "curl -T up -o down https://h", "awk -i inplace 1 f", "rsync -n a b:c",
		"unzip a.zip -d d", "patch -p1 < p", "csplit -f pre f 1"} {
		cmds = append(cmds,
			c, c+" > out 2>> err", "cd d || true; "+c+" && ls", "cd /x && "+c+" | "+c,
			"find . -exec "+c+" \\;", "xargs "+c+" < list", "bash -c "+shellQuote(c+" && "+c),
			"for f in 1 2; do "+c+"; done", "{ "+c+"; } > grouped",
		)
	}
	for _, cmd := range cmds {
		decomposeBoth(t, cmd, &fast.adopt)
	}
}
