package command

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
)

// Command is the structured form of a Bash rule, for what a rule string
// cannot say: git's global options before the subcommand, refspecs such as
// +main, flags in any spelling, rm targets inside or outside the project.
// A [[rule]] may give one or more under `command`; any one matching is a
// match. Within one Command every condition that is set must hold.
//
// In TOML:
//
//	command = [{ program = ["git"], subcommand = ["push"], any_flag = ["-f"], no_flag = ["--force-with-lease"] }]
type Command struct {
	// Program lists program names, any of which matches the segment's
	// normalised program (compared case-insensitively; * and ? are
	// wildcards, so "python*" matches python3.12).
	Program []string `toml:"program"`
	// Subcommand lists word sequences ("push", "stash drop", "s3 rm"),
	// any of which must be the first positional words after the
	// program's global options (git -C dir, -c k=v, --no-pager; kubectl
	// -n ns; aws --profile p …). Each word is a glob, compared
	// case-insensitively: "* delete-*" is any aws service's delete
	// operation.
	Subcommand []string `toml:"subcommand"`
	// Flags must all be present, AnyFlag at least one, NoFlag none. A flag
	// is written in any spelling the program accepts ("-f" also matches
	// --force and a bundled -rf); "NAME=GLOB" also requires the option's
	// value to match GLOB case-insensitively ("-X=DELETE" matches -X DELETE,
	// -XDELETE and --request=delete). A flag with * or ? matches the
	// spellings as written ("--delete*" matches --delete-after). "--"
	// stands for the end-of-options marker itself.
	Flags   []string `toml:"flags"`
	AnyFlag []string `toml:"any_flag"`
	NoFlag  []string `toml:"no_flag"`
	// Operand lists globs (* matches any run of characters including /,
	// ? one character, \ escapes the next); at least one operand must
	// match one of them. Operands are the positional words after the
	// subcommand, option values excluded.
	Operand []string `toml:"operand"`
	// NoOperand lists globs no operand may match.
	NoOperand []string `toml:"no_operand"`
	// MinOperands is the number of operands the segment needs at least.
	MinOperands int `toml:"min_operands"`
	// Target is a condition on the operands as paths, resolved lexically
	// against the segment's working directory, with ~, $HOME and $TMPDIR
	// expanded: see the Target* constants. At least one operand must meet
	// it. An operand whose value pregate cannot know (a variable, a
	// command substitution, words fed by xargs or find -exec) meets
	// "outside-project" and no other target.
	Target string `toml:"target"`
	// Word lists globs, at least one of which must match an argument
	// word anywhere after the program: operands, options and their values
	// alike (a credential path given to curl -T or inside -F file=@…).
	Word []string `toml:"word"`
	// DynamicWord is Word for the words whose value the shell decides at
	// run time ($VAR, "$(cmd)"); quoted text like '$TOKEN' is data and
	// never matches.
	DynamicWord []string `toml:"dynamic_word"`
	// Code lists substrings, any of which must occur in the inline program
	// of an interpreter one-liner (python -c, node -e, …).
	Code []string `toml:"code"`
	// Unresolved limits the match to segments pregate could not resolve
	// statically: a shell fed a script through a pipe, a dynamic program.
	Unresolved bool `toml:"unresolved"`
	// Nesting lists globs, one of which must match a construct the segment
	// runs inside ("find -exec", "xargs", "parallel", "bash -c", "$( )");
	// a wrapper stripped from the segment (bare xargs) counts as one.
	Nesting []string `toml:"nesting"`
	// Why lists globs, one of which must match the decomposer's reason for
	// an unresolved segment ("pipe into a shell", "here-document fed to an
	// interpreter"); setting it implies Unresolved.
	Why []string `toml:"why"`
}

