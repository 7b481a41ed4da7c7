package event

import (
	"context"
	"math/rand/v2"
	"strconv"
	"time"

	"arbiter/app/logstore"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// newEventDraft is the form of a new event of ruleset rs (the first regulation when rs is
// none) on day today.
func newEventDraft(rs string, today string) eventlog.Draft {
	if rulesets.Get(rs) == nil {
		rs = rulesets.Index()[0].ID
	}
	r := rulesets.Get(rs)
	d := eventlog.Draft{Date: today, Ruleset: rs, DataVersion: strconv.Itoa(r.Version), Kind: string(eventlog.Pairs), Form: string(eventlog.FormMP)}
	if r.EventKind != "" {
		d.Kind = r.EventKind
	}
	if r.EventForm != "" {
		d.Form = r.EventForm
	}
	return d
}

// newEventID makes an event ID: the time and a random part.
func newEventID() string {
	return "e" + strconv.FormatInt(time.Now().UnixMilli(), 36) + strconv.FormatInt(rand.Int64N(1<<30), 36)
}

// buildEvent turns the form into an event (eventlog.Draft.Build over this build's rulesets); a
// new event gets its ID here.
func buildEvent(d eventlog.Draft) (eventlog.Event, error) {
	if d.ID == "" {
		d.ID = newEventID()
	}
	return d.Build(rulesets.Get)
}

// eventForm edits an event; Done is called with the saved event.
type eventForm struct {
	app.Compo
	Lang  msg.Lang
	Draft eventlog.Draft
	Done  func(ctx app.Context, e eventlog.Event)

	d      eventlog.Draft
	errs   string
	saving bool
}

func (f *eventForm) OnInit() { f.d = f.Draft }

func (f *eventForm) save(ctx app.Context, e app.Event) {
	e.PreventDefault()
	ev, err := buildEvent(f.d)
	if err != nil {
		f.errs = engine.ErrorMessage(err, f.Lang, texts.KeyLogErrStore)
		return
	}
	if f.d.ID == "" {
		// a new event: this phone's director created it, their rulings are S1, S2, … (an
		// edit keeps the stored event's directors: eventlog.NextEvent)
		ev, _, _ = eventlog.Join(ev, logstore.ThisDirector(ctx.LocalStorage()), true)
	}
	f.saving, f.errs = true, ""
	edit := f.d.ID != ""
	var serr error
	view.WithLog(ctx, func(s eventlog.Store) {
		if edit {
			// the stored event's fields the form does not hold (its directors, versions, a
			// newer version's fields, a field appended later) stay as they are
			if old, err := s.GetEvent(context.Background(), ev.ID); err == nil {
				ev = eventlog.Edited(old, ev)
			}
		}
		serr = s.PutEvent(context.Background(), ev)
	}, func(ctx app.Context) {
		f.saving = false
		if serr != nil {
			f.errs = engine.ErrorMessage(serr, f.Lang, texts.KeyLogErrStore)
			return
		}
		if f.Done != nil {
			f.Done(ctx, ev)
		}
	})
}

func (f *eventForm) Render() app.UI {
	l := f.Lang
	text := func(id, key string, dst *string, attrs ...string) app.UI {
		in := view.InputEl("text", id, "").Attr("value", *dst).OnInput(view.LogValueTo(dst))
		for i := 0; i+1 < len(attrs); i += 2 {
			in = in.Attr(attrs[i], attrs[i+1])
		}
		return view.LogField(l, id, key, in)
	}
	area := func(id, key, help string, dst *string) app.UI {
		hid := id + "-help"
		return view.LogField(l, id, key,
			view.Tx("textarea", *dst).ID(id).Attr("rows", 4).Aria("describedby", hid).Attr("spellcheck", "false").OnInput(view.LogValueTo(dst)),
			view.LogT(l, "p.help", help).ID(hid),
		)
	}
	sel := func(id, key, val string, opts []string, label func(string) string, h app.EventHandler) app.UI {
		items := make([]app.UI, len(opts))
		for i, o := range opts {
			items[i] = view.Tx("option", label(o)).Attr("value", o).Attr("selected", o == val)
		}
		return view.LogField(l, id, key, view.El("select", items...).ID(id).OnChange(h))
	}
	rsIDs := []string{rulesets.Scoring().ID}
	for _, e := range rulesets.Index() {
		rsIDs = append(rsIDs, e.ID)
	}
	kinds := []string{string(eventlog.Pairs), string(eventlog.Teams), string(eventlog.Individuals)}
	forms := []string{string(eventlog.FormMP), string(eventlog.FormCrossIMP), string(eventlog.FormButler), string(eventlog.FormIMPVP), string(eventlog.FormBAM), string(eventlog.FormPref)}
	var errs app.UI
	if f.errs != "" {
		errs = view.LogAlert("p#event-error.error", f.errs)
	}
	// a Preferans event is played in games by individuals: no scoring form, kind, top, boards or
	// team rosters to ask; the rules data version is the regulation's own (shown on the event page)
	pref := eventlog.Form(f.d.Form).InGames()
	roster, rosterHelp := "app.log.f.participants", "app.log.f.participants.help"
	bridge := make([]app.UI, 3) // each in a slot of its own, empty for Preferans
	if pref {
		roster, rosterHelp = "app.log.f.participants.pref", "app.log.f.participants.pref.help"
	} else {
		bridge = []app.UI{
			sel("ev-kind", "app.log.f.kind", f.d.Kind, kinds, func(k string) string { return texts.KindName(l, k) }, view.LogValueTo(&f.d.Kind)),
			sel("ev-form", "app.log.f.form", f.d.Form, forms, func(k string) string { return texts.FormName(l, k) }, view.LogValueTo(&f.d.Form)),
			view.El("div.grid3",
				text("ev-top", "app.log.f.top", &f.d.Top, "inputmode", "numeric"),
				text("ev-boards", "app.log.f.boards", &f.d.Boards, "inputmode", "numeric"),
			),
		}
	}
	var players app.UI
	if !pref {
		players = area("ev-players", "app.log.f.players", "app.log.f.players.help", &f.d.Players)
	}
	return view.El("form#event-form.form",
		text("ev-name", "app.log.f.name", &f.d.Name, "maxlength", strconv.Itoa(eventlog.MaxName)),
		view.LogField(l, "ev-date", "app.log.f.date", view.InputEl("date", "ev-date", "").Attr("value", f.d.Date).OnInput(view.LogValueTo(&f.d.Date))),
		sel("ev-ruleset", "app.log.f.ruleset", f.d.Ruleset, rsIDs, func(id string) string { return view.RulesetName(l, rulesets.Get(id)) }, f.setRuleset),
		slot(bridge[0]), slot(bridge[1]), slot(bridge[2]),
		area("ev-participants", roster, rosterHelp, &f.d.Participants),
		slot(players),
		area("ev-club", "app.log.f.club", "app.log.f.club.help", &f.d.Club),
		errs,
		view.LogT(l, "button#event-save.btn", "app.log.event.save").Attr("type", "submit").Attr("disabled", f.saving),
	).OnSubmit(f.save)
}

// setRuleset is the ruleset select's handler: a new ruleset brings its data version and, to a
// new event, its kind and scoring form (an OCSB championship: teams, IMPs → VPs).
func (f *eventForm) setRuleset(ctx app.Context, e app.Event) {
	s := ctx.JSSrc().Get("value").String()
	f.d.Ruleset = s
	if rs := rulesets.Get(s); rs != nil {
		f.d.DataVersion = strconv.Itoa(rs.Version)
		if f.d.ID == "" {
			nd := newEventDraft(s, f.d.Date)
			f.d.Kind, f.d.Form = nd.Kind, nd.Form
		}
	}
}
