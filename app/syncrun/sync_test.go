package syncrun

import (
	"reflect"
	"testing"
)

type memSync struct{ v string }

func (m *memSync) get() string  { return m.v }
func (m *memSync) set(v string) { m.v = v }

func TestSyncLinks(t *testing.T) {
	st := &memSync{}
	a := Link{Event: "e1", Server: "https://couch.example", DB: "kup", User: "ana", Password: "pw", On: true}
	UpdateLink(st, a.Key(), func(s *Link, found bool) bool {
		if found {
			t.Error("found before it was added")
		}
		*s = a
		return true
	})
	j := Link{Server: "https://couch.example", DB: "liga", User: "ana", Password: "pw", On: true}
	UpdateLink(st, j.Key(), func(s *Link, found bool) bool { *s = j; return true })
	if got, ok := LinkOfEvent(st, "e1"); !ok || !reflect.DeepEqual(got, a) {
		t.Fatalf("linkOfEvent = %+v %v", got, ok)
	}
	if _, ok := LinkOfEvent(st, ""); ok {
		t.Error("a joined log without its event yet is found by the empty event ID")
	}
	UpdateLink(st, j.Key(), func(s *Link, found bool) bool { s.Event, s.Seq = "e2", "17"; return found })
	if got, ok := LinkByKey(st, j.Key()); !ok || got.Event != "e2" || got.Seq != "17" || got.Password != "pw" {
		t.Fatalf("after the update: %+v", got)
	}
	UpdateLink(st, a.Key(), func(s *Link, found bool) bool { return false })
	if links := Links(st); len(links) != 1 || links[0].DB != "liga" {
		t.Fatalf("after removing: %+v", links)
	}
	// a changed function that adds nothing when not found leaves the list as it is
	UpdateLink(st, "https://other/x", func(s *Link, found bool) bool { return found })
	if len(Links(st)) != 1 {
		t.Fatal("an update of a missing link added one")
	}
	// garbage in storage reads as no link (never a panic)
	st.v = "{not json"
	if len(Links(st)) != 0 {
		t.Fatal("garbage read as links")
	}
}
