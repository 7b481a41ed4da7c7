package ocsb

import (
	"sort"
	"strconv"

	"arbiter/engine"
	"arbiter/engine/msg"
)

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

func formatCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.format",
		Rules: []string{"ocsb.format"},
		Group: "methods",
		Inputs: engine.Schema{
			fEnum("division", divisions, 3),
			fInt("teams", 2, 99, 12),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			div := in.Enum("division")
			teams := int(in.Int("teams"))
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
			default:
				code = FormatIII(p, teams)
			}
			switch code {
			case "round-robin", "round-robin-playoff", "round-robin-2x16":
				rounds = teams - 1 + teams%2
			case "groups-playoff", "as-ii":
				rounds = int(p.I("format.group_rounds")) + int(p.I("format.playoff_half"))
			}
			res.Step("ocsb.step.format", msg.A("division", div), msg.A("teams", teams),
				msg.A("format", msg.Ref("ocsb.format.val.format."+code)))
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
		},
	}
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

func seedingCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.seeding",
		Rules: []string{"ocsb.format"},
		Group: "methods",
		Inputs: engine.Schema{
			fEnum("method", []string{"pairs", "serpentine"}, 0),
			fDecList("avg_mp", 1, 0, 100000, 2, 99, 1800, 950, 2400, 700, 1200, 300, 1500, 500),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			avg := in.DecList("avg_mp")
			method := in.Enum("method")
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
		},
	}
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

func carryOverCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.carry-over",
		Rules: []string{"ocsb.format"},
		Group: "standings",
		Inputs: engine.Schema{
			fDecList("vp_same", 2, 0, 20, 0, 20, 15.2, 9.4, 12),
			fDecList("vp_other", 2, 0, 20, 0, 20, 17.5, 11.3, 6.1, 14),
			fDec("fines", 2, 0, 100, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			same, other := in.DecList("vp_same"), in.DecList("vp_other")
			if max := int(p.I("format.group_size")) - 1; len(same)+len(other) > max {
				return nil, engine.InvalidKey("vp_other", "err.list", msg.A("min", 0), msg.A("max", max-len(same)))
			}
			fines := in.Dec("fines")
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
		},
	}
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

func pairingsCalc() *engine.Calculator {
	return &engine.Calculator{
		ID:    "ocsb.playoff-pairings",
		Rules: []string{"ocsb.format"},
		Group: "methods",
		Inputs: engine.Schema{
			fInt("round", 8, 11, 8),
			fEnum("half", []string{"upper", "lower"}, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			half := int(p.I("format.playoff_half"))
			round := int(in.Int("round"))
			if last := int(p.I("format.group_rounds")) + half; round > last {
				return nil, engine.Invalid("round", p.I("format.group_rounds")+1, last)
			}
			off := 0
			if in.Enum("half") == "lower" {
				off = half
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
		},
	}
}
