package result

import (
	"strings"

	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A calculator's answer in brief: the decision and the one or two numbers that matter, kept in
// sight at the bottom of the screen while the director edits (sticky, above the on-screen
// keyboard: the viewport resizes with it, generate.go), with a link to the full explanation
// below. It is derived from any engine.Result, knowing no calculator: the first verdict-like
// out, then each party's first out in a unit of a penalty or a score.

// decisionOut reports whether out name states a decision: a verdict, an outcome, a
// classification, an award, whether something is allowed. (A switch, not a map literal: a map
// literal is init code in the wasm.)
func decisionOut(name string) bool {
	switch name {
	case "verdict", "outcome", "class", "award", "allowed":
		return true
	}
	return false
}

// scoreUnit reports whether unit u is one of the numbers a result turns on (a penalty, a score,
// a fee).
func scoreUnit(u string) bool {
	switch u {
	case "%", "pct", "pct_top", "mp", "imp", "vp", "ft":
		return true
	}
	return false
}

const (
	summaryParties = 3 // parties named in the summary at most
	summaryNumbers = 2 // numbers of a lone party
)

// SummaryView is the summary of res (nil: none yet; failed: the inputs do not compute), an
// ARIA live region that speaks each new answer without taking the focus.
func SummaryView(l msg.Lang, calcID string, res *engine.Result, failed bool) app.UI {
	state, text := "none", msg.T(l, "app.summary.none")
	if failed {
		state, text = "error", msg.T(l, "app.summary.error")
	}
	if res != nil {
		state, text = "result", SummaryText(l, calcID, res)
	}
	return view.El("div#summary.summary",
		view.Tx("p#summary-text.summary-text", text).Aria("live", "polite").Aria("atomic", true),
		view.Tx("a#summary-link.summary-link", msg.T(l, "app.summary.full")+" ↓").Attr("href", "#result").OnClick(toResult),
	).Aria("label", msg.T(l, "app.summary")).Role("group").DataSet("state", state)
}

// toResult shows the full result: scrolls to it and moves the focus to its heading (the link
// was followed on purpose), without changing the route.
func toResult(ctx app.Context, e app.Event) {
	e.PreventDefault()
	h := app.Window().GetElementByID("result-h")
	if !h.Truthy() {
		return
	}
	h.Call("setAttribute", "tabindex", "-1")
	h.Call("scrollIntoView")
	h.Call("focus", map[string]any{"preventScroll": true})
}

// SummaryText is res in brief: "Penalty · Percent of top 30 % · Matchpoints 3,60 MP", or per
// party when several have a number: "Penalty · Offender 0,50 VP · Player 0,50 VP".
func SummaryText(l msg.Lang, calcID string, res *engine.Result) string {
	var parts []string
	var decided *engine.Out
	for i := range res.Parties {
		for j := range res.Parties[i].Outs {
			if o := &res.Parties[i].Outs[j]; decided == nil && decisionOut(o.Name) && (o.Str != "" || o.IsB) {
				decided = o
			}
		}
	}
	if decided != nil {
		if decided.IsB { // "Allowed: no"
			parts = append(parts, engine.OutLabel(l, calcID, decided.Name)+": "+decided.Text(l, calcID))
		} else {
			parts = append(parts, capital(decided.Text(l, calcID)))
		}
	}
	type shown struct {
		p    *engine.Party
		outs []*engine.Out
	}
	var ps []shown
	for i := range res.Parties {
		p := &res.Parties[i]
		if outs := mainOuts(p, decided); len(outs) > 0 {
			ps = append(ps, shown{p, outs})
		}
	}
	if len(ps) == 1 {
		for _, o := range ps[0].outs {
			parts = append(parts, labelled(engine.OutLabel(l, calcID, o.Name), o.Text(l, calcID)))
		}
	} else {
		for i, s := range ps {
			if i == summaryParties {
				parts = append(parts, "…")
				break
			}
			o := s.outs[0]
			v := o.Text(l, calcID)
			if o.Unit == "" && !o.IsDateTime() { // a bare number: say what it counts
				v = engine.OutLabel(l, calcID, o.Name) + " " + v
			}
			parts = append(parts, partyTitle(l, s.p)+": "+v)
		}
	}
	if decided != nil && !decided.IsB && len(parts) > 1 && strings.HasPrefix(strings.ToLower(parts[1]), strings.ToLower(parts[0])) {
		parts = parts[1:] // the first number's label says the decision: "Kazna, % topa: 30 %", not "Kazna · Kazna, % topa"
	}
	if len(parts) == 0 && len(res.Parties) > 0 && len(res.Parties[0].Outs) > 0 {
		o := res.Parties[0].Outs[0]
		parts = append(parts, labelled(engine.OutLabel(l, calcID, o.Name), o.Text(l, calcID)))
	}
	return strings.Join(parts, " · ")
}

// labelled is "label: value", or the value alone when it already says what it is ("Rezultat
// 420", not "Rezultat: Rezultat 420").
func labelled(label, v string) string {
	if label != "" && strings.HasPrefix(strings.ToLower(v), strings.ToLower(label)) {
		return v
	}
	return label + ": " + v
}

// capital is s with its first letter in capitals (a verdict's code reads as a sentence).
func capital(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// mainOuts are the numbers of p that matter, in its order: those in a score unit, else its
// first number or moment; the board's top and the decision already shown are left out.
func mainOuts(p *engine.Party, decided *engine.Out) []*engine.Out {
	var best, other []*engine.Out
	for j := range p.Outs {
		o := &p.Outs[j]
		if o == decided || o.Str != "" || o.IsB || o.Name == "top" {
			continue
		}
		if scoreUnit(o.Unit) {
			best = append(best, o)
		} else {
			other = append(other, o)
		}
	}
	if len(best) == 0 {
		best = other
	}
	if len(best) > summaryNumbers {
		best = best[:summaryNumbers]
	}
	return best
}

// partyTitle is a party's role with its name: "Offender", "Pair 3", "Player p1".
func partyTitle(l msg.Lang, p *engine.Party) string {
	t := msg.PartyLabel(l, p.Role)
	if n := partyName(l, p); n != "" {
		t = msg.T(l, "app.party.name", msg.A("role", t), msg.A("name", n))
	}
	return t
}

// partyName is a party's name in l: its NameKey's words where it has one (a match's side,
// "domaći tim"), else its Name ("3", "p1"), else "".
func partyName(l msg.Lang, p *engine.Party) string {
	if p.NameKey != "" {
		return msg.T(l, p.NameKey)
	}
	return p.Name
}
