package ruling

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/app/formstate"
	"arbiter/app/internal/browser"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The ruling as a record: the director's reasoning (link.ParamReason) and a weighted score's
// outcomes with their weights (engine.WeightedOptions) on the share box, the receipt and the
// one-page printed ruling, which also carries the link as a QR code.

// ReasonField is the share box's "Reasoning" text box (id), blank unless the log keeps a note
// for the case, with its limit; too long, it says so, naming the field and the limit, and the
// link goes without it (reasonFor).
func ReasonField(l msg.Lang, id string, why *string) app.UI {
	label := msg.T(l, "app.why")
	kids := []app.UI{
		view.Tx("textarea", *why).ID(id).Attr("rows", 3).Attr("maxlength", link.MaxReasonLen).Aria("describedby", id+"-help").
			OnInput(func(ctx app.Context, e app.Event) { *why = ctx.JSSrc().Get("value").String() }),
		view.Tx("p.help", msg.T(l, "app.why.help", msg.A("max", link.MaxReasonLen))).ID(id + "-help"),
	}
	if link.ReasonTooLong(*why) {
		n := utf8.RuneCountInString(strings.TrimSpace(*why))
		kids = append(kids, view.Tx("p.error", msg.T(l, "app.why.err.long", msg.A("field", label), msg.A("max", link.MaxReasonLen),
			msg.A("n", n))).ID(id+"-error").Role("alert"))
	}
	return view.FieldRow(id, label, kids...)
}

// ReasonFor is the reasoning a link carries: why, or none when it is over the limit (the field
// says so).
func ReasonFor(why string) string {
	if link.ReasonTooLong(why) {
		return ""
	}
	return why
}

// recordNotes is what a ruling saved from a link keeps as the incident's notes: the link's
// note and its reasoning, a blank line between them when it has both.
func recordNotes(note, why string) string {
	if note == "" || why == "" {
		return note + why
	}
	return note + "\n\n" + why
}

// LoggedRecordURL is a logged case's share link (loggedLink) with its deadline facts, the
// director's reasoning and the check over them all.
func LoggedRecordURL(origin string, ev *eventlog.Event, rs *engine.Ruleset, nm Namer, in *eventlog.Incident, names bool, f link.Facts, why string) (string, error) {
	u, err := LoggedLink(origin, ev, rs, nm, in, names)
	if err != nil {
		return "", err
	}
	return link.AddCheck(u + f.Query() + link.ReasonQuery(ReasonFor(why))), nil
}

// RecordView is the receipt's part of the ruling as a record: the director's reasoning, and a
// weighted score's outcomes with their weights. nil when the link has neither.
func RecordView(l msg.Lang, v *rulingView) app.UI {
	var kids []app.UI
	if v.why != "" {
		h := msg.T(l, "app.why")
		kids = append(kids, view.El("section#ruling-why.ruling-why", view.Tx("h2", h), view.Tx("p#ruling-why-text.why-text", v.why)).Aria("label", h))
	}
	if w := weightsView(l, v.calc, v.ruling.Values); w != nil {
		kids = append(kids, w)
	}
	if len(kids) == 0 {
		return nil
	}
	return view.El("div#ruling-record", kids...)
}

// weightsView is a weighted score's outcomes and weights as a table, in the director's order;
// nil for any other ruling.
func weightsView(l msg.Lang, calc *engine.Calculator, vals engine.Values) app.UI {
	if calc == nil {
		return nil
	}
	opts := engine.WeightedOptions(calc.Inputs, vals)
	if len(opts) == 0 {
		return nil
	}
	wf := &calc.Inputs[engine.WeightsField(calc.Inputs)]
	var rows []app.UI
	for i, o := range opts {
		rows = append(rows, view.El("tr",
			view.Tx("th", msg.T(l, "table.row.outcome", msg.A("n", i+1))).Attr("scope", "row"),
			view.Tx("td.why-option", formstate.InputText(&calc.Inputs[o.Field], []int64{o.Item}, l)),
			view.Tx("td.why-weight", formstate.InputText(wf, []int64{o.Weight}, l)),
		).DataSet("option", i+1))
	}
	h := msg.T(l, "app.why.weights")
	return view.El("section#ruling-weights.ruling-weights",
		view.Tx("h2", h),
		view.El("table.weights",
			view.El("thead", view.El("tr", view.Th("col", msg.T(l, "app.why.outcome")), view.Th("col", msg.T(l, "app.why.result")), view.Th("col", msg.T(l, "table.col.weight")))),
			view.El("tbody", rows...),
		),
	).Aria("label", h)
}

// LinkOnly is the share link u as the director made it: without the reader's own parameters
// (the print view, the language), every other parameter as it was, in its order.
func LinkOnly(u string) string {
	base, query, ok := strings.Cut(u, "?")
	if !ok {
		return u
	}
	frag := ""
	if i := strings.IndexByte(query, '#'); i >= 0 {
		query, frag = query[:i], query[i:]
	}
	var keep []string
	for _, p := range strings.Split(query, "&") {
		k, _, _ := strings.Cut(p, "=")
		if k == "print" || k == "lang" || p == "" {
			continue
		}
		keep = append(keep, p)
	}
	if len(keep) == 0 {
		return base + frag
	}
	return base + "?" + strings.Join(keep, "&") + frag
}

// PrintLinkOf is the print view of the link u (in its query, also for a link that carries its
// ruling in a "#r=…" fragment).
func PrintLinkOf(u string) string {
	base, frag, hasFrag := strings.Cut(LinkOnly(u), "#")
	sep := "&"
	if !strings.Contains(base, "?") {
		sep = "?"
	} else if strings.HasSuffix(base, "?") {
		sep = ""
	}
	if hasFrag {
		return base + sep + "print=1#" + frag
	}
	return base + sep + "print=1"
}

// PrintQR is the printed ruling's QR code of its link, with the link written under it (a
// player without a camera types it), printed at least half a millimetre a module (qrPrintMM).
func PrintQR(l msg.Lang, u string) app.UI {
	svg := view.QrSVG(u, msg.T(l, "app.share.qr"))
	if svg == "" {
		return nil
	}
	return view.El("figure#ruling-qr.print-qr",
		app.Raw(svg),
		view.El("figcaption", view.Tx("span.print-qr-link", u), view.Tx("p.print-qr-note", msg.T(l, "app.ruling.print.qr"))),
	).Class("qr-w" + strconv.Itoa(view.QrPrintMM(u))) // its printed width (no inline style: the CSP)
}

// PrintTools are the print view's buttons: print, and back to the whole ruling.
func PrintTools(l msg.Lang, back string) app.UI {
	return view.El("div.tool-row.no-print",
		view.Tx("button#paper-print-now.btn", msg.T(l, "app.log.print.now")).Attr("type", "button").
			OnClick(func(ctx app.Context, e app.Event) { browser.Print() }),
		view.Tx("a#paper-back.btn.btn-quiet", msg.T(l, "app.paper.back")).Attr("href", back),
	)
}

// printPage is the ruling page's print view of a ruling without a paper: the receipt as it
// reads (body), then the link as a QR code, on one page.
func printPage(l msg.Lang, body []app.UI, raw string) app.UI {
	u := LinkOnly(raw)
	// the code after the ruling's name (in print, top right beside the case), the tools last
	body = append(append([]app.UI{body[0], PrintQR(l, u)}, body[1:]...), PrintTools(l, u))
	return view.El("div.ruling-page", view.Frame(l, msg.T(l, "app.ruling.title"), body...))
}
