package calcform

import (
	"strconv"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// fieldOf is the field the control that fired belongs to, read from its name when the event
// comes: a redraw that hides or shows a field for the mode (Field.When) moves every field after
// it, and go-app keeps a reused control's first handler, so the index i the handler was made
// with may name another field by then.
func (c *CalcForm) fieldOf(ctx app.Context, i int) int {
	if n := ctx.JSSrc().Get("name"); n.Truthy() {
		if k := c.Calc.Inputs.Index(n.String()); k >= 0 {
			return k
		}
	}
	return i
}

func (c *CalcForm) onText(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		c.st.Set(c.RS, c.Calc, i, ctx.JSSrc().Get("value").String())
		c.saveDraft()
	}
}

// onSelect is onText for a select, which then shows the option the form holds: the blank
// option it opened with goes once one is chosen, and go-app, reusing the option elements by
// position, would otherwise leave the next option shown as chosen ("b" for a chosen "a").
func (c *CalcForm) onSelect(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		c.onText(i)(ctx, e)
		c.chose(ctx, i)
		c.syncControls(ctx)
	}
}

// selectValue makes select el show the option of value v (none when v is blank; unchanged when
// no option has it).
func selectValue(el app.Value, v string) {
	if v == "" {
		el.Set("value", "")
		return
	}
	if el.Get("value").String() == v {
		return
	}
	opts := el.Get("options")
	for k := 0; k < opts.Length(); k++ {
		if o := opts.Index(k); strings.EqualFold(o.Get("value").String(), v) {
			el.Set("selectedIndex", k)
			return
		}
	}
}

func (c *CalcForm) onCheck(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		t := "0"
		if ctx.JSSrc().Get("checked").Bool() {
			t = "1"
		}
		c.st.Set(c.RS, c.Calc, i, t)
		c.saveDraft()
	}
}

func (c *CalcForm) onOption(i int, code string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		i := c.fieldOf(ctx, i)
		if v := ctx.JSSrc().Get("value"); v.Truthy() {
			code = v.String() // the option of the radio tapped, as its field is (fieldOf)
		}
		c.st.Set(c.RS, c.Calc, i, code)
		c.saveDraft()
		c.chose(ctx, i) // fromlog.go: a choice the open event remembers
	}
}

// onCard toggles one card of a hand field from the card picker; the text follows.
func (c *CalcForm) onCard(i int, card int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		// the card's id names its field ("f-<field>-card-<card>"), read when it is tapped (fieldOf)
		if id := ctx.JSSrc().Get("id").String(); strings.HasPrefix(id, "f-") {
			if end := strings.LastIndex(id, "-card-"); end > 2 {
				if k := c.Calc.Inputs.Index(id[2:end]); k >= 0 {
					i = k
				}
			}
		}
		f := &c.Calc.Inputs[i]
		c.st.Set(c.RS, c.Calc, i, view.ToggleCard(f, c.st.Texts[i], card, c.Lang))
		c.saveDraft()
	}
}

// sourceLine says where an event field's value came from: the open event, the regulation's
// text (cited) or the club file, or that no regulation sets it (a fact of the event to enter).
func (c *CalcForm) sourceLine(l msg.Lang, id string, i int) app.UI {
	if i >= len(c.st.Origin) {
		return nil
	}
	switch c.st.Origin[i] {
	case formstate.OriginEvent:
		return view.Tx("p.src", msg.T(l, "app.src.event", msg.A("event", c.st.EvName))).ID(id+"-src").DataSet("src", formstate.OriginEvent)
	case formstate.OriginRule, formstate.OriginClub:
		_, sec, _, _ := c.RS.Regulation(&c.Calc.Inputs[i], engine.NewParams(c.RS, c.st.Club))
		key := "app.src.rule"
		if c.st.Origin[i] == formstate.OriginClub {
			key = "app.src.club"
		}
		return view.Tx("p.src", msg.T(l, key, msg.A("section", sec))).ID(id+"-src").DataSet("src", c.st.Origin[i])
	case formstate.OriginUnset:
		return view.Tx("p.src", msg.T(l, "app.src.unset")).ID(id+"-src").DataSet("src", formstate.OriginUnset)
	}
	return nil
}

