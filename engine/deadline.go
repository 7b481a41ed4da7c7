package engine

// The time limit a player has to challenge a ruling (protest, appeal), as a regulation sets it,
// for the receipt a ruling's link opens. Each regulation computes its own
// (vsz.Deadline, ocsb.Deadline, pref.Deadline, nsbk.Deadline; rulesets.Deadline picks one) from
// the facts the director entered when sharing the ruling, every number from its parameter table.

// DeadlineFacts are the moments a deadline runs from, as the director entered them on a ruling
// (local wall-clock minutes of msg.Epoch, like KDateTime values; 0: not entered).
type DeadlineFacts struct {
	SessionEnd int64 // end of the session (a team match's end; in a team championship, the end of play)
	NextStart  int64 // start of the next session
	EventEnd   int64 // end of the event
	PlayingDay int64 // midnight starting the playing day
	Decided    int64 // when the appeals committee's decision was announced (the ruling is the committee's)
	LastDay    bool  // the last playing day (a division's, a championship's)
	Ruled      int64 // when the ruling was given (a link's case time, "at"): a limit counted from the ruling runs from it
}

// The facts by name (DeadlineFacts' fields; Deadline.Missing names one).
const (
	FactSessionEnd = "session_end"
	FactNextStart  = "next_start"
	FactEventEnd   = "event_end"
	FactPlayingDay = "playing_day"
	FactDecided    = "decided"
	FactLastDay    = "last_day"
	FactRuled      = "ruled" // the ruling's time: a link's case time, never asked in the share box's facts
)

// DeadlineInput is a fact a regulation's limits run from, as the director is asked for it: its
// name (Fact*) and, where the regulation words it its own way, the message key of its label
// ("": the app's label of the fact).
type DeadlineInput struct {
	Fact  string
	Label string
}

// Deadline kinds: what the limit is for.
const (
	DeadlineProtest   = "protest"    // an appeal (protest) against the director's ruling
	DeadlineIntent    = "intent"     // the intent to protest (its filing follows later)
	DeadlineSecond    = "second"     // a second-level appeal against the appeals committee's decision
	DeadlineNextHand  = "next-hand"  // a ruling on a hand only before the end of the next hand (no moment)
	DeadlineFinal     = "final"      // the regulation allows no appeal (a ruling is final)
	DeadlineNoProtest = "no-protest" // this kind of ruling cannot be protested
	DeadlineNone      = "none"       // an appeal exists, but the regulation sets no time limit
	DeadlineComplaint = "complaint"  // a complaint to a body the regulation names, within a time counted from the ruling
	DeadlineNoRoute   = "no-route"   // the regulation gives no way to challenge this ruling (it gives one for others)
)

// Deadline is the limit a regulation sets for challenging a ruling.
type Deadline struct {
	Kind      string
	At        int64    // the moment (minutes of msg.Epoch); 0 when the kind has none or facts are missing
	Missing   string   // the fact it runs from when not entered (FactSessionEnd, FactPlayingDay)
	Rule      string   // rule ID (rules-catalogue.md)
	Section   string   // the regulation's section
	Steps     []Step   // how it was found, every number from the parameter table
	Decisions []string // DECISION notes that applied

	// The remedy (route) the regulation gives against this ruling, as data the receipt shows
	// first. Remedy is the message key naming it, the receipt's heading ("" with
	// DeadlineNoRoute, and where the kind's own heading names it: a protest, an appeal);
	// DecidedBy the message key of who decides it; Witnesses how many witnesses the challenge
	// must name (0: none asked); InvestigateDays the days the deciding body has to deal with it
	// (0: the text sets none). Every number comes from the regulation's parameter table.
	Remedy          string
	DecidedBy       string
	Witnesses       int
	InvestigateDays int
}

// Timed reports whether d is a moment the receipt can count down to.
func (d Deadline) Timed() bool { return d.At > 0 }

// FromResult returns d with the moment of res's out named out (a DateTimeOut), and res's steps
// and DECISION notes after d's own: a regulation's deadline from its deadline calculator.
func (d Deadline) FromResult(res *Result, out string) Deadline {
	if res == nil {
		return d
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			if o.Name == out && o.IsDateTime() {
				d.At = int64(o.Num)
			}
		}
	}
	d.Steps = append(d.Steps, res.Steps...)
	d.Decisions = append(d.Decisions, res.Decisions...)
	return d
}
