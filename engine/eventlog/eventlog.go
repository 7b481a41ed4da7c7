// Package eventlog is the director's event log: events (a pairs or teams tournament, or the
// Preferans club's whole judging log as one event), their incidents numbered S1, S2, … with the
// calculator inputs and the result, revocations kept with their reason, the views the scorer
// and the director read (penalties per pair or team, Zero Tolerance counts, Preferans games),
// the Store interface the app's IndexedDB adapter implements, and the JSON export/import.
//
// Schema version 1 is frozen: a stored or exported record of version 1 keeps loading. A later
// schema adds a migration to Migrations (see Upgrade) and bumps SchemaVersion.
//
// Schema 2 makes logs of several directors mergeable (MODEL.md, "Several directors"): every
// record has a global ID and versions (Rev, Revs, Conflicts), every incident names the director
// who logged it (By) and is numbered in that director's series (S4, S4B, S4C …), and importing
// another director's file merges it (Merge).
package eventlog

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/link"
	"arbiter/engine/msg"
)

// SchemaVersion is the version of the records and of the export file. Version 1 never changes;
// version 2 added IDs, versions and directors (Migrations[0]).
const SchemaVersion = 2

// Format is the "format" value of an export file.
const Format = "arbiter-log"

// Kind is what an event's participants are.
type Kind string

// Kinds of event.
const (
	Pairs       Kind = "pairs"
	Teams       Kind = "teams"
	Individuals Kind = "individuals" // Preferans: the judging log of the club's players
)

// Form is an event's scoring form.
type Form string

// Scoring forms.
const (
	FormMP       Form = "mp"        // matchpoints
	FormCrossIMP Form = "cross-imp" // cross-IMPs
	FormButler   Form = "butler"
	FormIMPVP    Form = "imp-vp" // teams: IMPs converted to VPs
	FormBAM      Form = "bam"
	FormPref     Form = "pref" // Preferans
)

// InGames reports whether an event of form f is played in games (Preferans sheets), not boards:
// an incident then names its game, and the log groups incidents by game.
func (f Form) InGames() bool { return f == FormPref }

var kinds = []Kind{Pairs, Teams, Individuals}
var forms = []Form{FormMP, FormCrossIMP, FormButler, FormIMPVP, FormBAM, FormPref}

// Minute is a local wall-clock time: minutes since msg.Epoch, 2000-01-01 00:00 (the engine's
// date-time kind, no time zones). In JSON it is "2006-01-02T15:04".
type Minute int64

const minuteLayout = "2006-01-02T15:04"

// MinuteOf returns t's wall-clock minute (t's own zone).
func MinuteOf(t time.Time) Minute { return Minute(msg.MinutesOf(t)) }

// Time returns m as a time in UTC standing for the wall clock.
func (m Minute) Time() time.Time { return msg.Wall(int64(m)) }

func (m Minute) String() string { return m.Time().Format(minuteLayout) }

// Day returns m's date, "2006-01-02".
func (m Minute) Day() string { return m.Time().Format(time.DateOnly) }

// MarshalText writes "2006-01-02T15:04".
func (m Minute) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads "2006-01-02T15:04" between 2000 and 2199.
func (m *Minute) UnmarshalText(b []byte) error {
	t, err := time.Parse(minuteLayout, string(b))
	if err != nil || t.Year() < 2000 || t.Year() > 2199 {
		return fmt.Errorf("bad time %q, want YYYY-MM-DDThh:mm", b)
	}
	*m = MinuteOf(t)
	return nil
}

