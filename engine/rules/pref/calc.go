package pref

import (
	"time"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// Field helpers: every label is "pref.f.<name>".
func lbl(name string) string { return "pref.f." + name }

func fEnum(name string, opts []string, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KEnum, Options: opts, Default: []int64{def}, Label: lbl(name)}
}

func fBool(name string, def bool) engine.Field {
	d := int64(0)
	if def {
		d = 1
	}
	return engine.Field{Name: name, Kind: engine.KBool, Default: []int64{d}, Label: lbl(name)}
}

func fInt(name string, min, max, def int64) engine.Field {
	return engine.Field{Name: name, Kind: engine.KInt, Min: min, Max: max, Default: []int64{def}, Label: lbl(name)}
}

func withLabel(f engine.Field, label string) engine.Field {
	f.Label = lbl(label)
	return f
}

var (
	gameOpts    = []string{"pik", "karo", "herc", "tref", "betl", "sans"}
	kontraOpts  = []string{"none", "kontra", "rekontra"}
	playerOpts  = []string{"p1", "p2", "p3"}
	trumpOpts   = []string{"pik", "karo", "herc", "tref", "sans"}
	bidOpts     = []string{"none", "pik", "karo", "herc", "tref"}
	followOpts  = []string{"none", "left", "right", "both"}
	seatOpts    = []string{"right", "left"}
	leagueOpts  = []string{"none", "low", "high"}
	caseOpts    = []string{"invited", "doubled"}
	rescoreOpts = []string{"unjust-double", "sure-betl"}
	faultOpts   = []string{"bid", "follow", "sans-lead", "gross-error", "unsporting", "unsporting-no-effect"}
	suitOfOpt   = map[string]cards.Suit{"pik": cards.Spades, "karo": cards.Diamonds, "herc": cards.Hearts, "tref": cards.Clubs}
)

// minutesOf converts a wall-clock date to the KDateTime form.
func minutesOf(y int, mo time.Month, d, h, mi int) int64 {
	t := time.Date(y, mo, d, h, mi, 0, 0, time.UTC)
	return int64(t.Sub(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)) / time.Minute)
}

const maxMinutes = 100 * 366 * 24 * 60

func contractFields() engine.Schema {
	return engine.Schema{fEnum("game", gameOpts, 0), fBool("igra", false), fEnum("kontra", kontraOpts, 0), fBool("refe", false)}
}

func contractOf(in engine.Input) Contract {
	return Contract{Game: Game(in.Int("game") + 1), Igra: in.Bool("igra"), Kontra: Kontra(in.Int("kontra")), Refe: in.Bool("refe")}
}

func valueSteps(p *engine.Params, c Contract) []engine.Step {
	st := []engine.Step{engine.S("pref.step.base", msg.A("game", c.Game.String()), msg.A("value", p.I("value."+c.Game.String())))}
	if c.Igra {
		st = append(st, engine.S("pref.step.igra", msg.A("step", p.I("value.igra_step"))))
	}
	switch c.Kontra {
	case Kontrirano:
		st = append(st, engine.S("pref.step.kontra", msg.A("mult", p.I("kontra.x1"))))
	case Rekontra:
		st = append(st, engine.S("pref.step.rekontra", msg.A("mult", p.I("kontra.x2"))))
	}
	if c.Refe {
		st = append(st, engine.S("pref.step.refe", msg.A("mult", p.I("refe.mult"))))
	}
	return append(st, engine.S("pref.step.value", msg.A("value", c.Value(p))))
}

func result(outs ...engine.Out) *engine.Result {
	return &engine.Result{Parties: []engine.Party{{Role: "result", Outs: outs}}}
}

func num(name string, v int) engine.Out { return engine.Num(name, float64(v), "", 0) }

func calculators() []*engine.Calculator {
	return []*engine.Calculator{
		calcValue(), calcSheet(), calcRuling(), calcGoBula(), calcOutOfGame(), calcRevoke(), calcHearing(),
		calcBulaReasons(), calcRescore(), calcLeadFix(), calcLead(), calcReasons(),
	}
}

