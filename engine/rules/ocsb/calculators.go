package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// calculators lists every calculator of the ruleset in link order: a share link and a log name a
// calculator by its position, so a new one is appended at the end. Each converts its form to the
// The Zero Tolerance calculators: the incidents of both count as breaches (ZT book, "From the
// log"). KMOR §10 does not say whose repeat doubles a fine: the director chooses per player or
// per team once, and the event keeps it as zt.count_by.
var (
	ztCalcs    = []string{"ocsb.zt", "ocsb.zt-log"}
	ztRemember = []engine.Remember{{Field: "count_by", Param: "zt.count_by", Codes: []string{"player", "team"}}}
)

// typed input of its core and calls it.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID:         "ocsb.zt",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.vp"}},
			Rules:      []string{"ocsb.zt"},
			Group:      "conduct",
			Breach:     true,
			// KMOR §10: earlier breaches of the same point that day by the player (or team)
			Feeds: []engine.Feed{{Field: "earlier_same_day", Calcs: ztCalcs, Who: engine.WhoPlayerOrTeam, WhoField: "count_by",
				SameDay: true, Period: "zt.period_days", Match: []string{"clause"}}},
			Remember: ztRemember,
			Inputs: engine.Schema{
				engine.EnumField("clause", "ocsb.f.clause", 0, "a", "b", "c", "d", "e", "f"),
				engine.IntField("earlier_same_day", "ocsb.f.earlier_same_day", 0, 50, 0),
				// appended: whose repeats were counted (older links and logs: the club setting)
				engine.EnumField("count_by", "ocsb.f.count_by", 0, countByChoices...).AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ZeroTolerance(p, ZeroToleranceInput{
					Clause:         in.Enum("clause"),
					EarlierSameDay: int(in.Int("earlier_same_day")),
					CountBy:        in.Enum("count_by"),
				})
			},
		},
		{
			ID:     "ocsb.zt-log",
			Rules:  []string{"ocsb.zt"},
			Group:  "conduct",
			Breach: true,
			// the TD's book: every earlier Zero Tolerance incident of the event
			Feeds:    []engine.Feed{{Field: "earlier", Table: true, Calcs: ztCalcs}},
			Remember: ztRemember,
			Inputs: engine.Schema{
				engine.EnumField("clause", "ocsb.f.clause", 0, "a", "b", "c", "d", "e", "f"),
				engine.IntField("player", "ocsb.f.player", 1, 999, 1),
				engine.IntField("team", "ocsb.f.team", 1, 99, 1),
				engine.IntField("day", "ocsb.f.day", 1, 400, 1),
				engine.IntListField("earlier_clauses", "ocsb.f.earlier_clauses", 1, 6, 0, 100),
				engine.IntListField("earlier_players", "ocsb.f.earlier_players", 1, 999, 0, 100),
				engine.IntListField("earlier_teams", "ocsb.f.earlier_teams", 1, 99, 0, 100),
				engine.IntListField("earlier_days", "ocsb.f.earlier_days", 1, 400, 0, 100),
				// appended: whose repeats double the fine (older links and logs: the club setting)
				engine.EnumField("count_by", "ocsb.f.count_by", 0, countByChoices...).AsEvent(),
			},
			NoBoardScore: "the Zero Tolerance book: totals over the event, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				cl := in.List("earlier_clauses")
				n := len(cl)
				for _, name := range []string{"earlier_players", "earlier_teams", "earlier_days"} {
					if len(in.List(name)) != n {
						return nil, engine.InvalidKey(name, "ocsb.err.same-length", msg.A("n", n))
					}
				}
				pl, tm, dy := in.List("earlier_players"), in.List("earlier_teams"), in.List("earlier_days")
				earlier := make([]Incident, n)
				for i := range cl {
					earlier[i] = Incident{Clause: clauses[cl[i]-1], Player: int(pl[i]), Team: int(tm[i]), Day: int(dy[i])}
				}
				return ZTBook(p, ZTBookInput{
					Next:    Incident{Clause: in.Enum("clause"), Player: int(in.Int("player")), Team: int(in.Int("team")), Day: int(in.Int("day"))},
					Earlier: earlier,
					CountBy: in.Enum("count_by"),
				})
			},
			Tables: []engine.Table{{
				ID: "earlier", Label: "table.incidents", Row: "table.row.incident", Kind: engine.TableRows,
				Columns: []engine.Column{
					{Field: engine.EnumField("clause", "ocsb.f.clause", 0, clauses...), List: "earlier_clauses", Offset: 1},
					{Field: engine.IntField("player", "table.col.player", 1, 999, 1), List: "earlier_players"},
					{Field: engine.IntField("team", "table.col.team", 1, 99, 1), List: "earlier_teams"},
					{Field: engine.IntField("day", "table.col.day", 1, 400, 1), List: "earlier_days"},
				},
				Check: func(p *engine.Params, in engine.Input) []engine.CellError {
					var errs []engine.CellError
					days := in.List("earlier_days")
					for r := 1; r < len(days); r++ {
						if days[r] < days[r-1] {
							errs = append(errs, engine.CellError{Row: r, Col: 3, Err: engine.InvalidKey("day", "table.err.day", msg.A("day", days[r-1]))})
						}
					}
					return errs
				},
				Derive: deriveZTBook,
			}},
		},
		{
			ID:         "ocsb.slow-play",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"offender.imp_to_opponents", "each.vp_each"}},
			Rules:      []string{"ocsb.slow-play"},
			Group:      "time",
			Inputs: engine.Schema{
				engine.IntField("unplayed", "ocsb.f.unplayed", 0, 32, 1),
				engine.EnumField("responsible", "ocsb.f.responsible", 0, "known", "unknown"),
				engine.EnumField("side", "ocsb.f.side", 0, "home", "visitor").OnlyWhen("responsible", "known"),
				engine.IntField("minutes_left", "ocsb.f.minutes_left", 0, 300, 0).Opt(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return SlowPlay(p, SlowPlayInput{
					Unplayed:    int(in.Int("unplayed")),
					Responsible: in.Enum("responsible"),
					Side:        in.Enum("side"),
					MinutesLeft: optInt(in, "minutes_left"),
				})
			},
		},
		{
			ID:    "ocsb.vp",
			Rules: []string{"ocsb.vp"},
			Group: "scoring",
			Inputs: engine.Schema{
				engine.IntField("boards", "ocsb.f.boards", 1, 256, 32).FromParam("vp.match_boards"), // KMOR §4: 32-board matches
				engine.DecField("imp_home", "ocsb.f.imp_home", 2, 0, 999, 40).OnlyWhen("given", "totals"),
				engine.DecField("imp_visitor", "ocsb.f.imp_visitor", 2, 0, 999, 25).OnlyWhen("given", "totals"),
				engine.DecField("fines_home", "ocsb.f.fines_home", 2, 0, 20, 0).OrAssume(0),
				engine.DecField("fines_visitor", "ocsb.f.fines_visitor", 2, 0, 20, 0).OrAssume(0),
				// appended: the match may be given by its margin instead of the two totals
				// (older links and logs: the totals)
				engine.EnumField("given", "ocsb.f.given", 1, "margin", "totals").AsEvent(),
				engine.DecField("margin", "", 2, -999, 999, 0).Opt().OnlyWhen("given", "margin"),
			},
			NoBoardScore: "a match's IMPs into VPs: a match result, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return MatchResult(p, MatchResultInput{
					Boards:       int(in.Int("boards")),
					IMPHome:      in.Dec("imp_home"),
					IMPVisitor:   in.Dec("imp_visitor"),
					FinesHome:    in.Dec("fines_home"),
					FinesVisitor: in.Dec("fines_visitor"),
					Given:        in.Enum("given"),
					Margin:       optDec(in, "margin"),
				})
			},
		},
		{
			ID:    "ocsb.playoff",
			Rules: []string{"ocsb.format"},
			Group: "standings",
			Inputs: engine.Schema{
				engine.DecField("imp_home", "ocsb.f.imp_home", 2, 0, 999, 60),
				engine.DecField("imp_visitor", "ocsb.f.imp_visitor", 2, 0, 999, 60),
				engine.IntField("extensions", "ocsb.f.extensions", 0, 20, 0),
			},
			NoBoardScore: "a play-off's outcome",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Playoff(p, PlayoffInput{
					IMPHome:    in.Dec("imp_home"),
					IMPVisitor: in.Dec("imp_visitor"),
					Extensions: int(in.Int("extensions")),
				})
			},
		},
		{
			ID:    "ocsb.substitute",
			Rules: []string{"ocsb.substitutes"},
			Group: "substitutes",
			Inputs: engine.Schema{
				engine.IntField("master_points", "ocsb.f.master_points", 0, 1000000, 0).OnlyWhen("kind", "long"),
				engine.EnumField("target", "ocsb.f.target", 2, "I/A", "I/B", "II", "III").OnlyWhen("kind", "long"),
				engine.EnumField("entered", "ocsb.f.entered", 0, "none", "I/A", "I/B", "II", "III").OnlyWhen("kind", "long"),
				engine.EnumField("kind", "ocsb.f.kind", 0, "long", "short"),
				engine.BoolField("playoff", "ocsb.f.playoff", false).OnlyWhen("kind", "long"),
				engine.IntField("days_for_team", "ocsb.f.days_for_team", 0, 30, 0).OnlyWhen("kind", "long"),
			},
			NoBoardScore: "whether a substitute may play",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Substitute(p, SubstituteInput{
					MasterPoints: int(in.Int("master_points")),
					Target:       in.Enum("target"),
					Entered:      in.Enum("entered"),
					Kind:         in.Enum("kind"),
					Playoff:      in.Bool("playoff"),
					DaysForTeam:  int(in.Int("days_for_team")),
				})
			},
		},
		{
			ID:    "ocsb.fee",
			Rules: []string{"ocsb.fees"},
			Group: "fees",
			Inputs: engine.Schema{
				engine.EnumField("division", "ocsb.f.division", 0, "I/A", "I/B", "II", "III").AsEvent(),
				engine.IntField("players", "ocsb.f.players", 4, 7, 6),
				engine.IntField("youth", "ocsb.f.youth", 0, 7, 0),
				engine.IntField("under20", "ocsb.f.under20", 0, 7, 0),
				engine.BoolField("amateur", "ocsb.f.amateur", false),
				engine.IntField("paid", "ocsb.f.paid", 0, 10000000, 0).Opt(),
			},
			NoBoardScore: "fees",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return EntryFee(p, EntryFeeInput{
					Division: in.Enum("division"),
					Players:  int(in.Int("players")),
					Youth:    int(in.Int("youth")),
					Under20:  int(in.Int("under20")),
					Amateur:  in.Bool("amateur"),
					Paid:     optInt(in, "paid"),
				})
			},
		},
		{
			ID:    "ocsb.promotion",
			Rules: []string{"ocsb.format"},
			Group: "standings",
			Inputs: engine.Schema{
				engine.EnumField("division", "ocsb.f.division", 0, "I/A", "I/B", "II", "III").AsEvent(),
				engine.IntField("place", "ocsb.f.place", 1, 99, 1),
				engine.IntField("div3_teams", "ocsb.f.div3_teams", 1, 99, 12).AsEvent().OnlyWhen("division", "II", "III"),
			},
			NoBoardScore: "promotion and relegation",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return PromotionAndRelegation(p, PromotionAndRelegationInput{
					Division:  in.Enum("division"),
					Place:     int(in.Int("place")),
					Div3Teams: int(in.Int("div3_teams")),
				})
			},
		},
		{
			ID:    "ocsb.ranking",
			Rules: []string{"ocsb.format"},
			Group: "standings",
			Inputs: engine.Schema{
				engine.DecListField("vp", "ocsb.f.vp", 2, -100, 1000, 2, 40, 150, 140, 140, 120),
				engine.DecListField("h2h", "ocsb.f.h2h", 2, 0, 20, 0, 1600, 0, 12, 8, 15, 8, 0, 11, 14, 12, 9, 0, 16, 5, 6, 4, 0),
				engine.DecListField("imp_diff", "ocsb.f.imp_diff", 2, -9999, 9999, 0, 40),
				engine.DecListField("vp_best", "ocsb.f.vp_best", 2, -100, 1000, 0, 40),
			},
			NoBoardScore: "the standings",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Ranking(p, RankingInput{
					VP:      in.DecList("vp"),
					H2H:     in.DecList("h2h"),
					IMPDiff: in.DecList("imp_diff"),
					VPBest:  in.DecList("vp_best"),
				})
			},
			Tables: []engine.Table{{
				ID: "standings", Label: "table.standings", Row: "table.row.team", Kind: engine.TableCross, Participants: true,
				Columns: []engine.Column{
					{Field: engine.DecField("vp", "table.col.vp", 2, -100, 1000, 0), List: "vp", Step: 100},
					{Field: engine.DecField("imp", "table.col.imp-diff", 2, -9999, 9999, 0).Opt(), List: "imp_diff", Step: 100},
					{Field: engine.DecField("best", "table.col.vp-best", 2, -100, 1000, 0).Opt(), List: "vp_best", Step: 100},
				},
				Cross:    &engine.Column{Field: engine.DecField("h2h", "table.col.against", 2, 0, 20, 0).Opt(), List: "h2h", Step: 100},
				RowParty: "team", RowOuts: []string{"rank", "decided_by"},
				Derive: deriveRowTotals,
			}},
		},
		{
			ID:    "ocsb.format",
			Rules: []string{"ocsb.format"},
			Group: "methods",
			Inputs: engine.Schema{
				engine.EnumField("division", "ocsb.f.division", 3, "I/A", "I/B", "II", "III").AsEvent(),
				engine.IntField("teams", "ocsb.f.teams", 2, 99, 12).OnlyWhen("division", "III"),
			},
			NoBoardScore: "the event's format",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Format(p, FormatInput{Division: in.Enum("division"), Teams: int(in.Int("teams"))})
			},
		},
		{
			ID:    "ocsb.seeding",
			Rules: []string{"ocsb.format"},
			Group: "methods",
			Inputs: engine.Schema{
				engine.EnumField("method", "ocsb.f.method", 0, "pairs", "serpentine"),
				engine.DecListField("avg_mp", "ocsb.f.avg_mp", 1, 0, 100000, 2, 99, 1800, 950, 2400, 700, 1200, 300, 1500, 500),
			},
			NoBoardScore: "the seeding",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Seeding(p, SeedingInput{Method: in.Enum("method"), AvgMP: in.DecList("avg_mp")})
			},
			Tables: []engine.Table{{ID: "teams", Label: "table.teams", Row: "table.row.team", Kind: engine.TableRows, Participants: true,
				Columns:  []engine.Column{{Field: engine.DecField("avg_mp", "table.col.avg-mp", 1, 0, 100000, 1000), List: "avg_mp", Step: 100}},
				RowParty: "team", RowOuts: []string{"seed", "pot"}}},
		},
		{
			ID:    "ocsb.carry-over",
			Rules: []string{"ocsb.format"},
			Group: "standings",
			Inputs: engine.Schema{
				engine.DecListField("vp_same", "ocsb.f.vp_same", 2, 0, 20, 0, 20, 15.2, 9.4, 12),
				engine.DecListField("vp_other", "ocsb.f.vp_other", 2, 0, 20, 0, 20, 17.5, 11.3, 6.1, 14),
				engine.DecField("fines", "ocsb.f.fines", 2, 0, 100, 0),
			},
			NoBoardScore: "VPs carried over between stages",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return PlayoffCarryOver(p, PlayoffCarryOverInput{
					VPSame:  in.DecList("vp_same"),
					VPOther: in.DecList("vp_other"),
					Fines:   in.Dec("fines"),
				})
			},
			Tables: []engine.Table{matchesTable("vp_same", "table.vp-same"), matchesTable("vp_other", "table.vp-other")},
		},
		{
			ID:    "ocsb.playoff-pairings",
			Rules: []string{"ocsb.format"},
			Group: "methods",
			Inputs: engine.Schema{
				engine.IntField("round", "ocsb.f.round", 8, 11, 8),
				engine.EnumField("half", "ocsb.f.half", 0, "upper", "lower"),
			},
			NoBoardScore: "the play-off's pairings",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return PlayoffPairings(p, PlayoffPairingsInput{Round: int(in.Int("round")), Half: in.Enum("half")})
			},
		},
		{
			ID:    "ocsb.systems",
			Rules: []string{"ocsb.systems"},
			Group: "psychics",
			Inputs: engine.Schema{
				engine.EnumField("division", "ocsb.f.division", 1, "I/A", "I/B", "II", "III").AsEvent(),
				engine.EnumField("category", "ocsb.f.category", 2, "green", "blue", "red", "yellow", "brown"),
				engine.BoolField("card", "ocsb.f.card", true).OnlyWhen("category", "red"),
			},
			NoBoardScore: "whether a system is allowed",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return SystemPermission(p, SystemPermissionInput{
					Division: in.Enum("division"),
					Category: in.Enum("category"),
					Card:     in.Bool("card"),
				})
			},
		},
		{
			ID:    "ocsb.seating",
			Rules: []string{"ocsb.seating-and-changes", "ocsb.systems"},
			Group: "seating",
			Inputs: engine.Schema{
				engine.BoolField("home_special", "ocsb.f.home_special", false),
				engine.BoolField("visitor_special", "ocsb.f.visitor_special", false),
				engine.IntField("match_half", "ocsb.f.match_half", 1, 2, 1),
				engine.EnumField("room", "ocsb.f.room", 0, "open", "closed"),
				engine.IntField("boards_played", "ocsb.f.boards_played", 0, 64, 8),
			},
			NoBoardScore: "who sits first",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Seating(p, SeatingInput{
					HomeSpecial:    in.Bool("home_special"),
					VisitorSpecial: in.Bool("visitor_special"),
					MatchHalf:      int(in.Int("match_half")),
					Room:           in.Enum("room"),
					BoardsPlayed:   int(in.Int("boards_played")),
				})
			},
		},
		{
			ID:    "ocsb.protest",
			Rules: []string{"ocsb.protests"},
			Group: "protests",
			Inputs: engine.Schema{
				engine.DateTimeField("play_end", "ocsb.f.play_end", defaultEnd),
				engine.BoolField("last_day", "ocsb.f.last_day", false),
				engine.DateTimeField("intent_sent", "ocsb.f.intent_sent", 0).Opt(),
				engine.DateTimeField("reasons_received", "ocsb.f.reasons_received", 0).Opt(),
				engine.DateTimeField("committee_decision", "ocsb.f.committee_decision", 0).Opt(),
			},
			NoBoardScore: "deadlines and a fee",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ProtestDeadlines(p, ProtestDeadlinesInput{
					PlayEnd:           in.Int("play_end"),
					LastDay:           in.Bool("last_day"),
					IntentSent:        optTime(in, "intent_sent"),
					ReasonsReceived:   optTime(in, "reasons_received"),
					CommitteeDecision: optTime(in, "committee_decision"),
				})
			},
		},
		{
			ID:    "ocsb.correction",
			Rules: []string{"ocsb.results"},
			Group: "score-entry",
			Inputs: engine.Schema{
				engine.IntField("round", "ocsb.f.round", 1, 40, 1),
				engine.DateTimeField("play_end", "ocsb.f.play_end", defaultEnd),
				nextRoundField(),
				engine.BoolField("last_round", "ocsb.f.last_round", false),
				engine.DateTimeField("reported", "ocsb.f.reported", 0).Opt(),
			},
			NoBoardScore: "what kind of correction, and its deadline",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ScoreCorrection(p, ScoreCorrectionInput{
					Round:     int(in.Int("round")),
					PlayEnd:   in.Int("play_end"),
					NextRound: optTime(in, "next_round"),
					LastRound: in.Bool("last_round"),
					Reported:  optTime(in, "reported"),
				})
			},
		},
	}
}

