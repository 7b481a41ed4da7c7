// This file is longer than most: it holds the five ruling cores of the club's judging system
// (in-game, go-to-bula, out-of-game, revoke, hearing) that share one set of helpers for the
// players' bula and soups; split apart, each would need them passed around.

package pref

import (
	"strconv"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// GoBula is the "go to the bula" ruling (rules-catalogue pref.in-game): the guilty player takes
// the fall of the previous hand (+value) and the innocent one is lowered (−value). If the guilty
// player goes himself no ruling is written; if he refuses, the judge writes the same change as a
// ruling. Soups stay as played either way.
func GoBula(value, guilty, innocent int) ([3]int, error) {
	var d [3]int
	if guilty < 0 || guilty > 2 {
		return d, engine.Invalid("guilty", 1, 3)
	}
	if innocent < 0 || innocent > 2 {
		return d, engine.Invalid("innocent", 1, 3)
	}
	if guilty == innocent {
		return d, engine.InvalidKey("innocent", "pref.err.same-player")
	}
	d[guilty] += value
	d[innocent] -= value
	return d, nil
}

// OutOfGame is an out-of-game ruling's request (rules-catalogue pref.out-of-game).
type OutOfGame struct {
	Interrupted, Now  int64 // date-times: minutes since msg.Epoch
	Replace           bool  // replace the player who left
	FirstLeaverBlamed bool  // the one to blame for the game not going on is the first to leave
	Manual            bool  // finish the game by hand
	Start             int   // starting bula
	Left              [3]int
	InnocentHarmed    bool // finishing by hand goes against an innocent player's interest
	League            int  // 0, or the low or high league penalty
	CupDQ             bool
	BanDays           int // 0 = no ban
}

// OutOfGameResult is the outcome of the checks; Clause names the first check that failed, or
// "ok".
type OutOfGameResult struct {
	Minutes       int64
	InWindow      bool
	ReplaceOK     bool
	ManualOK      bool
	Played        int // bule played of 3 × start
	Total         int
	ExactlyThird  bool // exactly one third remains (DECISION pref.dec.third)
	HourOK        bool
	LeagueOK      bool
	BanOK         bool
	Allowed       bool
	Clause        string
	ElementsAsked int
}

// CheckOutOfGame runs the checks of an out-of-game ruling.
func CheckOutOfGame(p *engine.Params, o OutOfGame) (OutOfGameResult, error) {
	var r OutOfGameResult
	if o.Now < o.Interrupted {
		return r, engine.InvalidKey("now", "pref.err.before")
	}
	r.Minutes = o.Now - o.Interrupted
	r.InWindow = r.Minutes < p.I("outgame.window_days")*24*60
	r.ReplaceOK = !o.Replace || !o.FirstLeaverBlamed
	r.Total = 3 * o.Start
	for _, x := range o.Left {
		r.Played += o.Start - x
	}
	num, den := int(p.I("manual.played_num")), int(p.I("manual.played_den"))
	r.ExactlyThird = (r.Total-r.Played)*den == (den-num)*r.Total
	playedOK := r.Played*den >= num*r.Total
	r.HourOK = r.Minutes >= p.I("manual.min_minutes")
	r.ManualOK = !o.Manual || (playedOK && r.HourOK && !o.InnocentHarmed)
	lo, hi := int(p.I("league.low")), int(p.I("league.high"))
	r.LeagueOK = o.League == 0 || o.League == lo || o.League == hi
	r.BanOK = o.BanDays == 0 || (o.BanDays >= int(p.I("ban.min_days")) && o.BanDays <= int(p.I("ban.max_days")))
	for _, b := range []bool{o.Replace, o.Manual, o.League != 0, o.CupDQ, o.BanDays != 0} {
		if b {
			r.ElementsAsked++
		}
	}
	switch {
	case !r.InWindow:
		r.Clause = "window"
	case r.ElementsAsked == 0:
		r.Clause = "no-element"
	case !r.ReplaceOK:
		r.Clause = "replace-blame"
	case o.Manual && !playedOK:
		r.Clause = "manual-played"
	case o.Manual && !r.HourOK:
		r.Clause = "manual-hour"
	case o.Manual && o.InnocentHarmed:
		r.Clause = "manual-innocent"
	case !r.LeagueOK:
		r.Clause = "league-points"
	case !r.BanOK:
		r.Clause = "ban-range"
	default:
		r.Clause, r.Allowed = "ok", true
	}
	return r, nil
}

// CheckRevoke says whether a ruling's penalty may be revoked: only by the judge who made it,
// and only for an error in the ruling.
func CheckRevoke(sameJudge, forError bool) (bool, string) {
	switch {
	case !sameJudge:
		return false, "other-judge"
	case !forError:
		return false, "not-error"
	}
	return true, "ok"
}

// CheckHearing says whether a judge may rule (rules-catalogue pref.roles).
func CheckHearing(rated, requested, judgePlayed, alreadyRuled, obviousError bool) (bool, string) {
	switch {
	case !rated:
		return false, "unrated"
	case !requested:
		return false, "no-request"
	case judgePlayed:
		return false, "judge-played"
	case alreadyRuled && !obviousError:
		return false, "already-ruled"
	case alreadyRuled:
		return true, "obvious-error"
	}
	return true, "ok"
}

// RescoreCase is why a hand is rescored (rules-catalogue pref.principles).
type RescoreCase uint8

// Rescoring cases.
const (
	UnjustDouble     RescoreCase = iota // scored as if there had been no double
	SureBetlRedouble                    // a redouble on a sure betl counts as a double
)

var rescoreNames = [...]string{"unjust-double", "sure-betl"}

func (c RescoreCase) String() string {
	if int(c) < len(rescoreNames) {
		return rescoreNames[c]
	}
	return "%!RescoreCase(" + strconv.Itoa(int(c)) + ")"
}

// Rescored is a hand scored as played and as the rule rescores it. Deltas are the bula changes
// that turn the first into the second (what a ruling writes); SoupDiff each player's net soup
// difference, shown but not written (DECISION pref.dec.rescore-bula).
type Rescored struct {
	Played, New HandResult
	Deltas      [3]int
	SoupDiff    [3]int
}

// Rescore rescores hand h (with the declarer's refe state) for case c.
func Rescore(p *engine.Params, h Hand, refe bool, c RescoreCase) (Rescored, error) {
	var r Rescored
	n := h
	switch c {
	case UnjustDouble:
		if h.Kontra == NoKontra {
			return r, engine.InvalidKey("kontra", "pref.err.no-kontra")
		}
		n.Kontra = NoKontra
	case SureBetlRedouble:
		if h.Game != Betl || h.Kontra != Rekontra {
			return r, engine.InvalidKey("kontra", "pref.err.not-betl-rekontra")
		}
		n.Kontra = Kontrirano
	default:
		return r, engine.Invalid("case", 0, len(rescoreNames)-1)
	}
	var err error
	if r.Played, err = Score(p, h, refe); err != nil {
		return r, err
	}
	if r.New, err = Score(p, n, refe); err != nil {
		return r, err
	}
	for i := 0; i < 3; i++ {
		r.Deltas[i] = r.New.Bula[i] - r.Played.Bula[i]
		for j := 0; j < 3; j++ {
			r.SoupDiff[i] += (r.New.Soup[i][j] - r.Played.Soup[i][j]) - (r.New.Soup[j][i] - r.Played.Soup[j][i])
		}
	}
	return r, nil
}

// Fault is a reason a judge may send a player to the bula (rules-catalogue pref.principles).
type Fault uint8

// Faults.
const (
	FaultBid                Fault = iota // bid without enough good cards in the suit
	FaultFollow                          // followed without sufficient reasons
	FaultSansLead                        // wrong lead against sans
	FaultGross                           // gross error in play
	FaultUnsporting                      // unsportsmanlike play the judge punishes with bule
	FaultUnsportingNoEffect              // unsportsmanlike conduct with no effect on the result
)

var faultNames = [...]string{"bid", "follow", "sans-lead", "gross-error", "unsporting", "unsporting-no-effect"}

func (f Fault) String() string {
	if int(f) < len(faultNames) {
		return faultNames[f]
	}
	return "%!Fault(" + strconv.Itoa(int(f)) + ")"
}

// FaultCase is the situation judged.
type FaultCase struct {
	Fault          Fault
	CausedFall     bool // the fault caused the co-defender's (partner's) fall
	GoodCards      int  // good cards in the bid suit (FaultBid)
	PartnerDoubled bool // close to following, the partner doubled without justification
	OtherErrorMore bool // another player's error contributed more to the fall
	LostRight      bool // the player asking lost the right to a ruling in his favour
	Shared         bool // borderline: both players share the blame
}

// BulaVerdict is "go-bula", "split", "add-bula" or "none", with the clause that decided.
type BulaVerdict struct {
	Verdict string
	Bula    int // for add-bula: the usual bule added
	Clause  string
}

// JudgeFault applies the reasons for sending a player to the bula.
func JudgeFault(p *engine.Params, c FaultCase) BulaVerdict {
	switch {
	case c.LostRight:
		return BulaVerdict{"none", 0, "lost-right"}
	case c.Fault == FaultUnsportingNoEffect:
		return BulaVerdict{"add-bula", int(p.I("unsporting.bula")), "unsporting-no-effect"}
	case !c.CausedFall:
		return BulaVerdict{"none", 0, "no-fall"}
	case c.Fault == FaultBid && c.GoodCards >= int(p.I("bid.good_cards")):
		return BulaVerdict{"none", 0, "bid-ok"}
	case c.Fault == FaultFollow && c.PartnerDoubled:
		return BulaVerdict{"none", 0, "partner-double"}
	case c.OtherErrorMore:
		return BulaVerdict{"none", 0, "other-error"}
	case c.Shared:
		return BulaVerdict{"split", 0, c.Fault.String()}
	}
	return BulaVerdict{"go-bula", 0, c.Fault.String()}
}

// playerIndex reads a player's code ("p1", "p2", "p3") as 0, 1, 2; -1 when unknown.
func playerIndex(code string) int {
	switch code {
	case "p1":
		return 0
	case "p2":
		return 1
	case "p3":
		return 2
	}
	return -1
}

// InGameRulingInput is an in-game ruling's form (calculator pref.ruling).
type InGameRulingInput struct {
	Deltas [3]int // bula change of players 1, 2, 3
	Hand   int    // the completed hand it is written in (1-based)
	// appended: the last completed hand when the ruling is made (nil: not given, no window
	// check) and whether the judge found a late call justified
	MadeAfter      *int
	DelayJustified bool
}

// InGameRuling decides whether an in-game ruling is valid: even bula changes for one, two or
// three players, written in a completed hand (rule pref.in-game, Pref. 3.1).
func InGameRuling(p *engine.Params, in InGameRulingInput) (*engine.Result, error) {
	d := in.Deltas[:]
	if err := CheckDeltas(p, d); err != nil {
		return nil, err
	}
	res := &engine.Result{}
	n, sum := 0, 0
	for i, x := range d {
		sum += x
		if x != 0 {
			n++
			res.Step("pref.step.delta", msg.A("player", i+1), msg.A("delta", x))
		}
	}
	res.Step("pref.step.attach", msg.A("hand", int64(in.Hand)))
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Bool("valid", true), num("players", n), engine.Num("hand", float64(in.Hand), "", 0), num("sum", sum)}}}
	if in.MadeAfter != nil {
		m := *in.MadeAfter
		if m < in.Hand {
			return nil, engine.Invalid("made_after", int64(in.Hand), 9999)
		}
		late := WindowStep(p, res, 1, in.Hand, m, in.DelayJustified)
		res.Decide("pref.dec.ruling-window")
		// appended after the result's outs: whether the ruling came too late, and the warning
		res.Parties[0].Outs = append(res.Parties[0].Outs, engine.Bool("late", late), engine.Bool("warning", late && !in.DelayJustified))
	}
	return res, nil
}

