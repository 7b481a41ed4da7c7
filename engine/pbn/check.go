package pbn

import (
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

// The calculators the check and the app's board picker use are those the event's regulation
// declares: the one that classifies a wrong score (engine.Calculator.ScoreEntry) and those whose
// case is a board's deal itself (engine.Calculator.DealCase: beside them the app shows the deal
// of a board taken from the session's file).

// ScoreEntryOf is rs's calculator that classifies a wrong score, or nil.
func ScoreEntryOf(rs *engine.Ruleset) *engine.Calculator {
	return rs.First(func(c *engine.Calculator) bool { return c.ScoreEntry != nil })
}

// Reasons of an Issue (its message key is "pbn.check.<reason>").
const (
	ReasonContract = "contract" // the contract, declarer or result cannot be read
	ReasonTricks   = "tricks"   // tricks outside 0–13
	ReasonScore    = "score"    // the score does not match contract, tricks and vulnerability
	ReasonDealer   = "dealer"   // the Dealer tag is not the board number's dealer
	ReasonVul      = "vul"      // the Vulnerable tag is not the board number's vulnerability
)

// Issue is one result (or one board's tag) that cannot be right.
type Issue struct {
	Board  int
	Line   int
	Reason string    // Reason*
	Key    string    // "pbn.check.<reason>": the sentence, with Args
	Args   []msg.Arg // its arguments (board, line, and what was written)
	Played *Played   // the result at fault; nil for a board's Dealer or Vulnerable tag

	// A score that does not match: the entry read, the score written and the right one, both
	// from North-South's side.
	Entry           bridge.Entry
	Entered, Scored int

	// In an event whose regulation has a score-entry calculator (ScoreEntryOf): the calculator, the values that fill
	// its form (engine.Values in its schema's order, the event's form and top in) and, for a
	// wrong score, its result (class, reason and the penalty; nil when the calculator refuses
	// the values, e.g. a score entered beyond its range). Values is nil where the
	// calculator cannot take the result (a contract that cannot be read, impossible tricks:
	// the director enters what the table played).
	Calculator string
	Values     engine.Values
	Result     *engine.Result
}

// CheckOptions give the event a check runs in.
type CheckOptions struct {
	Ruleset *engine.Ruleset    // the event's regulation; nil: no classification
	Club    map[string]float64 // the club's values in force
	IMP     bool               // the event is scored in IMPs (else matchpoints)
	Top     int                // the matchpoint top (0: the calculator's default)
}

// OptionsFor is the check of event ev: its regulation (lookup resolves it; the app passes
// rulesets.Get), club values, scoring form (anything but matchpoints counts as IMPs) and top.
func OptionsFor(ev *eventlog.Event, lookup eventlog.Lookup) CheckOptions {
	o := CheckOptions{Club: ev.Club, IMP: ev.Form != eventlog.FormMP, Top: ev.Top}
	if lookup != nil {
		o.Ruleset = lookup(ev.Ruleset)
	}
	return o
}

// Check lists every result of the file that cannot be right, in file order: a board whose
// Dealer or Vulnerable tag is not the one its number gives (the standard 16-board rotation),
// a contract, declarer or result that cannot be read, tricks outside 0–13, a score that does
// not match the contract, the tricks and the board's vulnerability (bridge.Entry.NSScore; the
// board's Vulnerable tag where it has one, else its number's). A result with no score is
// checked for the rest only; a contract with no result (not played, or a hand record's) for
// its contract only; an artificial score (Played.Artificial) not at all. In a regulation
// with a score-entry calculator every issue names it, and a wrong score is classified and
// given its penalty by that calculator.
func Check(f *File, o CheckOptions) []Issue {
	var calc *engine.Calculator
	if o.Ruleset != nil {
		calc = ScoreEntryOf(o.Ruleset)
	}
	var out []Issue
	add := func(is Issue) {
		is.Key = issueKey(is.Reason)
		is.Args = append([]msg.Arg{msg.A("board", is.Board), msg.A("line", is.Line)}, is.Args...)
		if calc != nil && is.Played != nil {
			is.Calculator = calc.ID
			is.Values, is.Result = classify(calc, o, &is)
		}
		out = append(out, is)
	}
	told := map[[2]int]bool{} // a board's wrong tag is told once: {board, 0 dealer / 1 vul}
	for gi := range f.Games {
		g := &f.Games[gi]
		vul := g.Vul
		if g.Board > 0 {
			dealer, bv, _ := bridge.BoardInfo(g.Board)
			if g.HasDealer && g.Dealer != dealer && !told[[2]int{g.Board, 0}] {
				told[[2]int{g.Board, 0}] = true
				add(Issue{Board: g.Board, Line: tagLine(g, "Dealer"), Reason: ReasonDealer,
					Args: []msg.Arg{msg.A("written", notation.SeatArg(g.Dealer)), msg.A("want", notation.SeatArg(dealer))}})
			}
			if g.HasVul && g.Vul != bv && !told[[2]int{g.Board, 1}] {
				told[[2]int{g.Board, 1}] = true
				add(Issue{Board: g.Board, Line: tagLine(g, "Vulnerable"), Reason: ReasonVul,
					Args: []msg.Arg{msg.A("written", VulRef(g.Vul)), msg.A("want", VulRef(bv))}})
			}
			if !g.HasVul {
				vul = bv
			}
		}
		for _, p := range g.Results() {
			pl := p
			if p.Artificial() || p.Unplayed() && p.contractReadable() || unknown(p.Contract) && p.resultReadable() {
				continue // an artificial score, no tricks, or no contract: nothing to check but what cannot be read
			}
			e, ok := p.Entry()
			switch {
			case p.Unplayed() || !ok:
				add(Issue{Board: p.Board, Line: p.Line, Reason: ReasonContract, Played: &pl,
					Args: []msg.Arg{msg.A("contract", p.Contract), msg.A("declarer", p.Declarer), msg.A("result", p.Result)}})
				continue
			case e.Tricks < 0 || e.Tricks > 13:
				add(Issue{Board: p.Board, Line: p.Line, Reason: ReasonTricks, Played: &pl, Entry: e,
					Args: []msg.Arg{msg.A("tricks", e.Tricks)}})
				continue
			}
			entered, has := p.NSScore(e.Declarer)
			if !has {
				continue
			}
			s, err := e.NSScore(vul)
			if err != nil || s == entered {
				continue
			}
			add(Issue{Board: p.Board, Line: p.Line, Reason: ReasonScore, Played: &pl, Entry: e,
				Entered: entered, Scored: s,
				Args: []msg.Arg{msg.A("entry", notation.EntryArg(e)), msg.A("entered", entered), msg.A("score", s)}})
		}
	}
	return out
}

// issueKey is the message key of a reason.
func issueKey(reason string) string {
	switch reason {
	case ReasonContract:
		return "pbn.check.contract"
	case ReasonTricks:
		return "pbn.check.tricks"
	case ReasonScore:
		return "pbn.check.score"
	case ReasonDealer:
		return "pbn.check.dealer"
	}
	return "pbn.check.vul"
}

// VulRef names a vulnerability in a sentence (the pbn.vul.* texts).
func VulRef(v bridge.Vul) msg.Ref {
	switch v {
	case bridge.NS:
		return "pbn.vul.NS"
	case bridge.EW:
		return "pbn.vul.EW"
	case bridge.Both:
		return "pbn.vul.Both"
	}
	return "pbn.vul.None"
}

func tagLine(g *Game, name string) int {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Line
		}
	}
	return g.Line
}

