//go:build !wasm

package calcform

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/paths"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

func minute(t *testing.T, s string) eventlog.Minute {
	t.Helper()
	var m eventlog.Minute
	if err := m.UnmarshalText([]byte(s)); err != nil {
		t.Fatal(err)
	}
	return m
}

// outNum is a numeric out of res by role and name.
func outNum(res *engine.Result, role, name string) (float64, bool) {
	for _, o := range link.Outs(res) {
		if o.Role == role && o.Name == name {
			return o.Num, true
		}
	}
	return 0, false
}

// TestFromLogLateness: the earlier latenesses of the pair picked are counted from the log (the
// same day, in force, this pair as the offender), and the form then computes what the engine
// computes with that count typed in.
func TestFromLogLateness(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	ev := &eventlog.Event{ID: "kup", Date: "2026-12-01", Ruleset: "nsbk", DataVersion: rs.Version, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}, {Number: 3}}}
	late := func(n int, when string, pair int, st eventlog.Status) eventlog.Incident {
		in := eventlog.Incident{Event: "kup", Number: n, Time: minute(t, when), Calculator: "nsbk.lateness", Status: st,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: pair}}}
		return in
	}
	incs := []eventlog.Incident{
		late(1, "2026-12-01T10:00", 3, eventlog.Active),
		late(2, "2026-12-01T10:30", 3, eventlog.Revoked),
		late(3, "2026-12-01T11:00", 2, eventlog.Active),
		late(4, "2026-11-30T11:00", 3, eventlog.Active),
		{Event: "kup", Number: 5, Time: minute(t, "2026-12-01T11:30"), Calculator: "nsbk.ocsb", Status: eventlog.Active,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 3}}},
	}
	f := feedOf(t, "nsbk.lateness")
	st := formstate.BlankState(rs, calc, msg.SR, nil, nil, ev)
	q := &eventlog.FeedQuery{RS: rs, Calc: calc, Ev: ev, Incs: incs, Vals: st.Vals, Day: "2026-12-01", Params: ParamsFor(rs, ev)}
	if a := f.Answer(q); !a.NeedWho {
		t.Errorf("no pair picked: need %q, want app.fromlog.pick", a.Need)
	}
	q.Who = 3
	a := f.Answer(q)
	if a.Count != 1 || a.Counted[0].Number != 1 {
		t.Fatalf("pair 3: counted %v, want S1", a.Counted)
	}
	if got := formstate.IncidentList(msg.SR, a.Counted); got != "S1 (10:00)" {
		t.Errorf("incidentList = %q", got)
	}
	q.Reopen = 1 // re-ruling S1: neither it nor a later one counts
	if a := f.Answer(q); a.Count != 0 {
		t.Errorf("re-ruling S1: counted %d, want 0", a.Count)
	}
	st.Set(rs, calc, calc.Inputs.Index("minutes"), "7")
	st.Set(rs, calc, calc.Inputs.Index("seconds"), "0")
	st.Set(rs, calc, calc.Inputs.Index("waited"), "0")
	st.ApplyFeed(rs, calc, f, a)
	if st.Res == nil {
		t.Fatalf("no result after the feed: missing %v, errors %v", st.Missing, st.Errs)
	}
	if got := st.Texts[calc.Inputs.Index("prior")]; got != "1" {
		t.Errorf("prior = %q, want 1", got)
	}
	want, err := calc.Run(engine.NewParams(rs, nil), engine.Values{{7}, {0}, {0}, {1}, {0}, {12}})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(link.Outs(st.Res)) != fmt.Sprint(link.Outs(want)) {
		t.Errorf("result %v, want the engine's %v", link.Outs(st.Res), link.Outs(want))
	}
}