func calcValue() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.value", Rules: []string{"pref.scoring"}, Group: "game-value", Inputs: contractFields(),
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := contractOf(in)
			res := result(num("value", c.Value(p)))
			res.Steps = valueSteps(p, c)
			if c.Kontra != NoKontra {
				res.Decisions = []string{"pref.dec.kontra-levels"}
			}
			return res, nil
		},
	}
}

var defaultHands = []int64{110006023, 0, 230007023, 350000053}
var defaultRulings = []int64{3, -16, 0, 16}

func calcSheet() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.sheet", Rules: []string{"pref.scoring", "pref.in-game"}, Group: "sheet",
		Inputs: engine.Schema{
			fInt("start_bula", 2, 1000, 60),
			{Name: "hands", Kind: engine.KIntList, Min: 0, Max: MaxHandCode, MaxItems: 300, Default: defaultHands, Label: lbl("hands"), Help: "pref.help.hands"},
			{Name: "rulings", Kind: engine.KIntList, Min: -1000, Max: 1000, MaxItems: 400, Default: defaultRulings, Label: lbl("rulings"), Help: "pref.help.rulings"},
			fBool("by_hand", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			pl := Play{Start: int(in.Int("start_bula"))}
			for i, c := range in.List("hands") {
				h, err := DecodeHand(c, "hands", i+1)
				if err != nil {
					return nil, err
				}
				pl.Hands = append(pl.Hands, h)
			}
			rs, err := DecodeRulings(in.List("rulings"), "rulings")
			if err != nil {
				return nil, err
			}
			pl.Rulings = rs
			s, hrs, err := pl.Sheet(p)
			if err != nil {
				return nil, err
			}
			res := &engine.Result{}
			res.Step("pref.step.start", msg.A("bula", pl.Start))
			dec := map[string]bool{"pref.dec.made-tricks": true}
			for n, hr := range hrs {
				h := pl.Hands[n]
				if hr.Passed {
					res.Step("pref.step.passed", msg.A("n", n+1))
				} else {
					key := "pref.step.failed"
					if hr.Made {
						key = "pref.step.made"
					}
					res.Step(key, msg.A("n", n+1), msg.A("player", h.Declarer+1),
						msg.A("contract", hr.Contract.String()), msg.A("value", hr.Value), msg.A("tricks", h.Tricks[h.Declarer]))
					for i := 0; i < 3; i++ {
						if hr.Soup[i][h.Declarer] > 0 {
							res.Step("pref.step.soup", msg.A("player", i+1), msg.A("soup", hr.Soup[i][h.Declarer]), msg.A("tricks", h.Tricks[i]))
						}
						if hr.DefFailed[i] {
							res.Step("pref.step.def-failed", msg.A("player", i+1), msg.A("value", hr.Value))
							dec["pref.dec.defender-fail"] = true
						}
					}
					if h.Game == Betl {
						dec["pref.dec.betl-soups"] = true
					}
					if h.Kontra != NoKontra || hr.Contract.Refe {
						dec["pref.dec.mult-soups"] = true
					}
					if hr.Unplayed {
						dec["pref.dec.no-follow"] = true
					}
				}
				for _, r := range pl.Rulings {
					if r.AfterHand == n+1 {
						res.Step("pref.step.ruling", msg.A("n", n+1),
							msg.A("d1", r.Deltas[0]), msg.A("d2", r.Deltas[1]), msg.A("d3", r.Deltas[2]))
					}
				}
			}
			st := s.Settle(p)
			if in.Bool("by_hand") {
				dec["pref.dec.manual-settle"] = true
				res.Step("pref.step.by-hand")
			}
			res.Step("pref.step.settle", msg.A("factor", p.I("settle.bula_factor")))
			for i := 0; i < 3; i++ {
				res.Step("pref.step.player-score", msg.A("player", i+1), msg.A("written", st.Written[i]), msg.A("factor", p.I("settle.bula_factor")),
					msg.A("bula", s.Bula[i]), msg.A("against", st.Against[i]), msg.A("score", st.Score[i]), msg.A("relative", msg.Dec{V: st.Relative[i], Prec: 2}))
				res.Parties = append(res.Parties, engine.Party{Role: "player", Name: playerOpts[i], Outs: []engine.Out{
					num("bula", s.Bula[i]), num("soup_written", st.Written[i]), num("soup_against", st.Against[i]),
					num("refe", s.Refe[i]), num("score", st.Score[i]), engine.Num("relative", st.Relative[i], "", 2),
				}})
			}
			for _, k := range []string{"pref.dec.made-tricks", "pref.dec.defender-fail", "pref.dec.betl-soups", "pref.dec.mult-soups", "pref.dec.no-follow", "pref.dec.manual-settle"} {
				if dec[k] {
					res.Decide(k)
				}
			}
			return res, nil
		},
	}
}

