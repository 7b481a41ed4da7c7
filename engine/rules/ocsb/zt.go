package ocsb

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// clauses are the Zero Tolerance points, in the order of §10.
var clauses = []string{"a", "b", "c", "d", "e", "f"}

// clauseLabels are the labels of the Zero Tolerance points (the options of ocsb.f.clause).
var clauseLabels = map[string]string{
	"a": "ocsb.f.clause.a", "b": "ocsb.f.clause.b", "c": "ocsb.f.clause.c",
	"d": "ocsb.f.clause.d", "e": "ocsb.f.clause.e", "f": "ocsb.f.clause.f",
}

// clauseFines are the parameters of the points' fines.
var clauseFines = map[string]string{"a": "zt.a", "b": "zt.b", "c": "zt.c", "d": "zt.d", "e": "zt.e", "f": "zt.f"}

// Count-by codes of zt.count_by.
const (
	countByPlayer = 0
	countByTeam   = 1
)

// ZTFine returns the fine in VP of one breach of clause after earlier breaches of the same
// clause by the same counting unit in the same period: the base fine, multiplied once by the
// repeat factor from the zt.repeat_from-th breach on (never compounded).
func ZTFine(p *engine.Params, clause string, earlier int) (vp float64, doubled bool) {
	base := p.F(clauseFines[clause])
	if earlier+1 >= int(p.I("zt.repeat_from")) {
		return base * p.F("zt.repeat_factor"), true
	}
	return base, false
}

// Count-by choices on screen (the count_by fields of ocsb.zt and ocsb.zt-log): "club" (or "")
// follows the club setting zt.count_by; "player" and "team" override it for this ruling.
var countByChoices = []string{"club", "player", "team"}

// ztByTeam reports whether repeats are counted per team: the choice on screen, else the club
// setting zt.count_by.
func ztByTeam(p *engine.Params, choice string) (bool, error) {
	switch choice {
	case "", "club":
		return p.I("zt.count_by") == countByTeam, nil
	case "player":
		return false, nil
	case "team":
		return true, nil
	}
	return false, badOption("count_by", countByChoices...)
}

// ZeroToleranceInput is a Zero Tolerance breach: its point and how many breaches of the same
// point came earlier the same day.
type ZeroToleranceInput struct {
	Clause         string // the point of §10: "a" … "f"
	EarlierSameDay int    // earlier breaches of the same point that day, 0–50
	// appended: whose earlier breaches were counted: "club" (or "": the club setting
	// zt.count_by), "player" or "team"
	CountBy string
}

// ZeroTolerance decides the VP fine of one Zero Tolerance breach: the point's fixed fine, doubled
// (once, never compounded) from the second breach of the same point in a day; the fine applies at
// once and cannot be protested. Rule ocsb.zt, KMOR §10 a)–f).
func ZeroTolerance(p *engine.Params, in ZeroToleranceInput) (*engine.Result, error) {
	if _, ok := clauseFines[in.Clause]; !ok {
		return nil, badOption("clause", clauses...)
	}
	byTeam, err := ztByTeam(p, in.CountBy)
	if err != nil {
		return nil, err
	}
	vp, doubled := ZTFine(p, in.Clause, in.EarlierSameDay)
	res := &engine.Result{}
	res.Step("ocsb.step.zt-base",
		msg.A("clause", msg.Ref(clauseLabels[in.Clause])), msg.A("vp", p.F(clauseFines[in.Clause])))
	verdict := "single"
	if doubled {
		verdict = "doubled"
		res.Step("ocsb.step.zt-repeat",
			msg.A("earlier", in.EarlierSameDay), msg.A("factor", p.F("zt.repeat_factor")), msg.A("vp", vp))
		res.Decide("ocsb.dec.zt-flat-double")
	} else {
		res.Step("ocsb.step.zt-first")
	}
	res.Step("ocsb.step.zt-no-protest",
		msg.A("hours", p.I("zt.complaint_hours")), msg.A("witnesses", p.I("zt.witnesses")),
		msg.A("days", p.I("zt.investigate_days")))
	res.Decide(ztUnitDecision(in.CountBy, byTeam))
	res.Parties = []engine.Party{{Role: "offender", Outs: []engine.Out{
		vpOut("vp", vp), vpOut("offender_vp", -vp), engine.Str("verdict", verdict),
	}}}
	return res, nil
}

// ztUnitDecision is the DECISION note on the counting unit: the club setting's, or the
// director's choice on screen.
func ztUnitDecision(choice string, byTeam bool) string {
	switch {
	case choice == "player":
		return "ocsb.dec.zt-unit-chosen-player"
	case choice == "team":
		return "ocsb.dec.zt-unit-chosen-team"
	case byTeam:
		return "ocsb.dec.zt-unit-team"
	}
	return "ocsb.dec.zt-unit-player"
}

// Incident is one Zero Tolerance breach recorded in the TD's book.
type Incident struct {
	Clause string // "a".."f"
	Player int
	Team   int
	Day    int // day number (e.g. the day of the season); equal numbers are the same day
}

// ZTTotals is the outcome of a new incident judged against the earlier ones.
type ZTTotals struct {
	Fine        float64 // the new incident's fine
	Doubled     bool
	Earlier     int     // earlier breaches of the same clause by the same unit in the period
	PlayerTotal float64 // every fine of the player, the new one included
	TeamTotal   float64 // every fine of the team, the new one included
	TeamDay     float64 // the team's fines in the new incident's period
	Entries     int     // the player's entries within the referral window, the new one included
	Referral    bool    // entries reached zt.referral_entries
	Fines       []float64
}

