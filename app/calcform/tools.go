package calcform

import (
	"errors"
	"strconv"
	"strings"

	"arbiter/app/logstore"
	"arbiter/app/result"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulingTools is the "Log it" and "Share" panel under every calculator. It is drawn in parts,
// each a component of its own: the two buttons (toolsBar), the announced result's fields
// (announcedOuts), the "Log it" box (logBox, logit.go) with the re-ruling's questions
// (reopenBox, reopen.go), and the "Share" box (shareBox, share.go). The parts share the tools'
// state through a pointer (toolsCore, toolscore.go) with its generation number (Gen): go-app
// redraws a part when a prop changes, and the pointer never does.
type rulingTools struct {
	app.Compo
	Lang msg.Lang
	RS   *engine.Ruleset
	Calc *engine.Calculator
	Vals engine.Values
	Res  *engine.Result
	Club map[string]float64 // the club values the form computed with
	// Reopen is "<event>.<n>" when the form re-rules a logged incident: saving supersedes it
	Reopen string

	// the tools' state, which their parts share (toolscore.go): embedded, it is not a prop, and
	// its address is the tools'
	toolsCore
}

// The tools' parts are components (go-app draws a value that is not one as nothing at all).
var _ = []app.Composer{(*toolsBar)(nil), (*announcedOuts)(nil), (*logBox)(nil), (*reopenBox)(nil), (*shareBox)(nil)}

func (t *rulingTools) OnInit() { t.t = t }

func (t *rulingTools) OnMount(ctx app.Context) {
	t.t = t
	view.WatchSigned(t, ctx) // its share link is signed when the phone has a key (sign.go)
	t.otherCalc()
	t.storeMode, _ = logstore.TheLog.State()
	t.stopLog = view.WatchLog(ctx, t.logChanged)
	ctx.Handle(actionFormWho, func(ctx app.Context, a app.Action) {
		w, ok := a.Value.(whoPick)
		if !ok {
			return
		}
		view.Dispatch(ctx, func(ctx app.Context) { t.touch(); t.pickWho(w); t.syncLog(ctx) })
	})
}

func (t *rulingTools) OnDismount() {
	if t.stopLog != nil {
		t.stopLog()
	}
}

func (t *rulingTools) OnUpdate(ctx app.Context) {
	t.t = t
	t.touch() // the form's values or result are new: every part draws them
	t.copied = ""
	t.otherCalc()
	t.syncLog(ctx) // the form's place may have changed (logit.go)
}

func (t *rulingTools) Render() app.UI {
	t.t = t // tools drawn before they are mounted (a native test) have their state too
	l, g, s := t.Lang, t.gen, &t.toolsCore
	// logged, and the form cleared for the next case: the confirmation stays until "Log it"
	// opens again
	var savedLine app.UI
	if t.saved != "" && t.open == "" {
		var mem app.UI // the log is not being kept: said beside the save, as in the open panel
		if t.storeMode == logstore.Memory {
			mem = view.Tx("p.error", msg.T(l, "app.log.banner"))
		}
		savedLine = view.El("div#log-box.log-box", view.El("p#log-saved",
			app.Text(t.saved+" "),
			view.Anchor("a", "/log/event?id="+t.evID, msg.T(l, "app.log.view")),
		).Role("status"), mem)
	}
	if t.Calc == nil || t.Res == nil {
		if savedLine != nil {
			return view.El("div#ruling-tools", savedLine)
		}
		return view.El("div#ruling-tools")
	}
	body := []app.UI{&toolsBar{Lang: l, Gen: g, S: s}}
	if t.open != "" {
		body = append(body, view.El("div.check",
			view.Checked(view.InputEl("checkbox", "announce", ""), t.announce).OnChange(func(ctx app.Context, e app.Event) {
				t.touch()
				t.announce = ctx.JSSrc().Get("checked").Bool()
				if t.edits == nil {
					t.edits = map[int]string{}
				}
			}),
			view.LabelFor("announce", msg.T(l, "app.share.announce")),
		))
		if t.announce {
			body = append(body, &announcedOuts{Lang: l, Gen: g, S: s})
		}
	}
	switch t.open {
	case "":
		if savedLine != nil {
			body = append(body, savedLine)
		}
	case "share":
		body = append(body, &shareBox{Lang: l, Gen: g, S: s})
	case "log":
		body = append(body, &logBox{Lang: l, Gen: g, S: s})
	}
	return view.El("section#ruling-tools.ruling-tools", body...).Aria("label", msg.T(l, "app.share.tools"))
}

// toolsBar is the tools' two buttons, "Log it" and "Share", each opening its panel.
// Props: Gen changes with each change of the tools' state S.
type toolsBar struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *toolsCore
}

