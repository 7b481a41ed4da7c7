package main

import (
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// home is the start screen: the ruleset picker (remembered), that ruleset's calculators
// grouped as a director looks for them, then the scoring tools. A club file in force names
// the club.
type home struct {
	app.Compo
	lang msg.Lang
	rs   string // the picked ruleset's ID
	club string // the club's name, "" when no club file is in force
}

func (h *home) OnPreRender(ctx app.Context) { h.load(ctx) }

func (h *home) OnMount(ctx app.Context) {
	observeLang(ctx, &h.lang)
	h.load(ctx)
}

func (h *home) OnNav(ctx app.Context) {
	h.load(ctx)
	ctx.Page().SetTitle(msg.T(h.lang, "app.name"))
	markReady(ctx)
}

func (h *home) load(ctx app.Context) {
	h.rs = pickRuleset(ctx).ID
	h.club = ""
	if f, _ := clubFile(ctx); f != nil {
		h.club = f.Club
	}
}

// pick makes id the shown ruleset and remembers it on the device.
func (h *home) pick(ctx app.Context, id string) {
	if rulesets.Get(id) == nil {
		return
	}
	h.rs = id
	ctx.LocalStorage().Set(keyRuleset, id)
}

func (h *home) Render() app.UI {
	l := h.lang
	rs := rulesets.Get(h.rs)
	if rs == nil {
		rs = defaultRulesetIn(nil)
	}
	var top []app.UI
	if h.club != "" {
		top = append(top, app.Elem("p").ID("club-name").Class("club-name").Text(msg.T(l, "app.club.name", msg.A("club", h.club))))
	}
	top = append(top,
		app.Elem("p").Class("lead").Text(msg.T(l, "app.tagline")),
		rulesetPicker(l, rs.ID, h.pick),
		rulesetSection(l, rs),
		rulesetSection(l, rulesets.Scoring()),
		openEventSummary(), // log.go: the open event, or a link to the log
	)
	return frame(l, msg.T(l, "app.name"), top...)
}

// rulesetPicker is the choice of regulation: one large radio button per ruleset.
func rulesetPicker(l msg.Lang, cur string, pick func(ctx app.Context, id string)) app.UI {
	all := rulesets.Index() // names only: a start-up builds the shown ruleset alone
	return app.Elem("fieldset").Class("field seg picker").ID("ruleset-picker").Body(
		app.Elem("legend").Text(msg.T(l, "app.ruleset")),
		app.Elem("div").Class("seg-row seg-col").Body(app.Range(all).Slice(func(i int) app.UI {
			rs := all[i]
			id := "rs-pick-" + rs.ID
			return app.Elem("span").Class("seg-opt").Body(
				checked(app.ElemSelfClosing("input").Attr("type", "radio").ID(id).Attr("name", "ruleset").Attr("value", rs.ID), rs.ID == cur).
					OnChange(func(ctx app.Context, e app.Event) { pick(ctx, rs.ID) }),
				app.Elem("label").Attr("for", id).Text(nameIn(l, rs.ID, rs.Names)),
			)
		})),
	)
}

// groupOrder is the order a director looks for things in: the incident's kind first (time,
// unplayed boards, score entry, conduct, …), the event's business after; Preferans follows
// the game: reasons to follow, the game's value, rulings, the sheet, leads.
var groupOrder = []string{
	"time", "unplayed", "score-entry", "conduct", "psychics", "seating", "absences", "protests",
	"substitutes", "standings", "fees", "adjusted", "discipline", "methods",
	"reasons", "game-value", "rulings", "sheet", "lead",
}

// orderedGroups returns rs's calculators by group: groups in groupOrder, any other after them
// in first-seen order; calculators keep the ruleset's order within a group.
func orderedGroups(rs *engine.Ruleset) ([]string, map[string][]*engine.Calculator) {
	byGroup := map[string][]*engine.Calculator{}
	var seen []string
	for _, c := range rs.Calculators {
		if _, ok := byGroup[c.Group]; !ok {
			seen = append(seen, c.Group)
		}
		byGroup[c.Group] = append(byGroup[c.Group], c)
	}
	var order []string
	known := map[string]bool{}
	for _, g := range groupOrder {
		known[g] = true
		if _, ok := byGroup[g]; ok {
			order = append(order, g)
		}
	}
	for _, g := range seen {
		if !known[g] {
			order = append(order, g)
		}
	}
	return order, byGroup
}

// rulesetSection is one ruleset's calculators, grouped (see orderedGroups).
func rulesetSection(l msg.Lang, rs *engine.Ruleset) app.UI {
	order, byGroup := orderedGroups(rs)
	var body []app.UI
	body = append(body, app.Elem("h2").Text(rulesetName(l, rs)))
	if len(rs.Calculators) == 0 {
		body = append(body, app.Elem("p").Class("muted").Text(msg.T(l, "app.nocalc")))
	}
	for _, g := range order {
		if (len(order) > 1 || rs.ID != "scoring") && g != "" && g != "scoring" {
			body = append(body, app.Elem("h3").Text(msg.T(l, "group."+g)))
		}
		var items []app.UI
		for _, c := range byGroup[g] {
			items = append(items, app.Elem("li").Body(
				app.Elem("a").Class("tool").Attr("href", href(calcPath(rs, c))).Text(msg.T(l, c.TitleKey())),
			))
		}
		body = append(body, app.Elem("ul").Class("tools").Body(items...))
	}
	return app.Elem("section").Class("ruleset").ID("rs-" + rs.ID).Body(body...)
}
