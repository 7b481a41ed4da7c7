package pref

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// Hand is one completed hand as the sheet needs it. Refe is not part of it: the sheet knows
// which players have an open refe.
type Hand struct {
	Passed   bool    // passed out: a refe for all three
	Declarer int     // player 0, 1 or 2
	Game     Game    //
	Igra     bool    // announced without the talon
	Kontra   Kontra  //
	Tricks   [3]int  // tricks taken by each player
	Followed [3]bool // defenders who followed (the declarer's entry is ignored)
}

// Check validates the hand's shape.
func (h Hand) Check() error {
	if h.Passed {
		return nil
	}
	if h.Declarer < 0 || h.Declarer > 2 {
		return engine.Invalid("declarer", 1, 3)
	}
	if !h.Game.Valid() {
		return engine.InvalidKey("game", "err.enum", msg.A("options", "pik, karo, herc, tref, betl, sans"))
	}
	if !h.Kontra.Valid() {
		return engine.InvalidKey("kontra", "err.enum", msg.A("options", "none, kontra, rekontra"))
	}
	n := 0
	for _, t := range h.Tricks {
		if t < 0 || t > 10 {
			return engine.Invalid("tricks", 0, 10)
		}
		n += t
	}
	if n != 10 {
		return engine.InvalidKey("tricks", "pref.err.tricks")
	}
	return nil
}

// HandResult is what one hand wrote on the sheet.
type HandResult struct {
	Passed    bool
	Contract  Contract  // with Refe as the sheet applied it
	Value     int       // in bule
	Made      bool      // the declarer made the contract
	Unplayed  bool      // nobody followed: counted as made (DECISION pref.dec.no-follow)
	Bula      [3]int    // bula change per player
	Soup      [3][3]int // soup written: [writer][against]
	DefFailed [3]bool   // a defender who followed and failed
}

// Sheet is the state of a game's score sheet: each player's bula, the soups each wrote on each
// opponent, and each player's open refe legs.
type Sheet struct {
	Start int
	Bula  [3]int
	Soup  [3][3]int // [writer][against]
	Refe  [3]int    // open refe legs
	Hands int       // hands applied
}

// NewSheet starts a sheet with start bule for each player. The starting bula must be even and
// within the parameter's range.
func NewSheet(p *engine.Params, start int) (*Sheet, error) {
	par := p.RS.Param("sheet.start_bula")
	if float64(start) < par.Min || float64(start) > par.Max {
		return nil, engine.Invalid("start_bula", int(par.Min), int(par.Max))
	}
	if start%int(p.I("ingame.multiple")) != 0 {
		return nil, engine.InvalidKey("start_bula", "pref.err.odd-start")
	}
	return &Sheet{Start: start, Bula: [3]int{start, start, start}}, nil
}

// Score applies the scoring of one hand to nothing: it returns what the hand writes for the
// given refe state (rules-catalogue pref.scoring and its DECISIONs).
func Score(p *engine.Params, h Hand, refe bool) (HandResult, error) {
	var r HandResult
	if err := h.Check(); err != nil {
		return r, err
	}
	if h.Passed {
		r.Passed = true
		return r, nil
	}
	d := h.Declarer
	r.Contract = Contract{Game: h.Game, Igra: h.Igra, Kontra: h.Kontra, Refe: refe}
	v := r.Contract.Value(p)
	r.Value = v
	l, rt := Left.At(d), Right.At(d)
	followers := 0
	for _, i := range []int{l, rt} {
		if h.Followed[i] {
			followers++
		}
	}
	if h.Game == Betl {
		r.Made = h.Tricks[d] <= int(p.I("betl.max_tricks"))
	} else if followers == 0 {
		r.Made, r.Unplayed = true, true
	} else {
		r.Made = h.Tricks[d] >= int(p.I("made.tricks"))
	}
	if r.Made {
		r.Bula[d] -= v
	} else {
		r.Bula[d] += v
	}
	if h.Game == Betl {
		return r, nil // DECISION: no soups in betl, no defender can fail
	}
	for _, i := range []int{l, rt} {
		if !h.Followed[i] {
			continue
		}
		r.Soup[i][d] += v * h.Tricks[i]
		need := int(p.I("follow.both_min"))
		if followers == 1 {
			need = int(p.I("follow.alone_min"))
		}
		if h.Tricks[i] < need {
			r.DefFailed[i] = true
			r.Bula[i] += v
		}
	}
	return r, nil
}