// field draws one field: label, help and range, the control with its unit, the error.
func (c *CalcForm) field(l msg.Lang, i int, f *engine.Field) app.UI {
	id := "f-" + f.Name
	label := msg.T(l, f.LabelKey())
	if f.Optional {
		label += " (" + msg.T(l, "app.optional") + ")"
	}
	if f.Assume != nil { // the director may leave it blank: say what it counts as then
		label += " (" + msg.T(l, "app.assumed", msg.A("value", formstate.FieldText(f, f.Assume, l))) + ")"
	}
	err := c.st.Errs[i]
	invalid := err != nil
	req := (!f.Event || c.st.Origin[i] == formstate.OriginUnset) && f.Required() && f.Assume == nil // a case fact the result waits for
	var reqMark app.UI
	if req {
		reqMark = view.Tx("span.req", msg.T(l, "app.required")).Aria("hidden", "true")
	}
	desc := ""      // the ids of the lines that describe the control
	var help app.UI // the help line, nil when there is none
	if h := helpText(l, f); h != "" {
		desc = id + "-help"
		help = view.Tx("p.help", h).ID(desc)
	}
	if invalid {
		if desc != "" {
			desc += " "
		}
		desc += id + "-err"
	}
	text := c.st.Texts[i]
	unit := ""
	if f.Unit != "" {
		unit = msg.T(l, f.Unit)
	}

	// Every field is a wrapper w (div.field unless the kind says otherwise) holding head, then
	// the help and the error line. head is the label and the control with its unit, unless
	// the kind lays it out itself.
	var w app.HTMLElem
	var head []app.UI
	var control app.UI
	switch f.Kind {
	case engine.KBool:
		w = view.El("div.field.field-check")
		head = []app.UI{view.El("div.check",
			view.Checked(view.FormInput("checkbox", id, f.Name, desc, invalid, "change", c.onCheck(i)), text == "1" || text == msg.T(l, "common.yes")),
			view.LabelFor(id, label),
		)}
	case engine.KEnum:
		opts := make([]app.UI, len(f.Options))
		if len(f.Options) <= 4 { // a row of radio buttons
			for j, o := range f.Options {
				oid := id + "-" + strconv.Itoa(j)
				opts[j] = view.El("span.seg-opt",
					view.Checked(view.InputEl("radio", oid, f.Name).Attr("value", o), strings.EqualFold(text, o)).OnChange(c.onOption(i, o)),
					view.LabelFor(oid, formstate.OptionLabel(l, f, j)),
				)
			}
			w = view.El("fieldset.field.seg").Aria("describedby", desc)
			if req {
				w = w.Role("radiogroup").Aria("required", "true")
			}
			head = []app.UI{view.Tx("legend", label), reqMark, view.El("div.seg-row", opts...)}
		} else {
			if strings.TrimSpace(text) == "" {
				// nothing chosen yet: a blank option (its value is its empty text; go-app drops an
				// empty value attribute), shown as a dash
				opts = append([]app.UI{view.El("option").Attr("label", "—").Attr("selected", true)}, opts...)
				opts = opts[:len(f.Options)+1]
				for j, o := range f.Options {
					opts[j+1] = view.Option(o, formstate.OptionLabel(l, f, j), false)
				}
			} else {
				for j, o := range f.Options {
					opts[j] = view.Option(o, formstate.OptionLabel(l, f, j), strings.EqualFold(text, o))
				}
			}
			control = view.FormControl("select", id, f.Name, desc, invalid, "change", c.onSelect(i)).Body(opts...)
		}
	case engine.KIntList, engine.KDecList, engine.KEntryList:
		control = view.FormControl("textarea", id, f.Name, desc, invalid, "input", c.onText(i)).Attr("rows", 4).Text(text).
			Attr("autocapitalize", "characters").Attr("spellcheck", "false").
			Attr("inputmode", listInputMode(f))
	case engine.KBridgeHand, engine.KPrefHand:
		// the error under the text box, above the card picker (a refused hand is said where
		// it is typed, not below the 52 cards)
		w = view.El("div.field.field-hand")
		head = []app.UI{
			view.LabelFor(id, label), reqMark,
			view.El("div.control", c.textBox(i, f, text, desc, invalid)),
			view.ErrorLine(l, id, err),
			refusedPicker(l, id, invalid, view.CardPicker(l, id, f, text, func(card int) app.EventHandler { return c.onCard(i, card) })),
		}
		err = nil // said
	case engine.KDateTime:
		control = view.FormInput("datetime-local", id, f.Name, desc, invalid, "input", c.onText(i)).
			Attr("value", strings.Replace(text, " ", "T", 1))
	default:
		control = c.textBox(i, f, text, desc, invalid)
	}
	if w == nil {
		w = view.El("div.field")
	}
	if head == nil {
		var unitEl app.UI
		if unit != "" {
			unitEl = view.Tx("span.unit", unit)
		}
		if req {
			if ce, ok := control.(app.HTMLElemSelfClosing); ok {
				control = ce.Aria("required", "true")
			} else if ce, ok := control.(app.HTMLElem); ok {
				control = ce.Aria("required", "true")
			}
		}
		head = []app.UI{view.LabelFor(id, label), reqMark, view.El("div.control", control, unitEl)}
	}
	// the error right under the control, before the help and the other lines
	return w.ID("field-" + f.Name).Body(append(head, view.ErrorLine(l, id, err), help, c.sourceLine(l, id, i), c.readsLine(l, id, i, f))...)
}

// textBox is field i's one-line text box (numbers, entries, hands): the keyboard from
// inputMode, capitals when it is not a number.
func (c *CalcForm) textBox(i int, f *engine.Field, text, desc string, invalid bool) app.HTMLElemSelfClosing {
	in := view.FormInput("text", "f-"+f.Name, f.Name, desc, invalid, "input", c.onText(i)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false")
	if !f.Event && f.Required() && f.Assume == nil {
		in = in.Aria("required", "true")
	}
	if m := inputMode(f); m != "" {
		return in.Attr("inputmode", m)
	}
	return in.Attr("autocapitalize", "characters")
}

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

// readsLine shows, for a field with a notation (hands, cards, results, weights), how its text
// was read ("Reads as: ♠AKQ2 ♥543 ♦KJ2 ♣876"), before the result; it is always drawn (empty
// while the text reads as nothing) so that a screen reader hears each new reading.
func (c *CalcForm) readsLine(l msg.Lang, id string, i int, f *engine.Field) app.UI {
	if input.Hint(f, l) == "" {
		return nil
	}
	text := ""
	if i < len(c.st.Shown) && c.st.Shown[i] != "" {
		text = msg.T(l, "app.reads", msg.A("shown", c.st.Shown[i]))
	}
	return view.Tx("p.reads", text).ID(id+"-reads").Aria("live", "polite")
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
