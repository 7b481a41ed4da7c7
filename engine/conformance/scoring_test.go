package conformance

import (
	"encoding/json"

	"arbiter/engine"
	"arbiter/engine/bridge"
)

func init() {
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
	register("vp.wbf20", func(raw json.RawMessage) (any, error) {
		var in struct {
			Boards int     `json:"boards"`
			Margin float64 `json:"margin"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		a, b, err := bridge.VP(in.Boards, in.Margin)
		return []float64{a, b}, err
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

var _ = engine.EINVALID