func (p *toolsBar) Render() app.UI {
	c, l := p.S, p.Lang
	return view.El("div.tool-row",
		view.Tx("button#log-it.btn", msg.T(l, "app.log.it")).Aria("expanded", c.open == "log").
			OnClick(func(ctx app.Context, e app.Event) { c.toggle(ctx, "log") }),
		view.Tx("button#share.btn", msg.T(l, "app.share.it")).Aria("expanded", c.open == "share").
			OnClick(func(ctx app.Context, e app.Event) { c.toggle(ctx, "share") }),
	)
}

// announcedOuts is the result as the director announced it: a field for each numeric or
// yes/no out, the computed value until edited. Props: Gen changes with each change of the
// tools' state S.
type announcedOuts struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *toolsCore
}

func (p *announcedOuts) Render() app.UI {
	c, l := p.S, p.Lang
	rows := []app.UI{view.Tx("legend", msg.T(l, "app.share.announced"))}
	for i, o := range link.Outs(c.t.Res) {
		i, o := i, o
		if o.Str != "" {
			continue
		}
		id := "ann-" + strconv.Itoa(i)
		val, ok := c.edits[i]
		if !ok {
			val = msg.Number(msg.EN, o.Num, o.Prec)
			if o.IsB {
				val = "0"
				if o.Bool {
					val = "1"
				}
			}
		}
		lbl := msg.PartyLabel(l, o.Role) + " · " + engine.OutLabel(l, c.t.Calc.ID, o.Name)
		rows = append(rows, view.FieldRow(id, lbl,
			view.El("div.control",
				view.InputEl("text", id, "").Attr("inputmode", "decimal").Attr("value", val).Aria("invalid", c.editErr == i).
					OnInput(func(ctx app.Context, e app.Event) {
						c.touch() // the link reads the announced result
						c.edits[i] = ctx.JSSrc().Get("value").String()
						c.editErr = -1
					}),
				view.Tx("span.unit", result.UnitLabel(l, o.Unit)),
			),
		))
	}
	return view.El("fieldset.announced", rows...)
}

// AnnouncedResult is res with the director's edits (out index → text) applied to its numeric
// and yes/no outs; the index of the first edit that does not read is returned with an error.
func AnnouncedResult(res *engine.Result, edits map[int]string) (*engine.Result, int, error) {
	if res == nil {
		return nil, -1, errors.New("no result")
	}
	cp := *res
	cp.Parties = make([]engine.Party, len(res.Parties))
	i := 0
	for p := range res.Parties {
		cp.Parties[p] = res.Parties[p]
		cp.Parties[p].Outs = append([]engine.Out(nil), res.Parties[p].Outs...)
		for o := range cp.Parties[p].Outs {
			if t, ok := edits[i]; ok {
				out := &cp.Parties[p].Outs[o]
				switch {
				case out.IsB:
					out.Bool = t == "1" || strings.EqualFold(t, "true")
				case out.Str != "":
					out.Str = strings.TrimSpace(t)
				default:
					x, ok := eventlog.ParseNumber(t)
					if !ok {
						return nil, i, errors.New("not a number")
					}
					out.Num = x
				}
			}
			i++
		}
	}
	return &cp, -1, nil
}
