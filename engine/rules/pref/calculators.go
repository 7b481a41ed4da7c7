package pref

import (
	"time"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// maxDateTime is the end of the out-of-game form's date-time range (100 years of 366 days),
// wider than engine.MaxDateTime: links and logs carry it as it is.
const maxDateTime = 100 * 366 * 24 * 60

// calculators are the ruleset's calculators in link order (append only).
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		calcValue(), calcSheet(), calcRuling(), calcGoBula(), calcOutOfGame(), calcRevoke(), calcHearing(),
		calcBulaReasons(), calcRescore(), calcLeadFix(), calcLead(), calcReasons(),
	}
}

func calcValue() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.value", Rules: []string{"pref.scoring"}, Group: "game-value",
		Inputs: engine.Schema{
			engine.EnumField("game", "pref.f.game", 0, "pik", "karo", "herc", "tref", "betl", "sans"),
			engine.BoolField("igra", "pref.f.igra", false),
			engine.EnumField("kontra", "pref.f.kontra", 0, "none", "kontra", "rekontra"),
			engine.BoolField("refe", "pref.f.refe", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return GameValue(p, GameValueInput{Game: in.Enum("game"), Igra: in.Bool("igra"), Kontra: in.Enum("kontra"), Refe: in.Bool("refe")})
		},
	}
}

func calcSheet() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.sheet", Rules: []string{"pref.scoring", "pref.in-game"}, Group: "sheet",
		// its hands (and starting bula) from the sheet last logged for the game (a director logs
		// the sheet, as any calculation); its rulings from that sheet's own rulings and the
		// rulings logged in the game (the three players' deltas after a hand, and when it was
		// made), with their S-numbers
		Feeds: []engine.Feed{
			{Field: "hands", Table: true, Calcs: []string{"pref.sheet"}, Who: engine.WhoGame, Latest: true, Copy: []string{"hands", "start_bula"}},
			{Field: "rulings", Table: true, Calcs: []string{"pref.ruling", "pref.sheet"}, Who: engine.WhoGame},
		},
		Inputs: engine.Schema{
			engine.IntField("start_bula", "pref.f.start_bula", 2, 1000, 60).AsEvent(),
			engine.IntListField("hands", "pref.f.hands", 0, MaxHandCode, 0, 300, 110006023, 0, 230007023, 350000053).WithHelp("pref.help.hands"),
			engine.IntListField("rulings", "pref.f.rulings", -1000, 1000, 0, 400, 3, -16, 0, 16).WithHelp("pref.help.rulings"),
			engine.BoolField("by_hand", "pref.f.by_hand", false),
			// appended (format 1): each ruling's S-number, in the rulings' order; none given
			// in older links and logs
			engine.IntListField("ruling_ids", "pref.f.ruling_ids", 1, 999999, 0, 100).WithHelp("pref.help.ruling_ids"),
			// appended (format 1): the last completed hand when each ruling was made, in the
			// rulings' order, and whether the judge found a late call justified; none given in
			// older links and logs (no window check)
			engine.IntListField("ruling_made", "pref.f.ruling_made", 1, 1000, 0, 100).WithHelp("pref.help.ruling_made"),
			engine.BoolField("delay_justified", "pref.f.delay_justified", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			s, err := sheetInput(in)
			if err != nil {
				return nil, err
			}
			return ScoreSheet(p, s)
		},
		Paper: func(p *engine.Params, in engine.Input) (*engine.Paper, error) {
			s, err := sheetInput(in)
			if err != nil {
				return nil, err
			}
			return Lista(p, s)
		},
		Tables: []engine.Table{handsTable(), rulingsTable()},
	}
}

// sheetInput reads the score-sheet form: hand codes, rulings in fours, their S-numbers.
func sheetInput(in engine.Input) (ScoreSheetInput, error) {
	s := ScoreSheetInput{StartBula: int(in.Int("start_bula")), ByHand: in.Bool("by_hand")}
	for i, c := range in.List("hands") {
		h, err := DecodeHand(c, "hands", i+1)
		if err != nil {
			return s, err
		}
		s.Hands = append(s.Hands, h)
	}
	rs, err := DecodeRulings(in.List("rulings"), "rulings")
	if err != nil {
		return s, err
	}
	if ids := in.List("ruling_ids"); len(ids) > 0 {
		if len(ids) != len(rs) {
			return s, engine.InvalidKey("ruling_ids", "pref.err.ruling-ids", msg.A("n", len(rs)))
		}
		for i := range rs {
			rs[i].ID = int(ids[i])
		}
	}
	if made := in.List("ruling_made"); len(made) > 0 {
		if len(made) != len(rs) {
			return s, engine.InvalidKey("ruling_made", "pref.err.ruling-made", msg.A("n", len(rs)))
		}
		for i := range rs {
			rs[i].Made = int(made[i])
		}
	}
	s.DelayJustified = in.Bool("delay_justified")
	s.Rulings = rs
	return s, nil
}

