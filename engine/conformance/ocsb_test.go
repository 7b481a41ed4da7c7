package conformance

import (
	"encoding/json"
	"fmt"

	"arbiter/engine"
	"arbiter/engine/rules/ocsb"
)

// ocsbRun runs calculator id of the ocsb-kmor-2018 ruleset on the named values (the rest keep
// their defaults) and returns the result's flat outcome map.
func ocsbRun(id string, set map[string][]int64) (map[string]any, error) {
	c := ocsb.Ruleset.Calculator(id)
	if c == nil {
		return nil, fmt.Errorf("no calculator %s", id)
	}
	v := c.Inputs.Defaults()
	for name, x := range set {
		if c.Inputs.Index(name) < 0 {
			return nil, fmt.Errorf("calculator %s has no field %s", id, name)
		}
		c.Inputs.Set(v, name, x...)
	}
	res, err := c.Run(engine.NewParams(ocsb.Ruleset, nil), v)
	if err != nil {
		return nil, err
	}
	return res.Flat(), nil
}

// ocsbEnum returns code's index among field's options, or an EINVALID error.
func ocsbEnum(id, field, code string) (int64, error) {
	f := ocsb.Ruleset.Calculator(id).Inputs.Field(field)
	for i, o := range f.Options {
		if o == code {
			return int64(i), nil
		}
	}
	return 0, engine.InvalidKey(field, "err.enum")
}

func ocsbBool(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func ocsbPick(m map[string]any, names ...string) map[string]any {
	out := map[string]any{}
	for _, n := range names {
		if v, ok := m[n]; ok {
			out[n] = v
		}
	}
	return out
}

func init() {
	register("ocsb.zt", func(raw json.RawMessage) (any, error) {
		var in struct {
			Clause  string `json:"clause"`
			Earlier int64  `json:"earlier_same_day"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		cl, err := ocsbEnum("ocsb.zt", "clause", in.Clause)
		if err != nil {
			return nil, err
		}
		m, err := ocsbRun("ocsb.zt", map[string][]int64{"clause": {cl}, "earlier_same_day": {in.Earlier}})
		return ocsbPick(m, "vp"), err
	})
	register("ocsb.slow-play", func(raw json.RawMessage) (any, error) {
		var in struct {
			Unplayed    int64  `json:"unplayed"`
			Responsible string `json:"responsible"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		r, err := ocsbEnum("ocsb.slow-play", "responsible", in.Responsible)
		if err != nil {
			return nil, err
		}
		m, err := ocsbRun("ocsb.slow-play", map[string][]int64{"unplayed": {in.Unplayed}, "responsible": {r}})
		return ocsbPick(m, "imp_to_opponents", "vp_each"), err
	})
	register("ocsb.substitute", func(raw json.RawMessage) (any, error) {
		var in struct {
			MP      int64  `json:"master_points"`
			Target  string `json:"target"`
			Entered string `json:"entered"`
			Kind    string `json:"kind"`
			Playoff bool   `json:"playoff"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		if in.Entered == "" {
			in.Entered = "none"
		}
		t, err := ocsbEnum("ocsb.substitute", "target", in.Target)
		if err != nil {
			return nil, err
		}
		e, err := ocsbEnum("ocsb.substitute", "entered", in.Entered)
		if err != nil {
			return nil, err
		}
		k, err := ocsbEnum("ocsb.substitute", "kind", in.Kind)
		if err != nil {
			return nil, err
		}
		m, err := ocsbRun("ocsb.substitute", map[string][]int64{"master_points": {in.MP}, "target": {t},
			"entered": {e}, "kind": {k}, "playoff": {ocsbBool(in.Playoff)}})
		return ocsbPick(m, "allowed", "clause"), err
	})
	register("ocsb.fee", func(raw json.RawMessage) (any, error) {
		var in struct {
			Division string `json:"division"`
			Players  int64  `json:"players"`
			Youth    int64  `json:"youth"`
			Under20  int64  `json:"under20"`
			Amateur  bool   `json:"amateur"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		d, err := ocsbEnum("ocsb.fee", "division", in.Division)
		if err != nil {
			return nil, err
		}
		m, err := ocsbRun("ocsb.fee", map[string][]int64{"division": {d}, "players": {in.Players},
			"youth": {in.Youth}, "under20": {in.Under20}, "amateur": {ocsbBool(in.Amateur)}})
		return ocsbPick(m, "fee"), err
	})
	register("ocsb.promotion", func(raw json.RawMessage) (any, error) {
		var in struct {
			Division string `json:"division"`
			Place    int64  `json:"place"`
			Div3     int64  `json:"div3_teams"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		d, err := ocsbEnum("ocsb.promotion", "division", in.Division)
		if err != nil {
			return nil, err
		}
		m, err := ocsbRun("ocsb.promotion", map[string][]int64{"division": {d}, "place": {in.Place}, "div3_teams": {in.Div3}})
		return ocsbPick(m, "outcome"), err
	})
}
