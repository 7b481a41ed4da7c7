package pbn

import (
	"bytes"
	"encoding/csv"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// TestCSVSpreadsheet: the CSV a spreadsheet of the director's language opens and computes
// with: English ',' and a decimal point, Serbian and Hungarian ';' and a decimal comma; each
// out in a column of its own (side, label and unit in the header) holding a plain number with
// the out's decimals and an ASCII minus, unguarded; a text that begins like a formula guarded.
func TestCSVSpreadsheet(t *testing.T) {
	ev := &eventlog.Event{ID: "e", Name: "Liga", Date: "2026-12-01", Ruleset: "nsbk", Kind: eventlog.Pairs,
		Participants: []eventlog.Participant{{Number: 3, Name: "-Kovač"}}}
	yes := true
	outs := []eventlog.Out{
		{Role: "ns", Name: "mp", Num: -1.5, Unit: "mp", Prec: 2},
		{Role: "ns", Name: "pct", Num: 0.004, Unit: "%", Prec: 1},
		{Role: "ew", Name: "imp", Num: 1234, Unit: "imp"},
		{Role: "offender", Name: "verdict", Code: "-x"},
		{Role: "offender", Name: "warned", Bool: &yes},
	}
	incs := []eventlog.Incident{
		{Event: "e", Number: 1, Board: 3, Calculator: "nsbk.lateness", Status: eventlog.Active, Result: outs,
			Parties: []eventlog.PartyRef{{Role: "offender", Number: 3}}, Notes: "+1 trick"},
		{Event: "e", Number: 2, Board: 4, Calculator: "nsbk.lateness", Status: eventlog.Active,
			Result: []eventlog.Out{{Role: "ns", Name: "mp", Num: 2.25, Unit: "mp", Prec: 2}}},
	}
	tests := []struct {
		lang  msg.Lang
		comma rune
		point string
	}{{msg.EN, ',', "."}, {msg.SR, ';', ","}, {msg.HU, ';', ","}}
	for _, tc := range tests {
		data := CSV(ev, incs, ExportOptions{Lang: tc.lang})
		r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte(bom))))
		r.Comma = tc.comma
		rows, err := r.ReadAll()
		if err != nil || len(rows) != 3 {
			t.Fatalf("%s: %d rows, %v:\n%s", tc.lang, len(rows), err, data)
		}
		col := map[string]int{}
		for i, h := range rows[0] {
			col[h] = i
		}
		head := func(role, name, unit string) string {
			h := msg.PartyLabel(tc.lang, role) + ": " + outLabel(tc.lang, name)
			if unit != "" {
				h += " (" + msg.UnitLabel(tc.lang, unit, 5, 0) + ")"
			}
			return h
		}
		number := regexp.MustCompile(`^-?[0-9]+(` + regexp.QuoteMeta(tc.point) + `[0-9]+)?$`)
		cells := []struct {
			row  int
			head string
			want string
		}{
			{1, head("ns", "mp", "mp"), "-1" + tc.point + "50"},
			{1, head("ew", "imp", "imp"), "1234"},
			{1, head("ns", "pct", "%"), "0" + tc.point + "0"},
			{2, head("ns", "mp", "mp"), "2" + tc.point + "25"},
			{2, head("ew", "imp", "imp"), ""},
		}
		for _, c := range cells {
			i, ok := col[c.head]
			if !ok {
				t.Errorf("%s: no column %q in %q", tc.lang, c.head, rows[0])
				continue
			}
			got := rows[c.row][i]
			if got != c.want || got != "" && !number.MatchString(got) {
				t.Errorf("%s: row %d %q = %q, want %q", tc.lang, c.row, c.head, got, c.want)
			}
			if got != "" {
				x, err := strconv.ParseFloat(strings.Replace(got, tc.point, ".", 1), 64)
				if err != nil || math.IsNaN(x) {
					t.Errorf("%s: %q is not a number", tc.lang, got)
				}
			}
		}
		if i, ok := col[head("offender", "verdict", "")]; !ok || rows[1][i] != "'-x" {
			t.Errorf("%s: a coded value that begins like a formula: %q", tc.lang, rows[1])
		}
		if i, ok := col[head("offender", "warned", "")]; !ok || rows[1][i] != msg.T(tc.lang, "common.yes") {
			t.Errorf("%s: a yes/no out: %q", tc.lang, rows[1])
		}
		if i := col[msg.T(tc.lang, "pbn.csv.notes")]; rows[1][i] != "'+1 trick" {
			t.Errorf("%s: a note that begins like a formula: %q", tc.lang, rows[1][i])
		}
	}
}

// outLabel is an out's label as the CSV's header writes it for nsbk.lateness.
func outLabel(l msg.Lang, name string) string { return engine.OutLabel(l, "nsbk.lateness", name) }

// TestCSVPartiesOfOneRole: a Preferans sheet's three players are three parties of one role;
// each has its own columns and its own binding, numbered, never one player's figures under all.
func TestCSVPartiesOfOneRole(t *testing.T) {
	ev := &eventlog.Event{ID: "klub", Name: "Klub", Date: "2026-12-01", Ruleset: "pref-club", Kind: eventlog.Individuals, Form: eventlog.FormPref,
		Participants: []eventlog.Participant{{Number: 4, Name: "Ana"}, {Number: 5, Name: "Bela"}, {Number: 6, Name: "Cili"}}}
	var outs []eventlog.Out
	for _, n := range []float64{44, 52, 66} {
		outs = append(outs, eventlog.Out{Role: "player", Name: "bula", Num: n, Unit: "", Prec: 0}, eventlog.Out{Role: "player", Name: "score", Num: -n, Prec: 0})
	}
	in := eventlog.Incident{Event: "klub", Number: 1, Game: 3, Calculator: "pref.sheet", Status: eventlog.Active, Result: outs,
		Parties: []eventlog.PartyRef{{Role: "player", Number: 4}, {Role: eventlog.PartyKey("player", 2), Number: 5}, {Role: eventlog.PartyKey("player", 3), Number: 6}}}
	data := CSV(ev, []eventlog.Incident{in}, ExportOptions{Lang: msg.EN})
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte(bom)))).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("%d rows, %v:\n%s", len(rows), err, data)
	}
	cell := map[string]string{}
	for i, h := range rows[0] {
		cell[h] = rows[1][i]
	}
	player := msg.PartyLabel(msg.EN, "player")
	for i, want := range []string{"44", "52", "66"} {
		h := player + " " + strconv.Itoa(i+1) + ": " + engine.OutLabel(msg.EN, "pref.sheet", "bula")
		if cell[h] != want {
			t.Errorf("column %q = %q, want %s (columns %q)", h, cell[h], want, rows[0])
		}
	}
	parties := cell[msg.T(msg.EN, "pbn.csv.parties")]
	for i, name := range []string{"Ana", "Bela", "Cili"} {
		if want := player + " " + strconv.Itoa(i+1) + ": "; !strings.Contains(parties, want) || !strings.Contains(parties, name) {
			t.Errorf("parties %q: want %q and %s", parties, want, name)
		}
	}
	if strings.Contains(string(data), "player-2") {
		t.Errorf("a party key reaches the file: %s", data)
	}
}
