package calcform

import (
	"strings"

	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// inputMode picks the on-screen keyboard: digits for numbers that cannot be negative (the
// numeric pads of phones have no minus sign), the full keyboard otherwise.
func inputMode(f *engine.Field) string {
	switch f.Kind {
	case engine.KInt:
		if f.Min >= 0 {
			return "numeric"
		}
		return "text"
	case engine.KDecimal:
		if f.Min >= 0 {
			return "decimal"
		}
		return "text"
	}
	return ""
}

func listInputMode(f *engine.Field) string {
	switch {
	case f.Kind == engine.KIntList && f.Min >= 0:
		return "numeric"
	case f.Kind == engine.KDecList && f.Min >= 0:
		return "decimal"
	}
	return "text"
}

// helpText is the field's help line: its own help, the form of the kind, and the range.
func helpText(l msg.Lang, f *engine.Field) string {
	var parts []string
	if f.Help != "" {
		parts = append(parts, msg.T(l, f.Help))
		if f.Kind == engine.KEntry || f.Kind == engine.KEntryList {
			return parts[0] // the field's own help already shows the form
		}
	}
	switch f.Kind {
	case engine.KDecimal:
		if h := input.Hint(f, l); h != "" { // a weight or a percentage: its notation
			parts = append(parts, h)
			break
		}
		parts = append(parts, msg.T(l, "app.range", msg.A("min", bound(l, f, f.Min)), msg.A("max", bound(l, f, f.Max))))
	case engine.KInt:
		parts = append(parts, msg.T(l, "app.range", msg.A("min", bound(l, f, f.Min)), msg.A("max", bound(l, f, f.Max))))
	case engine.KIntList, engine.KDecList:
		if h := input.Hint(f, l); h != "" { // weights: their notation
			parts = append(parts, msg.T(l, "app.list.help"), h)
			break
		}
		parts = append(parts, msg.T(l, "app.list.help"), msg.T(l, "app.range", msg.A("min", bound(l, f, f.Min)), msg.A("max", bound(l, f, f.Max))))
	case engine.KEntry, engine.KBridgeHand, engine.KPrefHand, engine.KCard, engine.KPrefCard:
		parts = append(parts, input.Hint(f, l)) // the example and the letters of l's notation
	case engine.KEntryList:
		parts = append(parts, msg.T(l, "app.list.help"), input.Hint(f, l))
	case engine.KDateTime:
		parts = append(parts, msg.T(l, "app.datetime.help"))
	}
	return strings.Join(parts, " ")
}

func bound(l msg.Lang, f *engine.Field, v int64) string {
	if f.Kind == engine.KDecimal || f.Kind == engine.KDecList {
		return msg.Fixed(l, float64(v)/f.Scale(), f.Prec)
	}
	return msg.Int(l, v)
}

// refusedPicker is a hand's card picker, which says so while the hand's text is refused (the
// cards then show only what can be read of it).
func refusedPicker(l msg.Lang, id string, refused bool, picker app.UI) app.UI {
	if !refused {
		return picker
	}
	return view.El("div.picker-refused", view.Tx("p.picker-note", msg.T(l, "app.cards.refused")).ID(id+"-picker-note"), picker).
		ID(id+"-picker-box").DataSet("refused", "true")
}