// Targets a Command can require of its operands.
const (
	// TargetOutsideProject is a path that is neither strictly inside the
	// project (the cwd when no project is known) nor inside a temporary
	// directory. The project root itself and its parents are outside; a
	// project that is the home directory or / has no inside.
	TargetOutsideProject = "outside-project"
	// TargetSystem is / itself, a direct child of / other than the
	// temporary directories, or anything under the system trees (/etc,
	// /usr, /bin, /sbin, /lib*, /boot, /System, /Library).
	TargetSystem = "system"
	// TargetHome is the home directory itself or one of its parents.
	TargetHome = "home"
	// TargetProjectRoot is the project root itself or one of its parents.
	TargetProjectRoot = "project-root"
	// TargetTemp is a path strictly inside a temporary directory.
	TargetTemp = "temp"
)

// cmdTarget reports whether t is one of the Target* constants.
func cmdTarget(t string) bool {
	switch t {
	case TargetOutsideProject, TargetSystem, TargetHome, TargetProjectRoot, TargetTemp:
		return true
	}
	return false
}

// Validate reports a problem with c, for the loader to print with the
// rule's position.
func (c *Command) Validate() error {
	var errs []error
	if len(c.Program) == 0 {
		errs = append(errs, errors.New("command: program is required"))
	}
	for _, p := range c.Program {
		if p == "" || strings.ContainsAny(p, "/ \t") {
			errs = append(errs, fmt.Errorf("command: program %q must be a bare program name", p))
		} else if err := cmdCheckGlob(p); err != nil {
			errs = append(errs, fmt.Errorf("command: program %q: %v", p, err))
		}
	}
	for _, s := range c.Subcommand {
		if len(strings.Fields(s)) == 0 {
			errs = append(errs, errors.New("command: empty subcommand"))
		}
	}
	for key, list := range map[string][]string{"flags": c.Flags, "any_flag": c.AnyFlag, "no_flag": c.NoFlag} {
		for _, f := range list {
			name, val, hasVal := strings.Cut(f, "=")
			switch {
			case !strings.HasPrefix(name, "-"):
				errs = append(errs, fmt.Errorf("command: %s entry %q must start with -", key, f))
			case hasVal && val == "":
				errs = append(errs, fmt.Errorf("command: %s entry %q has an empty value glob", key, f))
			default:
				if err := cmdCheckGlob(f); err != nil {
					errs = append(errs, fmt.Errorf("command: %s entry %q: %v", key, f, err))
				}
			}
		}
	}
	for key, list := range map[string][]string{"operand": c.Operand, "no_operand": c.NoOperand, "word": c.Word, "dynamic_word": c.DynamicWord, "why": c.Why, "nesting": c.Nesting} {
		for _, o := range list {
			if o == "" {
				errs = append(errs, fmt.Errorf("command: empty %s glob", key))
			} else if err := cmdCheckGlob(o); err != nil {
				errs = append(errs, fmt.Errorf("command: %s %q: %v", key, o, err))
			}
		}
	}
	if c.MinOperands < 0 {
		errs = append(errs, fmt.Errorf("command: min_operands %d is negative", c.MinOperands))
	}
	if c.Target != "" && !cmdTarget(c.Target) {
		errs = append(errs, fmt.Errorf("command: unknown target %q (want outside-project, system, home, project-root or temp)", c.Target))
	}
	for _, s := range c.Code {
		if s == "" {
			errs = append(errs, errors.New("command: empty code substring"))
		}
	}
	// Sort for a stable message: map iteration above is random.
	return cmdJoinErrors(errs)
}

// AppendProgramKeys appends to dst the lower-cased program names one of
// which a segment's program, lower-cased, must be for c to match it, or
// for a program glob of globKeys ("python*")
// the glob lower-cased, which AppendPrefixKeys gives for every program
// it matches. ok is false when a program is another glob: c may then
// match whatever the program.
func (c *Command) AppendProgramKeys(dst []string) (_ []string, ok bool) {
	for _, p := range c.Program {
		glob, lower := nameKind(p)
		switch {
		case glob:
			k := prefixKey(p)
			if k == "" {
				return dst, false
			}
			dst = append(dst, k)
		case lower:
			dst = append(dst, p) // strings.ToLower(p) is p
		default:
			dst = append(dst, strings.ToLower(p))
		}
	}
	return dst, true
}

