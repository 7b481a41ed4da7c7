// Package view is what every screen draws with (go-app): the element helpers (el.go), the
// top bar and page frame (shell.go), the log banner, cards, QR, the log's form fields
// (log_el.go), the language (lang.go), the club file in force (club.go), the directors'
// question and card, and the context helpers that tie a component to the log (logctx.go). It
// imports no screen.
package view

import (
	"strings"

	"arbiter/app/paths"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// El is an element written compactly: spec is "tag", "tag#id", "tag.class", "tag#id.class.other"
// (id first, then classes), kids its content. One call instead of go-app's chain of
// Elem().ID().Class().Body(): in js/wasm every call of a chain is code in the caller, and the
// screens' render functions were the wasm's largest weight. Anything else chains on the result
// as usual: el("p#err.error", …).Role("alert").
func El(spec string, kids ...app.UI) app.HTMLElem {
	tag, id, class := splitSpec(spec)
	e := app.Elem(tag)
	if id != "" {
		e = e.ID(id)
	}
	if class != "" {
		e = e.Class(class)
	}
	if len(kids) > 0 {
		e = e.Body(kids...)
	}
	return e
}

// Tx is an element holding only text: tx("h2#result-h", title).
func Tx(spec, text string) app.HTMLElem {
	return El(spec, app.Text(text))
}

// InputEl is an <input> of the given type, id and name (either may be ""): the one self-closing
// element the forms use.
func InputEl(typ, id, name string) app.HTMLElemSelfClosing {
	e := app.ElemSelfClosing("input").Attr("type", typ)
	if id != "" {
		e = e.ID(id)
	}
	if name != "" {
		e = e.Attr("name", name)
	}
	return e
}

// Anchor is an <a> to a path of the app (see href), with text.
func Anchor(spec, path, text string) app.HTMLElem {
	return Tx(spec, text).Attr("href", paths.Href(path))
}

// splitSpec splits "tag#id.c1.c2" into tag, id and "c1 c2".
func splitSpec(spec string) (tag, id, class string) {
	tag = spec
	if i := strings.IndexAny(spec, "#."); i >= 0 {
		tag, spec = spec[:i], spec[i:]
		if spec[0] == '#' {
			id = spec[1:]
			if j := strings.IndexByte(id, '.'); j >= 0 {
				id, spec = id[:j], id[j:]
			} else {
				spec = ""
			}
		}
		if spec != "" {
			class = strings.ReplaceAll(spec[1:], ".", " ")
		}
	}
	return tag, id, class
}

// LabelFor is the <label> of the control with id forID.
func LabelFor(forID, text string) app.HTMLElem { return Tx("label", text).Attr("for", forID) }

// FieldRow is a form row: <div class="field"><label for=id>label</label>kids…</div>.
func FieldRow(id, label string, kids ...app.UI) app.HTMLElem {
	return El("div.field", append([]app.UI{LabelFor(id, label)}, kids...)...)
}

// Th is a header cell of a column ("col") or a row ("row").
func Th(scope, text string) app.HTMLElem { return Tx("th", text).Attr("scope", scope) }

// Option is a <select>'s option. Like checked, a pre-rendered page writes selected only when
// it is.
func Option(value, label string, sel bool) app.UI {
	o := Tx("option", label).Attr("value", value)
	if sel || app.IsClient {
		o = o.Attr("selected", sel)
	}
	return o
}
