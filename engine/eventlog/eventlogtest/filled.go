// Package eventlogtest gives the tests of the packages that write, read or copy log records
// outside engine/eventlog (engine/couchsync, engine/pbn, the app's store) an event and an
// incident with every field set (engine/internal/fill): a field appended to eventlog.Event or
// eventlog.Incident is set here with no change, so those tests check it too. (eventlog's own
// tests keep a copy of Options, fillOptions in fill_test.go: they cannot import this package.)
// Only tests import it.
package eventlogtest

import (
	"fmt"

	"arbiter/engine/eventlog"
	"arbiter/engine/internal/fill"
	"arbiter/engine/msg"
)

// Options give the values that must have a form: a time in the range a Minute reads, a
// version "<generation>-<hex>", a status, kind and form of their sets, fields of a newer version
// under keys this version does not know.
func Options() []fill.Option {
	return []fill.Option{
		fill.Type(func(n int) eventlog.Minute { return eventlog.Minute(msg.Minutes(2026, 3, 1, 10, 0) + int64(n)) }),
		fill.Path("*.Rev", func(n int) any { return fmt.Sprintf("%d-%x", 2+n%7, 0xa0+n) }),
		fill.Path("*.Revs[]", func(n int) any { return fmt.Sprintf("1-%x", 0xa0+n) }),
		fill.Path("*.Status", func(n int) any { return eventlog.Revoked }),
		fill.Path("*.Kind", func(n int) any { return eventlog.Pairs }),
		fill.Path("*.Form", func(n int) any { return eventlog.FormMP }),
		fill.Path("*.Extra{key}", func(n int) any { return fmt.Sprintf("later%d", n) }),
		fill.Path("Extra{key}", func(n int) any { return fmt.Sprintf("later%d", n) }),
	}
}

// Records returns an event and an incident with every field set (conflicts, each with every
// field, and fields of a newer version included), and an error naming a field fill cannot set
// or left zero. more are options of the caller's, before the defaults (a path rule: the first
// that matches wins).
func Records(more ...fill.Option) (eventlog.Event, eventlog.Incident, error) {
	var e eventlog.Event
	var in eventlog.Incident
	opts := append(append([]fill.Option{}, more...), Options()...)
	for _, p := range []any{&e, &in} {
		if err := fill.All(p, opts...); err != nil {
			return e, in, fmt.Errorf("%v: a field of a log record fill cannot set: give it a value in eventlogtest.Options", err)
		}
		if z := fill.Zero(p); len(z) > 0 {
			return e, in, fmt.Errorf("fields left zero: %q", z)
		}
	}
	return e, in, nil
}

// Leaves, Change and Generic are engine/internal/fill's, for the tests outside engine (the
// app's), which cannot import it: the paths of a record's leaves, one leaf changed, a path's
// pattern.
func Leaves(v any) []string             { return fill.Leaves(v) }
func Change(ptr any, path string) error { return fill.Change(ptr, path) }
func Generic(path string) string        { return fill.Generic(path) }
