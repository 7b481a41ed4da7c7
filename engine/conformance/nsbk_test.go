package conformance

import (
	"encoding/json"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/rules/nsbk"
)

func pick(f map[string]any, keys map[string]string) map[string]any {
	out := map[string]any{}
	for want, got := range keys {
		if v, ok := f[got]; ok {
			out[want] = v
		}
	}
	return out
}

func init() {
	rs := nsbk.Ruleset
	register("nsbk.lateness", func(raw json.RawMessage) (any, error) {
		var in struct {
			Minutes int64 `json:"minutes"`
			Prior   int64 `json:"prior"`
			Waited  int64 `json:"waited"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		res, err := runCalc(rs, "nsbk.lateness", map[string][]int64{"minutes": {in.Minutes}, "prior": {in.Prior},
			"waited": {in.Waited}, "seconds": {0}})
		if err != nil {
			return nil, err
		}
		return pick(res.Flat(), map[string]string{"verdict": "verdict", "pct_top": "pct_top", "imp": "imp"}), nil
	})
	register("nsbk.unplayed", func(raw json.RawMessage) (any, error) {
		var in struct {
			Own     int64    `json:"own_fault_boards"`
			Excused int64    `json:"excused_first_round"`
			NonPct  *float64 `json:"non_offender_pct"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		set := map[string][]int64{"own_fault_boards": {in.Own}, "excused_first_round": {in.Excused},
			"has_non_offender": {1}, "non_offender_pct": nil, "offender_pct": nil}
		if in.NonPct != nil {
			set["non_offender_pct"] = []int64{int64(*in.NonPct*100 + 0.5)}
		}
		res, err := runCalc(rs, "nsbk.unplayed", set)
		if err != nil {
			return nil, err
		}
		// the vectors' sign convention: offender_imp is the score given (signed), extra_* magnitudes
		return pick(res.Flat(), map[string]string{
			"offender_pct": "offender.pct", "offender_imp": "offender.board_imp",
			"non_offender_pct": "non-offender.pct", "non_offender_imp": "non-offender.board_imp",
			"extra_pct_top": "offender.extra_pct_top", "extra_imp": "offender.extra_imp"}), nil
	})
	register("nsbk.psych", func(raw json.RawMessage) (any, error) {
		var in struct {
			Hand            string `json:"hand"`
			Call            string `json:"call"`
			Level           int64  `json:"level"`
			Seat            int64  `json:"seat"`
			Event           string `json:"event"`
			Misstated       bool   `json:"misstated"`
			IntentDisproved bool   `json:"intent_disproved"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		h, err := cards.Bridge.ParseHand(in.Hand)
		if err != nil {
			return nil, err
		}
		call, err := enumIndex(rs, "nsbk.psych", "call", in.Call)
		if err != nil {
			return nil, err
		}
		event, err := enumIndex(rs, "nsbk.psych", "event", in.Event)
		if err != nil {
			return nil, err
		}
		res, err := runCalc(rs, "nsbk.psych", map[string][]int64{"hand": {int64(h)}, "call": call,
			"level": {in.Level}, "seat": {in.Seat}, "event": event, "misstated": b2i(in.Misstated),
			"intent_disproved": b2i(in.IntentDisproved)})
		if err != nil {
			return nil, err
		}
		return pick(res.Flat(), map[string]string{"vienna": "vienna", "hcp": "hcp", "psych": "psych",
			"allowed": "allowed", "pct_top": "pct_top", "imp": "imp"}), nil
	})
	register("nsbk.brown-sticker", func(raw json.RawMessage) (any, error) {
		var in struct {
			Level     int64 `json:"level"`
			KnownSuit bool  `json:"known_suit"`
			Multi     bool  `json:"multi"`
			Strong    bool  `json:"strong"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		res, err := runCalc(rs, "nsbk.brown-sticker", map[string][]int64{"level": {in.Level},
			"known_suit": b2i(in.KnownSuit), "multi": b2i(in.Multi), "strong": b2i(in.Strong)})
		if err != nil {
			return nil, err
		}
		return pick(res.Flat(), map[string]string{"brown": "brown", "allowed": "allowed"}), nil
	})
	register("nsbk.unsportsmanlike", func(raw json.RawMessage) (any, error) {
		var in struct {
			Offence int64 `json:"offence"`
			Damage  bool  `json:"damage"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		res, err := runCalc(rs, "nsbk.unsportsmanlike", map[string][]int64{"offence": {in.Offence},
			"damage": b2i(in.Damage), "argued_td": {0}})
		if err != nil {
			return nil, err
		}
		return pick(res.Flat(), map[string]string{"verdict": "verdict", "pct_top": "pct_top", "imp": "imp"}), nil
	})
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
		set := map[string][]int64{"board": {in.Board},
			"entry": {bridge.EncodeEntry(bridge.Entry{Contract: c, Declarer: d, Tricks: in.Tricks})}}
		switch {
		case in.Entered.NS != nil && in.Entered.EW == nil:
			set["side"], set["entered"] = []int64{0}, []int64{*in.Entered.NS}
		case in.Entered.EW != nil && in.Entered.NS == nil:
			set["side"], set["entered"] = []int64{1}, []int64{*in.Entered.EW}
		default:
			return nil, engine.InvalidKey("entered", "err.required")
		}
		res, err := runCalc(rs, "nsbk.score-entry", set)
		if err != nil {
			return nil, err
		}
		return pick(res.Flat(), map[string]string{"class": "class", "reason": "reason", "pct_top": "pct_top"}), nil
	})
}