// TestFromLogZT: the earlier breaches of the same point that day by the player picked (or the
// team, as count_by says); the book's table of earlier incidents from the logged ones.
func TestFromLogZT(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	zt := rs.Calculator("ocsb.zt")
	book := rs.Calculator("ocsb.zt-log")
	ev := &eventlog.Event{ID: "liga", Date: "2026-11-30", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Teams, Form: eventlog.FormIMPVP,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}},
		Players:      []eventlog.Player{{ID: 1, Name: "A", Team: 1}, {ID: 2, Name: "B", Team: 2}, {ID: 3, Name: "C", Team: 2}}}
	breach := func(n int, when string, clause int64, player, team int) eventlog.Incident {
		return eventlog.Incident{Event: "liga", Number: n, Time: minute(t, when), Calculator: "ocsb.zt", Status: eventlog.Active,
			Player: player, Team: team, Values: engine.Values{{clause}, {0}, {0}}}
	}
	incs := []eventlog.Incident{
		breach(1, "2026-12-01T10:00", 2, 2, 2),
		breach(2, "2026-12-01T10:30", 2, 3, 2),
		breach(3, "2026-12-01T11:00", 0, 2, 2),
		breach(4, "2026-11-30T11:00", 2, 2, 2),
		{Event: "liga", Number: 5, Time: minute(t, "2026-12-01T11:30"), Calculator: "ocsb.zt-log", Status: eventlog.Active,
			Values: engine.Values{{2}, {1}, {1}, {2}, {}, {}, {}, {}, {0}}},
	}
	st := formstate.BlankState(rs, zt, msg.HU, nil, nil, ev)
	f := feedOf(t, "ocsb.zt")
	q := func() *eventlog.FeedQuery {
		return &eventlog.FeedQuery{RS: rs, Calc: zt, Ev: ev, Incs: incs, Vals: st.Vals, Day: "2026-12-01", Params: ParamsFor(rs, ev), Who: 2}
	}
	if a := f.Answer(q()); a.Need != zt.Inputs[0].LabelKey() {
		t.Errorf("no point chosen: need %q, want the clause's label", a.Need)
	}
	st.Set(rs, zt, 0, "c")
	if a := f.Answer(q()); a.Count != 1 || a.Counted[0].Number != 1 {
		t.Errorf("player 2, point c: counted %v, want S1", a.Counted)
	}
	st.Set(rs, zt, 2, "team")
	if got := eventlog.FeedWho(f, q()); got != "team" {
		t.Errorf("count_by team: who = %q", got)
	}
	if a := f.Answer(q()); a.Count != 2 {
		t.Errorf("team 2, point c: counted %v, want S1, S2", a.Counted)
	}
	st.ApplyFeed(rs, zt, f, f.Answer(q()))
	if vp, ok := outNum(st.Res, "offender", "vp"); !ok || vp != 2 {
		t.Errorf("third breach of point c by team 2: %v VP (%v), want 2 (doubled)", vp, ok)
	}
	// a club counting two days as one period: the day before (the event's first) counts too
	ev.Club = map[string]float64{"zt.period_days": 2}
	if a := f.Answer(q()); a.Count != 3 {
		t.Errorf("team 2, point c, a two-day period: counted %v, want S4, S1, S2", a.Counted)
	}
	ev.Club = nil

	// the book: every ZT incident in force, in time order, with day numbers from the event's date
	bs := formstate.BlankState(rs, book, msg.SR, nil, nil, ev)
	bf := feedOf(t, "ocsb.zt-log")
	a := bf.Answer(&eventlog.FeedQuery{RS: rs, Calc: book, Ev: ev, Incs: incs, Vals: bs.Vals, Day: "2026-12-01", Params: ParamsFor(rs, ev)})
	if a.Count != 5 || a.Day != 2 {
		t.Fatalf("book: %d rows, day %d; want 5 rows, day 2", a.Count, a.Day)
	}
	if got := fmt.Sprint(a.Lists["earlier_clauses"], a.Lists["earlier_players"], a.Lists["earlier_teams"], a.Lists["earlier_days"]); got != "[3 3 3 1 3] [2 2 3 2 1] [2 2 2 2 1] [1 2 2 2 2]" {
		t.Errorf("book lists = %s", got)
	}
	bs.Set(rs, book, book.Inputs.Index("clause"), "c")
	bs.Set(rs, book, book.Inputs.Index("player"), "2")
	bs.Set(rs, book, book.Inputs.Index("team"), "2")
	bs.ApplyFeed(rs, book, bf, a)
	if bs.Res == nil {
		t.Fatalf("book: no result; missing %v errors %v run %v", bs.Missing, bs.Errs, bs.RunErr)
	}
	if got := bs.Texts[book.Inputs.Index("day")]; got != "2" {
		t.Errorf("book day = %q, want 2 (filled while blank)", got)
	}
}

