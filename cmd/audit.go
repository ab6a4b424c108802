package cmd

import (
	"time"

	"github.com/pregate/pregate/audit"
)

// auditLog is the hook's gate.Appender: it stamps the record with the
// time, pregate's version and the time the decision took, counted from
// from, and appends it to the log.
type auditLog struct{ from time.Time }

func (a auditLog) Append(t audit.Target, rec *audit.Record) error {
	rec.Time = time.Now().UTC()
	rec.Version = Version()
	rec.DurationUS = time.Since(a.from).Microseconds()
	return audit.AppendTo(t, rec)
}

// dryLog is check's gate.Appender. A dry run writes no record, but it
// fails where the hook's append would fail to open the log
// (audit.Writable), so that check shows the note, or the audit.required
// deny, that the hook would give. A log that opens but fails on write (a
// full disk) shows only in the hook.
type dryLog struct{}

func (dryLog) Append(t audit.Target, _ *audit.Record) error { return audit.Writable(t.Path) }
