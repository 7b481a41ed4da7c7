package vsz

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// calculators are the ruleset's calculators in link order: a share link names a calculator by
// its position (engine/rulesets/numbering.go), so a new one is appended at the end. Each names
// its form and wraps its typed core.
func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		{
			ID: "vsz.cross-imp", Rules: []string{"vsz.11"}, Group: "methods",
			Inputs: engine.Schema{
				engine.IntListField("scores", "", -7600, 7600, 2, 500, 420, 420, 450, -50, 170),
			},
			NoBoardScore: "scores a whole traveller: the table results themselves, no ruling's score",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return CrossIMP(p, CrossIMPInput{Scores: ints(in.List("scores"))})
			},
			Tables: []engine.Table{scoresTable("imp")},
		},
		{
			ID: "vsz.butler", Rules: []string{"vsz.11"}, Group: "methods",
			Inputs: engine.Schema{
				engine.IntListField("scores", "", -7600, 7600, 2, 500, 420, 420, 450, -50, 170),
				engine.IntField("discard", "", 0, 100, 1),
			},
			NoBoardScore: "scores a whole traveller: the table results themselves, no ruling's score",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Butler(p, ButlerInput{Scores: ints(in.List("scores")), Discard: int(in.Int("discard"))})
			},
			Tables: []engine.Table{scoresTable("imp")},
		},
		{
			ID: "vsz.matchpoints", Rules: []string{"vsz.11"}, Group: "methods",
			Inputs: engine.Schema{
				engine.IntListField("scores", "", -7600, 7600, 2, 500, 420, 420, 450, -50, 170),
				engine.IntField("expected", "", 0, 10000, 0),
			},
			NoBoardScore: "scores a whole traveller: the table results themselves, no ruling's score",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Matchpoints(p, MatchpointsInput{Scores: ints(in.List("scores")), Expected: int(in.Int("expected"))})
			},
			Tables: []engine.Table{scoresTable("mp", "pct")},
		},
		{
			ID: "vsz.imp-vp", Rules: []string{"vsz.12"}, Group: "methods",
			Inputs: engine.Schema{
				engine.IntField("boards", "", 1, bridge.MaxBoards, 16).AsEvent(),
				engine.DecField("home_imp", "vsz.f.home_imp", 2, 0, 9999, 35).OnlyWhen("given", "totals"),
				engine.DecField("visitor_imp", "vsz.f.visitor_imp", 2, 0, 9999, 21).OnlyWhen("given", "totals"),
				engine.DecField("home_fine", "vsz.f.home_fine", 2, 0, 100, 0).OrAssume(0),
				engine.DecField("visitor_fine", "vsz.f.visitor_fine", 2, 0, 100, 0).OrAssume(0),
				// appended: the match may be given by its margin instead of the two totals
				// (older links and logs: the totals)
				engine.EnumField("given", "vsz.f.given", 1, "margin", "totals").AsEvent(),
				engine.DecField("margin", "", 2, -9999, 9999, 0).Opt().OnlyWhen("given", "margin"),
			},
			NoBoardScore: "a match's IMPs into VPs: a match result, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return IMPVP(p, IMPVPInput{Boards: int(in.Int("boards")), HomeIMP: in.Dec("home_imp"), VisitorIMP: in.Dec("visitor_imp"),
					HomeFine: in.Dec("home_fine"), VisitorFine: in.Dec("visitor_fine"),
					Given: in.Enum("given"), Margin: optDec(in, "margin")})
			},
		},
		{
			ID: "vsz.bam", Rules: []string{"vsz.12"}, Group: "methods",
			Inputs: engine.Schema{
				engine.IntListField("diffs", "vsz.f.diffs", -15200, 15200, 1, 256, 10, 0, -620, 50),
			},
			NoBoardScore: "a match's board-a-match points: a match result, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return BAM(p, BAMInput{Diffs: ints(in.List("diffs"))})
			},
			Tables: []engine.Table{{ID: "diffs", Label: "table.diffs", Row: "table.row.board", Kind: engine.TableRows,
				Columns: []engine.Column{{Field: engine.IntField("net", "table.col.net", -15200, 15200, 0), List: "diffs", Step: 10}}}},
		},
		{
			ID: "vsz.seating-first", Rules: []string{"vsz.14"}, Group: "seating",
			Inputs: engine.Schema{
				engine.IntField("segments", "vsz.f.segments", 1, 64, 2).AsEvent(),
				engine.IntField("segment", "vsz.f.segment", 1, 64, 1),
				engine.EnumField("teams", "vsz.f.teams", 0, "two", "three").AsEvent(),
			},
			NoBoardScore: "who sits first",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return WhoSitsFirst(p, WhoSitsFirstInput{Segments: int(in.Int("segments")), Segment: int(in.Int("segment")), Teams: in.Enum("teams")})
			},
		},
		{
			ID: "vsz.seating-error", Rules: []string{"vsz.14D"}, Group: "seating",
			Inputs: engine.Schema{
				engine.EnumField("event", "vsz.f.event", 0, "pairs", "teams").AsEvent(),
				engine.EnumField("stage", "vsz.f.stage", 0, "during", "after"),
				engine.EnumField("error", "vsz.f.error", 0, "swap", "wrong-board", "wrong-opponent"),
				engine.EnumField("pair_form", "vsz.f.pair_form", 0, "mp", "imp").AsEvent(),
				engine.IntField("other_started", "vsz.f.other_started", 0, 256, 0).OnlyWhen("event", "teams"),
				engine.BoolField("already_played", "vsz.f.already_played", false),
				engine.BoolField("repeat_match", "vsz.f.repeat_match", false),
				// the fields of vsz.unfinished-match
				engine.IntField("boards", "", 1, 256, 24).AsEvent(),
				engine.IntField("played", "vsz.f.played", 0, 256, 12),
				engine.BoolField("replay_possible", "vsz.f.replay_possible", false),
				engine.BoolField("last_round", "vsz.f.last_round", false),
				engine.BoolField("ko", "vsz.f.ko", false),
				engine.EnumField("favoured", "vsz.f.favoured", 0, "none", "home", "visitor"),
			},
			NoBoardScore: "what follows a seating error for the match (a replay, VPs off the match)",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return SeatingError(p, SeatingErrorInput{Event: in.Enum("event"), Stage: in.Enum("stage"), Error: in.Enum("error"),
					PairForm: in.Enum("pair_form"), OtherStarted: int(in.Int("other_started")), AlreadyPlayed: in.Bool("already_played"),
					RepeatMatch: in.Bool("repeat_match"), UnfinishedMatchInput: unfinishedInput(in)})
			},
		},
		{
			ID: "vsz.unfinished-match", Rules: []string{"vsz.14D"}, Group: "seating",
			BoardScore: &engine.BoardScore{Kind: engine.BoardPenalty, Outs: []string{"each.vp_deduction_each"}},
			Inputs: engine.Schema{
				engine.IntField("boards", "", 1, 256, 24).AsEvent(),
				engine.IntField("played", "vsz.f.played", 0, 256, 12),
				engine.BoolField("replay_possible", "vsz.f.replay_possible", false),
				engine.BoolField("last_round", "vsz.f.last_round", false),
				engine.BoolField("ko", "vsz.f.ko", false),
				engine.EnumField("favoured", "vsz.f.favoured", 0, "none", "home", "visitor"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return UnfinishedMatch(p, unfinishedInput(in))
			},
		},
		{
			ID: "vsz.correction-deadline", Rules: []string{"vsz.15"}, Group: "protests",
			Inputs: engine.Schema{
				engine.EnumField("shape", "vsz.f.shape", 0, "next-session", "last-session", "qualifying"),
				engine.DateTimeField("next_start", "vsz.f.next_start", msg.Minutes(2017, 9, 17, 10, 0)).OnlyWhen("shape", "next-session", "qualifying"),
				engine.DateTimeField("published", "vsz.f.published", msg.Minutes(2017, 9, 16, 22, 40)).OnlyWhen("shape", "last-session", "qualifying"),
				engine.DateTimeField("reported", "vsz.f.reported", 0).Opt(),
			},
			NoBoardScore: "a deadline",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return CorrectionDeadline(p, CorrectionDeadlineInput{Shape: in.Enum("shape"), NextStart: in.Int("next_start"),
					Published: in.Int("published"), Reported: optInt64(in, "reported")})
			},
		},
		{
			ID: "vsz.revealed-board", Rules: []string{"vsz.15"}, Group: "score-entry",
			BoardScore: &engine.BoardScore{Kind: engine.BoardArtificial, Outs: []string{"each.pct"}},
			Inputs: engine.Schema{
				engine.EnumField("pair_form", "vsz.f.pair_form", 0, "mp", "imp").AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return RevealedBoard(p, RevealedBoardInput{PairForm: in.Enum("pair_form")})
			},
		},
		{
			ID: "vsz.protest-deadline", Rules: []string{"vsz.16"}, Group: "protests",
			Inputs: engine.Schema{
				engine.DateTimeField("session_end", "vsz.f.session_end", msg.Minutes(2017, 9, 16, 17, 0)),
				engine.DateTimeField("next_start", "vsz.f.next_start", 0).Opt(),
				engine.DateTimeField("event_end", "vsz.f.event_end", 0).Opt(),
				engine.DateTimeField("reported", "vsz.f.protest_at", 0).Opt(),
			},
			NoBoardScore: "a deadline and a fee",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ProtestDeadline(p, ProtestDeadlineInput{SessionEnd: in.Int("session_end"), NextStart: optInt64(in, "next_start"),
					EventEnd: optInt64(in, "event_end"), Reported: optInt64(in, "reported")})
			},
		},
		{
			ID: "vsz.szeb-deadline", Rules: []string{"vsz.16"}, Group: "protests",
			Inputs: engine.Schema{
				engine.DateTimeField("communicated", "vsz.f.communicated", msg.Minutes(2017, 9, 16, 21, 15)),
				engine.BoolField("championship_last_day", "vsz.f.championship_last_day", false),
				engine.DateTimeField("filed", "vsz.f.filed", 0).Opt(),
			},
			NoBoardScore: "a deadline and a fee",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return SZEBDeadline(p, SZEBDeadlineInput{Communicated: in.Int("communicated"),
					ChampionshipLastDay: in.Bool("championship_last_day"), Filed: optInt64(in, "filed")})
			},
		},
		{
			ID: "vsz.protest-fee", Rules: []string{"vsz.16"}, Group: "protests",
			Inputs: engine.Schema{
				engine.EnumField("level", "vsz.f.level", 0, "first", "second").OnlyWhen("outcome", "upheld", "dismissed", "frivolous"),
				engine.EnumField("outcome", "vsz.f.appeal_outcome", 0, "upheld", "dismissed", "frivolous", "withdrawn"),
			},
			NoBoardScore: "a fee",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ProtestFee(p, ProtestFeeInput{Level: in.Enum("level"), Outcome: in.Enum("outcome")})
			},
		},
		{
			ID: "vsz.time", Rules: []string{"vsz.17"}, Group: "time",
			Inputs: engine.Schema{
				engine.IntField("boards", "", 1, 64, 8),
				engine.IntField("elapsed", "vsz.f.elapsed", 0, 600, 0).Opt(),
			},
			NoBoardScore: "playing times",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return PlayingTime(p, PlayingTimeInput{Boards: int(in.Int("boards")), Elapsed: optInt(in, "elapsed")})
			},
		},
		{
			ID: "vsz.unplayed-time", Rules: []string{"vsz.17"}, Group: "unplayed",
			BoardScore: &engine.BoardScore{Kind: engine.BoardNotPlayed, Outs: []string{"offender.pct", "non-offender.pct"}},
			Inputs: engine.Schema{
				engine.EnumField("form", "", 0, "mp", "imp", "teams").AsEvent(),
				engine.EnumField("responsibility", "vsz.f.responsibility", 0, "one", "partly", "unknown"),
				engine.IntField("boards", "", 1, 36, 1),
				engine.BoolField("played_other_table", "vsz.f.played_other_table", false).OnlyWhen("form", "teams"),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Unplayed(p, UnplayedInput{Form: in.Enum("form"), Responsibility: in.Enum("responsibility"),
					Boards: int(in.Int("boards")), PlayedOtherTable: in.Bool("played_other_table")})
			},
		},
		{
			ID: "vsz.lateness", Rules: []string{"vsz.18–20"}, Group: "time",
			BoardScore: &engine.BoardScore{Kind: engine.BoardNotPlayed, Outs: []string{"offender.pct", "non-offender.pct"}},
			Inputs: engine.Schema{
				engine.EnumField("form", "", 0, "mp", "imp", "teams").AsEvent(),
				engine.BoolField("short_forbidden", "vsz.f.short_forbidden", false),
				engine.BoolField("at_start", "vsz.f.at_start", true),
				engine.IntField("unfinished", "vsz.f.unfinished", 0, 36, 1),
				engine.BoolField("other_cause", "vsz.f.other_cause", false),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Lateness(p, LatenessInput{Form: in.Enum("form"), ShortForbidden: in.Bool("short_forbidden"), AtStart: in.Bool("at_start"),
					Unfinished: int(in.Int("unfinished")), OtherCause: in.Bool("other_cause")})
			},
		},
		{
			ID: "vsz.substitute", Rules: []string{"vsz.18–20"}, Group: "substitutes",
			Inputs: engine.Schema{
				engine.EnumField("kind", "vsz.f.sub_kind", 0, "short", "long"),
				engine.EnumField("event", "vsz.f.event", 0, "pairs", "teams").AsEvent(),
				engine.BoolField("forbidden", "vsz.f.forbidden", false),
				engine.BoolField("td_on_duty", "vsz.f.td_on_duty", false),
				engine.BoolField("at_start", "vsz.f.at_start", true).OnlyWhen("kind", "short"),
				engine.IntField("sub_boards", "vsz.f.sub_boards", 1, 36, 2).OnlyWhen("kind", "short"),
				engine.BoolField("plans_board", "vsz.f.plans_board", false).OnlyWhen("kind", "short"),
				engine.BoolField("entered_elsewhere", "vsz.f.entered_elsewhere", false),
				engine.IntField("short_used_today", "vsz.f.short_used_today", 0, 10, 0).OnlyWhen("kind", "short"),
				engine.IntField("long_playing", "vsz.f.long_playing", 0, 10, 0).OnlyWhen("kind", "long"),
				engine.IntField("long_used", "vsz.f.long_used", 0, 10, 0).OnlyWhen("kind", "long"),
				engine.EnumField("room", "vsz.f.room", 0, "open", "closed"),
			},
			NoBoardScore: "whether a substitute may play",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Substitute(p, SubstituteInput{Kind: in.Enum("kind"), Event: in.Enum("event"), Forbidden: in.Bool("forbidden"),
					TDOnDuty: in.Bool("td_on_duty"), AtStart: in.Bool("at_start"), SubBoards: int(in.Int("sub_boards")),
					PlansBoard: in.Bool("plans_board"), EnteredElsewhere: in.Bool("entered_elsewhere"),
					ShortUsedToday: int(in.Int("short_used_today")), LongPlaying: int(in.Int("long_playing")),
					LongUsed: int(in.Int("long_used")), Room: in.Enum("room")})
			},
		},
		{
			ID: "vsz.change", Rules: []string{"vsz.18–20"}, Group: "substitutes",
			Inputs: engine.Schema{
				engine.EnumField("event", "vsz.f.event", 0, "pairs", "teams").AsEvent(),
				engine.BoolField("forbidden", "vsz.f.forbidden", false),
				engine.BoolField("during_board", "vsz.f.during_board", false),
				engine.BoolField("round_end", "vsz.f.round_end", true).OnlyWhen("event", "pairs"),
				engine.EnumField("timing", "vsz.f.timing", 0, "between", "inside"),
				engine.IntField("segment_boards", "vsz.f.segment_boards", 1, 256, 16).AsEvent(),
				engine.IntField("boards_done", "vsz.f.boards_done", 0, 256, 8),
				engine.EnumField("room", "vsz.f.room", 0, "open", "closed"),
				engine.IntField("short_limit", "vsz.f.short_limit", 1, 256, 0).Opt(),
			},
			NoBoardScore: "whether a change is allowed",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Change(p, ChangeInput{Event: in.Enum("event"), Forbidden: in.Bool("forbidden"), DuringBoard: in.Bool("during_board"),
					RoundEnd: in.Bool("round_end"), Timing: in.Enum("timing"), SegmentBoards: int(in.Int("segment_boards")),
					BoardsDone: int(in.Int("boards_done")), Room: in.Enum("room"), ShortLimit: optInt(in, "short_limit")})
			},
		},
		{
			ID: "vsz.absent-team", Rules: []string{"vsz.21–22"}, Group: "absences",
			Inputs: engine.Schema{
				engine.DecField("present_avg", "vsz.f.present_avg", 2, 0, 20, 11.5),
				engine.DecField("absent_avg", "vsz.f.absent_avg", 2, 0, 20, 6.3),
			},
			NoBoardScore: "a match's VPs for an absent team: a match result, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return AbsentTeam(p, AbsentTeamInput{PresentAvg: in.Dec("present_avg"), AbsentAvg: in.Dec("absent_avg")})
			},
		},
		{
			ID: "vsz.absent-pair", Rules: []string{"vsz.21–22"}, Group: "absences",
			BoardScore: &engine.BoardScore{Kind: engine.BoardNotPlayed, Outs: []string{"offender.pct", "non-offender.pct"}},
			Inputs: engine.Schema{
				engine.EnumField("pair_form", "vsz.f.pair_form", 0, "mp", "imp").AsEvent(),
			},
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return AbsentPair(p, AbsentPairInput{PairForm: in.Enum("pair_form")})
			},
		},
		{
			ID: "vsz.bye-team", Rules: []string{"vsz.21–22"}, Group: "absences",
			Inputs:       engine.Schema{},
			NoBoardScore: "a bye's VPs: a match result, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ByeTeam(p, ByeTeamInput{})
			},
		},
		{
			ID: "vsz.bye-pair", Rules: []string{"vsz.21–22"}, Group: "absences",
			Inputs: engine.Schema{
				engine.EnumField("pair_form", "vsz.f.pair_form", 0, "mp", "imp").AsEvent(),
				engine.DecField("session_pct", "vsz.f.session_pct", 2, 0, 100, 50).OnlyWhen("pair_form", "mp"),
				engine.DecField("session_imp", "vsz.f.session_imp", 2, -24, 24, 0).OnlyWhen("pair_form", "imp"),
			},
			NoBoardScore: "a bye's session percentage, no board's",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return ByePair(p, ByePairInput{PairForm: in.Enum("pair_form"), SessionPct: in.Dec("session_pct"), SessionIMP: in.Dec("session_imp")})
			},
		},
		{
			ID: "vsz.concession", Rules: []string{"vsz.24–26"}, Group: "absences",
			Inputs: engine.Schema{
				engine.BoolField("ko", "vsz.f.ko", true),
				engine.BoolField("segment_end", "vsz.f.segment_end", true),
				engine.IntField("boards", "", 1, 512, 64).AsEvent(),
				engine.IntField("played", "vsz.f.played", 0, 512, 32),
				engine.DecField("gap_h", "vsz.f.gap_h", 1, 0, 720, 40),
				engine.DecField("notice_h", "vsz.f.notice_h", 1, 0, 720, 30),
			},
			NoBoardScore: "whether a concession is allowed",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Concession(p, ConcessionInput{KO: in.Bool("ko"), SegmentEnd: in.Bool("segment_end"), Boards: int(in.Int("boards")),
					Played: int(in.Int("played")), GapH: in.Dec("gap_h"), NoticeH: in.Dec("notice_h")})
			},
		},
		{
			ID: "vsz.withdrawal", Rules: []string{"vsz.24–26"}, Group: "absences",
			Inputs: engine.Schema{
				engine.EnumField("event", "vsz.f.event", 0, "pairs", "teams").AsEvent(),
				engine.EnumField("kind", "vsz.f.leave_kind", 0, "withdrawal", "disqualification"),
				engine.IntField("scheduled", "vsz.f.scheduled", 1, 2000, 140).AsEvent(),
				engine.IntField("played", "vsz.f.unit_played", 0, 2000, 80),
				engine.IntField("members", "vsz.f.members", 1, 7, 2).OnlyWhen("kind", "disqualification"),
				engine.BoolField("can_continue", "vsz.f.can_continue", false),
			},
			NoBoardScore: "what a withdrawal does to the standings",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Withdrawal(p, WithdrawalInput{Event: in.Enum("event"), Kind: in.Enum("kind"), Scheduled: int(in.Int("scheduled")),
					Played: int(in.Int("played")), Members: int(in.Int("members")), CanContinue: in.Bool("can_continue")})
			},
		},
		{
			ID: "vsz.disciplinary-range", Rules: []string{"vsz.27"}, Group: "discipline",
			Inputs: engine.Schema{
				engine.EnumField("form", "", 0, "mp", "imp", "teams").AsEvent(),
				engine.DecField("amount", "vsz.f.amount", 2, 0, 100, 0).Opt(),
			},
			NoBoardScore: "the range of a disciplinary penalty, not the penalty",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return DisciplinaryRange(p, DisciplinaryRangeInput{Form: in.Enum("form"), Amount: optDec(in, "amount")})
			},
		},
		{
			ID: "vsz.unit-size", Rules: []string{"vsz.other"}, Group: "substitutes",
			Inputs: engine.Schema{
				engine.EnumField("event", "vsz.f.event", 0, "pairs", "teams").AsEvent(),
				engine.IntField("players", "vsz.f.players", 1, 20, 4),
				engine.BoolField("more_allowed", "vsz.f.more_allowed", false).OnlyWhen("event", "pairs"),
			},
			NoBoardScore: "whether a team's size is allowed",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return UnitSize(p, UnitSizeInput{Event: in.Enum("event"), Players: int(in.Int("players")), MoreAllowed: in.Bool("more_allowed")})
			},
		},
		{
			ID: "vsz.postponement", Rules: []string{"vsz.other"}, Group: "protests",
			Inputs: engine.Schema{
				engine.DateTimeField("requested", "vsz.f.requested", msg.Minutes(2017, 10, 2, 12, 0)),
			},
			NoBoardScore: "a deadline",
			Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
				return Postponement(p, PostponementInput{Requested: in.Int("requested")})
			},
		},
	}
}