func calcRuling() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.ruling", Rules: []string{"pref.in-game"}, Group: "rulings",
		Inputs: engine.Schema{
			{Name: "deltas", Kind: engine.KIntList, Min: -1000, Max: 1000, MinItems: 3, MaxItems: 3, Default: []int64{2, 0, -2}, Label: lbl("deltas")},
			withLabel(fInt("hand", 1, 9999, 1), "after_hand"),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			l := in.List("deltas")
			d := []int{int(l[0]), int(l[1]), int(l[2])}
			if err := CheckDeltas(p, d); err != nil {
				return nil, err
			}
			res := &engine.Result{}
			n, sum := 0, 0
			for i, x := range d {
				sum += x
				if x != 0 {
					n++
					res.Step("pref.step.delta", msg.A("player", i+1), msg.A("delta", x))
				}
			}
			res.Step("pref.step.attach", msg.A("hand", in.Int("hand")))
			res.Parties = []engine.Party{{Role: "result", Outs: []engine.Out{engine.Bool("valid", true), num("players", n), engine.Num("hand", float64(in.Int("hand")), "", 0), num("sum", sum)}}}
			return res, nil
		},
	}
}

func calcGoBula() *engine.Calculator {
	s := append(contractFields(), fEnum("guilty", playerOpts, 2), fEnum("innocent", playerOpts, 1), fBool("refused", false))
	return &engine.Calculator{
		ID: "pref.go-bula", Rules: []string{"pref.in-game", "pref.principles"}, Group: "rulings", Inputs: s,
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := contractOf(in)
			v := c.Value(p)
			g, inn := int(in.Int("guilty")), int(in.Int("innocent"))
			d, err := GoBula(v, g, inn)
			if err != nil {
				return nil, err
			}
			res := result(num("value", v), num("bula_p1", d[0]), num("bula_p2", d[1]), num("bula_p3", d[2]), engine.Bool("ruling", in.Bool("refused")))
			res.Steps = append(valueSteps(p, c), engine.S("pref.step.go-bula", msg.A("guilty", g+1), msg.A("innocent", inn+1), msg.A("value", v)))
			if in.Bool("refused") {
				res.Step("pref.step.refused")
			} else {
				res.Step("pref.step.himself")
			}
			return res, nil
		},
	}
}

