package homepage

import (
	"arbiter/app/event"
	"arbiter/app/paths"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Home is the start screen: the ruleset picker (remembered), that ruleset's calculators
// grouped as a director looks for them, then the scoring tools. A club file in force names
// the club.
type Home struct {
	app.Compo
	lang msg.Lang
	rs   string // the picked ruleset's ID, "" when none was: the UI language's default is shown
	club string // the club's name, "" when no club file is in force
}

func (h *Home) OnPreRender(ctx app.Context) { h.load(ctx) }

// OnMount only follows the language: OnNav, which every start and navigation calls, loads the
// settings (reading them in both cost a start-up a second pass over the device's storage).
func (h *Home) OnMount(ctx app.Context) { view.ObserveLang(ctx, &h.lang) }

func (h *Home) OnNav(ctx app.Context) {
	h.load(ctx)
	ctx.Page().SetTitle(msg.T(h.lang, "app.name"))
	view.MarkReady(ctx)
}

func (h *Home) load(ctx app.Context) {
	h.rs = ""
	st := ctx.LocalStorage()
	if rs := view.StoredRuleset(st, view.KeyRuleset); rs != nil {
		h.rs = rs.ID
	} else if rs := view.ChosenRulesetIn(st); rs != nil {
		h.rs = rs.ID
	}
	h.club = ""
	if f, _ := view.ClubFile(ctx); f != nil {
		h.club = f.Club
	}
}

// pick makes id the shown ruleset and remembers it on the device.
func (h *Home) pick(ctx app.Context, id string) {
	if rulesets.Get(id) == nil {
		return
	}
	h.rs = id
	ctx.LocalStorage().Set(view.KeyRuleset, id)
}

func (h *Home) Render() app.UI {
	l := h.lang
	rs := rulesets.Get(h.rs)
	if rs == nil {
		rs = rulesets.Get(rulesets.DefaultFor(l)) // nothing chosen: it follows the language
	}
	var top []app.UI
	if h.club != "" {
		top = append(top, view.Tx("p#club-name.club-name", msg.T(l, "app.club.name", msg.A("club", h.club))))
	}
	top = append(top,
		view.Tx("p.lead", msg.T(l, "app.tagline")),
		rulesetPicker(l, rs.ID, h.pick),
		rulesetSection(l, rs),
		scoringSection(l),
		event.OpenEventSummary(), // openevent.go: the open event, or a link to the log
	)
	return view.Frame(l, msg.T(l, "app.name"), top...)
}

// rulesetPicker is the choice of regulation: one large radio button per ruleset.
func rulesetPicker(l msg.Lang, cur string, pick func(ctx app.Context, id string)) app.UI {
	all := rulesets.Index() // names only: a start-up builds the shown ruleset alone
	opts := make([]app.UI, len(all))
	for i, rs := range all {
		id := "rs-pick-" + rs.ID
		opts[i] = view.El("span.seg-opt",
			view.Checked(view.InputEl("radio", id, "ruleset").Attr("value", rs.ID), rs.ID == cur).
				OnChange(func(ctx app.Context, e app.Event) { pick(ctx, rs.ID) }),
			view.LabelFor(id, view.NameIn(l, rs.ID, rs.Names)),
		)
	}
	return view.El("fieldset#ruleset-picker.field.seg.picker",
		view.Tx("legend", msg.T(l, "app.ruleset")),
		view.El("div.seg-row.seg-col", opts...),
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

// scoringSection is the scoring tools, apart from any regulation: a section of their own with
// its own heading, whichever regulation is picked above.
func scoringSection(l msg.Lang) app.UI {
	rs := rulesets.Scoring()
	var items []app.UI
	for _, c := range rs.Calculators {
		items = append(items, view.El("li", view.Anchor("a.tool", paths.CalcPath(rs, c), msg.T(l, c.TitleKey()))))
	}
	return view.El("section.ruleset.scoring-tools",
		view.Tx("h2", view.RulesetName(l, rs)).ID("rs-scoring-h"),
		view.Tx("p.help", msg.T(l, "app.scoring.any")),
		view.El("ul.tools", items...),
	).ID("rs-scoring").Aria("labelledby", "rs-scoring-h")
}

// rulesetSection is one ruleset's calculators, grouped (see orderedGroups).
func rulesetSection(l msg.Lang, rs *engine.Ruleset) app.UI {
	order, byGroup := orderedGroups(rs)
	var body []app.UI
	body = append(body, view.Tx("h2", view.RulesetName(l, rs)))
	if len(rs.Calculators) == 0 {
		body = append(body, view.Tx("p.muted", msg.T(l, "app.nocalc")))
	}
	for _, g := range order {
		if g != "" && g != "scoring" { // the scoring tools' group is the ruleset's own heading
			body = append(body, view.Tx("h3", msg.GroupLabel(l, g)))
		}
		var items []app.UI
		for _, c := range byGroup[g] {
			items = append(items, view.El("li", view.Anchor("a.tool", paths.CalcPath(rs, c), msg.T(l, c.TitleKey()))))
		}
		body = append(body, view.El("ul.tools", items...))
	}
	return view.El("section.ruleset", body...).ID("rs-" + rs.ID)
}
