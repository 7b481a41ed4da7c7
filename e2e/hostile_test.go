package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	"github.com/chromedp/chromedp"
)

// hostileTexts are typed into every text box of every calculator.
var hostileTexts = []struct{ Name, Text string }{
	{"empty", ""},
	{"negative", "-1"},
	{"very negative", "-99999999"},
	{"1e30", "1e30"},
	{"20 nines", "99999999999999999999"},
	{"non-numeric", "abc"},
	{"emoji", "😀"},
	{"NUL", "1\x00"},
	{"RTL override", "\u202e12\u202c"},
	{"10,000 characters", strings.Repeat("9", 10000)},
}

// hostileTimes go into the date-time controls, which take no free text: empty, and values the
// control accepts but the field's range may not.
var hostileTimes = []struct{ Name, Text string }{
	{"empty", ""},
	{"year 1", "0001-01-01T00:00"},
	{"year 9999", "9999-12-31T23:59"},
}

// pageState is what the hostile test reads after each value.
type pageState struct {
	Invalid string   // the control's aria-invalid
	Err     string   // the text of its error line
	Outs    int      // result values shown
	Alerts  []string // every error message on the page
	Healthy bool     // a title, the form and the result heading are on show
}

const readState = `((id) => {
	const el = document.getElementById(id), err = document.getElementById(id + "-err"), r = document.getElementById("result");
	const h1 = document.querySelector("main h1");
	return {
		Invalid: el ? (el.getAttribute("aria-invalid") || "") : "(gone)",
		Err: err ? err.textContent.trim() : "",
		Outs: r ? r.querySelectorAll("[data-out]").length : -1,
		Alerts: Array.from(document.querySelectorAll("main .error, main [role=alert]")).map(e => e.textContent.trim()),
		Healthy: !!(h1 && h1.textContent.trim() && document.querySelector("main form") && r && r.querySelector("h2") && document.body.innerText.trim().length > 0),
	};
})`

// TestHostileInput types empty, negative, huge, non-numeric, emoji, NUL, RTL-override and
// 10,000-character values into every text box of every calculator (one page per calculator,
// fields changed in place): an invalid value shows a message naming the field under it and
// withholds the result, a value the engine accepts shows the engine's result, the page never
// goes blank and nothing panics; typing the default back brings the result back.
func TestHostileInput(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	l := msg.EN
	b.open(t, s.URL+"?lang=en")
	walked, typed := 0, 0
	for _, c := range allCalcs() {
		t.Run(c.Path, func(t *testing.T) {
			defer w.check(t)
			b.clickTo(t, s, c, l)
			walked++
			if len(c.Calc.Inputs) > 0 {
				b.example(t) // a complete case to spoil one field at a time
			}
			texts := b.settle(t, "the example", c, l)
			orig := append([]string(nil), texts...)
			_, res, err := run(c, texts, l)
			if err != nil {
				t.Fatal(err)
			}
			defaults := expect(l, c, res)
			shown, _, _ := run(c, texts, l)
			for i := range c.Calc.Inputs {
				f := &c.Calc.Inputs[i]
				if !c.Calc.Inputs.Applies(i, shown) {
					continue // not drawn in the example's mode (Field.When): nothing to type into
				}
				id := "f-" + f.Name
				if tb := c.Calc.TableOf(f.Name); tb != nil {
					b.pasteMode(t, tb, true) // a table's lines: the text box of paste mode
				}
				kind := eval[string](t, b, fmt.Sprintf(`(el => el ? (el.tagName === "INPUT" ? el.type : el.tagName.toLowerCase()) : "")(document.getElementById(%q))`, id))
				var values []struct{ Name, Text string }
				switch kind {
				case "text", "textarea", "search", "number":
					values = hostileTexts
				case "datetime-local":
					values = hostileTimes
				default:
					continue // checkboxes, option buttons, selects, pickers: no text to type
				}
				for _, v := range values {
					var got string
					if kind == "datetime-local" {
						b.setField(t, f.Name, v.Text)
						got = eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id))
					} else {
						got = b.typeText(t, id, v.Text)
					}
					typed++
					texts[i] = got
					b.checkHostile(t, c, f, v.Name, texts)
				}
				// back to a valid value: the result reappears
				texts[i] = orig[i]
				if kind == "datetime-local" {
					b.setField(t, f.Name, texts[i])
				} else {
					b.typeText(t, id, texts[i])
				}
				b.waitResult(t, f.Name+" back to its default", defaults)
			}
		})
	}
	t.Logf("%d calculators walked, %d hostile values typed", walked, typed)
}

