package main

import (
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// home lists the scoring tools, then each regulation's calculators by group.
type home struct {
	app.Compo
	lang msg.Lang
}

func (h *home) OnMount(ctx app.Context) { observeLang(ctx, &h.lang) }

func (h *home) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(msg.T(h.lang, "app.name"))
	markReady(ctx)
}

func (h *home) Render() app.UI {
	l := h.lang
	var sections []app.UI
	for _, rs := range groups() {
		sections = append(sections, rulesetSection(l, rs))
	}
	return frame(l, msg.T(l, "app.name"),
		app.P().Class("lead").Text(msg.T(l, "app.tagline")),
		app.Div().Body(sections...),
	)
}

// rulesetSection is one ruleset's calculators, grouped by Calculator.Group in first-seen order.
func rulesetSection(l msg.Lang, rs *engine.Ruleset) app.UI {
	title := rs.Names.En
	switch l {
	case msg.SR:
		title = rs.Names.Sr
	case msg.HU:
		title = rs.Names.Hu
	}
	if title == "" {
		title = rs.Names.En
	}
	if title == "" {
		title = rs.ID
	}
	if rs.ID == "scoring" {
		title = msg.T(l, "group.scoring")
	}
	var order []string
	byGroup := map[string][]*engine.Calculator{}
	for _, c := range rs.Calculators {
		if _, ok := byGroup[c.Group]; !ok {
			order = append(order, c.Group)
		}
		byGroup[c.Group] = append(byGroup[c.Group], c)
	}
	var body []app.UI
	body = append(body, app.H2().Text(title))
	if len(rs.Calculators) == 0 {
		body = append(body, app.P().Class("muted").Text(msg.T(l, "app.nocalc")))
	}
	for _, g := range order {
		if len(order) > 1 || rs.ID != "scoring" {
			if g != "" {
				body = append(body, app.H3().Text(msg.T(l, "group."+g)))
			}
		}
		var items []app.UI
		for _, c := range byGroup[g] {
			items = append(items, app.Li().Body(
				app.A().Class("tool").Href(href("/calc/"+rs.ID+"/"+slug(c))).Text(msg.T(l, c.TitleKey())),
			))
		}
		body = append(body, app.Ul().Class("tools").Body(items...))
	}
	return app.Section().Class("ruleset").ID("rs-" + rs.ID).Body(body...)
}
