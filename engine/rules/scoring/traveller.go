package scoring

import (
	"strconv"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// maxExpected is the most results a traveller may be expected to have (its expected field).
const maxExpected = 10000

// TravellerInput is one board's traveller.
type TravellerInput struct {
	Board    int            // board number: its dealer and vulnerability
	Entries  []bridge.Entry // the results, one per table
	Expected *int           // results the board should have had (nil: as many as entered); fewer entered: Neuberg
	Discard  *int           // results dropped at each end for the Butler datum (nil: the parameter butler.discard)
}

// Traveller scores one board's results (rules scoring.law2, scoring.law77, scoring.law78a,
// scoring.law78b and scoring.law78d; Laws 2, 77, 78A, 78B and 78D): matchpoints and percentages
// for both sides, Neuberg's adjustment when results are missing, cross-IMPs, and Butler IMPs
// against a datum.
func Traveller(p *engine.Params, in TravellerInput) (*engine.Result, error) {
	board := in.Board
	lines := make([]bridge.Line, len(in.Entries))
	for i, e := range in.Entries {
		lines[i] = bridge.Line{Entry: e}
	}
	o := bridge.TravellerOptions{ButlerRound: int(p.I("butler.round_to"))}
	if in.Expected != nil {
		o.Expected = *in.Expected
		if o.Expected < len(lines) {
			e := engine.Invalid("expected", len(lines), int64(maxExpected))
			e.Key = "err.number"
			return nil, e
		}
	}
	if in.Discard != nil {
		o.ButlerDiscard = *in.Discard
	} else {
		o.ButlerDiscard = int(p.I("butler.discard"))
	}
	tr, err := bridge.ScoreTraveller(board, lines, o)
	if err != nil {
		return nil, named(err, "entries")
	}
	res := &engine.Result{}
	res.Steps = append(res.Steps,
		engine.S("scoring.step.board", msg.A("board", board), msg.A("dealer", seatLabel[tr.Dealer]), msg.A("vul", vulLabel[tr.Vul])),
		engine.S("scoring.step.top", msg.A("results", len(lines)), msg.A("top", tr.Top)))
	if tr.Neuberg {
		res.Step("scoring.step.neuberg", msg.A("results", len(lines)), msg.A("expected", o.Expected))
	}
	if len(lines) >= 2 {
		res.Step("scoring.step.cross-imp", msg.A("n", len(lines)-1))
	}
	butler := len(lines) > 2*o.ButlerDiscard
	if butler {
		res.Step("scoring.step.butler",
			msg.A("kept", len(lines)-2*o.ButlerDiscard), msg.A("discard", o.ButlerDiscard),
			msg.A("round", o.ButlerRound), msg.A("datum", tr.Datum))
	} else {
		res.Step("scoring.step.butler-none",
			msg.A("results", len(lines)), msg.A("discard", o.ButlerDiscard))
	}
	board0 := engine.Party{Role: "result", Outs: []engine.Out{
		engine.Num("top", tr.Top, "mp", 0),
		engine.Bool("neuberg", tr.Neuberg),
	}}
	if butler {
		board0.Outs = append(board0.Outs, engine.Num("datum", float64(tr.Datum), "points", 0))
	}
	res.Parties = append(res.Parties, board0)
	for i, l := range tr.Lines {
		outs := []engine.Out{
			engine.Num("score", float64(l.NSScore), "points", 0),
			engine.Num("mp", l.MPNS, "mp", 2),
			engine.Num("mp_ew", l.MPEW, "mp", 2),
			engine.Num("pct", l.PctNS, "pct", 2),
			engine.Num("pct_ew", l.PctEW, "pct", 2),
		}
		if len(lines) >= 2 {
			outs = append(outs, engine.Num("ximp", l.XIMP, "imp", 2))
		}
		if butler {
			outs = append(outs, engine.Num("butler", float64(l.Butler), "imp", 0))
		}
		res.Parties = append(res.Parties, engine.Party{Role: "line", Name: strconv.Itoa(i + 1), Outs: outs})
	}
	return res, nil
}