// GoToBulaInput is a "go to the bula" ruling's form (calculator pref.go-bula): the contract of
// the hand and the two players.
type GoToBulaInput struct {
	Game     string // "pik", "karo", "herc", "tref", "betl" or "sans"
	Igra     bool   // announced without the talon
	Kontra   string // "none", "kontra" or "rekontra"
	Refe     bool   // the declarer had an open refe
	Guilty   string // "p1", "p2" or "p3"
	Innocent string // "p1", "p2" or "p3"
	Refused  bool   // the guilty player refuses to go to the bula himself
}

// GoToBula decides the bula changes of a "go to the bula" ruling: the guilty player takes the
// game's value, the innocent one is lowered by it; written as a ruling only when the guilty
// player refuses (rules pref.in-game and pref.principles, Pref. 3.4–3.5, Pref. 5.6).
func GoToBula(p *engine.Params, in GoToBulaInput) (*engine.Result, error) {
	c, err := contractOf(in.Game, in.Igra, in.Kontra, in.Refe)
	if err != nil {
		return nil, err
	}
	v := c.Value(p)
	g, inn := playerIndex(in.Guilty), playerIndex(in.Innocent)
	d, err := GoBula(v, g, inn)
	if err != nil {
		return nil, err
	}
	res := result(num("value", v), num("bula_p1", d[0]), num("bula_p2", d[1]), num("bula_p3", d[2]), engine.Bool("ruling", in.Refused))
	res.Steps = append(valueSteps(p, c), engine.S("pref.step.go-bula", msg.A("guilty", g+1), msg.A("innocent", inn+1), msg.A("value", v)))
	if in.Refused {
		res.Step("pref.step.refused")
	} else {
		res.Step("pref.step.himself")
	}
	return res, nil
}

