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
	ID        int // its S-number in the club's records (0: not given); the lista shows it
	// Made is the last hand completed when the ruling was made (0: not given, taken as the
	// hand it is written in); a ruling made later than ingame.window_hands after the hand it
	// judges gets a warning (CheckWindow)
	Made int
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
		return engine.InvalidKey("deltas", "err.list.exact", msg.A("n", 3))
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

// A hand on the score-sheet calculator is one integer, so that a game is a list of numbers a
// director can type: 0 is a passed-out hand; otherwise the decimal digits are
//
//	D G I K TT LL F
//
// D the declarer (1–3), G the game (1 pik … 6 sans), I igra (0/1), K kontra (0 none, 1 kontra,
// 2 rekontra), TT the declarer's tricks (two digits), LL the tricks of the declarer's left-hand
// player (two digits; the right-hand player has the rest of the ten), F who followed (0 nobody,
// 1 the left-hand player, 2 the right-hand player, 3 both). Example: 110006023 = player 1 plays
// pik, no igra, no kontra, takes 6 tricks, the left-hand defender 2, both followed.
const MaxHandCode = 361210103

// EncodeHand returns h's code.
func EncodeHand(h Hand) (int64, error) {
	if err := h.Check(); err != nil {
		return 0, err
	}
	if h.Passed {
		return 0, nil
	}
	d := h.Declarer
	l, r := Left.At(d), Right.At(d)
	f := 0
	if h.Followed[l] {
		f |= 1
	}
	if h.Followed[r] {
		f |= 2
	}
	ig := 0
	if h.Igra {
		ig = 1
	}
	c := int64(d + 1)
	c = c*10 + int64(h.Game)
	c = c*10 + int64(ig)
	c = c*10 + int64(h.Kontra)
	c = c*100 + int64(h.Tricks[d])
	c = c*100 + int64(h.Tricks[l])
	c = c*10 + int64(f)
	return c, nil
}

// DecodeHand reads a hand code; a malformed code is EINVALID naming the field and item.
func DecodeHand(code int64, field string, item int) (Hand, error) {
	var h Hand
	bad := engine.InvalidKey(field, "pref.err.hand-code", msg.A("item", item), msg.A("code", code))
	if code == 0 {
		h.Passed = true
		return h, nil
	}
	if code < 0 || code > MaxHandCode {
		return h, bad
	}
	f := int(code % 10)
	code /= 10
	ll := int(code % 100)
	code /= 100
	tt := int(code % 100)
	code /= 100
	k := int(code % 10)
	code /= 10
	ig := int(code % 10)
	code /= 10
	g := int(code % 10)
	d := int(code / 10)
	if d < 1 || d > 3 || g < 1 || g > 6 || ig > 1 || k > 2 || f > 3 || tt > 10 || ll > 10 || tt+ll > 10 {
		return h, bad
	}
	h.Declarer = d - 1
	h.Game, h.Igra, h.Kontra = Game(g), ig == 1, Kontra(k)
	l, r := Left.At(h.Declarer), Right.At(h.Declarer)
	h.Tricks[h.Declarer], h.Tricks[l], h.Tricks[r] = tt, ll, 10-tt-ll
	h.Followed[l], h.Followed[r] = f&1 != 0, f&2 != 0
	return h, nil
}

// DecodeRulings reads the score-sheet calculator's ruling list: groups of four numbers, the
// hand a ruling is written in, then the bula change of players 1, 2 and 3.
func DecodeRulings(l []int64, field string) ([]Ruling, error) {
	if len(l)%4 != 0 {
		return nil, engine.InvalidKey(field, "pref.err.ruling-code")
	}
	var out []Ruling
	for i := 0; i < len(l); i += 4 {
		out = append(out, Ruling{AfterHand: int(l[i]), Deltas: [3]int{int(l[i+1]), int(l[i+2]), int(l[i+3])}})
	}
	return out, nil
}

// ScoreSheetInput is a game as the score-sheet form takes it (calculator pref.sheet).
type ScoreSheetInput struct {
	StartBula int      // each player's starting bula
	Hands     []Hand   // the completed hands in order (the form writes each as a hand code)
	Rulings   []Ruling // in-game rulings, each applied right after its hand
	ByHand    bool     // the game was finished by hand
	// appended: the judge found a late call justified: a late ruling gets no warning
	DelayJustified bool
}

