package view

import (
	"arbiter/engine"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// FormInput is a form's <input>: its type, id and name, the ids of the lines describing it,
// whether its value is invalid, and the handler of its event ev ("input", "change").
func FormInput(typ, id, name, desc string, invalid bool, ev string, h app.EventHandler) app.HTMLElemSelfClosing {
	return InputEl(typ, id, name).Aria("describedby", desc).Aria("invalid", invalid).On(ev, h)
}

// FormControl is formInput for a <select> or <textarea>.
func FormControl(tag, id, name, desc string, invalid bool, ev string, h app.EventHandler) app.HTMLElem {
	return app.Elem(tag).ID(id).Attr("name", name).Aria("describedby", desc).Aria("invalid", invalid).On(ev, h)
}

func ErrorLine(l msg.Lang, id string, err *engine.Error) app.UI {
	if err == nil {
		return nil
	}
	return Tx("p.error", engine.ErrorMessage(err, l, "")).ID(id + "-err").Role("alert")
}

// Checked sets a checkbox or radio's state. A pre-rendered page writes a boolean attribute as
// present or absent only (go-app would print checked="false", which HTML reads as checked).
func Checked(in app.HTMLElemSelfClosing, b bool) app.HTMLElemSelfClosing {
	if b || app.IsClient {
		return in.Attr("checked", b)
	}
	return in
}
