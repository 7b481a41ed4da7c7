package law12

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// maxScore is the largest absolute score of one board (7NTXX vulnerable, all tricks).
const maxScore = 7600

// maxTraveller is the most results of a traveller the weighted score rescores.
const maxTraveller = 1000

// maxDiscard is the most results the Butler datum may drop at each end (the form's range).
const maxDiscard = 10

// WeightPrec is the number of decimals of a weight.
const WeightPrec = 3

// calculators returns fresh values of the Law 12 calculators, in link order (append only).
// Each names its form and wraps its typed core.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID:         "law12.artificial",
			BoardScore: &engine.BoardScore{Kind: engine.BoardArtificial, Outs: []string{"ns.mp", "ns.pct", "ns.imp", "ew.mp", "ew.pct", "ew.imp"}},
			Rules:      []string{RuleID},
			Group:      "adjusted",
			Inputs: engine.Schema{
				engine.EnumField("form", "", 0, "mp", "imp", "teams").AsEvent(),
				engine.EnumField("fault", "law12.f.fault", 0, "ns", "ew", "both", "neither"),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
				engine.DecField("ns_session_pct", "law12.f.ns_session_pct", 2, 0, 100, 0).Opt(),
				engine.DecField("ew_session_pct", "law12.f.ew_session_pct", 2, 0, 100, 0).Opt(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Artificial(p, ArtificialInput{
					Form:         in.Enum("form"),
					Fault:        in.Enum("fault"),
					Top:          int(in.Int("top")),
					NSSessionPct: optDec(in, "ns_session_pct"),
					EWSessionPct: optDec(in, "ew_session_pct"),
				})
			},
		},
		{
			ID:         "law12.assigned",
			BoardScore: &engine.BoardScore{Kind: engine.BoardAssigned, Outs: []string{"ns.mp", "ns.pct", "ns.imp", "ew.mp", "ew.pct", "ew.imp"}, Score: "assigned"},
			Rules:      []string{RuleID},
			Group:      "adjusted",
			Inputs: engine.Schema{
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("assigned", "law12.f.assigned", -maxScore, maxScore, 420),
				engine.IntListField("field", "law12.f.field", -maxScore, maxScore, 0, 1000, 420, 450, 170, -50).OnlyWhen("form", "mp"),
				engine.IntField("other_table", "law12.f.other_table", -maxScore, maxScore, -420).OnlyWhen("form", "imp"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Assigned(p, AssignedInput{
					Form:       in.Enum("form"),
					Assigned:   int(in.Int("assigned")),
					Field:      ints(in.List("field")),
					OtherTable: int(in.Int("other_table")),
				})
			},
			Tables: []engine.Table{fieldTable()},
		},
		{
			ID:         "law12.weighted",
			BoardScore: &engine.BoardScore{Kind: engine.BoardWeighted, Outs: []string{"ns.mp", "ns.pct", "ns.imp", "ew.mp", "ew.pct", "ew.imp"}, Scores: "scores", Weights: "weights"},
			Rules:      []string{RuleID},
			Group:      "adjusted",
			Inputs: engine.Schema{
				// appended options: the pair events' IMP methods (the traveller rescored) and a
				// team match against the other room's result
				engine.EnumField("form", "law12.f.form", 0, "mp", "imp", "cross-imp", "butler", "teams").AsEvent(),
				// no fewest: the outcomes may be given as contracts instead (Weighted asks for
				// one or the other)
				engine.IntListField("scores", "law12.f.scores", -maxScore, maxScore, 0, 20, 620, 170),
				engine.DecListField("weights", "law12.f.weights", WeightPrec, 0.001, 1, 1, 20, 0.5, 0.5),
				engine.IntListField("field", "law12.f.field", -maxScore, maxScore, 0, 1000, 620, 170, 140, -100).OnlyWhen("form", "mp", "cross-imp", "butler"),
				engine.IntField("other_table", "law12.f.other_table", -maxScore, maxScore, -420).OnlyWhen("form", "imp", "teams"),
				// appended: the possible results as contracts on a numbered board, and the rest
				// of the board's traveller to rescore (empty in older links and logs: scores and
				// field are used, as before)
				engine.IntField("board", "", 1, bridge.MaxBoardNumber, 0).Opt().WithHelp("law12.h.board"),
				{Name: "contracts", Kind: engine.KEntryList, MaxItems: 20, Label: "law12.f.contracts", Help: "law12.h.contracts"},
				{Name: "traveller", Kind: engine.KEntryList, MaxItems: maxTraveller, Label: "law12.f.traveller", Help: "law12.h.traveller"},
				// appended: the results dropped at each end before the Butler datum (form butler)
				engine.IntField("discard", "law12.f.discard", 0, maxDiscard, 1).Opt().WithHelp("law12.h.discard").OnlyWhen("form", "butler"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				contracts, err := decodeEntries(in.List("contracts"), "contracts")
				if err != nil {
					return nil, err
				}
				traveller, err := decodeEntries(in.List("traveller"), "traveller")
				if err != nil {
					return nil, err
				}
				board := 0
				if in.Has("board") {
					board = int(in.Int("board"))
				}
				return Weighted(p, WeightedInput{
					Form:       in.Enum("form"),
					Scores:     ints(in.List("scores")),
					Weights:    in.DecList("weights"),
					Field:      ints(in.List("field")),
					OtherTable: int(in.Int("other_table")),
					Board:      board,
					Contracts:  contracts,
					Traveller:  traveller,
					Discard:    optInt(in, "discard"),
				})
			},
			Tables: []engine.Table{{
				ID: "outcomes", Label: "table.outcomes", Row: "table.row.outcome", Kind: engine.TableRows,
				Columns: []engine.Column{
					{Field: engine.IntField("score", "table.col.ns-score", -maxScore, maxScore, 0).Opt(), List: "scores", Step: 10},
					{Field: engine.DecField("weight", "table.col.weight", WeightPrec, 0.001, 1, 0.5), List: "weights", Step: 100},
				},
			}, fieldTable(),
				// appended: the possible results as contracts, and the board's traveller
				entryTable("contracts", "law12.t.contracts", "table.row.outcome"),
				func() engine.Table {
					// each result's line of the traveller rescored: its score beside it
					t := entryTable("traveller", "law12.t.traveller", "table.row.result")
					t.RowParty, t.RowOuts = "line", []string{"score"}
					return t
				}()},
		},
	}
}