// ScoreSheet decides a game's score sheet: each hand written (bula, soups, refe), the rulings
// applied, and the settlement of every player (rules pref.scoring and pref.in-game, Pref. 3.1;
// DECISIONs pref.dec.made-tricks, defender-fail, betl-soups, mult-soups, no-follow and
// manual-settle).
func ScoreSheet(p *engine.Params, in ScoreSheetInput) (*engine.Result, error) {
	pl := Play{Start: in.StartBula, Hands: in.Hands, Rulings: in.Rulings}
	s, hrs, err := pl.Sheet(p)
	if err != nil {
		return nil, err
	}
	res := &engine.Result{}
	res.Step("pref.step.start", msg.A("bula", pl.Start))
	dec := map[string]bool{"pref.dec.made-tricks": true}
	for n, hr := range hrs {
		h := pl.Hands[n]
		if hr.Passed {
			res.Step("pref.step.passed", msg.A("n", n+1))
		} else {
			key := "pref.step.failed"
			if hr.Made {
				key = "pref.step.made"
			}
			res.Step(key, msg.A("n", n+1), msg.A("player", h.Declarer+1),
				msg.A("contract", hr.Contract.String()), msg.A("value", hr.Value), msg.A("tricks", h.Tricks[h.Declarer]))
			for i := 0; i < 3; i++ {
				if hr.Soup[i][h.Declarer] > 0 {
					res.Step("pref.step.soup", msg.A("player", i+1), msg.A("soup", hr.Soup[i][h.Declarer]), msg.A("tricks", h.Tricks[i]))
				}
				if hr.DefFailed[i] {
					res.Step("pref.step.def-failed", msg.A("player", i+1), msg.A("value", hr.Value))
					dec["pref.dec.defender-fail"] = true
				}
			}
			if h.Game == Betl {
				dec["pref.dec.betl-soups"] = true
			}
			if h.Kontra != NoKontra || hr.Contract.Refe {
				dec["pref.dec.mult-soups"] = true
			}
			if hr.Unplayed {
				dec["pref.dec.no-follow"] = true
			}
		}
		for _, r := range pl.Rulings {
			if r.AfterHand == n+1 {
				res.Step("pref.step.ruling", msg.A("n", n+1),
					msg.A("d1", r.Deltas[0]), msg.A("d2", r.Deltas[1]), msg.A("d3", r.Deltas[2]))
			}
		}
	}
	late, checked := 0, false
	for i, r := range pl.Rulings {
		if r.Made == 0 || r.Revoked {
			continue
		}
		checked = true
		if r.Made < r.AfterHand || r.Made > len(pl.Hands) {
			return nil, engine.Invalid("ruling_made", int64(r.AfterHand), int64(len(pl.Hands)))
		}
		if WindowStep(p, res, i+1, r.AfterHand, r.Made, in.DelayJustified) {
			late++
		}
	}
	st := s.Settle(p)
	if in.ByHand {
		dec["pref.dec.manual-settle"] = true
		res.Step("pref.step.by-hand")
	}
	res.Step("pref.step.settle", msg.A("factor", p.I("settle.bula_factor")))
	players := [3]string{"p1", "p2", "p3"}
	for i := 0; i < 3; i++ {
		res.Step("pref.step.player-score", msg.A("player", i+1), msg.A("written", st.Written[i]), msg.A("factor", p.I("settle.bula_factor")),
			msg.A("bula", s.Bula[i]), msg.A("against", st.Against[i]), msg.A("score", st.Score[i]), msg.A("relative", msg.Dec{V: st.Relative[i], Prec: 2}))
		res.Parties = append(res.Parties, engine.Party{Role: "player", Name: players[i], Outs: []engine.Out{
			num("bula", s.Bula[i]), num("soup_written", st.Written[i]), num("soup_against", st.Against[i]),
			num("refe", s.Refe[i]), num("score", st.Score[i]), engine.Num("relative", st.Relative[i], "", 2),
		}})
	}
	for _, k := range []string{"pref.dec.made-tricks", "pref.dec.defender-fail", "pref.dec.betl-soups", "pref.dec.mult-soups", "pref.dec.no-follow", "pref.dec.manual-settle"} {
		if dec[k] {
			res.Decide(k)
		}
	}
	if checked {
		// appended after the players: the rulings made too late for their hand
		res.Decide("pref.dec.ruling-window")
		res.Parties = append(res.Parties, engine.Party{Role: "result", Outs: []engine.Out{
			num("late_rulings", late), engine.Bool("warning", late > 0 && !in.DelayJustified),
		}})
	}
	return res, nil
}

// InWindow reports whether a ruling that judges hand hand, made when hand made was the last
// completed one, came in time: before the end of the ingame.window_hands-th hand after it
// (Pref. 3.6: before the end of the next hand).
func InWindow(p *engine.Params, hand, made int) bool {
	return int64(made) < int64(hand)+p.I("ingame.window_hands")
}

// WindowStep explains ruling n's timing (rule pref.in-game, Pref. 3.1, 3.6, 3.7) and reports
// whether it came too late for the hand it judges: a warning step, or, when the judge found the
// late call justified, a step saying so; in time, a step saying that.
func WindowStep(p *engine.Params, res *engine.Result, n, hand, made int, justified bool) (late bool) {
	deadline := int64(hand) + p.I("ingame.window_hands")
	args := []msg.Arg{msg.A("n", n), msg.A("hand", hand), msg.A("made", made), msg.A("deadline", deadline)}
	switch {
	case InWindow(p, hand, made):
		res.Step("pref.step.ruling-in-time", args...)
		return false
	case justified:
		res.Step("pref.step.ruling-late-justified", args...)
	default:
		res.Step("pref.step.ruling-late", args...)
	}
	return true
}
