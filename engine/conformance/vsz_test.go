package conformance

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"arbiter/engine"
	"arbiter/engine/rules/vsz"
)

// vszRun runs the real mbsz-vsz-2017 calculator id on its defaults with set applied: int,
// float64 (scaled by the field's decimals), bool, or an enum option code.
func vszRun(id string, set map[string]any) (map[string]any, error) {
	c := vsz.Ruleset.Calculator(id)
	if c == nil {
		return nil, fmt.Errorf("no calculator %s", id)
	}
	v := c.Inputs.Defaults()
	for name, x := range set {
		i := c.Inputs.Index(name)
		if i < 0 {
			return nil, fmt.Errorf("calculator %s has no field %q", id, name)
		}
		f := &c.Inputs[i]
		switch y := x.(type) {
		case int:
			v[i] = []int64{int64(y)}
		case float64:
			v[i] = []int64{int64(math.Round(y * f.Scale()))}
		case bool:
			v[i] = []int64{0}
			if y {
				v[i] = []int64{1}
			}
		case string:
			// An unknown code becomes an out-of-range index, which validation reports as EINVALID.
			v[i] = []int64{int64(slices.Index(f.Options, y))}
		default:
			return nil, fmt.Errorf("field %s: unsupported %T", name, x)
		}
	}
	res, err := c.Run(engine.NewParams(vsz.Ruleset, nil), v)
	if err != nil {
		return nil, err
	}
	return res.Flat(), nil
}

func init() {
	register("vsz.time", func(raw json.RawMessage) (any, error) {
		var in struct {
			Boards int `json:"boards"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return vszRun("vsz.time", map[string]any{"boards": in.Boards})
	})
	register("vsz.seating-first", func(raw json.RawMessage) (any, error) {
		var in struct {
			Segments int `json:"segments"`
			Segment  int `json:"segment"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return vszRun("vsz.seating-first", map[string]any{"segments": in.Segments, "segment": in.Segment})
	})
	register("vsz.absent-team", func(raw json.RawMessage) (any, error) {
		var in struct {
			Present float64 `json:"present_avg"`
			Absent  float64 `json:"absent_avg"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		f, err := vszRun("vsz.absent-team", map[string]any{"present_avg": in.Present, "absent_avg": in.Absent})
		if err != nil {
			return nil, err
		}
		return map[string]any{"present_vp": f["non-offender.vp"], "absent_vp": f["offender.vp"], "basis": f["basis"]}, nil
	})
	register("vsz.bye-team", func(raw json.RawMessage) (any, error) {
		var in struct{}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return vszRun("vsz.bye-team", nil)
	})
	register("vsz.disciplinary-range", func(raw json.RawMessage) (any, error) {
		var in struct {
			Form string `json:"form"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		return vszRun("vsz.disciplinary-range", map[string]any{"form": in.Form})
	})
	register("vsz.unfinished-match", func(raw json.RawMessage) (any, error) {
		var in struct {
			Boards   int    `json:"boards"`
			Played   int    `json:"played"`
			Replay   bool   `json:"replay_possible"`
			Last     bool   `json:"last_round"`
			KO       bool   `json:"ko"`
			Favoured string `json:"favoured"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		fav := in.Favoured
		if fav == "" {
			fav = "none"
		}
		f, err := vszRun("vsz.unfinished-match", map[string]any{"boards": in.Boards, "played": in.Played,
			"replay_possible": in.Replay, "last_round": in.Last, "ko": in.KO, "favoured": fav})
		if err != nil {
			return nil, err
		}
		if v, ok := f["home.vp"]; ok {
			f["home_vp"] = v
		}
		if v, ok := f["visitor.vp"]; ok {
			f["visitor_vp"] = v
		}
		return f, nil
	})
}
