package conformance

import (
	"encoding/json"
	"strings"

	"arbiter/engine/input"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/msg"
)

func init() {
	// The weighted score in IMPs (cross-IMPs, Butler, a team match) from contracts: the weights
	// are the text a director types ("40%; 60%", read by the lenient reader), the contracts and
	// the traveller lists of entries as on the traveller; the rescored traveller is a list per
	// out and the Butler datum of each outcome a step's value, which res.Flat cannot give.
	register("law12.weighted-imps", func(raw json.RawMessage) (any, error) {
		var in struct {
			Form       string   `json:"form"`
			Board      int64    `json:"board"`
			Contracts  []string `json:"contracts"`
			Weights    string   `json:"weights"`
			Traveller  []string `json:"traveller"`
			Discard    *int64   `json:"discard"`
			OtherTable *int64   `json:"other_table"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		a := adapter{ruleset: "nsbk", calc: "law12.weighted"}
		_, c, err := a.calculator()
		if err != nil {
			return nil, err
		}
		set := calctest.Fields{"form": in.Form, "board": in.Board, "discard": nil}
		if in.Discard != nil {
			set["discard"] = *in.Discard
		}
		if in.OtherTable != nil {
			set["other_table"] = *in.OtherTable
		}
		for _, f := range []struct{ name, text string }{{"weights", in.Weights},
			{"contracts", strings.Join(in.Contracts, "; ")}, {"traveller", strings.Join(in.Traveller, "; ")}} {
			v, _, perr := input.ParseIn(c.Inputs.Field(f.name), f.text, msg.EN)
			if perr != nil {
				return nil, perr
			}
			set[f.name] = v
		}
		res, err := a.result(set)
		if err != nil {
			return nil, err
		}
		fl := res.Flat()
		out := map[string]any{}
		for name, key := range map[string]string{"imp": "ns.imp", "ew_imp": "ew.imp", "team_imp": "team.imp"} {
			if v, ok := fl[key]; ok {
				out[name] = v
			}
		}
		scores, imps, impsEW, datums := []any{}, []any{}, []any{}, []any{}
		for _, p := range res.Parties {
			if p.Role != "line" {
				continue
			}
			for _, o := range p.Outs {
				switch o.Name {
				case "score":
					scores = append(scores, o.Value())
				case "imp":
					imps = append(imps, o.Value())
				case "imp_ew":
					impsEW = append(impsEW, o.Value())
				}
			}
		}
		for _, s := range res.Steps {
			if s.Key != "law12.step.weighted-butler-outcome" {
				continue
			}
			for _, a := range s.Args {
				if d, ok := a.Value.(int); ok && a.Name == "datum" {
					datums = append(datums, float64(d))
				}
			}
		}
		out["lines_score"], out["lines_imp"], out["lines_imp_ew"], out["datums"] = scores, imps, impsEW, datums
		return out, nil
	})
}
