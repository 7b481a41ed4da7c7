package calcform

import (
	"strconv"
	"strings"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/input"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// formFields is the form's fields, each with its label, help and error, and in their places
// the tables (formTable) and what the log can fill beside a field (formFeed, formRemember).
// Props: Gen changes with each change of the form's state S (whose address stays).
type formFields struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *formCore
}

func (p *formFields) Render() app.UI {
	c, l := p.S, p.Lang
	s := c.f.Calc.Inputs
	fields := make([]app.UI, 0, len(s))
	drawn := map[*formstate.TableState]bool{}
	more := -1 // where the fields the director may leave blank wait, behind one line
	for i := range s {
		if ts := c.st.TableOf(s, i); ts != nil {
			// a table stands where its first field would; one no field of which applies, nowhere
			if !drawn[ts] && c.st.Asks(s, ts) {
				drawn[ts] = true
				for ti := range c.st.Tables {
					if c.st.Tables[ti] == ts {
						fields = append(fields, p.feed(l, ts.T.ID), &formTable{Lang: l, Gen: p.Gen, S: c, TI: ti})
					}
				}
			}
			continue
		}
		if !c.st.Applies(s, i) {
			continue // not asked in the mode chosen (Field.When)
		}
		if waits(&s[i]) {
			if more < 0 {
				more = len(fields)
				fields = append(fields, nil)
			}
			continue
		}
		fields = append(fields, p.field(l, i, &s[i]), p.feed(l, s[i].Name))
	}
	if more >= 0 {
		fields[more] = p.assumedFields(l)
	}
	return view.El("form.form", fields...).Aria("label", msg.T(l, "app.inputs")).
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() })
}

// feed is what stands beside a field the log can fill (name: the field, or a table's ID): the
// feed's box (feedbox.go), or the question before a choice the open event keeps changes it
// (remember.go); nil for any other field.
func (p *formFields) feed(l msg.Lang, name string) app.UI {
	c := p.S
	for _, x := range eventlog.FeedsOf(c.f.Calc) {
		if x.Field == name {
			return &formFeed{Lang: l, Gen: p.Gen, S: c, Name: name}
		}
	}
	if eventlog.RememberedOf(c.f.Calc, name) != nil { // a choice the event keeps: asked before it changes
		return &formRemember{Lang: l, Gen: p.Gen, S: c, Field: name}
	}
	return nil
}

