package eventlog

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"reflect"
	"sort"
	"testing"
)

// sameBytes checks that the fast writing of incs is json.Marshal's, byte for byte.
func sameBytes(t *testing.T, incs []Incident) {
	t.Helper()
	want, werr := json.Marshal(incs)
	got, gerr := MarshalIncidents(incs)
	if (werr == nil) != (gerr == nil) {
		t.Fatalf("MarshalIncidents: error %v, json.Marshal's %v", gerr, werr)
	}
	if werr == nil && !bytes.Equal(got, want) {
		t.Fatalf("MarshalIncidents:\n got %s\nwant %s", got, want)
	}
	for i := range incs {
		w, err := json.Marshal(incs[i])
		if err != nil {
			continue
		}
		if g := incidentJSON(&incs[i]); !bytes.Equal(g, w) {
			t.Fatalf("incidentJSON:\n got %s\nwant %s", g, w)
		}
	}
}

func TestMarshalIncidents(t *testing.T) {
	yes, no := true, false
	at := Minute(13_700_123)
	neg := Minute(-600_000_000)
	for _, tc := range []struct {
		name string
		incs []Incident
	}{
		{"nil", nil},
		{"empty", []Incident{}},
		{"zero", []Incident{{}}},
		// every field: TestFastWriterEveryField (fill_test.go); here the numbers' and the strings' forms
		{"numbers", []Incident{{Event: "e", Number: 100002, Time: 13_700_000, Round: 1, Table: 2, Board: 3, Game: 4,
			Parties: []PartyRef{{"offender", 3}, {"", 0}}, Player: 7, Team: 3, Calculator: "c",
			Values: [][]int64{{1}, nil, {}, {-9007199254740993, 0}},
			Result: []Out{{Role: "r", Name: "n", Num: -1250, Unit: "vp", Prec: 2}, {Code: "x"}, {Bool: &yes}, {Bool: &no},
				{Num: 1e-7}, {Num: 1e21}, {Num: 123456789.125}, {Num: 0.000001}, {Num: 1e20}, {Num: -2.5e-10}, {Num: math.SmallestNonzeroFloat64}, {Num: math.MaxFloat64}},
			Announced: []Out{{Role: "r", Name: "n", Num: 0.5}}, Notes: "č ő 日本", Status: Revoked, Reason: "why", RevokedAt: &at,
			SupersededBy: 5, Supersedes: 2, Session: 3, ID: "e.1", By: "d1", RevokedBy: "d1", Rev: "2-ab", Revs: []string{"1-cd", "1-ef"},
			Conflicts: []Incident{{Event: "e", Number: 100002, Rev: "2-ff", Values: [][]int64{}, Result: []Out{}}},
			Extra:     map[string]json.RawMessage{"z": json.RawMessage(`[1, {"a" : "<b>"}]`), "a": json.RawMessage(`true`)}}}},
		{"escapes", []Incident{{Event: `a"b\c`, Notes: "<script>&amp;</script>\n\t\r\x01\x7f", Reason: "\u2028\u2029", Calculator: "a\xffb", Status: "é\xe2\x80"}}},
		{"a time before 1000", []Incident{{Time: neg}}},
		{"empty lists", []Incident{{Parties: []PartyRef{}, Announced: []Out{}, Revs: []string{}, Conflicts: []Incident{}, Extra: map[string]json.RawMessage{}}}},
		{"NaN", []Incident{{Result: []Out{{Num: math.NaN()}}}}},
		{"infinity", []Incident{{Announced: []Out{{Num: math.Inf(-1)}}}}},
		{"bad extra", []Incident{{Extra: map[string]json.RawMessage{"a": json.RawMessage(`{`)}}}},
	} {
		t.Run(tc.name, func(t *testing.T) { sameBytes(t, tc.incs) })
	}
}

// The golden logs' incidents, stored, write alike.
func TestMarshalIncidentsGolden(t *testing.T) {
	for _, data := range schema2Seeds(t) {
		d, err := Parse(data, testLookup)
		if err != nil {
			t.Fatal(err)
		}
		sameBytes(t, d.Incidents)
	}
}

