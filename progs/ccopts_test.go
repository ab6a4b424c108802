package progs

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var updateCC = flag.Bool("update-cc", false, "rewrite ccfamily_gen.go from the installed gcc's help")

// ccHelps are the help classes of gcc whose -f, -W, -m, -O and -g members
// the list holds.
var ccHelps = []string{"common", "optimizers", "warnings", "target", "c", "c++", "undocumented", "joined", "separate"}

// ccReviewed are the members gcc documents whose name or help speaks of
// files, dumps, plugins, paths, output or loading, read and found to touch
// no file and run nothing (the help's words name what the generated code
// or the diagnostics do).
var ccReviewed = map[string]string{
	"f:ada-spec-parent":                        "names the parent unit of -fdump-ada-spec's specs, which that option (excluded) writes",
	"f:analyzer-feasibility":                   "diagnostic paths: the analyzer's output on stderr",
	"f:analyzer-verbosity":                     "diagnostic paths: stderr",
	"f:branch-target-load-optimize":            "does nothing",
	"f:branch-target-load-optimize2":           "does nothing",
	"f:call-saved-*":                           "a register convention",
	"f:call-used-*":                            "a register convention",
	"f:caller-saves":                           "register allocation",
	"f:canonical-system-headers":               "how header paths are spelled in the output",
	"f:check":                                  "gfortran run-time checks",
	"f:chkp-check-write":                       "has no effect",
	"f:coarray":                                "gfortran code generation",
	"f:concepts-diagnostics-depth":             "diagnostics depth",
	"f:constexpr-cache-depth":                  "a limit",
	"f:constexpr-depth":                        "a limit",
	"f:constexpr-loop-limit":                   "a limit",
	"f:constexpr-ops-limit":                    "a limit",
	"f:convert":                                "gfortran: the endianness of unformatted files the program uses",
	"f:debug-prefix-map":                       "maps directory names in debug information: a string substitution",
	"f:debug-types-section":                    "a section of the output",
	"f:devirtualize-speculatively":             "an optimization",
	"f:diagnostics-column-unit":                "diagnostics on stderr",
	"f:diagnostics-format":                     "its value is judged: only the formats printed on stderr (ccDiagnosticsFormats)",
	"f:diagnostics-path-format":                "diagnostics on stderr",
	"f:diagnostics-plain-output":               "diagnostics on stderr",
	"f:diagnostics-show-path-depths":           "diagnostics on stderr",
	"f:emit-struct-debug-detailed":             "debug information in the output",
	"f:enforce-eh-specs":                       "code generation",
	"f:excess-precision":                       "floating-point semantics",
	"f:fat-lto-objects":                        "the contents of the output object",
	"f:file-prefix-map":                        "maps directory names in the output: a string substitution",
	"f:gcse-after-reload":                      "an optimization",
	"f:gcse-las":                               "an optimization",
	"f:gcse-lm":                                "an optimization",
	"f:go-pkgpath":                             "gccgo: a package path string in the output",
	"f:go-prefix":                              "gccgo: a symbol prefix",
	"f:hoist-adjacent-loads":                   "an optimization",
	"f:inline-matmul-limit":                    "a limit",
	"f:input-charset":                          "the character set sources are read in",
	"f:instrument-functions-exclude-file-list": "substrings of source file names not to instrument: no file is read",
	"f:ipa-profile":                            "an interprocedural pass over the call graph, reading no profile data",
	"f:ipa-ra":                                 "register allocation",
	"f:ipa-reference-addressable":              "an analysis",
	"f:ira-share-save-slots":                   "register allocation",
	"f:isolate-erroneous-paths-attribute":      "an optimization",
	"f:isolate-erroneous-paths-dereference":    "an optimization",
	"f:lang-info-include-translate":            "notes on stderr",
	"f:lang-info-module-cmi":                   "notes on stderr",
	"f:large-source-files":                     "column tracking",
	"f:libs":                                   "gm2: the library order",
	"f:linker-output":                          "the LTO output type (exec, dyn …)",
	"f:location":                               "gm2: location values in the output",
	"f:lto-partition":                          "an LTO algorithm, with -flto (excluded)",
	"f:lto-report":                             "statistics on stderr",
	"f:lto-report-wpa":                         "statistics on stderr",
	"f:macro-prefix-map":                       "maps directory names in __FILE__: a string substitution",
	"f:max-errors":                             "a limit",
	"f:max-subrecord-length":                   "a limit",
	"f:mem-report":                             "statistics on stderr",
	"f:mem-report-wpa":                         "statistics on stderr",
	"f:nothrow-opt":                            "code generation",
	"f:objc-abi-version":                       "code generation",
	"f:offload-abi":                            "the ABI of the offload compilers, which -foffload (excluded) runs",
	"f:only":                                   "gm2: which module of the command line gets code",
	"f:openacc-dim":                            "code generation",
	"f:pch-preprocess":                         "keeps #include of a PCH in -E output: the header it reads is -include's or the source's",
	"f:peephole":                               "an optimization",
	"f:permitted-flt-eval-methods":             "language semantics",
	"f:plt":                                    "code generation",
	"f:post-ipa-mem-report":                    "statistics on stderr",
	"f:pre-ipa-mem-report":                     "statistics on stderr",
	"f:preprocessed":                           "treats the input as preprocessed",
	"f:pretty-templates":                       "diagnostics",
	"f:record-gcc-switches":                    "records the command line in the output object",
	"f:sched-critical-path-heuristic":          "scheduling",
	"f:sched-spec":                             "scheduling",
	"f:sched-spec-insn-heuristic":              "scheduling",
	"f:sched-spec-load":                        "scheduling",
	"f:sched-spec-load-dangerous":              "scheduling",
	"f:sched2-use-superblocks":                 "scheduling",
	"f:selective-scheduling2":                  "scheduling",
	"f:semantic-interposition":                 "code generation",
	"f:simd-cost-model":                        "vectorization",
	"f:split-paths":                            "an optimization",
	"f:stack-check":                            "code generation",
	"f:stdarg-opt":                             "an optimization",
	"f:tabstop":                                "column reporting",
	"f:template-depth":                         "a limit",
	"f:template-depth-*":                       "a limit",
	"f:time-report":                            "statistics on stderr",
	"f:time-report-details":                    "statistics on stderr",
	"f:tree-phiprop":                           "an optimization",
	"f:use-linker-plugin":                      "the linker loads gcc's own LTO plugin, as it does by default",
	"f:vect-cost-model":                        "vectorization",
	"f:verbose-asm":                            "comments in the assembler output",
	"f:working-directory":                      "a #line directive naming the directory in -E output",
	"f:lto-compression-level":                  "compression of the LTO data in the output",
	"f:lto-odr-type-merging":                   "does nothing",
	"f:debug-cpp":                              "preprocessor debug information on stderr",
	"f:dwarf2-cfi-asm":                         "directives in the assembler output",
	"f:eliminate-unused-debug-symbols":         "debug information in the output",
	"f:eliminate-unused-debug-types":           "debug information in the output",
	"f:emit-class-debug-always":                "debug information in the output",
	"f:emit-struct-debug-baseonly":             "debug information in the output",
	"f:emit-struct-debug-reduced":              "debug information in the output",
	"f:merge-debug-strings":                    "debug information in the output",
	"f:var-tracking-assignments-toggle":        "debug information in the output",
	"f:directives-only":                        "preprocessing",
	"f:checking":                               "internal consistency checks",
	"f:PIE":                                    "code generation",
	"f:pie":                                    "code generation",
	"f:bit-tests":                              "code generation",
	"f:building-libphobos-tests":               "gdc: which unittests the library build compiles",
	"f:exec-charset":                           "the character set of strings in the output",
	"f:wide-exec-charset":                      "the character set of wide strings in the output",
	"f:hosted":                                 "language semantics",
	"f:if-conversion2":                         "an optimization",
	"f:indirect-inlining":                      "an optimization",
	"f:inhibit-size-directive":                 "assembler directives in the output",
	"f:instrument-functions":                   "calls to __cyg_profile_func_enter/exit in the generated code; no file",
	"f:sanitize-coverage":                      "instrumentation kinds in the generated code",
	"f:sched2-use-traces":                      "does nothing",
	"f:template-backtrace-limit":               "a limit on notes",
	"f:tracer":                                 "an optimization",
	"f:whole-program":                          "an optimization",
	"m:avx256-split-unaligned-load":            "code generation",
	"m:avx5124fmaps":                           "an instruction set",
	"m:call-ms2sysv-xlogues":                   "code generation",
	"m:direct-extern-access":                   "code generation",
	"m:dump-tune-features":                     "prints the tuning features on stderr",
	"m:fentry":                                 "code generation",
	"m:fentry-section":                         "a section name in the output",
	"m:force-indirect-call":                    "code generation",
	"m:fxsr":                                   "an instruction set",
	"m:indirect-branch":                        "code generation",
	"m:indirect-branch-cs-prefix":              "code generation",
	"m:indirect-branch-register":               "code generation",
	"m:movdir64b":                              "an instruction set",
	"m:movdiri":                                "an instruction set",
	"m:ptwrite":                                "an instruction set",
	"m:record-mcount":                          "a section in the output",
	"m:record-return":                          "a section in the output",
	"m:relax-cmpxchg-loop":                     "code generation",
	"m:tls-direct-seg-refs":                    "code generation",
	"m:xsave":                                  "an instruction set",
	"m:xsavec":                                 "an instruction set",
	"m:xsaveopt":                               "an instruction set",
	"m:xsaves":                                 "an instruction set",
	"g:column-info":                            "debug information in the output",
	"g:record-gcc-switches":                    "records the command line in the output's debug information",
	"g:statement-frontiers":                    "debug information in the output",
	"g:variable-location-views":                "debug information in the output",
}

