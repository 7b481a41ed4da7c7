package bridge

import (
	"fmt"

	"arbiter/engine"
)

// Line is one result on a traveller: the pairs, and either a score entry or an artificial
// adjusted score (percentages for NS and EW).
type Line struct {
	NSPair, EWPair int
	Entry          Entry
	Artificial     *Artificial
}

// LineResult is the scored line.
type LineResult struct {
	Line
	NSScore      int // from NS's side (0 for artificial)
	MPNS, MPEW   float64
	PctNS, PctEW float64
	XIMP         float64 // NS cross-IMPs (0 for artificial)
	Butler       int     // NS IMPs against the datum (0 for artificial)
}

// Traveller is one board's scored traveller.
type Traveller struct {
	Board   int
	Dealer  Seat
	Vul     Vul
	Top     float64
	Datum   int
	Neuberg bool
	Lines   []LineResult
}

// TravellerOptions are the parameters of the comparison.
type TravellerOptions struct {
	Expected      int // expected results on the board; 0 = the lines given
	ButlerDiscard int // highest and lowest discarded for the datum
	ButlerRound   int // datum rounding, e.g. 10
}

// ScoreTraveller scores every line of a board: score, matchpoints (Neubergised when results
// are missing), percentages, cross-IMPs and Butler IMPs. Errors name the line.
func ScoreTraveller(board int, lines []Line, o TravellerOptions) (*Traveller, error) {
	dealer, vul, err := BoardInfo(board)
	if err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		return nil, engine.InvalidKey("lines", "err.list", msgArgs(1, 10000)...)
	}
	tr := &Traveller{Board: board, Dealer: dealer, Vul: vul}
	var real []int
	var art []Artificial
	var errs engine.ErrorList
	for i, l := range lines {
		if l.Artificial != nil {
			art = append(art, *l.Artificial)
			continue
		}
		s, err := l.Entry.NSScore(vul)
		if err != nil {
			errs = append(errs, withField(err, fmt.Sprintf("lines[%d]", i)))
			continue
		}
		real = append(real, s)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	mp, err := Matchpoints(real, art, o.Expected)
	if err != nil {
		return nil, err
	}
	tr.Top, tr.Neuberg = mp.Top, mp.Neuberg
	var xi []float64
	var bi []int
	if len(real) >= 2 {
		xi, _ = CrossIMPs(real)
	}
	if len(real) > 2*o.ButlerDiscard && len(real) > 0 {
		rt := o.ButlerRound
		if rt == 0 {
			rt = impRound
		}
		tr.Datum, bi, err = Butler(real, o.ButlerDiscard, rt)
		if err != nil {
			return nil, err
		}
	}
	ri, ai := 0, 0
	for _, l := range lines {
		lr := LineResult{Line: l}
		if l.Artificial != nil {
			lr.MPNS, lr.MPEW = mp.ArtNS[ai], mp.ArtEW[ai]
			ai++
		} else {
			lr.NSScore = real[ri]
			lr.MPNS, lr.MPEW = mp.NS[ri], mp.EW[ri]
			if xi != nil {
				lr.XIMP = xi[ri]
			}
			if bi != nil {
				lr.Butler = bi[ri]
			}
			ri++
		}
		lr.PctNS, lr.PctEW = Pct(lr.MPNS, tr.Top), Pct(lr.MPEW, tr.Top)
		tr.Lines = append(tr.Lines, lr)
	}
	return tr, nil
}

// MatchBoard is one board of a team match: the home team sits NS in the open room and EW in
// the closed room. Each room has an entry (NSScore computed from the board's vulnerability).
type MatchBoard struct {
	Board        int
	Open, Closed Entry
}

// MatchBoardResult is a scored board.
type MatchBoardResult struct {
	MatchBoard
	OpenNS, ClosedNS int // NS scores in each room
	Net              int // home team's net: OpenNS − ClosedNS
	IMP              int // to the home team (negative: to the visitors)
}

// Match is a scored team match.
type Match struct {
	Boards                  []MatchBoardResult
	HomeIMP, VisitorIMP     float64 // totals, including IMP adjustments
	Margin                  float64
	HomeVP, VisitorVP       float64 // from the scale, before fines
	HomeFinal, VisitorFinal float64 // after VP fines
	Length                  int     // the match length the scale used
}

// MatchOptions: the match length for the VP scale (0 = the boards given), IMP adjustments
// given to each team before conversion, and VP fines deducted after it.
type MatchOptions struct {
	Length                int
	HomeIMPAdj, VisIMPAdj float64
	HomeFine, VisFine     float64
}

// ScoreMatch scores a team match: IMPs per board, totals, VPs for the match length; fines are
// applied after conversion (a played match's VPs sum to 20 before fines).
func ScoreMatch(boards []MatchBoard, o MatchOptions) (*Match, error) {
	if len(boards) == 0 {
		return nil, engine.InvalidKey("boards", "err.list", msgArgs(1, MaxBoards)...)
	}
	m := &Match{Length: o.Length}
	if m.Length == 0 {
		m.Length = len(boards)
	}
	var errs engine.ErrorList
	for i, b := range boards {
		_, vul, err := BoardInfo(b.Board)
		if err != nil {
			errs = append(errs, withField(err, fmt.Sprintf("boards[%d]", i)))
			continue
		}
		open, err1 := b.Open.NSScore(vul)
		closed, err2 := b.Closed.NSScore(vul)
		if err1 != nil || err2 != nil {
			errs = append(errs, withField(firstErr(err1, err2), fmt.Sprintf("boards[%d]", i)))
			continue
		}
		r := MatchBoardResult{MatchBoard: b, OpenNS: open, ClosedNS: closed, Net: open - closed}
		r.IMP = IMP(r.Net)
		if r.IMP > 0 {
			m.HomeIMP += float64(r.IMP)
		} else {
			m.VisitorIMP -= float64(r.IMP)
		}
		m.Boards = append(m.Boards, r)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	m.HomeIMP += o.HomeIMPAdj
	m.VisitorIMP += o.VisIMPAdj
	m.Margin = m.HomeIMP - m.VisitorIMP
	var err error
	m.HomeVP, m.VisitorVP, err = VP(m.Length, m.Margin)
	if err != nil {
		return nil, err
	}
	m.HomeFinal = round2(m.HomeVP - o.HomeFine)
	m.VisitorFinal = round2(m.VisitorVP - o.VisFine)
	return m, nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func withField(err error, prefix string) *engine.Error {
	e, ok := err.(*engine.Error)
	if !ok {
		return engine.Errorf(engine.EINTERNAL, "%v", err)
	}
	c := *e
	if c.Field != "" {
		c.Field = prefix + "." + c.Field
	} else {
		c.Field = prefix
	}
	return &c
}