func FuzzMarshalIncidents(f *testing.F) {
	for _, s := range schema2Seeds(f) {
		var raw struct {
			Incidents json.RawMessage `json:"incidents"`
		}
		if json.Unmarshal(s, &raw) == nil {
			f.Add([]byte(raw.Incidents), 0.0)
		}
	}
	f.Add([]byte(`[{"notes":"<\u2028>","result":[{"num":1e-7}],"x":{"b":1,"a":[ 2 ]}}]`), 1e21)
	f.Fuzz(func(t *testing.T, data []byte, num float64) {
		var incs []Incident
		if json.Unmarshal(data, &incs) != nil {
			return
		}
		if len(incs) > 0 {
			incs[0].Result = append(incs[0].Result, Out{Num: num})
		}
		sameBytes(t, incs)
	})
}

// dayCache gives Minute.Day for any order of minutes.
func TestDayCache(t *testing.T) {
	var c dayCache
	for _, m := range []Minute{0, 1, 1439, 1440, -1, -1440, -1441, 13_700_000, 13_700_001, 13_701_439, 13_699_999, -1e10, 1e10, 1e12, 1e12 + 1, 0} {
		if got, want := c.day(m), m.Day(); got != want {
			t.Errorf("day(%d) = %s, want %s", m, got, want)
		}
	}
}

