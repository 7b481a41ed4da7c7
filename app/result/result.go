package result

import (
	"net/url"
	"sort"
	"strconv"
	"strings"

	"arbiter/app/paths"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// resultView shows any engine.Result: each party's values, the steps as sentences, the rules
// applied, the DECISION notes and the club values used.
func resultView(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result) app.UI {
	return ResultViewWith(l, rs, calc, res, nil)
}

// ResultViewWith is resultView with the club values in force, so that the club values used
// show their value next to the built-in one.
func ResultViewWith(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result, club map[string]float64) app.UI {
	return ResultBody(l, rs, calc, res, club, true)
}

// ResultBody is resultViewWith; showKeys: the club values used also show their keys as a club file
// writes them (for the director; a player's receipt names them only).
func ResultBody(l msg.Lang, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result, club map[string]float64, showKeys bool) app.UI {
	var body []app.UI
	if t := partyTable(l, calc.ID, res.Parties); t != nil {
		body = append(body, t)
	} else {
		for _, p := range res.Parties {
			body = append(body, partyView(l, calc.ID, p))
		}
	}
	if res.Estimate {
		body = append(body, view.Tx("p.note", msg.T(l, "app.estimate")))
	}
	if len(res.Steps) > 0 {
		items := make([]app.UI, len(res.Steps))
		for i, s := range res.Steps {
			items[i] = view.Tx("li", msg.T(l, s.Key, s.Args...))
		}
		body = resultSection(body, l, "app.steps", view.El("ol#steps.steps", items...))
	}
	if len(res.Decisions) > 0 {
		items := make([]app.UI, len(res.Decisions))
		for i, k := range res.Decisions {
			items[i] = view.Tx("li.decision", msg.T(l, k))
		}
		body = resultSection(body, l, "app.decisions", view.El("ul#decisions.decisions", items...))
	}
	if len(res.Rules) > 0 {
		items := make([]app.UI, len(res.Rules))
		for i, id := range res.Rules {
			items[i] = view.El("li", RuleLink(l, rs, id))
		}
		body = resultSection(body, l, "app.rules", view.El("ul#rules.rules", items...))
	}
	if len(res.Club) > 0 {
		keys := append([]string(nil), res.Club...)
		sort.Strings(keys)
		items := make([]app.UI, len(keys))
		for i, k := range keys {
			items[i] = view.El("li", clubValue(l, rs, k, club, showKeys)...)
		}
		body = resultSection(body, l, "app.club", view.El("ul#club.club-values", items...))
	}
	return view.El("div#result-body", body...)
}

// resultSection appends to body one list of the result under its heading (message key).
func resultSection(body []app.UI, l msg.Lang, key string, list app.UI) []app.UI {
	return append(body, view.Tx("h3", msg.T(l, key)), list)
}

// RuleLink is a rule's ID and section, linked to its entry in the rules browser.
func RuleLink(l msg.Lang, rs *engine.Ruleset, id string) app.UI {
	text := id
	if r := FindRule(rs, id); r != nil && r.Section != "" {
		text = id + " (" + RuleSection(l, r) + ")"
	}
	return view.El("a.rule-link", view.Tx("code", text)).Attr("href", paths.Href("/rules?q="+url.QueryEscape(id)+"#"+RuleAnchor(id)))
}

// FindRule returns the rule id of rs (or of any ruleset), nil when unknown.
func FindRule(rs *engine.Ruleset, id string) *engine.Rule {
	if rs != nil {
		for i := range rs.Rules {
			if rs.Rules[i].ID == id {
				return &rs.Rules[i]
			}
		}
	}
	for _, r := range paths.Groups() {
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
func clubValue(l msg.Lang, rs *engine.Ruleset, key string, club map[string]float64, keys bool) []app.UI {
	var p *engine.Param
	if rs != nil {
		p = rs.Param(key)
	}
	if p == nil {
		return []app.UI{view.Tx("code", key)}
	}
	out := []app.UI{view.Tx("strong", ParamName(l, rs, p)), app.Text(" ")}
	if v, ok := club[key]; ok {
		out = append(out, app.Text(msg.T(l, "app.club.value",
			msg.A("value", ParamValue(l, p, v)), msg.A("builtin", ParamValue(l, p, p.At(rs.Version))))+" "))
	}
	if !keys {
		return out
	}
	// the key as a club file writes it, for whoever edits one
	return append(out, view.Tx("code.muted", key))
}

// ParamName is how a director names parameter p of rs: its own name (Param.NameKey) where
// the catalogue has one, else the calculator its rule is computed by, with the rule's section.
func ParamName(l msg.Lang, rs *engine.Ruleset, p *engine.Param) string {
	if k := p.NameKey(); msg.Has(k) {
		return msg.T(l, k)
	}
	name := p.Rule
	if r := FindRule(rs, p.Rule); r != nil {
		if cs := RuleCalcs(rs, r); len(cs) > 0 {
			name = msg.T(l, cs[0].TitleKey())
		}
	}
	if p.Section != "" {
		name += " (" + p.Section + ")"
	}
	return name
}

// EventClub is an event's club values as a line: each parameter by name, with its value.
func EventClub(l msg.Lang, rs *engine.Ruleset, club map[string]float64) string {
	keys := make([]string, 0, len(club))
	for k := range club {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		if p := rs.Param(k); p != nil {
			parts[i] = ParamName(l, rs, p) + ": " + ParamValue(l, p, club[k])
		} else {
			parts[i] = k + " = " + strconv.FormatFloat(club[k], 'f', -1, 64)
		}
	}
	return strings.Join(parts, "; ")
}

// ParamValue prints a parameter value in l's number form with its unit; a coded value
// (Unit "code") by its label, Param.CodeKey.
func ParamValue(l msg.Lang, p *engine.Param, v float64) string {
	if k := p.CodeKey(int(v)); p.Unit == "code" && msg.Has(k) {
		return msg.T(l, k)
	}
	prec := 2
	if p.Integer {
		prec = 0
	}
	return msg.WithUnit(msg.Number(l, v, prec), msg.UnitLabel(l, p.Unit, v, prec))
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
	head := []app.UI{view.Th("col", msg.PartyLabel(l, ps[0].Role))}
	for i := range ps {
		names[i] = partyName(l, &ps[i])
		if names[i] == "" {
			names[i] = msg.Int(l, int64(i+1))
		}
		head = append(head, view.Th("col", names[i]))
	}
	rows := make([]app.UI, len(ps[0].Outs))
	for j, o := range ps[0].Outs {
		cells := []app.UI{view.Th("row", engine.OutLabel(l, calcID, o.Name))}
		for _, p := range ps {
			cells = append(cells, view.Tx("td", p.Outs[j].Text(l, calcID)).DataSet("out", p.Role+"."+p.Name+"."+o.Name))
		}
		rows[j] = view.El("tr", cells...)
	}
	return ResultTable(view.El("table#party-table.totals"), head, rows)
}

// ResultTable is a table of totals (the party table, the club file's changes) in its
// scrolling wrapper: table, with one head row of cells head, then rows.
func ResultTable(table app.HTMLElem, head, rows []app.UI) app.UI {
	return view.El("div.table-wrap", table.Body(
		view.El("thead", view.El("tr", head...)),
		view.El("tbody", rows...),
	))
}

func partyView(l msg.Lang, calcID string, p engine.Party) app.UI {
	title := msg.PartyLabel(l, p.Role)
	if n := partyName(l, &p); n != "" {
		title = msg.T(l, "app.party.name", msg.A("role", title), msg.A("name", n))
	}
	var rows []app.UI
	for _, o := range p.Outs {
		rows = append(rows, view.El("div.out",
			view.Tx("dt", engine.OutLabel(l, calcID, o.Name)),
			view.Tx("dd", o.Text(l, calcID)),
		).DataSet("out", p.Role+"."+o.Name))
	}
	return view.El("div.party",
		view.Tx("h3", title),
		view.El("dl", rows...),
	).DataSet("role", p.Role)
}

// UnitLabel is unit u's general (plural) label, for a unit beside a value being edited.
func UnitLabel(l msg.Lang, u string) string { return msg.UnitLabel(l, u, 0, 0) }
