//go:build !wasm

package calcform

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"arbiter/app/formstate"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// redrawHarness is the form mounted in go-app's test engine, with a context to change its
// state through, as a handler would.
type redrawHarness struct {
	CalcForm
	ctx     app.Context
	mounted bool
}

// natively go-app runs OnPreRender, not OnMount
func (h *redrawHarness) OnPreRender(ctx app.Context) { h.ctx, h.mounted = ctx, true }

// drawn is c as go-app holds it drawn (a part not mounted: as it draws now), each element's
// attributes in the order of their names (go-app writes them in a map's order), lines without
// their indent (sorted).
func drawn(c app.UI) string { return sorted(app.HTMLString(c)) }

// sorted is drawn HTML h with each element's attributes in the order of their names and its
// lines without their indent.
func sorted(h string) string {
	h = regexp.MustCompile(`(?m)^\s+`).ReplaceAllString(h, "") // the depth aside
	attr := regexp.MustCompile(`\s([a-zA-Z_:-]+)(="[^"]*")?`)
	return regexp.MustCompile(`<[a-z][a-z0-9]*(\s[^>]*)?>`).ReplaceAllStringFunc(h, func(tag string) string {
		name, rest, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(tag, "<"), ">"), " ")
		as := attr.FindAllString(" "+rest, -1)
		for i := range as {
			as[i] = strings.TrimSpace(as[i])
		}
		sort.Strings(as)
		return "<" + strings.Join(append([]string{name}, as...), " ") + ">"
	})
}

// partsOf cuts the drawn form into what its parts drew: the fields (with the tables in their
// places) and the result, which the form itself does not draw.
func partsOf(t *testing.T, h string) (fields, res string) {
	t.Helper()
	f := regexp.MustCompile(`(?s)<form [^>]*class="form".*</form>`).FindString(h)
	r := regexp.MustCompile(`(?s)<section[^>]*id="result".*</section>`).FindString(h) // up to the rules' links
	if f == "" || r == "" {
		t.Fatalf("the drawn form has no fields (%v) or no result (%v):\n%s", f != "", r != "", h)
	}
	return f, r
}

// The form's parts are redrawn when the form's generation changes, and only then: a change of
// the shared state with the generation as it was leaves what every part drew as it was (while
// the form's own buttons show it), and counting the generation up draws it in every part. A
// part that redrew on every redraw of the form, or missed a new generation, fails here.
func TestPartsRedrawOnGen(t *testing.T) {
	n := 0
	for _, sc := range listScreens() { // table_test.go
		n++
		t.Run(sc.Calc.ID, func(t *testing.T) {
			e := app.NewTestEngine()
			h := &redrawHarness{CalcForm: CalcForm{Lang: msg.EN, RS: sc.RS, Calc: sc.Calc}}
			if err := e.Load(h); err != nil {
				t.Fatal(err)
			}
			e.ConsumeAll()
			if !h.mounted {
				t.Fatal("the form was not mounted")
			}
			blank := drawn(h)
			f0, r0 := partsOf(t, blank)
			if !strings.Contains(blank, `aria-pressed="false" class="btn-quiet btn-small" id="form-example" type="button">Example`) {
				t.Fatalf("the blank form does not show its example button unpressed")
			}

			// the worked example in place of the case, the generation as it was
			gen := h.gen
			h.ctx.Dispatch(func(app.Context) {
				h.st = formstate.OpenFormState(h.RS, h.Calc, h.Lang, h.club, formstate.OpenOpts{Ev: h.ev, Example: true})
			})
			e.ConsumeAll()
			if h.gen != gen {
				t.Fatalf("gen = %d, want %d (nothing counted it)", h.gen, gen)
			}
			stale := drawn(h)
			if !strings.Contains(stale, `<button aria-pressed class="btn-quiet btn-small" id="form-example" type="button">`) { // go-app writes a true attribute bare
				t.Fatalf("the form itself was not redrawn: its example button is not pressed")
			}
			f1, r1 := partsOf(t, stale)
			if f1 != f0 {
				t.Errorf("the fields were redrawn with the generation unchanged")
			}
			if r1 != r0 {
				t.Errorf("the result was redrawn with the generation unchanged")
			}

			// what the parts draw from the state as it is now
			fNow, _ := partsOf(t, drawn(&formFields{Lang: h.Lang, Gen: h.gen, S: &h.formCore})+`<section id="result"></section>`)
			rNow := drawn(&formResult{Lang: h.Lang, Gen: h.gen, S: &h.formCore})
			if fNow == f0 || rNow == r0 {
				t.Fatalf("the example draws the same fields (%v) or result (%v) as the blank form: no test", fNow == f0, rNow == r0)
			}

			// the generation counted up: every part draws the example, each table with it
			h.ctx.Dispatch(func(app.Context) { h.touch() })
			e.ConsumeAll()
			f2, r2 := partsOf(t, drawn(h))
			if f2 != fNow {
				t.Errorf("the fields drawn on a new generation are not what they draw from the state:\n%s\nwant\n%s", f2, fNow)
			}
			if r2 != rNow {
				t.Errorf("the result drawn on a new generation is not what it draws from the state:\n%s\nwant\n%s", r2, rNow)
			}
			if !strings.Contains(r2, `id="example-note"`) {
				t.Errorf("the result drawn on a new generation has no example note")
			}
		})
	}
	if n == 0 {
		t.Fatal("no calculator with a table")
	}
}