// memOf is data imported into an empty Mem, with the file as read.
func memOf(t *testing.T, data []byte) (*Mem, *Doc) {
	t.Helper()
	d, err := Parse(data, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMem(testLookup)
	p, err := NewPlan(context.Background(), m, d)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Apply(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	return m, d
}

// CountIncidents counts what ListIncidents lists, for a Counter and for any Store.
func TestCountIncidents(t *testing.T) {
	ctx := context.Background()
	for _, data := range schema2Seeds(t) {
		m, d := memOf(t, data)
		for _, e := range d.Events {
			l, _ := m.ListIncidents(ctx, e.ID)
			n, err := CountIncidents(ctx, m, e.ID)
			if err != nil || n != len(l) {
				t.Errorf("%s: CountIncidents = %d, %v; want %d", e.ID, n, err, len(l))
			}
			if n, err := CountIncidents(ctx, struct{ Store }{m}, e.ID); err != nil || n != len(l) {
				t.Errorf("%s: CountIncidents of a Store = %d, %v; want %d", e.ID, n, err, len(l))
			}
		}
		if _, err := m.CountIncidents(ctx, "no-such-event"); err == nil {
			t.Error("CountIncidents of no event: no error")
		}
	}
}

// penaltiesRef is Penalties as it was written first (a map per incident), to compare with.
func penaltiesRef(ev *Event, incs []Incident) []PartyTotals {
	names := map[int]string{}
	for _, p := range ev.Participants {
		names[p.Number] = p.Name
	}
	type key struct {
		n          int
		name, unit string
	}
	sums := map[key]float64{}
	calcs := map[key]string{}
	precs := map[key]int{}
	counts := map[int]int{}
	for i := range incs {
		in := &incs[i]
		if in.Status != Active || in.Event != ev.ID {
			continue
		}
		bound := map[string]int{}
		for _, p := range in.Parties {
			bound[p.Role] = p.Number
		}
		touched := map[int]bool{}
		for _, o := range in.Effective() {
			if !o.IsNum() {
				continue
			}
			n, ok := bound[o.Role]
			if !ok {
				n = in.Team
			}
			if n == 0 {
				continue
			}
			k := key{n, o.Name, o.Unit}
			sums[k] += o.Num
			precs[k] = max(precs[k], o.Prec)
			if _, ok := calcs[k]; !ok {
				calcs[k] = in.Calculator
			}
			touched[n] = true
		}
		for n := range touched {
			counts[n]++
		}
	}
	by := map[int]*PartyTotals{}
	for k, s := range sums {
		pt := by[k.n]
		if pt == nil {
			pt = &PartyTotals{Number: k.n, Name: names[k.n], Count: counts[k.n]}
			by[k.n] = pt
		}
		pt.Totals = append(pt.Totals, Total{Name: k.name, Unit: k.unit, Sum: s, Calc: calcs[k], Prec: precs[k]})
	}
	out := make([]PartyTotals, 0, len(by))
	for _, pt := range by {
		sort.Slice(pt.Totals, func(i, j int) bool {
			if pt.Totals[i].Name != pt.Totals[j].Name {
				return pt.Totals[i].Name < pt.Totals[j].Name
			}
			return pt.Totals[i].Unit < pt.Totals[j].Unit
		})
		out = append(out, *pt)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out
}

func TestPenaltiesAsFirstWritten(t *testing.T) {
	ev := Event{ID: "e", Participants: []Participant{{1, "A"}, {2, "B"}, {3, ""}}}
	incs := []Incident{
		{Event: "e", Status: Active, Calculator: "c1", Team: 3, Parties: []PartyRef{{"off", 1}, {"off", 2}, {"non", 1}},
			Result: []Out{{Role: "off", Name: "vp", Num: -1.5, Unit: "vp", Prec: 2}, {Role: "non", Name: "vp", Num: 0.25, Unit: "vp", Prec: 1},
				{Role: "player", Name: "fine", Num: 10, Unit: "eur"}, {Role: "off", Name: "verdict", Code: "x"}}},
		{Event: "e", Status: Active, Calculator: "c2", Parties: []PartyRef{{"off", 2}},
			Result: []Out{{Role: "off", Name: "vp", Num: 9}}, Announced: []Out{{Role: "off", Name: "vp", Num: -3, Unit: "vp", Prec: 3}, {Role: "x", Name: "n", Num: 1}}},
		{Event: "e", Status: Revoked, Parties: []PartyRef{{"off", 1}}, Result: []Out{{Role: "off", Name: "vp", Num: 100}}},
		{Event: "other", Status: Active, Parties: []PartyRef{{"off", 1}}, Result: []Out{{Role: "off", Name: "vp", Num: 100}}},
	}
	if got, want := Penalties(&ev, incs), penaltiesRef(&ev, incs); !reflect.DeepEqual(got, want) {
		t.Errorf("Penalties = %+v\nwant %+v", got, want)
	}
	for _, data := range schema2Seeds(t) {
		d, err := Parse(data, testLookup)
		if err != nil {
			t.Fatal(err)
		}
		for i := range d.Events {
			if got, want := Penalties(&d.Events[i], d.Incidents), penaltiesRef(&d.Events[i], d.Incidents); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Penalties = %+v\nwant %+v", d.Events[i].ID, got, want)
			}
		}
	}
}

// WritesJSON writes the incidents Writes returns, as json.Marshal does.
func TestWritesJSON(t *testing.T) {
	ctx := context.Background()
	for _, data := range schema2Seeds(t) {
		d, err := Parse(data, testLookup)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewPlan(ctx, NewMem(testLookup), d)
		if err != nil {
			t.Fatal(err)
		}
		es, is, rep := p.Writes()
		jes, b, n, jrep, err := p.WritesJSON()
		want, _ := json.Marshal(is)
		if err != nil || !bytes.Equal(b, want) || n != len(is) || !reflect.DeepEqual(jes, es) || jrep != rep {
			t.Errorf("WritesJSON = %d incidents, %v, report %+v; want the JSON of Writes' %d, report %+v", n, err, jrep, len(is), rep)
		}
	}
	if _, b, n, _, err := (&Plan{Doc: &Doc{}}).WritesJSON(); err != nil || string(b) != "[]" || n != 0 {
		t.Errorf("WritesJSON of nothing = %s, %d, %v", b, n, err)
	}
}

// Newest is the tail of ListIncidents, for a Pager and for any Store.
func TestNewest(t *testing.T) {
	ctx := context.Background()
	for _, data := range schema2Seeds(t) {
		m, d := memOf(t, data)
		for _, e := range d.Events {
			all, _ := m.ListIncidents(ctx, e.ID)
			for _, n := range []int{-1, 0, 1, 2, len(all), len(all) + 5} {
				want := all
				if k := max(n, 0); k < len(all) {
					want = all[len(all)-k:]
				}
				// Mem as a Pager, and any Store through Snapshot
				for name, s := range map[string]Store{"pager": m, "store": struct{ Store }{m}} {
					ev, got, total, err := Newest(ctx, s, e.ID, n)
					if err != nil || ev.ID != e.ID || total != len(all) {
						t.Fatalf("%s %s n=%d: event %q, total %d, %v; want %q, %d", name, e.ID, n, ev.ID, total, err, e.ID, len(all))
					}
					if len(got) != len(want) {
						t.Fatalf("%s %s n=%d: %d incidents, want %d", name, e.ID, n, len(got), len(want))
					}
					for i := range got {
						if got[i].Number != want[i].Number || got[i].Rev != want[i].Rev {
							t.Errorf("%s %s n=%d: [%d] = %s %s, want %s %s", name, e.ID, n, i, got[i].Label(), got[i].Rev, want[i].Label(), want[i].Rev)
						}
					}
				}
			}
		}
		for _, s := range []Store{m, struct{ Store }{m}} {
			if _, _, _, err := Newest(ctx, s, "no-such-event", 5); err == nil {
				t.Error("Newest of no event: no error")
			}
		}
	}
}