// ccNameWords and ccHelpWords are what makes a member's name or help
// need a review (see ccReviewed). -W members are not read: each one gcc
// documents, but -Wa, -Wl and -Wp (excluded), turns a diagnostic on or
// off.
var (
	ccNameWords = regexp.MustCompile(`(?i)file|dir|path|dump|plugin|profile|save|record|output|report|module|cache|load|spec|map|lto|trace|coverage|test|exec|prefix`)
	ccHelpWords = regexp.MustCompile(`(?i)file|director|dump|plugin|write|save|output|module|path|program|archiver|execut|profil|record|report|cache|trace`)
)

// gccFamilyMembers reads the installed gcc's help for its family members:
// key (letter:key, see ccFamilyKey) to the help text. nil when gcc is not
// installed.
func gccFamilyMembers(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, h := range ccHelps {
		text := helpText(t, []string{"gcc", "--help=" + h})
		if text == "" {
			return nil
		}
		lines := strings.Split(text, "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "  -") {
				continue
			}
			f := strings.Fields(l)
			opt := f[0]
			if len(opt) < 2 || !strings.ContainsRune("fWmg", rune(opt[1])) {
				continue
			}
			desc := strings.Join(f[1:], " ")
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], strings.Repeat(" ", 20)); j++ {
				desc += " " + strings.TrimSpace(lines[j])
			}
			for _, k := range gccKeys(opt) {
				if _, ok := out[k]; !ok || out[k] == "" {
					out[k] = desc
				}
			}
		}
	}
	return out
}

