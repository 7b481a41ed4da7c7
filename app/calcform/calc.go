package calcform

import (
	"arbiter/app/paths"
	"arbiter/app/view"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// CalcPage is every calculator screen, /calc/<ruleset>/<calculator>: the route picks the
// calculator, the URL's query may preset fields by name (?tricks=9), calcForm does the rest.
type CalcPage struct {
	app.Compo
	lang   msg.Lang
	loaded bool
	found  bool
	scr    paths.Screen
	query  map[string]string
	reopen string    // the incident re-ruled ("<event>.<n>", fromlog.go)
	form   *CalcForm // the mounted form: "Log it" and "Share" read its inputs and result
}

func (c *CalcPage) OnPreRender(ctx app.Context) { c.load(ctx) }
func (c *CalcPage) OnMount(ctx app.Context)     { view.ObserveLang(ctx, &c.lang) }
func (c *CalcPage) OnNav(ctx app.Context)       { c.load(ctx); view.MarkReady(ctx) }

func (c *CalcPage) load(ctx app.Context) {
	u := ctx.Page().URL()
	c.scr, c.found = paths.FindScreen(paths.RoutePath(u.Path))
	c.loaded = true
	q := map[string]string{}
	if c.found {
		for k, v := range u.Query() {
			if c.scr.Calc.Inputs.Index(k) >= 0 && len(v) > 0 {
				q[k] = v[0]
			}
		}
		ctx.Page().SetTitle(msg.T(c.lang, c.scr.Calc.TitleKey()) + " · " + msg.T(c.lang, "app.name"))
	}
	c.query = q
	c.reopen = ""
	if c.found && len(q) > 0 {
		c.reopen = u.Query().Get("reopen")
	}
}

func (c *CalcPage) Render() app.UI {
	l := c.lang
	if !c.loaded {
		return view.Frame(l, msg.T(l, "app.name"))
	}
	if !c.found {
		return view.Frame(l, msg.T(l, "app.notfound"), view.El("p", view.Anchor("a", "/", msg.T(l, "app.home"))))
	}
	f := &CalcForm{Lang: l, RS: c.scr.RS, Calc: c.scr.Calc, Query: c.query, Reopen: c.reopen}
	if c.form == nil || !c.form.Mounted() {
		c.form = f // the one returned now is the one go-app mounts; later ones only update it
	}
	tools := &rulingTools{Lang: l, RS: c.scr.RS, Calc: c.scr.Calc, Reopen: c.reopen}
	if st := c.form.st; st.Calc == c.scr.Calc.ID && st.Res != nil {
		tools.Vals, tools.Res, tools.Club = st.Vals, st.Res, st.Club
	}
	return view.Frame(l, msg.T(l, c.scr.Calc.TitleKey()),
		view.HomeCrumb(l),
		f,
		tools,
	)
}
