package pref

import (
	"math/bits"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// suitOfCode is the trump suit of a suit game's code.
var suitOfCode = map[string]cards.Suit{"pik": cards.Spades, "karo": cards.Diamonds, "herc": cards.Hearts, "tref": cards.Clubs}

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

// LeadCheckInput is the lead checker's form against sans (calculator pref.lead).
type LeadCheckInput struct {
	Hand cards.Hand  // the leader's 10 cards
	Case string      // the leader was "invited" or "doubled"
	Bid  string      // the suit the inviter or doubler bid: "none", "pik", "karo", "herc" or "tref"
	Lead *cards.Card // the card led; nil: show the required lead
}

// LeadCheck decides the lead the invited or doubling player owes against sans (the suit, and
// the highest card when the suit is short) and, given the card led, whether it complies (rule
// pref.principles, Pref. 6.2.3; DECISION pref.dec.lead-long).
func LeadCheck(p *engine.Params, in LeadCheckInput) (*engine.Result, error) {
	var lc LeadCase
	switch in.Case {
	case "invited":
		lc = Invited
	case "doubled":
		lc = Doubled
	default:
		return nil, engine.InvalidKey("case", "err.enum", msg.A("options", "invited, doubled"))
	}
	var bid *cards.Suit
	if s, ok := suitOfCode[in.Bid]; ok {
		bid = &s
	} else if in.Bid != "none" {
		return nil, engine.InvalidKey("bid", "err.enum", msg.A("options", "none, pik, karo, herc, tref"))
	}
	if in.Lead != nil && !in.Hand.Has(*in.Lead) {
		return nil, engine.InvalidKey("lead", "pref.err.not-held", msg.A("card", notation.CardArg(cards.Preferans, *in.Lead)))
	}
	r := Lead(p, in.Hand, lc, bid, in.Lead)
	outs := []engine.Out{engine.Str("suit", GameOfSuit(r.Suit).String()), engine.Bool("highest", r.Highest), engine.Str("verdict", r.Verdict)}
	if r.Highest {
		outs = append(outs, engine.Str("card", CardString(r.Card)))
	}
	if r.Checked {
		outs = append(outs, engine.Bool("correct", r.Correct))
	}
	res := result(outs...)
	src := "pref.step.lead-default"
	if r.FromBid {
		src = "pref.step.lead-bid"
	}
	res.Steps = []engine.Step{engine.S(src, msg.A("suit", GameOfSuit(r.Suit).String()))}
	switch {
	case r.Void:
		res.Step("pref.step.lead-void")
	case r.Highest:
		res.Step("pref.step.lead-highest", msg.A("card", notation.CardArg(cards.Preferans, r.Card)), msg.A("max", p.I("lead.short_len")-1))
	default:
		res.Step("pref.step.lead-long", msg.A("min", p.I("lead.short_len")))
		res.Decisions = []string{"pref.dec.lead-long"}
	}
	return res, nil
}

// WrongLeadInput is a wrong lead against sans to correct (calculator pref.lead-fix).
type WrongLeadInput struct {
	Igra         bool   // the sans was announced without the talon
	Kontra       string // "none", "kontra" or "rekontra"
	Refe         bool   // the declarer had an open refe
	TricksLost   int    // tricks the inviter lost through the wrong lead
	FailedAnyway bool   // the declarer would have failed with the right lead too
}

// WrongLead decides the correction for a wrong lead against sans: the declarer lowered by the
// game's value and the inviter compensated in soup at the invited player's expense, unless the
// declarer would have failed anyway (rule pref.principles, Pref. 6.2.11; DECISIONs
// pref.dec.lead-comp and pref.dec.lead-anyway).
func WrongLead(p *engine.Params, in WrongLeadInput) (*engine.Result, error) {
	c, err := contractOf("sans", in.Igra, in.Kontra, in.Refe)
	if err != nil {
		return nil, err
	}
	f := FixWrongLead(p, c, in.TricksLost, in.FailedAnyway)
	res := result(num("value", f.Value), num("declarer_bula", f.DeclarerBula), num("compensation", f.Compensation), engine.Bool("applies", f.Applies))
	res.Steps = valueSteps(p, c)
	if f.Applies {
		res.Step("pref.step.lead-fix", msg.A("value", f.Value), msg.A("tricks", int64(in.TricksLost)), msg.A("comp", f.Compensation))
		res.Decisions = []string{"pref.dec.lead-comp"}
	} else {
		res.Step("pref.step.lead-anyway")
		res.Decisions = []string{"pref.dec.lead-anyway"}
	}
	return res, nil
}
