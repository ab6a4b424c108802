package cmd

import "github.com/pregate/pregate/audit"

// dryLog is check's gate.Appender. A dry run writes no record, but it
// fails where the hook's append would fail to open the log
// (audit.Writable), so that check shows the note, or the audit.required
// deny, that the hook would give. A log that opens but fails on write (a
// full disk) shows only in the hook.
type dryLog struct{}

func (dryLog) Append(t audit.Target, _ *audit.Record) error { return audit.Writable(t.Path) }
