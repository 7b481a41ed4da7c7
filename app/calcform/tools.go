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

// rulingTools is the "Log it" and "Share" panel under every calculator: its two buttons and
// the announced result's fields here, the "Share" panel in share.go, the "Log it" panel in
// logit.go.
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

	open      string // "", "log", "share"
	announce  bool
	edits     map[int]string
	editErr   int
	note      string
	why       string     // the director's reasoning the link carries (record.go)
	facts     link.Facts // the deadline facts the link carries (deadline.go)
	copied    string
	events    []eventlog.Event
	evID      string
	draft     LogDraft
	typed     map[string]bool // the place fields the director set in "Log it" for this case (caseDraft)
	calcFor   string          // the calculator the tools were drawn for (otherCalc)
	saving    bool
	saved     string
	saveErr   string
	storeMode logstore.Mode

	reopened  *eventlog.Incident // the incident re-ruled, while still in force (Reopen)
	reopenFor string             // the Reopen it was read for
	// the director's answers to the regulation's revocation rule (its calculator's yes/no
	// fields by name: engine.Calculator.Revocation), and whether the log knows whose ruling the
	// re-ruled one is (then the answer to its SameDirector field is the log's)
	revAnswers map[string]bool
	revKnown   bool

	me  eventlog.Director      // the director on this phone (directors.go)
	ask logstore.FirstQuestion // asked before the first ruling in an event

	answer logstore.FirstAnswer // … and answered
}

func (t *rulingTools) OnMount(ctx app.Context) {
	view.WatchSigned(t, ctx) // its share link is signed when the phone has a key (sign.go)
	t.otherCalc()
	t.storeMode, _ = logstore.TheLog.State()
	ctx.Handle(actionFormWho, func(ctx app.Context, a app.Action) {
		w, ok := a.Value.(whoPick)
		if !ok {
			return
		}
		view.Dispatch(ctx, func(ctx app.Context) { t.pickWho(w); t.syncLog(ctx) })
	})
}

func (t *rulingTools) OnUpdate(ctx app.Context) {
	t.copied = ""
	t.otherCalc()
	t.syncLog(ctx) // the form's place may have changed (logit.go)
}

// otherCalc starts "Log it" over when the screen shows another calculator than it was drawn
// for (a link followed in the app keeps these tools): that case's place and parties are not
// this one's.
func (t *rulingTools) otherCalc() {
	id := ""
	if t.Calc != nil {
		id = t.Calc.ID
	}
	if t.calcFor != "" && id != t.calcFor {
		t.logged()
		t.saved, t.saveErr = "", ""
	}
	t.calcFor = id
}

func (t *rulingTools) toggle(what string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if t.open == what {
			t.open = ""
			return
		}
		t.open = what
		t.saved, t.saveErr, t.copied = "", "", ""
		if what == "log" {
			t.loadEvents(ctx)
			t.syncLog(ctx)
		}
	}
}

func (t *rulingTools) Render() app.UI {
	l := t.Lang
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
	outs := link.Outs(t.Res)
	body := []app.UI{
		view.El("div.tool-row",
			view.Tx("button#log-it.btn", msg.T(l, "app.log.it")).Aria("expanded", t.open == "log").OnClick(t.toggle("log")),
			view.Tx("button#share.btn", msg.T(l, "app.share.it")).Aria("expanded", t.open == "share").OnClick(t.toggle("share")),
		),
	}
	if t.open != "" {
		body = append(body, view.El("div.check",
			view.Checked(view.InputEl("checkbox", "announce", ""), t.announce).OnChange(func(ctx app.Context, e app.Event) {
				t.announce = ctx.JSSrc().Get("checked").Bool()
				if t.edits == nil {
					t.edits = map[int]string{}
				}
			}),
			view.LabelFor("announce", msg.T(l, "app.share.announce")),
		))
		if t.announce {
			rows := []app.UI{view.Tx("legend", msg.T(l, "app.share.announced"))}
			for i, o := range outs {
				i, o := i, o
				if o.Str != "" {
					continue
				}
				id := "ann-" + strconv.Itoa(i)
				val, ok := t.edits[i]
				if !ok {
					val = msg.Number(msg.EN, o.Num, o.Prec)
					if o.IsB {
						val = "0"
						if o.Bool {
							val = "1"
						}
					}
				}
				lbl := msg.PartyLabel(l, o.Role) + " · " + engine.OutLabel(l, t.Calc.ID, o.Name)
				rows = append(rows, view.FieldRow(id, lbl,
					view.El("div.control",
						view.InputEl("text", id, "").Attr("inputmode", "decimal").Attr("value", val).Aria("invalid", t.editErr == i).
							OnInput(func(ctx app.Context, e app.Event) {
								t.edits[i] = ctx.JSSrc().Get("value").String()
								t.editErr = -1
							}),
						view.Tx("span.unit", result.UnitLabel(l, o.Unit)),
					),
				))
			}
			body = append(body, view.El("fieldset.announced", rows...))
		}
	}
	switch t.open {
	case "":
		if savedLine != nil {
			body = append(body, savedLine)
		}
	case "share":
		body = append(body, t.renderShare())
	case "log":
		body = append(body, t.renderLog())
	}
	return view.El("section#ruling-tools.ruling-tools", body...).Aria("label", msg.T(l, "app.share.tools"))
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
