package cmd

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/pregate/pregate/backstop"
)

// doctorBackstop reports whether the backstop is installed in a settings
// file, whether it is the block the policy gives now, and whether Claude
// Code's sandbox can start on this machine.
func doctorBackstop(d *doctor, p doctorParams, hooks []wiredHook) {
	installed := false
	for _, s := range settingsScopes(p) {
		sf, err := readSettings(s.path)
		if err != nil || !sf.exists {
			continue
		}
		for _, t := range arrayTexts(sf.data, pathConfigHook) {
			words, ok := guardGroup(t)
			if !ok {
				continue
			}
			installed = true
			doctorBlock(d, p, s, sf, words, hooks)
		}
	}
	if !installed {
		// The backstop is a second layer the user opts into; without it
		// there is nothing to check.
		d.ok("backstop: not installed (pregate install --backstop adds Claude Code's sandbox and deny rules, from the same policy, below the hook)")
		return
	}
	doctorSandbox(d)
}

func doctorBlock(d *doctor, p doctorParams, s settingsScope, sf settingsFile, words []string, hooks []wiredHook) {
	where := fmt.Sprintf("backstop: %s settings %s", s.scope, s.path)
	hash := flagValue(words, "hash")
	rec, err := readRecord(recordPath(sf))
	if err != nil {
		d.warn("%s: its record cannot be read (%v): uninstall will not find what it added", where, err)
	}
	if rec == nil && err == nil {
		d.warn("%s: no record next to it: uninstall can take out only the ConfigChange entry", where)
	}
	for _, c := range []struct {
		path settingsPath
		want string
	}{{settingsPath{"sandbox", "enabled"}, "true"}, {settingsPath{"sandbox", "failIfUnavailable"}, "true"}, {settingsPath{"sandbox", "allowUnsandboxedCommands"}, "false"}} {
		if !jsonEqual(valueAt(sf.data, c.path), c.want) {
			d.fail("%s: %s is not %s: the block was edited; run pregate install --backstop", where, c.path, c.want)
		}
	}
	if rec != nil {
		missing := 0
		for _, a := range rec.Added {
			found := false
			for _, t := range arrayTexts(sf.data, a.Path) {
				found = found || jsonEqual(t, string(a.Value))
			}
			if !found {
				missing++
			}
		}
		if missing > 0 {
			d.fail("%s: %d %s of the block are missing: it was edited; run pregate install --backstop", where, missing, plural(missing, "entry", "entries"))
		}
	}
	ip := installParams{cwd: p.cwd, home: p.home, projectDir: p.projectDir, claudeConfigDir: p.claudeConfigDir}
	var scope backstop.Scope
	switch s.scope {
	case "user":
		scope = backstop.ScopeUser
	case "project", "local":
		scope = backstop.ScopeProject
	default:
		scope = backstop.ScopeManaged
	}
	var policies []string
	for _, h := range hooks {
		if h.path == s.path && h.binary != "" {
			policies = policyArgs(h.args)
			break
		}
	}
	network := rec != nil && rec.Network
	block, err := generateBackstop(ip, policies, scope, network)
	switch {
	case err != nil:
		d.fail("%s: cannot tell whether it is current: %v", where, err)
	case hash == "":
		d.warn("%s: its guard names no hash; run pregate install --backstop", where)
	case block.Hash() != hash:
		d.warn("%s: out of date: block %s is installed, the policy now gives %s; run pregate install --backstop", where, hash, block.Hash())
	default:
		d.ok("%s: installed and current (block %s: %d deny rules, denyRead %d, allowWrite %d, denyWrite %d)", where, hash, len(block.Deny), len(block.Sandbox.DenyRead), len(block.Sandbox.AllowWrite), len(block.Sandbox.DenyWrite))
	}
}

// doctorSandbox checks what Claude Code's sandbox needs to start: on
// Linux bubblewrap, socat and user namespaces. A missing piece is a
// FAIL: the block's failIfUnavailable makes Claude Code refuse to start
// rather than run commands unconfined.
func doctorSandbox(d *doctor) {
	bad := d.fail
	switch runtime.GOOS {
	case "linux":
	case "darwin":
		if _, err := os.Stat("/usr/bin/sandbox-exec"); err != nil {
			bad("sandbox: /usr/bin/sandbox-exec is missing: Claude Code's sandbox cannot start")
		} else {
			d.ok("sandbox: macOS Seatbelt (sandbox-exec) is there")
		}
		return
	default:
		bad("sandbox: Claude Code has no command sandbox on %s", runtime.GOOS)
		return
	}
	bwrap, err := exec.LookPath("bwrap")
	if err != nil {
		bad("sandbox: bubblewrap (bwrap) is not on PATH: Claude Code's sandbox cannot start (Debian and Ubuntu: apt-get install bubblewrap)")
	} else {
		d.ok("sandbox: bubblewrap: %s", bwrap)
	}
	if socat, err := exec.LookPath("socat"); err != nil {
		bad("sandbox: socat is not on PATH: Claude Code's sandbox cannot start its network proxy (apt-get install socat)")
	} else {
		d.ok("sandbox: socat: %s", socat)
	}
	for _, k := range []struct{ file, off, says string }{
		{"/proc/sys/kernel/unprivileged_userns_clone", "0", "unprivileged user namespaces are switched off"},
		{"/proc/sys/user/max_user_namespaces", "0", "user namespaces are switched off"},
	} {
		if b, err := os.ReadFile(k.file); err == nil && strings.TrimSpace(string(b)) == k.off {
			bad("sandbox: %s (%s is %s): bubblewrap cannot start", k.says, k.file, k.off)
		}
	}
	if bwrap == "" {
		return
	}
	// The probe Claude Code's sandbox runs itself: a user namespace with
	// the whole file system bound, running true.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bwrap, "--unshare-user", "--dev-bind", "/", "/", "true")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		bad("sandbox: bubblewrap cannot create a user namespace here (%s): Claude Code's sandbox cannot start%s", err, stderrNote(stderr.Bytes()))
		return
	}
	d.ok("sandbox: bubblewrap starts a user namespace")
}
