package eventlog

import (
	"slices"
	"sort"

	"arbiter/engine"
)

// What the event page's totals answer: what the scorer takes off each pair or team (the
// procedural penalties, summed in the event's own unit) apart from the boards whose score a
// ruling adjusted (each listed, never added), both read from what each calculator declares its
// result to be for a board (engine.BoardScore). A number that is a fact of the case (minutes
// late, boards counted, a running total of a book) is never summed across cases.

// Units of the outs the totals read (Out.Unit as the calculators write it).
const (
	UnitMP  = "mp"
	UnitPct = "%"
	UnitIMP = "imp"
	UnitVP  = "vp"
)

// PenaltyUnits is the units, in order of preference, in which an event of form f takes a
// penalty off a pair's or team's score: matchpoints in a pairs event, IMPs in an IMP event, IMPs
// or VPs in a teams match scored in VPs (a penalty in IMPs goes into the match, one in VPs off
// its result). None for Preferans (no bridge penalties).
func PenaltyUnits(f Form) []string {
	switch f {
	case FormMP:
		return []string{UnitMP, UnitPct}
	case FormCrossIMP, FormButler:
		return []string{UnitIMP}
	case FormIMPVP:
		return []string{UnitIMP, UnitVP}
	case FormBAM:
		return []string{UnitVP, UnitIMP}
	}
	return nil
}

// ScoreUnits is the units, in order of preference, in which an event of form f writes an
// adjusted board score: a percentage in a pairs event (what a scoring program takes for an
// artificial score), else IMPs.
func ScoreUnits(f Form) []string {
	switch f {
	case FormMP:
		return []string{UnitPct, UnitMP}
	case FormCrossIMP, FormButler, FormIMPVP, FormBAM:
		return []string{UnitIMP, UnitPct}
	}
	return nil
}

// declared is one out a calculator's BoardScore names: "role.name" split.
type declared struct{ role, name string }

func declaredOuts(bs *engine.BoardScore) []declared {
	out := make([]declared, 0, len(bs.Outs))
	for _, s := range bs.Outs {
		for i := 0; i < len(s); i++ {
			if s[i] == '.' {
				out = append(out, declared{s[:i], s[i+1:]})
				break
			}
		}
	}
	return out
}

// chosen is, for each party of a result, the one declared out the event reads: the first in
// the order of units whose unit it is (a result states one penalty in several units: % of
// the top, matchpoints, IMPs), else the first declared the result has, in its own unit, so
// that no penalty is dropped. The keys are the parties' (OutKeys); the indexes are eff's.
func chosen(eff []Out, bs *engine.BoardScore, units []string) (keys []string, at []int) {
	outKeys := OutKeys(eff)
	ds := declaredOuts(bs)
	type cand struct{ i, rank int }
	best := map[string]cand{}
	var order []string
	for i, o := range eff {
		if !o.IsNum() {
			continue
		}
		d := slices.IndexFunc(ds, func(d declared) bool { return d.role == o.Role && d.name == o.Name })
		if d < 0 {
			continue
		}
		rank := len(units) + d // not one of the event's units: after all of them, as declared
		if u := slices.Index(units, o.Unit); u >= 0 {
			rank = u
		}
		k := outKeys[i]
		c, ok := best[k]
		if !ok {
			order = append(order, k)
		}
		if !ok || rank < c.rank {
			best[k] = cand{i, rank}
		}
	}
	for _, k := range order {
		keys = append(keys, k)
		at = append(at, best[k].i)
	}
	return keys, at
}

// boundOf is the participants a party key of in stands for: the one it is bound to; for a
// party of role "each" (what each side gets) every participant the incident binds; for an
// unbound party the incident's Team (a player's fine goes to their team), else none.
func boundOf(in *Incident, key string) []int {
	if n, ok := in.BoundTo(key); ok {
		if n == 0 {
			return nil
		}
		return []int{n}
	}
	if r, _ := SplitPartyKey(key); r == "each" {
		var all []int
		for _, p := range in.Parties {
			if p.Number != 0 && !slices.Contains(all, p.Number) {
				all = append(all, p.Number)
			}
		}
		if len(all) > 0 {
			return all
		}
	}
	if in.Team != 0 {
		return []int{in.Team}
	}
	return nil
}

