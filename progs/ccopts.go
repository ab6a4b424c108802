package progs

import "strings"

// The C compilers' -f, -W, -m, -O and -g families (see ccOpts) are closed
// by name: a member is harmless only when it is listed here, and any other
// member leaves the command unresolved (CCFamily). The lists:
//
//   - ccGCCFamilies (ccfamily_gen.go): every member gcc 12 documents in
//     gcc --help=common,optimizers,warnings,target,c,c++,undocumented,
//     joined,separate, less ccExcluded. TestCCFamiliesMatchGCC regenerates
//     it from the installed gcc and fails when it differs (go test ./progs
//     -run TestCCFamiliesMatchGCC -update-cc rewrites it); a member whose
//     name or help speaks of files, dumps, plugins, paths or output must be
//     in ccReviewed or ccExcluded, so a new one is read before it is
//     called harmless.
//   - ccClangFamilies: members clang documents that gcc does not (clang 16,
//     ClangCommandLineReference and DiagnosticsReference), for cc and clang
//     on systems where they are clang.
//   - ccExcluded: the members that load code, run a program, read a file
//     pregate does not report or write one beside the output, with why:
//     they keep leaving the command unresolved.
//
// A key is a member's name without its "no-" (for -f, -W and -m) and
// without its value ("diagnostics-color" for -fdiagnostics-color=always);
// a key ending in '*' stands for every name it starts (dump-* for
// -fdump-tree-all).

// ccExcluded are the family members, by letter and key, that leave the
// command unresolved whatever the lists say, with the reason.
var ccExcluded = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"f:auto-profile":                        "reads a sample profile (fbdata.afdo or the file named)",
		"f:branch-probabilities":                "reads the .gcda profile data beside the output",
		"f:vpt":                                 "uses the value profiles of the .gcda profile data",
		"f:callgraph-info":                      "writes a .ci file beside the output",
		"f:compare-debug":                       "compiles twice and writes .gk dump files beside the output",
		"f:compare-debug-second":                "writes the final-insns dump beside the output",
		"f:doc-dir":                             "gdc writes documentation into the directory",
		"f:doc-file":                            "gdc writes documentation to the file",
		"f:doc-inc":                             "gdc reads a Ddoc macro file",
		"f:dump-*":                              "writes dump files beside the output (or the file named)",
		"f:go-c-header":                         "gccgo writes C definitions to the file",
		"f:go-dump-*":                           "gccgo writes dump files",
		"f:go-embedcfg":                         "gccgo reads a file naming the files to embed",
		"f:go-relative-import-path":             "gccgo reads imports from the directory",
		"f:intrinsic-modules-path":              "gfortran reads compiled modules from the directory",
		"f:lto":                                 "link-time optimization: lto-wrapper may write a makefile and run make from PATH",
		"f:ltrans":                              "an LTO stage reading the files the driver hands it",
		"f:ltrans-output-list":                  "writes the list of LTRANS files to the file",
		"f:wpa":                                 "an LTO stage run in parallel through make",
		"f:resolution":                          "reads the linker's resolution file",
		"f:module-*":                            "C++ modules: reads and writes compiled module interfaces (gcm.cache), and module-mapper= runs a program",
		"f:modules":                             "C++ modules: reads and writes gcm.cache",
		"f:modules-*":                           "C++ modules: reads and writes gcm.cache",
		"f:offload":                             "runs the offload compilers named",
		"f:offload-options":                     "passes options to the offload compilers",
		"f:opt-info":                            "writes optimization reports (to the file named)",
		"f:opt-info-*":                          "writes optimization reports to the file named",
		"f:plugin":                              "loads a plugin into the compiler",
		"f:plugin-arg-*":                        "configures a plugin loaded into the compiler",
		"f:pre-include":                         "reads the header named before each unit",
		"f:profile":                             "profiling: the program writes gmon.out",
		"f:profile-*":                           "profile instrumentation or feedback: writes .gcno/.gcda files or reads profile data from the directory or file named",
		"f:report-bug":                          "writes a bug report file on an internal compiler error",
		"f:save-mixins":                         "gdc writes the expanded mixins to the file",
		"f:save-optimization-record":            "writes an .opt-record.json.gz beside the output",
		"f:self-test":                           "runs the compiler's self-tests, reading test files from the directory",
		"f:stack-usage":                         "writes a .su file beside the output",
		"f:test-coverage":                       "writes a .gcno file beside the output",
		"f:vtv-counts":                          "the program writes vtable verification logs",
		"f:vtv-debug":                           "the program writes vtable verification logs",
		"f:target-ar":                           "gm2 runs the archiver named",
		"f:target-ranlib":                       "gm2 runs the ranlib named",
		"f:def":                                 "gm2 reads definition modules by the suffix named",
		"f:mod":                                 "gm2 reads implementation modules by the suffix named",
		"f:object-path":                         "gm2 reads objects from the path named",
		"f:runtime-modules":                     "gm2 links the runtime modules named",
		"f:use-ld":                              "runs the linker named",
		"f:pass-plugin":                         "clang loads an LLVM pass plugin",
		"f:cs-profile-*":                        "clang profile instrumentation: writes or reads profile data",
		"f:coverage-*":                          "clang names coverage data files",
		"f:time-trace":                          "clang writes a time-trace JSON file beside the output",
		"f:time-trace-*":                        "clang writes a time-trace JSON file",
		"f:proc-stat-report":                    "clang writes process statistics to the file named",
		"f:crash-diagnostics*":                  "clang writes crash reproducers to the directory named",
		"f:sanitize-ignorelist":                 "clang reads the ignore list named",
		"f:sanitize-blacklist":                  "clang reads the ignore list named",
		"f:sanitize-coverage-*list":             "clang reads the list named",
		"f:sanitize-system-*":                   "clang reads the list named",
		"f:xray-*":                              "clang reads the XRay attribute lists named",
		"f:embed-offload-*":                     "clang embeds the files named",
		"f:build-session-*":                     "clang reads the session file named",
		"f:basic-block-sections":                "clang reads the section list named",
		"f:implicit-module*":                    "clang modules: reads and writes the module cache",
		"f:prebuilt-module*":                    "clang modules: reads prebuilt modules",
		"f:diagnostics-log*":                    "clang writes the diagnostics log named",
		"f:instrument-functions-after-inlining": "clang: as instrument-functions, but kept out until reviewed",
		"g:split-dwarf":                         "writes a .dwo file beside the output",
		"g:nat*":                                "GNAT's options, which name output files (ALI) and more",
		"W:a,*":                                 "passes words to the assembler",
		"W:l,*":                                 "passes words to the linker",
		"W:p,*":                                 "passes words to the preprocessor",
	}
}}

