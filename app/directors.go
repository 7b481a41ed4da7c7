package main

import (
	"arbiter/app/texts"
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Several directors in one event (engine/MODEL.md, "Several directors"): the
// director on this phone (Settings), joining an event before logging in it, and the rules of
// who may revoke what. The event page's sections are in directors_ui.go.

// localStorage keys of the director on this phone.
const (
	keyDirectorID   = "arbiter.director.id"   // made once per phone (eventlog.NewID), never shown
	keyDirectorName = "arbiter.director.name" // as the director typed it in Settings
)

// thisDirector is the director on this phone: its ID (made and kept on first use) and name.
func thisDirector(st app.BrowserStorage) eventlog.Director {
	return directorIn(func(k string) (v string) { st.Get(k, &v); return v }, func(k, v string) { st.Set(k, v) })
}

// directorIn is thisDirector over a storage's get and set (the sync's runner reads
// localStorage without a page context).
func directorIn(get func(string) string, set func(k, v string)) eventlog.Director {
	id, name := get(keyDirectorID), get(keyDirectorName)
	if !directorID(id) {
		id = eventlog.NewID()
		set(keyDirectorID, id)
	}
	return eventlog.Director{ID: id, Name: name}
}

// directorID reports whether id is a director's ID as the log takes it (1 to 64 of
// [A-Za-z0-9_-]).
func directorID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// cleanName is a typed name as kept: spaces trimmed and collapsed, at most eventlog.MaxName
// characters.
func cleanName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for utf8.RuneCountInString(s) > eventlog.MaxName {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return s
}

// firstAnswer is the director's answer to "Did you log S1–Sn of this event on this phone?",
// asked once when they first log in an event whose earlier incidents no director holds (a log
// from before directors were named).
type firstAnswer int

const (
	notAsked        firstAnswer = iota
	loggedHere                  // yes: their rulings go on in the first series
	loggedElsewhere             // no: their rulings get the next free letter
)

// firstQuestion is what the question needs: the highest number of the first series no
// director holds (0: no question) and the label the director's first ruling gets when they
// answer no.
type firstQuestion struct {
	N    int
	Next string
}

// unownedFirst is the highest number of ev's first series (S1, S2, … with no letter) when no
// director of ev holds that series, else 0.
func unownedFirst(ev *eventlog.Event, incs []eventlog.Incident) int {
	for _, d := range ev.Directors {
		if d.Series == 0 {
			return 0
		}
	}
	n := 0
	for _, in := range incs {
		if s, k := eventlog.SeriesOf(in.Number); s == 0 && k > n {
			n = k
		}
	}
	return n
}

// joinEvent makes me a director of event id when it does not list them yet (or lists them under
// another name), and returns the event as stored after. When the event's first series has
// incidents no director holds and ans is notAsked, nothing is written and q says what to ask.
func joinEvent(ctx context.Context, s eventlog.Store, id string, me eventlog.Director, ans firstAnswer) (eventlog.Event, firstQuestion, error) {
	ev, err := s.GetEvent(ctx, id)
	if err != nil {
		return ev, firstQuestion{}, err
	}
	d, listed := ev.Director(me.ID)
	if listed && (me.Name == "" || me.Name == d.Name) {
		return ev, firstQuestion{}, nil
	}
	first := true
	if !listed {
		incs, err := s.ListIncidents(ctx, id)
		if err != nil {
			return ev, firstQuestion{}, err
		}
		if n := unownedFirst(&ev, incs); n > 0 {
			if ans == notAsked {
				q := firstQuestion{N: n}
				if _, as, ok := eventlog.Join(ev, me, false); ok {
					q.Next = eventlog.NumberLabel(as.Series*eventlog.SeriesBlock + 1)
				}
				return ev, q, nil
			}
			first = ans == loggedHere
		}
	}
	joined, _, ok := eventlog.Join(ev, me, first)
	if !ok {
		return ev, firstQuestion{}, &engine.Error{Code: engine.EINVALID, Key: texts.KeyDirFull, Field: "event.directors",
			Args: []msg.Arg{msg.A("max", eventlog.MaxSeries+1)}}
	}
	if err := putDirectors(ctx, s, ev, joined); err != nil {
		return ev, firstQuestion{}, err
	}
	ev, err = s.GetEvent(ctx, id)
	return ev, firstQuestion{}, err
}

// putDirectors stores ev, the stored event old with its directors changed. An event in conflict
// is not saved (saving resolves a conflict with the saved content, and only a person picks a
// version): its directors are merged in as an import does, every version kept.
func putDirectors(ctx context.Context, s eventlog.Store, old, ev eventlog.Event) error {
	if len(old.Conflicts) == 0 {
		return s.PutEvent(ctx, ev)
	}
	data, err := json.Marshal(eventlog.Doc{Format: eventlog.Format, Schema: eventlog.SchemaVersion,
		Events: []eventlog.Event{ev}, Incidents: []eventlog.Incident{}})
	if err != nil {
		return err
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		return err
	}
	if len(doc.Refused) > 0 {
		return doc.Refused.Err()
	}
	plan, err := eventlog.NewPlan(ctx, s, doc)
	if err != nil {
		return err
	}
	_, err = s.Apply(ctx, plan)
	return err
}

// logAs adds in to the log as director me's next ruling in its event, joining the event first
// (joinEvent). A question to ask first comes back in q, with nothing written.
func logAs(ctx context.Context, s eventlog.Store, in eventlog.Incident, me eventlog.Director, ans firstAnswer) (eventlog.Incident, firstQuestion, error) {
	_, q, err := joinEvent(ctx, s, in.Event, me, ans)
	if err != nil || q.N > 0 {
		return eventlog.Incident{}, q, err
	}
	in.By = me.ID
	got, err := s.AddIncident(ctx, in)
	return got, firstQuestion{}, err
}

// supersedeAs logs in as director me's re-ruling of incident old (eventlog.Supersede), joining
// the event first; reason gets the new incident's label.
func supersedeAs(ctx context.Context, s eventlog.Store, old int, in eventlog.Incident, me eventlog.Director, ans firstAnswer,
	reason func(label string) string, at eventlog.Minute) (eventlog.Incident, firstQuestion, error) {
	ev, q, err := joinEvent(ctx, s, in.Event, me, ans)
	if err != nil || q.N > 0 {
		return eventlog.Incident{}, q, err
	}
	series, _ := ev.DirectorSeries(me.ID)
	var numbers []int
	if incs, err := s.ListIncidents(ctx, in.Event); err == nil {
		for _, x := range incs {
			numbers = append(numbers, x.Number)
		}
	}
	in.By = me.ID
	added, _, err := eventlog.Supersede(ctx, s, old, in, reason(eventlog.NumberLabel(eventlog.NextNumber(numbers, series))), at)
	return added, firstQuestion{}, err
}

// ownerOf is the director an incident is the ruling of: who logged it, or for an incident
// logged before directors were named, the director who holds the first series ("" when none).
func ownerOf(ev *eventlog.Event, in *eventlog.Incident) string {
	if in.By != "" {
		return in.By
	}
	for _, d := range ev.Directors {
		if d.Series == 0 {
			return d.ID
		}
	}
	return ""
}

// othersRuling reports whether in is, in a Preferans event, another judge's ruling: only the
// judge who made it may revoke or re-rule it (Pref. 3.2; eventlog.KeyRevokeOwn).
func othersRuling(ev *eventlog.Event, in *eventlog.Incident, me string) bool {
	if !ev.Form.InGames() {
		return false
	}
	o := ownerOf(ev, in)
	return o != "" && o != me
}

// directorLabel is a director's name, or the words for one who typed none.
func directorLabel(l msg.Lang, ev *eventlog.Event, id string) string {
	if n := ev.DirectorName(id); n != "" {
		return n
	}
	return msg.T(l, "app.dir.noname")
}

// loggedBy is "Director: Ana" for an incident whose director the event names ("" for a
// schema-1 incident or a director without a name); a Preferans event says judge.
func loggedBy(l msg.Lang, ev *eventlog.Event, in *eventlog.Incident) string {
	name := ev.DirectorName(in.By)
	if in.By == "" || name == "" {
		return ""
	}
	if ev.Form.InGames() {
		return msg.T(l, "app.dir.by.pref", msg.A("name", name))
	}
	return msg.T(l, "app.dir.by", msg.A("name", name))
}

// seriesLabels is "S1B, S2B, …" for series s.
func seriesLabels(s int) string {
	return eventlog.NumberLabel(s*eventlog.SeriesBlock+1) + ", " + eventlog.NumberLabel(s*eventlog.SeriesBlock+2) + ", …"
}

// questionView asks "Did you log S1–Sn of this event on this phone?" with the two answers;
// answer is called with the director's. The question stays (its buttons disabled while busy)
// until the answer's work is done: go-app drops the work's Dispatch once the element whose
// handler started it is gone.
func questionView(l msg.Lang, q firstQuestion, busy bool, answer func(ctx app.Context, a firstAnswer)) app.UI {
	if q.N == 0 {
		return nil
	}
	ask := msg.T(l, "app.dir.ask.range", msg.A("last", eventlog.NumberLabel(q.N)))
	if q.N == 1 {
		ask = msg.T(l, "app.dir.ask.one")
	}
	return el("div#dir-ask.notice",
		tx("p#dir-ask-q", ask),
		tx("p.help", msg.T(l, "app.dir.ask.help", msg.A("next", eventlog.NumberLabel(q.N+1)), msg.A("other", q.Next))),
		el("div.tool-row",
			logBtn(l, "button#dir-ask-yes.btn", "app.dir.ask.yes", func(ctx app.Context, e app.Event) { answer(ctx, loggedHere) }).Attr("disabled", busy),
			logBtn(l, "button#dir-ask-no.btn.btn-quiet", "app.dir.ask.no", func(ctx app.Context, e app.Event) { answer(ctx, loggedElsewhere) }).Attr("disabled", busy),
		),
	).Role("alertdialog").Aria("labelledby", "dir-ask-q")
}

// nameHint suggests typing a name in Settings when ev lists another director and this phone's
// has none (nil otherwise): logging is never held up for it.
func nameHint(l msg.Lang, ev *eventlog.Event, me eventlog.Director) app.UI {
	if me.Name != "" || ev == nil {
		return nil
	}
	for _, d := range ev.Directors {
		if d.ID != me.ID {
			return el("p#dir-name-hint.help",
				app.Text(msg.T(l, "app.dir.name.hint")+" "),
				anchor("a", "/settings#director", msg.T(l, "app.settings")),
			)
		}
	}
	return nil
}

// directorCard is Settings' "Your name as a director".
func directorCard(l msg.Lang, name string, set func(ctx app.Context, name string)) app.UI {
	return settingsCard("set-dir-h", msg.T(l, "app.dir.title"),
		el("div.field",
			labelFor("director-name", msg.T(l, "app.dir.name")),
			inputEl("text", "director-name", "director").Attr("value", name).Attr("maxlength", eventlog.MaxName).
				Attr("autocomplete", "name").Aria("describedby", "director-name-help").
				OnChange(func(ctx app.Context, e app.Event) { set(ctx, ctx.JSSrc().Get("value").String()) }),
			tx("p#director-name-help.help", msg.T(l, "app.dir.name.help")),
		),
	).ID("director")
}