func calcOutOfGame() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.out-of-game", Rules: []string{"pref.out-of-game"}, Group: "rulings",
		Inputs: engine.Schema{
			{Name: "interrupted", Kind: engine.KDateTime, Min: 0, Max: maxMinutes, Default: []int64{minutesOf(2026, 3, 1, 20, 0)}, Label: lbl("interrupted")},
			{Name: "now", Kind: engine.KDateTime, Min: 0, Max: maxMinutes, Default: []int64{minutesOf(2026, 3, 1, 22, 30)}, Label: lbl("now")},
			fBool("replace", false), fBool("first_leaver_blamed", false),
			fBool("manual", true), fInt("start_bula", 2, 1000, 60),
			{Name: "bula_left", Kind: engine.KIntList, Min: -1000, Max: 1000, MinItems: 3, MaxItems: 3, Default: []int64{20, 12, 8}, Label: lbl("bula_left")},
			fBool("innocent_harmed", false),
			fEnum("league", leagueOpts, 0), fBool("cup_dq", false), fInt("ban_days", 0, 30, 0),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			l := in.List("bula_left")
			o := OutOfGame{Interrupted: in.Int("interrupted"), Now: in.Int("now"), Replace: in.Bool("replace"),
				FirstLeaverBlamed: in.Bool("first_leaver_blamed"), Manual: in.Bool("manual"), Start: int(in.Int("start_bula")),
				Left: [3]int{int(l[0]), int(l[1]), int(l[2])}, InnocentHarmed: in.Bool("innocent_harmed"), CupDQ: in.Bool("cup_dq"),
				BanDays: int(in.Int("ban_days"))}
			switch in.Enum("league") {
			case "low":
				o.League = int(p.I("league.low"))
			case "high":
				o.League = int(p.I("league.high"))
			}
			r, err := CheckOutOfGame(p, o)
			if err != nil {
				return nil, err
			}
			pct := 0.0
			if r.Total > 0 {
				pct = 100 * float64(r.Played) / float64(r.Total)
			}
			res := result(engine.Bool("allowed", r.Allowed), engine.Str("clause", r.Clause), engine.Bool("in_window", r.InWindow),
				engine.Num("days", float64(r.Minutes)/1440, "days", 1), engine.Bool("manual_ok", r.ManualOK),
				engine.Num("played_pct", pct, "pct", 1), num("league_points", o.League), engine.Bool("ban_ok", r.BanOK))
			res.Steps = []engine.Step{engine.S("pref.step.window", msg.A("days", msg.Dec{V: float64(r.Minutes) / 1440, Prec: 1}), msg.A("max", p.I("outgame.window_days")), msg.A("ok", r.InWindow))}
			if o.Replace {
				res.Step("pref.step.replace", msg.A("ok", r.ReplaceOK))
			}
			if o.Manual {
				res.Steps = append(res.Steps,
					engine.S("pref.step.played", msg.A("played", r.Played), msg.A("total", r.Total), msg.A("num", p.I("manual.played_num")), msg.A("den", p.I("manual.played_den"))),
					engine.S("pref.step.hour", msg.A("minutes", r.Minutes), msg.A("min", p.I("manual.min_minutes")), msg.A("ok", r.HourOK)),
					engine.S("pref.step.innocent", msg.A("harmed", o.InnocentHarmed)))
				if r.ExactlyThird {
					res.Decisions = []string{"pref.dec.third"}
				}
			}
			if o.League != 0 {
				res.Step("pref.step.league", msg.A("points", o.League))
			}
			if o.CupDQ {
				res.Step("pref.step.cup")
			}
			if o.BanDays != 0 {
				res.Step("pref.step.ban", msg.A("days", o.BanDays), msg.A("min", p.I("ban.min_days")), msg.A("max", p.I("ban.max_days")), msg.A("ok", r.BanOK))
			}
			return res, nil
		},
	}
}

func calcRevoke() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.revoke", Rules: []string{"pref.out-of-game", "pref.roles"}, Group: "rulings",
		Inputs: engine.Schema{fBool("same_judge", true), fBool("for_error", true)},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			ok, cl := CheckRevoke(in.Bool("same_judge"), in.Bool("for_error"))
			res := result(engine.Bool("allowed", ok), engine.Str("clause", cl))
			res.Steps = []engine.Step{engine.S("pref.step.revoke")}
			return res, nil
		},
	}
}

