package floor

import (
	"os"
	"reflect"
	"testing"

	"github.com/pregate/pregate/shell"
)

// readIdentityTree is newTree with what makes the write-only entries'
// identities matter to a read: a write-only directory and a write-only
// file of the home directory, and a file of pregate's own, each
// bind-mounted into the project (so one file has two names and one link),
// and two hard links to the write-only file, one in the project and
// one that a policy may protect for reading.
func readIdentityTree(t *testing.T) *tree {
	t.Helper()
	tr := newTree(t)
	for _, f := range []string{"home/u/.config/fish/config.fish", "home/u/proj/fishmnt/.keep", "home/u/proj/rcmnt",
		"home/u/proj/polmnt"} {
		p := tr.root + "/" + f
		if err := os.MkdirAll(p[:len(p)-len("/"+lastComp(f))], 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	mount(t, tr.home+"/.config/fish", tr.proj+"/fishmnt")
	mount(t, tr.home+"/.bashrc", tr.proj+"/rcmnt")
	mount(t, tr.home+"/.config/pregate/policy.toml", tr.proj+"/polmnt")
	for _, l := range []string{tr.proj + "/rchard", tr.home + "/secret.txt"} {
		if err := os.Link(tr.home+"/.bashrc", l); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func lastComp(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' {
			return p[i+1:]
		}
	}
	return p
}

// TestReadIdentitiesDifferential: a check without a write, which compares
// identities with readIdentities (the protected set less the write-only
// paths no entry for reading reaches), answers every read of the bind
// mounts, the hard link and the generated paths as the reference floor
// does, which always compares with every identity; with a policy entry
// for reading over the write-only directory and pregate's own file (then
// they must stay), and without (then they are left out, and the call
// never gathers the full set). Skipping every write-only path
// (readSkips always true) fails it on fishmnt/config.fish under the
// policy entry. rchard is ~/.bashrc and, with the policy, ~/secret.txt:
// ~/.bashrc comes first in the full set, and is not protected for
// reading, but the set keeps ~/secret.txt too, so the read is denied by
// the policy entry in both floors (when the set kept only a file's first
// name, both allowed it).
func TestReadIdentitiesDifferential(t *testing.T) {
	inNamespace(t, func(t *testing.T) {
		tr := readIdentityTree(t)
		paths := append([]string{"fishmnt/config.fish", "fishmnt", "rcmnt", "rchard", "polmnt", "rc", ".bashrc",
			"../.config/fish/config.fish", "../.bashrc", "src/main.go", "missing/x", "../.ssh/id_rsa"}, genPaths(tr, 600, 3)...)
		for _, policy := range []bool{false, true} {
			fast, ref := tr.config(), tr.config()
			ref.reference = true
			for _, c := range []*Config{fast, ref} {
				c.Self = append(c.Self, tr.home+"/.config/pregate/policy.toml")
				if policy {
					c.Protect = []Entry{{Pattern: "~/.config/**"}, {Pattern: "~/secret.txt"}}
				}
			}
			want := map[string]string{"fishmnt/config.fish": "", "polmnt": "", "rcmnt": "", "rchard": ""}
			if policy {
				want["fishmnt/config.fish"], want["polmnt"], want["rchard"] = "protect", "protect", "protect"
			}
			for _, a := range []shell.Access{r, r | Tree} {
				for i, p := range paths {
					cwd := []string{tr.proj, tr.proj, tr.home, ""}[i%4]
					got, exp := fast.CheckPath(p, cwd, a), ref.CheckPath(p, cwd, a)
					if !reflect.DeepEqual(got, exp) {
						t.Fatalf("policy %t: CheckPath(%q, %q, %v) = %s; the reference floor gives %s", policy, p, cwd, a, show(got), show(exp))
					}
					if id, ok := want[p]; ok && cwd == tr.proj && a == r && outcomeOf(got).ID != id {
						t.Errorf("policy %t: read of %s: got %q, want %q", policy, p, outcomeOf(got).ID, id)
					}
				}
			}
			ids := fast.k.ids
			if ids == nil || ids.read == nil {
				t.Fatalf("policy %t: the reads did not compare identities", policy)
			}
			if !policy && ids.near.first != nil {
				t.Errorf("the reads gathered the full set of identities")
			}
			fish, bashrc := lstatNode(tr.home+"/.config/fish").id, lstatNode(tr.home+"/.bashrc").id
			if ok := ids.read.has(fish); ok != policy {
				t.Errorf("policy %t: ~/.config/fish in the identities for reading: %t", policy, ok)
			}
			// With the policy, ~/secret.txt is that file for reading.
			if name, ok := ids.read.name(bashrc, 0); ok != policy || policy && name != tr.home+"/secret.txt" {
				t.Errorf("policy %t: the identity of ~/.bashrc, which no entry for reading reaches, is %q in the identities for reading", policy, name)
			}
		}
	})
}

// TestSelfNamedTwice: pregate's own files named more than once (a policy
// file that is also a file discovery watches) add to the identities what
// they add named once, in the same order: the identities for reading and
// the whole set of a Self with repeats are those of the Self without
// them, with two names of one file (a hard link) among them, with and
// without entries for reading that reach them.
func TestSelfNamedTwice(t *testing.T) {
	tr := newTree(t)
	pol, link := tr.home+"/.config/pregate/policy.toml", tr.proj+"/pol-link.toml"
	if err := os.Link(pol, link); err != nil {
		t.Fatal(err)
	}
	settings, audit, tilde := tr.proj+"/.claude/settings.json", tr.home+"/.local/state/pregate/audit.jsonl", "~/.config/pregate/policy.toml"
	twice := []string{link, pol, link, settings, pol, tilde, audit, settings, tilde, "", link}
	once := []string{link, pol, settings, tilde, audit, ""}
	for _, protect := range [][]Entry{nil, {{Pattern: "~/.config/pregate/**"}, {Pattern: "{project}/*.toml"}}} {
		one, two := tr.config(), tr.config()
		one.Self, two.Self = once, twice
		one.Protect, two.Protect = protect, protect
		k1, k2 := one.compiled(), two.compiled()
		if r1, r2 := k1.readIdentities(&k1.rv), k2.readIdentities(&k2.rv); !reflect.DeepEqual(*r1, *r2) {
			t.Fatalf("policy %t: the identities for reading of %q are %v; without the repeats %v", protect != nil, twice, *r2, *r1)
		}
		if n1, n2 := k1.identities(&k1.rv).near, k2.identities(&k2.rv).near; !reflect.DeepEqual(n1, n2) {
			t.Fatalf("policy %t: the identities of %q are %v; without the repeats %v", protect != nil, twice, n2, n1)
		}
		if protect != nil && len(k2.ids.readSet.more) == 0 {
			t.Fatalf("no file with two names among the identities for reading: the test does not reach their order")
		}
	}
}
