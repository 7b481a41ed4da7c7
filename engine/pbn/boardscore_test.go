package pbn

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestBoardScoreDeclared: every calculator of every regulation either declares what its result
// is for a board's score (BoardScore: a known kind, outs its result has, fields it has) or
// says why its result is no board's score (NoBoardScore), never both.
func TestBoardScoreDeclared(t *testing.T) {
	kinds := []string{engine.BoardNotPlayed, engine.BoardArtificial, engine.BoardAssigned, engine.BoardWeighted, engine.BoardPenalty}
	declared, none := 0, 0
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, c := range rs.Calculators {
			d := c.BoardScore
			switch {
			case d == nil && strings.TrimSpace(c.NoBoardScore) == "":
				t.Errorf("%s declares no BoardScore and says no NoBoardScore (why its result is no board's score)", c.ID)
				continue
			case d != nil && c.NoBoardScore != "":
				t.Errorf("%s declares a BoardScore and a NoBoardScore (%s)", c.ID, c.NoBoardScore)
				continue
			case d == nil:
				none++
				continue
			}
			declared++
			if !slices.Contains(kinds, d.Kind) {
				t.Errorf("%s: BoardScore.Kind %q, want one of %v", c.ID, d.Kind, kinds)
			}
			for _, f := range []string{d.Score, d.Scores, d.Weights} {
				if f != "" && c.Inputs.Index(f) < 0 {
					t.Errorf("%s: BoardScore names the field %q, which it does not have", c.ID, f)
				}
			}
			// every declared out is a number of the result, for some value of its form
			found := map[string]bool{}
			for _, v := range formValues(c) {
				res, err := c.Run(engine.NewParams(rs, nil), v)
				if err != nil {
					continue
				}
				for _, o := range eventlog.Summary(res) {
					if o.IsNum() && o.Code == "" && o.Bool == nil {
						found[o.Role+"."+o.Name] = true
					}
				}
			}
			for _, name := range d.Outs {
				if !found[name] {
					t.Errorf("%s: BoardScore names the out %q, which no result of its has as a number", c.ID, name)
				}
			}
		}
	}
	if declared < 10 || none < 10 {
		t.Errorf("%d calculators declare a board score, %d say why not", declared, none)
	}
}

// formValues are c's defaults with each option of its "form" field (one set without one).
func formValues(c *engine.Calculator) []engine.Values {
	i := c.Inputs.Index("form")
	if i < 0 {
		return []engine.Values{c.Inputs.Defaults()}
	}
	var out []engine.Values
	for k := range c.Inputs[i].Options {
		v := c.Inputs.Defaults()
		v[i] = []int64{int64(k)}
		out = append(out, v)
	}
	return out
}

// TestBoardResultRoundTrip: a ruling of every kind the log can hold — not played, artificial,
// assigned, weighted, and penalties in matchpoints, IMPs and VPs — goes out in the PBN export
// with the session file's deal of its board and with its board's score where a scoring program reads it (the Score tag, the ScoreTable row
// marked "^") and comes back the same: every ruling, its board and its board result, with 0
// differences; each value read back is the ruling's out (a penalty as the minus the side
// loses); and the session check finds nothing to report in the export.
func TestBoardResultRoundTrip(t *testing.T) {
	src := mustParse(t, "session16.pbn", "")
	o := ExportOptions{Director: "Petar Petrović", Lookup: rulesets.Get}
	kinds := map[string]bool{}
	units := map[string]bool{}
	for _, lg := range boardScoreLogs(t) {
		ev, incs := lg.ev, lg.incs
		data := Write(ev, incs, src, o)
		if bad := checkExport(data); len(bad) > 0 {
			t.Fatalf("%s: the export breaks the export rules:\n%s", ev.Ruleset, strings.Join(bad, "\n"))
		}
		f, err := Parse(data)
		if err != nil || len(f.Problems) > 0 {
			t.Fatalf("%s: the export does not read back: %v %+v", ev.Ruleset, err, f.Problems)
		}
		got, err := ReadRulings(f)
		if err != nil {
			t.Fatal(err)
		}
		want := Rulings(ev, incs, o)
		slices.SortStableFunc(want, func(a, b Ruling) int { return a.Board - b.Board })
		if len(got) != len(want) {
			t.Fatalf("%s: read back %d rulings, want %d", ev.Ruleset, len(got), len(want))
		}
		rs := rulesets.Get(ev.Ruleset)
		for i := range want {
			w, g := want[i], got[i]
			if w.Score == nil {
				t.Errorf("%s (%s): no board result to write", w.Label, w.Calculator)
				continue
			}
			kinds[w.Score.Kind] = true
			if !reflect.DeepEqual(g, w) {
				t.Errorf("%s (%s) read back:\n%+v\nwant\n%+v", w.Label, w.Calculator, g, w)
				continue
			}
			// apart from the writer's own reading: each declared out's value is in the row
			in := incs[slices.IndexFunc(incs, func(in eventlog.Incident) bool { return in.Label() == w.Label })]
			for _, name := range rs.Calculator(in.Calculator).BoardScore.Outs {
				role, out, _ := strings.Cut(name, ".")
				for _, x := range in.Effective() {
					if x.Role != role || x.Name != out {
						continue
					}
					if w.Score.Kind == engine.BoardPenalty {
						units["penalty "+x.Unit] = true
					}
					if v := sideValue(g.Score, role, x.Unit); v == nil || !near(v.Num, x.Num, x.Prec) {
						t.Errorf("%s: %s = %v read back, want %v", w.Label, name, v, x.Num)
					}
				}
			}
		}
		for i := range f.Games {
			g := &f.Games[i]
			// the session file's board: its deal, dealer and vulnerability
			if orig := src.Board(g.Board); orig == nil || g.Deal == nil || *g.Deal != *orig.Deal || g.Dealer != orig.Dealer || g.Vul != orig.Vul {
				t.Errorf("%s: board %d: deal, dealer or vulnerability not the session file's", ev.Ruleset, g.Board)
			}
			switch v, _ := g.Tag("ArbiterScore"); v {
			case engine.BoardAssigned:
				if s, _ := g.Tag("Score"); s != "NS 420" {
					t.Errorf("assigned: Score %q, want %q", s, "NS 420")
				}
			case engine.BoardWeighted:
				if s, _ := g.Tag("ArbiterWeights"); s != "0.600 620; 0.400 170" {
					t.Errorf("weighted: ArbiterWeights %q", s)
				}
			}
		}
		// a scoring program's reading: every row of the export is artificial, none a false alarm
		for _, p := range f.Results() {
			if !p.Artificial() && !p.Unplayed() {
				t.Errorf("board %d line %d: a ruling's row read as a played result", p.Board, p.Line)
			}
		}
		if issues := Check(f, OptionsFor(ev, rulesets.Get)); len(issues) > 0 {
			t.Errorf("%s: the session check reports %d issues in the export: %+v", ev.Ruleset, len(issues), issues)
		}
	}
	for _, k := range []string{engine.BoardNotPlayed, engine.BoardArtificial, engine.BoardAssigned, engine.BoardWeighted, engine.BoardPenalty} {
		if !kinds[k] {
			t.Errorf("no ruling of kind %s in the round trip", k)
		}
	}
	for _, u := range []string{"penalty mp", "penalty imp", "penalty vp"} {
		if !units[u] {
			t.Errorf("no %s in the round trip", u)
		}
	}
}

