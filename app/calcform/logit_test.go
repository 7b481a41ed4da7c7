//go:build !wasm

package calcform

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestLogDraftFromForm: the case's round, table and board come from the form's own fields of
// those names, blank where it has none; what the director typed in "Log it" stays.
func TestLogDraftFromForm(t *testing.T) {
	vals := func(id string, set map[string]int64) engine.Values {
		c := calcNamed(id)
		v := make(engine.Values, len(c.Inputs))
		for name, x := range set {
			v[c.Inputs.Index(name)] = []int64{x}
		}
		return v
	}
	typed := LogDraft{Round: "4", Table: "9", Board: "17"}
	for _, tt := range []struct {
		calc  string
		vals  engine.Values
		typed map[string]bool
		d     LogDraft
		want  [3]string // round, table, board
	}{
		{"nsbk.score-entry", vals("nsbk.score-entry", map[string]int64{"board": 5}), nil, LogDraft{}, [3]string{"", "", "5"}},
		{"nsbk.score-entry", vals("nsbk.score-entry", map[string]int64{"board": 5}), nil, typed, [3]string{"", "", "5"}},
		{"nsbk.score-entry", vals("nsbk.score-entry", map[string]int64{"board": 5}), map[string]bool{"round": true, "board": true}, typed, [3]string{"4", "", "17"}},
		{"nsbk.score-entry", vals("nsbk.score-entry", nil), nil, typed, [3]string{"", "", ""}},
		{"nsbk.lateness", vals("nsbk.lateness", nil), nil, typed, [3]string{"", "", ""}},
		{"nsbk.lateness", vals("nsbk.lateness", nil), map[string]bool{"round": true, "table": true, "board": true}, typed, [3]string{"4", "9", "17"}},
		{"ocsb.correction", vals("ocsb.correction", map[string]int64{"round": 6}), nil, LogDraft{}, [3]string{"6", "", ""}},
		{"scoring.traveller", vals("scoring.traveller", map[string]int64{"board": 23}), map[string]bool{"table": true}, typed, [3]string{"", "9", "23"}},
		{"nsbk.score-entry", nil, nil, typed, [3]string{"", "", ""}},
	} {
		d := tt.d.FromForm(calcNamed(tt.calc), tt.vals, tt.typed)
		if got := [3]string{d.Round, d.Table, d.Board}; got != tt.want {
			t.Errorf("%s typed %v: FromForm(%+v) = %q, want %q", tt.calc, tt.typed, tt.d, got, tt.want)
		}
	}
}

// rosterEvent is an OCSB teams event: teams 1 and 2, players 1 (team 1), 2 and 3 (team 2),
// 4 (no team) and 5 (team 7, which the event does not list).
func rosterEvent() *eventlog.Event {
	return &eventlog.Event{ID: "kup", Ruleset: "ocsb-kmor-2018", Name: "Kup", Kind: eventlog.Teams,
		Participants: []eventlog.Participant{{Number: 1, Name: "Pécs"}, {Number: 2, Name: "Szeged"}},
		Players: []eventlog.Player{{ID: 1, Name: "Kovács Anna", Team: 1}, {ID: 2, Name: "Nagy Péter", Team: 2},
			{ID: 3, Name: "Tóth Éva", Team: 2}, {ID: 4, Name: "Kiss Ádám"}, {ID: 5, Name: "Szabó Ede", Team: 7}}}
}

// TestLogDraftWithPlayer: a player picked binds the team of their roster entry to the party of
// each team role; a player without a team the event lists leaves the parties as they were.
func TestLogDraftWithPlayer(t *testing.T) {
	ev := rosterEvent()
	for _, tt := range []struct {
		ev      *eventlog.Event
		keys    []string
		parties map[string]string
		player  string
		want    string // the parties as "key=n" in keys' order
	}{
		{ev, []string{"offender"}, nil, "3", "offender=2"},
		{ev, []string{"offender"}, map[string]string{"offender": "1"}, "2", "offender=2"},
		{ev, []string{"offender"}, map[string]string{"offender": "1"}, "4", "offender=1"},
		{ev, []string{"offender"}, nil, "5", "offender="},
		{ev, []string{"offender"}, map[string]string{"offender": "2"}, "", "offender=2"},
		{ev, []string{"offender", "player", "team"}, nil, " 1 ", "offender=1 player= team=1"},
		{ev, []string{"home", "visitor"}, nil, "2", "home= visitor="},
		{ev, []string{"offender", "offender-2"}, nil, "2", "offender=2 offender-2="},
		{nil, []string{"offender"}, nil, "2", "offender="},
	} {
		before := fmt.Sprint(tt.parties)
		d := LogDraft{Parties: tt.parties}.WithPlayer(tt.ev, tt.keys, tt.player)
		got := ""
		for i, k := range tt.keys {
			if i > 0 {
				got += " "
			}
			got += k + "=" + d.Parties[k]
		}
		if got != tt.want || d.Player != strings.TrimSpace(tt.player) {
			t.Errorf("WithPlayer(%q) over %v = %q (player %q), want %q", tt.player, tt.parties, got, d.Player, tt.want)
		}
		if tt.parties != nil && fmt.Sprint(tt.parties) != before {
			t.Errorf("WithPlayer(%q) changed the draft it was given: %v, was %s", tt.player, tt.parties, before)
		}
	}
}