// nameKind reports, in one pass over p, whether p holds * ? or \ (glob)
// and whether it is ASCII without an upper-case letter, so
// that lower-casing gives p itself (lower).
func nameKind(p string) (glob, lower bool) {
	lower = true
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '*' || c == '?' || c == '\\':
			glob = true
		case c >= 0x80 || 'A' <= c && c <= 'Z':
			lower = false
		}
	}
	return glob, lower
}

// globKeys are the program globs of the builtin packs ("python*",
// "kafka-topics*"), each a prefix followed by *: a structured command is
// indexed by such a glob, and a segment looked up by the globs its
// program matches, rather than every segment trying the command. A glob
// of another prefix keeps matching whatever the program.
var globKeys = [...]string{"kafka-acls*", "kafka-configs*", "kafka-consumer-groups*", "kafka-delete-records*",
	"kafka-topics*", "mkfs.*", "newfs_*", "pypy*", "python*"}

// prefixKey returns p lower-cased when it is one of globKeys, else "".
func prefixKey(p string) string {
	for _, k := range globKeys {
		if strings.EqualFold(p, k) && strings.ToLower(p) == k {
			return k
		}
	}
	return ""
}

// AppendPrefixKeys appends to dst each of the globs of AppendProgramKeys
// ("python*") that program matches, compared as matchProgram compares
// it: the program lower-cased has the glob's prefix.
func AppendPrefixKeys(dst []string, program string) []string {
	if program == "" {
		return dst
	}
	low := program
	for i := 0; i < len(low); i++ {
		if c := low[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			low = strings.ToLower(program)
			break
		}
	}
	for _, k := range globKeys {
		if strings.HasPrefix(low, k[:len(k)-1]) {
			dst = append(dst, k)
		}
	}
	return dst
}

// Match reports whether seg is a command c describes. It is the reference
// MatchIn is held to: it takes seg's argv apart for c alone and looks
// every rule flag up in the option tables.
func (c *Command) Match(seg *shell.Segment, env act.Env) bool {
	s := Scratch{ref: true}
	return c.MatchIn(seg, env, &s)
}

// Scratch is what matching the commands of many rules against the
// segments of one call shares, so that each is derived once and not once
// a rule: the argv of the segment last matched taken apart (it depends on
// the segment alone), its program lower-cased, and the canonical spelling
// of each rule flag already looked up in an option table (a function of
// the table and the name alone). The zero value is ready for use; a
// Scratch is not safe for concurrent use.
type Scratch struct {
	seg   *shell.Segment
	args  *CmdArgs
	low   string // seg.Program lower-cased, once lowered is set
	lower bool
	canon []canonMemo
	// ref turns the memo of canonical spellings off (Match).
	ref bool
}

// canonMemo is one rule flag's canonical spelling in one option table.
type canonMemo struct {
	spec        *progs.Options
	name, canon string
}

// canonLimit bounds the memo of canonical spellings: past it a lookup
// goes to the table, as without the memo.
const canonLimit = 64

// canonical returns spec.Canonical(name), from the memo when it holds it.
func (s *Scratch) canonical(spec *progs.Options, name string) string {
	if s == nil || s.ref {
		return spec.Canonical(name)
	}
	for i := range s.canon {
		if m := &s.canon[i]; m.spec == spec && m.name == name {
			return m.canon
		}
	}
	c := spec.Canonical(name)
	if len(s.canon) < canonLimit {
		s.canon = append(s.canon, canonMemo{spec, name, c})
	}
	return c
}

// lowProgram returns prog, the program of the segment s is for,
// lower-cased, lowering it once per segment (each time with no s).
func (s *Scratch) lowProgram(prog string) string {
	if s == nil {
		return strings.ToLower(prog)
	}
	if !s.lower {
		s.low, s.lower = strings.ToLower(prog), true
	}
	return s.low
}

