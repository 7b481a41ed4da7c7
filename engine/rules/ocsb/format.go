package ocsb

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Divisions, in order from the top.
var divisions = []string{"I/A", "I/B", "II", "III"}

// divIndex returns the index of a division code in divisions, or -1.
func divIndex(code string) int {
	for i, d := range divisions {
		if d == code {
			return i
		}
	}
	return -1
}

// badOption is the error of a typed core given an option code its field does not have.
func badOption(field string, options ...string) error {
	return engine.InvalidKey(field, "err.enum", msg.A("options", strings.Join(options, ", ")))
}

// hundredths turns a VP (or IMP) value into whole hundredths, so that equal values compare
// equal whatever their float64 history.
func hundredths(x float64) int64 { return int64(math.Round(x * 100)) }

// FormatIII returns the format code of division III for a number of teams (§4).
func FormatIII(p *engine.Params, teams int) string {
	i := func(k string) int { return int(p.I(k)) }
	switch {
	case teams <= i("format.iii_rr_max"):
		return "round-robin"
	case teams <= i("format.iii_case_max"):
		return "case-by-case"
	case teams == i("format.iii_as_ii"):
		return "as-ii"
	case teams <= i("format.iii_playoff_max"):
		return "round-robin-playoff"
	case teams <= i("format.iii_rr2_max"):
		return "round-robin-2x16"
	case teams <= i("format.iii_groups_max"):
		return "two-groups"
	}
	return "later"
}

// formatNames are the labels of the format codes.
var formatNames = map[string]string{
	"round-robin":         "ocsb.format.val.format.round-robin",
	"groups-playoff":      "ocsb.format.val.format.groups-playoff",
	"case-by-case":        "ocsb.format.val.format.case-by-case",
	"as-ii":               "ocsb.format.val.format.as-ii",
	"round-robin-playoff": "ocsb.format.val.format.round-robin-playoff",
	"round-robin-2x16":    "ocsb.format.val.format.round-robin-2x16",
	"two-groups":          "ocsb.format.val.format.two-groups",
	"later":               "ocsb.format.val.format.later",
}

// FormatInput is a division and, for division III, its number of teams.
type FormatInput struct {
	Division string // "I/A", "I/B", "II", "III"
	Teams    int    // teams in division III, 2–99 (the other divisions have a fixed size)
}

// Format decides a division's format and number of rounds: I/A a full round robin, I/B and II two
// groups of eight then a play-off, III by its number of teams. Rule ocsb.format, KMOR §4 (and
// KMOR §4 III for division III).
func Format(p *engine.Params, in FormatInput) (*engine.Result, error) {
	div := in.Division
	teams := in.Teams
	res := &engine.Result{}
	var code string
	rounds := 0
	switch div {
	case "I/A":
		code = "round-robin"
		teams = int(p.I("format.ia_teams"))
	case "I/B", "II":
		code = "groups-playoff"
		teams = divisionTeams(p, div, 0)
	case "III":
		code = FormatIII(p, teams)
	default:
		return nil, badOption("division", divisions...)
	}
	switch code {
	case "round-robin", "round-robin-playoff", "round-robin-2x16":
		rounds = teams - 1 + teams%2
	case "groups-playoff", "as-ii":
		rounds = int(p.I("format.group_rounds")) + int(p.I("format.playoff_half"))
	}
	res.Step("ocsb.step.format", msg.A("division", div), msg.A("teams", teams),
		msg.A("format", msg.Ref(formatNames[code])))
	if rounds > 0 {
		res.Step("ocsb.step.format-rounds", msg.A("rounds", rounds))
	}
	if div == "III" {
		res.Step("ocsb.step.format-iii-days", msg.A("days", p.I("format.iii_min_days")))
	}
	res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{
		engine.Str("format", code), engine.Num("rounds", float64(rounds), "", 0),
	}}}
	return res, nil
}

// Seed orders teams by average master points (highest first; equal averages keep the input
// order) and places them: "serpentine" gives group 1 the seeds 1, 4, 5, 8, 9, 12, …, group 2
// the others; "pairs" puts seeds 2k−1 and 2k in pot k, split between the groups by the draw.
// It returns, per input team, its seed and its group (serpentine) or pot (pairs).
func Seed(avg []float64, method string) (seed, place []int) {
	idx := make([]int, len(avg))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return hundredths(avg[idx[a]]) > hundredths(avg[idx[b]]) })
	seed, place = make([]int, len(avg)), make([]int, len(avg))
	for pos, t := range idx {
		s := pos + 1
		seed[t] = s
		if method == "pairs" {
			place[t] = (s + 1) / 2
		} else if s%4 == 1 || s%4 == 0 {
			place[t] = 1
		} else {
			place[t] = 2
		}
	}
	return seed, place
}

// SeedingInput is the teams to seed and the method.
type SeedingInput struct {
	Method string    // "pairs" (I/B, II) or "serpentine" (III)
	AvgMP  []float64 // average masterpoints, one per team, 2–99 teams
}