// matchesTable shows a list of match VPs as a row per match.
func matchesTable(list, label string) engine.Table {
	return engine.Table{ID: list, Label: label, Row: "table.row.match", Kind: engine.TableRows,
		Columns: []engine.Column{{Field: engine.DecField("vp", "table.col.match-vp", 2, 0, 20, 10), List: list, Step: 100}}}
}

// deriveZTBook fines each earlier incident of the book as it stood when it was written.
func deriveZTBook(p *engine.Params, in engine.Input) [][]engine.Note {
	cl, pl, tm, dy := in.List("earlier_clauses"), in.List("earlier_players"), in.List("earlier_teams"), in.List("earlier_days")
	if len(pl) != len(cl) || len(tm) != len(cl) || len(dy) != len(cl) {
		return nil
	}
	byTeam, err := ztByTeam(p, in.Enum("count_by"))
	if err != nil {
		return nil
	}
	book := make([]Incident, len(cl))
	out := make([][]engine.Note, len(cl))
	for i := range cl {
		book[i] = Incident{Clause: clauses[cl[i]-1], Player: int(pl[i]), Team: int(tm[i]), Day: int(dy[i])}
		t := ZTLogBy(p, book[:i], book[i], byTeam)
		key := "table.note.zt-fine"
		if t.Doubled {
			key = "table.note.zt-doubled"
		}
		out[i] = []engine.Note{{Key: key, Args: []msg.Arg{msg.A("vp", msg.Dec{V: t.Fine, Prec: 2})}}}
	}
	return out
}

