package eventlog

import (
	"slices"
	"sort"

	"arbiter/engine"
)

// Total is the sum of one numeric out (by name and unit: values of unlike units are never
// added).
type Total struct {
	Name string
	Unit string
	Sum  float64
	Calc string // the calculator of the first incident that gave it (for the out's label)
	Prec int    // the most decimals of the values added
}

// UnitTotals is the totals of one unit ("" for a plain number).
type UnitTotals struct {
	Unit   string
	Totals []Total
}

// ByUnit groups totals by unit, units in the order they first come, each total once: the
// event page shows them so, one unit a group, never one sum across units.
func ByUnit(totals []Total) []UnitTotals {
	var out []UnitTotals
	at := map[string]int{}
	for _, t := range totals {
		i, ok := at[t.Unit]
		if !ok {
			i = len(out)
			at[t.Unit] = i
			out = append(out, UnitTotals{Unit: t.Unit})
		}
		out[i].Totals = append(out[i].Totals, t)
	}
	return out
}

// PartyTotals is what the scorer applies to one pair or team.
type PartyTotals struct {
	Number int
	Name   string
	Totals []Total // by out name
	Count  int     // incidents contributing
}

// Penalties sums, per pair or team, each numeric out of the active incidents (the announced
// result where the director changed it). An out goes to the participant its party is bound to
// (Incident.Parties, by the party's key: OutKeys); an out of a role with no binding goes to the incident's Team (a personal
// fine), else nowhere.
func Penalties(ev *Event, incs []Incident) []PartyTotals {
	names := map[int]string{}
	for _, p := range ev.Participants {
		names[p.Number] = p.Name
	}
	type key struct {
		n          int
		name, unit string
	}
	type acc struct {
		sum  float64
		prec int
		calc string
	}
	sums := map[key]*acc{}
	counts := map[int]int{}
	var touched []int // the participants an incident touched (a few: no map per incident)
	for i := range incs {
		in := &incs[i]
		if in.Status != Active || in.Event != ev.ID {
			continue
		}
		touched = touched[:0]
		eff := in.Effective()
		keys := OutKeys(eff)
		for i, o := range eff {
			if !o.IsNum() {
				continue
			}
			n, ok := in.BoundTo(keys[i]) // each party of a role its own (PartyKey)
			if !ok {
				n = in.Team
			}
			if n == 0 {
				continue
			}
			k := key{n, o.Name, o.Unit}
			a := sums[k]
			if a == nil {
				a = &acc{calc: in.Calculator}
				sums[k] = a
			}
			a.sum += o.Num
			a.prec = max(a.prec, o.Prec)
			if !slices.Contains(touched, n) {
				touched = append(touched, n)
			}
		}
		for _, n := range touched {
			counts[n]++
		}
	}
	by := map[int]*PartyTotals{}
	for k, a := range sums {
		pt := by[k.n]
		if pt == nil {
			pt = &PartyTotals{Number: k.n, Name: names[k.n], Count: counts[k.n]}
			by[k.n] = pt
		}
		pt.Totals = append(pt.Totals, Total{Name: k.name, Unit: k.unit, Sum: a.sum, Calc: a.calc, Prec: a.prec})
	}
	out := make([]PartyTotals, 0, len(by))
	for _, pt := range by {
		sort.Slice(pt.Totals, func(i, j int) bool {
			if pt.Totals[i].Name != pt.Totals[j].Name {
				return pt.Totals[i].Name < pt.Totals[j].Name
			}
			return pt.Totals[i].Unit < pt.Totals[j].Unit
		})
		out = append(out, *pt)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out
}

// ZTCount is the number of active Zero Tolerance incidents of a player (Team 0) or of a team
// (Player 0) on a day.
type ZTCount struct {
	Day    string // YYYY-MM-DD
	Player int
	Team   int
	Count  int
}

// breaches is the set of rs's calculators whose incidents are breaches counted per player and
// team and day (engine.Calculator.Breach: the Zero Tolerance tools of a team championship).
type breaches []string

func breachesOf(rs *engine.Ruleset) breaches {
	var b breaches
	if rs != nil {
		for _, c := range rs.Calculators {
			if c.Breach {
				b = append(b, c.ID)
			}
		}
	}
	return b
}

// has reports whether in is an active breach.
func (b breaches) has(in *Incident) bool {
	if in.Status != Active {
		return false
	}
	for _, id := range b {
		if id == in.Calculator {
			return true
		}
	}
	return false
}

// ZeroTolerance counts the active breaches (incidents of rs's calculators that declare Breach)
// per player and day and per team and day (a team's count includes its players'), sorted by
// day, then teams before players, then number.
func ZeroTolerance(rs *engine.Ruleset, incs []Incident) []ZTCount {
	isZT := breachesOf(rs)
	if len(isZT) == 0 {
		return nil
	}
	type key struct {
		day          string
		player, team int
	}
	m := map[key]int{}
	var days dayCache
	for i := range incs {
		in := &incs[i]
		if !isZT.has(in) {
			continue
		}
		d := days.day(in.Time)
		if in.Player != 0 {
			m[key{d, in.Player, 0}]++
		}
		if in.Team != 0 {
			m[key{d, 0, in.Team}]++
		}
	}
	out := make([]ZTCount, 0, len(m))
	for k, n := range m {
		out = append(out, ZTCount{k.day, k.player, k.team, n})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Day != b.Day {
			return a.Day < b.Day
		}
		if (a.Player == 0) != (b.Player == 0) {
			return a.Player == 0
		}
		return a.Player+a.Team < b.Player+b.Team
	})
	return out
}

// dayCache is Minute.Day without formatting the date again for the next minute of the same
// day (a season's incidents come a day at a time).
type dayCache struct {
	k  int64
	s  string
	ok bool
}

func (c *dayCache) day(m Minute) string {
	if m <= -1e10 || m >= 1e10 { // far from any log's days: as it is
		return m.Day()
	}
	k := int64(m) / 1440
	if m < 0 && int64(m)%1440 != 0 {
		k--
	}
	if !c.ok || k != c.k {
		c.k, c.s, c.ok = k, m.Day(), true
	}
	return c.s
}

// ZTSoFar returns how many active ZT incidents the player and the team already have on day:
// what the ZT calculator's "earlier today" inputs start from.
func ZTSoFar(rs *engine.Ruleset, incs []Incident, day string, player, team int) (byPlayer, byTeam int) {
	isZT := breachesOf(rs)
	var days dayCache
	for i := range incs {
		in := &incs[i]
		if !isZT.has(in) || days.day(in.Time) != day {
			continue
		}
		if player != 0 && in.Player == player {
			byPlayer++
		}
		if team != 0 && in.Team == team {
			byTeam++
		}
	}
	return byPlayer, byTeam
}

// Game is one Preferans game (sheet) with its incidents, revoked ones included (the sheet shows
// them struck through).
type Game struct {
	Number    int // 0: not assigned to a game
	Incidents []Incident
}

// Games lists the incidents per game, by game then incident number: the hook the Preferans
// sheet view reads.
func Games(incs []Incident) []Game {
	m := map[int][]Incident{}
	for _, in := range incs {
		m[in.Game] = append(m[in.Game], in)
	}
	out := make([]Game, 0, len(m))
	for n, l := range m {
		sort.Slice(l, func(i, j int) bool { return l[i].Number < l[j].Number })
		out = append(out, Game{n, l})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out
}