func calcHearing() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.hearing", Rules: []string{"pref.roles"}, Group: "rulings",
		Inputs: engine.Schema{fBool("rated", true), fBool("requested", true), fBool("judge_played", false), fBool("already_ruled", false), fBool("obvious_error", false)},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			ok, cl := CheckHearing(in.Bool("rated"), in.Bool("requested"), in.Bool("judge_played"), in.Bool("already_ruled"), in.Bool("obvious_error"))
			res := result(engine.Bool("allowed", ok), engine.Str("clause", cl))
			res.Steps = []engine.Step{engine.S("pref.step.notify", msg.A("minutes", p.I("roles.notify_minutes")))}
			return res, nil
		},
	}
}

func calcBulaReasons() *engine.Calculator {
	return &engine.Calculator{
		ID: "pref.bula-reasons", Rules: []string{"pref.principles"}, Group: "rulings",
		Inputs: engine.Schema{fEnum("fault", faultOpts, 1), fBool("caused_fall", true), fInt("good_cards", 0, 8, 2),
			fBool("partner_doubled", false), fBool("other_error_more", false), fBool("lost_right", false), fBool("shared", false)},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := FaultCase{Fault: Fault(in.Int("fault")), CausedFall: in.Bool("caused_fall"), GoodCards: int(in.Int("good_cards")),
				PartnerDoubled: in.Bool("partner_doubled"), OtherErrorMore: in.Bool("other_error_more"), LostRight: in.Bool("lost_right"), Shared: in.Bool("shared")}
			v := JudgeFault(p, c)
			res := result(engine.Str("verdict", v.Verdict), num("bula", v.Bula), engine.Str("clause", v.Clause))
			res.Steps = []engine.Step{engine.S("pref.step.fault", msg.A("fault", msg.Ref("pref.f.fault."+c.Fault.String())))}
			if c.Fault == FaultBid {
				res.Step("pref.step.good-cards", msg.A("cards", c.GoodCards), msg.A("min", p.I("bid.good_cards")))
			}
			return res, nil
		},
	}
}

func handFields() engine.Schema {
	return engine.Schema{fInt("decl_tricks", 0, 10, 5), fInt("left_tricks", 0, 10, 3), fEnum("followers", followOpts, 3)}
}

// handOf builds a hand with the declarer as player 1 (index 0).
func handOf(in engine.Input, c Contract) (Hand, error) {
	h := Hand{Declarer: 0, Game: c.Game, Igra: c.Igra, Kontra: c.Kontra}
	t, l := int(in.Int("decl_tricks")), int(in.Int("left_tricks"))
	if t+l > 10 {
		return h, engine.Invalid("left_tricks", 0, 10-t)
	}
	h.Tricks = [3]int{t, l, 10 - t - l}
	f := in.Int("followers")
	h.Followed[Left.At(0)], h.Followed[Right.At(0)] = f&1 != 0, f&2 != 0
	return h, nil
}

func calcRescore() *engine.Calculator {
	s := append(engine.Schema{withLabel(fEnum("case", rescoreOpts, 0), "rescore_case")}, contractFields()...)
	s[s.Index("kontra")].Default = []int64{1}
	s = append(s, handFields()...)
	return &engine.Calculator{
		ID: "pref.rescore", Rules: []string{"pref.principles"}, Group: "rulings", Inputs: s,
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := contractOf(in)
			h, err := handOf(in, c)
			if err != nil {
				return nil, err
			}
			rc := RescoreCase(in.Int("case"))
			r, err := Rescore(p, h, c.Refe, rc)
			if err != nil {
				return nil, err
			}
			res := result(num("value_played", r.Played.Value), num("value_new", r.New.Value),
				num("bula_declarer", r.Deltas[0]), num("bula_left", r.Deltas[Left.At(0)]), num("bula_right", r.Deltas[Right.At(0)]),
				num("soup_declarer", r.SoupDiff[0]), num("soup_left", r.SoupDiff[Left.At(0)]), num("soup_right", r.SoupDiff[Right.At(0)]))
			res.Steps = []engine.Step{
				engine.S("pref.step.rescore."+rc.String(), msg.A("from", r.Played.Contract.String()), msg.A("to", r.New.Contract.String())),
				engine.S("pref.step.rescore-values", msg.A("played", r.Played.Value), msg.A("new", r.New.Value)),
			}
			res.Decisions = []string{"pref.dec.rescore-bula"}
			return res, nil
		},
	}
}