// OutOfGameRulingInput is an out-of-game ruling's form (calculator pref.out-of-game).
type OutOfGameRulingInput struct {
	Interrupted       int64  // when the game stopped: minutes since msg.Epoch
	Now               int64  // when the ruling is made: minutes since msg.Epoch
	Replace           bool   // replace the player who left
	FirstLeaverBlamed bool   // the one to blame for the stop is the first to leave
	Manual            bool   // finish the game by hand
	StartBula         int    // starting bula
	BulaLeft          [3]int // bule remaining, players 1, 2, 3
	InnocentHarmed    bool   // finishing by hand goes against an innocent player
	League            string // league penalty: "none", "low" or "high"
	CupDQ             bool   // disqualification from the Cup
	BanDays           int    // ban in days, 0 = none
}

// OutOfGameRuling decides whether an out-of-game ruling may be made as asked: within the time
// limit, each element allowed (replacement, manual finish, league points, ban), and which
// check failed first (rule pref.out-of-game, Pref. 4; DECISION pref.dec.third).
func OutOfGameRuling(p *engine.Params, in OutOfGameRulingInput) (*engine.Result, error) {
	o := OutOfGame{Interrupted: in.Interrupted, Now: in.Now, Replace: in.Replace,
		FirstLeaverBlamed: in.FirstLeaverBlamed, Manual: in.Manual, Start: in.StartBula,
		Left: in.BulaLeft, InnocentHarmed: in.InnocentHarmed, CupDQ: in.CupDQ,
		BanDays: in.BanDays}
	switch in.League {
	case "none":
	case "low":
		o.League = int(p.I("league.low"))
	case "high":
		o.League = int(p.I("league.high"))
	default:
		return nil, engine.InvalidKey("league", "err.enum", msg.A("options", "none, low, high"))
	}
	r, err := CheckOutOfGame(p, o)
	if err != nil {
		return nil, err
	}
	pct := 0.0
	if r.Total > 0 {
		pct = 100 * float64(r.Played) / float64(r.Total)
	}
	res := result(engine.Bool("allowed", r.Allowed), engine.Str("clause", r.Clause), engine.Bool("in_window", r.InWindow),
		engine.Num("days", float64(r.Minutes)/1440, "days", 1), engine.Bool("manual_ok", r.ManualOK),
		engine.Num("played_pct", pct, "pct", 1), num("league_points", o.League), engine.Bool("ban_ok", r.BanOK))
	res.Steps = []engine.Step{engine.S("pref.step.window", msg.A("days", msg.Dec{V: float64(r.Minutes) / 1440, Prec: 1}), msg.A("max", p.I("outgame.window_days")), msg.A("ok", r.InWindow))}
	if o.Replace {
		res.Step("pref.step.replace", msg.A("ok", r.ReplaceOK))
	}
	if o.Manual {
		res.Steps = append(res.Steps,
			engine.S("pref.step.played", msg.A("played", r.Played), msg.A("total", r.Total), msg.A("num", p.I("manual.played_num")), msg.A("den", p.I("manual.played_den"))),
			engine.S("pref.step.hour", msg.A("minutes", r.Minutes), msg.A("min", p.I("manual.min_minutes")), msg.A("ok", r.HourOK)),
			engine.S("pref.step.innocent", msg.A("harmed", o.InnocentHarmed)))
		if r.ExactlyThird {
			res.Decisions = []string{"pref.dec.third"}
		}
	}
	if o.League != 0 {
		res.Step("pref.step.league", msg.A("points", o.League))
	}
	if o.CupDQ {
		res.Step("pref.step.cup")
	}
	if o.BanDays != 0 {
		res.Step("pref.step.ban", msg.A("days", o.BanDays), msg.A("min", p.I("ban.min_days")), msg.A("max", p.I("ban.max_days")), msg.A("ok", r.BanOK))
	}
	return res, nil
}

