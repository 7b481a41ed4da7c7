//go:build !wasm

package event

import (
	"html"
	"strings"
	"testing"

	"arbiter/app/internal/testnamer"
	"arbiter/app/ruling"
	"arbiter/app/view"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// latenessIncident is nsbk lateness's worked example logged at round 2, table 5, the offender
// bound to pair 3.
func latenessIncident(t *testing.T) eventlog.Incident {
	t.Helper()
	rs := rulesets.Get("nsbk")
	c := rs.Calculator("nsbk.lateness")
	res, err := c.Run(link.Ruling{DataVersion: rs.Version}.Params(rs), c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	return eventlog.Incident{Event: "e", Number: 4, Time: 14000000, Round: 2, Table: 5, Calculator: c.ID, Values: c.Inputs.Defaults(),
		Parties: []eventlog.PartyRef{{Role: "offender", Number: 3}}, Result: eventlog.Summary(res), Status: eventlog.Active}
}

func TestReadIncident(t *testing.T) {
	in := latenessIncident(t)
	nm := testnamer.Namer{3: "Šušnjar"}
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		r := ReadIncident(l, nm, &in, "TITLE")
		if !strings.HasPrefix(r.Sentence, "TITLE: ") || !strings.Contains(r.Sentence, "3 · Šušnjar") || !strings.HasSuffix(r.Sentence, ".") {
			t.Errorf("%s: sentence %q", l, r.Sentence)
		}
		if len(r.Rows) != len(in.Result) {
			t.Fatalf("%s: %d rows, want %d", l, len(r.Rows), len(in.Result))
		}
		for _, row := range r.Rows {
			for _, s := range []string{row.Who, row.What, row.Value} {
				if s == "" || strings.Contains(s, "_") || strings.Contains(s, "offender") && l != msg.EN {
					t.Errorf("%s: raw key or blank in row %+v", l, row)
				}
			}
		}
	}
	r := ReadIncident(msg.SR, nm, &in, "Kašnjenje")
	if want := "Kašnjenje: kolo 2, sto 5."; !strings.HasPrefix(r.Sentence, want) {
		t.Errorf("sentence %q, want it to start %q", r.Sentence, want)
	}
	// a case logged with its session says it first
	in.Session = 3
	for _, tt := range []struct {
		l    msg.Lang
		want string
	}{{msg.SR, "Kašnjenje: sesija 3, kolo 2, sto 5."}, {msg.HU, "Kašnjenje: 3. ülés, 2. forduló, 5. asztal."}, {msg.EN, "Kašnjenje: session 3, round 2, table 5."}} {
		if r := ReadIncident(tt.l, nm, &in, "Kašnjenje"); !strings.HasPrefix(r.Sentence, tt.want) {
			t.Errorf("%s: sentence %q, want it to start %q", tt.l, r.Sentence, tt.want)
		}
	}
	in.Session = 0
	// an announced value that differs says both
	in.Announced = append([]eventlog.Out(nil), in.Result...)
	in.Announced[2].Num = 5
	r = ReadIncident(msg.EN, nm, &in, "Lateness")
	if !r.Rows[2].Changed || !strings.Contains(r.Rows[2].Value, "computed") || r.Rows[1].Changed {
		t.Errorf("announced rows: %+v", r.Rows)
	}
	if a := ruling.LoggedAnnounced(&in); len(a) != 1 || a[0].Out != 2 || a[0].Num != 500 {
		t.Errorf("loggedAnnounced = %+v", a)
	}
}

func TestLoggedCase(t *testing.T) {
	in := latenessIncident(t)
	in.Player = 7
	nm := testnamer.Namer{3: "Šušnjar"}
	c := ruling.LoggedCase(nm, &in, false)
	want := link.Case{Label: "S4", Round: 2, Table: 5, Time: in.Time.String(),
		Sides: []link.Side{{Role: "offender", Number: 3}, {Role: "player", Number: 7}}}
	if c.Label != want.Label || c.Round != 2 || c.Table != 5 || c.Time != want.Time || len(c.Sides) != 2 || c.Sides[0] != want.Sides[0] || c.Sides[1] != want.Sides[1] {
		t.Errorf("loggedCase without names = %+v, want %+v", c, want)
	}
	if q := c.Query(); strings.Contains(q, "Šušnjar") || strings.Contains(q, "%C5%A0") {
		t.Errorf("a link without names carries one: %s", q)
	}
	c = ruling.LoggedCase(nm, &in, true)
	if c.Sides[0].Name != "Šušnjar" || c.Sides[1].Name != "" {
		t.Errorf("loggedCase with names = %+v", c.Sides)
	}
	ev := eventlog.Event{ID: "e", Ruleset: "nsbk", DataVersion: 1}
	u, err := ruling.LoggedLink("https://arbiter.example", &ev, rulesets.Get("nsbk"), nm, &in, false)
	if err != nil {
		t.Fatal(err)
	}
	v := ruling.OpenRuling(u)
	if v.Err != nil || !v.Matches() || v.Kase.Label != "S4" || v.Kase.Round != 2 {
		t.Errorf("the link %s opens to %+v", u, v)
	}
}

func TestCaseWhere(t *testing.T) {
	if got := caseWhere(msg.HU, 0, 2, 5, 0, 0); got != "2. forduló, 5. asztal" {
		t.Errorf("caseWhere = %q", got)
	}
}

// readingView's HTML is the elements of readingTree, as go-app writes them.
func TestReadingViewHTML(t *testing.T) {
	in := latenessIncident(t)
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		r := ReadIncident(l, testnamer.Namer{3: `Zvezda <&> "x"`}, &in, "Kašnjenje")
		r.Rows[0].Changed = true
		r.Rows = append(r.Rows, readRow{Who: "Other <b>", What: "w", Value: "v & v", Role: "r", Name: "n"})
		var lines []string
		for _, ln := range strings.Split(app.HTMLString(readingTree(l, r)), "\n") {
			lines = append(lines, strings.TrimSpace(ln))
		}
		// the one element with two attributes, which go-app writes in either order
		norm := strings.NewReplacer(` scope="rowgroup" colspan="2"`, ` colspan="2" scope="rowgroup"`).Replace
		want := html.UnescapeString(norm(strings.Join(lines, "")))
		if got := html.UnescapeString(norm(app.HTMLString(ReadingView(l, r)))); got != want {
			t.Errorf("%s:\n got %s\nwant %s", l, got, want)
		}
	}
	if got := app.HTMLString(ReadingView(msg.EN, caseReading{Sentence: "s"})); got != `<div class="inc-reading"><p class="inc-sentence">s</p></div>` {
		t.Errorf("without rows: %s", got)
	}
}

