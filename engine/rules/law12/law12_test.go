package law12

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/msg"
)

var testRS = &engine.Ruleset{ID: "law12-test", Version: 1, Params: Params(), Rules: Rules(), Calculators: Calculators()}

// run runs calculator id of the test ruleset on set over its defaults (engine/internal/calctest).
func run(t *testing.T, id string, set calctest.Fields) (*engine.Result, error) {
	t.Helper()
	return calctest.Run(t, testRS, id, set, nil)
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func TestArtificial(t *testing.T) {
	tests := []struct {
		name   string
		set    calctest.Fields
		want   map[string]any
		decide []string
	}{
		{"mp ns at fault", calctest.Fields{"form": "mp", "fault": "ns", "top": 10},
			map[string]any{"ns.pct": 40.0, "ns.mp": 4.0, "ew.pct": 60.0, "ew.mp": 6.0, "ns.status": "offender", "ew.award": "a-plus"}, nil},
		{"mp ew at fault", calctest.Fields{"form": "mp", "fault": "ew"},
			map[string]any{"ns.pct": 60.0, "ew.pct": 40.0}, nil},
		{"mp both at fault", calctest.Fields{"form": "mp", "fault": "both"},
			map[string]any{"ns.pct": 40.0, "ew.pct": 40.0}, nil},
		{"mp neither at fault", calctest.Fields{"form": "mp", "fault": "neither"},
			map[string]any{"ns.pct": 60.0, "ew.pct": 60.0}, nil},
		{"own average better for non-offender", calctest.Fields{"fault": "ns", "ew_session_pct": 65.12},
			map[string]any{"ew.pct": 65.12, "ew.award": "own", "ns.pct": 40.0}, []string{"law12.dec.own-average"}},
		{"own average worse for non-offender ignored", calctest.Fields{"fault": "ns", "ew_session_pct": 55.0},
			map[string]any{"ew.pct": 60.0, "ew.award": "a-plus"}, []string{"law12.dec.own-average"}},
		{"own average lower for offender", calctest.Fields{"fault": "ns", "ns_session_pct": 35.5},
			map[string]any{"ns.pct": 35.5, "ns.award": "own"}, []string{"law12.dec.own-average"}},
		{"own average higher for offender ignored", calctest.Fields{"fault": "ns", "ns_session_pct": 58.0},
			map[string]any{"ns.pct": 40.0, "ns.award": "a-minus"}, []string{"law12.dec.own-average"}},
		{"imp pairs", calctest.Fields{"form": "imp", "fault": "ew"},
			map[string]any{"ns.imp": 3.0, "ew.imp": -3.0}, nil},
		{"teams both", calctest.Fields{"form": "teams", "fault": "both"},
			map[string]any{"ns.imp": -3.0, "ew.imp": -3.0}, nil},
		{"imp ignores own average", calctest.Fields{"form": "imp", "fault": "ns", "ns_session_pct": 30.0},
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
		set  calctest.Fields
		want map[string]any
	}{
		{"mp beats two ties one", calctest.Fields{"assigned": 420, "field": []int64{420, 170, -50, 450}},
			map[string]any{"ns.mp": 5.0, "ns.top": 8.0, "ns.pct": 62.5, "ew.mp": 3.0, "ew.pct": 37.5}},
		{"mp single other", calctest.Fields{"assigned": -100, "field": []int64{-50}},
			map[string]any{"ns.mp": 0.0, "ns.top": 2.0}},
		{"imp net positive", calctest.Fields{"form": "imp", "assigned": 620, "other_table": -420},
			map[string]any{"ns.imp": 5.0, "ew.imp": -5.0}},
		{"imp net negative", calctest.Fields{"form": "imp", "assigned": -100, "other_table": -420},
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
		_, err := run(t, "law12.assigned", calctest.Fields{"field": []int64{}})
		if engine.ErrorCode(err) != engine.EINVALID {
			t.Errorf("Assigned(field=[]) error %v, want EINVALID", err)
		}
	})
}

func TestWeighted(t *testing.T) {
	tests := []struct {
		name    string
		set     calctest.Fields
		want    map[string]any
		wantErr bool
	}{
		{"mp halves", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.5, 0.5}, "field": []int64{620, 170, 140, -100}},
			map[string]any{"mp": 6.0, "top": 8.0, "pct": 75.0}, false},
		{"mp 60/40", calctest.Fields{"scores": []int64{420, -100}, "weights": []float64{0.6, 0.4}, "field": []int64{450, 420, 420, 400, -50, -100}},
			map[string]any{"mp": 5.2, "top": 12.0, "pct": 43.33}, false},
		{"imp fractional", calctest.Fields{"form": "imp", "scores": []int64{620, -100}, "weights": []float64{0.7, 0.3}, "other_table": -420},
			map[string]any{"imp": 0.2}, false},
		{"imp thirds", calctest.Fields{"form": "imp", "scores": []int64{100, 200, 600}, "weights": []float64{0.333, 0.333, 0.333}, "other_table": 0},
			map[string]any{"imp": 6.66}, false},
		{"sum 0.999 accepted", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.499, 0.5}},
			map[string]any{"top": 8.0}, false},
		{"sum 1.001 accepted", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.501, 0.5}},
			map[string]any{"top": 8.0}, false},
		{"sum 0.998 rejected", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.498, 0.5}}, nil, true},
		{"sum 1.002 rejected", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.502, 0.5}}, nil, true},
		{"zero weight rejected", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.0, 1.0}}, nil, true},
		{"negative weight rejected", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{-0.5, 1.5}}, nil, true},
		{"count mismatch", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{1.0}}, nil, true},
		{"mp empty field", calctest.Fields{"field": []int64{}}, nil, true},
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
	_, err := run(t, "law12.weighted", calctest.Fields{"scores": []int64{620, 170}, "weights": []float64{0.502, 0.5}})
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