func calcLeadFix() *engine.Calculator {
	s := engine.Schema{fBool("igra", false), fEnum("kontra", kontraOpts, 0), fBool("refe", false), fInt("tricks_lost", 0, 10, 1), fBool("failed_anyway", false)}
	return &engine.Calculator{
		ID: "pref.lead-fix", Rules: []string{"pref.principles"}, Group: "lead", Inputs: s,
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			c := Contract{Game: Sans, Igra: in.Bool("igra"), Kontra: Kontra(in.Int("kontra")), Refe: in.Bool("refe")}
			f := FixWrongLead(p, c, int(in.Int("tricks_lost")), in.Bool("failed_anyway"))
			res := result(num("value", f.Value), num("declarer_bula", f.DeclarerBula), num("compensation", f.Compensation), engine.Bool("applies", f.Applies))
			res.Steps = valueSteps(p, c)
			if f.Applies {
				res.Step("pref.step.lead-fix", msg.A("value", f.Value), msg.A("tricks", in.Int("tricks_lost")), msg.A("comp", f.Compensation))
				res.Decisions = []string{"pref.dec.lead-comp"}
			} else {
				res.Step("pref.step.lead-anyway")
				res.Decisions = []string{"pref.dec.lead-anyway"}
			}
			return res, nil
		},
	}
}

func calcLead() *engine.Calculator {
	h, _ := ParseHand("SK8 HA97 DQJ8 CKT")
	return &engine.Calculator{
		ID: "pref.lead", Rules: []string{"pref.principles"}, Group: "lead",
		Inputs: engine.Schema{
			{Name: "hand", Kind: engine.KPrefHand, Default: []int64{int64(h)}, Label: lbl("hand")},
			withLabel(fEnum("case", caseOpts, 0), "lead_case"), fEnum("bid", bidOpts, 0),
			{Name: "lead", Kind: engine.KPrefCard, Optional: true, Label: lbl("lead")},
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			hand := cards.Hand(in.Int("hand"))
			var bid *cards.Suit
			if s, ok := suitOfOpt[in.Enum("bid")]; ok {
				bid = &s
			}
			var lead *cards.Card
			if in.Has("lead") {
				c := cards.Card(in.Int("lead"))
				if !hand.Has(c) {
					return nil, engine.InvalidKey("lead", "pref.err.not-held", msg.A("card", CardString(c)))
				}
				lead = &c
			}
			r := Lead(p, hand, LeadCase(in.Int("case")), bid, lead)
			outs := []engine.Out{engine.Str("suit", GameOfSuit(r.Suit).String()), engine.Bool("highest", r.Highest), engine.Str("verdict", r.Verdict)}
			if r.Highest {
				outs = append(outs, engine.Str("card", CardString(r.Card)))
			}
			if r.Checked {
				outs = append(outs, engine.Bool("correct", r.Correct))
			}
			res := result(outs...)
			src := "pref.step.lead-default"
			if r.FromBid {
				src = "pref.step.lead-bid"
			}
			res.Steps = []engine.Step{engine.S(src, msg.A("suit", GameOfSuit(r.Suit).String()))}
			switch {
			case r.Void:
				res.Step("pref.step.lead-void")
			case r.Highest:
				res.Step("pref.step.lead-highest", msg.A("card", CardString(r.Card)), msg.A("max", p.I("lead.short_len")-1))
			default:
				res.Step("pref.step.lead-long", msg.A("min", p.I("lead.short_len")))
				res.Decisions = []string{"pref.dec.lead-long"}
			}
			return res, nil
		},
	}
}

