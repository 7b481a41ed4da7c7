package eventlog

import (
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine/internal/sha"
)

// Versions (schema 2). A record (an event, an incident) is never changed in place: an edit, a
// revocation or a person's choice between conflicting versions is a new version. A version is
// named by Rev, "<generation>-<hash>" (CouchDB's form): the generation counts the versions it
// descends from, the hash is of its content and its parents, so two phones that make the same
// version from the same parents name it alike. Revs lists every version it descends from.
// Merging two copies of a record keeps every version no other one descends from (the heads): one
// head is the record; several are a conflict, the winner (highest generation, then highest
// hash: every phone picks the same) shown with the others in Conflicts until a person picks.
const (
	MaxRevs      = 100 // ancestry kept per version (the oldest are dropped)
	MaxConflicts = 16  // concurrent versions kept per record
)

// NewID makes a random ID: 20 characters of [0-9a-v] (100 bits).
func NewID() string {
	// math/rand/v2's generator: ChaCha8, which the runtime seeds from the system's (the
	// browser's crypto.getRandomValues) randomness; crypto/rand would link Go's FIPS module
	var b [13]byte
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	const digits = "0123456789abcdefghijklmnopqrstuv"
	out := make([]byte, 20)
	var acc uint32
	bits, j := 0, 0
	for _, c := range b {
		acc = acc<<8 | uint32(c)
		bits += 8
		for bits >= 5 && j < len(out) {
			bits -= 5
			out[j] = digits[(acc>>bits)&31]
			j++
		}
	}
	return string(out)
}

// LegacyID is the ID a schema-1 incident gets: its event and number.
func LegacyID(event string, number int) string { return event + "." + strconv.Itoa(number) }

// RevGen is a version's generation (0 when rev is not of the form).
func RevGen(rev string) int {
	i := strings.IndexByte(rev, '-')
	if i <= 0 {
		return 0
	}
	g, err := strconv.Atoi(rev[:i])
	if err != nil || g < 0 {
		return 0
	}
	return g
}

