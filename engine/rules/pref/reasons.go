package pref

import (
	"math/bits"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/cards"
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

// LeadCase says why the leader is defending a sans: he was invited, or he doubled.
type LeadCase uint8

// Lead cases.
const (
	Invited LeadCase = iota
	Doubled
)

func (c LeadCase) String() string {
	switch c {
	case Invited:
		return "invited"
	case Doubled:
		return "doubled"
	}
	return "%!LeadCase(" + strconv.Itoa(int(c)) + ")"
}

// LeadResult is the lead checker's answer against sans (rules-catalogue pref.principles).
type LeadResult struct {
	Suit     cards.Suit
	FromBid  bool       // the suit is the partner's bid suit (else the default suit)
	Void     bool       // the leader holds no card of the suit: any lead stands
	Highest  bool       // the highest card is required (short suit)
	Card     cards.Card // the required card when Highest
	Checked  bool       // a played lead was given
	Correct  bool       // the played lead complies
	Verdict  string     // "correct", "wrong", "any" (void) or "required" (no lead given)
	LeadCard cards.Card
}

// Lead finds the lead the invited (or doubling) player owes against sans: the highest card of
// the inviter's or doubler's bid suit; without such a bid clubs when invited, spades when
// doubled; the highest card only with fewer than the parameter's cards in the suit, otherwise any
// card of the suit (which one maximises tricks is the judge's call; DECISION pref.dec.lead-long).
func Lead(p *engine.Params, h cards.Hand, c LeadCase, bid *cards.Suit, lead *cards.Card) LeadResult {
	var r LeadResult
	switch {
	case bid != nil:
		r.Suit, r.FromBid = *bid, true
	case c == Doubled:
		r.Suit = cards.Spades
	default:
		r.Suit = cards.Clubs
	}
	m := suitMask(h, r.Suit)
	n := bits.OnesCount32(m)
	r.Void = n == 0
	if !r.Void && n < int(p.I("lead.short_len")) {
		r.Highest = true
		r.Card = deck.CardOf(r.Suit, topRank(m))
	}
	r.Verdict = "required"
	if r.Void {
		r.Verdict = "any"
	}
	if lead != nil {
		r.Checked, r.LeadCard = true, *lead
		switch {
		case r.Void:
			r.Correct = true
		case r.Highest:
			r.Correct = *lead == r.Card
		default:
			r.Correct = deck.Suit(*lead) == r.Suit
		}
		if !r.Void {
			if r.Correct {
				r.Verdict = "correct"
			} else {
				r.Verdict = "wrong"
			}
		}
	}
	return r
}
