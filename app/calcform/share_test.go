//go:build !wasm

package calcform

import (
	"net/url"
	"strings"
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/ruling"
	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestSampleLinks: a typical ruling of each ruleset (its first calculator with its defaults)
// becomes a link that opens to "matches"; the lengths are logged (go test -v -run SampleLinks).
func TestSampleLinks(t *testing.T) {
	for _, rs := range paths.Groups() {
		for _, c := range rs.Calculators {
			st := formstate.NewFormState(rs, c, nil, msg.EN)
			if st.Res == nil {
				continue
			}
			code, err := paths.Codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: st.Vals})
			if err != nil {
				t.Errorf("%s: %v", c.ID, err)
				continue
			}
			u := ShareURL("https://arbiter.example", code, "")
			if v := ruling.OpenRuling(u); !v.Matches() {
				t.Errorf("%s: the link does not open to matches: %+v", c.ID, v.Err)
			}
			t.Logf("%-16s %-22s %3d characters  %s", rs.ID, c.ID, len(u), u)
			break
		}
	}
}

// The ruling view shows enum and yes/no inputs by their labels, not their codes.
func TestInputText(t *testing.T) {
	form := &engine.Field{Name: "form", Kind: engine.KEnum, Options: []string{"mp", "imp"}}
	if got := formstate.InputText(form, []int64{0}, msg.SR); got != msg.T(msg.SR, "field.form.mp") || got == "mp" {
		t.Errorf("inputText(form=mp, sr) = %q, want %q", got, msg.T(msg.SR, "field.form.mp"))
	}
	yes := &engine.Field{Name: "vul", Kind: engine.KBool}
	if got := formstate.InputText(yes, []int64{1}, msg.HU); got != "igen" {
		t.Errorf("inputText(true, hu) = %q, want igen", got)
	}
	// a contract's level and result (the traveller's rows): codes that are their own labels
	level := &engine.Field{Name: "level", Label: "table.col.level", Kind: engine.KEnum, Options: []string{"pass", "1", "4"}}
	if got := formstate.InputText(level, []int64{2}, msg.HU); got != "4" {
		t.Errorf("inputText(level 4) = %q, want 4", got)
	}
	if got := formstate.InputText(level, []int64{0}, msg.SR); got != msg.T(msg.SR, "table.col.level.pass") {
		t.Errorf("inputText(level pass, sr) = %q", got)
	}
	n := &engine.Field{Name: "minutes", Kind: engine.KInt, Min: 0, Max: 60}
	if got := formstate.InputText(n, []int64{4}, msg.EN); got != "4" {
		t.Errorf("inputText(4) = %q, want 4", got)
	}
}

// An event's club values read by name, never by the club file's key (the event page).
func TestEventClub(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	got := result.EventClub(msg.HU, rs, map[string]float64{"zt.count_by": 1, "zt.period_days": 2})
	for _, want := range []string{"A Zéró Tolerancia ismétléseinek számolása: csapatonként", "(KMOR §10): 2"} {
		if !strings.Contains(got, want) {
			t.Errorf("eventClub = %q, want %q in it", got, want)
		}
	}
	if strings.Contains(got, "zt.") {
		t.Errorf("eventClub = %q shows a key", got)
	}
	if got := result.EventClub(msg.SR, rs, map[string]float64{"no.such": 3}); got != "no.such = 3" {
		t.Errorf("an unknown key: %q", got)
	}
}

// TestShareCarriesTimeAndCheck: a ruling shared from a calculator carries its ruling time and
// the check over its note, case and deadline facts; the receipt reads the check, and a link
// with one fact changed is one whose case and deadline do not match.
func TestShareCarriesTimeAndCheck(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	c := rs.Calculator("ocsb.zt")
	st := formstate.NewFormState(rs, c, nil, msg.EN)
	tools := newTools(&rulingTools{Lang: msg.EN, RS: rs, Calc: c, Vals: st.Vals, Res: st.Res})
	tools.note, tools.facts = "Telefon", link.Facts{PlayingDay: "2026-12-01"}
	u, bad := tools.url()
	if bad != "" {
		t.Fatal(bad)
	}
	kase := link.ParseCase(u)
	if kase.Time == "" {
		t.Errorf("url() = %s: no ruling time", u)
	}
	v := ruling.OpenRuling(u)
	if v.Extras != link.ExtrasMatch || !v.Dl.Timed() {
		t.Errorf("openRuling(%s): extras %v, deadline %+v; want a match and the complaint's moment", u, v.Extras, v.Dl)
	}
	for _, tc := range []struct {
		name, from, to string
		want           link.ExtrasState
	}{
		{"fact", "pd=2026-12-01", "pd=2026-12-02", link.ExtrasDiffer},
		{"time", "at=" + url.QueryEscape(kase.Time), "at=" + url.QueryEscape("2026-01-01T00:00"), link.ExtrasDiffer},
		{"no check", "&" + link.ParamCheck + "=", "&old=", link.ExtrasNone},
	} {
		w := strings.Replace(u, tc.from, tc.to, 1)
		if w == u {
			t.Fatalf("%s: %q not in %s", tc.name, tc.from, u)
		}
		if got := ruling.OpenRuling(w).Extras; got != tc.want {
			t.Errorf("%s: openRuling(%s).extras = %v, want %v", tc.name, w, got, tc.want)
		}
	}
}

// TestReceiptInPlayersWords: the receipt names club values by their names and sections, with
// no parameter key and no data-version line, and shows the remedy and its deadline before the
// ruling's inputs.
func TestReceiptInPlayersWords(t *testing.T) {
	rs := rulesets.Get("nsbk")
	c := rs.Calculator("nsbk.lateness")
	st := formstate.NewFormState(rs, c, nil, msg.SR)
	club := map[string]float64{"lateness.tolerance_min": 4}
	code, err := paths.Codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: st.Vals,
		Club: link.ClubFrom(rs, rs.Version, club)})
	if err != nil {
		t.Fatal(err)
	}
	p := ruling.Showing(msg.SR, ruling.OpenRuling(ShareURL("https://arbiter.example", code, "")))
	h := app.HTMLString(p.Render())
	name := result.ParamName(msg.SR, rs, rs.Param("lateness.tolerance_min"))
	for _, bad := range []string{"lateness.tolerance_min", msg.T(msg.SR, "app.ruling.data", msg.A("version", 1))} {
		if strings.Contains(h, bad) {
			t.Errorf("the receipt shows %q", bad)
		}
	}
	if !strings.Contains(h, name) {
		t.Errorf("the receipt does not name the club value %q", name)
	}
	dl, in := strings.Index(h, `id="ruling-deadline"`), strings.Index(h, `id="ruling-inputs"`)
	if dl < 0 || in < 0 || dl > in {
		t.Errorf("deadline at %d, inputs at %d: want the remedy first", dl, in)
	}
}