// validRev reports whether rev is "<1 to 9 digits>-<1 to 64 of 0-9a-f>".
func validRev(rev string) bool {
	i := strings.IndexByte(rev, '-')
	if i < 1 || i > 9 || len(rev)-i-1 < 1 || len(rev)-i-1 > 64 || RevGen(rev) < 1 {
		return false
	}
	for _, c := range rev[i+1:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// revLess orders versions as the winner rule does: a before b when a wins.
func revWins(a, b string) bool {
	if ga, gb := RevGen(a), RevGen(b); ga != gb {
		return ga > gb
	}
	return a > b
}

func makeRev(gen int, content []byte, parents []string) string {
	h := sha.New() // SHA-256 (engine/internal/sha: crypto/sha256 without the FIPS module)
	h.Write(content)
	for _, p := range parents {
		h.Write([]byte{0})
		h.Write([]byte(p))
	}
	return strconv.Itoa(gen) + "-" + hex.EncodeToString(h.Sum(nil)[:16])
}

// eventContent is what an event's Rev hashes: the record without its versions and directors.
func eventContent(e Event) []byte {
	e.Directors, e.Rev, e.Revs, e.Conflicts = nil, "", nil, nil
	b, _ := json.Marshal(e)
	return b
}

// incidentContent is what an incident's Rev hashes: the record without its versions.
func incidentContent(in Incident) []byte {
	in.Rev, in.Revs, in.Conflicts = "", nil, nil
	return incidentJSON(&in) // json.Marshal's bytes (fastenc.go)
}

// ancestry is the sorted, capped union of every listed version and what they descend from.
func ancestry(lists ...[]string) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range lists {
		for _, r := range l {
			if r != "" && !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return revWins(out[i], out[j]) })
	if len(out) > MaxRevs {
		out = out[:MaxRevs]
	}
	return out
}

// descends reports whether version (rev, revs) descends from other.
func descends(revs []string, other string) bool {
	for _, r := range revs {
		if r == other {
			return true
		}
	}
	return false
}

// version is a record's version: its Rev and Revs.
type version struct {
	rev  string
	revs []string
}

// nextVersion names content made from old (and every version old conflicts with): the new
// version descends from them all. When content equals old's and old has no conflict, old's
// version is kept (nothing changed).
func nextVersion(oldRev string, oldRevs []string, conflicts []version, content, oldContent []byte) (string, []string) {
	var parents []string
	if oldRev != "" {
		parents = append(parents, oldRev)
	}
	lists := [][]string{oldRevs}
	for _, c := range conflicts {
		parents = append(parents, c.rev)
		lists = append(lists, c.revs)
	}
	if len(conflicts) == 0 && oldRev != "" && string(content) == string(oldContent) {
		return oldRev, oldRevs
	}
	sort.Strings(parents)
	gen := RevGen(oldRev)
	for _, c := range conflicts {
		gen = max(gen, RevGen(c.rev))
	}
	lists = append(lists, parents)
	return makeRev(gen+1, content, parents), ancestry(lists...)
}

// StampFirst gives a new event its first version (an event that has one keeps it).
func (e *Event) StampFirst() {
	if e.Rev == "" {
		e.Rev = makeRev(1, eventContent(*e), nil)
	}
}

// StampFirst gives a new incident its ID and first version (one that has them keeps them).
func (in *Incident) StampFirst() {
	if in.ID == "" {
		in.ID = NewID()
	}
	if in.Rev == "" {
		in.Rev = makeRev(1, incidentContent(*in), nil)
	}
}

// NextEvent returns e, the edited content of the stored old, as old's next version: it
// descends from old and from every version old conflicted with (saving is how a person
// resolves a conflict), keeps the union of both's directors, and keeps old's version when the
// content did not change.
func NextEvent(old, e Event) Event {
	var cs []version
	for _, c := range old.Conflicts {
		cs = append(cs, version{c.Rev, c.Revs})
	}
	dirs := unionDirectors(old.Directors, e.Directors)
	e.Rev, e.Revs = nextVersion(old.Rev, old.Revs, cs, eventContent(e), eventContent(old))
	e.Conflicts, e.Directors = nil, dirs
	return e
}

// NextIncident returns in, the edited content of the stored old, as old's next version (see
// NextEvent); its ID and By stay old's.
func NextIncident(old, in Incident) Incident {
	var cs []version
	for _, c := range old.Conflicts {
		cs = append(cs, version{c.Rev, c.Revs})
	}
	in.ID, in.By = old.ID, old.By
	in.Rev, in.Revs = nextVersion(old.Rev, old.Revs, cs, incidentContent(in), incidentContent(old))
	in.Conflicts = nil
	return in
}

// heads returns the versions of one record no other version descends from, winner first, one
// per Rev (at most MaxConflicts+1).
func heads[T any](vs []T, ver func(*T) (string, []string)) []T {
	byRev := map[string]int{}
	var uniq []T
	for _, v := range vs {
		r, _ := ver(&v)
		if _, ok := byRev[r]; !ok {
			byRev[r] = len(uniq)
			uniq = append(uniq, v)
		}
	}
	var out []T
	for i := range uniq {
		r, _ := ver(&uniq[i])
		dominated := false
		for j := range uniq {
			if _, revs := ver(&uniq[j]); i != j && descends(revs, r) {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, uniq[i])
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, _ := ver(&out[i])
		b, _ := ver(&out[j])
		return revWins(a, b)
	})
	if len(out) > MaxConflicts+1 {
		out = out[:MaxConflicts+1]
	}
	return out
}

func eventVer(e *Event) (string, []string)        { return e.Rev, e.Revs }
func incidentVer(in *Incident) (string, []string) { return in.Rev, in.Revs }

// MergeEvent merges two copies of one event (same ID): the heads of every version either
// holds, the winner with the others as Conflicts, and the union of their directors.
func MergeEvent(a, b Event) Event {
	var vs []Event
	for _, x := range []Event{a, b} {
		for _, v := range append([]Event{x}, x.Conflicts...) {
			v.Conflicts, v.Directors = nil, nil
			vs = append(vs, v)
		}
	}
	h := heads(vs, eventVer)
	w := h[0]
	if len(h) > 1 {
		w.Conflicts = h[1:]
	}
	w.Directors = unionDirectors(a.Directors, b.Directors)
	return w
}

// MergeIncident merges two copies of one incident (same ID; see MergeEvent).
func MergeIncident(a, b Incident) Incident {
	var vs []Incident
	for _, x := range []Incident{a, b} {
		for _, v := range append([]Incident{x}, x.Conflicts...) {
			v.Conflicts = nil
			vs = append(vs, v)
		}
	}
	h := heads(vs, incidentVer)
	w := h[0]
	if len(h) > 1 {
		w.Conflicts = h[1:]
	}
	return w
}

// unionDirectors merges two lists of directors by ID (the same ID twice: the greater record,
// so every phone keeps the same), ordered by series, then ID.
func unionDirectors(a, b []Director) []Director {
	by := map[string]Director{}
	for _, d := range append(append([]Director(nil), a...), b...) {
		if o, ok := by[d.ID]; !ok || dirGreater(d, o) {
			by[d.ID] = d
		}
	}
	if len(by) == 0 {
		return nil
	}
	out := make([]Director, 0, len(by))
	for _, d := range by {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Series != out[j].Series {
			return out[i].Series < out[j].Series
		}
		return out[i].ID < out[j].ID
	})
	return out
}