// TestReopenLink: a logged incident opens back in its calculator with its values and names
// the incident it re-rules.
func TestReopenLink(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	in := &eventlog.Incident{Event: "kup-1", Number: 4, Calculator: calc.ID, Values: engine.Values{{7}, {30}, {0}, {1}, {1}, {12}}}
	u, err := url.Parse(reopenLink(rs, in, msg.SR))
	if err != nil || !strings.HasSuffix(u.Path, paths.CalcPath(rs, calc)) {
		t.Fatalf("link %v (%v)", u, err)
	}
	q := map[string]string{}
	for k, v := range u.Query() {
		q[k] = v[0]
	}
	if ev, n := reopenRef(q["reopen"]); ev != "kup-1" || n != 4 {
		t.Errorf("reopen = %q → %q %d", q["reopen"], ev, n)
	}
	st := formstate.OpenFormState(rs, calc, msg.SR, nil, formstate.OpenOpts{Query: q})
	if st.Res == nil || fmt.Sprint(st.Vals) != fmt.Sprint(in.Values) {
		t.Errorf("reopened form holds %v (result %v), want %v", st.Vals, st.Res != nil, in.Values)
	}
	for _, bad := range []string{"", "kup", "kup.", "kup.0", ".3", "kup.x"} {
		if ev, n := reopenRef(bad); ev != "" || n != 0 {
			t.Errorf("reopenRef(%q) = %q %d, want nothing", bad, ev, n)
		}
	}
}

// TestFromLogPrefSheet: a Preferans sheet's rulings come from the game's logged rulings
// (pref.ruling), with their S-numbers; other games' rulings and revoked ones do not.
func TestFromLogPrefSheet(t *testing.T) {
	rs := rulesets.Get("pref-club")
	sheet := rs.Calculator("pref.sheet")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	ruling := func(n, game int, st eventlog.Status, hand int64, d ...int64) eventlog.Incident {
		return eventlog.Incident{Event: "klub", Number: n, Game: game, Time: minute(t, "2026-12-01T20:00"), Calculator: "pref.ruling", Status: st,
			Values: engine.Values{d, {hand}, nil, {0}}}
	}
	incs := []eventlog.Incident{
		ruling(1, 2, eventlog.Active, 3, -16, 0, 16),
		ruling(2, 1, eventlog.Active, 1, 4, 0, -4),
		ruling(3, 2, eventlog.Revoked, 4, 2, 2, -4),
		ruling(4, 2, eventlog.Active, 5, 0, 6, -6),
	}
	f := feedNamed(t, "pref.sheet", "rulings")
	st := formstate.BlankState(rs, sheet, msg.SR, nil, nil, ev)
	q := &eventlog.FeedQuery{RS: rs, Calc: sheet, Ev: ev, Incs: incs, Vals: st.Vals, Day: "2026-12-01", Params: ParamsFor(rs, ev)}
	if a := f.Answer(q); !a.NeedWho {
		t.Error("no game picked: the feed does not ask for one")
	}
	q.Who = 2
	a := f.Answer(q)
	if got := fmt.Sprint(a.Lists["rulings"], a.Lists["ruling_ids"], a.Lists["ruling_made"]); got != "[3 -16 0 16 5 0 6 -6] [1 4] []" {
		t.Errorf("game 2's rulings = %s", got)
	}
	st.ApplyFeed(rs, sheet, f, a)
	for _, ts := range st.Tables {
		if ts.T.ID == "rulings" && len(ts.Rows) != 2 {
			t.Errorf("the rulings table has %d rows, want 2", len(ts.Rows))
		}
	}
	if got := st.Texts[sheet.Inputs.Index("ruling_ids")]; got != "1\n4" {
		t.Errorf("ruling_ids = %q, want 1 and 4", got)
	}
}