// gccKeys are the keys of a documented spelling ("-fdump-<type>",
// "-fopt-info[-<type>=filename]", "-Wformat=<0,2>", "-gdwarf-").
func gccKeys(opt string) []string {
	letter := opt[1]
	rest := opt[2:]
	if letter != 'g' {
		rest = strings.TrimPrefix(rest, "no-")
	}
	var keys []string
	if i := strings.IndexByte(rest, '['); i >= 0 {
		if strings.HasPrefix(rest[i+1:], "-") {
			keys = append(keys, string(letter)+":"+rest[:i]+"-*")
		}
		rest = rest[:i]
	}
	if letter == 'W' && len(rest) >= 2 && rest[1] == ',' {
		return append(keys, "W:"+rest[:2]+"*") // -Wa,<options>
	}
	if i := strings.IndexByte(rest, '='); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '<'); i >= 0 {
		rest = rest[:i]
		if rest != "" && !strings.HasSuffix(rest, "-") && letter == 'g' {
			rest += "-" // -gnat<options>: gnat… (excluded)
			rest = strings.TrimSuffix(rest, "-")
			return append(keys, "g:"+rest+"*")
		}
	}
	if strings.HasSuffix(rest, "-") {
		return append(keys, string(letter)+":"+rest+"*")
	}
	return append(keys, string(letter)+":"+rest)
}