// boardScoreOf is the declaration of in's calculator (nil: none, or no such calculator).
func boardScoreOf(look Lookup, ev *Event, in *Incident) *engine.BoardScore {
	if look == nil {
		return nil
	}
	rs := look(ev.Ruleset)
	if rs == nil {
		return nil
	}
	c := rs.Calculator(in.Calculator)
	if c == nil {
		return nil
	}
	return c.BoardScore
}

// PenaltySum is one pair's or team's penalties of one unit.
type PenaltySum struct {
	Unit   string
	Sum    float64
	Prec   int      // the most decimals of the values added
	Labels []string // the rulings that gave it, in the log's order
}

// PartyPenalties is what the scorer takes off one pair or team.
type PartyPenalties struct {
	Number int
	Sums   []PenaltySum // one per unit, the event's units first
	Count  int          // rulings that gave a penalty
	Labels []string     // … in the log's order
}

// EventPenalties sums, per pair or team, the procedural penalties of the active rulings (the
// announced result where the director changed it): of each party, the one out its calculator
// declares as a penalty (engine.BoardPenalty) in the event's unit (PenaltyUnits). A penalty of
// zero is no penalty. Pairs and teams by number.
func EventPenalties(look Lookup, ev *Event, incs []Incident) []PartyPenalties {
	units := PenaltyUnits(ev.Form)
	by := map[int]*PartyPenalties{}
	for i := range incs {
		in := &incs[i]
		if in.Status != Active || in.Event != ev.ID {
			continue
		}
		bs := boardScoreOf(look, ev, in)
		if bs == nil || bs.Kind != engine.BoardPenalty {
			continue
		}
		eff := in.Effective()
		keys, at := chosen(eff, bs, units)
		var touched []int
		for j, k := range keys {
			o := eff[at[j]]
			if o.Num == 0 {
				continue
			}
			for _, n := range boundOf(in, k) {
				pp := by[n]
				if pp == nil {
					pp = &PartyPenalties{Number: n}
					by[n] = pp
				}
				s := slices.IndexFunc(pp.Sums, func(s PenaltySum) bool { return s.Unit == o.Unit })
				if s < 0 {
					pp.Sums = append(pp.Sums, PenaltySum{Unit: o.Unit})
					s = len(pp.Sums) - 1
				}
				ps := &pp.Sums[s]
				ps.Sum += o.Num
				ps.Prec = max(ps.Prec, o.Prec)
				if !slices.Contains(ps.Labels, in.Label()) {
					ps.Labels = append(ps.Labels, in.Label())
				}
				if !slices.Contains(touched, n) {
					touched = append(touched, n)
					pp.Count++
					pp.Labels = append(pp.Labels, in.Label())
				}
			}
		}
	}
	out := make([]PartyPenalties, 0, len(by))
	for _, pp := range by {
		sort.SliceStable(pp.Sums, func(a, b int) bool { return unitRank(units, pp.Sums[a].Unit) < unitRank(units, pp.Sums[b].Unit) })
		out = append(out, *pp)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Number < out[b].Number })
	return out
}

func unitRank(units []string, u string) int {
	if i := slices.Index(units, u); i >= 0 {
		return i
	}
	return len(units)
}

// PartyScore is one party's adjusted score of a board: the participant (0: not named in the
// log), the party's key, the out the event reads.
type PartyScore struct {
	Number int
	Key    string
	Out    Out
}

// BoardScoreLine is one ruling that adjusted a board's score: which ruling, where, of what kind
// (engine.BoardScore.Kind), each party's score.
type BoardScoreLine struct {
	Label                 string
	Session, Round, Board int
	Kind                  string
	Calc                  string
	Scores                []PartyScore
}