// ZTLog fines each incident in order (earlier ones first, the new one last) and returns the
// new one's fine and the running totals. Incidents must be in chronological order.
func ZTLog(p *engine.Params, earlier []Incident, next Incident) ZTTotals {
	return ZTLogBy(p, earlier, next, p.I("zt.count_by") == countByTeam)
}

// ZTLogBy is ZTLog counting repeats per team when byTeam, else per player, whatever the club
// setting.
func ZTLogBy(p *engine.Params, earlier []Incident, next Incident, byTeam bool) ZTTotals {
	all := append(append([]Incident(nil), earlier...), next)
	period := int(p.I("zt.period_days"))
	if period < 1 {
		period = 1
	}
	same := func(a, b Incident) bool {
		if a.Clause != b.Clause || (a.Day-1)/period != (b.Day-1)/period {
			return false
		}
		if byTeam {
			return a.Team == b.Team
		}
		return a.Player == b.Player
	}
	var t ZTTotals
	t.Fines = make([]float64, len(all))
	for i, inc := range all {
		k := 0
		for _, prev := range all[:i] {
			if same(prev, inc) {
				k++
			}
		}
		f, d := ZTFine(p, inc.Clause, k)
		t.Fines[i] = f
		if i == len(all)-1 {
			t.Fine, t.Doubled, t.Earlier = f, d, k
		}
	}
	window := int(p.I("zt.referral_days"))
	for i, inc := range all {
		if inc.Player == next.Player {
			t.PlayerTotal += t.Fines[i]
			if next.Day-inc.Day < window {
				t.Entries++
			}
		}
		if inc.Team == next.Team {
			t.TeamTotal += t.Fines[i]
			if (inc.Day-1)/period == (next.Day-1)/period {
				t.TeamDay += t.Fines[i]
			}
		}
	}
	t.Referral = t.Entries >= int(p.I("zt.referral_entries"))
	return t
}

// ZTBookInput is a new Zero Tolerance incident and the incident book before it.
type ZTBookInput struct {
	Next    Incident   // the new incident (day 1–400)
	Earlier []Incident // the book's earlier incidents, in chronological order
	// appended: whose repeats double the fine: "club" (or "": the club setting zt.count_by),
	// "player" or "team"
	CountBy string
}

// ZTBook decides the fine of a new Zero Tolerance incident judged against the TD's incident
// book: repeats of the same point by the same player (or team, a club setting) within the period
// double it, and the player's and team's running totals and the player's entries within the
// referral window (three in a year go to the Board) follow. Rule ocsb.zt, KMOR §10.
func ZTBook(p *engine.Params, in ZTBookInput) (*engine.Result, error) {
	if _, ok := clauseFines[in.Next.Clause]; !ok {
		return nil, badOption("clause", clauses...)
	}
	lastDay := 0
	for _, e := range in.Earlier {
		if _, ok := clauseFines[e.Clause]; !ok {
			return nil, badOption("earlier_clauses", clauses...)
		}
		if e.Day < lastDay {
			return nil, engine.InvalidKey("earlier_days", "ocsb.err.chronological")
		}
		lastDay = e.Day
	}
	next := in.Next
	if next.Day < lastDay {
		return nil, engine.Invalid("day", int64(lastDay), 400)
	}
	byTeam, err := ztByTeam(p, in.CountBy)
	if err != nil {
		return nil, err
	}
	t := ZTLogBy(p, in.Earlier, next, byTeam)
	res := &engine.Result{}
	unit := "ocsb.unit.player"
	if byTeam {
		unit = "ocsb.unit.team"
	}
	res.Steps = append(res.Steps,
		engine.S("ocsb.step.zt-base", msg.A("clause", msg.Ref(clauseLabels[next.Clause])), msg.A("vp", p.F(clauseFines[next.Clause]))),
		engine.S("ocsb.step.zt-count", msg.A("n", t.Earlier), msg.A("unit", msg.Ref(unit)), msg.A("days", p.I("zt.period_days"))))
	verdict := "single"
	if t.Doubled {
		verdict = "doubled"
		res.Step("ocsb.step.zt-repeat",
			msg.A("earlier", t.Earlier), msg.A("factor", p.F("zt.repeat_factor")), msg.A("vp", t.Fine))
		res.Decide("ocsb.dec.zt-flat-double")
	} else {
		res.Step("ocsb.step.zt-first")
	}
	res.Steps = append(res.Steps,
		engine.S("ocsb.step.zt-totals", msg.A("player", t.PlayerTotal), msg.A("team", t.TeamTotal), msg.A("day", t.TeamDay)),
		engine.S("ocsb.step.zt-entries", msg.A("n", t.Entries), msg.A("days", p.I("zt.referral_days")),
			msg.A("limit", p.I("zt.referral_entries"))))
	res.Decide(ztUnitDecision(in.CountBy, byTeam), "ocsb.dec.zt-period")
	if t.Referral {
		res.Step("ocsb.step.zt-referral")
	}
	res.Parties = []engine.Party{
		{Role: "offender", Outs: []engine.Out{vpOut("vp", t.Fine), engine.Str("verdict", verdict)}},
		{Role: "player", Outs: []engine.Out{vpOut("total_vp", t.PlayerTotal),
			engine.Num("entries", float64(t.Entries), "", 0), engine.Bool("referral", t.Referral)}},
		{Role: "team", Outs: []engine.Out{vpOut("total_vp", t.TeamTotal), vpOut("day_vp", t.TeamDay)}},
	}
	return res, nil
}
