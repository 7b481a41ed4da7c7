package scoring

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
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
			NoBoardScore: "a scoring tool: a table result's score, IMPs or VPs computed, no ruling",
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
			NoBoardScore: "a scoring tool: a table result's score, IMPs or VPs computed, no ruling",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return IMP(p, IMPInput{Diff: int(in.Int("diff"))})
			},
		},
		{
			ID:    "scoring.vp",
			Rules: []string{"scoring.wbf-vp"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("boards", "", 1, bridge.MaxBoards, 16).AsEvent(),
				engine.DecField("margin", "", 2, -1000, 1000, 14).WithHelp("scoring.h.margin").OnlyWhen("given", "margin"),
				// appended: the margin may be given as the two teams' totals instead (older
				// links and logs: the margin)
				engine.EnumField("given", "scoring.f.given", 0, "margin", "totals").AsEvent(),
				engine.DecField("home_imp", "scoring.f.home_imp", 2, 0, 9999, 0).Opt().OnlyWhen("given", "totals"),
				engine.DecField("visitor_imp", "scoring.f.visitor_imp", 2, 0, 9999, 0).Opt().OnlyWhen("given", "totals"),
			},
			NoBoardScore: "a scoring tool: a table result's score, IMPs or VPs computed, no ruling",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return VP(p, VPInput{Boards: int(in.Int("boards")), Margin: in.Dec("margin"),
					Given: in.Enum("given"), HomeIMP: optDec(in, "home_imp"), VisitorIMP: optDec(in, "visitor_imp")})
			},
		},
		{
			ID:    "scoring.traveller",
			Rules: []string{"scoring.law2", "scoring.law77", "scoring.law78a", "scoring.law78b", "scoring.law78d", "law12"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("board", "", 1, bridge.MaxBoardNumber, 1),
				{Name: "entries", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines,
					Default: entries("4S N =", "4S N +1", "4S N -1", "3N S =", "4SX E -2", "5D W -1"),
					Help:    "scoring.h.entries"},
				engine.IntField("expected", "", 1, maxExpected, 0).Opt(),
				engine.IntField("discard", "", 0, 10, 0).Opt().WithHelp("scoring.h.discard"),
				// appended: the pairs of each result and its artificial score (empty: not given,
				// every result played, as in links and logs made before them)
				engine.IntListField("ns_pairs", "scoring.f.ns_pairs", 1, maxPair, 0, maxLines).WithHelp("scoring.h.pairs"),
				engine.IntListField("ew_pairs", "scoring.f.ew_pairs", 1, maxPair, 0, maxLines).WithHelp("scoring.h.pairs"),
				engine.IntListField("artificial", "scoring.f.artificial", 0, maxArtificialCode, 0, maxLines).WithHelp("scoring.h.artificial"),
			},
			NoBoardScore: "a scoring tool: a table result's score, IMPs or VPs computed, no ruling",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				l, err := decodeEntries(in.List("entries"))
				if err != nil {
					return nil, named(err, "entries")
				}
				art, err := DecodeArtificial(in.List("artificial"))
				if err != nil {
					return nil, err
				}
				return Traveller(p, TravellerInput{
					Board:      int(in.Int("board")),
					Entries:    l,
					Expected:   optInt(in, "expected"),
					Discard:    optInt(in, "discard"),
					NSPairs:    ints(in.List("ns_pairs")),
					EWPairs:    ints(in.List("ew_pairs")),
					Artificial: art,
				})
			},
			Tables: []engine.Table{{
				ID: "entries", Label: "table.results", Row: "table.row.result", Kind: engine.TableRows,
				Columns: append(append([]engine.Column{
					{Field: engine.IntField("ns_pair", "table.col.ns-pair", 1, maxPair, 0).Opt(), List: "ns_pairs"},
					{Field: engine.IntField("ew_pair", "table.col.ew-pair", 1, maxPair, 0).Opt(), List: "ew_pairs"},
				}, travellerEntryColumns()...), artificialColumns()...),
				Packs: []engine.Pack{entryPack("entries", ""), artificialPack()},
				Next:  nextResult,
				Idle: func(row engine.Values) []bool {
					art := isArtificialRow(row)
					idle := []bool{false, false}
					if art {
						idle = append(idle, true, true, true, true, true)
					} else {
						idle = append(idle, idleEntry(row[2:7])...)
					}
					return append(idle, false, !art, !art)
				},
				Check:    checkPairs,
				RowParty: "line", RowOuts: []string{"score", "mp", "pct"},
			}},
		},
		{
			ID:    "scoring.match",
			Rules: []string{"scoring.law2", "scoring.law77", "scoring.law78b", "scoring.wbf-vp"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("length", "scoring.f.length", 1, bridge.MaxBoards, 0).Opt().WithHelp("scoring.h.length").AsEvent(),
				engine.IntField("first", "scoring.f.first", 1, bridge.MaxBoardNumber, 1),
				{Name: "open", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.open",
					Default: entries("4S N =", "3N E +1", "2H S -1", "6D W =")},
				{Name: "closed", Kind: engine.KEntryList, MinItems: 1, MaxItems: maxLines, Label: "scoring.f.closed",
					Default: entries("4S N -1", "3N E +1", "3D W =", "5D W +1")},
				engine.DecField("home_imp_adj", "scoring.f.home_imp_adj", 2, -100, 100, 0).OrAssume(0),
				engine.DecField("visitor_imp_adj", "scoring.f.visitor_imp_adj", 2, -100, 100, 0).OrAssume(0),
				engine.DecField("home_fine", "scoring.f.home_fine", 2, 0, 20, 0).OrAssume(0),
				engine.DecField("visitor_fine", "scoring.f.visitor_fine", 2, 0, 20, 0).OrAssume(0),
			},
			NoBoardScore: "a scoring tool: a table result's score, IMPs or VPs computed, no ruling",
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
			Tables: []engine.Table{{
				ID: "boards", Label: "table.boards", Row: "table.row.board", RowFrom: "first", Kind: engine.TableRows,
				Columns: append(entryColumns("open", "open_", "table.col.open"), entryColumns("closed", "closed_", "table.col.closed")...),
				Packs:   []engine.Pack{entryPack("open", "open_"), entryPack("closed", "closed_")},
				Idle:    func(row engine.Values) []bool { return append(idleEntry(row[:5]), idleEntry(row[5:])...) },
				RowStep: "scoring.step.match-board",
			}},
		},
	}
}