// ccExcludedKey reports whether key is excluded (exactly or by a start).
func ccExcludedKey(key string) bool {
	if _, ok := ccExcluded.get()[key]; ok {
		return true
	}
	for k := range ccExcluded.get() {
		if s, ok := strings.CutSuffix(k, "*"); ok && strings.HasPrefix(strings.TrimSuffix(key, "*"), s) {
			return true
		}
	}
	return false
}

// TestCCFamiliesMatchGCC: the list of harmless -f, -W, -m and -g members
// is what the installed gcc documents, less the excluded ones; a member
// whose name or help speaks of files, dumps, plugins, paths or output is
// excluded or reviewed.
func TestCCFamiliesMatchGCC(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed gcc; skipped with -short")
	}
	doc := gccFamilyMembers(t)
	if doc == nil {
		t.Skip("gcc is not installed")
	}
	var want []string
	for k := range doc {
		if !ccExcludedKey(k) {
			want = append(want, k)
		}
	}
	slices.Sort(want)
	if len(want) < 1000 {
		t.Fatalf("only %d members read from gcc's help: the reader is broken", len(want))
	}
	if *updateCC {
		var b strings.Builder
		b.WriteString("// Code generated by go test ./progs -run TestCCFamiliesMatchGCC -update-cc; DO NOT EDIT.\n\npackage progs\n\n")
		b.WriteString("// ccGCCFamilies are the -f, -W, -m and -g members gcc documents, less\n// ccExcluded.get() (see ccopts.go).\nconst ccGCCFamilies = \"\" +\n")
		line := ""
		for i, k := range want {
			line += k + " "
			if len(line) > 100 || i == len(want)-1 {
				if i == len(want)-1 {
					line = strings.TrimSuffix(line, " ")
					fmt.Fprintf(&b, "\t%q\n", line)
				} else {
					fmt.Fprintf(&b, "\t%q +\n", line)
				}
				line = ""
			}
		}
		if err := os.WriteFile("ccfamily_gen.go", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have := strings.Fields(ccGCCFamilies)
	if !slices.Equal(have, want) {
		var added, gone []string
		for _, k := range want {
			if !slices.Contains(have, k) {
				added = append(added, k)
			}
		}
		for _, k := range have {
			if !slices.Contains(want, k) {
				gone = append(gone, k)
			}
		}
		t.Errorf("the installed gcc documents members the list lacks: %v; the list has members gcc does not document or excluded: %v (review them, exclude the ones that touch files or run code, then -update-cc)", added, gone)
	}
	for _, k := range want {
		if k[0] != 'W' && (ccNameWords.MatchString(k[2:]) || ccHelpWords.MatchString(doc[k])) && ccReviewed[k] == "" {
			t.Errorf("%s (%s) speaks of files or output: exclude it in ccExcluded.get() or review it in ccReviewed", k, doc[k])
		}
	}
	for k := range ccReviewed {
		if _, ok := doc[k]; !ok {
			t.Errorf("%s is reviewed but gcc does not document it", k)
		}
		if ccExcludedKey(k) {
			t.Errorf("%s is both reviewed harmless and excluded", k)
		}
	}
}

// TestCCReviewedWriteNothing compiles a C file with the installed gcc
// and each reviewed -f, -m and -g member (the ones whose name or help
// speaks of files or output), and checks that the compiler wrote nothing
// but its output: the review's "harmless" holds for the compiler here.
// A member gcc rejects for C (another language's, or one needing a
// value it cannot guess) is passed over.
func TestCCReviewedWriteNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed gcc; skipped with -short")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc is not installed")
	}
	tried := 0
	for _, k := range slices.Sorted(maps.Keys(ccReviewed)) {
		if strings.HasSuffix(k, "*") {
			continue
		}
		for _, flag := range []string{"-" + k[:1] + k[2:], "-" + k[:1] + k[2:] + "=1"} {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "a.c"), []byte("int f(int x) { return x + 1; }\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			c := exec.Command("gcc", "-c", "a.c", "-o", "a.o", flag)
			c.Dir = dir
			if err := c.Run(); err != nil {
				continue
			}
			tried++
			names := listNames(t, dir)
			if !slices.Equal(names, []string{"a.c", "a.o"}) {
				t.Errorf("gcc %s wrote %v beside its output", flag, names)
			}
			break
		}
	}
	t.Logf("%d reviewed members compiled", tried)
	if tried < 50 {
		t.Errorf("only %d reviewed members compiled: the test tests little", tried)
	}
}

