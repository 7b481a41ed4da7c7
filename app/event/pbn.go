package event

import (
	"net/url"
	"strconv"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/internal/browser"
	"arbiter/app/paths"
	"arbiter/app/result"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/pbn"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The event page's "Boards and results (PBN)" section: the rulings out as CSV and PBN, the
// session's file in (stored with the event), its facts and the score-entry check.

// pbnPanel is the section's state.
type pbnPanel struct {
	id       string          // the event whose file was read
	file     *view.EventFile // nil: none loaded
	busy     bool
	err      string
	data     []byte // a file not in UTF-8, waiting for the director's encoding
	name     string
	previews []pbn.Preview
	check    []pbn.Issue
	choices  map[string]int // the director's corrections of who the file's pairs are (pbnroster.go)
	gen      int            // counts the director's loads and removals: a read begun before one is stale
}

// pbnSection is the event page's "Boards and results (PBN)": its state is the file's panel;
// the event and its incidents come from the page (S, redrawn on a new Gen).
type pbnSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState

	pbn pbnPanel
	// ctx is the section's own (OnMount): work begun by a button reports through it, since a
	// dispatch through the button's context is dropped once the button is redrawn away.
	ctx     app.Context
	mounted bool
}

func (s *pbnSection) OnMount(ctx app.Context) {
	s.ctx, s.mounted = ctx, true
	s.loadPBN(ctx)
	warmPBN() // the reader's code made fast in idle moments, before a file is picked (pbnwarm.go)
}

// OnUpdate: a new reading of the event (its file read once, checked again on each).
func (s *pbnSection) OnUpdate(ctx app.Context) { s.loadPBN(ctx) }

// pbnDispatch runs fn on the UI goroutine through the section's context (ctx's before mount).
func (s *pbnSection) pbnDispatch(ctx app.Context, fn func(app.Context)) {
	if s.mounted && s.Mounted() {
		ctx = s.ctx
	}
	view.Dispatch(ctx, fn)
}

// pbnPreviewNames is how many names each encoding's preview shows.
const pbnPreviewNames = 6

// pbnOpenIssues: a check with more issues than this opens folded (the incidents come next).
const pbnOpenIssues = 8

// loadPBN reads the event's stored file once the event is read whole (then checks it again).
func (p *pbnSection) loadPBN(ctx app.Context) {
	if p.S.print || p.S.partial || p.S.ev.ID == "" {
		return
	}
	id := p.S.ev.ID
	if p.pbn.id == id {
		p.recheckPBN()
		return
	}
	gen := p.pbn.gen
	view.WithEventFile(ctx, id, func(ctx app.Context, f *view.EventFile, err error) {
		if p.S.ev.ID != id || p.pbn.gen != gen {
			return
		}
		p.pbn.id, p.pbn.file, p.pbn.choices = id, f, view.PbnRosterChoices(ctx, id)
		if err != nil {
			p.pbn.err = engine.ErrorMessage(err, p.Lang, "app.pbn.read")
		}
		p.recheckPBN()
	})
}

// recheckPBN runs the score-entry check of the loaded file in the event.
func (p *pbnSection) recheckPBN() {
	p.pbn.check = nil
	if p.pbn.file != nil && p.S.ev.ID != "" {
		p.pbn.check = pbn.Check(p.pbn.file.File, pbn.OptionsFor(&p.S.ev, rulesets.Get))
	}
}

