package event

import (
	"html"
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/internal/browser"
	"arbiter/app/ruling"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A logged case as it reads: a sentence (what, where, whom it concerns, the decision) and a
// small table (who, what, value with its unit), in the UI language, with the result's own
// labels (outLabel, roleLabel, Out.Text). The share link of a logged case carries its label,
// round, table, board or game, time and sides (link.Case), names only when asked.

// readRow is one line of a case's table.
type readRow struct {
	Who, What, Value string
	Role, Name       string // the out (its party's key and its name), for data-out
	Changed          bool   // the director announced another value than the computed one
}

// caseReading is a logged case in words.
type caseReading struct {
	Sentence string
	Rows     []readRow
}

// caseWhere is "sesija 2, kolo 2, sto 5, bord 7" ("" when the case has none of them).
func caseWhere(l msg.Lang, session, round, table, board, game int) string {
	var parts []string
	for _, f := range []struct {
		key string
		v   int
	}{{"app.log.read.session", session}, {"app.log.read.round", round}, {"app.log.read.table", table}, {"app.log.read.board", board}, {"app.log.read.game", game}} {
		if f.v != 0 { // a number that names (a round, a game), written as is: never "1.234"
			parts = append(parts, msg.T(l, f.key, msg.A("n", strconv.Itoa(f.v))))
		}
	}
	return strings.Join(parts, ", ")
}

// ReadIncident is in as a sentence and a table; title is its calculator's title in l.
func ReadIncident(l msg.Lang, nm ruling.Namer, in *eventlog.Incident, title string) caseReading {
	var r caseReading
	var sent []string
	if where := caseWhere(l, in.Session, in.Round, in.Table, in.Board, in.Game); where != "" {
		sent = append(sent, msg.T(l, "app.log.read.at", msg.A("what", title), msg.A("where", where)))
	} else {
		sent = append(sent, msg.T(l, "app.log.read.what", msg.A("what", title)))
	}
	eff := in.Effective()
	keys := eventlog.OutKeys(eff) // each party of a role its own (a sheet's three players)
	many := func(key string) bool { r, _ := eventlog.SplitPartyKey(key); return eventlog.Repeated(eff, r) }
	bound := map[string]string{}
	var who []string
	for _, pr := range in.Parties {
		name := nm.PartName(pr.Number)
		bound[pr.Role] = name
		who = append(who, calcform.PartyKeyLabel(l, pr.Role, many(pr.Role))+" ("+name+")")
	}
	if in.Player != 0 {
		who = append(who, msg.T(l, "app.log.player")+" ("+nm.PlayerName(in.Player)+")")
	}
	if len(who) > 0 {
		sent = append(sent, msg.T(l, "app.log.read.who", msg.A("who", strings.Join(who, "; "))))
	}
	for i, o := range eff {
		out := logOut(o)
		val := out.Text(l, in.Calculator)
		if !o.IsNum() && o.Bool == nil {
			// a coded out is the decision: it goes in the sentence too
			sent = append(sent, msg.T(l, "app.log.read.decided", msg.A("what", engine.OutLabel(l, in.Calculator, o.Name)), msg.A("decision", val)))
		}
		w := calcform.PartyKeyLabel(l, keys[i], many(keys[i]))
		if n, ok := bound[keys[i]]; ok {
			w += " (" + n + ")"
		}
		row := readRow{Who: w, What: engine.OutLabel(l, in.Calculator, o.Name), Value: val, Role: keys[i], Name: o.Name}
		if len(in.Announced) > 0 && i < len(in.Result) {
			if c := logOut(in.Result[i]).Text(l, in.Calculator); c != val {
				row.Changed = true
				row.Value = msg.T(l, "app.log.read.changed", msg.A("announced", val), msg.A("computed", c))
			}
		}
		r.Rows = append(r.Rows, row)
	}
	r.Sentence = strings.Join(sent, " ")
	return r
}

// ReadingView is the sentence and the table of a case: a group of rows per party (its heading
// says who), each row what and the value with its unit — two columns, which fit a 320 px screen.
// It is written as one piece of HTML (the test's readingTree's elements): the browser builds it at once,
// where the event page's hundred cases took a third of a second an element at a time.
func ReadingView(l msg.Lang, r caseReading) app.UI {
	esc := html.EscapeString
	var b strings.Builder
	b.WriteString(`<div class="inc-reading"><p class="inc-sentence">` + esc(r.Sentence) + `</p>`)
	if len(r.Rows) > 0 {
		b.WriteString(`<table class="read-table"><thead><tr><th scope="col">` + esc(msg.T(l, "app.log.read.col.what")) +
			`</th><th scope="col">` + esc(msg.T(l, "app.log.read.col.value")) + `</th></tr></thead>`)
		who := ""
		for i, x := range r.Rows {
			if i == 0 || x.Who != who {
				if i > 0 {
					b.WriteString(`</tbody>`)
				}
				who = x.Who
				b.WriteString(`<tbody><tr class="read-who"><th colspan="2" scope="rowgroup">` + esc(x.Who) + `</th></tr>`)
			}
			cls := "read-value"
			if x.Changed {
				cls += " changed"
			}
			b.WriteString(`<tr data-out="` + esc(x.Role+"."+x.Name) + `"><th scope="row">` + esc(x.What) + `</th><td class="` + cls + `">` + esc(x.Value) + `</td></tr>`)
		}
		b.WriteString(`</tbody></table>`)
	}
	b.WriteString(`</div>`)
	return app.Raw(b.String())
}

// renderShare is a logged case's "Share" button, and when open its link: "include names"
// (off by default: numbers only), the link, share or copy, open.
func (s *incidentsSection) renderShare(rs *engine.Ruleset, in *eventlog.Incident) app.UI {
	l, p := s.Lang, s.S
	n := in.Number
	id := strconv.Itoa(n)
	if s.share != n {
		return view.LogBtn(l, "button.btn.btn-quiet.inc-share", "app.log.read.share",
			func(ctx app.Context, e app.Event) {
				s.share, s.shareNames, s.shared, s.shareFacts = n, false, "", ruling.CaseFacts(rs, in, p.incs)
				s.shareWhy = in.Notes // the log's note for the case is its reasoning, to edit before sharing
			}).ID("share-inc-" + id)
	}
	u, err := ruling.LoggedRecordURL(browser.Origin(), &p.ev, rs, p, in, s.shareNames, s.shareFacts, s.shareWhy) // record.go
	if err != nil {
		return view.LogAlert("p.error", engine.ErrorMessage(err, l, ""))
	}
	u = view.SignedURL(u) // sign.go
	title := in.Label()
	var done app.UI
	if s.shared != "" {
		done = view.Tx("p.share-done", msg.T(l, texts.ShareDoneKey(s.shared))).Role("status")
	}
	names := "share-inc-names-" + id
	return view.El("div.share-box.inc-share-box",
		view.El("div.check",
			view.Checked(view.InputEl("checkbox", names, ""), s.shareNames).Aria("describedby", names+"-help").
				OnChange(func(ctx app.Context, e app.Event) { s.shareNames = ctx.JSSrc().Get("checked").Bool() }),
			view.Tx("label", msg.T(l, "app.log.read.share.names")).Attr("for", names),
		),
		view.Tx("p.help", msg.T(l, "app.log.read.share.help")).ID(names+"-help"),
		ruling.FactsFields(l, rs, &s.shareFacts),
		ruling.ReasonField(l, "share-inc-why-"+id, &s.shareWhy),
		view.FieldRow("share-inc-url-"+id, msg.T(l, "app.share.link"),
			view.InputEl("text", "share-inc-url-"+id, "").Attr("readonly", true).Attr("value", u).Attr("spellcheck", "false"),
		),
		view.ShareSigLine(l, "share-inc-sig-"+id, u),
		view.El("div.tool-row",
			view.Tx("button.btn", msg.T(l, "app.share.send")).ID("share-inc-send-"+id).OnClick(func(ctx app.Context, e app.Event) {
				browser.ShareOrCopy(u, title, func(how string) {
					view.Dispatch(ctx, func(ctx app.Context) { s.shared = how })
				})
			}),
			view.Tx("a.btn.btn-quiet", msg.T(l, "app.share.preview")).ID("share-inc-open-"+id).Attr("href", u),
			view.LogCancel(l, func(ctx app.Context, e app.Event) { s.share = 0 }),
		),
		done,
	)
}
