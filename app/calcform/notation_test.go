//go:build !wasm

package calcform

import (
	"strings"
	"testing"

	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// The form reads its texts with the lenient reader in its language: the reading is
// kept to be shown back, a text that reads two ways is refused naming both, the defaults and the
// card picker's texts read back, and the counter agrees with the error.
func TestFormLenient(t *testing.T) {
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		rs, calc, st := formWith(t, "nsbk.psych", l)
		hi := calc.Inputs.Index("hand")
		if st.Errs[hi] != nil || st.Shown[hi] == "" || !strings.Contains(st.Texts[hi], "♠") {
			t.Errorf("%v: the default hand %q: shown %q, error %v", l, st.Texts[hi], st.Shown[hi], st.Errs[hi])
		}
		for _, text := range []string{"S AKQ2 H 543 D KJ2 C 876", "AKQ2.J32.T98.765", "N:AKQ2.J32.T98.765 - - -"} {
			st.Set(rs, calc, hi, text)
			if st.Errs[hi] != nil || !strings.HasPrefix(st.Shown[hi], "♠AKQ2") && !strings.Contains(st.Shown[hi], ": ♠AKQ2") || st.Res == nil {
				t.Errorf("%v: %q: shown %q, error %v, result %v", l, text, st.Shown[hi], st.Errs[hi], st.Res != nil)
			}
		}
		f := &calc.Inputs[hi]
		st.Set(rs, calc, hi, "")
		if st.Errs[hi] != nil || len(st.Missing) == 0 || st.Res != nil {
			t.Errorf("%v: a blank hand: error %v, missing %v, result %v; want it missing, not an error", l, st.Errs[hi], st.Missing, st.Res != nil)
		}
		for _, text := range []string{"PAKD2H543KKJ2T876", "S AKQ2"} {
			st.Set(rs, calc, hi, text)
			n, ok := input.HandCount(f, text, l)
			if full := ok && n == 13; full != (st.Errs[hi] == nil) {
				t.Errorf("%v: %q: counter %d, %v but error %v", l, text, n, ok, st.Errs[hi])
			}
		}
		// a picked card writes the hand with suit symbols, which l reads back
		h := view.ToggleCard(f, "P AKD2 H 543 K KJ2 T 876", 0, l)
		if _, _, err := input.ParseIn(f, h, l); !strings.HasPrefix(h, "♠") || err == nil {
			t.Errorf("%v: toggled text %q: %v (12 cards: refused)", l, h, err)
		}
	}
	rs, calc, st := formWith(t, "nsbk.score-entry", msg.SR)
	ei := calc.Inputs.Index("entry")
	st.Set(rs, calc, ei, "3N S =")
	if e := st.Errs[ei]; e == nil || !strings.Contains(engine.ErrorMessage(e, msg.SR, ""), "3BA jug =") || !strings.Contains(engine.ErrorMessage(e, msg.SR, ""), "3BA sever =") {
		t.Errorf("sr 3N S =: %v, want both readings", e)
	}
	st.Set(rs, calc, ei, "3BA J =")
	if st.Errs[ei] != nil || st.Shown[ei] != "3BA jug =" {
		t.Errorf("sr 3BA J =: shown %q, %v", st.Shown[ei], st.Errs[ei])
	}
	if h := helpText(msg.SR, &calc.Inputs[ei]); !strings.Contains(h, input.Example(&calc.Inputs[ei], msg.SR)) {
		t.Errorf("sr entry help %q has not the example", h)
	}
}