// RevokeInput is a revocation's form (calculator pref.revoke).
type RevokeInput struct {
	SameJudge bool // revoked by the judge who made the ruling
	ForError  bool // the ruling was an error
}

// Revoke decides whether a ruling's penalty or ban may be revoked: only by its own judge, and
// only for an error (rules pref.out-of-game and pref.roles, Pref. 4.8, Pref. 1.16).
func Revoke(p *engine.Params, in RevokeInput) (*engine.Result, error) {
	ok, cl := CheckRevoke(in.SameJudge, in.ForError)
	res := result(engine.Bool("allowed", ok), engine.Str("clause", cl))
	res.Steps = []engine.Step{engine.S("pref.step.revoke")}
	return res, nil
}

// HearingInput is the form of "may the judge rule?" (calculator pref.hearing).
type HearingInput struct {
	Rated        bool // a rated game
	Requested    bool // a player asked for the ruling
	JudgePlayed  bool // the judge played in this game
	AlreadyRuled bool // the incident was already ruled on
	ObviousError bool // the earlier ruling was an obvious error
}

// Hearing decides whether a judge may rule: a rated game, a player's request, a judge who did
// not play, no earlier ruling unless it was an obvious error (rule pref.roles, Pref. 1, Pref. 2.3).
func Hearing(p *engine.Params, in HearingInput) (*engine.Result, error) {
	ok, cl := CheckHearing(in.Rated, in.Requested, in.JudgePlayed, in.AlreadyRuled, in.ObviousError)
	res := result(engine.Bool("allowed", ok), engine.Str("clause", cl))
	res.Steps = []engine.Step{engine.S("pref.step.notify", msg.A("minutes", p.I("roles.notify_minutes")))}
	return res, nil
}