// TestCoresAreTheForms: each calculator is its typed core behind the form: the core called
// with Go values gives what the calculator gives with the same values set on its form.
func TestCoresAreTheForms(t *testing.T) {
	p := func() *engine.Params { return engine.NewParams(testRS, nil) }
	for _, tt := range []struct {
		id   string
		set  calctest.Fields
		core func() (*engine.Result, error)
	}{
		{"law12.artificial", calctest.Fields{"form": "mp", "fault": "both", "top": 10, "ns_session_pct": 35.5, "ew_session_pct": 45.0},
			func() (*engine.Result, error) {
				return Artificial(p(), ArtificialInput{Form: "mp", Fault: "both", Top: 10, NSSessionPct: new(35.5), EWSessionPct: new(45.0)})
			}},
		{"law12.artificial", calctest.Fields{"form": "teams", "fault": "ew", "ns_session_pct": 30.0},
			func() (*engine.Result, error) {
				return Artificial(p(), ArtificialInput{Form: "teams", Fault: "ew", Top: 12, NSSessionPct: new(30.0)})
			}},
		{"law12.assigned", calctest.Fields{"form": "imp", "assigned": 620, "other_table": -420},
			func() (*engine.Result, error) {
				return Assigned(p(), AssignedInput{Form: "imp", Assigned: 620, Field: []int{420, 450, 170, -50}, OtherTable: -420})
			}},
		{"law12.weighted", calctest.Fields{"scores": []int64{420, -100}, "weights": []float64{0.6, 0.4}, "field": []int64{450, 420, 420, 400, -50, -100}},
			func() (*engine.Result, error) {
				return Weighted(p(), WeightedInput{Form: "mp", Scores: []int{420, -100}, Weights: []float64{0.6, 0.4},
					Field: []int{450, 420, 420, 400, -50, -100}, OtherTable: -420})
			}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			form, err := run(t, tt.id, tt.set)
			if err != nil {
				t.Fatalf("%s(%v): %v", tt.id, tt.set, err)
			}
			core, err := tt.core()
			if err != nil {
				t.Fatalf("%s core: %v", tt.id, err)
			}
			if !calctest.SameRuling(core, form) {
				t.Errorf("%s core = %+v, form = %+v", tt.id, core, form)
			}
		})
	}
}

