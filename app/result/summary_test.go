//go:build !wasm

package result

import (
	"strings"
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/internal/apptest"
	"arbiter/app/paths"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Every calculator's worked example has a short summary in every language, with no raw
// message key; the lateness penalty names its decision and its percentage of the top.
func TestSummary(t *testing.T) {
	for _, l := range msg.Langs {
		for _, rs := range paths.Groups() {
			for _, c := range rs.Calculators {
				st := formstate.NewFormState(rs, c, nil, l)
				if st.Res == nil {
					continue
				}
				s := SummaryText(l, c.ID, st.Res)
				if s == "" || len([]rune(s)) > 160 {
					t.Errorf("%s %s: summary %q: empty or too long", l, c.ID, s)
				}
				apptest.CheckNoRawKey(t, "summary "+c.ID+" "+l.String(), app.HTMLString(SummaryView(l, c.ID, st.Res, false)))
			}
		}
	}
	scr, ok := paths.FindScreen("/calc/nsbk/lateness")
	if !ok {
		t.Fatal("no lateness calculator")
	}
	st := formstate.NewFormState(scr.RS, scr.Calc, map[string]string{"minutes": "4", "seconds": "0", "waited": "0", "prior": "1"}, msg.SR)
	if got := SummaryText(msg.SR, scr.Calc.ID, st.Res); !strings.HasPrefix(got, "Kazna") || !strings.Contains(got, "30\u00a0%") {
		t.Errorf("lateness summary = %q, want the penalty and 30 %%", got)
	}
	h := app.HTMLString(SummaryView(msg.HU, scr.Calc.ID, nil, false))
	if !strings.Contains(h, `aria-live="polite"`) || !strings.Contains(h, msg.T(msg.HU, "app.summary.none")) {
		t.Errorf("no result yet: %s", h)
	}
}

// A value that names itself is not labelled twice.
func TestLabelled(t *testing.T) {
	for _, tc := range []struct{ label, v, want string }{
		{"Rezultat", "Rezultat 420", "Rezultat 420"},
		{"Kazna", "kazna, % topa: 25 %", "kazna, % topa: 25 %"},
		{"Minuti", "7 min", "Minuti: 7 min"},
	} {
		if got := labelled(tc.label, tc.v); got != tc.want {
			t.Errorf("labelled(%q, %q) = %q, want %q", tc.label, tc.v, got, tc.want)
		}
	}
}