func sideValue(b *BoardResult, role, unit string) *Value {
	for _, s := range b.Sides {
		if s.Role != role {
			continue
		}
		for i := range s.Values {
			if s.Values[i].Unit == unit {
				return &s.Values[i]
			}
		}
	}
	return nil
}

func near(a, b float64, prec int) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	lim := 0.5
	for range prec {
		lim /= 10
	}
	return d <= lim
}

type scoreLog struct {
	ev   *eventlog.Event
	incs []eventlog.Incident
}

// boardScoreLogs are events with a ruling of every kind, each computed by its calculator:
// nsbk's (not played, penalties in MP and IMP, the score-entry penalty of North-South), the
// Law 12 adjusted scores (artificial in MP and in IMPs, assigned, weighted), VSZ's revealed
// board (a side by role: each) and not-played time, and the OCSB's Zero Tolerance fine in VP
// and slow play in IMPs and VP.
func boardScoreLogs(t *testing.T) []scoreLog {
	t.Helper()
	type c struct {
		calc    string
		board   int
		set     map[string][]int64
		parties []eventlog.PartyRef
	}
	off := []eventlog.PartyRef{{Role: "offender", Number: 7}, {Role: "non-offender", Number: 3}}
	dir := []eventlog.PartyRef{{Role: "ns", Number: 3}, {Role: "ew", Number: 7}}
	byRuleset := []struct {
		rs    string
		cases []c
	}{
		{"nsbk", []c{
			{"nsbk.unplayed", 1, nil, off},
			{"nsbk.lateness", 2, map[string][]int64{"minutes": {12}}, off[:1]},
			{"nsbk.psych", 3, nil, off[:1]},
			{"law12.artificial", 4, nil, dir},
			{"law12.artificial", 5, map[string][]int64{"form": {1}}, dir},
			{"law12.assigned", 6, map[string][]int64{"assigned": {420}}, dir},
			{"law12.weighted", 7, map[string][]int64{"scores": {620, 170}, "weights": {600, 400}}, dir},
			{"nsbk.score-entry", 8, map[string][]int64{"board": {8}}, dir[:1]},
		}},
		{rulesets.Get("mbsz-vsz-2017").ID, []c{
			{"vsz.revealed-board", 9, nil, nil},
			{"vsz.unplayed-time", 10, nil, off},
		}},
		{rulesets.Get("ocsb-kmor-2018").ID, []c{
			{"ocsb.zt", 11, nil, off[:1]},
			{"ocsb.slow-play", 12, nil, off},
		}},
	}
	var out []scoreLog
	for _, g := range byRuleset {
		rs := rulesets.Get(g.rs)
		ev := &eventlog.Event{ID: "e-" + g.rs, Name: "Kup Vojvodine", Date: "2026-12-01", Ruleset: g.rs, DataVersion: 1,
			Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12, Boards: 16,
			Participants: []eventlog.Participant{{Number: 3, Name: "Šćepanović – Žižić"}, {Number: 7, Name: "Kovács – Nagy"}}}
		var incs []eventlog.Incident
		for i, k := range g.cases {
			calc := rs.Calculator(k.calc)
			if calc == nil {
				t.Fatalf("%s has no %s", g.rs, k.calc)
			}
			v, err := calc.Inputs.With(k.set)
			if err != nil {
				t.Fatalf("%s: %v", k.calc, err)
			}
			res, err := calc.Run(engine.NewParams(rs, nil), v)
			if err != nil {
				t.Fatalf("%s: %v", k.calc, err)
			}
			incs = append(incs, eventlog.Incident{Event: ev.ID, Number: i + 1, Time: eventlog.Minute(msg.Minutes(2026, 12, 1, 19, i)),
				Board: k.board, Calculator: k.calc, Parties: k.parties, Values: v, Result: eventlog.Summary(res), Status: eventlog.Active})
		}
		out = append(out, scoreLog{ev, incs})
	}
	return out
}
