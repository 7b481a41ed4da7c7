package pbn

import (
	"bytes"
	"encoding/csv"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// exportLog is an nsbk pairs event with incidents of every kind an export meets: an active
// ruling on a board, one whose announced result differs, a revoked one, one without a board,
// a personal one, and one of another event.
func exportLog(t *testing.T) (*eventlog.Event, []eventlog.Incident) {
	t.Helper()
	rs := rulesets.Get("nsbk")
	run := func(calc string, set map[string][]int64) []eventlog.Out {
		c := rs.Calculator(calc)
		v, err := c.Inputs.With(set)
		if err != nil {
			t.Fatal(err)
		}
		res, err := c.Run(engine.NewParams(rs, nil), v)
		if err != nil {
			t.Fatalf("%s: %v", calc, err)
		}
		return eventlog.Summary(res)
	}
	ev := &eventlog.Event{ID: "nsbk-utorak", Name: `Utorak "B", Novi Sad`, Date: "2026-12-01", Ruleset: "nsbk",
		DataVersion: 1, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12, Boards: 16,
		Participants: []eventlog.Participant{{Number: 3, Name: "Šćepanović – Žižić"}, {Number: 7, Name: "=Kovač; Nađ"}},
		Players:      []eventlog.Player{{ID: 12, Name: "Đorđe Šćepanović", Team: 3}}}
	at := func(h, m int) eventlog.Minute { return eventlog.Minute(msg.Minutes(2026, 12, 1, h, m)) }
	late := run("nsbk.lateness", nil)
	entry := run("nsbk.score-entry", map[string][]int64{"board": {7}})
	announced := []eventlog.Out{{Role: "offender", Name: "pct", Num: 10, Unit: "%", Prec: 0}}
	incs := []eventlog.Incident{
		{Event: ev.ID, Number: 1, Time: at(19, 5), Round: 2, Table: 4, Board: 7, Calculator: "nsbk.score-entry",
			Parties: []eventlog.PartyRef{{Role: "ns", Number: 3}}, Result: entry, Status: eventlog.Active,
			Notes: "Entered 620 for 4S=;\nfound at the end of the round {by the scorer}"},
		{Event: ev.ID, Number: 2, Time: at(19, 40), Round: 3, Board: 11, Calculator: "nsbk.lateness",
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 7}}, Result: late, Announced: announced, Status: eventlog.Active},
		{Event: ev.ID, Number: 3, Time: at(20, 0), Board: 7, Calculator: "nsbk.lateness", Result: late,
			Status: eventlog.Revoked, Reason: "wrong pair"},
		{Event: ev.ID, Number: 4, Time: at(18, 55), Calculator: "nsbk.lateness",
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 3}}, Result: late, Status: eventlog.Active, Notes: "=SUM(A1)"},
		{Event: ev.ID, Number: 5, Time: at(21, 15), Board: 7, Player: 12, Team: 3, Calculator: "nsbk.lateness",
			Result: late, Status: eventlog.Active},
		{Event: "other", Number: 1, Time: at(19, 0), Board: 7, Calculator: "nsbk.lateness", Result: late, Status: eventlog.Active},
	}
	return ev, incs
}

func TestCSV(t *testing.T) {
	ev, incs := exportLog(t)
	data := CSV(ev, incs, ExportOptions{Lang: msg.EN, Director: "Petar Petrović", Lookup: rulesets.Get})
	if !bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		t.Fatalf("no byte order mark: %q", data[:10])
	}
	if !bytes.Contains(data, []byte("\r\n")) || bytes.Count(data, []byte("\n")) != bytes.Count(data, []byte("\r\n")) {
		// RFC 4180: CRLF, also the line break inside a quoted note
		t.Errorf("rows do not end in CRLF: %q", data)
	}
	rows, err := csv.NewReader(bytes.NewReader(data[3:])).ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not read back: %v", err)
	}
	// one column per out, the unit in the header; "" where a ruling has no such out
	outs := []string{"Result: Entry", "Result: Reason", "Result: Score", "Result: Entered (North-South)",
		"North-South: Penalty, % of top (%)", "North-South: Matchpoints (matchpoints)",
		"Offending side: Percentage (%)", "Offending side: Verdict", "Offending side: Minutes (min)",
		"Offending side: Minutes penalised (min)", "Offending side: Penalty, % of top (%)",
		"Offending side: Matchpoints (matchpoints)", "Offending side: IMPs (IMP)"}
	header := append(append([]string{"Incident", "Time", "Round", "Table", "Board", "Pairs or teams", "Rule", "Calculator",
		"Adjusted score or penalty"}, outs...), "Director", "Notes")
	if !reflect.DeepEqual(rows[0], header) {
		t.Errorf("header = %q, want %q", rows[0], header)
	}
	late := []string{"", "", "", "", "", "", "", "penalty", "4", "3", "30", "3.60", "3"}
	row := func(fixed []string, outs []string, tail ...string) []string {
		return append(append(append([]string{}, fixed...), outs...), tail...)
	}
	want := [][]string{
		row([]string{"S1", "2026-12-01 19:05", "2", "4", "7", "North-South: 3 Šćepanović – Žižić", "nsbk.score-entry", "nsbk.score-entry", ""},
			[]string{"correct", "matches the result", "620", "620", "0", "0.00", "", "", "", "", "", "", ""},
			"Petar Petrović", "Entered 620 for 4S=;\nfound at the end of the round {by the scorer}"),
		row([]string{"S2", "2026-12-01 19:40", "3", "", "11", "Offending side: 7 =Kovač; Nađ", "nsbk.lateness", "nsbk.lateness", ""},
			[]string{"", "", "", "", "", "", "10", "", "", "", "", "", ""}, "Petar Petrović", ""),
		row([]string{"S4", "2026-12-01 18:55", "", "", "", "Offending side: 3 Šćepanović – Žižić", "nsbk.lateness", "nsbk.lateness", ""},
			late, "Petar Petrović", "'=SUM(A1)"),
		row([]string{"S5", "2026-12-01 21:15", "", "", "7", "Player: Đorđe Šćepanović (3 Šćepanović – Žižić)", "nsbk.lateness", "nsbk.lateness", ""},
			late, "Petar Petrović", ""),
	}
	if len(rows) != 1+len(want) {
		t.Fatalf("%d rows, want %d: %q", len(rows)-1, len(want), rows)
	}
	for i, w := range want {
		got := rows[i+1]
		w[8] = got[8] // the result column is checked below
		if !reflect.DeepEqual(got, w) {
			t.Errorf("row %d = %q\nwant %q", i+1, got, w)
		}
	}
	// the result in force, with units: S2's announced 10 %, not its computed result
	if got := rows[2][8]; got != "Offending side: "+engine.OutLabel(msg.EN, "nsbk.lateness", "pct")+" 10\u00a0%" {
		t.Errorf("S2 result = %q", got)
	}
	if got := rows[1][8]; !strings.Contains(got, "North-South: ") || !strings.Contains(got, "matchpoints") {
		t.Errorf("S1 result = %q, want North-South's penalty with its unit", got)
	}
	sr := CSV(ev, incs, ExportOptions{Lang: msg.SR, Lookup: rulesets.Get})
	if !bytes.Contains(sr, []byte("Slučaj;Vreme;Kolo;Sto;Bord;Parovi ili timovi;Pravilo;Kalkulator;Prilagođeni rezultat ili kazna;")) ||
		!bytes.Contains(sr, []byte(";Sudija;Napomene\r\n")) {
		t.Errorf("Serbian header: %q", sr[:200])
	}
}