// Apply writes hand h on the sheet: a passed hand opens a refe leg for everyone; a contract
// played by a player with an open leg doubles its value and closes that leg.
func (s *Sheet) Apply(p *engine.Params, h Hand) (HandResult, error) {
	refe := !h.Passed && h.Declarer >= 0 && h.Declarer < 3 && s.Refe[h.Declarer] > 0
	r, err := Score(p, h, refe)
	if err != nil {
		return r, err
	}
	s.Hands++
	if r.Passed {
		for i := range s.Refe {
			s.Refe[i]++
		}
		return r, nil
	}
	if refe {
		s.Refe[h.Declarer]--
	}
	for i := 0; i < 3; i++ {
		s.Bula[i] += r.Bula[i]
		for j := 0; j < 3; j++ {
			s.Soup[i][j] += r.Soup[i][j]
		}
	}
	return r, nil
}

// ApplyRuling adds a ruling's bula changes.
func (s *Sheet) ApplyRuling(d [3]int) {
	for i := range d {
		s.Bula[i] += d[i]
	}
}

// Settlement is the final account of a sheet.
type Settlement struct {
	Written  [3]int     // soups each player wrote on both opponents
	Against  [3]int     // soups written against each player
	Score    [3]int     // written − factor × bula − against
	Relative [3]float64 // score − the mean of the three scores (sums to zero)
}

// Settle computes the final score of each player (rules-catalogue pref.scoring). A game
// finished by hand is settled the same way, with the bule as they stand
// (DECISION pref.dec.manual-settle).
func (s *Sheet) Settle(p *engine.Params) Settlement {
	var st Settlement
	f := int(p.I("settle.bula_factor"))
	sum := 0
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			st.Written[i] += s.Soup[i][j]
			st.Against[j] += s.Soup[i][j]
		}
	}
	for i := 0; i < 3; i++ {
		st.Score[i] = st.Written[i] - f*s.Bula[i] - st.Against[i]
		sum += st.Score[i]
	}
	mean := float64(sum) / 3
	for i := 0; i < 3; i++ {
		st.Relative[i] = float64(st.Score[i]) - mean
	}
	return st
}

// Ruling is an in-game ruling as the sheet applies it: bula changes attached to a hand.
type Ruling struct {
	AfterHand int    // 1-based number of the completed hand it is written in
	Deltas    [3]int // bula change per player
	Revoked   bool
}

// Play is a whole game as recorded: the starting bula, the hands in order, the rulings.
type Play struct {
	Start   int
	Hands   []Hand
	Rulings []Ruling
}

// Sheet replays the game and returns the sheet and each hand's result. Revoked rulings are
// skipped; a ruling is applied right after the hand it is attached to.
func (pl Play) Sheet(p *engine.Params) (*Sheet, []HandResult, error) {
	s, err := NewSheet(p, pl.Start)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range pl.Rulings {
		if r.AfterHand < 1 || r.AfterHand > len(pl.Hands) {
			return nil, nil, engine.Invalid("rulings", 1, len(pl.Hands))
		}
		if err := CheckDeltas(p, r.Deltas[:]); err != nil {
			return nil, nil, err
		}
	}
	var res []HandResult
	for n, h := range pl.Hands {
		r, err := s.Apply(p, h)
		if err != nil {
			return nil, nil, err
		}
		res = append(res, r)
		for _, ru := range pl.Rulings {
			if ru.AfterHand == n+1 && !ru.Revoked {
				s.ApplyRuling(ru.Deltas)
			}
		}
	}
	return s, res, nil
}

// CheckDeltas validates an in-game ruling's bula changes (rules-catalogue pref.in-game): each a
// multiple of the club's step (even), for one, two or three players, not all zero.
func CheckDeltas(p *engine.Params, d []int) error {
	m := int(p.I("ingame.multiple"))
	if len(d) != 3 {
		return engine.InvalidKey("deltas", "err.list", msg.A("min", 3), msg.A("max", 3))
	}
	zero := true
	for i, x := range d {
		if x%m != 0 {
			return engine.InvalidKey("deltas", "pref.err.odd", msg.A("player", i+1), msg.A("value", x), msg.A("step", m))
		}
		if x != 0 {
			zero = false
		}
	}
	if zero {
		return engine.InvalidKey("deltas", "pref.err.empty")
	}
	return nil
}