// handsTable shows the sheet's hand codes as a row per hand: the code's parts are its columns
// (the right-hand player's tricks are the rest of the ten), bula and soups after the hand its
// derived values.
func handsTable() engine.Table {
	on := func(f engine.Field) engine.Column { return engine.Column{Field: f, List: "hands"} }
	return engine.Table{
		ID: "hands", Label: "table.hands", Row: "table.row.hand", Kind: engine.TableRows,
		Columns: []engine.Column{
			on(engine.EnumField("declarer", "table.col.declarer", 0, "p1", "p2", "p3", "passed")),
			on(engine.EnumField("game", "pref.f.game", 0, "pik", "karo", "herc", "tref", "betl", "sans")),
			on(engine.BoolField("igra", "table.col.igra", false)),
			on(engine.EnumField("kontra", "table.col.kontra", 0, "none", "kontra", "rekontra")),
			on(engine.IntField("decl_tricks", "table.col.decl-tricks", 0, 10, 6)),
			on(engine.IntField("left_tricks", "table.col.left-tricks", 0, 10, 2)),
			on(engine.EnumField("followers", "table.col.followers", 3, "none", "left", "right", "both")),
		},
		Packs: []engine.Pack{{List: "hands", Pack: packHand, Unpack: unpackHand}},
		Next: func(prev engine.Values) engine.Values {
			// the next player in turn declares; the game as before, without igra or kontra
			d := prev[0][0]
			if d < 3 {
				d = (d + 1) % 3
			} else {
				d = 0
			}
			prev[0], prev[2], prev[3] = []int64{d}, []int64{0}, []int64{0}
			return prev
		},
		Idle: func(row engine.Values) []bool {
			// a passed-out hand has a declarer's cell only
			passed := len(row[0]) == 1 && row[0][0] == 3
			return []bool{false, passed, passed, passed, passed, passed, passed}
		},
		Derive: deriveSheet,
	}
}

// packHand is a hand's code from its cells: declarer (3: passed out), game, igra, kontra, the
// declarer's and the left-hand player's tricks, who followed.
func packHand(c []int64) (int64, *engine.Error) {
	if c[0] == 3 {
		return 0, nil
	}
	if c[4]+c[5] > 10 {
		return 0, engine.InvalidKey("left_tricks", "table.err.tricks")
	}
	h := Hand{Declarer: int(c[0]), Game: Game(c[1] + 1), Igra: c[2] == 1, Kontra: Kontra(c[3])}
	d := h.Declarer
	l, r := Left.At(d), Right.At(d)
	h.Tricks[d], h.Tricks[l], h.Tricks[r] = int(c[4]), int(c[5]), 10-int(c[4]+c[5])
	h.Followed[l], h.Followed[r] = c[6]&1 != 0, c[6]&2 != 0
	x, err := EncodeHand(h)
	if err != nil {
		return 0, engine.InvalidKey("declarer", "table.err.code")
	}
	return x, nil
}

// unpackHand is the cells of a hand code (a passed-out hand: the first row's other cells).
func unpackHand(code int64) ([]int64, *engine.Error) {
	h, err := DecodeHand(code, "hands", 0)
	if err != nil {
		return nil, engine.InvalidKey("hands", "table.err.code")
	}
	if h.Passed {
		return []int64{3, 0, 0, 0, 6, 2, 3}, nil
	}
	d := h.Declarer
	l, r := Left.At(d), Right.At(d)
	f, ig := int64(0), int64(0)
	if h.Followed[l] {
		f |= 1
	}
	if h.Followed[r] {
		f |= 2
	}
	if h.Igra {
		ig = 1
	}
	return []int64{int64(d), int64(h.Game) - 1, ig, int64(h.Kontra), int64(h.Tricks[d]), int64(h.Tricks[l]), f}, nil
}