// choosePBN reads the chosen file: UTF-8 is stored at once; any other asks for its encoding.
func (p *pbnSection) choosePBN(ctx app.Context, e app.Event) {
	stopPBNWarm() // no warm-up read beside the director's
	p.pbn.busy, p.pbn.err, p.pbn.data, p.pbn.previews = true, "", nil, nil
	p.pbn.name = baseName(ctx.JSSrc().Get("value").String())
	ctx.Async(func() {
		data, err := browser.ReadFile("pbn-file")
		var previews []pbn.Preview
		if err == nil && len(data) <= pbn.MaxSize && pbn.NeedsEncoding(data) {
			previews = pbn.Previews(data, pbnPreviewNames) // three readings: off the UI goroutine
		}
		p.pbnDispatch(ctx, func(ctx app.Context) {
			if in := app.Window().GetElementByID("pbn-file"); in.Truthy() {
				in.Set("value", "") // the same file chosen again fires change again
			}
			p.pbn.busy = false
			switch {
			case err != nil:
				p.pbn.err = msg.T(p.Lang, "app.pbn.read")
			case previews != nil:
				p.pbn.data, p.pbn.previews = data, previews
			default:
				p.savePBN(ctx, data, "") // the encoding it says it is in (pbn.Detect)
			}
		})
	})
}

// baseName is a file input's value without the browser's fake path.
func baseName(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' || s[i] == '\\' {
			return s[i+1:]
		}
	}
	return s
}

// savePBN reads data in enc and stores it with the event (refused with the line at fault);
// the reading and the write are off the UI goroutine (a file may be megabytes).
func (p *pbnSection) savePBN(ctx app.Context, data []byte, enc string) {
	l := p.Lang
	s := view.PbnStored{Event: p.S.ev.ID, Name: p.pbn.name, Encoding: enc}
	p.pbn.busy = true
	p.pbn.gen++
	ctx.Async(func() {
		f, text, err := pbn.ParseText(data, enc) // the bytes decoded once, for the file and its stored text
		fallback := "app.pbn.read"
		if err == nil {
			enc, s.Encoding, s.Text = f.Encoding, f.Encoding, text
		}
		if err == nil {
			err, fallback = view.StoreEventFile(s, f), texts.KeyLogErrStore
		}
		p.pbnDispatch(ctx, func(ctx app.Context) {
			p.pbn.busy = false
			if err != nil {
				p.pbn.err = engine.ErrorMessage(err, l, fallback)
				return
			}
			p.pbn.data, p.pbn.previews, p.pbn.choices = nil, nil, nil
			view.SetPBNRosterChoices(ctx, s.Event, nil) // a new file: its numbers are its own
			p.pbn.id, p.pbn.file, p.pbn.err = s.Event, &view.EventFile{Event: s.Event, Name: s.Name, Encoding: enc, File: f}, ""
			p.recheckPBN()
		})
	})
}

func (p *pbnSection) removePBN(ctx app.Context, e app.Event) {
	id, l := p.S.ev.ID, p.Lang
	p.pbn.gen++
	ctx.Async(func() {
		err := view.DropEventFile(id)
		p.pbnDispatch(ctx, func(ctx app.Context) {
			if err != nil {
				p.pbn.err = engine.ErrorMessage(err, l, texts.KeyLogErrStore)
				return
			}
			p.pbn.file, p.pbn.check, p.pbn.choices = nil, nil, nil
			view.SetPBNRosterChoices(ctx, id, nil)
		})
	})
}

// Render draws the section (nothing in the print view).
func (p *pbnSection) Render() app.UI {
	l := p.Lang
	if p.S.print {
		return app.Text("")
	}
	body := []app.UI{
		view.LogT(l, "h2", "app.pbn.title"),
		&exportsSection{Lang: l, Gen: p.Gen, S: p.S, Pbn: &p.pbn},
		view.LogField(l, "pbn-file", "app.pbn.load",
			view.InputEl("file", "pbn-file", "").Attr("accept", ".pbn,.txt,text/plain").OnChange(p.choosePBN),
			view.LogT(l, "p.help", "app.pbn.load.help")),
	}
	if p.pbn.busy {
		body = append(body, view.LogT(l, "p#pbn-busy.muted", "app.pbn.reading"))
	}
	if p.pbn.err != "" {
		body = append(body, view.LogAlert("p#pbn-error.error", p.pbn.err))
	}
	if len(p.pbn.previews) > 0 {
		body = append(body, p.renderEncodings())
	}
	if f := p.pbn.file; f != nil && p.pbn.id == p.S.ev.ID {
		body = append(body, p.renderFile(f))
	}
	return view.El("section#pbn", body...)
}