func dirGreater(a, b Director) bool {
	if a.Series != b.Series {
		return a.Series > b.Series
	}
	return a.Name > b.Name
}

// Director returns the event's director id (ok false when not listed).
func (e *Event) Director(id string) (Director, bool) {
	for _, d := range e.Directors {
		if d.ID == id {
			return d, true
		}
	}
	return Director{}, false
}

// DirectorName is who logged in: the director's name, "" when the event does not list them
// (a schema-1 incident, By "").
func (e *Event) DirectorName(id string) string {
	d, _ := e.Director(id)
	return d.Name
}

// DirectorSeries is the series in which director id numbers incidents: 0 for "" (a schema-1
// log's first director); ok is false when the event does not list id.
func (e *Event) DirectorSeries(id string) (int, bool) {
	if id == "" {
		return 0, true
	}
	d, ok := e.Director(id)
	return d.Series, ok
}

// Join adds director me (ID and name; Series ignored) to ev when it does not list them, in the
// first series no listed director holds, and returns the event and me as listed. A renamed
// director keeps their series. ok is false when every series is taken.
//
// The first series (no letter) is taken only when first is true: the director creates the
// event, or it has no incident yet, or (a log from before directors were named, whose
// incidents are in the first series with no director) the director says they logged those
// incidents on this phone. Otherwise an assistant who imported the chief's older log would
// number S13 alongside the chief's S13.
func Join(ev Event, me Director, first bool) (Event, Director, bool) {
	for i, d := range ev.Directors {
		if d.ID == me.ID {
			if me.Name != "" && me.Name != d.Name {
				ev.Directors = append([]Director(nil), ev.Directors...)
				ev.Directors[i].Name = me.Name
			}
			return ev, ev.Directors[i], true
		}
	}
	taken := map[int]bool{}
	for _, d := range ev.Directors {
		taken[d.Series] = true
	}
	for s := 0; s <= MaxSeries; s++ {
		if !taken[s] && (s > 0 || first) {
			me.Series = s
			ev.Directors = unionDirectors(ev.Directors, []Director{me})
			return ev, me, true
		}
	}
	return ev, Director{}, false
}

// SeriesClashes lists the series two or more of ev's directors hold (two phones took the same
// letter offline): their incidents cannot be told apart by label and merging refuses the
// second one's (Plan.Clashes).
func SeriesClashes(ev *Event) []int {
	n := map[int]int{}
	for _, d := range ev.Directors {
		n[d.Series]++
	}
	var out []int
	for s, c := range n {
		if c > 1 {
			out = append(out, s)
		}
	}
	sort.Ints(out)
	return out
}