// deriveSheet replays the sheet hand by hand (with the rulings written up to each): every
// player's bula and the soups each has written after the hand.
func deriveSheet(p *engine.Params, in engine.Input) [][]engine.Note {
	var hands []Hand
	for i, c := range in.List("hands") {
		h, err := DecodeHand(c, "hands", i+1)
		if err != nil {
			return nil
		}
		hands = append(hands, h)
	}
	rulings, err := DecodeRulings(in.List("rulings"), "rulings")
	if err != nil {
		return nil
	}
	out := make([][]engine.Note, len(hands))
	for k, h := range hands {
		var upTo []Ruling
		for _, r := range rulings {
			if r.AfterHand <= k+1 {
				upTo = append(upTo, r)
			}
		}
		s, _, err := Play{Start: int(in.Int("start_bula")), Hands: hands[:k+1], Rulings: upTo}.Sheet(p)
		if err != nil {
			return out
		}
		st := s.Settle(p)
		var notes []engine.Note
		if !h.Passed {
			notes = append(notes, engine.Note{Key: "table.note.right-tricks", Args: []msg.Arg{msg.A("n", h.Tricks[Right.At(h.Declarer)])}})
		}
		notes = append(notes,
			engine.Note{Key: "table.note.bula", Args: []msg.Arg{msg.A("b1", s.Bula[0]), msg.A("b2", s.Bula[1]), msg.A("b3", s.Bula[2])}},
			engine.Note{Key: "table.note.soups", Args: []msg.Arg{msg.A("s1", st.Written[0]), msg.A("s2", st.Written[1]), msg.A("s3", st.Written[2])}})
		out[k] = notes
	}
	return out
}

// rulingsTable shows the sheet's rulings, four numbers each, as a row per ruling: the hand it is
// written after and the bula change of each player, checked as the rule wants them.
func rulingsTable() engine.Table {
	on := func(f engine.Field, step int64) engine.Column {
		return engine.Column{Field: f, List: "rulings", Step: step}
	}
	return engine.Table{
		ID: "rulings", Label: "table.rulings", Row: "table.row.ruling", Kind: engine.TableRows,
		Columns: []engine.Column{
			on(engine.IntField("after", "table.col.after-hand", 1, 1000, 1), 1),
			on(engine.IntField("d1", "table.col.delta1", -1000, 1000, 0), 2),
			on(engine.IntField("d2", "table.col.delta2", -1000, 1000, 0), 2),
			on(engine.IntField("d3", "table.col.delta3", -1000, 1000, 0), 2),
			{Field: engine.IntField("id", "table.col.ruling-id", 1, 999999, 0).Opt().WithHelp("table.h.ruling-id"), List: "ruling_ids"},
			// appended: when the ruling was made (the last completed hand)
			{Field: engine.IntField("made", "pref.col.ruling-made", 1, 1000, 0).Opt().WithHelp("pref.help.ruling_made"), List: "ruling_made"},
		},
		Next: func(prev engine.Values) engine.Values {
			return engine.Values{{prev[0][0] + 1}, {0}, {0}, {0}, nil, nil}
		},
		Derive: deriveRulings, // a ruling made too late: the warning beside its row
		Check: func(p *engine.Params, in engine.Input) []engine.CellError {
			l, hands := in.List("rulings"), len(in.List("hands"))
			var errs []engine.CellError
			for r := 0; r*4+3 < len(l); r++ {
				if a := l[r*4]; a < 1 || a > int64(hands) {
					errs = append(errs, engine.CellError{Row: r, Col: 0, Err: engine.InvalidKey("after", "table.err.after", msg.A("n", hands))})
				}
				if made := in.List("ruling_made"); r < len(made) && (made[r] < l[r*4] || made[r] > int64(hands)) {
					errs = append(errs, engine.CellError{Row: r, Col: 5, Err: engine.Invalid("made", l[r*4], int64(hands))})
				}
				errs = append(errs, checkDeltas(p, r, 1, l[r*4+1:r*4+4])...)
			}
			return errs
		},
	}
}

// checkDeltas: each bula change a multiple of the club's step, not all of them zero (rule
// pref.in-game), as errors of row r, columns col0… (all zero: the row's).
func checkDeltas(p *engine.Params, r, col0 int, d []int64) []engine.CellError {
	m := p.I("ingame.multiple")
	var errs []engine.CellError
	zero := true
	for k, x := range d {
		if x%m != 0 {
			errs = append(errs, engine.CellError{Row: r, Col: col0 + k, Err: engine.InvalidKey("deltas", "table.err.multiple", msg.A("step", m))})
		}
		if x != 0 {
			zero = false
		}
	}
	if zero {
		errs = append(errs, engine.CellError{Row: r, Col: -1, Err: engine.InvalidKey("deltas", "table.err.all-zero")})
	}
	return errs
}