// The cells of a score entry in a table: level (or pass), strain, doubling, declarer, and the
// result against the contract ("=", "+1", "-2"), in a group of columns named prefix+…
// (engine/bridge's, shared with Law 12's weighted score).
const (
	passLevel = bridge.EntryPassLevel // the option "pass" of bridge.EntryLevelOptions
	madeExact = bridge.EntryMadeExact // the option "=" of bridge.EntryResultOptions
)

func entryColumns(list, prefix, group string) []engine.Column {
	return bridge.EntryColumns(list, prefix, group, "scoring.f.declarer")
}

// idleEntry: a passed board's entry has its level cell only.
func idleEntry(cells engine.Values) []bool { return bridge.IdleEntry(cells) }

// entryPack packs the entry columns named prefix+… into a score entry (bridge.EncodeEntry).
func entryPack(list, prefix string) engine.Pack { return bridge.EntryPack(list, prefix) }

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

// The traveller's table: a result's pairs, its score entry, and whether it is an artificial
// adjusted score with each side's award.
const (
	maxPair           = 999 // the highest pair number
	maxArtificialCode = 9   // the highest item of the artificial list: 1 + 2·3 + 2
	colLevel          = 2   // the traveller's level column
	colAdjusted       = 7   // its tick "artificial adjusted score"
)