// checkHostile waits for the page to show what the engine makes of texts, field f having just
// been typed, and checks that the page is whole.
func (b *browser) checkHostile(t *testing.T, c calc, f *engine.Field, what string, texts []string) {
	t.Helper()
	l := msg.EN
	what = f.Name + "=" + what
	if i := c.Calc.Inputs.Index(f.Name); strings.TrimSpace(texts[i]) == "" && f.Required() && f.Assume == nil {
		// a required field left blank is not an error: the result names it as missing (one
		// the form computes with a stated value when blank, Field.Assume, gives the result)
		name := msg.T(l, f.LabelKey())
		if tb := c.Calc.TableOf(f.Name); tb != nil {
			name = msg.T(l, tb.Label)
		}
		b.waitJS(t, fmt.Sprintf(`Array.from(document.querySelectorAll("#missing-list li")).some(e => e.textContent.trim() === %q) && document.querySelector("#result [data-out]") === null`, name))
		return
	}
	_, res, err := run(c, texts, l)
	if err == nil {
		b.waitResult(t, what+" (accepted by the engine)", expect(l, c, res))
		return
	}
	// the messages the page must show, and the one of the typed field
	var msgs []string
	own := ""
	es := engine.Errors(err)
	if len(es) == 0 { // not the engine's: the form shows its text
		msgs = append(msgs, engine.ErrorMessage(err, l, ""))
	}
	for _, e := range es {
		m := engine.ErrorMessage(e, l, "")
		msgs = append(msgs, m)
		if e.Field == f.Name {
			own = m
		}
	}
	label := msg.T(l, f.LabelKey())
	if c.Calc.TableOf(f.Name) != nil {
		if _, _, perr := input.ParseIn(f, texts[c.Calc.Inputs.Index(f.Name)], l); perr == nil && own != "" {
			// the lines read, the calculator refuses them: the table says so in its words
			own = "(any)"
		}
		b.checkHostileLines(t, what, f, label, msgs, own)
		return
	}
	js := readState + fmt.Sprintf("(%q)", "f-"+f.Name)
	var st pageState
	deadline := time.Now().Add(5 * time.Second)
	ok := false
	for !ok && time.Now().Before(deadline) {
		st, err = chromedp.Run(b.ctx, chromedp.Evaluate[pageState](js))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		ok = st.Outs == 0 && st.Healthy && (own == "" || st.Err == own)
		for _, m := range msgs {
			if !contains(st.Alerts, m) {
				ok = false
			}
		}
		if !ok {
			time.Sleep(15 * time.Millisecond)
		}
	}
	if !ok {
		t.Errorf("%s: page shows %+v; want the messages %q (the field's: %q), no result, the page whole", what, st, msgs, own)
		return
	}
	b.dump(t)
	if own != "" {
		if !strings.Contains(st.Err, label) {
			t.Errorf("%s: the message %q does not name the field (%q)", what, st.Err, label)
		}
		if st.Invalid != "true" && st.Invalid != "(gone)" {
			t.Errorf("%s: the control is not marked aria-invalid (%q)", what, st.Invalid)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkHostileLines: a hostile text pasted into a table's lines withholds the result and says
// why; a line the field does not read is named by its row (and column) instead of the list,
// so the message under the box ends as the engine's does for the whole list, and none names
// the field by its code.
func (b *browser) checkHostileLines(t *testing.T, what string, f *engine.Field, label string, msgs []string, own string) {
	t.Helper()
	js := readState + fmt.Sprintf("(%q)", "f-"+f.Name)
	var st pageState
	var err error
	deadline := time.Now().Add(5 * time.Second)
	tail := strings.TrimPrefix(own, label+": ")
	ok := false
	for !ok && time.Now().Before(deadline) {
		st, err = chromedp.Run(b.ctx, chromedp.Evaluate[pageState](js))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		ok = st.Outs == 0 && st.Healthy && len(st.Alerts) > 0 && (own == "" || strings.HasSuffix(st.Err, tail) || own == "(any)" && st.Err != "")
		if !ok {
			time.Sleep(15 * time.Millisecond)
		}
	}
	if !ok {
		t.Errorf("%s: page shows %+v; want an error ending %q under the box (engine: %q), no result, the page whole", what, st, tail, msgs)
		return
	}
	b.dump(t)
	for _, a := range st.Alerts {
		if strings.HasPrefix(a, f.Name+":") || strings.Contains(a, "EINVALID") {
			t.Errorf("%s: a message names the field by its code: %q", what, a)
		}
	}
}