// playersTable is a fixed table of the three players with one column on list.
func playersTable(list string, col engine.Field, step int64) engine.Table {
	return engine.Table{ID: list, Label: "table.players", Row: "table.row.player", Kind: engine.TableRows,
		Columns: []engine.Column{{Field: col, List: list, Step: step}}}
}

func calcRuling() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.ruling", Rules: []string{"pref.in-game"}, Group: "rulings",
		Inputs: engine.Schema{
			engine.IntListField("deltas", "pref.f.deltas", -1000, 1000, 3, 3, 2, 0, -2),
			engine.IntField("hand", "pref.f.after_hand", 1, 9999, 1),
			// appended: when the ruling is made (the last completed hand; absent in older links
			// and logs: no window check) and whether the judge found a late call justified
			engine.IntField("made_after", "pref.f.made_after", 1, 9999, 0).Opt().WithHelp("pref.help.ruling_made"),
			engine.BoolField("delay_justified", "pref.f.delay_justified", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			l := in.List("deltas")
			return InGameRuling(p, InGameRulingInput{Deltas: [3]int{int(l[0]), int(l[1]), int(l[2])}, Hand: int(in.Int("hand")),
				MadeAfter: optInt(in, "made_after"), DelayJustified: in.Bool("delay_justified")})
		},
		Tables: []engine.Table{func() engine.Table {
			t := playersTable("deltas", engine.IntField("delta", "table.col.delta", -1000, 1000, 0), 2)
			t.Check = func(p *engine.Params, in engine.Input) []engine.CellError {
				errs := checkDeltas(p, 0, 0, in.List("deltas"))
				for i := range errs { // one column: the row is the player
					if errs[i].Col >= 0 {
						errs[i].Row, errs[i].Col = errs[i].Col, 0
					} else {
						errs[i].Row = -1
					}
				}
				return errs
			}
			return t
		}()},
	}
}

func calcGoBula() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.go-bula", Rules: []string{"pref.in-game", "pref.principles"}, Group: "rulings",
		Inputs: engine.Schema{
			engine.EnumField("game", "pref.f.game", 0, "pik", "karo", "herc", "tref", "betl", "sans"),
			engine.BoolField("igra", "pref.f.igra", false),
			engine.EnumField("kontra", "pref.f.kontra", 0, "none", "kontra", "rekontra"),
			engine.BoolField("refe", "pref.f.refe", false),
			engine.EnumField("guilty", "pref.f.guilty", 2, "p1", "p2", "p3"),
			engine.EnumField("innocent", "pref.f.innocent", 1, "p1", "p2", "p3"),
			engine.BoolField("refused", "pref.f.refused", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return GoToBula(p, GoToBulaInput{Game: in.Enum("game"), Igra: in.Bool("igra"), Kontra: in.Enum("kontra"), Refe: in.Bool("refe"),
				Guilty: in.Enum("guilty"), Innocent: in.Enum("innocent"), Refused: in.Bool("refused")})
		},
	}
}

func calcOutOfGame() *engine.Calculator {
	interrupted := engine.DateTimeField("interrupted", "pref.f.interrupted", msg.Minutes(2026, time.March, 1, 20, 0))
	interrupted.Max = maxDateTime
	now := engine.DateTimeField("now", "pref.f.now", msg.Minutes(2026, time.March, 1, 22, 30))
	now.Max = maxDateTime
	return &engine.Calculator{
		ID: "pref.out-of-game", Rules: []string{"pref.out-of-game"}, Group: "rulings",
		Inputs: engine.Schema{
			interrupted,
			now,
			engine.BoolField("replace", "pref.f.replace", false),
			engine.BoolField("first_leaver_blamed", "pref.f.first_leaver_blamed", false),
			engine.BoolField("manual", "pref.f.manual", true),
			engine.IntField("start_bula", "pref.f.start_bula", 2, 1000, 60).AsEvent(),
			engine.IntListField("bula_left", "pref.f.bula_left", -1000, 1000, 3, 3, 20, 12, 8),
			engine.BoolField("innocent_harmed", "pref.f.innocent_harmed", false),
			engine.EnumField("league", "pref.f.league", 0, "none", "low", "high").AsEvent(),
			engine.BoolField("cup_dq", "pref.f.cup_dq", false),
			engine.IntField("ban_days", "pref.f.ban_days", 0, 30, 0),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			l := in.List("bula_left")
			return OutOfGameRuling(p, OutOfGameRulingInput{Interrupted: in.Int("interrupted"), Now: in.Int("now"),
				Replace: in.Bool("replace"), FirstLeaverBlamed: in.Bool("first_leaver_blamed"), Manual: in.Bool("manual"),
				StartBula: int(in.Int("start_bula")), BulaLeft: [3]int{int(l[0]), int(l[1]), int(l[2])},
				InnocentHarmed: in.Bool("innocent_harmed"), League: in.Enum("league"), CupDQ: in.Bool("cup_dq"),
				BanDays: int(in.Int("ban_days"))})
		},
		Tables: []engine.Table{playersTable("bula_left", engine.IntField("bula", "table.col.bula-left", -1000, 1000, 0), 2)},
	}
}

