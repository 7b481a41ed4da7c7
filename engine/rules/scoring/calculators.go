package scoring

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
)

// maxLines is the most results one traveller or one room of a match takes.
const maxLines = 200

// calculators returns fresh values of the scoring tools, in link order (append only). Each
// names its form and wraps its typed core.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID:    "scoring.contract",
			Rules: []string{"scoring.law77"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("level", "scoring.f.level", 1, 7, 4),
				engine.EnumField("strain", "scoring.f.strain", 3, strainCodes...),
				engine.EnumField("doubled", "scoring.f.doubled", 0, doubledCodes...),
				engine.BoolField("vul", "", false),
				engine.IntField("board", "", 1, bridge.MaxBoardNumber, 0).Opt(),
				engine.EnumField("declarer", "scoring.f.declarer", 0, seatCodes...).WithHelp("scoring.h.declarer"),
				engine.IntField("tricks", "", 0, 13, 10),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Contract(p, ContractInput{
					Level:    int(in.Int("level")),
					Strain:   in.Enum("strain"),
					Doubled:  in.Enum("doubled"),
					Vul:      in.Bool("vul"),
					Board:    optInt(in, "board"),
					Declarer: in.Enum("declarer"),
					Tricks:   int(in.Int("tricks")),
				})
			},
		},
		{
			ID:    "scoring.imp",
			Rules: []string{"scoring.law78b"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("diff", "", -20000, 20000, 430),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return IMP(p, IMPInput{Diff: int(in.Int("diff"))})
			},
		},
		{
			ID:    "scoring.vp",
			Rules: []string{"scoring.wbf-vp"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("boards", "", 1, bridge.MaxBoards, 16),
				engine.DecField("margin", "", 2, -1000, 1000, 14).WithHelp("scoring.h.margin"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return VP(p, VPInput{Boards: int(in.Int("boards")), Margin: in.Dec("margin")})
			},
		},
		{
			ID:    "scoring.traveller",
			Rules: []string{"scoring.law2", "scoring.law77", "scoring.law78a", "scoring.law78b", "scoring.law78d"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("board", "", 1, bridge.MaxBoardNumber, 1),
				{Name: "entries", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines,
					Default: entries("4S N =", "4S N +1", "4S N -1", "3N S =", "4SX E -2", "5D W -1"),
					Help:    "scoring.h.entries"},
				engine.IntField("expected", "", 1, maxExpected, 0).Opt(),
				engine.IntField("discard", "", 0, 10, 0).Opt().WithHelp("scoring.h.discard"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				l, err := decodeEntries(in.List("entries"))
				if err != nil {
					return nil, named(err, "entries")
				}
				return Traveller(p, TravellerInput{
					Board:    int(in.Int("board")),
					Entries:  l,
					Expected: optInt(in, "expected"),
					Discard:  optInt(in, "discard"),
				})
			},
		},
		{
			ID:    "scoring.match",
			Rules: []string{"scoring.law2", "scoring.law77", "scoring.law78b", "scoring.wbf-vp"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("length", "scoring.f.length", 1, bridge.MaxBoards, 0).Opt().WithHelp("scoring.h.length"),
				engine.IntField("first", "scoring.f.first", 1, bridge.MaxBoardNumber, 1),
				{Name: "open", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.open",
					Default: entries("4S N =", "3N E +1", "2H S -1", "6D W =")},
				{Name: "closed", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.closed",
					Default: entries("4S N -1", "3N E +1", "3D W =", "5D W +1")},
				engine.DecField("home_imp_adj", "scoring.f.home_imp_adj", 2, -100, 100, 0),
				engine.DecField("visitor_imp_adj", "scoring.f.visitor_imp_adj", 2, -100, 100, 0),
				engine.DecField("home_fine", "scoring.f.home_fine", 2, 0, 20, 0),
				engine.DecField("visitor_fine", "scoring.f.visitor_fine", 2, 0, 20, 0),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				open, err1 := decodeEntries(in.List("open"))
				closed, err2 := decodeEntries(in.List("closed"))
				if err1 != nil || err2 != nil {
					return nil, engine.InvalidKey("open", "err.entry")
				}
				return Match(p, MatchInput{
					Length:        optInt(in, "length"),
					First:         int(in.Int("first")),
					Open:          open,
					Closed:        closed,
					HomeIMPAdj:    in.Dec("home_imp_adj"),
					VisitorIMPAdj: in.Dec("visitor_imp_adj"),
					HomeFine:      in.Dec("home_fine"),
					VisitorFine:   in.Dec("visitor_fine"),
				})
			},
		},
	}
}

// optInt returns an optional whole-number field's value, or nil when it is absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	return new(int(in.Int(name)))
}

// decodeEntries decodes a list of score entries (engine.KEntryList).
func decodeEntries(codes []int64) ([]bridge.Entry, error) {
	out := make([]bridge.Entry, len(codes))
	for i, x := range codes {
		e, err := bridge.DecodeEntry(x)
		if err != nil {
			return nil, err
		}
		out[i] = e
	}
	return out, nil
}

// entries encodes entries written as text (the schema defaults).
func entries(s ...string) []int64 {
	out := make([]int64, len(s))
	for i, x := range s {
		e, err := bridge.ParseEntry(x)
		if err != nil {
			panic("scoring: bad default entry " + x)
		}
		out[i] = bridge.EncodeEntry(e)
	}
	return out
}
