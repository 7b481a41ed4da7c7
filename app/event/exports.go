package event

import (
	"arbiter/app/internal/browser"
	"arbiter/app/view"
	"arbiter/engine/msg"
	"arbiter/engine/pbn"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// exportsSection is the event's rulings out for the scorer: as CSV, as PBN (over the
// session's file when one is loaded: Pbn, read when tapped) and its adjusted results as
// USEBIO — once every incident is read.
type exportsSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *eventState
	Pbn  *pbnPanel
}

func (s *exportsSection) Render() app.UI {
	l, busy := s.Lang, s.S.partial
	return view.El("div.tool-row",
		view.LogBtn(l, "button#pbn-csv.btn.btn-quiet", "app.pbn.csv", s.exportCSV).Attr("disabled", busy),
		view.LogBtn(l, "button#pbn-export.btn.btn-quiet", "app.pbn.export", s.exportPBN).Attr("disabled", busy),
		view.LogBtn(l, "button#pbn-usebio.btn.btn-quiet", "app.pbn.usebio", s.exportUSEBIO).Attr("disabled", busy),
	)
}

func (s *exportsSection) options() pbn.ExportOptions {
	return pbn.ExportOptions{Lang: s.Lang, Lookup: rulesets.Get}
}

func (s *exportsSection) exportCSV(ctx app.Context, e app.Event) {
	ev := &s.S.ev
	browser.Download("arbiter-"+ev.ID+"-rulings.csv", "text/csv;charset=utf-8", pbn.CSV(ev, s.S.incs, s.options()))
}

// exportUSEBIO downloads the event's adjusted results as USEBIO 1.2 (ISO-8859-1 XML).
func (s *exportsSection) exportUSEBIO(ctx app.Context, e app.Event) {
	ev := &s.S.ev
	browser.Download("arbiter-"+ev.ID+"-results.xml", "application/xml;charset=iso-8859-1", pbn.USEBIO(ev, s.S.incs, s.options()))
}

func (s *exportsSection) exportPBN(ctx app.Context, e app.Event) {
	var src *pbn.File
	if s.Pbn != nil && s.Pbn.file != nil {
		src = s.Pbn.file.File
	}
	ev := &s.S.ev
	browser.Download("arbiter-"+ev.ID+"-rulings.pbn", "text/plain;charset=utf-8", pbn.Write(ev, s.S.incs, src, s.options()))
}