// BoardScores lists the active rulings that gave a board an adjusted score (not played,
// artificial, assigned, weighted), each party's score in the event's unit (ScoreUnits): board
// scores are entered a board at a time, never summed. By session, round, board, then the log.
func BoardScores(look Lookup, ev *Event, incs []Incident) []BoardScoreLine {
	units := ScoreUnits(ev.Form)
	var out []BoardScoreLine
	for i := range incs {
		in := &incs[i]
		if in.Status != Active || in.Event != ev.ID {
			continue
		}
		bs := boardScoreOf(look, ev, in)
		if bs == nil || bs.Kind == engine.BoardPenalty {
			continue
		}
		eff := in.Effective()
		keys, at := chosen(eff, bs, units)
		if len(keys) == 0 {
			continue
		}
		line := BoardScoreLine{Label: in.Label(), Session: in.Session, Round: in.Round, Board: in.Board, Kind: bs.Kind, Calc: in.Calculator}
		for j, k := range keys {
			n, _ := in.BoundTo(k)
			line.Scores = append(line.Scores, PartyScore{Number: n, Key: k, Out: eff[at[j]]})
		}
		out = append(out, line)
	}
	sort.SliceStable(out, func(a, b int) bool {
		x, y := out[a], out[b]
		if x.Session != y.Session {
			return x.Session < y.Session
		}
		if x.Round != y.Round {
			return x.Round < y.Round
		}
		return x.Board < y.Board
	})
	return out
}

// ZTEntry is one line of the Zero Tolerance book on a day: a team (Player 0) with every breach
// of its players, or a player (with the team the ruling names, 0: none).
type ZTEntry struct {
	Player, Team int
	Count        int
	Labels       []string // the rulings, in the log's order
}

// ZTDay is the book's day: each team, followed by its players; players of no team last.
type ZTDay struct {
	Day     string // YYYY-MM-DD
	Entries []ZTEntry
}

// ZTBook is the Zero Tolerance book of the event by date and by name: the active breaches
// (incidents of rs's calculators that declare Breach) per day, each team's count (its players'
// breaches with its own) with its players' counts under it.
func ZTBook(rs *engine.Ruleset, incs []Incident) []ZTDay {
	isZT := breachesOf(rs)
	if len(isZT) == 0 {
		return nil
	}
	type key struct {
		day          string
		player, team int
	}
	at := map[key]*ZTEntry{}
	days := map[string][]*ZTEntry{}
	var dc dayCache
	add := func(k key, label string) {
		e := at[k]
		if e == nil {
			e = &ZTEntry{Player: k.player, Team: k.team}
			at[k] = e
			days[k.day] = append(days[k.day], e)
		}
		e.Count++
		e.Labels = append(e.Labels, label)
	}
	for i := range incs {
		in := &incs[i]
		if !isZT.has(in) || in.Player == 0 && in.Team == 0 {
			continue
		}
		d := dc.day(in.Time)
		if in.Team != 0 {
			add(key{d, 0, in.Team}, in.Label())
		}
		if in.Player != 0 {
			add(key{d, in.Player, in.Team}, in.Label())
		}
	}
	out := make([]ZTDay, 0, len(days))
	for d, es := range days {
		sort.Slice(es, func(a, b int) bool {
			x, y := es[a], es[b]
			if (x.Team == 0) != (y.Team == 0) { // players of no team last
				return x.Team != 0
			}
			if x.Team != y.Team {
				return x.Team < y.Team
			}
			if (x.Player == 0) != (y.Player == 0) { // the team before its players
				return x.Player == 0
			}
			return x.Player < y.Player
		})
		day := ZTDay{Day: d}
		for _, e := range es {
			day.Entries = append(day.Entries, *e)
		}
		out = append(out, day)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Day < out[b].Day })
	return out
}
