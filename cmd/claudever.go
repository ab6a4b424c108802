package cmd

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pregate/pregate/hook"
)

// claudeVersion is a Claude Code version as `claude --version` prints it
// ("2.1.332 (Claude Code)").
type claudeVersion struct {
	parts [3]int
	text  string
}

// parseClaudeVersion reads the MAJOR.MINOR.PATCH that starts s.
func parseClaudeVersion(s string) (claudeVersion, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, " \t\n("); i >= 0 {
		s = s[:i]
	}
	f := strings.Split(s, ".")
	if len(f) != 3 {
		return claudeVersion{}, false
	}
	var v claudeVersion
	for i, x := range f {
		n, err := strconv.Atoi(x)
		if err != nil || n < 0 || x == "" || x[0] == '+' {
			return claudeVersion{}, false
		}
		v.parts[i] = n
	}
	v.text = s
	return v, true
}

func mustVersion(s string) claudeVersion {
	v, ok := parseClaudeVersion(s)
	if !ok {
		panic("bad version " + s)
	}
	return v
}

// atLeast reports whether v is w or newer.
func (v claudeVersion) atLeast(w claudeVersion) bool {
	for i := range v.parts {
		if v.parts[i] != w.parts[i] {
			return v.parts[i] > w.parts[i]
		}
	}
	return true
}

// Versions the entry check knows about.
var (
	// claudeFloor is the oldest version pregate is tested against.
	claudeFloor = mustVersion("2.1.197")
	// claudeOnFailure is the first version that honours onFailure.
	claudeOnFailure = mustVersion("2.1.295")
	// claudeVoids is the first version known to ignore a whole settings
	// file when a guard hook entry cannot be loaded (seen in 2.1.328).
	claudeVoids = mustVersion("2.1.328")
	// claudeSkillShell is the first version with PreSkillShellCommand.
	claudeSkillShell = mustVersion("2.1.332")
	// claudeNewest is the newest version the entry check was written for;
	// it is assumed when no claude is found.
	claudeNewest = claudeSkillShell
)

// claudeOnPath runs `claude --version` from PATH, bounded by a few
// seconds. It returns the version, the program's path, and whether one was
// found and understood.
func claudeOnPath() (claudeVersion, string, bool) {
	path, err := exec.LookPath("claude")
	if err != nil {
		return claudeVersion{}, "", false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return claudeVersion{}, path, false
	}
	v, ok := parseClaudeVersion(string(out))
	return v, path, ok
}

// handlerFields are the fields of a command hook handler in Claude Code
// 2.1.332's settings schema, each with the first version known to accept
// it (the zero version when it is older than pregate's floor).
var handlerFields = sync.OnceValue(func() map[string]claudeVersion {
	return map[string]claudeVersion{
		"type": {}, "command": {}, "args": {}, "if": {}, "shell": {}, "timeout": {},
		"statusMessage": {}, "once": {}, "async": {}, "asyncRewake": {},
		"onFailure": claudeOnFailure,
	}
})

// entryProblem is one thing wrong with a pregate hook entry for a version.
type entryProblem struct {
	fail bool // the entry would void the file or let calls through
	msg  string
}

// checkEntry judges one pregate handler of hooks.<event> in src against
// Claude Code version v: fields that version does not know or values it
// refuses (which from 2.1.328 make Claude Code ignore the whole settings
// file, its deny rules included), and what the version does not honour.
func checkEntry(src []byte, r handlerRef, event string, v claudeVersion) []entryProblem {
	var out []entryProblem
	voids := v.atLeast(claudeVoids)
	bad := func(format string, a ...any) {
		msg := fmt.Sprintf(format, a...)
		if voids {
			msg += fmt.Sprintf("; Claude Code %s ignores the whole settings file, its permission rules included, when a guard hook entry is bad", v.text)
		}
		out = append(out, entryProblem{fail: voids, msg: msg})
	}
	for _, m := range r.handler.members {
		since, known := handlerFields()[m.key]
		switch {
		case !known:
			bad("field %q is not in Claude Code's hook schema", m.key)
		case !v.atLeast(since):
			if m.key == "onFailure" {
				out = append(out, entryProblem{msg: fmt.Sprintf("onFailure needs Claude Code %s; %s ignores it, so a crash or timeout of the hook lets the call through", since.text, v.text)})
			} else {
				bad("field %q needs Claude Code %s", m.key, since.text)
			}
		}
		val := string(src[m.val.start:m.val.end])
		switch m.key {
		case "type":
			if val != `"command"` {
				bad("type is %s, want \"command\"", val)
			}
		case "timeout":
			var t float64
			if json.Unmarshal([]byte(val), &t) != nil || t <= 0 {
				bad("timeout is %s, want a positive number of seconds", val)
			}
		case "onFailure":
			if val != `"block"` && val != `"continue"` {
				bad("onFailure is %s, want \"block\" or \"continue\"", val)
			}
		}
	}
	if event == hook.PreSkillShellCommand && !v.atLeast(claudeSkillShell) {
		out = append(out, entryProblem{msg: fmt.Sprintf("Claude Code %s has no %s event and drops this entry with a notice (harmless); skill shell commands are seen from %s on", v.text, event, claudeSkillShell.text)})
	}
	return out
}

