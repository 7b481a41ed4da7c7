package eventlog_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	golden "arbiter/engine/eventlog/testdata"
	"arbiter/engine/input"
)

var updateGolden = flag.Bool("update-golden", false,
	"write the next golden log, testdata/golden-log-v<N>.json, with an incident for every calculator no golden log covers yet (never rewrites a file)")

// TestGoldenLog imports every golden log into the memory store and reads it back unchanged,
// checks that every logged incident still means and computes what it did, and that the golden
// logs cover every calculator of every ruleset. The app's IndexedDB store runs the same check
// in the browser (app/internal/idb/idb_wasm_test.go).
func TestGoldenLog(t *testing.T) {
	if *updateGolden && writeGolden(t) {
		t.Log("the pins are compiled into this test: run it again without -update-golden to check the new file")
		return
	}
	files, err := golden.Files(os.DirFS("testdata"))
	if err != nil {
		t.Error(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden log in testdata: go test ./engine/eventlog -run TestGoldenLog -update-golden writes it")
	}
	for _, f := range files {
		t.Run(f.Name, func(t *testing.T) {
			golden.Check(t, eventlog.NewMem(golden.Lookup), f)
		})
	}
	golden.Coverage(t, files)
}

// The events of the golden logs: one per ruleset, with the pairs, teams or players their
// incidents name.
var goldenEvents = []eventlog.Event{
	{ID: "nsbk-2026-kup-ns", Name: "Kup Novog Sada 2026, parovi", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Club: map[string]float64{"lateness.pct_per_minute": 5}, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 24, Boards: 26,
		Participants: []eventlog.Participant{{Number: 1, Name: "Petrović – Jovanović"}, {Number: 2, Name: "Nikolić – Ilić"},
			{Number: 3, Name: "Marković – Đorđević"}, {Number: 4, Name: "Stojanović – Pavlović"}, {Number: 5, Name: "Popović – Živković"},
			{Number: 6, Name: "Kovačević – Savić"}, {Number: 7, Name: "Todorović – Mitrović"}, {Number: 8, Name: "Lazić – Ristić"},
			{Number: 9, Name: "Kostić – Milošević"}, {Number: 10, Name: "Stanković – Radović"}, {Number: 11, Name: "Tomić – Lukić"},
			{Number: 12, Name: "Obradović – Vasić"}, {Number: 13, Name: "Simić – Bošković"}},
		Players: []eventlog.Player{{ID: 1, Name: "Milan Petrović", Team: 1}, {ID: 2, Name: "Ana Jovanović", Team: 1},
			{ID: 13, Name: "Dragan Todorović", Team: 7}, {ID: 14, Name: "Vesna Mitrović", Team: 7}}},
	{ID: "vsz-2026-csb-3", Name: "Csapatbajnokság 2026, 3. forduló", Date: "2026-05-08", Ruleset: "mbsz-vsz-2017", DataVersion: 1,
		Kind: eventlog.Teams, Form: eventlog.FormIMPVP, Boards: 24,
		Participants: []eventlog.Participant{{Number: 1, Name: "Budapest Kupa"}, {Number: 2, Name: "Debreceni Egyetem"},
			{Number: 3, Name: "Szegedi Bridzs"}, {Number: 4, Name: "Pécsi Ász"}, {Number: 5, Name: "Győri Kör"}, {Number: 6, Name: "Miskolci Treff"}},
		Players: []eventlog.Player{{ID: 1, Name: "Szabó Gábor", Team: 1}, {ID: 2, Name: "Horváth Judit", Team: 1},
			{ID: 7, Name: "Varga Zoltán", Team: 2}, {ID: 8, Name: "Kiss Katalin", Team: 2}, {ID: 13, Name: "Molnár László", Team: 3}}},
	{ID: "ocsb-2026-ib-5", Name: "OCSB 2026/27 I/B osztály, 5. forduló", Date: "2026-10-17", Ruleset: "ocsb-kmor-2018", DataVersion: 1,
		Club: map[string]float64{"zt.c": 1.5}, Kind: eventlog.Teams, Form: eventlog.FormIMPVP, Boards: 32,
		Participants: []eventlog.Participant{{Number: 1, Name: "Pécs"}, {Number: 2, Name: "Szeged"}, {Number: 3, Name: "Győr"},
			{Number: 4, Name: "Kecskemét"}, {Number: 5, Name: "Eger"}, {Number: 6, Name: "Sopron"}, {Number: 7, Name: "Vác"}, {Number: 8, Name: "Zalaegerszeg"}},
		Players: []eventlog.Player{{ID: 3, Name: "Kovács Anna", Team: 2}, {ID: 9, Name: "Nagy Péter", Team: 3},
			{ID: 14, Name: "Tóth Éva", Team: 5}, {ID: 22, Name: "Balogh Ádám", Team: 7}}},
	{ID: "pref-club-2026", Name: "Preferans klub Beograd, sudijski dnevnik 2026", Date: "2026-01-03", Ruleset: "pref-club", DataVersion: 1,
		Kind: eventlog.Individuals, Form: eventlog.FormPref,
		Players: []eventlog.Player{{ID: 1, Name: "Marko Đurić"}, {ID: 2, Name: "Jelena Spasić"}, {ID: 3, Name: "Zoran Perić"},
			{ID: 4, Name: "Ivana Božić"}, {ID: 5, Name: "Nenad Vuković"}, {ID: 6, Name: "Sanja Ćirić"}}},
	{ID: "klub-utorak-2026-03", Name: "Klupski turnir utorkom, mart 2026", Date: "2026-03-17", Ruleset: "scoring", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 10, Boards: 24,
		Participants: []eventlog.Participant{{Number: 1, Name: "Ilić – Ćosić"}, {Number: 2, Name: "Janković – Rakić"},
			{Number: 3, Name: "Vidić – Zorić"}, {Number: 4, Name: "Mladenović – Babić"}, {Number: 5, Name: "Filipović – Kojić"}, {Number: 6, Name: "Nedić – Jakšić"}}},
}

// goldenCase is one incident of a golden log: a ruling the director could have logged.
type goldenCase struct {
	event, calc string
	time        string // the wall-clock minute logged, "2006-01-02T15:04"
	round       int
	table       int
	board       int
	game        int
	parties     []eventlog.PartyRef
	player      int
	team        int
	values      map[string]string  // field → the text the director typed; the other fields keep their default
	vals        engine.Values      // or the values themselves (a case made from a calculator's worked example)
	announced   map[string]float64 // "role.name" → the value the director announced instead
	notes       string
	revoked     string // the reason it was revoked …
	revokedAt   string // … and when
}

func pr(role string, n int) eventlog.PartyRef { return eventlog.PartyRef{Role: role, Number: n} }

func offNon(off, non int) []eventlog.PartyRef {
	return []eventlog.PartyRef{pr("offender", off), pr("non-offender", non)}
}

func nsEW(ns, ew int) []eventlog.PartyRef { return []eventlog.PartyRef{pr("ns", ns), pr("ew", ew)} }

func homeVis(h, v int) []eventlog.PartyRef {
	return []eventlog.PartyRef{pr("home", h), pr("visitor", v)}
}

const (
	nsbkEv  = "nsbk-2026-kup-ns"
	vszEv   = "vsz-2026-csb-3"
	ocsbEv  = "ocsb-2026-ib-5"
	prefEv  = "pref-club-2026"
	scoreEv = "klub-utorak-2026-03"
)

// goldenSpec is every golden incident ever written, append only: -update-golden writes the
// cases whose calculator no golden log covers yet into the next file.
var goldenSpec = []goldenCase{
	// ---- nsbk: Kup Novog Sada, 13 tables, top 24; the club counts 5% of top per minute late
	{event: nsbkEv, calc: "nsbk.lateness", time: "2026-04-11T18:09", round: 1, table: 7, parties: []eventlog.PartyRef{pr("offender", 7)},
		values: map[string]string{"minutes": "7", "seconds": "40", "prior": "1", "top": "24"},
		notes:  "Par 7 seo za sto u 18:07:40; početak u 18:00. Upozoreni za kašnjenje na prošlom turniru."},
	{event: nsbkEv, calc: "nsbk.unplayed", time: "2026-04-11T19:02", round: 3, table: 5, board: 14, parties: offNon(4, 9),
		values: map[string]string{"own_fault_boards": "3", "excused_first_round": "1", "non_offender_pct": "56.40", "offender_pct": "38.50", "top": "24"}},
	{event: nsbkEv, calc: "nsbk.score-entry", time: "2026-04-11T20:15", round: 6, table: 3, board: 17, parties: nsEW(2, 11),
		values: map[string]string{"board": "17", "entry": "4H W +1", "side": "ns", "entered": "450", "top": "24"},
		notes:  "NS upisali +450 umesto -450."},
	{event: nsbkEv, calc: "nsbk.fouled-board", time: "2026-04-11T20:40", round: 7, table: 9, board: 21, parties: offNon(12, 5),
		values: map[string]string{"adjusted_tables": "3", "at_fault": "ew", "unplayed_boards": "1", "earlier_own_fault": "1", "td_pct_top": "25", "top": "24"}},
	{event: nsbkEv, calc: "nsbk.unsportsmanlike", time: "2026-04-11T21:05", round: 8, table: 2, parties: offNon(10, 3),
		values:  map[string]string{"offence": "2", "damage": "yes", "top": "24"},
		revoked: "Prijava povučena: svedoci potvrdili da je reč o nesporazumu.", revokedAt: "2026-04-11T22:40"},
	{event: nsbkEv, calc: "nsbk.offending-td", time: "2026-04-11T21:20", round: 9, table: 6, parties: []eventlog.PartyRef{pr("offender", 6)},
		values: map[string]string{"jury": "upheld", "top": "24"}},
	{event: nsbkEv, calc: "nsbk.psych", time: "2026-04-11T21:48", round: 10, table: 4, board: 8, parties: offNon(8, 1),
		values: map[string]string{"hand": "S86 HQ9864 DJ82 C973", "call": "natural", "level": "1", "seat": "2", "top": "24"},
		notes:  "Otvaranje 1♥ u drugoj ruci sa 5 poena."},
	{event: nsbkEv, calc: "nsbk.brown-sticker", time: "2026-04-11T17:40",
		values: map[string]string{"level": "2", "multi": "yes"}, notes: "Provera konvencijske karte para 13 pre početka."},
	{event: nsbkEv, calc: "law12.artificial", time: "2026-04-11T19:35", round: 4, table: 11, board: 12, parties: nsEW(13, 2),
		values: map[string]string{"fault": "ew", "top": "24", "ns_session_pct": "63.50", "ew_session_pct": "44.20"}},
	{event: nsbkEv, calc: "law12.assigned", time: "2026-04-11T20:05", round: 5, table: 8, board: 15, parties: nsEW(1, 9),
		values: map[string]string{"assigned": "-100", "field": "-100, 140, 110, -50, 140, 170, -100, 110, 140, 110, -200, 140", "other_table": "140"}},
	{event: nsbkEv, calc: "law12.weighted", time: "2026-04-11T22:10", round: 12, table: 1, board: 25, parties: nsEW(3, 13),
		values: map[string]string{"scores": "620, -100, 170", "weights": "0.5; 0.3; 0.2", "field": "620, 650, 170, 620, 140, -100, 620, 650, 620, 170, -100, 620", "other_table": "620"}},

	// ---- mbsz-vsz-2017: a teams championship round, 24 boards a match
	{event: vszEv, calc: "vsz.cross-imp", time: "2026-05-08T16:30", board: 7,
		values: map[string]string{"scores": "650, 620, 620, 170, -100, 650"}},
	{event: vszEv, calc: "vsz.butler", time: "2026-05-08T16:35", board: 9,
		values: map[string]string{"scores": "-1100, 500, 420, 420, -200, 450, 420", "discard": "1"}},
	{event: vszEv, calc: "vsz.matchpoints", time: "2026-05-08T16:40", board: 11,
		values: map[string]string{"scores": "140, 110, 140, -100, 170, 140, 110, -50", "expected": "9"}},
	{event: vszEv, calc: "vsz.imp-vp", time: "2026-05-08T18:20", round: 1, parties: homeVis(1, 4),
		values: map[string]string{"boards": "24", "home_imp": "52", "visitor_imp": "31.50", "visitor_fine": "3"}},
	{event: vszEv, calc: "vsz.bam", time: "2026-05-08T18:25", round: 1, parties: homeVis(2, 5),
		values: map[string]string{"diffs": "10, 0, -620, 50, 30, -10, 0, 420"}},
	{event: vszEv, calc: "vsz.seating-first", time: "2026-05-08T13:50", round: 1,
		values: map[string]string{"segments": "4", "segment": "3"}},
	{event: vszEv, calc: "vsz.seating-error", time: "2026-05-08T14:25", round: 1, table: 3, parties: homeVis(3, 6),
		values: map[string]string{"event": "teams", "stage": "during", "error": "wrong-opponent", "other_started": "3", "boards": "24", "played": "8", "replay_possible": "yes"}},
	{event: vszEv, calc: "vsz.unfinished-match", time: "2026-05-08T18:45", round: 1, table: 2, parties: homeVis(2, 5),
		values: map[string]string{"played": "20", "last_round": "yes", "favoured": "home"}},
	{event: vszEv, calc: "vsz.correction-deadline", time: "2026-05-08T22:40",
		values: map[string]string{"shape": "last-session", "next_start": "2026-05-09 10:00", "published": "2026-05-08 22:15", "reported": "2026-05-08 22:40"}},
	{event: vszEv, calc: "vsz.revealed-board", time: "2026-05-08T15:10", round: 1, table: 4, board: 6,
		values: map[string]string{"pair_form": "imp"}},
	{event: vszEv, calc: "vsz.protest-deadline", time: "2026-05-08T22:20",
		values: map[string]string{"session_end": "2026-05-08 22:05", "next_start": "2026-05-09 10:00", "reported": "2026-05-08 22:20"}},
	{event: vszEv, calc: "vsz.szeb-deadline", time: "2026-05-09T09:30",
		values: map[string]string{"communicated": "2026-05-08 23:10", "championship_last_day": "yes", "filed": "2026-05-09 09:30"}},
	{event: vszEv, calc: "vsz.protest-fee", time: "2026-05-09T11:00", player: 7, team: 2,
		values: map[string]string{"level": "second", "outcome": "dismissed"}},
	{event: vszEv, calc: "vsz.time", time: "2026-05-08T15:45", round: 1,
		values: map[string]string{"boards": "12", "elapsed": "95"}},
	{event: vszEv, calc: "vsz.unplayed-time", time: "2026-05-08T18:05", round: 1, table: 1, parties: offNon(1, 4),
		values: map[string]string{"form": "teams", "responsibility": "partly", "boards": "2", "played_other_table": "yes"}},
	{event: vszEv, calc: "vsz.lateness", time: "2026-05-08T14:12", round: 1, table: 5, parties: offNon(6, 3),
		values: map[string]string{"form": "teams", "unfinished": "2"},
		notes:  "A miskolci csapat 12 percet késett."},
	{event: vszEv, calc: "vsz.substitute", time: "2026-05-08T16:05", round: 1, team: 3, player: 13,
		values: map[string]string{"kind": "short", "event": "teams", "td_on_duty": "yes", "at_start": "no", "sub_boards": "4", "short_used_today": "1", "room": "closed"}},
	{event: vszEv, calc: "vsz.change", time: "2026-05-08T16:50", round: 1, team: 1,
		values: map[string]string{"event": "teams", "round_end": "no", "timing": "inside", "segment_boards": "12", "boards_done": "6", "room": "open"}},
	{event: vszEv, calc: "vsz.absent-team", time: "2026-05-08T14:30", round: 1, parties: offNon(6, 1),
		values: map[string]string{"present_avg": "12.40", "absent_avg": "5.85"}},
	{event: vszEv, calc: "vsz.absent-pair", time: "2026-05-08T14:31", round: 1,
		values: map[string]string{"pair_form": "imp"}},
	{event: vszEv, calc: "vsz.bye-team", time: "2026-05-08T13:55", round: 1,
		notes: "A 6 csapatos forduló erőnyerője: Miskolci Treff."},
	{event: vszEv, calc: "vsz.bye-pair", time: "2026-05-08T13:56", round: 1,
		values: map[string]string{"pair_form": "imp", "session_pct": "53.20", "session_imp": "0.35"}},
	{event: vszEv, calc: "vsz.concession", time: "2026-05-08T20:10", round: 1, parties: homeVis(1, 2),
		values: map[string]string{"segment_end": "no", "boards": "48", "played": "40", "gap_h": "1.5", "notice_h": "0.5"}},
	{event: vszEv, calc: "vsz.withdrawal", time: "2026-05-08T21:00", team: 6,
		values: map[string]string{"event": "teams", "kind": "disqualification", "scheduled": "168", "played": "96", "members": "5"}},
	{event: vszEv, calc: "vsz.disciplinary-range", time: "2026-05-08T21:30", team: 2, player: 8,
		values: map[string]string{"form": "teams", "amount": "3"}},
	{event: vszEv, calc: "vsz.unit-size", time: "2026-05-08T13:30", team: 2,
		values: map[string]string{"event": "teams", "players": "7"}},
	{event: vszEv, calc: "vsz.postponement", time: "2026-05-08T13:40",
		values: map[string]string{"requested": "2026-04-20 09:00"}},
	{event: vszEv, calc: "law12.artificial", time: "2026-05-08T17:15", round: 1, table: 2, board: 19, parties: nsEW(2, 5),
		values: map[string]string{"form": "teams", "fault": "ns"}},
	{event: vszEv, calc: "law12.assigned", time: "2026-05-08T17:30", round: 1, table: 1, board: 21, parties: nsEW(1, 4),
		values: map[string]string{"form": "imp", "assigned": "-200", "field": "", "other_table": "-650"}},
	{event: vszEv, calc: "law12.weighted", time: "2026-05-08T17:50", round: 1, table: 3, board: 23, parties: []eventlog.PartyRef{pr("team", 3)},
		values: map[string]string{"form": "imp", "scores": "620, -100", "weights": "0.6; 0.4", "field": "", "other_table": "-620"}},

	// ---- ocsb-kmor-2018: OCSB I/B, round 5, 32 boards; the club fines a Zero Tolerance c) offence 1.5 VP
	{event: ocsbEv, calc: "ocsb.zt", time: "2026-10-17T11:20", round: 5, table: 2, player: 3, team: 2,
		values: map[string]string{"clause": "c", "earlier_same_day": "1"}},
	{event: ocsbEv, calc: "ocsb.zt-log", time: "2026-10-17T15:05", round: 5, table: 4, player: 14, team: 5,
		values: map[string]string{"clause": "b", "player": "14", "team": "5", "day": "2",
			"earlier_clauses": "1, 3", "earlier_players": "14, 22", "earlier_teams": "5, 7", "earlier_days": "1, 2"}},
	{event: ocsbEv, calc: "ocsb.slow-play", time: "2026-10-17T18:35", round: 5, table: 3, parties: offNon(7, 4),
		values: map[string]string{"unplayed": "2", "side": "visitor", "minutes_left": "4"}},
	{event: ocsbEv, calc: "ocsb.vp", time: "2026-10-17T19:00", round: 5, parties: homeVis(1, 8),
		values: map[string]string{"imp_home": "61", "imp_visitor": "47", "fines_visitor": "1.50"}},
	{event: ocsbEv, calc: "ocsb.playoff", time: "2026-10-17T19:20", parties: homeVis(2, 3),
		values: map[string]string{"imp_home": "75", "imp_visitor": "75", "extensions": "1"}},
	{event: ocsbEv, calc: "ocsb.substitute", time: "2026-10-17T09:40", team: 6,
		values: map[string]string{"master_points": "340", "target": "I/B", "entered": "II", "kind": "short", "days_for_team": "2"}},
	{event: ocsbEv, calc: "ocsb.fee", time: "2026-10-17T09:10", team: 7,
		values: map[string]string{"division": "I/B", "players": "6", "youth": "1", "under20": "1", "paid": "150000"}},
	{event: ocsbEv, calc: "ocsb.promotion", time: "2026-10-17T20:00", team: 3,
		values: map[string]string{"division": "II", "place": "2", "div3_teams": "14"}},
	{event: ocsbEv, calc: "ocsb.ranking", time: "2026-10-17T20:15",
		values: map[string]string{"vp": "142.50; 131.20; 131.20; 118.00", "h2h": "0; 12.50; 8.00; 15.00; 7.50; 0; 11.00; 14.00; 12.00; 9.00; 0; 16.00; 5.00; 6.00; 4.00; 0",
			"imp_diff": "35; 12; -8; -39"}},
	{event: ocsbEv, calc: "ocsb.format", time: "2026-10-17T08:30",
		values: map[string]string{"division": "I/B", "teams": "8"}},
	{event: ocsbEv, calc: "ocsb.seeding", time: "2026-10-17T08:40",
		values: map[string]string{"method": "serpentine", "avg_mp": "2130.5; 880; 1745.2; 560; 1320; 415.8; 990; 1502"}},
	{event: ocsbEv, calc: "ocsb.carry-over", time: "2026-10-17T08:50", team: 4,
		values: map[string]string{"vp_same": "16.40; 8.10; 11.75", "vp_other": "18.20; 10.05; 6.30; 13.90", "fines": "2"}},
	{event: ocsbEv, calc: "ocsb.playoff-pairings", time: "2026-10-17T20:30",
		values: map[string]string{"round": "9", "half": "lower"}},
	{event: ocsbEv, calc: "ocsb.systems", time: "2026-10-17T10:05", team: 5,
		values: map[string]string{"division": "II", "category": "yellow", "card": "no"}},
	{event: ocsbEv, calc: "ocsb.seating", time: "2026-10-17T13:55", round: 5, parties: homeVis(5, 6),
		values: map[string]string{"home_special": "yes", "match_half": "2", "room": "closed", "boards_played": "16"}},
	{event: ocsbEv, calc: "ocsb.protest", time: "2026-10-18T17:00", round: 5, team: 8,
		values: map[string]string{"play_end": "2026-10-17 18:40", "intent_sent": "2026-10-17 19:10", "reasons_received": "2026-10-18 17:00"}},
	{event: ocsbEv, calc: "ocsb.correction", time: "2026-10-24T12:00", round: 5, team: 1,
		values: map[string]string{"round": "5", "play_end": "2026-10-17 18:40", "next_round": "2026-10-31 10:00", "reported": "2026-10-24 12:00"}},
	{event: ocsbEv, calc: "law12.artificial", time: "2026-10-17T16:10", round: 5, table: 1, board: 22, parties: nsEW(1, 8),
		values: map[string]string{"form": "teams", "fault": "both"}},
	{event: ocsbEv, calc: "law12.assigned", time: "2026-10-17T16:40", round: 5, table: 2, board: 27, parties: nsEW(2, 3),
		values: map[string]string{"form": "imp", "assigned": "420", "field": "", "other_table": "-170"}},
	{event: ocsbEv, calc: "law12.weighted", time: "2026-10-17T17:05", round: 5, table: 4, board: 30, parties: []eventlog.PartyRef{pr("team", 4)},
		values: map[string]string{"form": "imp", "scores": "-800, -500, 140", "weights": "0.25; 0.5; 0.25", "field": "", "other_table": "140"}},

	// ---- pref-club: the club's judging log
	{event: prefEv, calc: "pref.value", time: "2026-01-10T20:15", game: 3, player: 2,
		values: map[string]string{"game": "sans", "igra": "yes", "kontra": "kontra", "refe": "yes"}},
	{event: prefEv, calc: "pref.sheet", time: "2026-01-10T23:50", game: 3,
		values: map[string]string{"start_bula": "40", "hands": "120006023, 0, 340105033, 261010003, 150000053, 330004033", "rulings": "5, 8, 0, -8", "by_hand": "yes"},
		notes:  "Provera lista posle žalbe igrača 1."},
	{event: prefEv, calc: "pref.ruling", time: "2026-01-17T21:40", game: 7, player: 4,
		values: map[string]string{"deltas": "-4, 2, 2", "hand": "7"},
		notes:  "Kazna umanjena jer je greška uočena odmah."},
	{event: prefEv, calc: "pref.go-bula", time: "2026-01-17T22:05", game: 7, player: 1,
		values:    map[string]string{"game": "herc", "kontra": "kontra", "guilty": "p1", "innocent": "p3"},
		announced: map[string]float64{"result.bula_p1": 8, "result.bula_p3": -8},
		notes:     "Dosuđena polovina vrednosti: igrač 3 je i sam pogrešio u istom štihu."},
	{event: prefEv, calc: "pref.out-of-game", time: "2026-02-07T23:40", game: 12, player: 5,
		values: map[string]string{"interrupted": "2026-02-07 23:10", "now": "2026-02-07 23:40", "replace": "yes", "first_leaver_blamed": "yes",
			"manual": "no", "start_bula": "80", "bula_left": "34, -6, 20", "innocent_harmed": "yes", "league": "low", "ban_days": "7"}},
	{event: prefEv, calc: "pref.revoke", time: "2026-02-08T12:00", game: 12,
		values: map[string]string{"same_judge": "no"}},
	{event: prefEv, calc: "pref.hearing", time: "2026-02-14T19:30", game: 15, player: 3,
		values: map[string]string{"judge_played": "yes"}},
	{event: prefEv, calc: "pref.bula-reasons", time: "2026-02-21T22:20", game: 18, player: 6,
		values: map[string]string{"fault": "sans-lead", "good_cards": "3", "partner_doubled": "yes"}},
	{event: prefEv, calc: "pref.rescore", time: "2026-02-28T21:10", game: 21, player: 2,
		values: map[string]string{"case": "sure-betl", "game": "betl", "igra": "yes", "kontra": "rekontra", "decl_tricks": "1", "left_tricks": "1", "followers": "left"}},
	{event: prefEv, calc: "pref.lead-fix", time: "2026-03-07T20:45", game: 24, player: 1,
		values: map[string]string{"igra": "yes", "kontra": "kontra", "refe": "yes", "tricks_lost": "2"}},
	{event: prefEv, calc: "pref.lead", time: "2026-03-14T21:30", game: 27, player: 4,
		values: map[string]string{"hand": "SAK9 HQJ8 DA7 CK10", "case": "doubled", "bid": "herc", "lead": "HQ"}},
	{event: prefEv, calc: "pref.reasons", time: "2026-03-21T22:00", game: 30, player: 3,
		values: map[string]string{"hand": "SAKQ8 H97 DAKJ C8", "trump": "karo", "seat": "left", "first_followed": "yes",
			"bought1": "C7", "bought2": "H8", "trump_tricks": "3"}},

	// ---- the scoring tools, used at a club's Tuesday pairs
	{event: scoreEv, calc: "scoring.contract", time: "2026-03-17T20:10", round: 3, table: 2, board: 9, parties: []eventlog.PartyRef{pr("declarer", 1)},
		values: map[string]string{"level": "3", "strain": "N", "doubled": "X", "vul": "yes", "board": "9", "declarer": "W", "tricks": "8"}},
	{event: scoreEv, calc: "scoring.imp", time: "2026-03-17T20:20", board: 10,
		values: map[string]string{"diff": "870"}},
	{event: scoreEv, calc: "scoring.vp", time: "2026-03-17T22:30",
		values: map[string]string{"boards": "24", "margin": "27.50"}},
	{event: scoreEv, calc: "scoring.traveller", time: "2026-03-17T22:45", board: 11,
		values: map[string]string{"board": "11", "entries": "4S N =; 4S N +1; 3NT S +2; 5DX E -3; 4S N -1", "expected": "6"}},
	{event: scoreEv, calc: "scoring.match", time: "2026-03-17T23:00",
		values: map[string]string{"length": "4", "first": "17", "open": "4S N =; 3NT E -1; 2H S +1; 6D W =",
			"closed": "4S N -1; 3NT E =; 3H S =; 5D W +1", "visitor_imp_adj": "-3", "home_fine": "1"}},
}

// writeGolden writes the next golden log with the cases of goldenSpec whose calculator the
// existing golden logs do not cover, and its companion; it never rewrites a file.
func writeGolden(t *testing.T) (wrote bool) {
	t.Helper()
	files, _ := golden.Files(os.DirFS("testdata")) // an unpinned new file is reported by the test itself
	covered := map[string]bool{}
	next := 1
	for _, f := range files {
		var d eventlog.Doc
		if err := json.Unmarshal(f.Log, &d); err != nil {
			t.Fatal(err)
		}
		rs := map[string]string{}
		for _, e := range d.Events {
			rs[e.ID] = e.Ruleset
		}
		for _, in := range d.Incidents {
			covered[rs[in.Event]+" "+in.Calculator] = true
		}
		next = f.Version + 1
	}
	events := map[string]eventlog.Event{}
	for _, e := range goldenEvents {
		events[e.ID] = e
	}
	var cases []goldenCase
	specified := map[string]bool{}
	for _, c := range goldenSpec {
		k := events[c.event].Ruleset + " " + c.calc
		if specified[k] {
			t.Fatalf("goldenSpec: two cases of %s", k)
		}
		specified[k] = true
		if !covered[k] {
			cases = append(cases, c)
		}
	}
	// a calculator with no case in goldenSpec (a new regulation's, say) gets one made from its
	// worked example, in an event of its ruleset made for it where goldenEvents has none
	for _, rs := range golden.Rulesets() {
		for _, c := range rs.Calculators {
			k := rs.ID + " " + c.ID
			if specified[k] || covered[k] {
				continue
			}
			ev := eventFor(events, rs)
			cases = append(cases, exampleCase(t, rs, c, ev, len(cases)))
		}
	}
	if len(cases) == 0 {
		t.Logf("-update-golden: every calculator has a golden incident; nothing written")
		return false
	}
	ctx := context.Background()
	mem := eventlog.NewMem(golden.Lookup)
	var names golden.Fields
	names.About = "The values of " + golden.LogName(next) + " named by field and enum option code as the calculators' schemas read them when it was written: " +
		"every later build must read them the same way. Never edit this file."
	put := map[string]bool{}
	for _, c := range cases {
		ev := events[c.event]
		if !put[ev.ID] {
			if err := mem.PutEvent(ctx, ev); err != nil {
				t.Fatalf("event %s: %v", ev.ID, err)
			}
			put[ev.ID] = true
		}
		in, named := goldenIncident(t, ev, c)
		got, err := mem.AddIncident(ctx, in)
		if err != nil {
			t.Fatalf("%s %s: %v", ev.ID, c.calc, err)
		}
		if c.revoked != "" {
			if _, err := mem.Revoke(ctx, ev.ID, got.Number, "", c.revoked, minute(t, c.revokedAt)); err != nil {
				t.Fatal(err)
			}
		}
		names.Incidents = append(names.Incidents, golden.IncidentFields{Event: ev.ID, Number: got.Number, Calculator: c.calc, Fields: named})
	}
	data, err := eventlog.Export(ctx, mem)
	if err != nil {
		t.Fatal(err)
	}
	fields, err := json.MarshalIndent(names, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []struct {
		name string
		data []byte
	}{{golden.LogName(next), data}, {golden.FieldsName(next), fields}} {
		f, err := os.OpenFile(filepath.Join("testdata", w.name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			t.Fatalf("testdata/%s exists: golden logs are never rewritten", w.name)
		}
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Write(append(w.data, '\n'))
		if err2 := f.Close(); err == nil {
			err = err2
		}
		if err != nil {
			t.Fatal(err)
		}
		pin(t, w.name, golden.Hash(append(w.data, '\n')))
		t.Logf("-update-golden wrote testdata/%s (%d incidents) and pinned it in testdata/golden.go", w.name, len(cases))
	}
	return true
}

// pin adds a new golden file's hash to golden.Pinned (testdata/golden.go).
func pin(t *testing.T, name, hash string) {
	t.Helper()
	path := filepath.Join("testdata", "golden.go")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const head = "var Pinned = map[string]string{\n"
	i := strings.Index(string(src), head)
	j := strings.Index(string(src[i+len(head):]), "\n}\n")
	if i < 0 || j < 0 {
		t.Fatalf("%s: no Pinned table", path)
	}
	end := i + len(head) + j + 1
	line := fmt.Sprintf("\t%q: %q,\n", name, hash)
	out, err := format.Source(slices.Concat(src[:end], []byte(line), src[end:]))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// eventFor is the golden event of ruleset rs: goldenEvents' where it has one, else an event
// made for it (added to events).
func eventFor(events map[string]eventlog.Event, rs *engine.Ruleset) eventlog.Event {
	for _, e := range goldenEvents {
		if e.Ruleset == rs.ID {
			return e
		}
	}
	id := rs.ID + "-golden"
	if e, ok := events[id]; ok {
		return e
	}
	e := eventlog.Event{ID: id, Name: rs.Names.En, Date: "2026-12-01", Ruleset: rs.ID, DataVersion: rs.Version,
		Kind: eventlog.Kind(rs.EventKind), Form: eventlog.Form(rs.EventForm)}
	if e.Kind == "" {
		e.Kind = eventlog.Pairs
	}
	if e.Form == "" {
		e.Form = eventlog.FormMP
	}
	events[id] = e
	return e
}

// exampleCase is a golden case of calculator c made from its worked example (the fields'
// defaults), with every field that can take another value the calculator accepts changed to
// it: a golden incident must not hold the defaults, which an older log's missing field is
// filled from.
func exampleCase(t *testing.T, rs *engine.Ruleset, c *engine.Calculator, ev eventlog.Event, n int) goldenCase {
	t.Helper()
	vals := c.Inputs.Defaults()
	p := engine.NewParams(rs, ev.Club)
	changed := 0
	for i := range c.Inputs {
		for _, alt := range alternatives(&c.Inputs[i], vals[i]) {
			try := slices.Clone(vals)
			try[i] = alt
			if _, err := c.Run(p, try); err == nil {
				vals = try
				changed++
				break
			}
		}
	}
	if len(c.Inputs) > 0 && changed == 0 {
		t.Fatalf("%s: no field of its worked example takes another value: add a real case to goldenSpec", c.ID)
	}
	at := fmt.Sprintf("%sT%02d:%02d", ev.Date, 12+n/60, n%60)
	return goldenCase{event: ev.ID, calc: c.ID, time: at, vals: vals}
}

// alternatives are values of field f other than v, in its range, to try in a golden case.
func alternatives(f *engine.Field, v []int64) [][]int64 {
	var out [][]int64
	add := func(x []int64) {
		if !slices.Equal(x, v) && f.Check(x) == nil {
			out = append(out, x)
		}
	}
	one := int64(0)
	if len(v) == 1 {
		one = v[0]
	}
	switch f.Kind {
	case engine.KInt, engine.KDecimal, engine.KDateTime:
		for _, x := range []int64{one + 1, one - 1, f.Min, f.Max} {
			add([]int64{x})
		}
	case engine.KBool:
		add([]int64{1 - one})
	case engine.KEnum:
		for j := range f.Options {
			add([]int64{int64(j)})
		}
	case engine.KIntList, engine.KDecList:
		if len(v) > 0 {
			for _, d := range []int64{1, -1} {
				x := slices.Clone(v)
				x[0] += d
				add(x)
			}
		}
		add(append(slices.Clone(v), f.Min))
	}
	return out
}

func minute(t *testing.T, s string) eventlog.Minute {
	t.Helper()
	var m eventlog.Minute
	if err := m.UnmarshalText([]byte(s)); err != nil {
		t.Fatal(err)
	}
	return m
}

// goldenIncident builds case c: its values parsed from the director's text, its result computed
// with the event's data version and club values.
func goldenIncident(t *testing.T, ev eventlog.Event, c goldenCase) (eventlog.Incident, []golden.Named) {
	t.Helper()
	rs := golden.Lookup(ev.Ruleset)
	calc := rs.Calculator(c.calc)
	if calc == nil {
		t.Fatalf("%s has no calculator %s", ev.Ruleset, c.calc)
	}
	vals := calc.Inputs.Defaults()
	changed := 0
	if c.vals != nil {
		vals, changed = c.vals, 1 // exampleCase changed what it could
	}
	for name, text := range c.values {
		i := calc.Inputs.Index(name)
		if i < 0 {
			t.Fatalf("%s has no field %s", c.calc, name)
		}
		v, err := input.Parse(&calc.Inputs[i], text)
		if err != nil {
			t.Fatalf("%s %s = %q: %v", c.calc, name, text, err)
		}
		vals[i] = v
		if !slices.Equal(v, calc.Inputs[i].Default) || (v == nil) != (calc.Inputs[i].Default == nil) {
			changed++
		}
	}
	if len(calc.Inputs) > 0 && changed == 0 {
		t.Fatalf("%s: every value is the default; a golden incident is a real case", c.calc)
	}
	p := engine.NewParams(rs, ev.Club)
	p.Version = ev.DataVersion
	res, err := calc.Run(p, vals)
	if err != nil {
		t.Fatalf("%s: %v", c.calc, err)
	}
	in := eventlog.Incident{Event: ev.ID, Time: minute(t, c.time), Round: c.round, Table: c.table, Board: c.board, Game: c.game,
		Parties: c.parties, Player: c.player, Team: c.team, Calculator: c.calc, Values: vals, Result: eventlog.Summary(res),
		Notes: c.notes, Status: eventlog.Active}
	if len(c.announced) > 0 {
		in.Announced = slices.Clone(in.Result)
		done := 0
		for i, o := range in.Announced {
			if x, ok := c.announced[o.Role+"."+o.Name]; ok {
				in.Announced[i].Num = x
				done++
			}
		}
		if done != len(c.announced) {
			t.Fatalf("%s: announced %v names outs the result lacks: %v", c.calc, c.announced, in.Result)
		}
	}
	return in, golden.NameValues(calc.Inputs, vals)
}

// recorder collects what a check reports instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	panic(r)
}

// TestGoldenCheckCatches changes golden-log-v1 the ways a later build could change its
// meaning and wants golden.Check to say which incident and which value or out changed.
func TestGoldenCheckCatches(t *testing.T) {
	files, err := golden.Files(os.DirFS("testdata"))
	if err != nil || len(files) == 0 {
		t.Skip("no golden log")
	}
	f := files[0]
	edit := func(fix func(d *eventlog.Doc, n *golden.Fields)) golden.File {
		var d eventlog.Doc
		var n golden.Fields
		if json.Unmarshal(f.Log, &d) != nil || json.Unmarshal(f.Fields, &n) != nil {
			t.Fatal("the golden log does not decode")
		}
		fix(&d, &n)
		g := f
		g.Log, _ = json.Marshal(d)
		g.Fields, _ = json.Marshal(n)
		return g
	}
	// the incident of nsbk.lateness in file and companion
	find := func(d *eventlog.Doc, n *golden.Fields) (*eventlog.Incident, *golden.IncidentFields) {
		for i := range d.Incidents {
			if d.Incidents[i].Calculator == "nsbk.lateness" {
				for j := range n.Incidents {
					if n.Incidents[j].Event == d.Incidents[i].Event && n.Incidents[j].Number == d.Incidents[i].Number {
						return &d.Incidents[i], &n.Incidents[j]
					}
				}
			}
		}
		t.Fatal("no nsbk.lateness incident")
		return nil, nil
	}
	for _, c := range []struct {
		name string
		fix  func(d *eventlog.Doc, n *golden.Fields)
		want []string
	}{
		{"a logged out the calculator now computes otherwise", func(d *eventlog.Doc, n *golden.Fields) {
			in, _ := find(d, n)
			for i := range in.Result {
				if in.Result[i].Name == "pct_top" {
					in.Result[i].Num++
				}
			}
		}, []string{"(nsbk.lateness)", "run again, result out offender.pct_top is 35 %, it was 36 %", "keep its meaning"}},
		{"a logged out the calculator no longer gives", func(d *eventlog.Doc, n *golden.Fields) {
			in, _ := find(d, n)
			in.Result = append(in.Result, eventlog.Out{Role: "offender", Name: "fine_rsd", Num: 500})
		}, []string{"(nsbk.lateness)", "result out offender.fine_rsd is gone (it was 500)"}},
		{"a field renamed", func(d *eventlog.Doc, n *golden.Fields) {
			_, nf := find(d, n)
			nf.Fields[0].Name = "late_minutes"
		}, []string{"(nsbk.lateness)", "field 1 is now minutes (int), it was late_minutes (int)"}},
		{"enum options reordered", func(d *eventlog.Doc, n *golden.Fields) {
			_, nf := find(d, n)
			nf.Fields[4].Code = "imp"
		}, []string{"(nsbk.lateness)", `enum form: the logged value [0] is now option "mp", it was "imp"`}},
		{"the companion disagrees with the log", func(d *eventlog.Doc, n *golden.Fields) {
			in, _ := find(d, n)
			in.Values[0] = []int64{9}
		}, []string{"(nsbk.lateness)", "value minutes: the companion has [7], the file [9]", "offender.pct_top is 45 %, it was 35 %"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := &recorder{TB: t}
			func() {
				defer func() {
					if x := recover(); x != nil && x != any(r) {
						panic(x)
					}
				}()
				golden.Check(r, eventlog.NewMem(golden.Lookup), edit(c.fix))
			}()
			all := strings.Join(r.errs, "\n")
			t.Log(all)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("golden.Check reports:\n%s\nwant a message with %q", all, w)
				}
			}
		})
	}
}
