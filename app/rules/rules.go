package rules

import (
	"strings"

	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/internal/replace"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RulesPage is the rules browser, /rules: every rule of every ruleset with its ID, section
// and summary, the calculators that compute it, and a search box that finds a rule by its
// text in any of the three languages (?q= presets the search).
type RulesPage struct {
	app.Compo
	lang  msg.Lang
	query string
}

func (r *RulesPage) OnPreRender(ctx app.Context) { r.load(ctx) }
func (r *RulesPage) OnMount(ctx app.Context)     { view.ObserveLang(ctx, &r.lang) }
func (r *RulesPage) OnNav(ctx app.Context) {
	r.load(ctx)
	ctx.Page().SetTitle(msg.T(r.lang, "app.rulesbrowser") + " · " + msg.T(r.lang, "app.name"))
	view.MarkReady(ctx)
	if app.IsClient {
		// go-app does not scroll to a fragment after routing: bring the linked rule into view
		if frag := ctx.Page().URL().Fragment; frag != "" {
			ctx.Defer(func(app.Context) {
				if el := app.Window().GetElementByID(frag); el.Truthy() {
					el.Call("scrollIntoView")
				}
			})
		}
	}
}

func (r *RulesPage) load(ctx app.Context) { r.query = ctx.Page().URL().Query().Get("q") }

// ruleEntry is one rule with the text the search looks in.
type ruleEntry struct {
	RS   *engine.Ruleset
	Rule *engine.Rule
	text string // folded: ID, section, summary and calculator titles in every language
}

// ruleEntries lists every rule of every ruleset (the scoring tools' rules last).
func ruleEntries() []ruleEntry {
	var out []ruleEntry
	all := paths.Groups()
	all = append(all[1:], all[0])
	for _, rs := range all {
		for i := range rs.Rules {
			r := &rs.Rules[i]
			parts := []string{r.ID, r.Section}
			for _, l := range msg.Langs {
				parts = append(parts, msg.T(l, RuleSummaryKey(r)), view.RulesetName(l, rs))
				if r.Info != "" {
					parts = append(parts, msg.T(l, r.Info))
				}
				for _, c := range result.RuleCalcs(rs, r) {
					parts = append(parts, msg.T(l, c.TitleKey()))
				}
			}
			out = append(out, ruleEntry{rs, r, fold(strings.Join(parts, " \n "))})
		}
	}
	return out
}

// RuleSummaryKey is the rule's summary key, its Summary (every rule writes it out); a rule
// without one shows its ID (no key: it prints as it is).
func RuleSummaryKey(r *engine.Rule) string {
	if r.Summary != "" {
		return r.Summary
	}
	return r.ID
}

// CalcRules returns the rules calc implements, as found in rs (or any ruleset).
func CalcRules(rs *engine.Ruleset, calc *engine.Calculator) []*engine.Rule {
	var out []*engine.Rule
	seen := map[string]bool{}
	for _, id := range calc.Rules {
		if r := result.FindRule(rs, id); r != nil && !seen[id] {
			seen[id] = true
			out = append(out, r)
		}
	}
	for i := range rs.Rules {
		r := &rs.Rules[i]
		for _, id := range r.Calculators {
			if id == calc.ID && !seen[r.ID] {
				seen[r.ID] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// searchRules returns the entries whose text holds every word of q, in any language; case,
// accents and punctuation do not matter.
func searchRules(all []ruleEntry, q string) []ruleEntry {
	words := strings.Fields(fold(q))
	if len(words) == 0 {
		return all
	}
	var out []ruleEntry
	for _, e := range all {
		ok := true
		for _, w := range words {
			if !strings.Contains(e.text, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, e)
		}
	}
	return out
}

// folding drops accents of the Serbian and Hungarian letters, so "kasnjenje" finds
// "kašnjenje" and "kesesert" finds "késésért".
var folding = []string{
	"č", "c", "ć", "c", "š", "s", "ž", "z", "đ", "dj",
	"á", "a", "é", "e", "í", "i", "ó", "o", "ö", "o", "ő", "o", "ú", "u", "ü", "u", "ű", "u",
}

// fold lower-cases s, drops accents and turns punctuation other than dots and dashes into
// spaces (so rule IDs like "vsz.14D" stay searchable).
func fold(s string) string {
	s = replace.All(strings.ToLower(s), folding...)
	return strings.Map(func(c rune) rune {
		switch {
		case c == '.', c == '-', c == '§':
			return c
		case c >= '0' && c <= '9', c >= 'a' && c <= 'z', c > 127 && !strings.ContainsRune("–—„“”«»…·", c):
			return c
		}
		return ' '
	}, s)
}

func (r *RulesPage) onSearch(ctx app.Context, e app.Event) {
	r.query = ctx.JSSrc().Get("value").String()
}

func (r *RulesPage) Render() app.UI {
	l := r.lang
	found := searchRules(ruleEntries(), r.query)
	var sections []app.UI
	var cur *engine.Ruleset
	var items []app.UI
	flush := func() {
		if cur != nil {
			sections = append(sections, view.El("section.rule-set", view.Tx("h2", view.RulesetName(l, cur)), view.El("ul.rule-list", items...)).
				ID("rules-"+cur.ID))
		}
		items = nil
	}
	for _, e := range found {
		if e.RS != cur {
			flush()
			cur = e.RS
		}
		items = append(items, ruleItem(l, e.RS, e.Rule))
	}
	flush()
	count := msg.T(l, "app.rules.count", msg.A("n", len(found)))
	if len(found) == 0 {
		count = msg.T(l, "app.rules.none")
	}
	return view.Frame(l, msg.T(l, "app.rulesbrowser"),
		view.HomeCrumb(l),
		view.El("div.field.search",
			view.LabelFor("rule-search", msg.T(l, "app.rules.search")),
			view.InputEl("search", "rule-search", "q").Attr("value", r.query).
				Attr("autocomplete", "off").Attr("spellcheck", "false").
				Aria("describedby", "rule-search-help rule-count").OnInput(r.onSearch),
			view.Tx("p#rule-search-help.help", msg.T(l, "app.rules.search.help")),
		),
		view.Tx("p#rule-count.muted", count).Role("status"),
		view.El("div#rule-results", sections...),
	)
}

// ruleItem is one rule: ID and section, summary, and links to its calculators.
func ruleItem(l msg.Lang, rs *engine.Ruleset, r *engine.Rule) app.UI {
	head := []app.UI{view.Tx("code.rule-id", r.ID)}
	if r.Section != "" {
		head = append(head, view.Tx("span.rule-sec", " · "+result.RuleSection(l, r)))
	}
	body := []app.UI{
		view.El("h3", head...),
		view.Tx("p.rule-sum", msg.T(l, RuleSummaryKey(r))),
	}
	if r.Info != "" {
		body = append(body, view.Tx("p.muted.rule-info", msg.T(l, "app.rules.info")+" "+msg.T(l, r.Info)))
	}
	if cs := result.RuleCalcs(rs, r); len(cs) > 0 {
		links := make([]app.UI, len(cs))
		for i, c := range cs {
			links[i] = view.El("li", view.Anchor("a.rule-calc", paths.CalcPath(rs, c), msg.T(l, c.TitleKey())))
		}
		body = append(body, view.El("ul.rule-calcs", links...).Aria("label", msg.T(l, "app.rules.calcs")))
	}
	return view.El("li.rule", body...).ID(result.RuleAnchor(r.ID)).DataSet("rule", r.ID)
}
