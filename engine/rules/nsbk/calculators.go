package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
)

// calculators returns fresh values of the regulation's calculators, in link order (append only:
// engine/MODEL.md, "Links and logs forever"). Each names its form and wraps its typed core.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID:         "nsbk.lateness",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.pct_top", "offender.mp", "offender.imp"}},
			Rules:      []string{"nsbk.lateness"},
			Group:      "time",
			// NSBK t. 1: earlier latenesses of the pair in the session (the same day where the
			// case or the earlier incident has no session number)
			Feeds: []engine.Feed{{Field: "prior", Calcs: []string{"nsbk.lateness"}, Who: engine.WhoParty, Role: "offender", SameDay: true, BySession: true}},
			Inputs: engine.Schema{
				engine.IntField("minutes", "nsbk.f.minutes", 0, 240, 4),
				engine.IntField("seconds", "nsbk.f.seconds", 0, 59, 0).OrAssume(0),
				engine.IntField("waited", "nsbk.f.waited", 0, 240, 0).OrAssume(0),
				engine.IntField("prior", "nsbk.f.prior", 0, 50, 1),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Lateness(p, LatenessInput{
					Minutes: int(in.Int("minutes")),
					Seconds: int(in.Int("seconds")),
					Waited:  int(in.Int("waited")),
					Prior:   int(in.Int("prior")),
					Form:    in.Enum("form"),
					Top:     int(in.Int("top")),
				})
			},
		},
		{
			ID:         "nsbk.unplayed",
			BoardScore: &engine.BoardScore{Kind: engine.BoardNotPlayed, Outs: []string{"offender.pct", "offender.board_mp", "offender.board_imp", "non-offender.pct", "non-offender.board_mp", "non-offender.board_imp"}},
			Rules:      []string{"nsbk.unplayed"},
			Group:      "unplayed",
			Inputs: engine.Schema{
				engine.IntField("own_fault_boards", "nsbk.f.own_fault_boards", 0, 100, 1),
				engine.IntField("excused_first_round", "nsbk.f.excused_first_round", 0, 100, 0),
				engine.BoolField("has_non_offender", "nsbk.f.has_non_offender", true),
				engine.DecField("non_offender_pct", "nsbk.f.non_offender_pct", 2, 0, 100, 0).Opt(),
				engine.DecField("offender_pct", "nsbk.f.offender_pct", 2, 0, 100, 0).Opt(),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Unplayed(p, UnplayedInput{
					OwnFaultBoards:    int(in.Int("own_fault_boards")),
					ExcusedFirstRound: int(in.Int("excused_first_round")),
					HasNonOffender:    in.Bool("has_non_offender"),
					NonOffenderPct:    optDec(in, "non_offender_pct"),
					OffenderPct:       optDec(in, "offender_pct"),
					Form:              in.Enum("form"),
					Top:               int(in.Int("top")),
				})
			},
		},
		{
			ID:         "nsbk.score-entry",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"ns.pct_top", "ns.mp"}},
			Rules:      []string{"nsbk.score-entry"},
			Group:      "score-entry",
			// NSBK t. 4: it classifies a wrong score found in the session's file
			ScoreEntry: &engine.ScoreEntryCase{Board: "board", Form: "form", Top: "top", Entry: "entry", Side: "side", Score: "entered",
				FormMP: "mp", FormIMP: "imp", SideNS: "ns"},
			Inputs: engine.Schema{
				engine.IntField("board", "", 1, bridge.MaxBoardNumber, 5),
				{Name: "entry", Kind: engine.KEntry, Default: []int64{entry("4S N =")}},
				engine.EnumField("side", "nsbk.f.side", 0, "ns", "ew"),
				engine.IntField("entered", "nsbk.f.entered", -7600, 7600, 620),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
				engine.IntField("td_imp", "nsbk.f.td_imp", 0, 24, 0).Opt(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				e, err := bridge.DecodeEntry(in.Int("entry"))
				if err != nil {
					return nil, err
				}
				return ScoreEntry(p, ScoreEntryInput{
					Board:   int(in.Int("board")),
					Entry:   e,
					Side:    in.Enum("side"),
					Entered: int(in.Int("entered")),
					Form:    in.Enum("form"),
					Top:     int(in.Int("top")),
					TDIMP:   optInt(in, "td_imp"),
				})
			},
		},
		{
			ID:       "nsbk.fouled-board",
			Rules:    []string{"nsbk.fouled-board"},
			Group:    "unplayed",
			DealCase: true, // the board's deal is the case
			Fouled:   true, // a session file's fouled deal links here
			Inputs: engine.Schema{
				engine.IntField("adjusted_tables", "nsbk.f.adjusted_tables", 0, 100, 0),
				engine.BoolField("detectable", "nsbk.f.detectable", false),
				engine.EnumField("at_fault", "nsbk.f.at_fault", 0, "ns", "ew", "both"),
				engine.IntField("unplayed_boards", "nsbk.f.unplayed_boards", 0, 100, 0),
				engine.IntField("earlier_own_fault", "nsbk.f.earlier_own_fault", 0, 100, 0).OrAssume(0),
				engine.DecField("td_pct_top", "nsbk.f.td_pct_top", 2, 0, 100, 0).Opt(),
				engine.IntField("td_imp", "nsbk.f.td_imp", 0, 24, 0).Opt(),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
				// appended: each side's session percentage, for its own average on the boards
				// that could not be played (absent in older links and logs)
				engine.DecField("non_offender_pct", "nsbk.f.non_offender_pct", 2, 0, 100, 0).Opt(),
				engine.DecField("offender_pct", "nsbk.f.offender_pct", 2, 0, 100, 0).Opt(),
			},
			NoBoardScore: "a class of fault and the side at fault; the score comes from the unplayed or adjusted calculators",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return FouledBoard(p, FouledBoardInput{
					NonOffenderPct:  optDec(in, "non_offender_pct"),
					OffenderPct:     optDec(in, "offender_pct"),
					AdjustedTables:  int(in.Int("adjusted_tables")),
					Detectable:      in.Bool("detectable"),
					AtFault:         in.Enum("at_fault"),
					UnplayedBoards:  int(in.Int("unplayed_boards")),
					EarlierOwnFault: int(in.Int("earlier_own_fault")),
					TDPctTop:        optDec(in, "td_pct_top"),
					TDIMP:           optInt(in, "td_imp"),
					Form:            in.Enum("form"),
					Top:             int(in.Int("top")),
				})
			},
		},
		{
			ID:         "nsbk.unsportsmanlike",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.pct_top", "offender.mp", "offender.imp"}},
			Rules:      []string{"nsbk.unsportsmanlike"},
			Group:      "conduct",
			Inputs: engine.Schema{
				engine.IntField("offence", "nsbk.f.offence", 1, 50, 1),
				engine.BoolField("damage", "nsbk.f.damage", false),
				engine.BoolField("argued_td", "nsbk.f.argued_td", false),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Unsportsmanlike(p, UnsportsmanlikeInput{
					Offence:  int(in.Int("offence")),
					Damage:   in.Bool("damage"),
					ArguedTD: in.Bool("argued_td"),
					Form:     in.Enum("form"),
					Top:      int(in.Int("top")),
				})
			},
		},
		{
			ID:         "nsbk.offending-td",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.pct_top", "offender.mp", "offender.imp"}},
			Rules:      []string{"nsbk.offending-td"},
			Group:      "conduct",
			Inputs: engine.Schema{
				engine.EnumField("jury", "nsbk.f.jury", 0, "none", "upheld", "overturned"),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return OffendingTD(p, OffendingTDInput{
					Jury: in.Enum("jury"),
					Form: in.Enum("form"),
					Top:  int(in.Int("top")),
				})
			},
		},
		{
			ID:         "nsbk.psych",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.pct_top", "offender.mp", "offender.imp"}},
			Rules:      []string{"nsbk.psychics"},
			Group:      "psychics",
			Inputs: engine.Schema{
				{Name: "hand", Kind: engine.KBridgeHand, Default: []int64{hand("SQ8765 HJ43 D542 CQ3")}},
				engine.EnumField("call", "nsbk.f.call", 0, "natural", "weak-natural", "strong-artificial",
					"weak-conventional", "competitive-conventional", "overcall", "cuebid"),
				engine.IntField("level", "nsbk.f.level", 1, 7, 1),
				engine.IntField("seat", "nsbk.f.seat", 1, 4, 1),
				engine.EnumField("event", "nsbk.f.event", 0, "pairs", "teams").AsEvent(),
				engine.BoolField("misstated", "nsbk.f.misstated", false),
				engine.BoolField("intent_disproved", "nsbk.f.intent_disproved", false),
				engine.EnumField("form", "", 0, "mp", "imp").AsEvent(),
				engine.IntField("top", "", 1, 10000, 12).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Psych(p, PsychInput{
					Hand:            cards.Hand(in.Int("hand")),
					Call:            in.Enum("call"),
					Level:           int(in.Int("level")),
					Seat:            int(in.Int("seat")),
					Event:           in.Enum("event"),
					Misstated:       in.Bool("misstated"),
					IntentDisproved: in.Bool("intent_disproved"),
					Form:            in.Enum("form"),
					Top:             int(in.Int("top")),
				})
			},
		},
		{
			ID:       "nsbk.brown-sticker",
			Rules:    []string{"nsbk.psychics"},
			Group:    "psychics",
			DealCase: true, // the convention is judged on the board's deal
			Inputs: engine.Schema{
				engine.IntField("level", "nsbk.f.level", 1, 7, 2),
				engine.BoolField("known_suit", "nsbk.f.known_suit", false),
				engine.BoolField("multi", "nsbk.f.multi", false),
				engine.BoolField("strong", "nsbk.f.strong", false),
			},
			NoBoardScore: "whether a convention is allowed",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return BrownSticker(p, BrownStickerInput{
					Level:     int(in.Int("level")),
					KnownSuit: in.Bool("known_suit"),
					Multi:     in.Bool("multi"),
					Strong:    in.Bool("strong"),
				})
			},
		},
	}
}

// optDec returns an optional decimal field's value, or nil when it is absent.
func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	return new(in.Dec(name))
}

// optInt returns an optional whole-number field's value, or nil when it is absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	return new(int(in.Int(name)))
}

// entry and hand encode a default written as text ("4S N =", "SQ8765 HJ43 D542 CQ3").
func entry(s string) int64 {
	e, err := bridge.ParseEntry(s)
	if err != nil {
		panic("nsbk: bad default entry " + s)
	}
	return bridge.EncodeEntry(e)
}

func hand(s string) int64 {
	h, err := cards.Bridge.ParseHand(s)
	if err != nil {
		panic("nsbk: bad default hand " + s)
	}
	return int64(h)
}
