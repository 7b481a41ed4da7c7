package nsbk

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestReceiptRoutes: the remedy the NSBK penalty rules give is the jury of point 8, and only
// for a ruling under point 7: "U vezi sa tačkom 7. par koji smatra da je sudija pogrešno ili
// preoštro reagovao može tražiti žiri" (NSBK t. 8). Every other ruling gets none, and the
// receipt says so.
func TestReceiptRoutes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	f := engine.DeadlineFacts{SessionEnd: msg.Minutes(2026, 12, 1, 22, 0), Ruled: msg.Minutes(2026, 12, 1, 21, 0)}
	for _, c := range Ruleset.Calculators {
		d := Deadline(p, c.ID, f)
		if c.ID == "nsbk.offending-td" {
			if d.Kind != engine.DeadlineNone || d.Remedy != "nsbk.route.jury" || d.DecidedBy != "nsbk.route.jury-by" || d.Section != "NSBK t. 8" {
				t.Errorf("Deadline(%s) = %s %q by %q (%s), want none %q by %q (NSBK t. 8)", c.ID, d.Kind, d.Remedy, d.DecidedBy, d.Section,
					"nsbk.route.jury", "nsbk.route.jury-by")
			}
			continue
		}
		if d.Kind != engine.DeadlineNoRoute || d.Remedy != "" || d.DecidedBy != "" || d.Timed() {
			t.Errorf("Deadline(%s) = %s %q by %q, want no-route: the jury is for point 7 only", c.ID, d.Kind, d.Remedy, d.DecidedBy)
		}
		if len(d.Steps) != 1 || d.Steps[0].Key != "nsbk.step.receipt-no-route" || d.Rule != "nsbk.offending-td" {
			t.Errorf("Deadline(%s) steps %v rule %s, want nsbk.step.receipt-no-route under nsbk.offending-td", c.ID, d.Steps, d.Rule)
		}
	}
}
