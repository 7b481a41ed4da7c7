package view

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/app/paths"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestElSameAsChain(t *testing.T) {
	// an option not selected: in the browser selected is set (to false) so that an update
	// clears it; a pre-rendered page leaves it out
	unselected := app.Elem("option").Attr("value", "nsbk").Text("NSBK")
	if app.IsClient {
		unselected = unselected.Attr("selected", false)
	}
	tests := []struct {
		name      string
		got, want app.UI
	}{
		{"tag", El("div"), app.Elem("div")},
		{"id", El("p#x"), app.Elem("p").ID("x")},
		{"class", El("p.lead"), app.Elem("p").Class("lead")},
		{"classes", El("a.btn.btn-quiet"), app.Elem("a").Class("btn btn-quiet")},
		{"id and classes", El("div#ruling-check.check-ok.big", app.Text("t")), app.Elem("div").ID("ruling-check").Class("check-ok big").Text("t")},
		{"more class", El("p.a").Class("b"), app.Elem("p").Class("a").Class("b")},
		{"kids", El("ul#l", Tx("li", "one"), Tx("li.x", "two")), app.Elem("ul").ID("l").Body(app.Elem("li").Text("one"), app.Elem("li").Class("x").Text("two"))},
		{"text", Tx("h2#result-h", "Result"), app.Elem("h2").ID("result-h").Text("Result")},
		{"empty text", Tx("th", ""), app.Elem("th").Text("")},
		{"input", InputEl("radio", "rs-pick-nsbk", "ruleset").Attr("value", "nsbk"), app.ElemSelfClosing("input").Attr("type", "radio").ID("rs-pick-nsbk").Attr("name", "ruleset").Attr("value", "nsbk")},
		{"input, no id or name", InputEl("file", "", ""), app.ElemSelfClosing("input").Attr("type", "file")},
		{"fieldRow", FieldRow("f-x", "X", InputEl("text", "f-x", "x")), app.Elem("div").Class("field").Body(app.Elem("label").Attr("for", "f-x").Text("X"), app.ElemSelfClosing("input").Attr("type", "text").ID("f-x").Attr("name", "x"))},
		{"th", Th("col", "Name"), app.Elem("th").Attr("scope", "col").Text("Name")},
		{"option, selected", Option("nsbk", "NSBK", true), app.Elem("option").Attr("value", "nsbk").Attr("selected", true).Text("NSBK")},
		{"option, not selected", Option("nsbk", "NSBK", false), unselected},
		{"anchor", Anchor("a#nav-rules", "/rules", "Rules"), app.Elem("a").ID("nav-rules").Attr("href", paths.Href("/rules")).Text("Rules")},
	}
	for _, tt := range tests {
		if g, w := canonHTML(app.HTMLString(tt.got)), canonHTML(app.HTMLString(tt.want)); g != w {
			t.Errorf("%s: got %s, want %s", tt.name, g, w)
		}
	}
}

func TestSplitSpec(t *testing.T) {
	tests := []struct{ spec, tag, id, class string }{
		{"div", "div", "", ""},
		{"p#x", "p", "x", ""},
		{"p.a", "p", "", "a"},
		{"p.a.b-c", "p", "", "a b-c"},
		{"td#f-1.n.m", "td", "f-1", "n m"},
	}
	for _, tt := range tests {
		tag, id, class := splitSpec(tt.spec)
		if tag != tt.tag || id != tt.id || class != tt.class {
			t.Errorf("splitSpec(%q) = %q %q %q, want %q %q %q", tt.spec, tag, id, class, tt.tag, tt.id, tt.class)
		}
	}
}

var (
	startTag = regexp.MustCompile(`<([a-z0-9]+)((?: [a-z-]+(?:="[^"]*")?)*)>`)
	attrRe   = regexp.MustCompile(` [a-z-]+(?:="[^"]*")?`)
)

// canonHTML sorts each start tag's attributes: go-app writes them in map order.
func canonHTML(s string) string {
	return startTag.ReplaceAllStringFunc(s, func(tag string) string {
		m := startTag.FindStringSubmatch(tag)
		attrs := attrRe.FindAllString(m[2], -1)
		slices.Sort(attrs)
		return "<" + m[1] + strings.Join(attrs, "") + ">"
	})
}