// Event is one tournament, session series or, for the Preferans club, the whole judging log.
type Event struct {
	ID           string             `json:"id"`   // unique, [A-Za-z0-9_-], at most 64 characters
	Name         string             `json:"name"` // at most MaxName characters
	Date         string             `json:"date"` // YYYY-MM-DD (first day)
	Ruleset      string             `json:"ruleset"`
	DataVersion  int                `json:"data_version"`
	Club         map[string]float64 `json:"club,omitempty"` // parameter key → value in force
	Kind         Kind               `json:"kind"`
	Form         Form               `json:"form"`
	Top          int                `json:"top,omitempty"`    // matchpoint top
	Boards       int                `json:"boards,omitempty"` // boards per session
	Participants []Participant      `json:"participants,omitempty"`
	Players      []Player           `json:"players,omitempty"`
	// schema 2: the directors who log in the event (merged as a set by ID, outside the event's
	// versions), and the event's version: Rev names this version, Revs the versions it was made
	// from, Conflicts the other versions made concurrently (shown until a person picks one).
	Directors []Director `json:"directors,omitempty"`
	Rev       string     `json:"rev,omitempty"`
	Revs      []string   `json:"revs,omitempty"`
	Conflicts []Event    `json:"conflicts,omitempty"`
	// fields of a newer version, kept unread (extra.go)
	Extra map[string]json.RawMessage `json:"x,omitempty"`
}

// Director is one director (judge) of an event, as the phone they log on names them.
type Director struct {
	ID     string `json:"id"`     // made on the director's phone, 1 to 64 of [A-Za-z0-9_-]
	Name   string `json:"name"`   // as the director typed it in Settings
	Series int    `json:"series"` // 0: no letter (S4); 1 to MaxSeries: B, C, … (S4B)
}

// Participant is a pair or a team: its number in the event and a name.
type Participant struct {
	Number int    `json:"number"`
	Name   string `json:"name,omitempty"`
}

// Player is a person of the event (for personal fines, Zero Tolerance, Preferans).
type Player struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	Team int    `json:"team,omitempty"` // participant number, 0 if none
}

// Status of an incident.
type Status string

// Statuses.
const (
	Active  Status = "active"
	Revoked Status = "revoked"
)

// PartyRef binds a party role of the result (offender, non-offender, home, visitor, …) to a
// participant number of the event.
type PartyRef struct {
	Role   string `json:"role"`
	Number int    `json:"number"`
}

// Out is one flattened out of a result: numeric, coded or yes/no.
type Out struct {
	Role string  `json:"role"`
	Name string  `json:"name"`
	Num  float64 `json:"num,omitempty"`
	Unit string  `json:"unit,omitempty"`
	Prec int     `json:"prec,omitempty"`
	Code string  `json:"code,omitempty"`
	Bool *bool   `json:"bool,omitempty"`
}

// IsNum reports whether o is numeric.
func (o Out) IsNum() bool { return o.Code == "" && o.Bool == nil }

// Summary flattens res in link.Outs order.
func Summary(res *engine.Result) []Out {
	var out []Out
	for _, f := range link.Outs(res) {
		o := Out{Role: f.Role, Name: f.Name}
		switch {
		case f.IsB:
			b := f.Bool
			o.Bool = &b
		case f.Str != "":
			o.Code = f.Str
		default:
			o.Num, o.Unit, o.Prec = f.Num, f.Unit, f.Prec
		}
		out = append(out, o)
	}
	return out
}