func calcRevoke() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.revoke", Rules: []string{"pref.out-of-game", "pref.roles"}, Group: "rulings",
		// Pref. 3.2: it decides whether a logged ruling may be revoked or re-ruled
		Revocation: &engine.Revocation{SameDirector: "same_judge", Allowed: "allowed", Why: "clause"},
		Inputs: engine.Schema{
			engine.BoolField("same_judge", "pref.f.same_judge", true),
			engine.BoolField("for_error", "pref.f.for_error", true),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return Revoke(p, RevokeInput{SameJudge: in.Bool("same_judge"), ForError: in.Bool("for_error")})
		},
	}
}

func calcHearing() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.hearing", Rules: []string{"pref.roles"}, Group: "rulings",
		Inputs: engine.Schema{
			engine.BoolField("rated", "pref.f.rated", true),
			engine.BoolField("requested", "pref.f.requested", true),
			engine.BoolField("judge_played", "pref.f.judge_played", false),
			engine.BoolField("already_ruled", "pref.f.already_ruled", false),
			engine.BoolField("obvious_error", "pref.f.obvious_error", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return Hearing(p, HearingInput{Rated: in.Bool("rated"), Requested: in.Bool("requested"), JudgePlayed: in.Bool("judge_played"),
				AlreadyRuled: in.Bool("already_ruled"), ObviousError: in.Bool("obvious_error")})
		},
	}
}

func calcBulaReasons() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.bula-reasons", Rules: []string{"pref.principles"}, Group: "rulings",
		Inputs: engine.Schema{
			engine.EnumField("fault", "pref.f.fault", 1, "bid", "follow", "sans-lead", "gross-error", "unsporting", "unsporting-no-effect"),
			engine.BoolField("caused_fall", "pref.f.caused_fall", true),
			engine.IntField("good_cards", "pref.f.good_cards", 0, 8, 2).OnlyWhen("fault", "bid"),
			engine.BoolField("partner_doubled", "pref.f.partner_doubled", false).OnlyWhen("fault", "follow"),
			engine.BoolField("other_error_more", "pref.f.other_error_more", false),
			engine.BoolField("lost_right", "pref.f.lost_right", false),
			engine.BoolField("shared", "pref.f.shared", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return BulaReasons(p, BulaReasonsInput{Fault: in.Enum("fault"), CausedFall: in.Bool("caused_fall"), GoodCards: int(in.Int("good_cards")),
				PartnerDoubled: in.Bool("partner_doubled"), OtherErrorMore: in.Bool("other_error_more"), LostRight: in.Bool("lost_right"), Shared: in.Bool("shared")})
		},
	}
}

func calcRescore() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.rescore", Rules: []string{"pref.principles"}, Group: "rulings",
		Inputs: engine.Schema{
			engine.EnumField("case", "pref.f.rescore_case", 0, "unjust-double", "sure-betl"),
			engine.EnumField("game", "pref.f.game", 0, "pik", "karo", "herc", "tref", "betl", "sans"),
			engine.BoolField("igra", "pref.f.igra", false),
			engine.EnumField("kontra", "pref.f.kontra", 1, "none", "kontra", "rekontra"),
			engine.BoolField("refe", "pref.f.refe", false),
			engine.IntField("decl_tricks", "pref.f.decl_tricks", 0, 10, 5),
			engine.IntField("left_tricks", "pref.f.left_tricks", 0, 10, 3),
			engine.EnumField("followers", "pref.f.followers", 3, "none", "left", "right", "both"),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return RescoreHand(p, RescoreHandInput{Case: in.Enum("case"), Game: in.Enum("game"), Igra: in.Bool("igra"), Kontra: in.Enum("kontra"),
				Refe: in.Bool("refe"), DeclTricks: int(in.Int("decl_tricks")), LeftTricks: int(in.Int("left_tricks")), Followers: in.Enum("followers")})
		},
	}
}