// faultLabels are the message keys of the faults' names (the fault field's option labels).
var faultLabels = [...]string{
	FaultBid:                "pref.f.fault.bid",
	FaultFollow:             "pref.f.fault.follow",
	FaultSansLead:           "pref.f.fault.sans-lead",
	FaultGross:              "pref.f.fault.gross-error",
	FaultUnsporting:         "pref.f.fault.unsporting",
	FaultUnsportingNoEffect: "pref.f.fault.unsporting-no-effect",
}

// BulaReasonsInput is the situation a judge weighs before sending a player to the bula
// (calculator pref.bula-reasons).
type BulaReasonsInput struct {
	Fault          string // "bid", "follow", "sans-lead", "gross-error", "unsporting" or "unsporting-no-effect"
	CausedFall     bool   // the fault caused the co-defender's fall
	GoodCards      int    // good cards in the bid suit (fault "bid")
	PartnerDoubled bool   // close to following, the partner gave an unjustified kontra
	OtherErrorMore bool   // another player's error contributed more to the fall
	LostRight      bool   // the asking player lost his right to a ruling in his favour
	Shared         bool   // borderline: both players share the blame
}

// BulaReasons decides the verdict on a fault: send to the bula, split the fall, add the usual
// bule, or nothing, and the clause that decided (rule pref.principles, Pref. 5.5–5.8, Pref. 6.2).
func BulaReasons(p *engine.Params, in BulaReasonsInput) (*engine.Result, error) {
	f := -1
	for i, n := range faultNames {
		if n == in.Fault {
			f = i
		}
	}
	if f < 0 {
		return nil, engine.InvalidKey("fault", "err.enum", msg.A("options", "bid, follow, sans-lead, gross-error, unsporting, unsporting-no-effect"))
	}
	c := FaultCase{Fault: Fault(f), CausedFall: in.CausedFall, GoodCards: in.GoodCards,
		PartnerDoubled: in.PartnerDoubled, OtherErrorMore: in.OtherErrorMore, LostRight: in.LostRight, Shared: in.Shared}
	v := JudgeFault(p, c)
	res := result(engine.Str("verdict", v.Verdict), num("bula", v.Bula), engine.Str("clause", v.Clause))
	res.Steps = []engine.Step{engine.S("pref.step.fault", msg.A("fault", msg.Ref(faultLabels[c.Fault])))}
	if c.Fault == FaultBid {
		res.Step("pref.step.good-cards", msg.A("cards", c.GoodCards), msg.A("min", p.I("bid.good_cards")))
	}
	return res, nil
}