// renderEncodings offers each encoding with the names it reads.
func (p *pbnSection) renderEncodings() app.UI {
	l := p.Lang
	var items []app.UI
	for _, pv := range p.pbn.previews {
		enc := pv.Encoding
		var what app.UI
		switch {
		case pv.Err != nil:
			what = view.Tx("p.error", engine.ErrorMessage(pv.Err, l, "app.pbn.read"))
		case len(pv.Names) == 0:
			what = view.LogT(l, "p.muted", "app.pbn.enc.none")
		default:
			names := make([]app.UI, len(pv.Names))
			for i, n := range pv.Names {
				names[i] = view.Tx("li", n)
			}
			what = view.El("ul.pbn-names", names...)
		}
		btn := view.Tx("button.btn.btn-quiet.pbn-enc", msg.T(l, "app.pbn.enc.pick", msg.A("enc", encName(enc)))).DataSet("enc", enc)
		if pv.Err != nil {
			btn = btn.Attr("disabled", true)
		} else {
			btn = btn.OnClick(func(ctx app.Context, e app.Event) { p.savePBN(ctx, p.pbn.data, enc) })
		}
		items = append(items, view.El("li", btn, what))
	}
	return view.El("div#pbn-encodings.notice",
		view.LogT(l, "p", "app.pbn.enc.ask"),
		view.El("ul.pbn-encs", items...),
		view.LogCancel(l, func(ctx app.Context, e app.Event) { p.pbn.data, p.pbn.previews = nil, nil }),
	)
}

// encName is an encoding as directors know it.
func encName(enc string) string {
	switch enc {
	case pbn.Windows1250:
		return "Windows-1250"
	case pbn.Latin2:
		return "Latin-2 (ISO-8859-2)"
	case pbn.Latin1:
		return "Latin-1 (ISO-8859-1)"
	case pbn.UTF16LE, pbn.UTF16BE:
		return "UTF-16"
	}
	return "UTF-8"
}

// renderFile shows the loaded file's facts and its score-entry check.
func (p *pbnSection) renderFile(f *view.EventFile) app.UI {
	l := p.Lang
	name := view.FileEventName(f.File)
	if name == "" {
		name = f.Name
	}
	facts := msg.T(l, "app.pbn.facts", msg.A("event", name), msg.A("boards", len(f.File.Boards())), msg.A("results", len(f.File.Results())))
	body := []app.UI{
		view.Tx("p#pbn-facts.lead", facts),
		view.Tx("p.muted", msg.T(l, "app.pbn.file", msg.A("name", f.Name), msg.A("enc", encName(f.Encoding)))),
		view.El("div.tool-row", view.LogBtn(l, "button#pbn-remove.btn.btn-quiet", "app.pbn.remove", p.removePBN)),
		p.renderRoster(f.File),
	}
	if pr := f.File.Problems; len(pr) > 0 {
		body = append(body, renderProblems(l, pr, rulesets.Get(p.S.ev.Ruleset)))
	}
	if len(p.pbn.check) == 0 {
		body = append(body, view.LogT(l, "h3", "app.pbn.check"), view.LogT(l, "p#pbn-check-none.muted", "app.pbn.check.none"))
		return view.El("div#pbn-loaded", body...)
	}
	rs := rulesets.Get(p.S.ev.Ruleset)
	items := make([]app.UI, 0, len(p.pbn.check))
	for i := range p.pbn.check {
		is := &p.pbn.check[i]
		row := []app.UI{view.Tx("p", msg.T(l, is.Key, is.Args...))}
		if is.Result != nil {
			row = append(row, view.Tx("p.pbn-ruling.muted", result.SummaryText(l, is.Calculator, is.Result))) // NSBK point 4's class and penalty
		}
		if link := issueLink(rs, is, l); link != "" {
			row = append(row, view.Tx("a.btn.btn-quiet.pbn-open", msg.T(l, "app.pbn.check.open")).Attr("href", link))
		}
		items = append(items, view.El("li", row...).DataSet("reason", is.Reason).DataSet("board", is.Board))
	}
	body = append(body, view.El("details#pbn-check",
		view.El("summary", view.Tx("strong", msg.T(l, "app.pbn.check")), app.Text(" · "+msg.T(l, "app.pbn.check.n", msg.A("n", len(p.pbn.check))))),
		view.El("ol#pbn-issues", items...)).Attr("open", len(items) <= pbnOpenIssues))
	return view.El("div#pbn-loaded", body...)
}

