package progs

import (
	"strings"
	"testing"
)

// FuzzParse: whatever the argv, parsing never panics, every item points
// at a word of the argv, values point at the word they came from, and a
// POSIX table's next word is in range.
func FuzzParse(f *testing.F) {
	f.Add("git", "-C d -c a=b push -f +main -- x")
	f.Add("tar", "czfC a.tgz d x --to-command=y")
	f.Add("find", ". -exec rm {} + -name -delete -execdir")
	f.Add("fd", "-x")
	f.Add("sed", "-i.bak -e s/a/b/ -- f")
	f.Add("timeout", "-s KILL 5 -- rm")
	f.Add("zip", "-TT x -T")
	f.Add("nosuch", "-abc --x=y -")
	f.Add("bash", "-eoO a b -c -- x y")
	f.Add("bash", "+o -c")
	f.Add("pwsh", "-nop /c a b -e")
	f.Add("perl", "-l0ane x -0777 -pie")
	f.Add("node", "-pe x --max_old_space_size=1 -")
	f.Add("python", "-uc x -m")
	f.Add("chmod", "-w -R f")
	f.Add("jq", "--rawfile a f --arg x")
	f.Add("zstd", "-qfoT4 out -D")
	f.Add("tree", "-LPo 2")
	f.Add("less", "-o+x -- +G")
	f.Add("docker", "run --volume=$X:/k -v$Y --mount=type=bind,src=$Z img sh")
	f.Add("kubectl", "create secret generic s --from-file=k=$F")
	f.Fuzz(func(t *testing.T, prog, argv string) {
		words := strings.Fields(argv)
		p := Lookup(prog)
		parsed := p.Parse(Words{Values: words, Dynamic: func(i int) bool { return strings.Contains(words[i], "$") }})
		n := len(parsed.Words.Values)
		for _, it := range parsed.Items {
			if it.Word < 0 || it.Word >= n {
				t.Fatalf("%s %q: item %+v outside %d words", prog, argv, it, n)
			}
			if it.HasValue && (it.ValueWord < 0 || it.ValueWord >= n) {
				t.Fatalf("%s %q: value word of %+v outside %d words", prog, argv, it, n)
			}
			if it.Option != nil && (it.Option.Takes == Rest || it.Option.Takes == Remaining) && (it.ValueWord > it.ValueEnd || it.ValueEnd > n) {
				t.Fatalf("%s %q: rest of %+v outside %d words", prog, argv, it, n)
			}
			if s := parsed.Words.Source(it.Word); s < 0 || s >= len(words) {
				t.Fatalf("%s %q: source %d of %+v outside %d words", prog, argv, s, it, len(words))
			}
		}
		if p != nil && p.Def != nil {
			if _, next := Leading(Words{Values: words}, 0, p.Def); next < 0 || next > len(words) {
				t.Fatalf("%s %q: next %d outside %d words", prog, argv, next, len(words))
			}
		}
		var got []string
		Expand(argv, p.def(), func(s string) { got = append(got, s) })
		SedScript(argv)
		AwkProgram(argv)
	})
}

func (p *Program) def() *Options {
	if p == nil {
		return nil
	}
	return p.Def
}