// checkSettingsEntries checks every pregate entry of every guard event in
// a settings file against v.
func checkSettingsEntries(src []byte, v claudeVersion) ([]entryProblem, error) {
	root, err := parseSettings(src)
	if err != nil {
		return nil, err
	}
	var out []entryProblem
	for _, e := range guardEvents {
		_, list, err := eventHooks(src, root, e)
		if err != nil {
			return nil, err
		}
		for _, r := range findHandlers(src, list, "") {
			line, _ := lineCol(src, r.handler.start)
			for _, p := range checkEntry(src, r, e, v) {
				p.msg = fmt.Sprintf("%s entry at line %d: %s", e, line, p.msg)
				out = append(out, p)
			}
		}
	}
	return out, nil
}

// doctorClaudeVersion checks every pregate entry of every settings file
// against the Claude Code found on PATH (or the newest version this check
// knows, when there is none).
func doctorClaudeVersion(d *doctor, p doctorParams) {
	v, path, found := claudeOnPath()
	switch {
	case !found && path != "":
		d.warn("claude: %s --version did not print a version; entries checked against Claude Code %s", path, claudeNewest.text)
		v = claudeNewest
	case !found:
		d.ok("claude: not found on PATH; entries checked against Claude Code %s", claudeNewest.text)
		v = claudeNewest
	case !v.atLeast(claudeFloor):
		d.warn("claude: %s is Claude Code %s, older than %s, the oldest pregate is tested with", path, v.text, claudeFloor.text)
	default:
		d.ok("claude: %s is Claude Code %s", path, v.text)
	}
	for _, s := range settingsScopes(p) {
		sf, err := readSettings(s.path)
		if err != nil || !sf.exists || len(strings.TrimSpace(string(sf.data))) == 0 {
			continue
		}
		probs, err := checkSettingsEntries(sf.data, v)
		if err != nil {
			continue // doctorSettings reported it
		}
		for _, pr := range probs {
			if pr.fail {
				d.fail("%s settings %s: %s", s.scope, s.path, pr.msg)
			} else {
				d.warn("%s settings %s: %s", s.scope, s.path, pr.msg)
			}
		}
		if v.atLeast(claudeSkillShell) && wired(sf.data, hook.PreToolUse) && !wired(sf.data, hook.PreSkillShellCommand) {
			d.warn("%s settings %s: pregate runs for PreToolUse but not PreSkillShellCommand: the shell commands a skill's text embeds are not judged; run pregate install", s.scope, s.path)
		}
	}
}

// wired reports whether hooks.<event> of src runs pregate.
func wired(src []byte, event string) bool {
	root, err := parseSettings(src)
	if err != nil {
		return false
	}
	_, list, err := eventHooks(src, root, event)
	return err == nil && len(findHandlers(src, list, "")) > 0
}

// installVersionCheck checks the settings install is about to write
// against the Claude Code on PATH: an entry that version would refuse is
// never written; what it does not honour is said as a note.
func installVersionCheck(out []byte) (notes []string, err error) {
	v, path, found := claudeOnPath()
	if !found {
		v = claudeNewest
	} else {
		notes = append(notes, fmt.Sprintf("checked against Claude Code %s (%s)", v.text, path))
	}
	probs, perr := checkSettingsEntries(out, v)
	if perr != nil {
		return notes, perr
	}
	for _, p := range probs {
		if p.fail {
			return notes, fmt.Errorf("not written: %s", p.msg)
		}
		notes = append(notes, p.msg)
	}
	return notes, nil
}