// ccDiagnosticsFormat reports whether v is a value of -fdiagnostics-format
// that prints to the standard error (gcc 13's json-file and sarif-file
// write a file). A switch, not a map: nothing is built at start-up.
func ccDiagnosticsFormat(v string) bool {
	switch v {
	case "text", "json", "json-stderr", "sarif-stderr", "clang", "msvc", "vi":
		return true
	}
	return false
}

// ccClangFamilies are members clang documents that gcc does not, by
// letter: clang 16's ClangCommandLineReference (-f, -m) and
// DiagnosticsReference (-W). Each only changes the code, the language
// accepted or the diagnostics printed.
const ccClangFamilies = "" +
	"f:color-diagnostics f:ansi-escape-codes f:blocks f:objc-arc f:objc-weak f:objc-arc-exceptions f:apple-kext " +
	"f:apple-pragma-pack f:application-extension f:borland-extensions f:ms-compatibility f:ms-compatibility-version " +
	"f:declspec f:delayed-template-parsing f:caret-diagnostics f:diagnostics-absolute-paths f:diagnostics-fixit-info " +
	"f:diagnostics-print-source-range-info f:diagnostics-show-note-include-stack f:macro-backtrace-limit " +
	"f:constexpr-steps f:experimental-library f:standalone-debug f:debug-macro f:integrated-as f:integrated-cc1 " +
	"f:cxx-exceptions f:sanitize-trap f:sanitize-minimal-runtime f:sanitize-address-use-after-return " +
	"f:sanitize-memory-track-origins f:strict-vtable-pointers f:whole-program-vtables " +
	"f:force-emit-vtables f:split-lto-unit f:virtual-function-elimination f:aligned-allocation " +
	"f:pch-instantiate-templates f:pascal-strings f:constant-cfstrings f:gnuc-version f:complete-member-pointers " +
	"f:visibility-global-new-delete-hidden f:new-alignment f:openmp-simd f:unique-section-names f:slp-vectorize " +
	"f:vectorize f:fine-grained-bitfield-accesses f:zvector f:assume-sane-operator-new f:show-column " +
	"f:show-source-location f:spell-checking f:elide-type f:strict-float-cast-overflow f:strict-return " +
	"f:emulated-tls f:rtti-data f:ms-volatile f:objc-runtime f:stack-size-section f:relaxed-template-template-args " +
	"f:coroutines-ts f:sanitize-cfi-cross-dso f:sanitize-address-globals-dead-stripping " +
	"m:macosx-version-min m:macos-version-min m:ios-version-min m:ios-simulator-version-min m:tvos-version-min " +
	"m:watchos-version-min m:branch-protection m:cpu m:fpu m:float-abi m:thumb m:arm m:outline-atomics " +
	"W:everything W:documentation W:documentation-unknown-command W:shorten-64-to-32 W:unused-command-line-argument " +
	"W:thread-safety W:most W:newline-eof W:conditional-uninitialized W:implicit-int-conversion W:shadow-all " +
	"W:unreachable-code-aggressive W:gnu W:nullability-completeness W:unguarded-availability " +
	"W:unguarded-availability-new W:comma W:unused-private-field W:unused-lambda-capture " +
	"W:inconsistent-missing-override W:range-loop-analysis W:return-std-move W:shadow-field " +
	"W:shadow-uncaptured-local W:unused-exception-parameter W:unknown-warning-option W:c++11-narrowing " +
	"W:c++98-compat W:c++98-compat-pedantic W:exit-time-destructors W:global-constructors W:weak-vtables " +
	"W:covered-switch-default W:reserved-identifier W:implicit-float-conversion W:sign-compare"