// travellerEntryColumns are the score entry's cells; on an artificial row they are idle and its
// level writes a pass, so that the row's entry is the pass code (which the engine ignores).
func travellerEntryColumns() []engine.Column {
	cols := entryColumns("entries", "", "")
	cols[0].IdleValue = []int64{passLevel}
	return cols
}

// artificialColumns are the tick "artificial adjusted score" and the award of each side (A+,
// A, A−), packed into the list artificial (EncodeArtificial).
func artificialColumns() []engine.Column {
	on := func(f engine.Field) engine.Column { return engine.Column{Field: f, List: "artificial"} }
	return []engine.Column{
		on(engine.BoolField("adjusted", "scoring.f.adjusted", false)),
		on(engine.EnumField("ns_award", "scoring.f.ns_award", 1, awardCodes...)),
		on(engine.EnumField("ew_award", "scoring.f.ew_award", 1, awardCodes...)),
	}
}

// artificialPack packs a row's tick and awards into its artificial code; every row played
// writes an empty list.
func artificialPack() engine.Pack {
	return engine.Pack{
		List:  "artificial",
		Empty: true,
		Pack: func(c []int64) (int64, *engine.Error) {
			if c[0] == 0 {
				return 0, nil
			}
			return 1 + c[1]*3 + c[2], nil
		},
		Unpack: func(x int64) ([]int64, *engine.Error) {
			switch {
			case x == 0:
				return []int64{0, 1, 1}, nil
			case x < 0 || x > maxArtificialCode:
				return nil, engine.InvalidKey("artificial", "table.err.code")
			}
			return []int64{1, (x - 1) / 3, (x - 1) % 3}, nil
		},
	}
}

// isArtificialRow reports whether a traveller row is ticked as an artificial score.
func isArtificialRow(row engine.Values) bool {
	return len(row) > colAdjusted && len(row[colAdjusted]) == 1 && row[colAdjusted][0] != 0
}

// nextResult is the row after prev: the next NS and EW pair numbers (when given), a played
// result, the contract as before (the defaults after an artificial score).
func nextResult(prev engine.Values) engine.Values {
	for j := 0; j < 2; j++ {
		if len(prev[j]) == 1 && prev[j][0] < maxPair {
			prev[j] = []int64{prev[j][0] + 1}
		}
	}
	if isArtificialRow(prev) {
		for k, c := range entryColumns("entries", "", "") {
			prev[colLevel+k] = append([]int64(nil), c.Default...)
		}
	}
	for k, c := range artificialColumns() {
		prev[colAdjusted+k] = append([]int64(nil), c.Default...)
	}
	return prev
}

// checkPairs names the cell of a pair number given twice on one side of the traveller.
func checkPairs(p *engine.Params, in engine.Input) []engine.CellError {
	var errs []engine.CellError
	for col, name := range []string{"ns_pairs", "ew_pairs"} {
		if r, first := repeatedPair(ints(in.List(name))); r >= 0 {
			errs = append(errs, engine.CellError{Row: r, Col: col,
				Err: pairTwice(name, in.List(name)[r], first)})
		}
	}
	return errs
}

// repeatedPair returns the first result whose pair number an earlier result has, and that
// earlier one (−1, −1: none is repeated).
func repeatedPair(pairs []int) (row, first int) {
	seen := map[int]int{}
	for r, n := range pairs {
		if f, ok := seen[n]; ok {
			return r, f
		}
		seen[n] = r
	}
	return -1, -1
}

// pairTwice is the error of a pair number on two results (rows from 0).
func pairTwice(field string, pair int64, first int) *engine.Error {
	return engine.InvalidKey(field, "scoring.err.pair-twice", msg.A("pair", pair), msg.A("result", first+1))
}

// ints is a list of whole numbers as ints (nil stays nil).
func ints(l []int64) []int {
	if l == nil {
		return nil
	}
	out := make([]int, len(l))
	for i, x := range l {
		out[i] = int(x)
	}
	return out
}

// optDec returns an optional decimal field's value, or nil when it is absent.
func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	return new(in.Dec(name))
}
