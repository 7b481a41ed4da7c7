package logstore

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"arbiter/app/texts"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// logOf is a memory log holding the events of the golden v1 log file and those of its
// incidents keep says to keep.
func logOf(t *testing.T, keep func(eventlog.Incident) bool) *eventlog.Mem {
	t.Helper()
	ctx := context.Background()
	data, err := os.ReadFile("../../engine/eventlog/testdata/golden-log-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatal(err)
	}
	var incs []eventlog.Incident
	for _, in := range doc.Incidents {
		if keep(in) {
			incs = append(incs, in)
		}
	}
	doc.Incidents = incs
	m := eventlog.NewMem(rulesets.Get)
	plan, err := eventlog.NewPlan(ctx, m, doc)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Apply(ctx, plan); err != nil {
		t.Fatal(err)
	}
	return m
}

// records lists a log's records as event/number@version.
func records(t *testing.T, s eventlog.Store) map[string]bool {
	t.Helper()
	ctx := context.Background()
	evs, err := s.ListEvents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, e := range evs {
		out[e.ID] = true
		incs, err := s.ListIncidents(ctx, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range incs {
			out[fmt.Sprintf("%s/%d@%s", in.Event, in.Number, in.Rev)] = true
		}
	}
	return out
}

const ocsb = "ocsb-2026-ib-5" // the golden log's teams event

// A log kept in memory while its storage opened moves into the storage once it opens: every
// record of both is there, the tab's log is the saved one, and a write through the memory
// log's handle after the move lands in the saved log.
func TestMoveIn(t *testing.T) {
	all := func(eventlog.Incident) bool { return true }
	firstThree := func(in eventlog.Incident) bool { return in.Event == ocsb && in.Number <= 3 }
	tests := []struct {
		name       string
		mem, saved func(eventlog.Incident) bool
		memEmpty   bool // the memory log holds no event at all
	}{
		{"memory holds more than the storage", all, firstThree, false},
		{"the storage holds more than memory", firstThree, all, false},
		{"the storage is empty", all, nil, false},
		{"memory is empty", nil, all, true},
	}
	ctx := context.Background()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := newPending()
			if !tc.memEmpty {
				p.mem = logOf(t, tc.mem)
			}
			var saved eventlog.Store = eventlog.NewMem(rulesets.Get)
			if tc.saved != nil {
				saved = logOf(t, tc.saved)
			}
			want := records(t, saved)
			for r := range records(t, p) {
				want[r] = true
			}
			h := &Handle{}
			h.once.Do(func() {})
			h.store, h.mode, h.reason = p, Memory, texts.KeyLogErrSlow
			if err := h.MoveIn(ctx, saved); err != nil {
				t.Fatalf("MoveIn: %v", err)
			}
			got := records(t, saved)
			for r := range want {
				if !got[r] {
					t.Errorf("after MoveIn the saved log lacks %s", r)
				}
			}
			if len(got) != len(want) {
				t.Errorf("after MoveIn the saved log holds %d records, want %d", len(got), len(want))
			}
			st, mode, reason := h.Get()
			if mode != Saved || reason != "" {
				t.Errorf("after MoveIn: mode %v reason %q, want saved", mode, reason)
			}
			if sp, ok := st.(*SpillStore); !ok || sp.Store != saved {
				t.Errorf("after MoveIn the tab's log is %T, want the saved one", st)
			}
			// a screen that read the log before the move writes through its handle
			if tc.memEmpty {
				return
			}
			incs, err := p.ListIncidents(ctx, ocsb)
			if err != nil || len(incs) == 0 {
				t.Fatalf("ListIncidents after the move: %d, %v (records %v)", len(incs), err, records(t, saved))
			}
			in := incs[0]
			in.ID, in.Number, in.Notes = eventlog.NewID(), 0, "after the move"
			added, err := p.AddIncident(ctx, in)
			if err != nil {
				t.Fatalf("AddIncident after the move: %v", err)
			}
			if _, err := saved.GetIncident(ctx, ocsb, added.Number); err != nil {
				t.Errorf("the incident added after the move (%d) is not in the saved log: %v", added.Number, err)
			}
			if err := h.MoveIn(ctx, eventlog.NewMem(rulesets.Get)); !errors.Is(err, ErrNotPending) {
				t.Errorf("a second MoveIn = %v, want ErrNotPending", err)
			}
		})
	}
}

// slowAdd is a memory log whose AddIncident takes a while (a write under way).
type slowAdd struct{ *eventlog.Mem }

func (s slowAdd) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	time.Sleep(2 * time.Millisecond)
	return s.Mem.AddIncident(ctx, in)
}

// Writes under way while the log moves are all kept: each lands in memory before the copy or
// in the saved log after it.
func TestMoveInWhileWriting(t *testing.T) {
	ctx := context.Background()
	p := newPending()
	p.mem = slowAdd{logOf(t, func(in eventlog.Incident) bool { return in.Event == ocsb })}
	h := &Handle{}
	h.once.Do(func() {})
	h.store, h.mode, h.reason = p, Memory, texts.KeyLogErrSlow
	saved := eventlog.NewMem(rulesets.Get)
	incs, _ := p.ListIncidents(ctx, ocsb)
	const n = 40
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			time.Sleep(time.Duration(i) * time.Millisecond / 2) // before, during and after the move
			in := incs[0]
			in.ID, in.Number, in.Notes = eventlog.NewID(), 0, fmt.Sprintf("written %d", i)
			_, err := p.AddIncident(ctx, in)
			errs <- err
		}(i)
	}
	time.Sleep(5 * time.Millisecond)
	if err := h.MoveIn(ctx, saved); err != nil {
		t.Fatalf("MoveIn: %v", err)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("AddIncident while moving: %v", err)
		}
	}
	got, _ := saved.ListIncidents(ctx, ocsb)
	if len(got) != len(incs)+n {
		t.Errorf("the saved log holds %d incidents, want %d (%d before, %d written while moving)", len(got), len(incs)+n, len(incs), n)
	}
}