// RescoreHandInput is a doubled hand to rescore (calculator pref.rescore); the declarer is
// player 1.
type RescoreHandInput struct {
	Case       string // "unjust-double" or "sure-betl"
	Game       string // "pik", "karo", "herc", "tref", "betl" or "sans"
	Igra       bool   // announced without the talon
	Kontra     string // "none", "kontra" or "rekontra"
	Refe       bool   // the declarer had an open refe
	DeclTricks int    // the declarer's tricks
	LeftTricks int    // the left-hand player's tricks (the right-hand player has the rest)
	Followers  string // who followed: "none", "left", "right" or "both"
}

// RescoreHand decides the correction of a hand rescored for an unjustified kontra (as if there
// had been none) or a rekontra on a sure betl (as a kontra): the bula changes a ruling writes
// and the soup differences that stay as played (rule pref.principles, Pref. 6.2.7, Pref. 6.2.9;
// DECISION pref.dec.rescore-bula).
func RescoreHand(p *engine.Params, in RescoreHandInput) (*engine.Result, error) {
	var rc RescoreCase
	switch in.Case {
	case "unjust-double":
		rc = UnjustDouble
	case "sure-betl":
		rc = SureBetlRedouble
	default:
		return nil, engine.Invalid("case", 0, len(rescoreNames)-1)
	}
	c, err := contractOf(in.Game, in.Igra, in.Kontra, in.Refe)
	if err != nil {
		return nil, err
	}
	// the hand, with the declarer as player 1 (index 0)
	h := Hand{Declarer: 0, Game: c.Game, Igra: c.Igra, Kontra: c.Kontra}
	t, l := in.DeclTricks, in.LeftTricks
	if t+l > 10 {
		return nil, engine.Invalid("left_tricks", 0, 10-t)
	}
	h.Tricks = [3]int{t, l, 10 - t - l}
	f, ok := followerBits[in.Followers]
	if !ok {
		return nil, engine.InvalidKey("followers", "err.enum", msg.A("options", "none, left, right, both"))
	}
	h.Followed[Left.At(0)], h.Followed[Right.At(0)] = f&1 != 0, f&2 != 0
	r, err := Rescore(p, h, c.Refe, rc)
	if err != nil {
		return nil, err
	}
	res := result(num("value_played", r.Played.Value), num("value_new", r.New.Value),
		num("bula_declarer", r.Deltas[0]), num("bula_left", r.Deltas[Left.At(0)]), num("bula_right", r.Deltas[Right.At(0)]),
		num("soup_declarer", r.SoupDiff[0]), num("soup_left", r.SoupDiff[Left.At(0)]), num("soup_right", r.SoupDiff[Right.At(0)]))
	from, to := msg.A("from", r.Played.Contract.String()), msg.A("to", r.New.Contract.String())
	if rc == UnjustDouble {
		res.Steps = []engine.Step{engine.S("pref.step.rescore.unjust-double", from, to)}
	} else {
		res.Steps = []engine.Step{engine.S("pref.step.rescore.sure-betl", from, to)}
	}
	res.Step("pref.step.rescore-values", msg.A("played", r.Played.Value), msg.A("new", r.New.Value))
	res.Decisions = []string{"pref.dec.rescore-bula"}
	return res, nil
}

// followerBits: who followed, as bits (1 the left-hand player, 2 the right-hand player).
var followerBits = map[string]int{"none": 0, "left": 1, "right": 2, "both": 3}
