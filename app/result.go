package main

import (
	"sort"

	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// resultView shows any engine.Result: each party's values, the steps as sentences, the rules
// applied, the DECISION notes and the club values used.
func resultView(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result) app.UI {
	var body []app.UI
	for _, p := range res.Parties {
		body = append(body, partyView(l, calc.ID, p))
	}
	if res.Estimate {
		body = append(body, app.P().Class("note").Text(msg.T(l, "app.estimate")))
	}
	if len(res.Steps) > 0 {
		items := make([]app.UI, len(res.Steps))
		for i, s := range res.Steps {
			items[i] = app.Li().Text(msg.T(l, s.Key, s.Args...))
		}
		body = append(body, app.H3().Text(msg.T(l, "app.steps")), app.Ol().ID("steps").Class("steps").Body(items...))
	}
	if len(res.Decisions) > 0 {
		items := make([]app.UI, len(res.Decisions))
		for i, k := range res.Decisions {
			items[i] = app.Li().Class("decision").Text(msg.T(l, k))
		}
		body = append(body, app.H3().Text(msg.T(l, "app.decisions")), app.Ul().ID("decisions").Body(items...))
	}
	if len(res.Rules) > 0 {
		items := make([]app.UI, len(res.Rules))
		for i, id := range res.Rules {
			text := id
			for _, r := range rs.Rules {
				if r.ID == id && r.Section != "" {
					text = id + " (" + r.Section + ")"
				}
			}
			items[i] = app.Li().Body(app.Code().Text(text))
		}
		body = append(body, app.H3().Text(msg.T(l, "app.rules")), app.Ul().ID("rules").Class("rules").Body(items...))
	}
	if len(res.Club) > 0 {
		keys := append([]string(nil), res.Club...)
		sort.Strings(keys)
		items := make([]app.UI, len(keys))
		for i, k := range keys {
			items[i] = app.Li().Body(app.Code().Text(k))
		}
		body = append(body, app.H3().Text(msg.T(l, "app.club")), app.Ul().ID("club").Body(items...))
	}
	return app.Div().ID("result-body").Body(body...)
}

func partyView(l msg.Lang, calcID string, p engine.Party) app.UI {
	title := msg.T(l, "party."+p.Role)
	if !msg.Has("party." + p.Role) {
		title = p.Role
	}
	if p.Name != "" {
		title = msg.T(l, "app.party.name", msg.A("role", title), msg.A("name", p.Name))
	}
	var rows []app.UI
	for _, o := range p.Outs {
		rows = append(rows, app.Div().Class("out").DataSet("out", p.Role+"."+o.Name).Body(
			app.Dt().Text(outLabel(l, calcID, o.Name)),
			app.Dd().Text(outValue(l, calcID, o)),
		))
	}
	return app.Div().Class("party").DataSet("role", p.Role).Body(
		app.H3().Text(title),
		app.Dl().Body(rows...),
	)
}

// outLabel is "<calcID>.out.<name>", else "out.<name>", else the name.
func outLabel(l msg.Lang, calcID, name string) string {
	for _, k := range []string{calcID + ".out." + name, "out." + name} {
		if msg.Has(k) {
			return msg.T(l, k)
		}
	}
	return name
}

// outValue prints a value: numbers in the language's form with their unit, codes through
// "<calcID>.val.<name>.<code>" then "val.<name>.<code>", booleans as yes/no.
func outValue(l msg.Lang, calcID string, o engine.Out) string {
	switch {
	case o.IsB:
		if o.Bool {
			return msg.T(l, "common.yes")
		}
		return msg.T(l, "common.no")
	case o.Str != "":
		for _, k := range []string{calcID + ".val." + o.Name + "." + o.Str, "val." + o.Name + "." + o.Str} {
			if msg.Has(k) {
				return msg.T(l, k)
			}
		}
		return o.Str
	}
	s := msg.Fixed(l, o.Num, o.Prec)
	if u := unitLabel(l, o.Unit); u != "" {
		if u == "%" {
			return s + "\u00a0%"
		}
		s += "\u00a0" + u
	}
	return s
}

func unitLabel(l msg.Lang, u string) string {
	if u == "" {
		return ""
	}
	if msg.Has("unit." + u) {
		return msg.T(l, "unit."+u)
	}
	return u
}
