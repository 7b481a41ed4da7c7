package ruling

import (
	"arbiter/app/result"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The deadline to protest or appeal on a ruling's receipt: the facts the
// director enters when sharing (link.Facts, carried beside the frozen code), and the receipt's
// section, counted down by this device's clock, offline.

// factField is where fact k (engine.Fact*) of f is kept, and its link parameter (nil for
// FactLastDay, a checkbox).
func factField(f *link.Facts, k string) (*string, string) {
	switch k {
	case engine.FactSessionEnd:
		return &f.SessionEnd, link.ParamSessionEnd
	case engine.FactNextStart:
		return &f.NextStart, link.ParamNextStart
	case engine.FactEventEnd:
		return &f.EventEnd, link.ParamEventEnd
	case engine.FactPlayingDay:
		return &f.PlayingDay, link.ParamPlayingDay
	case engine.FactDecided:
		return &f.Decided, link.ParamDecided
	}
	return nil, link.ParamLastDay
}

// FactsFields is the share box's deadline facts for regulation rs, all blank until the
// director enters them (nil when its limit has no moment).
func FactsFields(l msg.Lang, rs *engine.Ruleset, f *link.Facts) app.UI {
	ins := rulesets.DeadlineInputs(rs)
	if len(ins) == 0 {
		return nil
	}
	rows := []app.UI{view.Tx("legend", msg.T(l, "app.dl.share")), view.Tx("p#share-dl-help.help", msg.T(l, "app.dl.share.help"))}
	for _, in := range ins {
		label := in.Label
		if label == "" {
			label = in.Fact // no key: it prints as it is
			if k, ok := texts.KeyOf(texts.DeadlineFacts, in.Fact); ok {
				label = k
			}
		}
		dst, param := factField(f, in.Fact)
		id := "share-dl-" + param
		if dst == nil {
			rows = append(rows, view.El("div.check",
				view.Checked(view.InputEl("checkbox", id, ""), f.LastDay).
					OnChange(func(ctx app.Context, e app.Event) { f.LastDay = ctx.JSSrc().Get("checked").Bool() }),
				view.LabelFor(id, msg.T(l, label))))
			continue
		}
		typ := "datetime-local"
		if in.Fact == engine.FactPlayingDay {
			typ = "date"
		}
		rows = append(rows, view.FieldRow(id, msg.T(l, label),
			view.InputEl(typ, id, "").Attr("value", *dst).OnInput(func(ctx app.Context, e app.Event) {
				*dst = ctx.JSSrc().Get("value").String()
				if len(*dst) > 16 { // "…T22:10:00" when the picker gives seconds
					*dst = (*dst)[:16]
				}
			})))
	}
	return view.El("fieldset#share-dl.deadline-facts", rows...)
}

// deadlineView is the receipt's deadline: what the limit is for, when it ends and the time
// left on this device's clock (now, minutes of msg.Epoch), or why there is no moment; then how
// it was found, its DECISION notes and its rule.
func deadlineView(l msg.Lang, rs *engine.Ruleset, d engine.Deadline, now int64) app.UI {
	h := texts.NameOf(l, texts.DeadlineHeads, d.Kind)
	if d.Remedy != "" {
		h = msg.T(l, d.Remedy) // the remedy the regulation gives names the section
	}
	body := []app.UI{view.Tx("h2", h)}
	var route []app.UI
	if d.DecidedBy != "" {
		route = append(route, view.Tx("li#deadline-by", msg.T(l, "app.dl.by", msg.A("who", msg.T(l, d.DecidedBy)))))
	}
	if d.Witnesses > 0 {
		route = append(route, view.Tx("li#deadline-witnesses", msg.T(l, "app.dl.witnesses", msg.A("n", d.Witnesses))))
	}
	if d.InvestigateDays > 0 {
		route = append(route, view.Tx("li#deadline-investigate", msg.T(l, "app.dl.investigate", msg.A("n", d.InvestigateDays))))
	}
	if route != nil {
		body = append(body, view.El("ul#deadline-route.route", route...))
	}
	state := d.Kind
	switch {
	case d.Timed():
		left := d.At - now
		body = append(body, view.Tx("p#deadline-at.deadline-at", msg.DateTime(l, d.At)))
		if left > 0 {
			state = "open"
			body = append(body, view.Tx("p#deadline-left.deadline-left", timeLeft(l, left)))
		} else {
			state = "expired"
			body = append(body, view.Tx("p#deadline-left.deadline-left.expired", msg.T(l, "app.dl.expired")))
		}
		body = append(body, view.Tx("p.help", msg.T(l, "app.dl.clock")))
	case d.Missing != "":
		state = "missing"
		body = append(body, view.Tx("p#deadline-missing.note", texts.NameOf(l, texts.DeadlineMissing, d.Missing)))
	}
	items := make([]app.UI, 0, len(d.Steps)+len(d.Decisions))
	for _, s := range d.Steps {
		items = append(items, view.Tx("li", msg.T(l, s.Key, s.Args...)))
	}
	for _, k := range d.Decisions {
		items = append(items, view.Tx("li.decision", msg.T(l, k)))
	}
	body = append(body, view.El("ul#deadline-steps.steps", items...), view.El("p.rules", result.RuleLink(l, rs, d.Rule)))
	return view.El("section#ruling-deadline.deadline", body...).DataSet("state", state).Aria("label", h)
}

// timeLeft is minutes (> 0) as "1 d 2 h 5 min left" in l.
func timeLeft(l msg.Lang, minutes int64) string {
	d, h, m := minutes/1440, minutes%1440/60, minutes%60
	switch {
	case d > 0:
		return msg.T(l, "app.dl.left.d", msg.A("d", d), msg.A("h", h), msg.A("m", m))
	case h > 0:
		return msg.T(l, "app.dl.left.h", msg.A("h", h), msg.A("m", m))
	}
	return msg.T(l, "app.dl.left.m", msg.A("m", m))
}

// extrasView says whether the case, the ruling's time, the deadline facts and the note a link
// shows are the ones the director shared (link.CheckExtras): checked, changed (an alert), or
// not checked (a link made before the check); nil for a link that carries none of them.
func extrasView(l msg.Lang, v *rulingView) app.UI {
	switch {
	case v.Extras == link.ExtrasDiffer:
		return view.Tx("p#ruling-extras.error", msg.T(l, "app.ruling.extras.differ")).DataSet("extras", "differ").Role("alert")
	case v.Kase.IsZero() && v.facts.IsZero() && v.Note == "":
		return nil
	case v.Extras == link.ExtrasMatch:
		return view.Tx("p#ruling-extras.check-ok", msg.T(l, "app.ruling.extras.match")).DataSet("extras", "match")
	}
	return view.Tx("p#ruling-extras.note", msg.T(l, "app.ruling.extras.none")).DataSet("extras", "none")
}

// LoggedShareURL is a logged case's share link (loggedLink, logread.go) with its deadline facts
// and the check over its case, time and facts (link.AddCheck).
func LoggedShareURL(origin string, ev *eventlog.Event, rs *engine.Ruleset, nm Namer, in *eventlog.Incident, names bool, f link.Facts) (string, error) {
	u, err := LoggedLink(origin, ev, rs, nm, in, names)
	if err != nil {
		return "", err
	}
	return link.AddCheck(u + f.Query()), nil
}

// CaseFacts are a logged case's deadline facts known from the log, where the regulation asks
// for its playing day (the director enters the times). The playing day is the event's, never
// the calendar date of the clock at logging: when an earlier incident of the case's session
// (Incident.Session) was logged on an earlier date, the session began that day and it is the
// playing day; otherwise it is left out, and the regulation takes it from the ruling's time the
// link carries ("at"; OCSB: a ruling in the small hours belongs to the day before).
func CaseFacts(rs *engine.Ruleset, in *eventlog.Incident, incs []eventlog.Incident) link.Facts {
	var f link.Facts
	asks := false
	for _, x := range rulesets.DeadlineInputs(rs) {
		asks = asks || x.Fact == engine.FactPlayingDay
	}
	if !asks || in.Session == 0 || in.Time == 0 {
		return f
	}
	day := in.Time.Day()
	for i := range incs {
		o := &incs[i]
		if o.Event == in.Event && o.Session == in.Session && o.Time != 0 && o.Time.Day() < day {
			day = o.Time.Day()
		}
	}
	if day < in.Time.Day() {
		f.PlayingDay = day
	}
	return f
}
