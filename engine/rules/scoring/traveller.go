package scoring

import (
	"slices"
	"strconv"
	"strings"

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
	NSPairs  []int          // each result's North-South pair number (empty: not given)
	EWPairs  []int          // each result's East-West pair number (empty: not given)
	// Artificial is each result's artificial adjusted score (Law 12C2), nil for a result played
	// (empty: every result played). An artificial result's entry is ignored (the form writes a
	// pass there).
	Artificial []*Awards
}

// Awards is an artificial adjusted score on one result: the award of each side, one of
// awardCodes: "a-plus" (average plus, the club value law12.a_plus_pct), "avg" (average,
// law12.a_pct) or "a-minus" (average minus, law12.a_minus_pct). Any pair of awards may be
// given (A+/A−, A/A, A−/A−, A+/A+ …).
type Awards struct{ NS, EW string }

// awardCodes are the awards of a side, in the order of their codes (0, 1, 2).
var awardCodes = []string{"a-plus", "avg", "a-minus"}

// awardParam is the club value giving an award's percentage.
var awardParam = map[string]string{"a-plus": "law12.a_plus_pct", "avg": "law12.a_pct", "a-minus": "law12.a_minus_pct"}

// awardLabel names an award in the steps (the award outs' values).
var awardLabel = map[string]msg.Ref{
	"a-plus":  "scoring.traveller.val.award.a-plus",
	"avg":     "scoring.traveller.val.award.avg",
	"a-minus": "scoring.traveller.val.award.a-minus",
}

// The artificial list holds one code per result: 0 for a result played, else 1 + 3·ns + ew,
// where ns and ew are each side's award by its index in awardCodes (0 average plus, 1 average,
// 2 average minus): 1 is A+/A+, 3 A+/A−, 5 A/A, 7 A−/A+, 9 A−/A−. An empty list: every result
// played.

// DecodeArtificial reads the artificial list: nil for an empty one, else one entry per code,
// nil for a result played. A code outside 0…9 is EINVALID naming the field artificial.
func DecodeArtificial(codes []int64) ([]*Awards, error) {
	if len(codes) == 0 {
		return nil, nil
	}
	out := make([]*Awards, len(codes))
	for i, x := range codes {
		if x < 0 || x > maxArtificialCode {
			return nil, engine.Invalid("artificial", 0, maxArtificialCode)
		}
		if x > 0 {
			out[i] = &Awards{NS: awardCodes[(x-1)/3], EW: awardCodes[(x-1)%3]}
		}
	}
	return out, nil
}

// EncodeArtificial is the code of one result's artificial score (nil: played, 0); an award not
// in awardCodes is EINVALID.
func EncodeArtificial(a *Awards) (int64, error) {
	if a == nil {
		return 0, nil
	}
	ns, ew := slices.Index(awardCodes, a.NS), slices.Index(awardCodes, a.EW)
	if ns < 0 || ew < 0 {
		return 0, engine.InvalidKey("artificial", "err.enum", msg.A("options", strings.Join(awardCodes, ", ")))
	}
	return 1 + int64(ns)*3 + int64(ew), nil
}