// TestWriteReadBack: the PBN export re-imports to the same boards and rulings.
func TestWriteReadBack(t *testing.T) {
	ev, incs := exportLog(t)
	src := mustParse(t, "session16.pbn", "")
	o := ExportOptions{Director: "Petar {P.} Petrović", Lookup: rulesets.Get}
	data := Write(ev, incs, src, o)
	f, err := Parse(data)
	if err != nil {
		t.Fatalf("the export does not parse: %v\n%s", err, data)
	}
	var boards []int
	for _, g := range f.Games {
		boards = append(boards, g.Board)
		orig := src.Board(g.Board)
		if g.Deal == nil || *g.Deal != *orig.Deal || g.Dealer != orig.Dealer || g.Vul != orig.Vul {
			t.Errorf("board %d: deal, dealer or vulnerability not the source's", g.Board)
		}
		if g.Event != ev.Name || g.Date != "2026.12.01" {
			t.Errorf("board %d: event %q date %q", g.Board, g.Event, g.Date)
		}
	}
	if !reflect.DeepEqual(boards, []int{7, 7, 11}) { // a game per ruling: S1 and S5 on board 7, S2 on 11
		t.Errorf("boards = %v, want [7 7 11]", boards)
	}
	got, err := ReadRulings(f)
	if err != nil {
		t.Fatal(err)
	}
	var want []Ruling
	for _, r := range Rulings(ev, incs, o) {
		if r.Board > 0 {
			r.Director = "Petar (P.) Petrović"
			r.Notes = free(r.Notes)
			want = append(want, r)
		}
	}
	// board order: 7 (S1, S5), then 11 (S2)
	want = []Ruling{want[0], want[2], want[1]}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back:\n%+v\nwant\n%+v", got, want)
	}
	if want[0].Notes != "Entered 620 for 4S=; / found at the end of the round (by the scorer)" || len(want[0].Outs) == 0 {
		t.Errorf("notes = %q, outs %v", want[0].Notes, want[0].Outs)
	}

	// without a source file: the board number's dealer and vulnerability, no deal
	f2, err := Parse(Write(ev, incs, nil, o))
	if err != nil {
		t.Fatal(err)
	}
	if g := f2.Games[0]; g.Deal != nil || g.Dealer != 2 || g.Vul != 3 {
		t.Errorf("board 7 without a source: deal %v dealer %v vul %v", g.Deal, g.Dealer, g.Vul)
	}
}

func TestReadRulingsRefuses(t *testing.T) {
	for _, c := range []string{
		"Arbiter ruling X1",
		"Arbiter ruling S1\nTime: yesterday",
		"Arbiter ruling S1\nParties: offender",
		"Arbiter ruling S1\nAdjusted: ns.pct",
		"Arbiter ruling S1\nAdjusted: nspct 3",
		"Arbiter ruling S1\nAdjusted: ns.pct 3x %",
		"Arbiter ruling S1\nPlayer: 12 3",
		"Arbiter ruling S1\nColour: red",
	} {
		f := &File{Games: []Game{{Line: 5, Board: 1, Comments: []string{c}}}}
		if _, err := ReadRulings(f); lineOf(err) != 5 {
			t.Errorf("ReadRulings(%q) = %v, want an error at line 5", c, err)
		}
	}
	f := &File{Games: []Game{{Board: 1, Comments: []string{"a note of the dealer", "Arbiter ruling S2\nAdjusted: ns.class \"significant\"; ns.fixed no"}}}}
	r, err := ReadRulings(f)
	if err != nil || len(r) != 1 || r[0].Outs[0].Code != "significant" || *r[0].Outs[1].Bool {
		t.Errorf("ReadRulings = %+v, %v", r, err)
	}
}