// TestCoresRejectUnknownCodes: a typed core refuses an option code its form does not offer
// (the form cannot send one), naming the field.
func TestCoresRejectUnknownCodes(t *testing.T) {
	p := engine.NewParams(testRS, nil)
	for _, tt := range []struct {
		name  string
		run   func() (*engine.Result, error)
		field string
	}{
		{"artificial form", func() (*engine.Result, error) {
			return Artificial(p, ArtificialInput{Form: "vp", Fault: "ns", Top: 12})
		}, "form"},
		{"artificial fault", func() (*engine.Result, error) { return Artificial(p, ArtificialInput{Form: "mp", Fault: "n", Top: 12}) }, "fault"},
		{"assigned form", func() (*engine.Result, error) {
			return Assigned(p, AssignedInput{Form: "teams", Assigned: 420, Field: []int{420}})
		}, "form"},
		{"weighted form", func() (*engine.Result, error) {
			return Weighted(p, WeightedInput{Form: "", Scores: []int{420}, Weights: []float64{1}, Field: []int{420}})
		}, "form"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.run()
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("%s: error %v, want EINVALID", tt.name, err)
			}
			if f := engine.Errors(err)[0].Field; f != tt.field {
				t.Errorf("%s: error field %q, want %q", tt.name, f, tt.field)
			}
		})
	}
}

// entries encodes score entries written as the traveller writes them.
func entries(t *testing.T, s ...string) []int64 {
	t.Helper()
	out := []int64{}
	for _, x := range s {
		e, err := bridge.ParseEntry(x)
		if err != nil {
			t.Fatalf("ParseEntry(%q): %v", x, err)
		}
		out = append(out, bridge.EncodeEntry(e))
	}
	return out
}