func listNames(t *testing.T, dir string) []string {
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// ccClangReviewed are clang's members whose name trips ccNameWords, read
// and found harmless.
var ccClangReviewed = map[string]string{
	"f:diagnostics-absolute-paths": "how diagnostics on stderr spell paths",
	"f:macro-backtrace-limit":      "a limit on notes",
	"f:split-lto-unit":             "how the LTO unit in the output is split",
	"f:declspec":                   "accepts __declspec: language",
}

// TestCCClangList: clang's own members are none of the excluded ones and
// none whose name speaks of files, dumps, plugins or output; and the
// judge reads a few spellings of each family as the lists say.
func TestCCClangList(t *testing.T) {
	for _, k := range strings.Fields(ccClangFamilies) {
		if ccExcludedKey(k) {
			t.Errorf("clang's %s is excluded", k)
		}
		if k[0] != 'W' && ccNameWords.MatchString(k[2:]) && ccClangReviewed[k] == "" {
			t.Errorf("clang's %s speaks of files or output in its name: review it", k)
		}
	}
	tests := []struct {
		letter byte
		val    string
		ok     bool
	}{
		{'f', "no-common", true}, {'f', "PIC", true}, {'f', "color-diagnostics", true}, {'f', "visibility=hidden", true},
		{'f', "call-saved-rbx", true}, {'f', "template-depth-50", true}, {'f', "diagnostics-format=json", true},
		{'f', "diagnostics-format=sarif-file", false}, {'f', "dump-tree-all", false}, {'f', "no-dump-rtl-all", false},
		{'f', "profile-generate=/x", false}, {'f', "plugin=x.so", false}, {'f', "plugin-arg-x-y=z", false},
		{'f', "lto", false}, {'f', "lto-partition=one", true}, {'f', "use-ld=lld", false}, {'f', "stack-usage", false},
		{'f', "opt-info-vec-optimized=r.txt", false}, {'f', "module-mapper=|x", false}, {'f', "modules-ts", false},
		{'f', "frobnicate", false}, {'f', "", false},
		{'W', "", true}, {'W', "all", true}, {'W', "no-error=format", true}, {'W', "everything", true},
		{'W', "l,-rpath,/x", false}, {'W', "a,-al=/x", false}, {'W', "p,-MD", false}, {'W', "frobnicate", false},
		{'m', "arch=native", true}, {'m', "no-red-zone", true}, {'m', "macosx-version-min=11", true}, {'m', "frobnicate", false},
		{'O', "", true}, {'O', "3", true}, {'O', "fast", true}, {'O', "x", false},
		{'g', "", true}, {'g', "3", true}, {'g', "gdb3", true}, {'g', "dwarf-4", true}, {'g', "z=zlib", true},
		{'g', "split-dwarf", false}, {'g', "natO", false}, {'g', "frobnicate", false},
	}
	for _, tc := range tests {
		if got := CCFamily(tc.letter, tc.val) == ""; got != tc.ok {
			t.Errorf("CCFamily(-%c%s) harmless = %v, want %v (%s)", tc.letter, tc.val, got, tc.ok, CCFamily(tc.letter, tc.val))
		}
	}
}
