package conformance

import (
	"encoding/json"

	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// receipt.deadline is no calculator: it is the time limit a ruling's receipt shows
// (rulesets.Deadline), from the ruleset, the ruling's calculator and the deadline facts a link
// carries (link.Facts, in the link's own text forms; the ruling's time is the link's case time,
// "ruled"), with optional club values. It answers the remedy too: its message key, who decides
// it, the witnesses it needs and the days the deciding body has.
func init() {
	register("receipt.deadline", func(raw json.RawMessage) (any, error) {
		var in struct {
			Ruleset    string             `json:"ruleset"`
			Calc       string             `json:"calc"`
			SessionEnd string             `json:"session_end"`
			NextStart  string             `json:"next_start"`
			EventEnd   string             `json:"event_end"`
			PlayingDay string             `json:"playing_day"`
			Decided    string             `json:"decided"`
			LastDay    bool               `json:"last_day"`
			Ruled      string             `json:"ruled"`
			Club       map[string]float64 `json:"club"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		rs := rulesets.Get(in.Ruleset)
		if rs == nil {
			return nil, engine.InvalidKey("ruleset", "err.required")
		}
		f := link.Facts{SessionEnd: in.SessionEnd, NextStart: in.NextStart, EventEnd: in.EventEnd,
			PlayingDay: in.PlayingDay, Decided: in.Decided, LastDay: in.LastDay}
		d, ok := rulesets.Deadline(rs, engine.NewParams(rs, in.Club), in.Calc, f.EngineFor(link.Case{Time: in.Ruled}))
		if !ok {
			return map[string]any{"kind": ""}, nil
		}
		at := ""
		if d.Timed() {
			at = msg.Wall(d.At).Format("2006-01-02 15:04")
		}
		return map[string]any{"kind": d.Kind, "at": at, "missing": d.Missing, "rule": d.Rule, "section": d.Section,
			"decisions": d.Decisions, "remedy": d.Remedy, "decided_by": d.DecidedBy, "witnesses": d.Witnesses,
			"investigate_days": d.InvestigateDays}, nil
	})
}
