package conformance

import (
	"encoding/json"
	"math"

	"arbiter/engine"
	"arbiter/engine/rules/law12"
	"arbiter/engine/rules/nsbk"
)

// runCalc runs calculator id of ruleset rs with the named values set over nothing else: every
// field the case does not give stays absent (lists empty), so the schema decides.
func runCalc(rs *engine.Ruleset, id string, set map[string][]int64) (*engine.Result, error) {
	c := rs.Calculator(id)
	if c == nil {
		return nil, engine.Errorf(engine.ENOTFOUND, "calculator %s", id)
	}
	v, err := c.Inputs.With(set)
	if err != nil {
		return nil, err
	}
	return c.Run(engine.NewParams(rs, nil), v)
}

func enumIndex(rs *engine.Ruleset, calc, field, code string) ([]int64, error) {
	f := rs.Calculator(calc).Inputs.Field(field)
	for i, o := range f.Options {
		if o == code {
			return []int64{int64(i)}, nil
		}
	}
	return nil, engine.InvalidKey(field, "err.enum")
}

func b2i(b bool) []int64 {
	if b {
		return []int64{1}
	}
	return []int64{0}
}

func init() {
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
		rs := nsbk.Ruleset
		form, err := enumIndex(rs, "law12.weighted", "form", in.Form)
		if err != nil {
			return nil, err
		}
		scores := make([]int64, len(in.Outcomes))
		weights := make([]int64, len(in.Outcomes))
		scale := math.Pow10(law12.WeightPrec)
		for i, o := range in.Outcomes {
			scores[i] = int64(o[0])
			weights[i] = int64(math.Round(o[1] * scale))
		}
		field := in.Field
		if field == nil {
			field = []int64{}
		}
		res, err := runCalc(rs, "law12.weighted", map[string][]int64{"form": form, "field": field,
			"other_table": {in.OtherTable}, "scores": scores, "weights": weights})
		if err != nil {
			return nil, err
		}
		f := res.Flat()
		if in.Form == "imp" {
			return map[string]any{"imp": f["imp"]}, nil
		}
		return map[string]any{"mp": f["mp"], "top": f["top"], "pct": f["pct"]}, nil
	})
}