// entryTable shows a list of score entries as a row per entry, in the traveller's cells.
func entryTable(list, label, row string) engine.Table {
	return engine.Table{ID: list, Label: label, Row: row, Kind: engine.TableRows,
		Columns: bridge.EntryColumns(list, "", "", "law12.f.declarer"),
		Packs:   []engine.Pack{bridge.EntryPack(list, "")},
		Idle:    bridge.IdleEntry,
	}
}

// fieldTable shows the other North-South scores of the board as a row per result.
func fieldTable() engine.Table {
	return engine.Table{ID: "field", Label: "table.field", Row: "table.row.result", Kind: engine.TableRows,
		Columns: []engine.Column{{Field: engine.IntField("score", "table.col.ns-score", -maxScore, maxScore, 0), List: "field", Step: 10}}}
}

// optInt returns an optional whole-number field's value, or nil when it is absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	return new(int(in.Int(name)))
}

// optDec returns an optional decimal field's value, or nil when it is absent.
func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	return new(in.Dec(name))
}

// ints converts a list field's items.
func ints(x []int64) []int {
	out := make([]int, len(x))
	for i, v := range x {
		out[i] = int(v)
	}
	return out
}

// decodeEntries reads a list of score entries (an entry that does not decode is EINVALID
// naming field).
func decodeEntries(codes []int64, field string) ([]bridge.Entry, error) {
	out := make([]bridge.Entry, len(codes))
	for i, x := range codes {
		e, err := bridge.DecodeEntry(x)
		if err != nil {
			return nil, engine.InvalidKey(field, "law12.err.contract", msg.A("n", i+1))
		}
		out[i] = e
	}
	return out, nil
}
