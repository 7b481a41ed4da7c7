package main

import (
	"net/url"
	"sort"

	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// resultView shows any engine.Result: each party's values, the steps as sentences, the rules
// applied, the DECISION notes and the club values used.
func resultView(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result) app.UI {
	return resultViewWith(l, rs, calc, res, nil)
}

// resultViewWith is resultView with the club values in force, so that the club values used
// show their value next to the built-in one.
func resultViewWith(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result, club map[string]float64) app.UI {
	var body []app.UI
	if t := partyTable(l, calc.ID, res.Parties); t != nil {
		body = append(body, t)
	} else {
		for _, p := range res.Parties {
			body = append(body, partyView(l, calc.ID, p))
		}
	}
	if res.Estimate {
		body = append(body, app.Elem("p").Class("note").Text(msg.T(l, "app.estimate")))
	}
	if len(res.Steps) > 0 {
		items := make([]app.UI, len(res.Steps))
		for i, s := range res.Steps {
			items[i] = app.Elem("li").Text(msg.T(l, s.Key, s.Args...))
		}
		body = append(body, app.Elem("h3").Text(msg.T(l, "app.steps")), app.Elem("ol").ID("steps").Class("steps").Body(items...))
	}
	if len(res.Decisions) > 0 {
		items := make([]app.UI, len(res.Decisions))
		for i, k := range res.Decisions {
			items[i] = app.Elem("li").Class("decision").Text(msg.T(l, k))
		}
		body = append(body, app.Elem("h3").Text(msg.T(l, "app.decisions")), app.Elem("ul").ID("decisions").Class("decisions").Body(items...))
	}
	if len(res.Rules) > 0 {
		items := make([]app.UI, len(res.Rules))
		for i, id := range res.Rules {
			items[i] = app.Elem("li").Body(ruleLink(l, rs, id))
		}
		body = append(body, app.Elem("h3").Text(msg.T(l, "app.rules")), app.Elem("ul").ID("rules").Class("rules").Body(items...))
	}
	if len(res.Club) > 0 {
		keys := append([]string(nil), res.Club...)
		sort.Strings(keys)
		items := make([]app.UI, len(keys))
		for i, k := range keys {
			items[i] = app.Elem("li").Body(clubValue(l, rs, k, club)...)
		}
		body = append(body, app.Elem("h3").Text(msg.T(l, "app.club")), app.Elem("ul").ID("club").Class("club-values").Body(items...))
	}
	return app.Elem("div").ID("result-body").Body(body...)
}

// ruleLink is a rule's ID and section, linked to its entry in the rules browser.
func ruleLink(l msg.Lang, rs *engine.Ruleset, id string) app.UI {
	text := id
	if r := findRule(rs, id); r != nil && r.Section != "" {
		text = id + " (" + ruleSection(l, r) + ")"
	}
	return app.Elem("a").Class("rule-link").Attr("href", href("/rules?q="+url.QueryEscape(id)+"#"+ruleAnchor(id))).Body(app.Elem("code").Text(text))
}

// findRule returns the rule id of rs (or of any ruleset), nil when unknown.
func findRule(rs *engine.Ruleset, id string) *engine.Rule {
	if rs != nil {
		for i := range rs.Rules {
			if rs.Rules[i].ID == id {
				return &rs.Rules[i]
			}
		}
	}
	for _, r := range groups() {
		for i := range r.Rules {
			if r.Rules[i].ID == id {
				return &r.Rules[i]
			}
		}
	}
	return nil
}

// clubValue is one club value used: the parameter's key, its value from the club file and the
// built-in value it replaced, with the rule it belongs to.
func clubValue(l msg.Lang, rs *engine.Ruleset, key string, club map[string]float64) []app.UI {
	out := []app.UI{app.Elem("code").Text(key)}
	var p *engine.Param
	if rs != nil {
		p = rs.Param(key)
	}
	if v, ok := club[key]; ok && p != nil {
		out = append(out, app.Text(" "+msg.T(l, "app.club.value",
			msg.A("value", paramValue(l, p, v)), msg.A("builtin", paramValue(l, p, p.At(rs.Version))))))
	}
	if p != nil && p.Rule != "" {
		out = append(out, app.Text(" · "+p.Rule))
	}
	return out
}

// paramValue prints a parameter value in l's number form with its unit.
func paramValue(l msg.Lang, p *engine.Param, v float64) string {
	prec := 2
	if p.Integer {
		prec = 0
	}
	return withUnit(msg.Number(l, v, prec), msg.UnitLabel(l, p.Unit, v, prec))
}

// partyTable shows two or more parties with the same role and the same values (the players
// of a Preferans sheet) as one table of running totals: a column per party, a row per value.
// It returns nil when the parties are not alike.
func partyTable(l msg.Lang, calcID string, ps []engine.Party) app.UI {
	if len(ps) < 2 {
		return nil
	}
	for _, p := range ps[1:] {
		if p.Role != ps[0].Role || len(p.Outs) != len(ps[0].Outs) {
			return nil
		}
		for j, o := range p.Outs {
			if o.Name != ps[0].Outs[j].Name {
				return nil
			}
		}
	}
	// a column per party (a phone has room for three or four), a row per value
	names := make([]string, len(ps))
	head := []app.UI{app.Elem("th").Attr("scope", "col").Text(roleTitle(l, ps[0].Role))}
	for i, p := range ps {
		names[i] = p.Name
		if names[i] == "" {
			names[i] = msg.Int(l, int64(i+1))
		}
		head = append(head, app.Elem("th").Attr("scope", "col").Text(names[i]))
	}
	rows := make([]app.UI, len(ps[0].Outs))
	for j, o := range ps[0].Outs {
		cells := []app.UI{app.Elem("th").Attr("scope", "row").Text(outLabel(l, calcID, o.Name))}
		for _, p := range ps {
			cells = append(cells, app.Elem("td").DataSet("out", p.Role+"."+p.Name+"."+o.Name).Text(outValue(l, calcID, p.Outs[j])))
		}
		rows[j] = app.Elem("tr").Body(cells...)
	}
	return app.Elem("div").Class("table-wrap").Body(
		app.Elem("table").ID("party-table").Class("totals").Body(
			app.Elem("thead").Body(app.Elem("tr").Body(head...)),
			app.Elem("tbody").Body(rows...),
		),
	)
}

func roleTitle(l msg.Lang, role string) string {
	if msg.Has("party." + role) {
		return msg.T(l, "party."+role)
	}
	return role
}

func partyView(l msg.Lang, calcID string, p engine.Party) app.UI {
	title := roleTitle(l, p.Role)
	if p.Name != "" {
		title = msg.T(l, "app.party.name", msg.A("role", title), msg.A("name", p.Name))
	}
	var rows []app.UI
	for _, o := range p.Outs {
		rows = append(rows, app.Elem("div").Class("out").DataSet("out", p.Role+"."+o.Name).Body(
			app.Elem("dt").Text(outLabel(l, calcID, o.Name)),
			app.Elem("dd").Text(outValue(l, calcID, o)),
		))
	}
	return app.Elem("div").Class("party").DataSet("role", p.Role).Body(
		app.Elem("h3").Text(title),
		app.Elem("dl").Body(rows...),
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
	case o.IsDateTime():
		return msg.DateTime(l, int64(o.Num))
	}
	return withUnit(msg.Fixed(l, o.Num, o.Prec), msg.UnitLabel(l, o.Unit, o.Num, o.Prec))
}

// withUnit joins a printed number and its unit label (if any) with a no-break space.
func withUnit(num, unit string) string {
	if unit == "" {
		return num
	}
	return num + "\u00a0" + unit
}

// unitLabel is unit u's general (plural) label, for a unit beside a value being edited.
func unitLabel(l msg.Lang, u string) string { return msg.UnitLabel(l, u, 0, 0) }