// classify fills the score-entry calculator's form for is and, for a wrong score, runs it.
// DECISION: a result the calculator cannot take (a contract that cannot be read, tricks
// outside 0–13) names the calculator with the board, the form and the top filled in and its
// case fields blank, and no result: the director enters what was played. A board's wrong
// Dealer or Vulnerable tag is a fault of the file, not of a score entered: no calculator.
func classify(calc *engine.Calculator, o CheckOptions, is *Issue) (engine.Values, *engine.Result) {
	if is.Board < 1 {
		return nil, nil
	}
	d := calc.ScoreEntry
	set := map[string][]int64{}
	put := func(name string, v int64) {
		if name != "" && calc.Inputs.Index(name) >= 0 {
			set[name] = []int64{v}
		}
	}
	put(d.Board, int64(is.Board))
	form := d.FormMP
	if o.IMP {
		form = d.FormIMP
	}
	if i, ok := calc.Inputs.Option(d.Form, form); ok {
		put(d.Form, i)
	}
	if o.Top > 0 {
		put(d.Top, int64(o.Top))
	}
	if is.Reason != ReasonScore {
		v, err := calc.Inputs.With(set)
		if err != nil {
			return nil, nil
		}
		for i := range calc.Inputs {
			if _, ok := set[calc.Inputs[i].Name]; !ok && !calc.Inputs[i].Event {
				v[i] = nil // a case field the director fills in
			}
		}
		return v, nil
	}
	put(d.Entry, bridge.EncodeEntry(is.Entry))
	if i, ok := calc.Inputs.Option(d.Side, d.SideNS); ok {
		put(d.Side, i) // the score as North-South's
	}
	put(d.Score, int64(is.Entered))
	v, err := calc.Inputs.With(set)
	if err != nil {
		return nil, nil
	}
	res, err := calc.Run(engine.NewParams(o.Ruleset, o.Club), v)
	if err != nil {
		return v, nil
	}
	return v, res
}
