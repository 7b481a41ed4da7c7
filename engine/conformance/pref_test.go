package conformance

import (
	"encoding/json"

	"arbiter/engine"
	"arbiter/engine/rules/pref"
)

// runPref runs calculator id of pref-club on the named values (others keep their defaults).
func runPref(id string, set map[string][]int64) (*engine.Result, error) {
	c := pref.Ruleset.Calculator(id)
	if c == nil {
		return nil, engine.Errorf(engine.ENOTFOUND, "no calculator %s", id)
	}
	v := c.Inputs.Defaults()
	for name, x := range set {
		i := c.Inputs.Index(name)
		if i < 0 {
			return nil, engine.Errorf(engine.EINTERNAL, "calculator %s has no field %s", id, name)
		}
		v[i] = x
	}
	return c.Run(engine.NewParams(pref.Ruleset, nil), v)
}

func prefOption(id, field, code string) ([]int64, error) {
	f := pref.Ruleset.Calculator(id).Inputs.Field(field)
	for i, o := range f.Options {
		if o == code {
			return []int64{int64(i)}, nil
		}
	}
	return nil, engine.InvalidKey(field, "err.enum")
}

func prefBool(b bool) []int64 {
	if b {
		return []int64{1}
	}
	return []int64{0}
}

func init() {
	register("pref.value", func(raw json.RawMessage) (any, error) {
		var in struct {
			Game   string `json:"game"`
			Igra   bool   `json:"igra"`
			Kontra int    `json:"kontra"`
			Refe   bool   `json:"refe"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		g, err := prefOption("pref.value", "game", in.Game)
		if err != nil {
			return nil, err
		}
		res, err := runPref("pref.value", map[string][]int64{"game": g, "igra": prefBool(in.Igra), "kontra": {int64(in.Kontra)}, "refe": prefBool(in.Refe)})
		if err != nil {
			return nil, err
		}
		return res.Flat(), nil
	})
	register("pref.ruling", func(raw json.RawMessage) (any, error) {
		var in struct {
			Deltas []int64 `json:"deltas"`
		}
		if err := decode(raw, &in); err != nil {
			return nil, err
		}
		if in.Deltas == nil {
			in.Deltas = []int64{}
		}
		res, err := runPref("pref.ruling", map[string][]int64{"deltas": in.Deltas})
		if err != nil {
			return nil, err
		}
		return res.Flat(), nil
	})
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
		h, err := pref.ParseHand(in.Hand)
		if err != nil {
			return nil, err
		}
		trump := map[string]string{"S": "pik", "D": "karo", "H": "herc", "C": "tref", "": "sans"}[in.Trump]
		if trump == "" {
			return nil, engine.InvalidKey("trump", "err.enum")
		}
		t, err := prefOption("pref.reasons", "trump", trump)
		if err != nil {
			return nil, err
		}
		s, err := prefOption("pref.reasons", "seat", in.Seat)
		if err != nil {
			return nil, err
		}
		if len(in.Bought) > 2 {
			return nil, engine.Invalid("bought", 0, 2)
		}
		set := map[string][]int64{"hand": {int64(h)}, "trump": t, "seat": s, "first_followed": prefBool(in.FirstFollowed),
			"declarer_last_others_passed": prefBool(in.DeclarerLastOthersPassed), "bought1": nil, "bought2": nil, "trump_tricks": nil}
		for i, b := range in.Bought {
			c, err := pref.ParseCard(b)
			if err != nil {
				return nil, err
			}
			set[[]string{"bought1", "bought2"}[i]] = []int64{int64(c)}
		}
		if in.TrumpTricks != nil {
			set["trump_tricks"] = []int64{*in.TrumpTricks}
		}
		res, err := runPref("pref.reasons", set)
		if err != nil {
			return nil, err
		}
		return res.Flat(), nil
	})
}
