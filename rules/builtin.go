package rules

import (
	"embed"
	"io/fs"
	"path"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
)

// The builtin baseline: every builtin/*.toml file is one pack, with a
// [pack] table (name, description, default) and ordinary [[rule]] and
// [[test]] tables. A rule id without the pack's name in front gets it.
//
//go:embed builtin
var builtinFS embed.FS

// packFile is an embedded pack file with its [pack] header read cheaply.
type packFile struct {
	file string // "builtin/git.toml"
	src  []byte
	head packDoc
	err  error
}

var packFiles = sync.OnceValue(func() []packFile {
	names, _ := fs.Glob(builtinFS, "builtin/*.toml")
	out := make([]packFile, 0, len(names))
	for _, n := range names {
		src, err := builtinFS.ReadFile(n)
		if err != nil {
			out = append(out, packFile{file: n, err: err})
			continue
		}
		out = append(out, newPackFile(n, src))
	}
	return out
})

func newPackFile(name string, src []byte) packFile {
	pf := packFile{file: name, src: src}
	pf.head, pf.err = packHeader(src)
	if pf.head.Name == "" {
		pf.head.Name = strings.TrimSuffix(path.Base(name), ".toml")
	}
	return pf
}

// packHeader decodes only the [pack] table, so that an optional pack that
// is not enabled costs no full parse.
func packHeader(src []byte) (packDoc, error) {
	s := string(src)
	i := strings.Index(s, "[pack]")
	if i < 0 {
		return packDoc{}, nil
	}
	rest := s[i+len("[pack]"):]
	end := len(rest)
	for j := 0; j < len(rest); {
		k := strings.IndexByte(rest[j:], '\n')
		if k < 0 {
			break
		}
		j += k + 1
		if strings.HasPrefix(strings.TrimLeft(rest[j:], " \t"), "[") {
			end = j
			break
		}
	}
	var h struct {
		Pack packDoc `toml:"pack"`
	}
	_, err := toml.Decode("[pack]"+rest[:end], &h)
	return h.Pack, err
}

// names reports whether entry (from [builtin] enable or disable) names id:
// the id itself or a dotted prefix of it ("git" names "git.push-force").
func names(entry, id string) bool {
	return entry == id || strings.HasPrefix(id, entry+".")
}

func namesAny(list []string, id string) bool {
	for _, e := range list {
		if names(e, id) {
			return true
		}
	}
	return false
}

// loadBuiltin parses the packs that are on under b and returns them as
// sources, with the pack list for Policy.Packs. Warnings name [builtin]
// entries that match nothing.
func loadBuiltin(files []packFile, b BuiltinSettings, root string) ([]*source, []Pack, LoadErrors) {
	var (
		srcs  []*source
		packs []Pack
		errs  LoadErrors
	)
	for _, pf := range files {
		if pf.err != nil {
			errs = append(errs, &LoadError{File: pf.file, Msg: pf.err.Error()})
			continue
		}
		def := pf.head.Default == nil || *pf.head.Default
		name := pf.head.Name
		whole := !namesAny(b.Disable, name) && (def || namesAny(b.Enable, name))
		// An optional pack whose single rules are enabled by id.
		some := false
		if !whole && !def {
			for _, e := range b.Enable {
				if strings.HasPrefix(e, name+".") {
					some = true
				}
			}
		}
		pack := Pack{Name: name, Description: pf.head.Description, Default: def, Source: pf.file}
		if !whole && !some {
			packs = append(packs, pack)
			continue
		}
		s, perrs := parseTOML(pf.file, pf.src, Builtin, root)
		errs = append(errs, perrs...)
		if s == nil {
			continue
		}
		kept := s.rules[:0]
		for _, r := range s.rules {
			r.Pack = name
			if namesAny(b.Disable, r.ID) {
				continue
			}
			if !whole && !namesAny(b.Enable, r.ID) {
				continue
			}
			kept = append(kept, r)
		}
		s.rules = kept
		pack.Enabled = len(kept) > 0
		packs = append(packs, pack)
		srcs = append(srcs, s)
	}
	return srcs, packs, errs
}

// builtinPacks is the pack list Load uses; tests replace it.
var builtinPacks = packFiles
