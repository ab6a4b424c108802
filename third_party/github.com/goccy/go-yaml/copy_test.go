package yaml_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// version is the upstream release the copy is of; go.mod requires the
// same one, so the module cache holds it, checked against go.sum.
const version = "v1.19.2"

// packages are the packages of the module the copy has: the root package
// and what it imports of its own module.
var packages = []string{"", "ast", "internal/errors", "internal/format", "lexer", "parser", "printer", "scanner", "token"}

// upstreamImport is the prefix of upstream's import paths of its own
// packages; every file of the copy imports the copy's instead (copyImport).
const (
	upstreamImport = `"github.com/goccy/go-yaml/`
	copyImport     = `"github.com/pregate/pregate/third_party/github.com/goccy/go-yaml/`
)

// patch replaces the text old, which occurs n times upstream, by new.
type patch struct {
	old, new string
	n        int
}

// patches are the only differences between the copy and upstream beside
// the import paths, file by file. Each takes a table upstream builds in
// its package initialisation, in every process that links the package,
// and builds it on first use instead.
var patches = map[string][]patch{
	// The reserved keyword and tag maps: built by a sync.Once before
	// the first lookup.
	"token/token.go": {
		{"\t\"strings\"\n\t\"time\"\n)", "\t\"strings\"\n\t\"sync\"\n\t\"time\"\n)", 1},
		{"\treservedKeywordMap = map[string]func(string, string, *Position) *Token{}\n",
			"\treservedKeywordMap map[string]func(string, string, *Position) *Token\n", 1},
		{"\treservedEncKeywordMap = map[string]func(string, string, *Position) *Token{}\n)\n",
			"\treservedEncKeywordMap map[string]func(string, string, *Position) *Token\n\n" +
				"\t// reservedKeywordOnce builds the two maps above on first use.\n" +
				"\treservedKeywordOnce sync.Once\n)\n", 1},
		{"func init() {\n",
			"// initReservedKeywordMaps builds reservedKeywordMap and\n" +
				"// reservedEncKeywordMap. Upstream runs it as the package's init.\n" +
				"func initReservedKeywordMaps() {\n" +
				"\treservedKeywordMap = map[string]func(string, string, *Position) *Token{}\n" +
				"\treservedEncKeywordMap = map[string]func(string, string, *Position) *Token{}\n", 1},
		{"\tif _, exists := reservedEncKeywordMap[value]; exists {\n",
			"\treservedKeywordOnce.Do(initReservedKeywordMaps)\n" +
				"\tif _, exists := reservedEncKeywordMap[value]; exists {\n", 1},
		{"\tfn := reservedKeywordMap[value]\n",
			"\treservedKeywordOnce.Do(initReservedKeywordMaps)\n" +
				"\tfn := reservedKeywordMap[value]\n", 1},
		{"var (\n\t// ReservedTagKeywordMap map for reserved tag keywords\n" +
			"\tReservedTagKeywordMap = map[ReservedTagKeyword]func(string, string, *Position) *Token{\n",
			"var (\n\t// ReservedTagKeywordMap map for reserved tag keywords, built by\n" +
				"\t// ReservedTagKeywords on first use (upstream builds it at init).\n" +
				"\tReservedTagKeywordMap map[ReservedTagKeyword]func(string, string, *Position) *Token\n\n" +
				"\treservedTagKeywordOnce sync.Once\n)\n\n" +
				"// ReservedTagKeywords returns ReservedTagKeywordMap, built on first use.\n" +
				"func ReservedTagKeywords() map[ReservedTagKeyword]func(string, string, *Position) *Token {\n" +
				"\treservedTagKeywordOnce.Do(initReservedTagKeywordMap)\n" +
				"\treturn ReservedTagKeywordMap\n}\n\n" +
				"func initReservedTagKeywordMap() {\n" +
				"\tReservedTagKeywordMap = map[ReservedTagKeyword]func(string, string, *Position) *Token{\n", 1},
		{"\t\t},\n\t}\n)\n\ntype NumberType string", "\t\t},\n\t}\n}\n\ntype NumberType string", 1},
		{"fn := ReservedTagKeywordMap[ReservedTagKeyword(value)]", "fn := ReservedTagKeywords()[ReservedTagKeyword(value)]", 1},
	},
	"scanner/context.go": {
		{"token.ReservedTagKeywordMap[tag]", "token.ReservedTagKeywords()[tag]", 1},
	},
	// The %YAML versions and the colour resets: built at each use, which
	// is rare (a %YAML directive, coloured output).
	"parser/parser.go": {
		{"var yamlVersionMap = map[string]YAMLVersion{\n" +
			"\t\"1.0\": YAML10,\n\t\"1.1\": YAML11,\n\t\"1.2\": YAML12,\n\t\"1.3\": YAML13,\n}\n",
			"// yamlVersionMap builds the map on each use (upstream at init).\n" +
				"func yamlVersionMap() map[string]YAMLVersion {\n\treturn map[string]YAMLVersion{\n" +
				"\t\t\"1.0\": YAML10,\n\t\t\"1.1\": YAML11,\n\t\t\"1.2\": YAML12,\n\t\t\"1.3\": YAML13,\n\t}\n}\n", 1},
		{"yamlVersionMap[value]", "yamlVersionMap()[value]", 1},
	},
	"printer/color.go": {
		{"var colorResetMap = map[ColorAttribute]ColorAttribute{\n" +
			"\tColorBold:         ColorResetBold,\n" +
			"\tColorFaint:        ColorResetBold,\n" +
			"\tColorItalic:       ColorResetItalic,\n" +
			"\tColorUnderline:    ColorResetUnderline,\n" +
			"\tColorBlinkSlow:    ColorResetBlinking,\n" +
			"\tColorBlinkRapid:   ColorResetBlinking,\n" +
			"\tColorReverseVideo: ColorResetReversed,\n" +
			"\tColorConcealed:    ColorResetConcealed,\n" +
			"\tColorCrossedOut:   ColorResetCrossedOut,\n}\n",
			"// colorResetMap builds the map on each use (upstream at init).\n" +
				"func colorResetMap() map[ColorAttribute]ColorAttribute {\n\treturn map[ColorAttribute]ColorAttribute{\n" +
				"\t\tColorBold:         ColorResetBold,\n" +
				"\t\tColorFaint:        ColorResetBold,\n" +
				"\t\tColorItalic:       ColorResetItalic,\n" +
				"\t\tColorUnderline:    ColorResetUnderline,\n" +
				"\t\tColorBlinkSlow:    ColorResetBlinking,\n" +
				"\t\tColorBlinkRapid:   ColorResetBlinking,\n" +
				"\t\tColorReverseVideo: ColorResetReversed,\n" +
				"\t\tColorConcealed:    ColorResetConcealed,\n" +
				"\t\tColorCrossedOut:   ColorResetCrossedOut,\n\t}\n}\n", 1},
		{"colorResetMap[attr]", "colorResetMap()[attr]", 1},
	},
	// errors.New a plain function, so that the root package's error
	// variables are static data: called through a variable, each was an
	// allocation at init.
	"internal/errors/error.go": {
		{"\tAs  = errors.As\n\tIs  = errors.Is\n\tNew = errors.New\n)\n",
			"\tAs = errors.As\n\tIs = errors.Is\n)\n\n" +
				"// New is errors.New (a variable upstream).\n" +
				"func New(text string) error { return errors.New(text) }\n", 1},
	},
	// The type of ast.Node: computed where it is compared. The custom
	// (un)marshaler maps: made by the first registration; reading a nil
	// map finds nothing, as reading the empty one did.
	"decode.go": {
		{"var (\n\tastNodeType = reflect.TypeOf((*ast.Node)(nil)).Elem()\n)\n",
			"// astNodeType is the type of ast.Node (a variable set at init upstream).\n" +
				"func astNodeType() reflect.Type { return reflect.TypeOf((*ast.Node)(nil)).Elem() }\n", 1},
		{"dst.Type() == astNodeType {", "dst.Type() == astNodeType() {", 1},
	},
	"yaml.go": {
		{"\tglobalCustomMarshalerMap   = map[reflect.Type]func(context.Context, interface{}) ([]byte, error){}\n" +
			"\tglobalCustomUnmarshalerMap = map[reflect.Type]func(context.Context, interface{}, []byte) error{}\n",
			"\tglobalCustomMarshalerMap   map[reflect.Type]func(context.Context, interface{}) ([]byte, error)\n" +
				"\tglobalCustomUnmarshalerMap map[reflect.Type]func(context.Context, interface{}, []byte) error\n", 1},
		{"\tvar typ T\n\tglobalCustomMarshalerMap[",
			"\tvar typ T\n\tif globalCustomMarshalerMap == nil {\n" +
				"\t\tglobalCustomMarshalerMap = map[reflect.Type]func(context.Context, interface{}) ([]byte, error){}\n" +
				"\t}\n\tglobalCustomMarshalerMap[", 2},
		{"\tvar typ *T\n\tglobalCustomUnmarshalerMap[",
			"\tvar typ *T\n\tif globalCustomUnmarshalerMap == nil {\n" +
				"\t\tglobalCustomUnmarshalerMap = map[reflect.Type]func(context.Context, interface{}, []byte) error{}\n" +
				"\t}\n\tglobalCustomUnmarshalerMap[", 2},
	},
}