// field draws one field: label, help and range, the control with its unit, the error.
func (p *formFields) field(l msg.Lang, i int, f *engine.Field) app.UI {
	c := p.S
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
			view.Checked(view.FormInput("checkbox", id, f.Name, desc, invalid, "change", p.onCheck(i)), text == "1" || text == msg.T(l, "common.yes")),
			view.LabelFor(id, label),
		)}
	case engine.KEnum:
		opts := make([]app.UI, len(f.Options))
		if len(f.Options) <= 4 { // a row of radio buttons
			// taken on the click, not the change: a redraw from a tap just before can come
			// inside this tap's click (go-app's frame runs when Go is next called) and uncheck
			// the radio before its change fires, so that the tap would be lost; arrow keys and
			// the space bar click a radio too
			for j, o := range f.Options {
				oid := id + "-" + strconv.Itoa(j)
				opts[j] = view.El("span.seg-opt",
					view.Checked(view.InputEl("radio", oid, f.Name).Attr("value", o), strings.EqualFold(text, o)).OnClick(p.onOption(i, o)),
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
			control = view.FormControl("select", id, f.Name, desc, invalid, "change", p.onSelect(i)).Body(opts...)
		}
	case engine.KIntList, engine.KDecList, engine.KEntryList:
		control = view.FormControl("textarea", id, f.Name, desc, invalid, "input", p.S.onText(i)).Attr("rows", 4).Text(text).
			Attr("autocapitalize", "characters").Attr("spellcheck", "false").
			Attr("inputmode", listInputMode(f))
	case engine.KBridgeHand, engine.KPrefHand:
		// the error under the text box, above the card picker (a refused hand is said where
		// it is typed, not below the 52 cards)
		w = view.El("div.field.field-hand")
		head = []app.UI{
			view.LabelFor(id, label), reqMark,
			view.El("div.control", p.textBox(i, f, text, desc, invalid)),
			view.ErrorLine(l, id, err),
			refusedPicker(l, id, invalid, view.CardPicker(l, id, f, text, func(card int) app.EventHandler { return p.onCard(i, card) })),
		}
		err = nil // said
	case engine.KDateTime:
		control = view.FormInput("datetime-local", id, f.Name, desc, invalid, "input", p.S.onText(i)).
			Attr("value", strings.Replace(text, " ", "T", 1))
	default:
		control = p.textBox(i, f, text, desc, invalid)
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
	return w.ID("field-" + f.Name).Body(append(head, view.ErrorLine(l, id, err), help, p.sourceLine(l, id, i), p.readsLine(l, id, i, f))...)
}

// textBox is field i's one-line text box (numbers, entries, hands): the keyboard from
// inputMode, capitals when it is not a number.
func (p *formFields) textBox(i int, f *engine.Field, text, desc string, invalid bool) app.HTMLElemSelfClosing {
	in := view.FormInput("text", "f-"+f.Name, f.Name, desc, invalid, "input", p.S.onText(i)).Attr("value", text).
		Attr("autocomplete", "off").Attr("spellcheck", "false")
	if !f.Event && f.Required() && f.Assume == nil {
		in = in.Aria("required", "true")
	}
	if m := inputMode(f); m != "" {
		return in.Attr("inputmode", m)
	}
	return in.Attr("autocapitalize", "characters")
}

// sourceLine says where an event field's value came from: the open event, the regulation's
// text (cited) or the club file, or that no regulation sets it (a fact of the event to enter).
func (p *formFields) sourceLine(l msg.Lang, id string, i int) app.UI {
	c := p.S
	if i >= len(c.st.Origin) {
		return nil
	}
	switch c.st.Origin[i] {
	case formstate.OriginEvent:
		return view.Tx("p.src", msg.T(l, "app.src.event", msg.A("event", c.st.EvName))).ID(id+"-src").DataSet("src", formstate.OriginEvent)
	case formstate.OriginRule, formstate.OriginClub:
		_, sec, _, _ := c.f.RS.Regulation(&c.f.Calc.Inputs[i], engine.NewParams(c.f.RS, c.st.Club))
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

// readsLine shows, for a field with a notation (hands, cards, results, weights), how its text
// was read ("Reads as: ♠AKQ2 ♥543 ♦KJ2 ♣876"), before the result; it is always drawn (empty
// while the text reads as nothing) so that a screen reader hears each new reading.
func (p *formFields) readsLine(l msg.Lang, id string, i int, f *engine.Field) app.UI {
	c := p.S
	if input.Hint(f, l) == "" {
		return nil
	}
	text := ""
	if i < len(c.st.Shown) && c.st.Shown[i] != "" {
		text = msg.T(l, "app.reads", msg.A("shown", c.st.Shown[i]))
	}
	return view.Tx("p.reads", text).ID(id+"-reads").Aria("live", "polite")
}

// assumedFields are the fields the director may leave blank (Field.Assume: seconds late,
// waiting time, fines; optional fields), behind one line that names them; the box opens by itself when one of
// them holds a value, so nothing entered is out of sight.
func (p *formFields) assumedFields(l msg.Lang) app.UI {
	c := p.S
	s := c.f.Calc.Inputs
	var names []string
	var body []app.UI
	open := false
	for i := range s {
		if !waits(&s[i]) || !c.st.Applies(s, i) || c.st.TableOf(s, i) != nil {
			continue
		}
		names = append(names, msg.T(l, s[i].LabelKey()))
		body = append(body, p.field(l, i, &s[i]), p.feed(l, s[i].Name))
		if strings.TrimSpace(c.st.Texts[i]) != "" || c.st.Errs[i] != nil {
			open = true
		}
	}
	sum := view.Tx("summary#more-fields-sum", msg.T(l, "app.assumed.more", msg.A("fields", strings.Join(names, ", "))))
	d := view.El("details#more-fields.more-fields", append([]app.UI{sum}, body...)...).
		On("toggle", func(ctx app.Context, e app.Event) { c.moreOpen = ctx.JSSrc().Get("open").Bool() }) // these fields' own: gen stays
	if open || c.moreOpen {
		d = d.Attr("open", true)
	}
	return d
}
