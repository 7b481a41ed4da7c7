package law12

import (
	"math"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

var testRS = &engine.Ruleset{ID: "law12-test", Version: 1, Params: Params(), Rules: Rules(), Calculators: Calculators()}

// run sets the named fields over the calculator's defaults and runs it.
func run(t *testing.T, id string, set map[string][]int64) (*engine.Result, error) {
	t.Helper()
	c := testRS.Calculator(id)
	if c == nil {
		t.Fatalf("no calculator %s", id)
	}
	v, err := c.Inputs.With(set)
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return c.Run(engine.NewParams(testRS, nil), v)
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func TestArtificial(t *testing.T) {
	tests := []struct {
		name   string
		set    map[string][]int64
		want   map[string]any
		decide []string
	}{
		{"mp ns at fault", map[string][]int64{"form": {0}, "fault": {0}, "top": {10}},
			map[string]any{"ns.pct": 40.0, "ns.mp": 4.0, "ew.pct": 60.0, "ew.mp": 6.0, "ns.status": "offender", "ew.award": "a-plus"}, nil},
		{"mp ew at fault", map[string][]int64{"form": {0}, "fault": {1}},
			map[string]any{"ns.pct": 60.0, "ew.pct": 40.0}, nil},
		{"mp both at fault", map[string][]int64{"form": {0}, "fault": {2}},
			map[string]any{"ns.pct": 40.0, "ew.pct": 40.0}, nil},
		{"mp neither at fault", map[string][]int64{"form": {0}, "fault": {3}},
			map[string]any{"ns.pct": 60.0, "ew.pct": 60.0}, nil},
		{"own average better for non-offender", map[string][]int64{"fault": {0}, "ew_session_pct": {6512}},
			map[string]any{"ew.pct": 65.12, "ew.award": "own", "ns.pct": 40.0}, []string{"law12.dec.own-average"}},
		{"own average worse for non-offender ignored", map[string][]int64{"fault": {0}, "ew_session_pct": {5500}},
			map[string]any{"ew.pct": 60.0, "ew.award": "a-plus"}, []string{"law12.dec.own-average"}},
		{"own average lower for offender", map[string][]int64{"fault": {0}, "ns_session_pct": {3550}},
			map[string]any{"ns.pct": 35.5, "ns.award": "own"}, []string{"law12.dec.own-average"}},
		{"own average higher for offender ignored", map[string][]int64{"fault": {0}, "ns_session_pct": {5800}},
			map[string]any{"ns.pct": 40.0, "ns.award": "a-minus"}, []string{"law12.dec.own-average"}},
		{"imp pairs", map[string][]int64{"form": {1}, "fault": {1}},
			map[string]any{"ns.imp": 3.0, "ew.imp": -3.0}, nil},
		{"teams both", map[string][]int64{"form": {2}, "fault": {2}},
			map[string]any{"ns.imp": -3.0, "ew.imp": -3.0}, nil},
		{"imp ignores own average", map[string][]int64{"form": {1}, "fault": {0}, "ns_session_pct": {3000}},
			map[string]any{"ns.imp": -3.0}, []string{"law12.dec.own-average-mp-only"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := run(t, "law12.artificial", tt.set)
			if err != nil {
				t.Fatalf("Artificial(%v) error %v", tt.set, err)
			}
			checkFlat(t, "Artificial", tt.set, res, tt.want)
			if strings.Join(res.Decisions, ",") != strings.Join(tt.decide, ",") {
				t.Errorf("Artificial(%v) decisions = %v, want %v", tt.set, res.Decisions, tt.decide)
			}
		})
	}
}

func checkFlat(t *testing.T, fn string, in any, res *engine.Result, want map[string]any) {
	t.Helper()
	f := res.Flat()
	for k, w := range want {
		g, ok := f[k]
		if !ok {
			t.Errorf("%s(%v) has no %s", fn, in, k)
			continue
		}
		if wf, ok := w.(float64); ok {
			if gf, ok := g.(float64); !ok || !near(gf, wf) {
				t.Errorf("%s(%v).%s = %v, want %v", fn, in, k, g, w)
			}
			continue
		}
		if g != w {
			t.Errorf("%s(%v).%s = %v, want %v", fn, in, k, g, w)
		}
	}
}

func TestAssigned(t *testing.T) {
	tests := []struct {
		name string
		set  map[string][]int64
		want map[string]any
	}{
		{"mp beats two ties one", map[string][]int64{"assigned": {420}, "field": {420, 170, -50, 450}},
			map[string]any{"ns.mp": 5.0, "ns.top": 8.0, "ns.pct": 62.5, "ew.mp": 3.0, "ew.pct": 37.5}},
		{"mp single other", map[string][]int64{"assigned": {-100}, "field": {-50}},
			map[string]any{"ns.mp": 0.0, "ns.top": 2.0}},
		{"imp net positive", map[string][]int64{"form": {1}, "assigned": {620}, "other_table": {-420}},
			map[string]any{"ns.imp": 5.0, "ew.imp": -5.0}},
		{"imp net negative", map[string][]int64{"form": {1}, "assigned": {-100}, "other_table": {-420}},
			map[string]any{"ns.imp": -11.0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := run(t, "law12.assigned", tt.set)
			if err != nil {
				t.Fatalf("Assigned(%v) error %v", tt.set, err)
			}
			checkFlat(t, "Assigned", tt.set, res, tt.want)
		})
	}
	t.Run("mp empty field", func(t *testing.T) {
		_, err := run(t, "law12.assigned", map[string][]int64{"field": {}})
		if engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("Assigned(field=[]) error %v, want EINVALID", err)
		}
	})
}

func TestWeighted(t *testing.T) {
	tests := []struct {
		name    string
		set     map[string][]int64
		want    map[string]any
		wantErr bool
	}{
		{"mp halves", map[string][]int64{"scores": {620, 170}, "weights": {500, 500}, "field": {620, 170, 140, -100}},
			map[string]any{"mp": 6.0, "top": 8.0, "pct": 75.0}, false},
		{"mp 60/40", map[string][]int64{"scores": {420, -100}, "weights": {600, 400}, "field": {450, 420, 420, 400, -50, -100}},
			map[string]any{"mp": 5.2, "top": 12.0, "pct": 43.33}, false},
		{"imp fractional", map[string][]int64{"form": {1}, "scores": {620, -100}, "weights": {700, 300}, "other_table": {-420}},
			map[string]any{"imp": 0.2}, false},
		{"imp thirds", map[string][]int64{"form": {1}, "scores": {100, 200, 600}, "weights": {333, 333, 333}, "other_table": {0}},
			map[string]any{"imp": 6.66}, false},
		{"sum 0.999 accepted", map[string][]int64{"scores": {620, 170}, "weights": {499, 500}},
			map[string]any{"top": 8.0}, false},
		{"sum 1.001 accepted", map[string][]int64{"scores": {620, 170}, "weights": {501, 500}},
			map[string]any{"top": 8.0}, false},
		{"sum 0.998 rejected", map[string][]int64{"scores": {620, 170}, "weights": {498, 500}}, nil, true},
		{"sum 1.002 rejected", map[string][]int64{"scores": {620, 170}, "weights": {502, 500}}, nil, true},
		{"zero weight rejected", map[string][]int64{"scores": {620, 170}, "weights": {0, 1000}}, nil, true},
		{"negative weight rejected", map[string][]int64{"scores": {620, 170}, "weights": {-500, 1500}}, nil, true},
		{"count mismatch", map[string][]int64{"scores": {620, 170}, "weights": {1000}}, nil, true},
		{"mp empty field", map[string][]int64{"field": {}}, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := run(t, "law12.weighted", tt.set)
			if tt.wantErr {
				if engine.ErrorCode(err) != engine.EINVALID {
					t.Errorf("Weighted(%v) error %v, want EINVALID", tt.set, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Weighted(%v) error %v", tt.set, err)
			}
			checkFlat(t, "Weighted", tt.set, res, tt.want)
		})
	}
}

func TestWeightsSumMessage(t *testing.T) {
	_, err := run(t, "law12.weighted", map[string][]int64{"scores": {620, 170}, "weights": {502, 500}})
	e, ok := err.(*engine.Error)
	if !ok {
		t.Fatalf("Weighted(1.002) error %T %v, want *engine.Error", err, err)
	}
	if e.Field != "weights" || !strings.Contains(e.Message(msg.EN), "1.002") {
		t.Errorf("Weighted(1.002) = field %q, %q; want the weights field and the sum", e.Field, e.Message(msg.EN))
	}
}

func TestMessages(t *testing.T) {
	for _, c := range Calculators() {
		keys := []string{c.TitleKey()}
		for i := range c.Inputs {
			f := &c.Inputs[i]
			keys = append(keys, f.LabelKey())
			for j := range f.Options {
				keys = append(keys, f.OptionKey(j))
			}
		}
		for _, k := range keys {
			txt, ok := msg.Lookup(k)
			if !ok || txt.En == "" || txt.Sr == "" || txt.Hu == "" {
				t.Errorf("%s: message %q missing or incomplete", c.ID, k)
			}
		}
		res, err := c.Run(engine.NewParams(testRS, nil), c.Inputs.Defaults())
		if err != nil {
			t.Fatalf("%s defaults: %v", c.ID, err)
		}
		for _, s := range res.Steps {
			if !msg.Has(s.Key) {
				t.Errorf("%s: step %q not registered", c.ID, s.Key)
			}
		}
	}
	for _, r := range Rules() {
		if !msg.Has(r.Summary) {
			t.Errorf("rule %s: summary %q not registered", r.ID, r.Summary)
		}
	}
	for _, p := range Params() {
		if p.Rule != RuleID || !strings.HasPrefix(p.Key, "law12.") || p.Value < p.Min || p.Value > p.Max {
			t.Errorf("param %s: rule %q, value %v outside [%v, %v]", p.Key, p.Rule, p.Value, p.Min, p.Max)
		}
	}
}