// Traveller scores one board's results (rules scoring.law2, scoring.law77, scoring.law78a,
// scoring.law78b, scoring.law78d and law12; Laws 2, 77, 78A, 78B, 78D and 12C2): matchpoints and
// percentages for both sides, Neuberg's adjustment when results are missing, cross-IMPs, and
// Butler IMPs against a datum; an artificial adjusted score gives each side its award's share of
// the top, and takes no part in the cross-IMPs or the datum.
func Traveller(p *engine.Params, in TravellerInput) (*engine.Result, error) {
	board := in.Board
	n := len(in.Entries)
	if err := checkTravellerLists(in); err != nil {
		return nil, err
	}
	lines := make([]bridge.Line, n)
	played := 0
	for i, e := range in.Entries {
		lines[i] = bridge.Line{Entry: e}
		if len(in.NSPairs) > 0 {
			lines[i].NSPair = in.NSPairs[i]
		}
		if len(in.EWPairs) > 0 {
			lines[i].EWPair = in.EWPairs[i]
		}
		if a := artificialAt(in, i); a != nil {
			lines[i].Artificial = &bridge.Artificial{NSPct: p.F(awardParam[a.NS]), EWPct: p.F(awardParam[a.EW])}
			lines[i].Entry = bridge.Entry{}
		} else {
			played++
		}
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
		// the results played, against those expected (all of them when an artificial score
		// stands in for one: it takes its share of the full top)
		expected := o.Expected
		if expected == 0 {
			expected = len(lines)
		}
		res.Step("scoring.step.neuberg", msg.A("results", played), msg.A("expected", expected))
	}
	if played >= 2 {
		res.Step("scoring.step.cross-imp", msg.A("n", played-1))
	}
	butler := played > 2*o.ButlerDiscard
	if butler {
		res.Step("scoring.step.butler",
			msg.A("kept", played-2*o.ButlerDiscard), msg.A("discard", o.ButlerDiscard),
			msg.A("round", o.ButlerRound), msg.A("datum", tr.Datum))
	} else {
		res.Step("scoring.step.butler-none",
			msg.A("results", played), msg.A("discard", o.ButlerDiscard))
	}
	for i, l := range tr.Lines {
		switch r := i + 1; {
		case l.NSPair > 0 && l.EWPair > 0:
			res.Step("scoring.step.pairs", msg.A("n", r), msg.A("ns", l.NSPair), msg.A("ew", l.EWPair))
		case l.NSPair > 0:
			res.Step("scoring.step.ns-pair", msg.A("n", r), msg.A("ns", l.NSPair))
		case l.EWPair > 0:
			res.Step("scoring.step.ew-pair", msg.A("n", r), msg.A("ew", l.EWPair))
		}
		if a := artificialAt(in, i); a != nil {
			res.Step("scoring.step.artificial", msg.A("n", i+1),
				msg.A("ns", awardLabel[a.NS]), msg.A("ns_pct", l.Artificial.NSPct), msg.A("ns_mp", msg.Dec{V: l.MPNS, Prec: 2}),
				msg.A("ew", awardLabel[a.EW]), msg.A("ew_pct", l.Artificial.EWPct), msg.A("ew_mp", msg.Dec{V: l.MPEW, Prec: 2}),
				msg.A("top", tr.Top))
		}
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
		var outs []engine.Out
		if a := artificialAt(in, i); a != nil {
			// an artificial score: the awards, then each side's share of the top
			outs = []engine.Out{
				engine.Str("award", a.NS),
				engine.Str("award_ew", a.EW),
				engine.Num("mp", l.MPNS, "mp", 2),
				engine.Num("mp_ew", l.MPEW, "mp", 2),
				engine.Num("pct", l.PctNS, "pct", 2),
				engine.Num("pct_ew", l.PctEW, "pct", 2),
			}
		} else {
			outs = []engine.Out{
				engine.Num("score", float64(l.NSScore), "points", 0),
				engine.Num("mp", l.MPNS, "mp", 2),
				engine.Num("mp_ew", l.MPEW, "mp", 2),
				engine.Num("pct", l.PctNS, "pct", 2),
				engine.Num("pct_ew", l.PctEW, "pct", 2),
			}
			if played >= 2 {
				outs = append(outs, engine.Num("ximp", l.XIMP, "imp", 2))
			}
			if butler {
				outs = append(outs, engine.Num("butler", float64(l.Butler), "imp", 0))
			}
		}
		res.Parties = append(res.Parties, engine.Party{Role: "line", Name: strconv.Itoa(i + 1), Outs: outs})
	}
	return res, nil
}

// artificialAt is result i's artificial score, nil when it was played.
func artificialAt(in TravellerInput, i int) *Awards {
	if i < len(in.Artificial) {
		return in.Artificial[i]
	}
	return nil
}

// checkTravellerLists refuses pair numbers and artificial scores that are not one per result,
// a pair number out of range or given twice on one side, and an award the form does not offer.
func checkTravellerLists(in TravellerInput) error {
	n := len(in.Entries)
	for _, side := range []struct {
		field string
		pairs []int
	}{{"ns_pairs", in.NSPairs}, {"ew_pairs", in.EWPairs}} {
		if len(side.pairs) == 0 {
			continue
		}
		if len(side.pairs) != n {
			return engine.InvalidKey(side.field, "scoring.err.pairs-count", msg.A("n", n))
		}
		for _, x := range side.pairs {
			if x < 1 || x > maxPair {
				return engine.Invalid(side.field, 1, maxPair)
			}
		}
		if r, first := repeatedPair(side.pairs); r >= 0 {
			return pairTwice(side.field, int64(side.pairs[r]), first)
		}
	}
	if len(in.Artificial) > 0 && len(in.Artificial) != n {
		return engine.InvalidKey("artificial", "scoring.err.artificial-count", msg.A("n", n))
	}
	for _, a := range in.Artificial {
		if _, err := EncodeArtificial(a); err != nil {
			return err
		}
	}
	return nil
}
