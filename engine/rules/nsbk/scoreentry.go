package nsbk

import (
	"cmp"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// ScoreEntryInput is a score as written on a board's traveller, with the result it should show.
type ScoreEntryInput struct {
	Board   int          // board number: its dealer and vulnerability
	Entry   bridge.Entry // the result at the table (contract, declarer, tricks)
	Side    string       // "ns" or "ew": the side the score was written for
	Entered int          // the score as written, from Side's point of view
	Form    string       // "mp" or "imp" (penalty.go)
	Top     int          // matchpoints of a top
	TDIMP   *int         // the director's IMP penalty (nil: none given; the regulation sets none)
}

// ScoreEntry classifies an entered score as correct, an insignificant or a significant error
// (Classify) and decides the North-South pair's penalty for a significant one (rule
// nsbk.score-entry, NSBK t. 4): a percentage of the top; in IMPs the regulation fixes no figure,
// so the director's is used where given.
func ScoreEntry(p *engine.Params, in ScoreEntryInput) (*engine.Result, error) {
	if err := cmp.Or(oneOf("side", in.Side, "ns", "ew"), oneOf("form", in.Form, "mp", "imp")); err != nil {
		return nil, err
	}
	board := in.Board
	dealer, vul, err := bridge.BoardInfo(board)
	if err != nil {
		return nil, err
	}
	e := in.Entry
	entered := in.Entered
	if in.Side == "ew" {
		entered = -entered
	}
	class, reason, s, err := Classify(e, vul, entered)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Steps = append(res.Steps,
		engine.S("nsbk.step.entry-board", msg.A("board", board), msg.A("dealer", notation.SeatArg(dealer)),
			msg.A("vul", vulLabel[vul])),
		engine.S("nsbk.step.entry-scores", msg.A("entry", notation.EntryArg(e)), msg.A("score", s), msg.A("entered", entered)),
		engine.S("nsbk.step.entry-class", msg.A("class", classLabel[class]), msg.A("reason", reasonLabel[reason])))
	top := float64(in.Top)
	var pct float64
	ns := engine.Party{Role: "ns"}
	if class == "significant" {
		pct = p.F("score_entry.pct_top")
		ns.Outs = append(ns.Outs, engine.Num("pct_top", pct, "%", 0), engine.Num("mp", engine.Round2(top*pct/100), "mp", 2))
		if in.Form == "imp" {
			res.Decide("nsbk.dec.score-entry-imp")
			if in.TDIMP != nil {
				ns.Outs = append(ns.Outs, engine.Num("imp", float64(*in.TDIMP), "imp", 0))
				res.Step("nsbk.step.entry-td-imp", msg.A("imp", int64(*in.TDIMP)))
			} else {
				ns.Outs = append(ns.Outs, engine.Str("imp_fixed", "no"))
				res.Step("nsbk.step.entry-no-imp")
			}
		} else {
			res.Steps = append(res.Steps, penaltyStep(in.Form, in.Top, pct, 0))
		}
	} else {
		ns.Outs = append(ns.Outs, engine.Num("pct_top", 0, "%", 0), engine.Num("mp", 0, "mp", 2))
	}
	if class != "correct" {
		res.Step("nsbk.step.entry-correction")
	}
	res.Parties = []engine.Party{
		{Role: "result", Outs: []engine.Out{engine.Str("class", class), engine.Str("reason", reason),
			engine.Num("score", float64(s), "", 0), engine.Num("entered", float64(entered), "", 0)}},
		ns,
	}
	return res, nil
}

// Classify checks an entered score against the result, in the order of vectors.md
// (nsbk.score-entry): class correct / insignificant / significant and its reason code. s is the
// correct score and e the entered one, both from North-South's side.
func Classify(e bridge.Entry, vul bridge.Vul, entered int) (class, reason string, s int, err error) {
	s, err = e.NSScore(vul)
	if err != nil {
		return "", "", 0, err
	}
	c := e.Contract
	sign := 1
	if !e.Declarer.NS() {
		sign = -1
	}
	declVul := vul.Of(e.Declarer)
	made := !c.IsPass() && e.Tricks >= c.Level+6
	down := !c.IsPass() && !made
	otherVul := func(ct bridge.Contract, v bool) int {
		x, _ := bridge.Score(ct, v, e.Tricks)
		return sign * x
	}
	switch {
	case entered == s:
		return "correct", "ok", s, nil
	case !bridge.Possible(entered):
		return "significant", "impossible", s, nil
	case s != 0 && entered == -s:
		return "significant", "wrong-side", s, nil
	case down && entered == otherVul(c, !declVul):
		return "significant", "undertricks-vul", s, nil
	case made && entered == otherVul(c, !declVul):
		return "insignificant", "bonus-vul", s, nil
	case made && c.Doubled != bridge.Undoubled &&
		entered == otherVul(bridge.Contract{Level: c.Level, Strain: c.Strain, Doubled: c.Doubled - 1}, declVul):
		return "insignificant", "double-not-recorded", s, nil
	}
	return "significant", "result-mismatch", s, nil
}

// vulLabel names a board's vulnerability in the steps.
var vulLabel = map[bridge.Vul]msg.Ref{
	bridge.None: "nsbk.vul.None",
	bridge.NS:   "nsbk.vul.NS",
	bridge.EW:   "nsbk.vul.EW",
	bridge.Both: "nsbk.vul.Both",
}

// classLabel and reasonLabel name Classify's codes in the steps (the outs' values show with the
// same keys, <calcID>.val.<name>.<code>).
var (
	classLabel = map[string]msg.Ref{
		"correct":       "nsbk.score-entry.val.class.correct",
		"insignificant": "nsbk.score-entry.val.class.insignificant",
		"significant":   "nsbk.score-entry.val.class.significant",
	}
	reasonLabel = map[string]msg.Ref{
		"ok":                  "nsbk.score-entry.val.reason.ok",
		"impossible":          "nsbk.score-entry.val.reason.impossible",
		"wrong-side":          "nsbk.score-entry.val.reason.wrong-side",
		"undertricks-vul":     "nsbk.score-entry.val.reason.undertricks-vul",
		"bonus-vul":           "nsbk.score-entry.val.reason.bonus-vul",
		"double-not-recorded": "nsbk.score-entry.val.reason.double-not-recorded",
		"result-mismatch":     "nsbk.score-entry.val.reason.result-mismatch",
	}
)