// Incident is one ruling logged in an event.
type Incident struct {
	Event      string        `json:"event"`
	Number     int           `json:"number"` // S<Number>, from 1, per event, never reused
	Time       Minute        `json:"time"`
	Round      int           `json:"round,omitempty"`
	Table      int           `json:"table,omitempty"`
	Board      int           `json:"board,omitempty"`
	Game       int           `json:"game,omitempty"` // Preferans: the game (sheet) it belongs to
	Parties    []PartyRef    `json:"parties,omitempty"`
	Player     int           `json:"player,omitempty"` // a personal fine: the player's ID
	Team       int           `json:"team,omitempty"`   // … and the player's pair or team
	Calculator string        `json:"calculator"`
	Values     engine.Values `json:"values"`
	Result     []Out         `json:"result"`              // the computed result, flattened
	Announced  []Out         `json:"announced,omitempty"` // the result as announced, when the director changed it
	Notes      string        `json:"notes,omitempty"`
	Status     Status        `json:"status"`
	Reason     string        `json:"reason,omitempty"`     // why it was revoked
	RevokedAt  *Minute       `json:"revoked_at,omitempty"` // when
	// appended to schema 1 (optional, absent in older records): the re-ruling of a case. A
	// revoked incident names the incident that replaced it (SupersededBy); the replacement names
	// the one it re-rules (Supersedes). Both stay in the log.
	SupersededBy int `json:"superseded_by,omitempty"`
	Supersedes   int `json:"supersedes,omitempty"`
	// appended to schema 1 (optional, absent in older records): the session's number in the
	// event (1, 2, … over the whole event, not per day); 0 when not given. NSBK t. 1 counts a
	// pair's earlier latenesses in the session (Feed.BySession).
	Session int `json:"session,omitempty"`
	// schema 2: the incident's global ID (made on the phone; a schema-1 incident's is
	// "<event>.<number>"), the director who logged it (Event.Directors; "" for a schema-1
	// incident: the log's first director), the director who revoked it, and its version (see
	// Event.Rev): an edit or a revocation is a new version, never a change in place.
	ID        string     `json:"id,omitempty"`
	By        string     `json:"by,omitempty"`
	RevokedBy string     `json:"revoked_by,omitempty"`
	Rev       string     `json:"rev,omitempty"`
	Revs      []string   `json:"revs,omitempty"`
	Conflicts []Incident `json:"conflicts,omitempty"`
	// fields of a newer version, kept unread (extra.go)
	Extra map[string]json.RawMessage `json:"x,omitempty"`
}

// Label is the incident's number as the director writes it: "S3" in the first director's
// series, "S3B" in the second's, and so on (Number holds the series, see SeriesBlock).
func (in *Incident) Label() string { return NumberLabel(in.Number) }

// Before reports whether in comes before the incident r in the log's order: by event, then by
// number (SortIncidents).
func (in *Incident) Before(r IncidentRef) bool {
	return in.Event < r.Event || in.Event == r.Event && in.Number < r.Number
}

// Numbering in series: every director of an event numbers their own incidents S1, S2, … and
// a letter names the series (none for the event's first director, whose series holds every
// schema-1 incident, then B to J). An incident's Number is Series*SeriesBlock + n, so numbers
// stay unique in the event and a schema-1 number keeps its meaning.
const (
	SeriesBlock = 100000
	MaxSeries   = 9
)

// SeriesLetter is the letter of series s ("" for 0, "B" for 1, …).
func SeriesLetter(s int) string {
	if s <= 0 {
		return ""
	}
	return string(rune('A' + s))
}

// SeriesOf splits a number into its series and the number in the series.
func SeriesOf(number int) (series, n int) { return number / SeriesBlock, number % SeriesBlock }

// NumberLabel is number's label: "S" + the number in its series + the series' letter.
func NumberLabel(number int) string {
	s, n := SeriesOf(number)
	return "S" + strconv.Itoa(n) + SeriesLetter(s)
}

// Effective returns the result in force: the announced one when the director changed it.
func (in *Incident) Effective() []Out {
	if len(in.Announced) > 0 {
		return in.Announced
	}
	return in.Result
}

// ParseLabel reads a label as a number: "S3", "s3" or "3" as 3; "S3B", "s3b", "S3-B", "3 B"
// as 3 in series B.
func ParseLabel(s string) (int, bool) {
	s = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(s), "S"), "s")
	series := 0
	if k := len(s); k > 0 {
		c := s[k-1] | 0x20 // lower case
		if c >= 'b' && c <= 'a'+MaxSeries {
			series = int(c - 'a')
			s = strings.TrimRight(s[:k-1], " -")
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 || n > MaxIncidents {
		return 0, false
	}
	return series*SeriesBlock + n, true
}