// TestPrefRevokeRule: in pref-club a re-ruling supersedes the old ruling only when the judge
// who made it revokes it for an error (pref.revoke); elsewhere always.
func TestPrefRevokeRule(t *testing.T) {
	rs := rulesets.Get("pref-club")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	tools := newTools(&rulingTools{Lang: msg.SR, RS: rs, Calc: rs.Calculator("pref.ruling")})
	tools.reopened = &eventlog.Incident{Event: "klub", Number: 1, Status: eventlog.Active}
	for _, tt := range []struct {
		same, err, ok bool
	}{{false, false, false}, {true, false, false}, {false, true, false}, {true, true, true}} {
		tools.answerRevocation("same_judge", tt.same)
		tools.answerRevocation("for_error", tt.err)
		ok, why, applies := tools.revocation(ev)
		if ok != tt.ok || !applies || (!ok && why == "") || tools.supersedes(ev) != tt.ok {
			t.Errorf("same judge %v, for error %v: allowed %v (%q), want %v", tt.same, tt.err, ok, why, tt.ok)
		}
	}
	nsbk := rulesets.Get("nsbk")
	other := newTools(&rulingTools{Lang: msg.SR, RS: nsbk, Calc: nsbk.Calculator("nsbk.lateness")})
	other.reopened = &eventlog.Incident{Event: "kup", Number: 1}
	if ok, _, applies := other.revocation(&eventlog.Event{ID: "kup"}); !ok || applies {
		t.Error("nsbk: a re-ruling is refused or asks the Preferans rule")
	}
}

// feedNamed is calculator id's feed of field (or table) name.
func feedNamed(t *testing.T, id, name string) eventlog.Feed {
	t.Helper()
	for _, f := range eventlog.FeedsOf(calcNamed(id)) {
		if f.Field == name {
			return f
		}
	}
	t.Fatalf("no feed %s of %s", name, id)
	return eventlog.Feed{}
}

// calcNamed is the calculator id of any ruleset (nil: none).
func calcNamed(id string) *engine.Calculator {
	all, _ := paths.Screens()
	for _, sc := range all {
		if sc.Calc.ID == id {
			return sc.Calc
		}
	}
	return nil
}

// feedOf is the first feed of calculator id.
func feedOf(t *testing.T, id string) eventlog.Feed {
	t.Helper()
	if fs := eventlog.FeedsOf(calcNamed(id)); len(fs) > 0 {
		return fs[0]
	}
	t.Fatalf("no feed for %s", id)
	return eventlog.Feed{}
}