// upstreamDir is where the module cache holds upstream's release.
func upstreamDir(t *testing.T) string {
	out, err := exec.Command("go", "mod", "download", "-json", "github.com/goccy/go-yaml@"+version).Output()
	if err != nil {
		t.Fatalf("go mod download github.com/goccy/go-yaml@%s: %v", version, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		t.Fatalf("go mod download: %s %v", m.Error, err)
	}
	return m.Dir
}

// patched is upstream's text of file f with the copy's import paths and
// f's patches; it reports a patch whose old text does not occur upstream
// the number of times it says.
func patched(t *testing.T, f, upstream string) string {
	w := strings.ReplaceAll(upstream, upstreamImport, copyImport)
	for _, p := range patches[f] {
		if n := strings.Count(w, p.old); n != p.n {
			t.Errorf("%s: the text a patch replaces occurs %d times upstream, want %d: %q", f, n, p.n, p.old)
		}
		w = strings.ReplaceAll(w, p.old, p.new)
	}
	return w
}

// TestCopy: every file of the copy is upstream's file of the same name
// with its import paths and exactly the patches above, and the copy has
// every file of the packages that a build uses.
func TestCopy(t *testing.T) {
	up := upstreamDir(t)
	gomod, err := os.ReadFile("../../../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "github.com/goccy/go-yaml "+version+"\n") {
		t.Errorf("go.mod does not require github.com/goccy/go-yaml %s, the release the copy is of", version)
	}
	var files []string
	for _, pkg := range packages {
		path := strings.TrimSuffix("github.com/goccy/go-yaml/"+pkg, "/")
		out, err := exec.Command("go", "list", "-f", `{{join .GoFiles "\n"}}`, path).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", path, err)
		}
		for _, f := range strings.Fields(string(out)) {
			files = append(files, filepath.ToSlash(filepath.Join(pkg, f)))
		}
		copied, err := filepath.Glob(filepath.Join(pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range copied {
			if !slices.Contains(files, filepath.ToSlash(c)) && !strings.HasSuffix(c, "_test.go") {
				t.Errorf("%s is not a file of upstream's build of the package", c)
			}
		}
	}
	files = append(files, "LICENSE")
	used := map[string]bool{}
	for _, f := range files {
		want, err := os.ReadFile(filepath.Join(up, f))
		if err != nil {
			t.Fatal(err)
		}
		w := patched(t, f, string(want))
		used[f] = true
		got, err := os.ReadFile(f)
		if err != nil {
			t.Errorf("the copy has no %s: %v", f, err)
			continue
		}
		if string(got) != w {
			t.Errorf("%s differs from upstream's %s beyond the import paths and the patches listed in this test", f, version)
		}
	}
	for f := range patches {
		if !used[f] {
			t.Errorf("a patch names %s, which the copy does not have", f)
		}
	}
}
