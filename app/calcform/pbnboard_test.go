//go:build !wasm

package calcform

import (
	"os"
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
	"arbiter/engine/pbn"
	"arbiter/engine/rulesets"
)

func readPBN(t *testing.T, name string) *pbn.File {
	t.Helper()
	data, err := os.ReadFile("../../engine/pbn/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := pbn.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// A board of the file fills the traveller: one row per result, its pair numbers, the board
// number, and the calculator runs on them; a hand field gets the picked seat's hand; a board
// the file lacks gives nothing.
func TestBoardFromFile(t *testing.T) {
	f := readPBN(t, "tables8x3.pbn")
	sc := rulesets.Scoring()
	tr := sc.Calculator("scoring" + ".traveller")
	for _, n := range f.Boards() {
		set, skipped := boardValues(tr, f, n, bridge.North, nil)
		want := f.Traveller(n)
		if len(set["entries"])+skipped != len(want) {
			t.Fatalf("board %d: %d entries + %d skipped; want %d results", n, len(set["entries"]), skipped, len(want))
		}
		for i, p := range want {
			e, _ := p.Entry()
			if i < len(set["entries"]) && set["entries"][i] != bridge.EncodeEntry(e) {
				t.Errorf("board %d result %d = %d; want %v", n, i, set["entries"][i], e)
			}
		}
		if set["board"][0] != int64(n) || len(set["ns_pairs"]) != len(want) {
			t.Errorf("board %d: board %v, ns pairs %v", n, set["board"], set["ns_pairs"])
		}
		st := formstate.NewFormState(sc, tr, nil, msg.EN)
		st.Fill(sc, tr, set)
		if st.Res == nil {
			t.Fatalf("board %d: no result after the fill (run error %v, errors %v)", n, st.RunErr, st.Errs)
		}
		if len(st.Tables) != 1 || st.Tables[0].Paste || len(st.Tables[0].Rows) != len(want) {
			t.Errorf("board %d: the traveller table holds %d rows (paste %v); want %d", n, len(st.Tables[0].Rows), st.Tables[0].Paste, len(want))
		}
	}
	if set, _ := boardValues(tr, f, 99, bridge.North, nil); set != nil {
		t.Errorf("board 99 (not in the file) gave %v", set)
	}

	s16 := readPBN(t, "session16.pbn")
	nsbk := rulesets.Get("nsbk")
	var psych *engine.Calculator
	for i := range nsbk.Calculators {
		if hasHand(nsbk.Calculators[i]) {
			psych = nsbk.Calculators[i]
		}
	}
	if psych == nil {
		t.Fatal("no calculator with a hand")
	}
	// board 7's dealer is South: South sits first, West second, North third, East fourth
	for seat, want := range map[bridge.Seat]int64{bridge.South: 1, bridge.West: 2, bridge.North: 3, bridge.East: 4} {
		if set, _ := boardValues(psych, s16, 7, seat, nil); len(set["seat"]) != 1 || set["seat"][0] != want {
			t.Errorf("board 7, %v: position %v; want %d", seat, set["seat"], want)
		}
	}
	for seat := bridge.North; seat <= bridge.West; seat++ {
		set, _ := boardValues(psych, s16, 7, seat, nil)
		g := s16.Board(7)
		if pos := set["seat"]; len(pos) != 1 || pos[0] != int64((int(seat)-int(g.Dealer)+4)%4+1) {
			t.Errorf("seat %v of board 7 (dealer %v): position %v", seat, g.Dealer, pos)
		}
		for i := range psych.Inputs {
			if psych.Inputs[i].Kind == engine.KBridgeHand && cards.Hand(set[psych.Inputs[i].Name][0]) != g.Deal.Hands[seat] {
				t.Errorf("seat %v: hand %s; want %s", seat, notation.ShowHand(cards.Bridge, cards.Hand(set[psych.Inputs[i].Name][0])), notation.ShowHand(cards.Bridge, g.Deal.Hands[seat]))
			}
		}
	}
}

// With the event's roster the traveller carries the event's pair numbers: recognised by the
// players' names, then as the director corrected them; without a roster the file's own.
func TestBoardFromFilePairs(t *testing.T) {
	f := readPBN(t, "tables8x3.pbn")
	tr := rulesets.Scoring().Calculator("scoring" + ".traveller")
	es := f.Entrants()
	if len(es) < 2 || es[0].Name == "" {
		t.Fatalf("entrants %v: want named pairs", es)
	}
	// the event numbers the file's pairs from 101, in reverse; its names as the file has them
	ev := &eventlog.Event{ID: "e1"}
	for i, e := range es {
		ev.Participants = append(ev.Participants, eventlog.Participant{Number: 100 + len(es) - i, Name: e.Name})
	}
	eventNo := func(id string) int64 {
		for i, e := range es {
			if e.ID == id {
				return int64(100 + len(es) - i)
			}
		}
		return -1
	}
	n := f.Boards()[0]
	set, _ := boardValues(tr, f, n, bridge.North, view.PbnPairs(f, ev, nil))
	for i, p := range f.Traveller(n) {
		if set["ns_pairs"][i] != eventNo(p.PairNS) || set["ew_pairs"][i] != eventNo(p.PairEW) {
			t.Errorf("row %d: pairs %d–%d; want the event's %d–%d (file %s–%s)", i, set["ns_pairs"][i], set["ew_pairs"][i], eventNo(p.PairNS), eventNo(p.PairEW), p.PairNS, p.PairEW)
		}
	}
	// the director says the file's first pair is the event's 7
	first := f.Traveller(n)[0].PairNS
	set, _ = boardValues(tr, f, n, bridge.North, view.PbnPairs(f, ev, map[string]int{first: 7}))
	if set["ns_pairs"][0] != 7 {
		t.Errorf("a corrected pair: %d, want 7", set["ns_pairs"][0])
	}
	// a pair the roster does not place: no pair numbers rather than the file's
	set, _ = boardValues(tr, f, n, bridge.North, view.PbnPairs(f, ev, map[string]int{first: 0}))
	if set["ns_pairs"] != nil {
		t.Errorf("a pair not placed: pairs %v, want none", set["ns_pairs"])
	}
	// no roster: the file's numbers
	if view.PbnPairs(f, &eventlog.Event{ID: "e2"}, map[string]int{first: 7}) != nil {
		t.Error("an event without a roster renumbers the file's pairs")
	}
}