func calcReasons() *engine.Calculator {
	h, _ := ParseHand("SAK7 HQJ D987 CA8")
	return &engine.Calculator{
		ID: "pref.reasons", Rules: []string{"pref.follow-reasons"}, Group: "reasons",
		Inputs: engine.Schema{
			{Name: "hand", Kind: engine.KPrefHand, Default: []int64{int64(h)}, Label: lbl("hand")},
			fEnum("trump", trumpOpts, 0), fEnum("seat", seatOpts, 0), fBool("first_followed", false),
			{Name: "bought1", Kind: engine.KPrefCard, Optional: true, Label: lbl("bought1")},
			{Name: "bought2", Kind: engine.KPrefCard, Optional: true, Label: lbl("bought2")},
			{Name: "trump_tricks", Kind: engine.KInt, Min: 0, Max: 8, Optional: true, Label: lbl("trump_tricks")},
			fBool("declarer_last_others_passed", false),
		},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			ri := ReasonsInput{Hand: cards.Hand(in.Int("hand")), FirstFollowed: in.Bool("first_followed"),
				DeclarerLastOthersPass: in.Bool("declarer_last_others_passed")}
			if t := in.Enum("trump"); t == "sans" {
				ri.Sans = true
			} else {
				ri.Trump = suitOfOpt[t]
			}
			ri.Seat = Right
			if in.Enum("seat") == "left" {
				ri.Seat = Left
			}
			for _, f := range []string{"bought1", "bought2"} {
				if in.Has(f) {
					c := cards.Card(in.Int(f))
					if ri.Hand.Has(c) {
						return nil, engine.InvalidKey(f, "pref.err.bought-held", msg.A("card", CardString(c)))
					}
					ri.Bought = append(ri.Bought, c)
				}
			}
			if len(ri.Bought) == 2 && ri.Bought[0] == ri.Bought[1] {
				return nil, engine.InvalidKey("bought2", "pref.err.same-card")
			}
			if in.Has("trump_tricks") {
				ri.TrumpTricks, ri.TrumpTricksGiven = int(in.Int("trump_tricks")), true
				if !ri.Sans && ri.TrumpTricks > deck.Length(ri.Hand, ri.Trump) {
					return nil, engine.Invalid("trump_tricks", 0, deck.Length(ri.Hand, ri.Trump))
				}
			}
			r := Reasons(p, ri)
			res := result(engine.Num("reasons", r.Reasons, "", 1), num("trump_tricks", r.TrumpTricks),
				engine.Bool("sufficient", r.Sufficient), engine.Str("clause", r.Clause))
			res.Estimate = r.Estimated
			switch {
			case ri.Sans:
				res.Step("pref.step.sans-side")
				res.Decide("pref.dec.no-trump")
			case r.Estimated:
				res.Step("pref.step.trump-estimate", msg.A("tricks", r.TrumpTricks))
				res.Decide("pref.dec.trump-estimate")
			default:
				res.Step("pref.step.trump-given", msg.A("tricks", r.TrumpTricks))
			}
			for _, sr := range r.Suits {
				key := "pref.step.suit-one"
				switch {
				case sr.Saved:
					key = "pref.step.suit-saved"
				case sr.Half:
					key = "pref.step.suit-half"
				}
				res.Step(key, msg.A("suit", GameOfSuit(sr.Suit).String()), msg.A("value", msg.Dec{V: sr.Value, Prec: 1}))
			}
			res.Steps = append(res.Steps, engine.S("pref.step.reasons-total", msg.A("reasons", msg.Dec{V: r.Reasons, Prec: 1})),
				engine.S("pref.step.clause", msg.A("clause", msg.Ref("pref.reasons.val.clause."+r.Clause))))
			if r.Clause == ClauseNoTrumpAces || r.Clause == ClauseNoTrumpShort {
				res.Decide("pref.dec.no-trump")
			}
			return res, nil
		},
	}
}