// TestLogItStartsFromThisCase: once a case is saved, "Log it" closes and starts the next case
// blank (the session goes on); a player picked beside "From the log" binds their team; a
// re-ruled case keeps its own place over the form's.
func TestLogItStartsFromThisCase(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	calc := rs.Calculator("ocsb.zt")
	res, err := calc.Run(ParamsFor(rs, rosterEvent()), calc.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	tools := newTools(&rulingTools{Lang: msg.SR, RS: rs, Calc: calc, Res: res})
	tools.events, tools.evID, tools.open = []eventlog.Event{*rosterEvent()}, "kup", "log"
	tools.pickWho(whoPick{Kind: "session", N: 2})
	tools.pickWho(whoPick{Kind: "player", N: 3})
	if d := tools.caseDraft(); d.Player != "3" || d.Parties["offender"] != "2" {
		t.Errorf("player 3 picked beside the feed: Log it has player %q, team %q, want 3 and 2", d.Player, d.Parties["offender"])
	}
	tools.draft.Round, tools.draft.Table, tools.draft.Board, tools.draft.Notes = "2", "7", "9", "kasnio"
	tools.setTyped("round")
	tools.setTyped("board")
	if d := tools.caseDraft(); d.Round != "2" || d.Table != "" || d.Board != "9" {
		t.Errorf("typed round and board: Log it has %q/%q/%q, want 2, blank, 9", d.Round, d.Table, d.Board)
	}
	asking[&formCore{}] = &rememberState{field: "count_by", said: "Promenjeno"}
	tools.logged()
	if len(asking) != 0 {
		t.Errorf("after a save: %d questions beside the form stay, want none", len(asking))
	}
	d := tools.caseDraft()
	if tools.open != "" || d.Round != "" || d.Table != "" || d.Board != "" || d.Player != "" || len(d.Parties) != 0 || d.Notes != "" || d.Session != "2" {
		t.Errorf("after a save: open %q, draft %+v, want closed and blank but for session 2", tools.open, d)
	}
	// another calculator on the same screen: its own case
	tools.draft.Round, tools.draft.Player = "5", "2"
	tools.open, tools.saved = "log", "S1"
	tools.otherCalc()
	tools.Calc = rs.Calculator("ocsb.zt-log")
	tools.otherCalc()
	if d := tools.caseDraft(); tools.open != "" || tools.saved != "" || d.Round != "" || d.Player != "" || d.Session != "2" {
		t.Errorf("another calculator: open %q, saved %q, draft %+v, want closed and blank but for session 2", tools.open, tools.saved, d)
	}
	nsbk := rulesets.Get("nsbk")
	se := nsbk.Calculator("nsbk.score-entry")
	v := se.Inputs.Defaults()
	re := newTools(&rulingTools{RS: nsbk, Calc: se, Vals: v})
	if got := re.caseDraft().Board; got != "5" {
		t.Errorf("score entry of board 5: Log it's board %q, want 5", got)
	}
	re.useReopened(&eventlog.Incident{Event: "kup", Number: 4, Round: 3, Board: 8})
	if got := re.caseDraft(); got.Round != "3" || got.Board != "8" {
		t.Errorf("re-ruling S4 of round 3, board 8: Log it has round %q, board %q", got.Round, got.Board)
	}
}

// TestAskRemember: choosing per team on a ZT form asks before the event's own setting changes,
// naming it and both choices; nothing is asked where nothing would change, for a field the event
// does not keep, or while the event holds a conflict.
func TestAskRemember(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	zt := rs.Calculator("ocsb.zt")
	plain := rosterEvent()
	plain.DataVersion = rs.Version
	byTeam := *plain
	byTeam.Club = map[string]float64{"zt.count_by": 1}
	conflicted := *plain
	conflicted.Conflicts = []eventlog.Event{{ID: "kup", Name: "Kup B"}}
	for _, tt := range []struct {
		ev            *eventlog.Event
		field, code   string
		l             msg.Lang
		change        bool
		from, to, set string
	}{
		{plain, "count_by", "team", msg.SR, true, "po igraču", "po timu", "Ponavljanja se broje"},
		{plain, "count_by", "team", msg.HU, true, "játékosonként", "csapatonként", "Az ismétlés számolása"},
		{plain, "count_by", "player", msg.SR, false, "", "", ""},
		{plain, "count_by", "club", msg.SR, false, "", "", ""},
		{&byTeam, "count_by", "player", msg.SR, true, "po timu", "po igraču", "Ponavljanja se broje"},
		{&byTeam, "count_by", "team", msg.SR, false, "", "", ""},
		{&conflicted, "count_by", "team", msg.SR, false, "", "", ""},
		{plain, "clause", "b", msg.SR, false, "", "", ""},
		{nil, "count_by", "team", msg.SR, false, "", "", ""},
	} {
		a := AskRemember(tt.l, rs, zt, tt.ev, tt.field, tt.code)
		if a.Change != tt.change || a.From != tt.from || a.To != tt.to || a.Setting != tt.set || (a.Change && a.Event != "Kup") {
			t.Errorf("AskRemember(%s, %s=%s) = %+v, want change %v from %q to %q (%q)", tt.l, tt.field, tt.code, a, tt.change, tt.from, tt.to, tt.set)
		}
	}
}

// newTools is t with its state pointing at its props, as OnInit makes it.
func newTools(t *rulingTools) *rulingTools {
	t.OnInit()
	return t
}
