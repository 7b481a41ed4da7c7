package logstore

import (
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"arbiter/app/texts"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// Several directors in one event (engine/MODEL.md, "Several directors"): the
// director on this phone (Settings), joining an event before logging in it, and the rules of
// who may revoke what. The event page's sections are in event/directors.go.

// localStorage keys of the director on this phone.
const (
	KeyDirectorID   = "arbiter.director.id"   // made once per phone (eventlog.NewID), never shown
	KeyDirectorName = "arbiter.director.name" // as the director typed it in Settings
)

// Storage is a page's localStorage as go-app's app.BrowserStorage reads and writes it.
type Storage interface {
	Get(k string, v any) error
	Set(k string, v any) error
}

// ThisDirector is the director on this phone: its ID (made and kept on first use) and name.
func ThisDirector(st Storage) eventlog.Director {
	return DirectorIn(func(k string) (v string) { st.Get(k, &v); return v }, func(k, v string) { st.Set(k, v) })
}

// DirectorIn is thisDirector over a storage's get and set (the sync's runner reads
// localStorage without a page context).
func DirectorIn(get func(string) string, set func(k, v string)) eventlog.Director {
	id, name := get(KeyDirectorID), get(KeyDirectorName)
	if !DirectorID(id) {
		id = eventlog.NewID()
		set(KeyDirectorID, id)
	}
	return eventlog.Director{ID: id, Name: name}
}

// DirectorID reports whether id is a director's ID as the log takes it (1 to 64 of
// [A-Za-z0-9_-]).
func DirectorID(id string) bool {
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

// CleanName is a typed name as kept: spaces trimmed and collapsed, at most eventlog.MaxName
// characters.
func CleanName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for utf8.RuneCountInString(s) > eventlog.MaxName {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return s
}

// FirstAnswer is the director's answer to "Did you log S1–Sn of this event on this phone?",
// asked once when they first log in an event whose earlier incidents no director holds (a log
// from before directors were named).
type FirstAnswer int

const (
	NotAsked        FirstAnswer = iota
	LoggedHere                  // yes: their rulings go on in the first series
	LoggedElsewhere             // no: their rulings get the next free letter
)

// FirstQuestion is what the question needs: the highest number of the first series no
// director holds (0: no question) and the label the director's first ruling gets when they
// answer no.
type FirstQuestion struct {
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

// JoinEvent makes me a director of event id when it does not list them yet (or lists them under
// another name), and returns the event as stored after. When the event's first series has
// incidents no director holds and ans is notAsked, nothing is written and q says what to ask.
func JoinEvent(ctx context.Context, s eventlog.Store, id string, me eventlog.Director, ans FirstAnswer) (eventlog.Event, FirstQuestion, error) {
	ev, err := s.GetEvent(ctx, id)
	if err != nil {
		return ev, FirstQuestion{}, err
	}
	d, listed := ev.Director(me.ID)
	if listed && (me.Name == "" || me.Name == d.Name) {
		return ev, FirstQuestion{}, nil
	}
	first := true
	if !listed {
		incs, err := s.ListIncidents(ctx, id)
		if err != nil {
			return ev, FirstQuestion{}, err
		}
		if n := unownedFirst(&ev, incs); n > 0 {
			if ans == NotAsked {
				q := FirstQuestion{N: n}
				if _, as, ok := eventlog.Join(ev, me, false); ok {
					q.Next = eventlog.NumberLabel(as.Series*eventlog.SeriesBlock + 1)
				}
				return ev, q, nil
			}
			first = ans == LoggedHere
		}
	}
	joined, _, ok := eventlog.Join(ev, me, first)
	if !ok {
		return ev, FirstQuestion{}, &engine.Error{Code: engine.EINVALID, Key: texts.KeyDirFull, Field: "event.directors",
			Args: []msg.Arg{msg.A("max", eventlog.MaxSeries+1)}}
	}
	if err := PutDirectors(ctx, s, ev, joined); err != nil {
		return ev, FirstQuestion{}, err
	}
	ev, err = s.GetEvent(ctx, id)
	return ev, FirstQuestion{}, err
}

// PutDirectors stores ev, the stored event old with its directors changed. An event in conflict
// is not saved (saving resolves a conflict with the saved content, and only a person picks a
// version): its directors are merged in as an import does, every version kept.
func PutDirectors(ctx context.Context, s eventlog.Store, old, ev eventlog.Event) error {
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

// LogAs adds in to the log as director me's next ruling in its event, joining the event first
// (joinEvent). A question to ask first comes back in q, with nothing written.
func LogAs(ctx context.Context, s eventlog.Store, in eventlog.Incident, me eventlog.Director, ans FirstAnswer) (eventlog.Incident, FirstQuestion, error) {
	_, q, err := JoinEvent(ctx, s, in.Event, me, ans)
	if err != nil || q.N > 0 {
		return eventlog.Incident{}, q, err
	}
	in.By = me.ID
	got, err := s.AddIncident(ctx, in)
	return got, FirstQuestion{}, err
}

// SupersedeAs logs in as director me's re-ruling of incident old (eventlog.Supersede), joining
// the event first; reason gets the new incident's label.
func SupersedeAs(ctx context.Context, s eventlog.Store, old int, in eventlog.Incident, me eventlog.Director, ans FirstAnswer,
	reason func(label string) string, at eventlog.Minute) (eventlog.Incident, FirstQuestion, error) {
	ev, q, err := JoinEvent(ctx, s, in.Event, me, ans)
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
	return added, FirstQuestion{}, err
}

// OwnerOf is the director an incident is the ruling of: who logged it, or for an incident
// logged before directors were named, the director who holds the first series ("" when none).
func OwnerOf(ev *eventlog.Event, in *eventlog.Incident) string {
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

// OthersRuling reports whether in is, in a Preferans event, another judge's ruling: only the
// judge who made it may revoke or re-rule it (Pref. 3.2; eventlog.KeyRevokeOwn).
func OthersRuling(ev *eventlog.Event, in *eventlog.Incident, me string) bool {
	if !ev.Form.InGames() {
		return false
	}
	o := OwnerOf(ev, in)
	return o != "" && o != me
}

// DirectorLabel is a director's name, or the words for one who typed none.
func DirectorLabel(l msg.Lang, ev *eventlog.Event, id string) string {
	if n := ev.DirectorName(id); n != "" {
		return n
	}
	return msg.T(l, "app.dir.noname")
}

// LoggedBy is "Director: Ana" for an incident whose director the event names ("" for a
// schema-1 incident or a director without a name); a Preferans event says judge.
func LoggedBy(l msg.Lang, ev *eventlog.Event, in *eventlog.Incident) string {
	name := ev.DirectorName(in.By)
	if in.By == "" || name == "" {
		return ""
	}
	if ev.Form.InGames() {
		return msg.T(l, "app.dir.by.pref", msg.A("name", name))
	}
	return msg.T(l, "app.dir.by", msg.A("name", name))
}

// SeriesLabels is "S1B, S2B, …" for series s.
func SeriesLabels(s int) string {
	return eventlog.NumberLabel(s*eventlog.SeriesBlock+1) + ", " + eventlog.NumberLabel(s*eventlog.SeriesBlock+2) + ", …"
}
