package engine

// What a regulation declares beside its calculators' Compute, so that the generic packages (the
// log, the PBN check, the receipt) and the app read it instead of naming a regulation or a
// calculator: the limit to challenge a ruling (Ruleset.Deadline), the inputs the event's log
// can fill (Calculator.Feeds), the choices an event remembers (Calculator.Remember), the
// calculator that says whether a logged ruling may be revoked (Calculator.Revocation), the one
// that classifies a wrong score of a session's file (Calculator.ScoreEntry), those whose case
// is a board's deal (Calculator.DealCase) and the fouled board's among them (Calculator.Fouled:
// a session file's fouled deal links to it), those whose incidents are breaches the event page
// counts per player and team and day (Calculator.Breach), and what a calculator's result is
// for a board's score (Calculator.BoardScore), or why it is none (Calculator.NoBoardScore).

// Whose incidents a Feed counts.
const (
	WhoAll          = ""       // every incident of the calculators (a book)
	WhoParty        = "party"  // those whose party Role is the pair or team picked
	WhoPlayerOrTeam = "chosen" // the player picked, or the team, as the field WhoField says
	WhoGame         = "game"   // the Preferans game (sheet) picked: the incident's game
)

// Feed is one input of a calculator that the open event's log can fill ("From the log"): which
// calculators' active incidents count, whose, on the same day, with the same value of some
// fields (read from the incidents' values by the fields' names in their own calculators).
type Feed struct {
	Field string   // the count field, or (Table) the table's ID
	Table bool     // fill a table: a book of earlier incidents, or (WhoGame) a sheet's rulings
	Calcs []string // the calculators whose active incidents count
	Who   string   // WhoAll, WhoParty, WhoPlayerOrTeam, WhoGame
	Role  string   // WhoParty: the result's role bound to the pair or team
	// WhoPlayerOrTeam: the enum field whose option code ("player" or "team") says whose
	// incidents count; any other option (the club's own setting) reads the field's remembered
	// club value (Calculator.Remember).
	WhoField string
	SameDay  bool     // only incidents of the case's day
	Period   string   // SameDay: the parameter of how many days count as one ("" one day; days numbered from the event's date)
	Match    []string // fields whose value must be the case's (by name, in both calculators)
	// BySession (with SameDay): an incident counts when it has the case's session number, where
	// both the case and the incident have one; else when it is of the same day.
	BySession bool
	// Latest (a table, WhoGame): the values of the game's latest incident in force (the
	// highest number), not a row per incident. Copy names the fields taken (by name, in both
	// calculators).
	Latest bool
	Copy   []string
}

// Remember is a choice of an enum event field that, made on a form while an event is open,
// holds for the whole event: the event keeps it as one of its club values, so every later form
// of the event starts with it, and the feeds count by it.
type Remember struct {
	Field string // the enum field chosen on the form
	Param string // the club value the event keeps
	// the field's option codes for the club value's values 0, 1, …; another option (the club's
	// own setting) changes nothing in the event
	Codes []string
}

// Revocation marks the calculator that decides whether a logged ruling may be revoked or
// re-ruled under the regulation. Its Inputs are the questions the director answers in "Log
// it" (bool fields, by their labels); the log answers SameDirector itself when it knows who
// made the ruling. Its result says whether it is allowed (the bool out Allowed) and, when not,
// why (the coded out Why, shown by its value's label).
type Revocation struct {
	SameDirector string // the bool field: the one revoking made the ruling
	Allowed      string // the bool out
	Why          string // the coded out
}

// ScoreEntryCase marks the calculator that classifies a wrong score found in a session's file
// (the PBN check): the names of its fields for the board, the event's scoring form (an enum
// with the options MP and IMP), the top, the entry, the side that entered and the score
// entered. A field a calculator lacks is left out ("").
type ScoreEntryCase struct {
	Board, Form, Top, Entry, Side, Score string
	FormMP, FormIMP                      string // the Form field's option codes
	SideNS                               string // the Side field's option code for North-South
}

// First returns r's first calculator for which is reports true, or nil.
func (r *Ruleset) First(is func(*Calculator) bool) *Calculator {
	if r == nil {
		return nil
	}
	for _, c := range r.Calculators {
		if is(c) {
			return c
		}
	}
	return nil
}

// Option is the index of the option code of s's enum field name (false: no such field or
// option).
func (s Schema) Option(name, code string) (int64, bool) {
	if f := s.Field(name); f != nil {
		for i, o := range f.Options {
			if o == code {
				return int64(i), true
			}
		}
	}
	return 0, false
}

// What a ruling's result is for a board's score (BoardScore.Kind).
const (
	BoardNotPlayed  = "not-played" // the board was not played: each side's artificial score
	BoardArtificial = "artificial" // an artificial adjusted score (Law 12C2: average plus, minus)
	BoardAssigned   = "assigned"   // an assigned adjusted score: a table result in points
	BoardWeighted   = "weighted"   // a weighted score: outcomes in points with their weights
	BoardPenalty    = "penalty"    // a procedural penalty: what the side loses (MP, %, IMP, VP)
)

// BoardScore declares what a calculator's result is for a board's score, so that the exports
// write it where a scoring program reads a board's result (PBN's Score tags and ScoreTable
// rows, USEBIO's traveller line) instead of guessing from an out's name: pct_top is an
// artificial score nowhere, a penalty in the lateness and score-entry calculators.
//
// Outs names the result's outs that make the board's score, "role.name", each a number whose
// unit is its own (mp, %, imp, vp); the outs a result lacks (another scoring form's) are
// skipped. A role "ns" or "ew" is a side by direction; any other (offender, non-offender,
// each) is the side of the incident's party with that role, whose direction the log does not
// know. A penalty's out holds what the side loses, as a positive number.
type BoardScore struct {
	Kind string
	Outs []string
	// Score (assigned): the int input field holding North-South's score in points.
	Score string
	// Scores and Weights (weighted): the list input fields of the outcomes' North-South
	// scores in points and of their weights (the weights' decimals are the field's).
	Scores, Weights string
}