// deriveRowTotals adds up each team's head-to-head row and compares it with its VP total: a
// warning where they differ (a fine, or a match missing from the cross-table).
func deriveRowTotals(p *engine.Params, in engine.Input) [][]engine.Note {
	vp, h := in.DecList("vp"), in.DecList("h2h")
	n := len(vp)
	if len(h) != n*n {
		return nil
	}
	out := make([][]engine.Note, n)
	for i := range vp {
		sum := 0.0
		for j := 0; j < n; j++ {
			if j != i {
				sum += h[i*n+j]
			}
		}
		if hundredths(sum) == hundredths(vp[i]) {
			out[i] = []engine.Note{{Key: "table.note.row-total", Args: []msg.Arg{msg.A("sum", msg.Dec{V: sum, Prec: 2})}}}
			continue
		}
		out[i] = []engine.Note{{Key: "table.note.row-differs", Warn: true,
			Args: []msg.Arg{msg.A("sum", msg.Dec{V: sum, Prec: 2}), msg.A("vp", msg.Dec{V: vp[i], Prec: 2})}}}
	}
	return out
}

// nextRoundField is the start of the next round: optional (the later rounds do without it), yet
// filled in at first with I/A's second playing day, as the early rounds need it.
func nextRoundField() engine.Field {
	f := engine.DateTimeField("next_round", "ocsb.f.next_round", defaultNext)
	f.Optional = true
	return f
}

// optInt returns an optional whole-number field's value, nil when absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	v := int(in.Int(name))
	return &v
}

// optTime returns an optional date-time field's value, nil when absent.
func optTime(in engine.Input, name string) *int64 {
	if !in.Has(name) {
		return nil
	}
	v := in.Int(name)
	return &v
}

// optDec returns an optional decimal field's value, or nil when it is absent.
func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	return new(in.Dec(name))
}