// toolsHarness is "Log it" and "Share" mounted in go-app's test engine, with a context to
// change their state through, as a handler would.
type toolsHarness struct {
	rulingTools
	ctx     app.Context
	mounted bool
}

func (h *toolsHarness) OnPreRender(ctx app.Context) { h.ctx, h.mounted = ctx, true }

// element is the element of h (as app.HTMLString draws it, indented) whose start tag has
// attribute id="id", with its attributes sorted; "" when there is none.
func element(h, id string) string {
	lines := strings.Split(h, "\n")
	for i, ln := range lines {
		if !strings.Contains(ln, ` id="`+id+`"`) {
			continue
		}
		ind := len(ln) - len(strings.TrimLeft(ln, " "))
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) != "" && len(lines[j])-len(strings.TrimLeft(lines[j], " ")) <= ind {
				if strings.HasPrefix(strings.TrimSpace(lines[j]), "</") {
					j++
				}
				return sorted(strings.Join(lines[i:j], "\n"))
			}
		}
		return sorted(strings.Join(lines[i:], "\n"))
	}
	return ""
}

// The parts of "Log it" and "Share" are redrawn when the tools' generation changes, and only
// then: the log box with an event to log to, the share box with the note the link carries.
func TestToolsRedrawOnGen(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	calc := rs.Calculator("ocsb.zt")
	st := formstate.NewFormState(rs, calc, nil, msg.EN)
	e := app.NewTestEngine()
	h := &toolsHarness{rulingTools: rulingTools{Lang: msg.EN, RS: rs, Calc: calc, Vals: st.Vals, Res: st.Res}}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if !h.mounted {
		t.Fatal("the tools were not mounted")
	}
	step := func(f func()) string {
		h.ctx.Dispatch(func(app.Context) { f() })
		e.ConsumeAll()
		return app.HTMLString(h)
	}

	// "Log it" open before the log was read: it says the log opens, not that it has no event
	opening := element(step(func() { h.open = "log"; h.touch() }), "log-box")
	if !strings.Contains(opening, msg.T(msg.EN, "app.log.loading")) || strings.Contains(opening, msg.T(msg.EN, "app.log.noevent")) {
		t.Fatalf("the log box before the log was read:\n%s", opening)
	}
	// … read, no event in the log yet
	log0 := element(step(func() { h.read = true; h.touch() }), "log-box")
	if !strings.Contains(log0, msg.T(msg.EN, "app.log.noevent")) {
		t.Fatalf("the log box with no event does not say so:\n%s", log0)
	}
	ev := eventlog.Event{ID: "e1", Ruleset: rs.ID, Name: "OCSB 2026", Date: "2026-12-05"}
	gen := h.gen
	log1 := element(step(func() { h.events, h.evID = []eventlog.Event{ev}, ev.ID }), "log-box")
	if h.gen != gen {
		t.Fatalf("gen = %d, want %d (nothing counted it)", h.gen, gen)
	}
	if log1 != log0 {
		t.Errorf("the log box was redrawn with the generation unchanged:\n%s", log1)
	}
	log2 := element(step(func() { h.touch() }), "log-box")
	if log2 == log0 || !strings.Contains(log2, `id="log-round"`) {
		t.Errorf("the log box was not redrawn on a new generation:\n%s", log2)
	}

	// "Share" open; the note the link carries typed in
	share0 := element(step(func() { h.open = "share"; h.touch() }), "share-box")
	if share0 == "" {
		t.Fatalf("no share box drawn:\n%s", app.HTMLString(h))
	}
	share1 := element(step(func() { h.note = "Telefon" }), "share-box")
	if strings.Contains(share1, "Telefon") {
		t.Errorf("the share box was redrawn with the generation unchanged:\n%s", share1)
	}
	if share2 := element(step(func() { h.touch() }), "share-box"); !strings.Contains(share2, "Telefon") {
		t.Errorf("the share box was not redrawn on a new generation:\n%s", share2)
	}
}
