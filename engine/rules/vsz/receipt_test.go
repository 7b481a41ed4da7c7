package vsz

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestReceiptRoutes: every decision of the director can be protested, "a forduló vége után 30
// perccel, a következő forduló kezdetén vagy a verseny vége után 10 perccel" whichever comes
// first (VSZ 16), and heard by the appeals committee (a technical one by the VRB, VSZ 16.I);
// against the committee's decision "fellebbviteli óvást nyújthat be ... (SZEB)", which decides
// "15 napon belül" (VSZ 16.H).
func TestReceiptRoutes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	end := msg.Minutes(2017, 9, 16, 17, 0)
	for _, tc := range []struct {
		name string
		f    engine.DeadlineFacts
		kind string
		at   int64
		by   string
		days int
	}{
		{"protest", engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineProtest, end + 30, "vsz.route.committee", 0},
		{"szeb", engine.DeadlineFacts{Decided: end}, engine.DeadlineSecond, msg.Minutes(2017, 9, 23, 0, 0), "vsz.route.szeb", 15},
	} {
		for _, calc := range []string{"vsz.butler", "law12.artificial"} {
			d := Deadline(p, calc, tc.f)
			if d.Kind != tc.kind || d.At != tc.at || d.DecidedBy != tc.by || d.InvestigateDays != tc.days || d.Remedy != "" {
				t.Errorf("%s: Deadline(%s) = %s at %s by %q in %d days (remedy %q), want %s at %s by %q in %d days",
					tc.name, calc, d.Kind, msg.Wall(d.At), d.DecidedBy, d.InvestigateDays, d.Remedy, tc.kind, msg.Wall(tc.at), tc.by, tc.days)
			}
		}
	}
}
