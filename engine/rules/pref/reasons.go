package pref

import (
	"math/bits"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

var deck = cards.Preferans

const (
	rankA = 7
	rankK = 6
	rankQ = 5
)

func suitMask(h cards.Hand, s cards.Suit) uint32 { return deck.SuitMask(h, s) }
func suitLen(h cards.Hand, s cards.Suit) int     { return deck.Length(h, s) }
func hasRank(h cards.Hand, s cards.Suit, r int) bool {
	return suitMask(h, s)&(1<<r) != 0
}
func topRank(m uint32) int { return 31 - bits.LeadingZeros32(m) }

// ReasonsInput is the whisting test's input (rules-catalogue pref.follow-reasons).
type ReasonsInput struct {
	Hand                   cards.Hand
	Trump                  cards.Suit // meaningless when Sans
	Sans                   bool
	Seat                   Seat // Left or Right
	FirstFollowed          bool // the right-hand defender followed (matters to the left one)
	Bought                 []cards.Card
	TrumpTricks            int
	TrumpTricksGiven       bool // false: the engine estimates
	DeclarerLastOthersPass bool
}

// SuitReason is one side suit's contribution.
type SuitReason struct {
	Suit  cards.Suit
	Value float64 // 0, ½ or 1
	Half  bool    // long suit counted half
	Saved bool    // long suit kept whole: declarer bought a smaller card in it
}

// ReasonsResult is the whisting test's answer.
type ReasonsResult struct {
	Reasons     float64 // trump tricks + side-suit reasons
	TrumpTricks int
	Estimated   bool // TrumpTricks is the engine's estimate
	Suits       []SuitReason
	Aces        int // aces outside the trump suit
	HoldsTrump  bool
	Sufficient  bool
	Clause      string // the clause that decided
}

// The clauses of the whisting test, in the order they are tried.
const (
	ClauseLeftFree     = "left-first-passed"
	ClauseAQ           = "aq-bought"
	ClauseNoTrumpAces  = "no-trump-aces"
	ClauseNoTrumpShort = "no-trump-short"
	ClauseRight        = "right-2"
	ClauseRightShort   = "right-short"
	ClauseLeft3        = "left-3"
	ClauseLeftTrumps   = "left-2-trumps"
	ClauseLeftTrumpAce = "left-trump-ace"
	ClauseLeftTwoAces  = "left-2-aces"
	ClauseLeftShort    = "left-short"
)

// EstimateTrumpTricks is the engine's estimate of trump tricks in suit t (DECISION
// pref.dec.trump-estimate): the ace, the king with one more card, the queen with two more, and
// one more for a long trump holding.
func EstimateTrumpTricks(p *engine.Params, h cards.Hand, t cards.Suit) int {
	n := suitLen(h, t)
	e := 0
	if hasRank(h, t, rankA) {
		e++
	}
	if hasRank(h, t, rankK) && n >= int(p.I("est.k_len")) {
		e++
	}
	if hasRank(h, t, rankQ) && n >= int(p.I("est.q_len")) {
		e++
	}
	if n >= int(p.I("est.long_len")) {
		e++
	}
	if e > n {
		e = n
	}
	return e
}

// Reasons runs the whisting test.
func Reasons(p *engine.Params, in ReasonsInput) ReasonsResult {
	var r ReasonsResult
	h := in.Hand
	if !in.Sans {
		r.HoldsTrump = suitLen(h, in.Trump) > 0
		if in.TrumpTricksGiven {
			r.TrumpTricks = in.TrumpTricks
		} else {
			r.TrumpTricks = EstimateTrumpTricks(p, h, in.Trump)
			r.Estimated = true
		}
	}
	long := int(p.I("reasons.long_len"))
	half := p.F("reasons.long_value")
	side := 0.0
	var aceSuits []cards.Suit
	for s := cards.Spades; ; s-- {
		if in.Sans || s != in.Trump {
			m := suitMask(h, s)
			n := bits.OnesCount32(m)
			sr := SuitReason{Suit: s}
			if hasRank(h, s, rankA) {
				r.Aces++
				aceSuits = append(aceSuits, s)
			}
			if hasRank(h, s, rankA) || (hasRank(h, s, rankK) && n >= 2) {
				sr.Value = 1
				if n >= long {
					sr.Half = true
					top := topRank(m)
					for _, c := range in.Bought {
						if deck.Suit(c) == s && deck.Rank(c) < top {
							sr.Saved = true
						}
					}
					if !sr.Saved {
						sr.Value = half
					}
				}
				side += sr.Value
				r.Suits = append(r.Suits, sr)
			}
		}
		if s == cards.Clubs {
			break
		}
	}
	r.Reasons = float64(r.TrumpTricks) + side
	decide := func(ok bool, yes, no string) {
		r.Sufficient = ok
		if ok {
			r.Clause = yes
		} else {
			r.Clause = no
		}
	}
	switch {
	case in.Seat == Left && !in.FirstFollowed:
		decide(true, ClauseLeftFree, "")
	case aqBought(h, in.Bought) && !in.DeclarerLastOthersPass:
		decide(true, ClauseAQ, "")
	case !in.Sans && !r.HoldsTrump:
		decide(r.Aces >= int(p.I("reasons.no_trump_aces")), ClauseNoTrumpAces, ClauseNoTrumpShort)
	case in.Seat == Right:
		decide(r.Reasons >= p.F("reasons.right_min"), ClauseRight, ClauseRightShort)
	default:
		aceSide := false
		for _, sr := range r.Suits {
			if hasRank(h, sr.Suit, rankA) {
				aceSide = true
			}
		}
		switch {
		case r.Reasons >= p.F("reasons.left_min"):
			decide(true, ClauseLeft3, "")
		case r.TrumpTricks >= int(p.I("reasons.left_trump_tricks")):
			decide(true, ClauseLeftTrumps, "")
		case r.TrumpTricks >= 1 && aceSide:
			decide(true, ClauseLeftTrumpAce, "")
		case twoAces(p, h, aceSuits, in.Bought):
			decide(true, ClauseLeftTwoAces, "")
		default:
			decide(false, "", ClauseLeftShort)
		}
	}
	return r
}

// aqBought: the follower holds at least A and Q of a suit in which declarer bought both cards.
func aqBought(h cards.Hand, bought []cards.Card) bool {
	if len(bought) != 2 || deck.Suit(bought[0]) != deck.Suit(bought[1]) {
		return false
	}
	s := deck.Suit(bought[0])
	return hasRank(h, s, rankA) && hasRank(h, s, rankQ)
}

// twoAces: two aces in side suits of at most the parameter's length, with a bought card in one
// of those suits.
func twoAces(p *engine.Params, h cards.Hand, aceSuits []cards.Suit, bought []cards.Card) bool {
	max := int(p.I("reasons.ace_suit_max"))
	n, withBought := 0, false
	for _, s := range aceSuits {
		if suitLen(h, s) > max {
			continue
		}
		n++
		for _, c := range bought {
			if deck.Suit(c) == s {
				withBought = true
			}
		}
	}
	return n >= int(p.I("reasons.no_trump_aces")) && withBought
}

// FollowReasonsInput is the whisting test's form (calculator pref.reasons).
type FollowReasonsInput struct {
	Hand                     cards.Hand  // the follower's 10 cards
	Trump                    string      // "pik", "karo", "herc", "tref" or "sans"
	Seat                     string      // the follower's seat: "right" or "left" of the declarer
	FirstFollowed            bool        // the first defender (right of the declarer) followed
	Bought1, Bought2         *cards.Card // the cards the declarer bought from the talon; nil: not given
	TrumpTricks              *int        // the follower's trump tricks; nil: the engine estimates
	DeclarerLastOthersPassed bool        // the declarer spoke last and both others passed
}

// clauseLabels are the message keys of the whisting test's clauses (the coded values of the
// calculator's "clause" out).
var clauseLabels = map[string]string{
	ClauseLeftFree:     "pref.reasons.val.clause.left-first-passed",
	ClauseAQ:           "pref.reasons.val.clause.aq-bought",
	ClauseNoTrumpAces:  "pref.reasons.val.clause.no-trump-aces",
	ClauseNoTrumpShort: "pref.reasons.val.clause.no-trump-short",
	ClauseRight:        "pref.reasons.val.clause.right-2",
	ClauseRightShort:   "pref.reasons.val.clause.right-short",
	ClauseLeft3:        "pref.reasons.val.clause.left-3",
	ClauseLeftTrumps:   "pref.reasons.val.clause.left-2-trumps",
	ClauseLeftTrumpAce: "pref.reasons.val.clause.left-trump-ace",
	ClauseLeftTwoAces:  "pref.reasons.val.clause.left-2-aces",
	ClauseLeftShort:    "pref.reasons.val.clause.left-short",
}

// FollowReasons decides whether a defender had sufficient reasons to follow: the reasons
// counted (trump tricks, given or estimated, and side suits, long ones by halves), whether they
// suffice for his seat, and the clause that decided (rule pref.follow-reasons, Pref. 6.3;
// DECISIONs pref.dec.no-trump and pref.dec.trump-estimate).
func FollowReasons(p *engine.Params, in FollowReasonsInput) (*engine.Result, error) {
	ri := ReasonsInput{Hand: in.Hand, FirstFollowed: in.FirstFollowed, DeclarerLastOthersPass: in.DeclarerLastOthersPassed}
	if in.Trump == "sans" {
		ri.Sans = true
	} else if s, ok := suitOfCode[in.Trump]; ok {
		ri.Trump = s
	} else {
		return nil, engine.InvalidKey("trump", "err.enum", msg.A("options", "pik, karo, herc, tref, sans"))
	}
	switch in.Seat {
	case "right":
		ri.Seat = Right
	case "left":
		ri.Seat = Left
	default:
		return nil, engine.InvalidKey("seat", "err.enum", msg.A("options", "right, left"))
	}
	for _, b := range []struct {
		field string
		card  *cards.Card
	}{{"bought1", in.Bought1}, {"bought2", in.Bought2}} {
		if b.card != nil {
			c := *b.card
			if ri.Hand.Has(c) {
				return nil, engine.InvalidKey(b.field, "pref.err.bought-held", msg.A("card", notation.CardArg(cards.Preferans, c)))
			}
			ri.Bought = append(ri.Bought, c)
		}
	}
	if len(ri.Bought) == 2 && ri.Bought[0] == ri.Bought[1] {
		return nil, engine.InvalidKey("bought2", "pref.err.same-card")
	}
	if in.TrumpTricks != nil {
		ri.TrumpTricks, ri.TrumpTricksGiven = *in.TrumpTricks, true
		if !ri.Sans && ri.TrumpTricks > deck.Length(ri.Hand, ri.Trump) {
			return nil, engine.Invalid("trump_tricks", 0, deck.Length(ri.Hand, ri.Trump))
		}
	}
	r := Reasons(p, ri)
	res := result(engine.Num("reasons", r.Reasons, "", 1), num("trump_tricks", r.TrumpTricks),
		engine.Bool("sufficient", r.Sufficient), engine.Str("clause", r.Clause))
	res.Estimate = r.Estimated
	switch {
	case ri.Sans:
		res.Step("pref.step.sans-side")
		res.Decide("pref.dec.no-trump")
	case r.Estimated:
		res.Step("pref.step.trump-estimate", msg.A("tricks", r.TrumpTricks))
		res.Decide("pref.dec.trump-estimate")
	default:
		res.Step("pref.step.trump-given", msg.A("tricks", r.TrumpTricks))
	}
	for _, sr := range r.Suits {
		key := "pref.step.suit-one"
		switch {
		case sr.Saved:
			key = "pref.step.suit-saved"
		case sr.Half:
			key = "pref.step.suit-half"
		}
		res.Step(key, msg.A("suit", GameOfSuit(sr.Suit).String()), msg.A("value", msg.Dec{V: sr.Value, Prec: 1}))
	}
	res.Steps = append(res.Steps, engine.S("pref.step.reasons-total", msg.A("reasons", msg.Dec{V: r.Reasons, Prec: 1})),
		engine.S("pref.step.clause", msg.A("clause", msg.Ref(clauseLabels[r.Clause]))))
	if r.Clause == ClauseNoTrumpAces || r.Clause == ClauseNoTrumpShort {
		res.Decide("pref.dec.no-trump")
	}
	return res, nil
}
