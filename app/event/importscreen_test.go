//go:build !wasm

package event

import (
	"context"
	"strings"
	"testing"

	"arbiter/app/logstore"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The screen renders the plan with Merge and Cancel, Close alone when nothing is new, and the
// report with the events whose versions wait for a choice. (The plan's words are logstore's,
// tested there.)
func TestImportScreen(t *testing.T) {
	ctx := context.Background()
	a := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "kup", Name: "Kup Novog Sada", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Participants: []eventlog.Participant{{Number: 1, Name: "Zvezda"}}}
	if err := a.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.AddIncident(ctx, eventlog.Incident{Event: "kup", Time: 13707000, Calculator: c.ID, Values: vals,
		Result: eventlog.Summary(res), Status: eventlog.Active}); err != nil {
		t.Fatal(err)
	}
	data, err := eventlog.Export(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	st := logstore.PlanImport(ctx, eventlog.NewMem(rulesets.Get), data, msg.SR)
	if st.Err != "" || len(st.View.Events) == 0 || len(st.View.Events[0].Lines) == 0 {
		t.Fatalf("PlanImport = %+v, want a plan with lines", st)
	}
	p := &LogPage{lang: msg.SR, imp: st}
	html := app.HTMLString(p.renderImport())
	for _, want := range []string{`id="import-plan"`, `id="import-merge"`, `id="import-cancel"`, `class="` + st.View.Events[0].Lines[0].Kind + `"`, `data-event="kup"`, "Spoji"} {
		if !strings.Contains(html, want) {
			t.Errorf("the plan lacks %s:\n%s", want, html)
		}
	}
	p.imp = logstore.ImportState{Report: "Spojeno.", Links: []eventlog.Event{{ID: "kup", Name: "Kup Novog Sada"}}, Nconf: 1}
	html = app.HTMLString(p.renderImport())
	if !strings.Contains(html, `id="import-done"`) || !strings.Contains(html, "Kup Novog Sada") || !strings.Contains(html, "1") {
		t.Errorf("the report:\n%s", html)
	}
	p.imp = logstore.ImportState{Plan: st.Plan, View: logstore.PlanView{Nothing: true}}
	html = app.HTMLString(p.renderImport())
	if strings.Contains(html, "import-merge") || !strings.Contains(html, `id="import-nothing"`) {
		t.Errorf("nothing to merge:\n%s", html)
	}
}
