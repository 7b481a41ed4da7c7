package bench

import (
	"context"
	"encoding/json"
	"testing"

	"arbiter/bench/internal/season"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/rulesets"
)

// sample is a calculator that computes on its defaults, with its result.
type sample struct {
	rs   *engine.Ruleset
	calc *engine.Calculator
	in   engine.Values
	res  *engine.Result
}

// samples returns every calculator of every ruleset that computes on its defaults.
func samples(tb testing.TB) []sample {
	var out []sample
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, c := range rs.Calculators {
			v := c.Inputs.Defaults()
			if res, err := c.Run(engine.NewParams(rs, nil), v); err == nil {
				out = append(out, sample{rs, c, v, res})
			}
		}
	}
	if len(out) == 0 {
		tb.Skip("no calculator computes on its defaults yet")
	}
	return out
}

const nLinks = 10000

// BenchmarkLink encodes 10,000 share links (every calculator's defaults in turn), then decodes
// them; one op is the 10,000.
func BenchmarkLink(b *testing.B) {
	ss := samples(b)
	codec := link.New(rulesets.Get)
	rulings := make([]link.Ruling, nLinks)
	for i := range rulings {
		s := ss[i%len(ss)]
		rulings[i] = link.Ruling{Ruleset: s.rs.ID, DataVersion: s.rs.Version, Calculator: s.calc.ID, Values: s.in}
	}
	codes := make([]string, nLinks)
	for i, r := range rulings {
		c, err := codec.Encode(r)
		if err != nil {
			b.Fatalf("Encode(%s): %v", r.Calculator, err)
		}
		codes[i] = c
	}
	b.Run("Encode10k", func(b *testing.B) {
		for b.Loop() {
			for i, r := range rulings {
				c, err := codec.Encode(r)
				if err != nil || c != codes[i] {
					b.Fatalf("Encode(%s) = %q, %v", r.Calculator, c, err)
				}
			}
		}
	})
	b.Run("Decode10k", func(b *testing.B) {
		for b.Loop() {
			for _, c := range codes {
				if _, err := codec.Decode(c); err != nil {
					b.Fatalf("Decode(%q): %v", c, err)
				}
			}
		}
	})
}

const nIncidents = 10000

// logDoc returns an export file of one event with 10,000 incidents.
func logDoc(tb testing.TB) []byte {
	ss := samples(tb)
	// One event's incidents share its ruleset: take the ruleset with the most computing calculators.
	count := map[string]int{}
	best := ss[0].rs
	for _, s := range ss {
		count[s.rs.ID]++
		if count[s.rs.ID] > count[best.ID] {
			best = s.rs
		}
	}
	var mine []sample
	for _, s := range ss {
		if s.rs == best {
			mine = append(mine, s)
		}
	}
	ev := eventlog.Event{ID: "bench", Name: "Benchmark", Date: "2026-01-10", Ruleset: best.ID,
		DataVersion: best.Version, Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 24, Boards: 27}
	for i := 1; i <= 60; i++ {
		ev.Participants = append(ev.Participants, eventlog.Participant{Number: i})
	}
	d := eventlog.Doc{Format: "arbiter-log", Schema: 1, Events: []eventlog.Event{ev}}
	for i := range nIncidents {
		s := mine[i%len(mine)]
		d.Incidents = append(d.Incidents, eventlog.Incident{Event: ev.ID, Number: i + 1,
			Time: eventlog.Minute(13_700_000 + i), Round: 1 + i%9, Table: 1 + i%30, Board: 1 + i%27,
			Calculator: s.calc.ID, Values: s.in, Result: eventlog.Summary(s.res), Status: eventlog.Active})
	}
	data, err := json.Marshal(d)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// BenchmarkEventLog loads a log of 10,000 incidents into the in-memory store as an import does
// (parse and validate the file, plan, apply), then lists the incidents.
func BenchmarkEventLog(b *testing.B) {
	data := logDoc(b)
	ctx := context.Background()
	b.Run("Load10k", func(b *testing.B) {
		for b.Loop() {
			doc, err := eventlog.Parse(data, rulesets.Get)
			if err != nil {
				b.Fatal(err)
			}
			m := eventlog.NewMem(rulesets.Get)
			p, err := eventlog.NewPlan(ctx, m, doc)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := m.Apply(ctx, p); err != nil {
				b.Fatal(err)
			}
			l, err := m.ListIncidents(ctx, "bench")
			if err != nil || len(l) != nIncidents {
				b.Fatalf("ListIncidents = %d incidents, %v; want %d", len(l), err, nIncidents)
			}
		}
	})
}

// seasonStore returns the season log of bench/internal/season (10,000 incidents, a third of
// them Zero Tolerance ones) loaded into the in-memory store, with its file.
func seasonStore(tb testing.TB) (*eventlog.Mem, []byte) {
	data, err := season.JSON(nIncidents)
	if err != nil {
		tb.Fatal(err)
	}
	ctx := context.Background()
	doc, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		tb.Fatal(err)
	}
	m := eventlog.NewMem(rulesets.Get)
	p, err := eventlog.NewPlan(ctx, m, doc)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := m.Apply(ctx, p); err != nil {
		tb.Fatal(err)
	}
	return m, data
}

// BenchmarkSeason is the season log (the one bench/run.sh imports in Chromium): importing it
// into the in-memory store (parse, validate, plan, apply), the Zero Tolerance counters the event
// page draws (eventlog.ZeroTolerance over all 10,000 incidents, then what the ZT form starts
// from for one player: eventlog.ZTSoFar), and one more incident added to the 10,000 (the
// store grows by one a call: a few hundred over the run, against 10,000).
func BenchmarkSeason(b *testing.B) {
	m, data := seasonStore(b)
	ctx := context.Background()
	incs, err := m.ListIncidents(ctx, season.EventID)
	if err != nil || len(incs) != nIncidents {
		b.Fatalf("ListIncidents = %d incidents, %v; want %d", len(incs), err, nIncidents)
	}
	b.Run("Load10k", func(b *testing.B) {
		for b.Loop() {
			doc, err := eventlog.Parse(data, rulesets.Get)
			if err != nil {
				b.Fatal(err)
			}
			m := eventlog.NewMem(rulesets.Get)
			p, err := eventlog.NewPlan(ctx, m, doc)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := m.Apply(ctx, p); err != nil {
				b.Fatal(err)
			}
		}
	})
	last := incs[len(incs)-1]
	b.Run("ZT10k", func(b *testing.B) {
		for b.Loop() {
			if zt := eventlog.ZeroTolerance(rulesets.Get(season.Ruleset), incs); len(zt) == 0 {
				b.Fatal("no Zero Tolerance counts")
			}
			eventlog.ZTSoFar(rulesets.Get(season.Ruleset), incs, last.Time.Day(), 1, 1)
		}
	})
	b.Run("Save1", func(b *testing.B) {
		in := last
		in.Number = 0 // the store numbers it
		for b.Loop() {
			if _, err := m.AddIncident(ctx, in); err != nil {
				b.Fatal(err)
			}
		}
	})
}