// pbnShownProblems is how many of the file's problems are listed (the rest counted).
const pbnShownProblems = 50

// renderProblems lists what could not be read of the file, each with its line (and board); a
// fouled deal links to the regulation's fouled-board calculator with its board (rs: the
// event's regulation, nil when it has none).
func renderProblems(l msg.Lang, pr []pbn.Problem, rs *engine.Ruleset) app.UI {
	n := min(len(pr), pbnShownProblems)
	items := make([]app.UI, 0, n+1)
	for _, x := range pr[:n] {
		text := engine.ErrorMessage(x.Err, l, "app.pbn.read")
		if x.Board > 0 {
			text = msg.T(l, "app.pbn.problem.board", msg.A("board", x.Board), msg.A("text", text))
		}
		row := []app.UI{view.Tx("span", text)}
		if link := fouledLink(rs, x); link != "" {
			row = append(row, view.El("div.tool-row", view.Tx("a.btn.btn-quiet.pbn-fouled", msg.T(l, "app.pbn.fouled.open")).Attr("href", link)))
		}
		items = append(items, view.El("li", row...).DataSet("line", x.Line).DataSet("tag", x.Tag).DataSet("board", x.Board))
	}
	if len(pr) > n {
		items = append(items, view.Tx("li.muted", msg.T(l, "app.pbn.problems.more", msg.A("n", len(pr)-n))))
	}
	return view.El("details#pbn-problems",
		view.El("summary", view.Tx("strong", msg.T(l, "app.pbn.problems")), app.Text(" · "+msg.T(l, "app.pbn.check.n", msg.A("n", len(pr))))),
		view.LogT(l, "p.help", "app.pbn.problems.help"),
		view.El("ol#pbn-problem-list", items...)).Attr("open", len(pr) <= pbnOpenIssues)
}

// issueLink opens the issue's calculator with its values ("" when it names none).
func issueLink(rs *engine.Ruleset, is *pbn.Issue, l msg.Lang) string {
	if rs == nil || is.Calculator == "" || is.Values == nil {
		return ""
	}
	c := rs.Calculator(is.Calculator)
	if c == nil {
		return ""
	}
	q := url.Values{}
	for i := range c.Inputs {
		if i < len(is.Values) && is.Values[i] != nil {
			q.Set(c.Inputs[i].Name, formstate.FieldText(&c.Inputs[i], is.Values[i], l))
		}
	}
	if len(q) == 0 {
		q.Set("board", strconv.Itoa(is.Board))
	}
	return paths.Href(paths.CalcPath(rs, c)) + "?" + q.Encode()
}

// fouledLink opens the regulation's fouled-board calculator (engine.Calculator.Fouled) with a
// fouled deal's board taken from the file ("" when the problem is no fouled deal, or the
// regulation has no such calculator).
func fouledLink(rs *engine.Ruleset, x pbn.Problem) string {
	if !x.Fouled() || x.Board <= 0 {
		return ""
	}
	c := rs.First(func(c *engine.Calculator) bool { return c.Fouled })
	if c == nil {
		return ""
	}
	return paths.Href(paths.CalcPath(rs, c)) + "?" + url.Values{calcform.PbnBoardQuery: {strconv.Itoa(x.Board)}}.Encode()
}