// unfinishedInput reads the fields of vsz.unfinished-match (also the last fields of
// vsz.seating-error).
func unfinishedInput(in engine.Input) UnfinishedMatchInput {
	return UnfinishedMatchInput{Boards: int(in.Int("boards")), Played: int(in.Int("played")), ReplayPossible: in.Bool("replay_possible"),
		LastRound: in.Bool("last_round"), KO: in.Bool("ko"), Favoured: in.Enum("favoured")}
}

// ints reads an integer list.
func ints(v []int64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// optInt reads an optional whole number: nil when absent.
func optInt(in engine.Input, name string) *int {
	if !in.Has(name) {
		return nil
	}
	x := int(in.Int(name))
	return &x
}

// optInt64 reads an optional date-time: nil when absent.
func optInt64(in engine.Input, name string) *int64 {
	if !in.Has(name) {
		return nil
	}
	x := in.Int(name)
	return &x
}

// optDec reads an optional decimal: nil when absent.
func optDec(in engine.Input, name string) *float64 {
	if !in.Has(name) {
		return nil
	}
	x := in.Dec(name)
	return &x
}

// scoresTable shows a board's North-South scores as a row per result, with what the result
// gives each (outs of the pair party named after the row).
func scoresTable(outs ...string) engine.Table {
	return engine.Table{ID: "scores", Label: "table.scores", Row: "table.row.result", Kind: engine.TableRows,
		Columns:  []engine.Column{{Field: engine.IntField("score", "table.col.ns-score", -7600, 7600, 0), List: "scores", Step: 10}},
		RowParty: "pair", RowOuts: outs}
}