// ccFamilyList is every listed key between spaces: a lookup is a search
// of it, with nothing to build first (a hook call meets a handful of
// members).
const ccFamilyList = " " + ccGCCFamilies + " " + ccClangFamilies + " "

// ccListed reports whether the key of letter is listed, exactly or by a
// listed start (a key ending in '*').
func ccListed(letter byte, key string) bool {
	l := string(letter) + ":"
	if strings.Contains(ccFamilyList, " "+l+key+" ") {
		return true
	}
	for rest := ccFamilyList; ; {
		i := strings.Index(rest, "* ")
		if i < 0 {
			return false
		}
		tok := rest[strings.LastIndexByte(rest[:i], ' ')+1 : i]
		rest = rest[i+1:]
		if start, ok := strings.CutPrefix(tok, l); ok && strings.HasPrefix(key, start) {
			return true
		}
	}
}

// ccExcludedWhy returns why the key of letter is excluded, exactly or by
// an excluded start, or "".
func ccExcludedWhy(letter byte, key string) string {
	l := string(letter) + ":"
	if why, ok := ccExcluded.get()[l+key]; ok {
		return why
	}
	for k, why := range ccExcluded.get() {
		if start, ok := strings.CutSuffix(k, "*"); ok && strings.HasPrefix(start, l) && strings.HasPrefix(key, start[2:]) {
			return why
		}
	}
	return ""
}

// ccFamilyKey returns the key of the attached value val of the family
// option -L (letter L): its name without "no-" (-f, -W, -m) and without
// its value.
func ccFamilyKey(letter byte, val string) string {
	if letter != 'g' && letter != 'O' {
		val = strings.TrimPrefix(val, "no-")
	}
	if i := strings.IndexByte(val, '='); i >= 0 && !(letter == 'W' && strings.IndexByte(val[:i], ',') >= 0) {
		val = val[:i]
	}
	if letter == 'W' {
		if i := strings.IndexByte(val, ','); i >= 0 {
			val = val[:i+1] // -Wl,… -Wa,… -Wp,…
		}
	}
	return val
}

// CCFamily says why a member of the C compilers' -f, -W, -m, -O or -g
// family (letter, and the attached value: "no-common" for -fno-common)
// leaves the command unresolved, or "" when it is listed harmless.
func CCFamily(letter byte, val string) string {
	switch letter {
	case 'O':
		switch val {
		case "", "fast", "g", "s", "z":
			return ""
		}
		if strings.Trim(val, "0123456789") == "" {
			return ""
		}
		return "is not an optimization level pregate knows"
	case 'g':
		// -g3, -ggdb3, -gdwarf-4, -gstabs+: a level or a version after a
		// format.
		if v := strings.TrimRight(val, "0123456789"); v != val && (v == "" || !strings.HasSuffix(v, "-")) {
			val = v
		}
		val = strings.TrimSuffix(val, "+")
		if val == "" {
			return ""
		}
	}
	key := ccFamilyKey(letter, val)
	if why := ccExcludedWhy(letter, key); why != "" {
		return why
	}
	if key == "diagnostics-format" && letter == 'f' {
		_, v, _ := strings.Cut(val, "=")
		if !ccDiagnosticsFormat(v) {
			return "names a diagnostics format that may write a file"
		}
		return ""
	}
	if ccListed(letter, key) {
		return ""
	}
	return "is not a member of its family pregate knows to be harmless"
}