// Seeding decides the teams' seeds and groups: ranked by average masterpoints, then in pairs of
// seeds split between the two groups by the draw (I/B, II), or serpentine (III). Rule
// ocsb.format, KMOR §4.
func Seeding(p *engine.Params, in SeedingInput) (*engine.Result, error) {
	avg := in.AvgMP
	method := in.Method
	if method != "pairs" && method != "serpentine" {
		return nil, badOption("method", "pairs", "serpentine")
	}
	seed, place := Seed(avg, method)
	res := &engine.Result{}
	if method == "pairs" {
		res.Step("ocsb.step.seed-pairs")
	} else {
		res.Step("ocsb.step.seed-serpentine", msg.A("n", p.I("format.iii_seed_players")))
	}
	seen := map[int64]bool{}
	for i := range avg {
		h := hundredths(avg[i])
		if seen[h] {
			res.Decisions = appendOnce(res.Decisions, "ocsb.dec.seed-ties")
		}
		seen[h] = true
		name := "group"
		if method == "pairs" {
			name = "pot"
		}
		res.Parties = append(res.Parties, engine.Party{Role: "team", Name: strconv.Itoa(i + 1), Outs: []engine.Out{
			engine.Num("seed", float64(seed[i]), "", 0), engine.Num(name, float64(place[i]), "", 0),
		}})
	}
	return res, nil
}

// CarryOver is the first-stage result a team takes into the play-off (§4): VP against own-group
// teams that reached the same play-off half, plus the factor times the VP of its other matches,
// minus the disciplinary VP fines of the first stage.
func CarryOver(p *engine.Params, same, other []float64, fines float64) (carry, sameSum, otherPart float64) {
	for _, v := range same {
		sameSum += v
	}
	for _, v := range other {
		otherPart += v
	}
	otherPart *= p.F("format.carry_other_factor")
	return sameSum + otherPart - fines, sameSum, otherPart
}

// PlayoffCarryOverInput is a team's first stage.
type PlayoffCarryOverInput struct {
	VPSame  []float64 // VP of each match against own-group teams in the same play-off half, 0–20
	VPOther []float64 // VP of each other first-stage match, 0–20
	Fines   float64   // disciplinary VP fines of the first stage, 0–100
}

// PlayoffCarryOver decides the result a team carries into the play-off: VP against own-group
// teams of the same half in full, a share of the other VP, less the first stage's fines. Rule
// ocsb.format, KMOR §4.
func PlayoffCarryOver(p *engine.Params, in PlayoffCarryOverInput) (*engine.Result, error) {
	same, other := in.VPSame, in.VPOther
	if max := int(p.I("format.group_size")) - 1; len(same)+len(other) > max {
		return nil, engine.InvalidKey("vp_other", "err.list", msg.A("min", 0), msg.A("max", max-len(same)))
	}
	fines := in.Fines
	carry, s, o := CarryOver(p, same, other, fines)
	res := &engine.Result{}
	res.Steps = append(res.Steps,
		engine.S("ocsb.step.carry-same", msg.A("n", len(same)), msg.A("vp", msg.Dec{V: s, Prec: 2})),
		engine.S("ocsb.step.carry-other", msg.A("n", len(other)), msg.A("factor", p.F("format.carry_other_factor")),
			msg.A("vp", msg.Dec{V: o, Prec: 2})),
		engine.S("ocsb.step.carry-fines", msg.A("vp", fines), msg.A("carry", msg.Dec{V: carry, Prec: 2})))
	res.Parties = []engine.Party{{Role: "team", Outs: []engine.Out{
		vpOut("carry_vp", carry), vpOut("same_vp", s), vpOut("other_vp", o),
	}}}
	return res, nil
}

// PlayoffOpponent returns the rank j in the other group met by rank i (1..half) in play-off
// round r (8..11), as inferred from §4: i + j ≡ 5, 4, 3, 2 (mod half, 0 read as half) in rounds
// VIII..XI.
func PlayoffOpponent(half, round, i int) int {
	k := 5 - (round - 8)
	j := ((k-i)%half + half) % half
	if j == 0 {
		j = half
	}
	return j
}

// PlayoffPairingsInput is a play-off round and half.
type PlayoffPairingsInput struct {
	Round int    // 8–11 (VIII–XI)
	Half  string // "upper" (places 1–4) or "lower" (places 5–8)
}

// PlayoffPairings decides the matches of a play-off round: rank i of one group meets the rank j
// of the other with i + j fixed per round, inferred from the first pairing the text gives. Rule
// ocsb.format, KMOR §4.
func PlayoffPairings(p *engine.Params, in PlayoffPairingsInput) (*engine.Result, error) {
	half := int(p.I("format.playoff_half"))
	round := in.Round
	if last := int(p.I("format.group_rounds")) + half; round > last || round < 8 {
		return nil, engine.Invalid("round", p.I("format.group_rounds")+1, last)
	}
	off := 0
	switch in.Half {
	case "upper":
	case "lower":
		off = half
	default:
		return nil, badOption("half", "upper", "lower")
	}
	res := &engine.Result{Estimate: true, Decisions: []string{"ocsb.dec.pairings-inferred"}}
	res.Step("ocsb.step.pairings", msg.A("round", round), msg.A("k", 5-(round-8)))
	for i := 1; i <= half; i++ {
		j := PlayoffOpponent(half, round, i)
		res.Parties = append(res.Parties, engine.Party{Role: "team", Name: "A" + strconv.Itoa(i+off), Outs: []engine.Out{
			engine.Num("rank", float64(i+off), "", 0), engine.Num("opponent", float64(j+off), "", 0),
		}})
		res.Step("ocsb.step.pairing", msg.A("a", i+off), msg.A("b", j+off))
	}
	return res, nil
}
