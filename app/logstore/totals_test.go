package logstore_test

import (
	"testing"

	"arbiter/app/logstore"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

func TestDayName(t *testing.T) {
	for _, tt := range []struct {
		l    msg.Lang
		day  string
		want string
	}{
		{msg.SR, "2026-04-11", "subota, 11. april 2026."},
		{msg.HU, "2026-04-11", "2026. április 11., szombat"},
		{msg.EN, "2026-04-12", "Sunday 12 April 2026"},
		{msg.SR, "2027-01-01", "petak, 1. januar 2027."},
		{msg.HU, "2026-12-31", "2026. december 31., csütörtök"},
		{msg.SR, "nope", "nope"},
	} {
		if got := logstore.DayName(tt.l, tt.day); got != tt.want {
			t.Errorf("DayName(%s, %q) = %q, want %q", tt.l, tt.day, got, tt.want)
		}
	}
}

func TestPenaltyText(t *testing.T) {
	for _, tt := range []struct {
		l    msg.Lang
		s    eventlog.PenaltySum
		want string
	}{
		{msg.SR, eventlog.PenaltySum{Unit: "mp", Sum: 9.6, Prec: 2}, "9,6\u00a0meč-poena"},
		{msg.HU, eventlog.PenaltySum{Unit: "imp", Sum: 8, Prec: 0}, "8\u00a0IMP"},
		{msg.EN, eventlog.PenaltySum{Unit: "vp", Sum: 1.5, Prec: 2}, "1.5\u00a0VP"},
	} {
		if got := logstore.PenaltyText(tt.l, tt.s); got != tt.want {
			t.Errorf("PenaltyText(%s, %+v) = %q, want %q", tt.l, tt.s, got, tt.want)
		}
	}
}

func TestZTName(t *testing.T) {
	ev := &eventlog.Event{
		Participants: []eventlog.Participant{{Number: 1, Name: "Crvena zvezda"}, {Number: 2}},
		Players:      []eventlog.Player{{ID: 7, Name: "Ana Marić", Team: 1}},
	}
	for _, tt := range []struct {
		l    msg.Lang
		e    eventlog.ZTEntry
		want string
	}{
		{msg.SR, eventlog.ZTEntry{Team: 1}, "Crvena zvezda"},
		{msg.SR, eventlog.ZTEntry{Player: 7, Team: 1}, "Ana Marić (Crvena zvezda)"},
		{msg.SR, eventlog.ZTEntry{Player: 9, Team: 2}, "Igrač 9 (2)"},
		{msg.HU, eventlog.ZTEntry{Player: 9}, "9. játékos"},
		{msg.EN, eventlog.ZTEntry{Team: 3}, "3"},
	} {
		if got := logstore.ZTName(tt.l, ev, tt.e); got != tt.want {
			t.Errorf("ZTName(%s, %+v) = %q, want %q", tt.l, tt.e, got, tt.want)
		}
	}
}
