package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// axeRules are the axe-core rules the app must pass (plus every aria-* rule).
var axeRules = []string{"color-contrast", "label", "button-name", "link-name", "select-name", "image-alt",
	"document-title", "html-has-lang", "duplicate-id-aria", "input-button-name", "frame-title", "list", "listitem"}

// axeSource reads axe-core from e2e/node_modules (npm ci --prefix e2e, pinned in package.json).
func axeSource(t *testing.T) string {
	t.Helper()
	p := filepath.Join("node_modules", "axe-core", "axe.min.js")
	b, err := os.ReadFile(p)
	if err != nil {
		m := "axe-core is missing (" + p + "): run npm ci --prefix e2e"
		if os.Getenv("CI") == "true" {
			t.Fatal(m)
		}
		t.Skip(m)
	}
	return string(b)
}

type axeViolation struct {
	ID    string
	Help  string
	Nodes []string
}

// TestAxe runs axe-core, injected by the test, on home, one calculator per ruleset, every other
// screen linked from home and the ruling view, in every language, and fails on violations of
// the rules above with the selectors of the nodes at fault.
func TestAxe(t *testing.T) {
	need(t)
	src := axeSource(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.open(t, s.URL+"?lang=en")
	pages := []string{"/"}
	pages = append(pages, otherScreens(t, b, s)...)
	seenRS := map[string]bool{}
	for _, c := range allCalcs() {
		if !seenRS[c.RS.ID] {
			seenRS[c.RS.ID] = true
			pages = append(pages, c.Path)
		}
	}
	rs := rulesets.Get("nsbk")
	lc := rs.Calculator("nsbk.lateness")
	if code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: lc.ID, Values: lc.Inputs.Defaults()}); err == nil {
		pages = append(pages, strings.TrimPrefix(link.URL(s.URL+"r", code, "Table 4: late by 9 minutes"), strings.TrimSuffix(s.URL, "/")))
	} else {
		t.Fatal(err)
	}
	// the Preferans lista's print view (app/ruling/paper.go)
	prs := rulesets.Get("pref-club")
	sheet := prs.Calculator("pref.sheet")
	if code, err := link.New(rulesets.Get).Encode(link.Ruling{Ruleset: prs.ID, DataVersion: prs.Version, Calculator: sheet.ID, Values: sheet.Inputs.Defaults()}); err == nil {
		pages = append(pages, "/r?r="+code+"&print=1")
	} else {
		t.Fatal(err)
	}
	checked := 0
	for _, l := range []msg.Lang{msg.SR, msg.HU, msg.EN} {
		for _, p := range pages {
			t.Run(l.String()+p, func(t *testing.T) {
				defer w.check(t)
				sep := "?"
				if strings.Contains(p, "?") {
					sep = "&"
				}
				b.open(t, "http://"+s.addr+p+sep+"lang="+l.String())
				b.waitJS(t, fmt.Sprintf(`document.documentElement.lang === %q`, l.String()))
				if !eval[bool](t, b, `typeof axe !== "undefined"`) {
					eval[bool](t, b, src+";\ntrue")
				}
				if strings.HasPrefix(p, "/calc/") {
					// the blank case (required marks, the missing list), then the example's result
					b.waitJS(t, `document.querySelector("#missing-list, #result [data-out]") !== null`)
					axeCheck(t, b, axeJS(), p+" (blank)", l)
					if eval[bool](t, b, `document.getElementById("form-example") !== null`) {
						b.example(t)
					}
					b.waitJS(t, `document.querySelector("#result [data-out]") !== null`)
				}
				js := axeJS()
				if checked == 0 {
					// axe finds what it must: an unlabelled text box, added for a moment
					n := eval[int](t, b, src+`;
						(() => { const i = document.createElement("input"); i.id = "axe-self-test"; document.body.appendChild(i);
						return axe.run(i, {runOnly: {type: "rule", values: ["label"]}}).then(r => { i.remove(); return r.violations.length; }); })()`)
					if n != 1 {
						t.Fatalf("axe self-test: %d violations for an unlabelled input, want 1", n)
					}
					if k := eval[int](t, b, fmt.Sprintf(`axe.getRules().filter(r => %s.includes(r.ruleId) || r.ruleId.startsWith("aria-")).length`, mustJSON(axeRules))); k < 20 {
						t.Fatalf("axe runs only %d rules", k)
					}
				}
				checked++
				axeCheck(t, b, js, p, l)
			})
		}
	}
	t.Logf("axe: %d screens × languages checked (%d screens: %v)", checked, len(pages), pages)
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// axeJS runs axe-core's rules of axeRules (and every aria-* rule) on the document and returns
// its violations as JSON.
func axeJS() string {
	return fmt.Sprintf(`(() => {
		const want = %s;
		const ids = axe.getRules().map(r => r.ruleId).filter(id => want.includes(id) || id.startsWith("aria-"));
		return axe.run(document, {runOnly: {type: "rule", values: ids}, resultTypes: ["violations"]})
			.then(r => JSON.stringify(r.violations.map(v => ({ID: v.id, Help: v.help,
				Nodes: v.nodes.map(n => n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\s+/g, " "))}))));
	})()`, mustJSON(axeRules))
}

// axeCheck runs js (axeJS) on page p in l and fails on each violation, with its nodes.
func axeCheck(t *testing.T, b *browser, js, p string, l msg.Lang) {
	t.Helper()
	var vs []axeViolation
	if err := json.Unmarshal([]byte(eval[string](t, b, js)), &vs); err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("%s (%s): axe %s — %s:\n\t%s", p, l, v.ID, v.Help, strings.Join(v.Nodes, "\n\t"))
	}
}