// TestZTCountByRemembered: a ZT form opens with the count_by the open event keeps (its club
// value zt.count_by, written when the director chose per team), says it came from the event,
// and the feed counts a teammate's breach by it; an event that keeps none opens at "as the
// club says". Both ZT calculators follow.
func TestZTCountByRemembered(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	zt := rs.Calculator("ocsb.zt")
	ev := eventlog.Event{ID: "liga", Name: "Liga", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Teams, Form: eventlog.FormIMPVP,
		Participants: []eventlog.Participant{{Number: 1}, {Number: 2}},
		Players:      []eventlog.Player{{ID: 1, Name: "A", Team: 1}, {ID: 2, Name: "B", Team: 2}, {ID: 3, Name: "C", Team: 2}}}
	i := zt.Inputs.Index("count_by")
	if st := formstate.BlankState(rs, zt, msg.SR, nil, nil, &ev); st.Texts[i] != "club" || st.Origin[i] != formstate.OriginClub {
		t.Errorf("an event keeping nothing: count_by %q from %q, want club from the club file", st.Texts[i], st.Origin[i])
	}
	team, changed := eventlog.Remember(ev, zt, "count_by", "team")
	if !changed {
		t.Fatal("per team not kept")
	}
	for _, id := range []string{"ocsb.zt", "ocsb.zt-log"} {
		c := rs.Calculator(id)
		st := formstate.BlankState(rs, c, msg.SR, nil, nil, &team)
		if k := c.Inputs.Index("count_by"); st.Texts[k] != "team" || st.Origin[k] != formstate.OriginEvent || st.EvName != "Liga" {
			t.Errorf("%s in an event keeping per team: count_by %q from %q (%q), want team from the event", id, st.Texts[k], st.Origin[k], st.EvName)
		}
	}
	// what the director typed (or a link holds) stays
	st := formstate.BlankState(rs, zt, msg.SR, nil, &formstate.FormDraft{V: formstate.DraftVersion, Texts: map[string]string{"count_by": "player"}}, &team)
	if st.Texts[i] != "player" {
		t.Errorf("a draft's per player became %q", st.Texts[i])
	}

	// player 3's breach of point c after teammate player 2's, the same day: counted per team
	st = formstate.BlankState(rs, zt, msg.HU, nil, nil, &team)
	st.Set(rs, zt, 0, "c")
	incs := []eventlog.Incident{{Event: "liga", Number: 1, Time: minute(t, "2026-12-01T10:00"), Calculator: zt.ID, Status: eventlog.Active,
		Player: 2, Team: 2, Values: engine.Values{{2}, {0}, {2}}}}
	f := feedOf(t, "ocsb.zt")
	q := &eventlog.FeedQuery{RS: rs, Calc: zt, Ev: &team, Incs: incs, Vals: st.Vals, Day: "2026-12-01", Params: ParamsFor(rs, &team), Who: 2}
	if who := eventlog.FeedWho(f, q); who != "team" {
		t.Fatalf("whose: %q, want team", who)
	}
	a := f.Answer(q)
	if a.Count != 1 {
		t.Fatalf("team 2: counted %v, want S1 (the teammate's)", a.Counted)
	}
	st.ApplyFeed(rs, zt, f, a)
	if vp, ok := outNum(st.Res, "offender", "vp"); !ok || vp != 2 {
		t.Errorf("the teammate's repeat: %v VP, want 2 (point c doubled)", vp)
	}
	if d := st.Res.Decisions; len(d) == 0 || d[len(d)-1] != "ocsb.dec.zt-unit-chosen-team" {
		t.Errorf("decisions %v, want the DECISION on counting per team last", d)
	}
}

// TestFromLogSheetHands: the sheet's hands and starting bula come from the game's latest
// logged sheet; the form then computes what the engine computes with them, and the rulings
// feed still fills the rulings.
func TestFromLogSheetHands(t *testing.T) {
	rs := rulesets.Get("pref-club")
	sheet := rs.Calculator("pref.sheet")
	ev := &eventlog.Event{ID: "klub", Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version, Kind: eventlog.Individuals, Form: eventlog.FormPref}
	vals := sheet.Inputs.Defaults()
	hands, start := sheet.Inputs.Index("hands"), sheet.Inputs.Index("start_bula")
	vals[start] = []int64{50}
	vals[sheet.Inputs.Index("rulings")] = []int64{}
	incs := []eventlog.Incident{{Event: "klub", Number: 4, Game: 3, Time: minute(t, "2026-12-01T15:09"), Calculator: sheet.ID, Status: eventlog.Active, Values: vals}}
	f := feedNamed(t, "pref.sheet", "hands")
	st := formstate.BlankState(rs, sheet, msg.SR, nil, nil, ev)
	q := &eventlog.FeedQuery{RS: rs, Calc: sheet, Ev: ev, Incs: incs, Vals: st.Vals, Day: "2026-12-01", Params: ParamsFor(rs, ev), Who: 3}
	a := f.Answer(q)
	if got := feedNote(msg.SR, f, a); got != "Preuzeto iz dnevnika: S4 (15:09)." {
		t.Errorf("note %q", got)
	}
	st.ApplyFeed(rs, sheet, f, a)
	if st.Res == nil {
		t.Fatalf("no result: missing %v, errors %v, run %v", st.Missing, st.Errs, st.RunErr)
	}
	if fmt.Sprint(st.Vals[hands], st.Vals[start]) != fmt.Sprint(vals[hands], vals[start]) {
		t.Errorf("hands %v start %v, want %v %v", st.Vals[hands], st.Vals[start], vals[hands], vals[start])
	}
	want, err := sheet.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(link.Outs(st.Res)) != fmt.Sprint(link.Outs(want)) {
		t.Errorf("result %v, want the engine's %v", link.Outs(st.Res), link.Outs(want))
	}
	q.Who = 1
	if got := feedNote(msg.SR, f, f.Answer(q)); !strings.Contains(got, "partiju") {
		t.Errorf("game 1 (none logged): note %q", got)
	}
}

