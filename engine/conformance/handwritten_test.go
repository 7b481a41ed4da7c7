package conformance

import (
	"encoding/json"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/input"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/msg"
)

// The vector functions whose input needs real translation: each says why in its first line.
func init() {
	// The vectors give contract, declarer and tricks apart and the entered score under its
	// side's key; the form takes one score entry and a side.
	register("nsbk.score-entry", func(raw json.RawMessage) (any, error) {
		var in struct {
			Board    int64  `json:"board"`
			Contract string `json:"contract"`
			Declarer string `json:"declarer"`
			Tricks   int    `json:"tricks"`
			Entered  struct {
				NS *int64 `json:"ns"`
				EW *int64 `json:"ew"`
			} `json:"entered"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		c, err := bridge.ParseContract(in.Contract)
		if err != nil {
			return nil, err
		}
		d, ok := bridge.ParseSeat(in.Declarer)
		if !ok {
			return nil, engine.InvalidKey("declarer", "err.entry")
		}
		if in.Tricks < 0 || in.Tricks > 13 {
			return nil, engine.Invalid("tricks", 0, 13)
		}
		set := calctest.Fields{"board": in.Board,
			"entry": bridge.EncodeEntry(bridge.Entry{Contract: c, Declarer: d, Tricks: in.Tricks})}
		switch {
		case in.Entered.NS != nil && in.Entered.EW == nil:
			set["side"], set["entered"] = "ns", *in.Entered.NS
		case in.Entered.EW != nil && in.Entered.NS == nil:
			set["side"], set["entered"] = "ew", *in.Entered.EW
		default:
			return nil, engine.InvalidKey("entered", "err.required")
		}
		return adapter{ruleset: "nsbk", calc: "nsbk.score-entry"}.run(set)
	})

	// The vectors give (score, weight) pairs; the form takes a list of scores and a list of weights.
	register("law12.weighted", func(raw json.RawMessage) (any, error) {
		var in struct {
			Form       string       `json:"form"`
			Field      []int64      `json:"field"`
			OtherTable int64        `json:"other_table"`
			Outcomes   [][2]float64 `json:"outcomes"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		scores := make([]int64, len(in.Outcomes))
		weights := make([]float64, len(in.Outcomes))
		for i, o := range in.Outcomes {
			scores[i], weights[i] = int64(o[0]), o[1]
		}
		return adapter{ruleset: "nsbk", calc: "law12.weighted"}.run(calctest.Fields{"form": in.Form,
			"field": append([]int64{}, in.Field...), "other_table": in.OtherTable, "scores": scores, "weights": weights})
	})

	// The weighted score from contracts: the weights are the text a director types ("60%; 40%",
	// read by the lenient reader), contracts and traveller lists of entries as on the
	// traveller, and the rescored traveller is a list per out, which res.Flat cannot give.
	register("law12.weighted-contracts", func(raw json.RawMessage) (any, error) {
		var in struct {
			Form      string   `json:"form"`
			Board     int64    `json:"board"`
			Contracts []string `json:"contracts"`
			Weights   string   `json:"weights"`
			Traveller []string `json:"traveller"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		a := adapter{ruleset: "nsbk", calc: "law12.weighted"}
		_, c, err := a.calculator()
		if err != nil {
			return nil, err
		}
		set := calctest.Fields{"form": in.Form, "board": in.Board}
		for name, text := range map[string]string{"weights": in.Weights,
			"contracts": strings.Join(in.Contracts, "; "), "traveller": strings.Join(in.Traveller, "; ")} {
			v, _, perr := input.ParseIn(c.Inputs.Field(name), text, msg.EN)
			if perr != nil {
				return nil, perr
			}
			set[name] = v
		}
		res, err := a.result(set)
		if err != nil {
			return nil, err
		}
		f := res.Flat()
		out := map[string]any{"mp": f["ns.mp"], "top": f["ns.top"], "pct": f["ns.pct"], "ew_mp": f["ew.mp"], "ew_pct": f["ew.pct"]}
		var scores, mps, pcts []any
		for _, p := range res.Parties {
			if p.Role != "line" {
				continue
			}
			for _, o := range p.Outs {
				switch o.Name {
				case "score":
					scores = append(scores, o.Value())
				case "mp":
					mps = append(mps, o.Value())
				case "pct":
					pcts = append(pcts, o.Value())
				}
			}
		}
		out["lines_score"], out["lines_mp"], out["lines_pct"] = scores, mps, pcts
		return out, nil
	})

	// The vectors give the two bought cards as one list (the form: bought1, bought2), the trump
	// as a suit letter, and may leave a void suit out of the hand, which engine/input does not read.
	register("pref.reasons", func(raw json.RawMessage) (any, error) {
		var in struct {
			Hand                     string   `json:"hand"`
			Trump                    string   `json:"trump"`
			Seat                     string   `json:"seat"`
			FirstFollowed            bool     `json:"first_followed"`
			Bought                   []string `json:"bought"`
			TrumpTricks              *int64   `json:"trump_tricks"`
			DeclarerLastOthersPassed bool     `json:"declarer_last_others_passed"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		h, err := cards.ParsePrefHand(in.Hand)
		if err != nil {
			return nil, err
		}
		trump, ok := map[string]string{"S": "pik", "D": "karo", "H": "herc", "C": "tref", "": "sans"}[in.Trump]
		if !ok {
			return nil, engine.InvalidKey("trump", "err.enum")
		}
		if len(in.Bought) > 2 {
			return nil, engine.Invalid("bought", 0, 2)
		}
		set := calctest.Fields{"hand": int64(h), "trump": trump, "seat": in.Seat,
			"first_followed": in.FirstFollowed, "declarer_last_others_passed": in.DeclarerLastOthersPassed,
			"bought1": nil, "bought2": nil, "trump_tricks": nil}
		for i, b := range in.Bought {
			set[[]string{"bought1", "bought2"}[i]] = b
		}
		if in.TrumpTricks != nil {
			set["trump_tricks"] = *in.TrumpTricks
		}
		return adapter{ruleset: "pref-club", calc: "pref.reasons"}.run(set)
	})

	// No calculator takes these inputs: scoring.contract has no contract text (nor "PASS"),
	// scoring.imp takes differences up to ±20000 only, scoring.traveller takes score entries
	// rather than bare NS scores, and no calculator scores one BAM board. They run engine/bridge.
	register("score.contract", func(raw json.RawMessage) (any, error) {
		var in struct {
			Contract string `json:"contract"`
			Vul      bool   `json:"vul"`
			Tricks   int    `json:"tricks"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		c, err := bridge.ParseContract(in.Contract)
		if err != nil {
			return nil, err
		}
		return bridge.Score(c, in.Vul, in.Tricks)
	})
	register("imp.diff", func(raw json.RawMessage) (any, error) {
		var in struct {
			Diff int `json:"diff"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return bridge.IMP(in.Diff), nil
	})
	register("mp.board", func(raw json.RawMessage) (any, error) {
		var in struct {
			Scores     []int `json:"scores"`
			Expected   int   `json:"expected"`
			Artificial []struct {
				NS float64 `json:"ns_pct"`
				EW float64 `json:"ew_pct"`
			} `json:"artificial"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		var art []bridge.Artificial
		for _, a := range in.Artificial {
			art = append(art, bridge.Artificial{NSPct: a.NS, EWPct: a.EW})
		}
		r, err := bridge.Matchpoints(in.Scores, art, in.Expected)
		if err != nil {
			return nil, err
		}
		return map[string]any{"ns": r.NS, "ew": r.EW, "top": r.Top}, nil
	})
	register("xi.board", func(raw json.RawMessage) (any, error) {
		var in struct {
			Scores []int `json:"scores"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		r, err := bridge.CrossIMPs(in.Scores)
		return map[string]any{"ns": r}, err
	})
	register("butler.board", func(raw json.RawMessage) (any, error) {
		var in struct {
			Scores  []int `json:"scores"`
			Discard int   `json:"discard"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		d, imps, err := bridge.Butler(in.Scores, in.Discard, 10)
		return map[string]any{"datum": d, "ns": imps}, err
	})
	register("bam.board", func(raw json.RawMessage) (any, error) {
		var in struct {
			Diff int `json:"diff"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return map[string]any{"points": bridge.BAM(in.Diff)}, nil
	})
}
