package engine

import "arbiter/engine/msg"

// A Paper is a result drawn as the paper it stands for: the Preferans lista a judge and the
// players read, with each player's bula column counting down, the soups written against each
// opponent, refe marks and rulings marked by their number. It is made from the same inputs as
// the result (Calculator.Paper) and holds no number of its own that the result does not
// decide; the form shows it under the result and prints it on its own.
//
// Everything in it is language-neutral: headings are message keys with arguments, cells hold
// the numbers written and marks the form draws.
type Paper struct {
	Caption Note
	Groups  []PaperGroup // column groups (a player), each of one or more columns
	Rows    []PaperRow   // in the order they were written
	Foot    []PaperRow   // closing rows (the final account), cells as in Rows
	Legend  []Note       // what the marks mean, in the order first used
}

// PaperGroup is a group of columns under one heading (a player), each column with its own
// (the soups against the left-hand opponent, the bula, the soups against the right-hand one).
type PaperGroup struct {
	Head Note
	Cols []Note
	Abbr []Note // the columns' headings as written on a narrow sheet ("→2"), when shorter; the
	// full ones stay for screen readers
}

// PaperRow is one line of the paper: its label (a hand's number, a ruling's S-number), what
// was played, and its cells across the groups' columns in order (one per column, or fewer
// where a cell spans several).
type PaperRow struct {
	Label Note
	What  Note // "" key: nothing to say
	Kind  string
	Cells []PaperCell
}

// Kinds of PaperRow.
const (
	PaperHand   = "hand"
	PaperPassed = "passed"
	PaperRuling = "ruling"
	PaperTotal  = "total"
)

// PaperCell is what is written in one cell: a number (an int or a msg.Dec, shown with
// msg.Format in the reader's language; nil: nothing written in this row) and the marks beside
// it.
type PaperCell struct {
	Value any
	Marks []string // Mark… values
	Span  int      // the columns it covers (0: one); a row's spans add up to the columns
}

// Marks a cell may carry.
const (
	MarkRefeOpen   = "refe-open"   // a passed-out hand opened a refe leg for the player
	MarkRefePlayed = "refe-played" // the player played a hand under refe: one leg closed
	MarkFailed     = "failed"      // the number went up: the declarer failed, a defender failed
	MarkRuling     = "ruling"      // written by a ruling
	MarkDeclarer   = "declarer"    // the player who played the hand
)

// Draw returns the calculator's paper for values v, or nil when it draws none. Like Run it
// validates v first and never panics.
func (c *Calculator) Draw(p *Params, v Values) (pp *Paper, err error) {
	if c.Paper == nil {
		return nil, nil
	}
	in, err := NewInput(c.Inputs, v)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			pp, err = nil, Errorf(EINTERNAL, "calculator %s paper: %v", c.ID, r)
		}
	}()
	return c.Paper(p, in)
}

// MarkSymbols is how each mark is drawn beside a cell's number, on screen and on paper.
var MarkSymbols = map[string]string{
	MarkDeclarer:   "", // the number in bold
	MarkFailed:     "↑",
	MarkRefeOpen:   "△",
	MarkRefePlayed: "▲",
	MarkRuling:     "*",
}

// MarkLegendKey is the message key of mark m's line in a paper's legend ("paper.mark.failed");
// ok is false for a code that is no mark.
func MarkLegendKey(m string) (key string, ok bool) {
	switch m {
	case MarkDeclarer:
		return "paper.mark.declarer", true
	case MarkFailed:
		return "paper.mark.failed", true
	case MarkRefeOpen:
		return "paper.mark.refe-open", true
	case MarkRefePlayed:
		return "paper.mark.refe-played", true
	case MarkRuling:
		return "paper.mark.ruling", true
	}
	return "", false
}

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"paper.mark.declarer", msg.Text{En: "bold: the declarer of the hand", Sr: "podebljano: odigravač ruke", Hu: "félkövér: a leosztás felvevője"}},
		{"paper.mark.failed", msg.Text{En: "↑ the bula went up: the game or the defence failed", Sr: "↑ bula je porasla: pad igre ili praćenja", Hu: "↑ a bula nőtt: bukott a játék vagy a védekezés"}},
		{"paper.mark.refe-open", msg.Text{En: "△ a refe opened (all passed); in the last line, the refes still open", Sr: "△ otvoren refe (svi rekli dalje); u poslednjem redu refei koji su još otvoreni", Hu: "△ nyitott refe (mindenki passzolt); az utolsó sorban a még nyitott refék"}},
		{"paper.mark.refe-played", msg.Text{En: "▲ played under refe, at double value: one refe closed", Sr: "▲ igrano na refe, po dvostrukoj vrednosti: jedan refe zatvoren", Hu: "▲ refére játszva, dupla értékkel: egy refe lezárva"}},
		{"paper.mark.ruling", msg.Text{En: "* the bula changed by a ruling", Sr: "* bula promenjena presudom", Hu: "* ítélettel módosított bula"}},
	})
}