// TestLogSession: "Log it" takes a session number from 1 to eventlog.MaxSession or none, and
// refuses anything else naming the field and its range; the incident carries it.
func TestLogSession(t *testing.T) {
	rs := rulesets.Get("nsbk")
	calc := rs.Calculator("nsbk.lateness")
	ev := &eventlog.Event{ID: "kup", Date: "2026-12-01", Ruleset: "nsbk", DataVersion: rs.Version, Kind: eventlog.Pairs, Form: eventlog.FormMP}
	for _, tt := range []struct {
		text string
		n    int
		bad  bool
	}{{"", 0, false}, {" 2 ", 2, false}, {"1000", 1000, false}, {"0", 0, true}, {"1001", 0, true}, {"x", 0, true}, {"-1", 0, true}} {
		d := LogDraft{Session: tt.text}
		n, bad := d.session(msg.SR)
		if n != tt.n || (bad != "") != tt.bad || (tt.bad && (!strings.Contains(bad, "Sesija") || !strings.Contains(bad, "1.000"))) {
			t.Errorf("session %q = %d %q, want %d (refused %v)", tt.text, n, bad, tt.n, tt.bad)
		}
		in, err := d.Incident(ev, rs, calc, calc.Inputs.Defaults(), nil, minute(t, "2026-12-01T15:00"))
		if err != nil || in.Session != tt.n {
			t.Errorf("session %q: incident session %d (%v), want %d", tt.text, in.Session, err, tt.n)
		}
	}
	// a feed's session is carried into "Log it", and a re-ruled case starts from its own
	tools := newTools(&rulingTools{})
	tools.pickWho(whoPick{Kind: "session", N: 2})
	if tools.draft.Session != "2" {
		t.Errorf("picked session 2: Log it has %q", tools.draft.Session)
	}
	tools.useReopened(&eventlog.Incident{Event: "kup", Number: 1, Session: 3})
	if tools.draft.Session != "3" {
		t.Errorf("reopened S1 of session 3: Log it has %q", tools.draft.Session)
	}
	// the form's session: blank or out of range is none
	c := &CalcForm{}
	c.f = c // the form's own, as when drawn
	for _, tt := range []struct {
		text string
		n    int
	}{{"4", 4}, {"", 0}, {"1001", 0}, {"2", 2}} {
		c.fed = map[string]eventlog.FeedAnswer{"prior": {}}
		c.setSession(tt.text)
		if c.session != tt.n {
			t.Errorf("form session %q = %d, want %d", tt.text, c.session, tt.n)
		}
	}
}

// TestFeedNote: the line under a feed says how it counted: the session, the day for want of a
// session (and which it took by the day), the latest sheet.
func TestFeedNote(t *testing.T) {
	f := feedOf(t, "nsbk.lateness")
	in := eventlog.Incident{Number: 2, Time: minute(t, "2026-12-01T14:05")}
	for _, tt := range []struct {
		a    eventlog.FeedAnswer
		want string
	}{
		{eventlog.FeedAnswer{Session: 2, Counted: []eventlog.Incident{in}}, "Izbrojano iz dnevnika, sesija 2: S2 (14:05)."},
		{eventlog.FeedAnswer{Counted: []eventlog.Incident{in}}, "Izbrojano iz dnevnika po danu (sesija nije uneta): S2 (14:05)."},
		{eventlog.FeedAnswer{Session: 2}, "U dnevniku nema ranijih takvih slučajeva u sesiji 2 (ni tog dana bez sesije): 0."},
		{eventlog.FeedAnswer{}, "U dnevniku nema ranijih takvih slučajeva tog dana (sesija nije uneta): 0."},
	} {
		if got := feedNote(msg.SR, f, tt.a); got != tt.want {
			t.Errorf("note %q, want %q", got, tt.want)
		}
	}
	if got := feedNote(msg.SR, feedOf(t, "ocsb.zt"), eventlog.FeedAnswer{Counted: []eventlog.Incident{in}}); got != "Izbrojano iz dnevnika: S2 (14:05)." {
		t.Errorf("ZT note %q", got)
	}
}