// MatchIn is Match with what s holds from the commands and segments
// matched before (see Scratch): seg's argv is taken apart at most once for
// all the commands tried on it, and each rule flag looked up once per
// option table.
func (c *Command) MatchIn(seg *shell.Segment, env act.Env, s *Scratch) bool {
	if seg == nil || seg.Program == "" {
		return false
	}
	if s.seg != seg {
		s.seg, s.args, s.low, s.lower = seg, nil, "", false
	}
	// Every condition must hold and none has an effect: the ones a
	// segment mostly fails at a glance (a resolved segment, no inline
	// code, not nested) are tested before the programs, which rules
	// tried on every segment (python*, kafka-*) list many of.
	if !s.ref && ((c.Unresolved || len(c.Why) > 0) && seg.Resolved ||
		len(c.Code) > 0 && seg.Code == "" && !slices.Contains(c.Code, "") ||
		len(c.Nesting) > 0 && len(seg.Nesting) == 0 && len(seg.Wrappers) == 0) {
		return false
	}
	if !c.matchProgram(seg.Program, s) {
		return false
	}
	if (c.Unresolved || len(c.Why) > 0) && seg.Resolved {
		return false
	}
	if len(c.Why) > 0 {
		ok := false
		for _, g := range c.Why {
			if cmdGlob(g, seg.Why) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	if len(c.Word) > 0 && !cmdAnyWord(seg, c.Word, false) {
		return false
	}
	if len(c.DynamicWord) > 0 && !cmdAnyWord(seg, c.DynamicWord, true) {
		return false
	}
	if len(c.Nesting) > 0 && !cmdNested(seg, c.Nesting) {
		return false
	}
	if len(c.Code) > 0 {
		ok := false
		for _, s := range c.Code {
			if strings.Contains(seg.Code, s) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	p := s.args
	if p == nil {
		p = cmdParse(seg)
		p.memo = s
		s.args = p
	}
	var operands []string
	if len(c.Subcommand) > 0 {
		n := -1
		for _, sub := range c.Subcommand {
			if s.ref {
				if words := strings.Fields(sub); cmdHasWords(p.positional, words) {
					n = len(words)
					break
				}
			} else if k, ok := p.hasWords(sub); ok {
				n = k
				break
			}
		}
		if n < 0 {
			return false
		}
		operands = p.positional[n:]
	} else {
		operands = p.positional
	}
	for _, f := range c.Flags {
		if !p.hasFlag(f) {
			return false
		}
	}
	if len(c.AnyFlag) > 0 {
		ok := false
		for _, f := range c.AnyFlag {
			if p.hasFlag(f) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	for _, f := range c.NoFlag {
		if p.hasFlag(f) {
			return false
		}
	}
	if len(operands) < c.MinOperands {
		return false
	}
	if len(c.Operand) > 0 && !cmdAnyOperand(operands, c.Operand) {
		return false
	}
	if len(c.NoOperand) > 0 && cmdAnyOperand(operands, c.NoOperand) {
		return false
	}
	if c.Target != "" {
		if p.fedArgs {
			// xargs, find -exec and parallel append words nobody can see.
			operands = append(operands[:len(operands):len(operands)], "$@")
		}
		if !c.matchTarget(seg, env, operands) {
			return false
		}
	}
	return true
}

// matchProgram reports whether one of c's programs matches prog, the
// program of the segment s is for (s may be nil), lowering prog through
// s.
func (c *Command) matchProgram(prog string, s *Scratch) bool {
	if prog == "" {
		return c.matchProgramRef(prog)
	}
	first, lowered := asciiLower(prog[0]), false
	for _, p := range c.Program {
		// A name that starts with an ASCII character other than * ? \
		// matches only a program whose lower-cased first byte is that
		// character's: lower-casing maps an ASCII first byte to its
		// lower case whatever follows. Most names are rejected on that
		// byte, without lower-casing either string (matchProgramRef is
		// the reference).
		if first < 0x80 && p != "" {
			if c := p[0]; c < 0x80 && c != '*' && c != '?' && c != '\\' && asciiLower(c) != first {
				continue
			}
		}
		if !lowered {
			prog, lowered = s.lowProgram(prog), true
		}
		if eq, plain := plainLowerEqual(p, prog); plain {
			if eq {
				return true
			}
			continue
		}
		if cmdGlob(strings.ToLower(p), prog) {
			return true
		}
	}
	return false
}

// plainLowerEqual reports, for a name p of ASCII characters other than
// * ? \ (plain: most program names), whether p lower-cased is low; the
// glob of such a name matches only itself. plain is false for any other
// p, which is left to cmdGlob.
func plainLowerEqual(p, low string) (eq, plain bool) {
	eq = len(p) == len(low)
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c >= 0x80 || c == '*' || c == '?' || c == '\\' {
			return false, false
		}
		eq = eq && asciiLower(c) == low[i]
	}
	return eq, true
}

// matchProgramRef is matchProgram without the fast path: what it must
// decide on every input.
func (c *Command) matchProgramRef(prog string) bool {
	prog = strings.ToLower(prog)
	for _, p := range c.Program {
		if cmdGlob(strings.ToLower(p), prog) {
			return true
		}
	}
	return false
}

func asciiLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// hasWords reports whether the words of sub (split as strings.Fields
// splits) are globs matching the first of p's positional words,
// case-insensitively, and how many they are.
func (p *CmdArgs) hasWords(sub string) (int, bool) {
	n := 0
	for i := 0; i < len(sub); {
		c := sub[i]
		if c >= 0x80 {
			// Unicode white space: strings.Fields' own splitting.
			return p.hasFields(sub)
		}
		if asciiSpace(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(sub) && sub[j] < 0x80 && !asciiSpace(sub[j]) {
			j++
		}
		if j < len(sub) && sub[j] >= 0x80 {
			return p.hasFields(sub)
		}
		if !p.hasWord(n, sub[i:j]) {
			return 0, false
		}
		n++
		i = j
	}
	return n, true
}

// hasFields is hasWords for a sub with bytes outside ASCII.
func (p *CmdArgs) hasFields(sub string) (int, bool) {
	n := 0
	for w := range strings.FieldsSeq(sub) {
		if !p.hasWord(n, w) {
			return 0, false
		}
		n++
	}
	return n, true
}

// hasWord reports whether the glob w matches positional word n,
// case-insensitively.
func (p *CmdArgs) hasWord(n int, w string) bool {
	if n >= len(p.positional) {
		return false
	}
	if p.lowPos == nil {
		p.lowPos = make([]string, len(p.positional))
		for i, o := range p.positional {
			p.lowPos[i] = strings.ToLower(o)
		}
	}
	low := p.lowPos[n]
	if c := w[0]; c < 0x80 && c != '*' && c != '?' && c != '\\' && (low == "" || asciiLower(c) != low[0]) {
		// The glob's first byte, lowered, is a literal the word must
		// start with (as in matchProgram): most subcommands differ
		// there, and neither is lowered whole.
		return false
	}
	if eq, plain := plainLowerEqual(w, low); plain {
		return eq
	}
	return cmdGlob(strings.ToLower(w), low)
}

// asciiSpace is strings.Fields' white space among ASCII bytes.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// cmdHasWords is hasWords over words already split: the reference.
func cmdHasWords(positional, words []string) bool {
	if len(positional) < len(words) {
		return false
	}
	for i, w := range words {
		if !cmdGlob(strings.ToLower(w), strings.ToLower(positional[i])) {
			return false
		}
	}
	return true
}

func cmdNested(seg *shell.Segment, globs []string) bool {
	for _, g := range globs {
		for _, n := range seg.Nesting {
			if cmdGlob(g, n) {
				return true
			}
		}
		for _, w := range seg.Wrappers {
			if len(w) > 0 && cmdGlob(g, path.Base(w[0])) {
				return true
			}
		}
	}
	return false
}

func cmdAnyWord(seg *shell.Segment, globs []string, dynamicOnly bool) bool {
	for i := 1; i < len(seg.Argv); i++ {
		if dynamicOnly && !seg.Argv[i].Dynamic {
			continue
		}
		for _, g := range globs {
			if cmdGlob(g, seg.Argv[i].Value) {
				return true
			}
		}
	}
	return false
}

func cmdAnyOperand(operands, globs []string) bool {
	for _, o := range operands {
		for _, g := range globs {
			if cmdGlob(g, o) {
				return true
			}
		}
	}
	return false
}

// matchTarget reports whether any operand meets c.Target.
func (c *Command) matchTarget(seg *shell.Segment, env act.Env, operands []string) bool {
	cwd := seg.Cwd
	project := env.Project
	if project == "" {
		project = env.Cwd
	}
	for _, o := range operands {
		abs, known := cmdResolve(o, cwd, env.Home, seg.Assigns)
		if !known {
			if c.Target == TargetOutsideProject {
				return true
			}
			continue
		}
		if cmdTargetHolds(c.Target, abs, project, env.Home) {
			return true
		}
	}
	return false
}

func cmdTargetHolds(target, abs, project, home string) bool {
	switch target {
	case TargetOutsideProject:
		// A home directory inside a temp root (a sandbox, a test) is still
		// the home directory, not scratch space.
		if cmdInTemp(abs) && (home == "" || !cmdWithin(abs, home)) {
			return false
		}
		if project == "" || project == "/" || (home != "" && cmdWithin(home, project)) {
			return true
		}
		return !cmdStrictlyWithin(abs, project)
	case TargetSystem:
		return cmdIsSystem(abs)
	case TargetHome:
		return home != "" && cmdWithin(home, abs)
	case TargetProjectRoot:
		return project != "" && cmdWithin(project, abs)
	case TargetTemp:
		return cmdInTemp(abs)
	}
	return false
}

// cmdTempRoots are the directories whose contents are scratch space.
var cmdTempRoots = []string{"/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/dev/shm"}

func cmdInTemp(abs string) bool {
	for _, t := range cmdTempRoots {
		if cmdWithin(abs, t) {
			return true
		}
	}
	return false
}

var cmdSystemTrees = []string{"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/boot", "/System", "/Library"}

func cmdIsSystem(abs string) bool {
	if abs == "/" {
		return true
	}
	if path.Dir(abs) == "/" {
		return !slices.Contains(cmdTempRoots, abs)
	}
	for _, t := range cmdSystemTrees {
		if cmdWithin(abs, t) {
			return true
		}
	}
	return false
}

// cmdWithin reports whether p is dir or inside it.
func cmdWithin(p, dir string) bool {
	if p == dir {
		return true
	}
	if dir == "/" {
		return strings.HasPrefix(p, "/")
	}
	return strings.HasPrefix(p, dir+"/")
}

func cmdStrictlyWithin(p, dir string) bool { return p != dir && cmdWithin(p, dir) }

// cmdResolve makes o absolute and lexically clean. known is false when
// its value depends on something pregate cannot see.
func cmdResolve(o, cwd, home string, assigns []shell.Assign) (abs string, known bool) {
	if o == "" {
		return "", false
	}
	if strings.ContainsAny(o, "`") || strings.Contains(o, "$(") || strings.Contains(o, "{}") || o == "$@" {
		return "", false
	}
	if strings.Contains(o, "$") && strings.ContainsAny(o, `"'`) {
		// A dynamic word keeps its source text: "$TMPDIR/x" with quotes.
		o = strings.NewReplacer(`"`, "", `'`, "").Replace(o)
	}
	if strings.Contains(o, "$") {
		var ok bool
		if o, ok = cmdExpandVars(o, home, assigns); !ok {
			return "", false
		}
	}
	switch {
	case o == "~" || strings.HasPrefix(o, "~/"):
		if home == "" {
			return "", false
		}
		o = home + o[1:]
	case strings.HasPrefix(o, "~"):
		return "", false // ~user: someone else's home
	}
	if !strings.HasPrefix(o, "/") {
		if cwd == "" {
			return "", false
		}
		o = cwd + "/" + o
	}
	return path.Clean(o), true
}

// cmdExpandVars expands $HOME and $TMPDIR (also ${…} and ${TMPDIR:-/tmp}
// forms); any other variable makes the word unknowable. A leading
// TMPDIR= or HOME= assignment on the segment wins.
func cmdExpandVars(o, home string, assigns []shell.Assign) (string, bool) {
	vals := map[string]string{"HOME": home, "TMPDIR": "/tmp"}
	for _, a := range assigns {
		if a.Name == "HOME" || a.Name == "TMPDIR" {
			if a.Dynamic {
				return "", false
			}
			vals[a.Name] = a.Value
		}
	}
	var b strings.Builder
	for i := 0; i < len(o); {
		if o[i] != '$' {
			b.WriteByte(o[i])
			i++
			continue
		}
		rest := o[i+1:]
		var name, def string
		var hasDef bool
		if strings.HasPrefix(rest, "{") {
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				return "", false
			}
			inner := rest[1:end]
			name, def, hasDef = strings.Cut(inner, ":-")
			i += 1 + end + 1
		} else {
			j := 0
			for j < len(rest) && (rest[j] == '_' || rest[j] >= 'A' && rest[j] <= 'Z' || rest[j] >= 'a' && rest[j] <= 'z' || j > 0 && rest[j] >= '0' && rest[j] <= '9') {
				j++
			}
			name = rest[:j]
			i += 1 + j
		}
		v, ok := vals[name]
		if !ok {
			return "", false
		}
		if v == "" && hasDef {
			v = def
		}
		if name == "HOME" && v == "" {
			return "", false
		}
		b.WriteString(v)
	}
	return b.String(), true
}

// cmdOpt is one option of a command line, bundles split.
type cmdOpt struct {
	raw      string // the spelling as written, without any value: "--force", "-f"
	canon    string // the program's canonical spelling: "-f" for --force
	value    string
	hasValue bool
	// low is value lower-cased, once lowered is set (lowValue).
	low     string
	lowered bool
}

// lowValue returns o's value lower-cased, lowering it on first use: the
// rule flags of many rules compare their value with it.
func (o *cmdOpt) lowValue() string {
	if !o.lowered {
		o.low, o.lowered = strings.ToLower(o.value), true
	}
	return o.low
}

// CmdArgs is a segment's argv taken apart by the program's option table.
type CmdArgs struct {
	opts       []cmdOpt
	positional []string
	// fedArgs is set when xargs, find -exec or parallel append words to
	// the command that are not in its argv.
	fedArgs bool
	specs   [2]*progs.Options // global and subcommand tables, to canonicalise rule flags
	// lowPos is positional lower-cased, made on first use; memo, when
	// set, looks rule flags up (Scratch.canonical).
	lowPos []string
	memo   *Scratch
}

// hasFlag reports whether the rule flag f ("-f", "--delete*",
// "-X=DELETE") is present. It tests each option's value before its name,
// and looks f up in the option tables only for an option it would then
// compare with f's canonical spelling (through p.memo): what it decides
// is hasFlagRef's.
func (p *CmdArgs) hasFlag(f string) bool {
	if p.memo != nil && p.memo.ref {
		return p.hasFlagRef(f)
	}
	if len(p.opts) == 0 {
		return false // no option for any spelling to be
	}
	name, val, hasVal := strings.Cut(f, "=")
	wild := strings.ContainsAny(name, "*?")
	if hasVal {
		val = strings.ToLower(val)
	}
	var canon [2]string
	looked := false
	for i := range p.opts {
		o := &p.opts[i]
		if hasVal && !(o.hasValue && cmdGlob(val, o.lowValue())) {
			continue
		}
		switch {
		case wild:
			if !cmdGlob(name, o.raw) {
				continue
			}
		case o.raw != name:
			if !looked {
				for i, s := range p.specs {
					canon[i] = p.memo.canonical(s, name)
				}
				looked = true
			}
			if o.canon != canon[0] && o.canon != canon[1] {
				continue
			}
		}
		return true
	}
	return false
}

// hasFlagRef is hasFlag without its shortcuts: the reference.
func (p *CmdArgs) hasFlagRef(f string) bool {
	name, val, hasVal := strings.Cut(f, "=")
	wild := strings.ContainsAny(name, "*?")
	var canon [2]string
	if !wild {
		for i, s := range p.specs {
			canon[i] = s.Canonical(name)
		}
	}
	for _, o := range p.opts {
		if wild {
			if !cmdGlob(name, o.raw) {
				continue
			}
		} else if o.canon != canon[0] && o.canon != canon[1] && o.raw != name {
			continue
		}
		if hasVal && !(o.hasValue && cmdGlob(strings.ToLower(val), strings.ToLower(o.value))) {
			continue
		}
		return true
	}
	return false
}

// cmdFed reports whether xargs, find -exec or parallel append words to
// seg's command that are not in its argv.
func cmdFed(seg *shell.Segment) bool {
	for _, n := range seg.Nesting {
		if strings.HasPrefix(n, "xargs") || strings.HasPrefix(n, "find -") || strings.HasPrefix(n, "parallel") && n != "parallel :::" {
			return true
		}
	}
	for _, w := range seg.Wrappers {
		if len(w) > 0 && (path.Base(w[0]) == "xargs" || path.Base(w[0]) == "parallel") {
			return true
		}
	}
	return false
}

// cmdParse takes seg's argv apart with the program's progs table; a
// program pregate has no table for gets one where every option is a flag.
func cmdParse(seg *shell.Segment) *CmdArgs {
	p := &CmdArgs{fedArgs: cmdFed(seg)}
	prog := progs.Lookup(strings.ToLower(seg.Program))
	var args []string
	if len(seg.Argv) > 1 {
		args = make([]string, len(seg.Argv)-1)
		for i, w := range seg.Argv[1:] {
			args[i] = progs.ASCIIDashes(w.Value)
		}
	}
	parsed := prog.Parse(progs.Words{Values: args})
	p.specs = [2]*progs.Options{parsed.Global, parsed.Sub}
	p.opts = make([]cmdOpt, 0, len(parsed.Items))
	p.positional = make([]string, 0, len(parsed.Items))
	for _, it := range parsed.Items {
		switch it.Kind {
		case progs.Operand:
			if prog != nil && prog.OperandFlag != nil && len(p.positional) > 0 {
				if f := prog.OperandFlag(p.positional[0], it.Name); f != "" {
					p.opts = append(p.opts, cmdOpt{raw: it.Name, canon: f})
				}
			}
			p.positional = append(p.positional, it.Name)
		case progs.End:
			p.opts = append(p.opts, cmdOpt{raw: "--", canon: "--"})
		default:
			p.opts = append(p.opts, cmdOpt{raw: it.Name, canon: it.Canon(), value: it.Value, hasValue: it.HasValue})
		}
	}
	return p
}

// cmdGlob matches s against a glob where * is any run of characters
// (including /), ? one character and \ escapes the next character.
func cmdGlob(glob, s string) bool {
	// Iterative matcher with one backtrack point: linear in practice, no
	// regexp compilation on the hot path.
	gi, si := 0, 0
	starG, starS := -1, 0
	for si < len(s) {
		if gi < len(glob) {
			switch c := glob[gi]; c {
			case '*':
				starG, starS = gi, si
				gi++
				continue
			case '?':
				gi++
				si++
				continue
			case '\\':
				if gi+1 < len(glob) && glob[gi+1] == s[si] {
					gi += 2
					si++
					continue
				}
			default:
				if c == s[si] {
					gi++
					si++
					continue
				}
			}
		}
		if starG < 0 {
			return false
		}
		starS++
		gi, si = starG+1, starS
	}
	for gi < len(glob) && glob[gi] == '*' {
		gi++
	}
	return gi == len(glob)
}

func cmdCheckGlob(g string) error {
	n := 0
	for i := len(g) - 1; i >= 0 && g[i] == '\\'; i-- {
		n++
	}
	if n%2 == 1 {
		return errors.New("trailing backslash")
	}
	return nil
}

func cmdJoinErrors(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	slices.Sort(msgs)
	return errors.New(strings.Join(msgs, "; "))
}