// readingTree is readingView as elements, which TestReadingViewIsTheTree compares it with: a group of rows per party (its heading
// says who), each row what and the value with its unit — two columns, which fit a 320 px screen.
func readingTree(l msg.Lang, r caseReading) app.UI {
	what, value := msg.T(l, "app.log.read.col.what"), msg.T(l, "app.log.read.col.value")
	var groups []app.UI
	var cur []app.UI
	who := ""
	flush := func() {
		if len(cur) > 0 {
			groups = append(groups, view.El("tbody", cur...))
		}
		cur = nil
	}
	for _, x := range r.Rows {
		if len(cur) == 0 || x.Who != who {
			flush()
			who = x.Who
			cur = append(cur, view.El("tr.read-who", view.Th("rowgroup", x.Who).Attr("colspan", 2)))
		}
		val := view.Tx("td.read-value", x.Value)
		if x.Changed {
			val = val.Class("changed")
		}
		cur = append(cur, view.El("tr", view.Th("row", x.What), val).DataSet("out", x.Role+"."+x.Name))
	}
	flush()
	body := []app.UI{view.Tx("p.inc-sentence", r.Sentence)}
	if len(groups) > 0 {
		head := view.El("thead", view.El("tr", view.Th("col", what), view.Th("col", value)))
		body = append(body, view.El("table.read-table", append([]app.UI{head}, groups...)...))
	}
	return view.El("div.inc-reading", body...)
}