func TestWeightedFromContracts(t *testing.T) {
	trav := entries(t, "4S N +1", "4S N =", "3N S +1", "4S N -1", "2H W =")
	tests := []struct {
		name    string
		set     calctest.Fields
		want    map[string]any
		lines   [][3]float64 // each rescored line: score, matchpoints, percentage
		decided bool         // law12.dec.weighted-traveller
		wantErr string       // the field of the EINVALID
	}{
		{"contracts on a vulnerable board, against the field", calctest.Fields{"board": 7,
			"contracts": entries(t, "4S N =", "4S N -1"), "weights": []float64{0.6, 0.4}, "field": []int64{650, 620, 630, -100, -110}},
			map[string]any{"ns.mp": 4.2, "ns.top": 10.0, "ns.pct": 42.0, "ew.mp": 5.8}, nil, false, ""},
		{"contracts and the traveller rescored", calctest.Fields{"board": 7,
			"contracts": entries(t, "4S N =", "4S N -1"), "weights": []float64{0.6, 0.4}, "traveller": trav},
			map[string]any{"ns.mp": 4.2, "ns.top": 10.0, "ns.pct": 42.0},
			[][3]float64{{650, 10, 100}, {620, 5.4, 54}, {630, 8, 80}, {-100, 2.4, 24}, {-110, 0, 0}}, true, ""},
		{"non-vulnerable board scores the same contracts lower", calctest.Fields{"board": 1,
			"contracts": entries(t, "4S N =", "4S N -1"), "weights": []float64{0.5, 0.5}, "field": []int64{420, -50}},
			map[string]any{"ns.mp": 2.0, "ns.top": 4.0}, nil, false, ""},
		{"East-West declarer from North-South's side", calctest.Fields{"board": 3,
			"contracts": entries(t, "3N E =", "3N E -2"), "weights": []float64{0.7, 0.3}, "field": []int64{-600, 200}},
			map[string]any{"ns.mp": 1.6, "ns.top": 4.0}, nil, false, ""}, // -600: 0.7 × 1 (tie); +200: 0.3 × 3
		{"scores with the traveller as the field", calctest.Fields{"board": 7,
			"scores": []int64{620, -100}, "weights": []float64{0.6, 0.4}, "traveller": trav},
			map[string]any{"ns.mp": 4.2}, [][3]float64{{650, 10, 100}, {620, 5.4, 54}, {630, 8, 80}, {-100, 2.4, 24}, {-110, 0, 0}}, true, ""},
		{"imp contracts against the other table", calctest.Fields{"form": "imp", "board": 4,
			"contracts": entries(t, "4H S =", "4H S -1"), "weights": []float64{0.4, 0.6}, "other_table": -620, "traveller": trav},
			map[string]any{"team.imp": -7.2}, nil, false, ""}, // 0.4 × 0 + 0.6 × IMP(-720) = -12
		{"contracts without a board", calctest.Fields{"contracts": entries(t, "4S N =", "4S N -1"), "weights": []float64{0.6, 0.4}},
			nil, nil, false, "board"},
		{"traveller without a board", calctest.Fields{"traveller": trav}, nil, nil, false, "board"},
		{"a weight per contract", calctest.Fields{"board": 7, "contracts": entries(t, "4S N =", "4S N -1", "5S N -2"),
			"weights": []float64{0.6, 0.4}}, nil, nil, false, "weights"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := run(t, "law12.weighted", tt.set)
			if tt.wantErr != "" {
				e, ok := err.(*engine.Error)
				if !ok || e.Code != engine.EINVALID || e.Field != tt.wantErr {
					t.Fatalf("Weighted(%v) error %v, want EINVALID naming %s", tt.set, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Weighted(%v) error %v", tt.set, err)
			}
			checkFlat(t, "Weighted", tt.set, res, tt.want)
			var lines [][3]float64
			for _, p := range res.Parties {
				if p.Role == "line" {
					lines = append(lines, [3]float64{p.Outs[0].Num, p.Outs[1].Num, p.Outs[3].Num})
				}
			}
			if len(lines) != len(tt.lines) {
				t.Fatalf("Weighted(%v) rescored %d lines, want %d", tt.set, len(lines), len(tt.lines))
			}
			for i := range lines {
				for k := range 3 {
					if !near(lines[i][k], tt.lines[i][k]) {
						t.Errorf("Weighted(%v) line %d = %v, want %v", tt.set, i+1, lines[i], tt.lines[i])
					}
				}
			}
			if got := slices.Contains(res.Decisions, "law12.dec.weighted-traveller"); got != tt.decided {
				t.Errorf("Weighted(%v) decisions %v, want law12.dec.weighted-traveller %v", tt.set, res.Decisions, tt.decided)
			}
		})
	}
}

func TestWeightedTraveller(t *testing.T) {
	tests := []struct {
		field, outcomes []int
		weights         []float64
		want            []float64
	}{
		{[]int{620, 170}, []int{620}, []float64{1}, []float64{3, 0}},
		{[]int{650, 620, 630, -100, -110}, []int{620, -100}, []float64{0.6, 0.4}, []float64{10, 5.4, 8, 2.4, 0}},
		{[]int{100}, []int{50, 100, 150}, []float64{0.5, 0.25, 0.25}, []float64{1.25}},
	}
	for _, tt := range tests {
		got := WeightedTraveller(tt.field, tt.outcomes, tt.weights)
		for i, l := range got {
			if !near(l.MP, tt.want[i]) {
				t.Errorf("WeightedTraveller(%v, %v, %v)[%d] = %v, want %v", tt.field, tt.outcomes, tt.weights, i, l.MP, tt.want[i])
			}
		}
	}
}

// TestWeightedGoldenLinksUnchanged: every golden link to law12.weighted (made before contracts
// and the traveller were appended) computes exactly what the core computes from its old inputs.
func TestWeightedGoldenLinksUnchanged(t *testing.T) {
	data, err := os.ReadFile("../../link/testdata/golden-links-v1.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	c := testRS.Calculator("law12.weighted")
	n := 0
	for line := range strings.Lines(string(data)) {
		var g struct {
			Calculator string                     `json:"calculator"`
			Values     map[string]json.RawMessage `json:"values"`
			Club       []struct {
				Key   string `json:"key"`
				Value int64  `json:"value"`
			} `json:"club"`
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatal(err)
		}
		if g.Calculator != c.ID || len(g.Values["contracts"]) > 2 || len(g.Values["traveller"]) > 2 {
			continue // another calculator, or made with the appended contracts or traveller
		}
		n++
		v := c.Inputs.Defaults()
		for i, f := range c.Inputs {
			raw, ok := g.Values[f.Name]
			if !ok {
				continue
			}
			var code string
			var one int64
			var list []int64
			switch {
			case string(raw) == "null":
				v[i] = nil
			case json.Unmarshal(raw, &code) == nil:
				v[i] = []int64{int64(slices.Index(f.Options, code))}
			case json.Unmarshal(raw, &one) == nil:
				v[i] = []int64{one}
			case json.Unmarshal(raw, &list) == nil:
				v[i] = list
			default:
				t.Fatalf("golden value %s = %s", f.Name, raw)
			}
		}
		club := map[string]float64{}
		for _, cv := range g.Club {
			club[cv.Key] = float64(cv.Value) / 100
		}
		p := engine.NewParams(testRS, club)
		form, ferr := c.Run(p, v)
		in := engine.Input{Schema: c.Inputs, Values: v}
		core, cerr := Weighted(p, WeightedInput{
			Form:       in.Enum("form"),
			Scores:     ints(in.List("scores")),
			Weights:    in.DecList("weights"),
			Field:      ints(in.List("field")),
			OtherTable: int(in.Int("other_table")),
			Discard:    optInt(in, "discard"),
		})
		if (ferr == nil) != (cerr == nil) {
			t.Errorf("golden link %s: form error %v, core error %v", g.Values, ferr, cerr)
			continue
		}
		if ferr == nil && !calctest.SameRuling(core, form) {
			t.Errorf("golden link %s: the form's ruling differs from the old inputs' ruling", g.Values)
		}
	}
	if n == 0 {
		t.Fatal("no golden link to law12.weighted")
	}
}

// TestWeightedIMPForms: the weighted score in cross-IMPs, Butler and a team match, the board's
// other results rescored with it in place (hand-worked: board 7, both vulnerable; 4S N = +620
// at 40%, 4S N -1 -100 at 60%; traveller 650, 620, 630, -100, -110).
func TestWeightedIMPForms(t *testing.T) {
	trav := entries(t, "4S N +1", "4S N =", "3N S +1", "4S N -1", "2H W =")
	contracts := entries(t, "4S N =", "4S N -1")
	w := []float64{0.4, 0.6}
	tests := []struct {
		name     string
		set      calctest.Fields
		want     map[string]any
		lines    [][2]float64 // each rescored line: score, North-South IMPs
		decision string
		wantErr  string // the field of the EINVALID
	}{
		// with +620 in place the cross-IMP sums are 29, 23, 23, -49, -49 and 23 for it; with
		// -100 in place 41, 35, 35, -37, -37 and -37; each over 5 comparisons, then weighted
		{"cross-IMPs from contracts and the traveller", calctest.Fields{"form": "cross-imp", "board": 7,
			"contracts": contracts, "weights": w, "traveller": trav},
			map[string]any{"ns.imp": -2.6, "ew.imp": 2.6},
			[][2]float64{{650, 7.24}, {620, 6.04}, {630, 6.04}, {-100, -8.36}, {-110, -8.36}}, "law12.dec.weighted-cross-imp", ""},
		{"cross-IMPs from scores and the field", calctest.Fields{"form": "cross-imp",
			"scores": []int64{620, -100}, "weights": w, "field": []int64{650, 620, 630, -100, -110}},
			map[string]any{"ns.imp": -2.6},
			[][2]float64{{650, 7.24}, {620, 6.04}, {630, 6.04}, {-100, -8.36}, {-110, -8.36}}, "law12.dec.weighted-cross-imp", ""},
		// one dropped at each end: datum 440 with +620 in place (mean 442.5), 260 with -100
		// (mean 262.5)
		{"Butler dropping one at each end", calctest.Fields{"form": "butler", "board": 7, "discard": 1,
			"contracts": contracts, "weights": w, "traveller": trav},
			map[string]any{"ns.imp": -2.8, "ew.imp": 2.8},
			[][2]float64{{650, 7.4}, {620, 6.8}, {630, 7.4}, {-100, -9.2}, {-110, -9.8}}, "law12.dec.weighted-butler", ""},
		// none dropped: datum 390 (mean 385, half away from zero) and 270 (mean 265)
		{"Butler dropping none", calctest.Fields{"form": "butler", "board": 7, "discard": 0,
			"contracts": contracts, "weights": w, "traveller": trav},
			map[string]any{"ns.imp": -3.0},
			[][2]float64{{650, 7.8}, {620, 7.2}, {630, 7.2}, {-100, -9.4}, {-110, -9.8}}, "law12.dec.weighted-butler", ""},
		// the other room's 4S N -1 is +100 to the team sitting North-South here: nets 720 (12)
		// and 0 (0)
		{"team match against the other room", calctest.Fields{"form": "teams", "board": 7,
			"contracts": contracts, "weights": w, "traveller": entries(t, "4S N -1")},
			map[string]any{"team.imp": 4.8}, [][2]float64{{-100, -4.8}}, "", ""},
		{"team match against the other table's score", calctest.Fields{"form": "teams", "board": 7,
			"contracts": contracts, "weights": w, "other_table": 100},
			map[string]any{"team.imp": 4.8}, nil, "", ""},
		{"Butler without the number dropped", calctest.Fields{"form": "butler", "board": 7, "discard": nil,
			"contracts": contracts, "weights": w, "traveller": trav}, nil, nil, "", "discard"},
		{"Butler dropping too many", calctest.Fields{"form": "butler", "board": 7, "discard": 3,
			"contracts": contracts, "weights": w, "traveller": trav}, nil, nil, "", "discard"},
		{"cross-IMPs with no other result", calctest.Fields{"form": "cross-imp", "scores": []int64{620, -100},
			"weights": w, "field": []int64{}}, nil, nil, "", "field"},
		{"cross-IMPs from contracts with no traveller", calctest.Fields{"form": "cross-imp", "board": 7,
			"contracts": contracts, "weights": w, "field": []int64{}}, nil, nil, "", "traveller"},
		{"contracts with no scores", calctest.Fields{"form": "cross-imp", "board": 7, "scores": []int64{},
			"contracts": contracts, "weights": w, "traveller": trav},
			map[string]any{"ns.imp": -2.6}, [][2]float64{{650, 7.24}, {620, 6.04}, {630, 6.04}, {-100, -8.36}, {-110, -8.36}},
			"law12.dec.weighted-cross-imp", ""},
		{"neither scores nor contracts", calctest.Fields{"form": "mp", "scores": []int64{}, "weights": []float64{1}}, nil, nil, "", "scores"},
		{"team match with two other rooms", calctest.Fields{"form": "teams", "board": 7,
			"contracts": contracts, "weights": w, "traveller": entries(t, "4S N -1", "4S N =")}, nil, nil, "", "traveller"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := run(t, "law12.weighted", tt.set)
			if tt.wantErr != "" {
				e, ok := err.(*engine.Error)
				if !ok || e.Code != engine.EINVALID || e.Field != tt.wantErr {
					t.Fatalf("Weighted(%v) error %v, want EINVALID naming %s", tt.set, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Weighted(%v) error %v", tt.set, err)
			}
			checkFlat(t, "Weighted", tt.set, res, tt.want)
			var lines [][2]float64
			total := 0.0
			for _, p := range res.Parties {
				switch p.Role {
				case "line":
					lines = append(lines, [2]float64{p.Outs[0].Num, p.Outs[1].Num})
					if p.Outs[2].Name != "imp_ew" || !near(p.Outs[2].Num, -p.Outs[1].Num) {
						t.Errorf("Weighted(%v) line %s East-West = %v, want %v", tt.set, p.Name, p.Outs[2], -p.Outs[1].Num)
					}
					total += p.Outs[1].Num
				case "ns", "team":
					total += p.Outs[0].Num
				}
			}
			if len(lines) != len(tt.lines) {
				t.Fatalf("Weighted(%v) rescored %d lines, want %d", tt.set, len(lines), len(tt.lines))
			}
			for i := range lines {
				if !near(lines[i][0], tt.lines[i][0]) || !near(lines[i][1], tt.lines[i][1]) {
					t.Errorf("Weighted(%v) line %d = %v, want %v", tt.set, i+1, lines[i], tt.lines[i])
				}
			}
			if tt.set["form"] == "cross-imp" && !near(total, 0) {
				t.Errorf("Weighted(%v): cross-IMPs of the board sum to %v, want 0", tt.set, total)
			}
			if got := slices.Contains(res.Decisions, tt.decision); tt.decision != "" && !got {
				t.Errorf("Weighted(%v) decisions %v, want %s", tt.set, res.Decisions, tt.decision)
			}
		})
	}
}

// TestWeightedTeamsWithoutRoom: a team match without the other room's result is scored as IMPs
// against the other table's score, step for step.
func TestWeightedTeamsWithoutRoom(t *testing.T) {
	set := func(form string) calctest.Fields {
		return calctest.Fields{"form": form, "scores": []int64{620, -100}, "weights": []float64{0.4, 0.6}, "other_table": 100}
	}
	imp, err := run(t, "law12.weighted", set("imp"))
	if err != nil {
		t.Fatal(err)
	}
	teams, err := run(t, "law12.weighted", set("teams"))
	if err != nil {
		t.Fatal(err)
	}
	if !calctest.SameRuling(imp, teams) {
		t.Errorf("teams = %+v, want the imp form's %+v", teams, imp)
	}
}

// TestWeightedIMPsDatum: each outcome's Butler datum and IMPs, and the datum's rounding: the
// regulation's own butler.datum_round where the ruleset has one, else law12.butler_round_to,
// each with a club's value.
func TestWeightedIMPsDatum(t *testing.T) {
	field := []int{650, 620, 630, -100, -110}
	b, err := WeightedIMPs(field, []int{620, -100}, []float64{0.4, 0.6}, WeightedMethod{Butler: true, Discard: 1, RoundTo: 10})
	if err != nil {
		t.Fatal(err)
	}
	want := []OutcomeIMPs{{620, 440, 5}, {-100, 260, -8}}
	if !slices.Equal(b.Outcomes, want) {
		t.Errorf("WeightedIMPs outcomes = %v, want %v", b.Outcomes, want)
	}
	// rounded to 50: datum 450 (442.5) and 250 (262.5)
	b, err = WeightedIMPs(field, []int{620, -100}, []float64{0.4, 0.6}, WeightedMethod{Butler: true, Discard: 1, RoundTo: 50})
	if err != nil {
		t.Fatal(err)
	}
	if b.Outcomes[0].Datum != 450 || b.Outcomes[1].Datum != 250 {
		t.Errorf("WeightedIMPs datums rounded to 50 = %v, want 450 and 250", b.Outcomes)
	}
	vsz := &engine.Ruleset{ID: "vsz-test", Version: 1, Params: append([]engine.Param{
		{Key: "butler.datum_round", Value: 5, Unit: "points", Min: 1, Max: 100, Integer: true}}, Params()...)}
	for _, tt := range []struct {
		rs   *engine.Ruleset
		club map[string]float64
		want int
	}{
		{testRS, nil, 10},
		{testRS, map[string]float64{"law12.butler_round_to": 50}, 50},
		{vsz, nil, 5},
		{vsz, map[string]float64{"butler.datum_round": 20, "law12.butler_round_to": 50}, 20},
	} {
		if got := butlerRound(engine.NewParams(tt.rs, tt.club)); got != tt.want {
			t.Errorf("butlerRound(%s, %v) = %d, want %d", tt.rs.ID, tt.club, got, tt.want)
		}
	}
}
