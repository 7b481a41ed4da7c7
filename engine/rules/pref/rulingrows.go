package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// deriveRulings notes, beside each ruling row of the sheet, whether the ruling was made too
// late for the hand it judges (rule pref.in-game, Pref. 3.6): the same judgment as the
// result's warning step (WindowStep), shown where the ruling is written. A ruling with no
// time given, or one the judge found justified late, gets no note.
func deriveRulings(p *engine.Params, in engine.Input) [][]engine.Note {
	l, made := in.List("rulings"), in.List("ruling_made")
	n := len(l) / 4
	out := make([][]engine.Note, n)
	if len(made) != n {
		return out
	}
	justified := in.Bool("delay_justified")
	for r := range n {
		hand, m := int(l[r*4]), int(made[r])
		if InWindow(p, hand, m) {
			continue
		}
		deadline := int64(hand) + p.I("ingame.window_hands")
		args := []msg.Arg{msg.A("hand", hand), msg.A("made", m), msg.A("deadline", deadline)}
		if justified {
			out[r] = []engine.Note{{Key: "table.note.ruling-late-justified", Args: args}}
			continue
		}
		out[r] = []engine.Note{{Key: "table.note.ruling-late", Args: args, Warn: true}}
	}
	return out
}

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"table.note.ruling-late", msg.Text{
			En: "Made after hand {made}: too late for hand {hand} (by the end of hand {deadline}, Pref. 3.6).",
			Sr: "Doneta posle ruke {made}: kasno za ruku {hand} (rok je kraj ruke {deadline}, Pref. 3.6).",
			Hu: "Késve hozták: a lezárt utolsó leosztás sorszáma {made}, a megítélté {hand} (határidő: {deadline}. leosztás vége, Pref. 3.6).",
		}},
		{"table.note.ruling-late-justified", msg.Text{
			En: "Made after hand {made}, late for hand {hand}; the judge found the late call justified (Pref. 3.6).",
			Sr: "Doneta posle ruke {made}, kasno za ruku {hand}; sudija je ocenio da je kašnjenje zvanja opravdano (Pref. 3.6).",
			Hu: "Késve hozták (lezárt utolsó leosztás: {made}, megítélt: {hand}); a bíró a késői hívást indokoltnak találta (Pref. 3.6).",
		}},
	})
}
