package pref

import (
	"strconv"

	"arbiter/engine"
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
	Interrupted, Now  int64 // minutes since 2000-01-01 00:00 (local wall clock)
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

// LeadFix is the correction for a wrong lead against sans: the declarer is lowered by the game's
// value and the inviter gets, at the invited player's expense, value × tricks lost written as
// soup (DECISION pref.dec.lead-comp); nothing when declarer would have failed anyway
// (DECISION pref.dec.lead-anyway).
type LeadFix struct {
	Value        int
	DeclarerBula int // bula change of the declarer (≤ 0)
	Compensation int // soup from the invited player to the inviter
	Applies      bool
}

// FixWrongLead computes the wrong-lead correction.
func FixWrongLead(p *engine.Params, c Contract, tricksLost int, failedAnyway bool) LeadFix {
	c.Game = Sans
	f := LeadFix{Value: c.Value(p)}
	if failedAnyway {
		return f
	}
	f.Applies = true
	f.DeclarerBula = -f.Value
	f.Compensation = f.Value * tricksLost
	return f
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