func calcLeadFix() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.lead-fix", Rules: []string{"pref.principles"}, Group: "lead",
		Inputs: engine.Schema{
			engine.BoolField("igra", "pref.f.igra", false),
			engine.EnumField("kontra", "pref.f.kontra", 0, "none", "kontra", "rekontra"),
			engine.BoolField("refe", "pref.f.refe", false),
			engine.IntField("tricks_lost", "pref.f.tricks_lost", 0, 10, 1),
			engine.BoolField("failed_anyway", "pref.f.failed_anyway", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return WrongLead(p, WrongLeadInput{Igra: in.Bool("igra"), Kontra: in.Enum("kontra"), Refe: in.Bool("refe"),
				TricksLost: int(in.Int("tricks_lost")), FailedAnyway: in.Bool("failed_anyway")})
		},
	}
}

func calcLead() *engine.Calculator {
	h, _ := ParseHand("SK8 HA97 DQJ8 CKT")
	return &engine.Calculator{
		ID: "pref.lead", Rules: []string{"pref.principles"}, Group: "lead",
		Inputs: engine.Schema{
			{Name: "hand", Kind: engine.KPrefHand, Default: []int64{int64(h)}, Label: "pref.f.hand"},
			engine.EnumField("case", "pref.f.lead_case", 0, "invited", "doubled"),
			engine.EnumField("bid", "pref.f.bid", 0, "none", "pik", "karo", "herc", "tref"),
			{Name: "lead", Kind: engine.KPrefCard, Optional: true, Label: "pref.f.lead"},
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			return LeadCheck(p, LeadCheckInput{Hand: cards.Hand(in.Int("hand")), Case: in.Enum("case"), Bid: in.Enum("bid"), Lead: optCard(in, "lead")})
		},
	}
}

func calcReasons() *engine.Calculator {
	h, _ := ParseHand("SAK7 HQJ D987 CA8")
	return &engine.Calculator{
		ID: "pref.reasons", Rules: []string{"pref.follow-reasons"}, Group: "reasons",
		Inputs: engine.Schema{
			{Name: "hand", Kind: engine.KPrefHand, Default: []int64{int64(h)}, Label: "pref.f.hand"},
			engine.EnumField("trump", "pref.f.trump", 0, "pik", "karo", "herc", "tref", "sans"),
			engine.EnumField("seat", "pref.f.seat", 0, "right", "left"),
			engine.BoolField("first_followed", "pref.f.first_followed", false).OnlyWhen("seat", "left"),
			{Name: "bought1", Kind: engine.KPrefCard, Optional: true, Label: "pref.f.bought1"},
			{Name: "bought2", Kind: engine.KPrefCard, Optional: true, Label: "pref.f.bought2"},
			engine.IntField("trump_tricks", "pref.f.trump_tricks", 0, 8, 0).Opt().OnlyWhen("trump", "pik", "karo", "herc", "tref"),
			engine.BoolField("declarer_last_others_passed", "pref.f.declarer_last_others_passed", false),
		},
		NoBoardScore: "Preferans: a game's or a sheet's, no bridge board",
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			ri := FollowReasonsInput{Hand: cards.Hand(in.Int("hand")), Trump: in.Enum("trump"), Seat: in.Enum("seat"),
				FirstFollowed: in.Bool("first_followed"), Bought1: optCard(in, "bought1"), Bought2: optCard(in, "bought2"),
				DeclarerLastOthersPassed: in.Bool("declarer_last_others_passed")}
			if in.Has("trump_tricks") {
				t := int(in.Int("trump_tricks"))
				ri.TrumpTricks = &t
			}
			return FollowReasons(p, ri)
		},
	}
}

// optCard reads an optional card field: nil when absent.
func optCard(in engine.Input, field string) *cards.Card {
	if !in.Has(field) {
		return nil
	}
	c := cards.Card(in.Int(field))
	return &c
}

// optInt returns an optional whole-number field's value, or nil when it is absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	return new(int(in.Int(name)))
}
