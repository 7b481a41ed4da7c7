package scoring

import (
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// ContractInput is a contract and the tricks declarer took.
type ContractInput struct {
	Level    int    // 1–7
	Strain   string // "C", "D", "H", "S" or "N"
	Doubled  string // "none", "X" or "XX"
	Vul      bool   // declarer is vulnerable (when Board is nil)
	Board    *int   // board number: declarer's vulnerability follows from it (nil: Vul)
	Declarer string // "N", "E", "S" or "W" (read with Board)
	Tricks   int    // tricks declarer took, 0–13
}

// Contract scores a contract for declarer's side, item by item (rule scoring.law77, Law 77;
// with a board number also scoring.law2, Law 2, for declarer's vulnerability).
func Contract(p *engine.Params, in ContractInput) (*engine.Result, error) {
	strain, ok := strainOf[in.Strain]
	if !ok {
		return nil, engine.InvalidKey("strain", "err.enum", msg.A("options", strings.Join(strainCodes, ", ")))
	}
	doubled, ok := doubledOf[in.Doubled]
	if !ok {
		return nil, engine.InvalidKey("doubled", "err.enum", msg.A("options", strings.Join(doubledCodes, ", ")))
	}
	decl, ok := seatOf[in.Declarer]
	if !ok {
		return nil, engine.InvalidKey("declarer", "err.enum", msg.A("options", strings.Join(seatCodes, ", ")))
	}
	c := bridge.Contract{Level: in.Level, Strain: strain, Doubled: doubled}
	res := &engine.Result{}
	vul := in.Vul
	if in.Board != nil {
		dealer, v, err := bridge.BoardInfo(*in.Board)
		if err != nil {
			return nil, named(err, "board")
		}
		vul = v.Of(decl)
		res.Rules = []string{"scoring.law77", "scoring.law2"}
		res.Step("scoring.step.board-vul",
			msg.A("board", int64(*in.Board)), msg.A("dealer", seatLabel[dealer]), msg.A("vul", vulLabel[v]),
			msg.A("declarer", seatLabel[decl]), msg.A("state", stateLabel[vul]))
	}
	tricks := in.Tricks
	b, err := bridge.ScoreBreakdown(c, vul, tricks)
	if err != nil {
		return nil, named(err, "tricks")
	}
	st := msg.A("state", stateLabel[vul])
	res.Step("scoring.step.contract",
		msg.A("contract", notation.ContractArg(c)), msg.A("need", c.Level+6), msg.A("tricks", tricks))
	if b.Undertricks < 0 {
		res.Step("scoring.step.undertricks",
			msg.A("n", c.Level+6-tricks), st, msg.A("points", -b.Undertricks))
	} else {
		res.Step("scoring.step.trick-score", msg.A("points", b.TrickScore))
		if b.Overtricks > 0 {
			res.Step("scoring.step.overtricks",
				msg.A("n", tricks-c.Level-6), msg.A("points", b.Overtricks))
		}
		if b.Insult > 0 {
			res.Step("scoring.step.insult", msg.A("points", b.Insult))
		}
		if b.TrickScore >= 100 {
			res.Step("scoring.step.game", st, msg.A("points", b.GameOrPart))
		} else {
			res.Step("scoring.step.part-score", msg.A("points", b.GameOrPart))
		}
		switch c.Level {
		case 6:
			res.Step("scoring.step.small-slam", st, msg.A("points", b.Slam))
		case 7:
			res.Step("scoring.step.grand-slam", st, msg.A("points", b.Slam))
		}
	}
	res.Step("scoring.step.total", msg.A("score", b.Total))
	res.Parties = []engine.Party{{Role: "declarer", Outs: []engine.Out{
		engine.Num("score", float64(b.Total), "points", 0),
		engine.Bool("vul", vul),
	}}}
	return res, nil
}

// The option codes of a contract's strain, doubling and declarer, in the forms' order, with
// what they stand for.
var (
	strainCodes  = bridge.EntryStrainCodes
	doubledCodes = bridge.EntryDoubledCodes // an empty code cannot be typed or linked
	seatCodes    = bridge.EntrySeatCodes
	strainOf     = map[string]bridge.Strain{"C": bridge.Clubs, "D": bridge.Diamonds, "H": bridge.Hearts, "S": bridge.Spades, "N": bridge.NoTrump}
	doubledOf    = map[string]bridge.Doubled{"none": bridge.Undoubled, "X": bridge.DoubledX, "XX": bridge.Redoubled}
	seatOf       = map[string]bridge.Seat{"N": bridge.North, "E": bridge.East, "S": bridge.South, "W": bridge.West}
)
