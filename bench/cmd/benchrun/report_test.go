package main

import (
	"math"
	"strings"
	"testing"

	"arbiter/engine/link"
	"arbiter/engine/rulesets"
)

func TestPairRatio(t *testing.T) {
	for _, tc := range []struct {
		name          string
		a, b          []float64
		min, max      float64
		value         float64
		wantNoSpreads bool
	}{
		{"paired runs", []float64{120, 200, 150}, []float64{100, 100, 150}, 1, 2, 1.3, false},
		{"one run", []float64{300}, []float64{200}, 1.5, 1.5, 1.5, false},
		{"more runs of one app: the pairs only", []float64{100, 400, 900}, []float64{100, 100}, 1, 4, 2, false},
		{"a zero floor run counts as 0", []float64{100, 100}, []float64{0, 50}, 0, 2, 1, false},
		{"no runs", nil, nil, 0, 0, 1.1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := pairRatio(tc.value, tc.a, tc.b)
			if r.Value != tc.value || math.Abs(r.Min-tc.min) > 1e-9 || math.Abs(r.Max-tc.max) > 1e-9 {
				t.Errorf("pairRatio(%v, %v, %v) = %+v, want value %v, spread %v–%v", tc.value, tc.a, tc.b, r, tc.value, tc.min, tc.max)
			}
		})
	}
}

// stat is median's Stat of xs.
func stat(xs ...float64) Stat { return median(xs) }

func TestReliability(t *testing.T) {
	for _, tc := range []struct {
		name       string
		cold, warm Stat
		flagged    []string // words of the reasons, one per reason
	}{
		{"steady", stat(500, 600, 700), stat(400, 420, 700), nil},
		{"exactly 2× is still reliable", stat(300, 600), stat(400, 400), nil},
		{"cold varies 2.5×", stat(400, 1000, 500), stat(400, 410, 420), []string{"cold start varied 2.5×"}},
		{"both vary", stat(100, 900), stat(100, 300), []string{"cold start", "warm start"}},
		{"one run cannot vary", stat(100), stat(900), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Report{Floor: &App{Cold: tc.cold, Warm: tc.warm, ColdR: stat(1, 1), WarmR: stat(1, 1)}}
			if tc.cold.N == 1 {
				r.Floor.ColdR, r.Floor.WarmR = stat(1), stat(1)
			}
			r.reliability()
			if len(r.Unreliable) != len(tc.flagged) {
				t.Fatalf("reasons %q, want %d of them", r.Unreliable, len(tc.flagged))
			}
			for i, w := range tc.flagged {
				if !strings.Contains(r.Unreliable[i], w) {
					t.Errorf("reason %d = %q, want it to say %q", i, r.Unreliable[i], w)
				}
			}
			md := (&Report{Floor: r.Floor, Arbiter: &App{}, Unreliable: r.Unreliable}).markdown()
			if top := strings.SplitN(md, "\n\n", 3)[1]; (len(tc.flagged) > 0) != strings.Contains(top, "UNRELIABLE") {
				t.Errorf("the report's top does not say whether the run is reliable as it should (flagged %v):\n%s", tc.flagged, top)
			}
		})
	}
}

// TestReceiptPath: the link the receipt row opens is a real case that recomputes to what it
// announces, as app/ruling/ruling.go checks it ("matches").
func TestReceiptPath(t *testing.T) {
	p, err := receiptPath()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p, "/r?r=") {
		t.Fatalf("receipt path %q is not the ruling view's", p)
	}
	code, note, err := link.ParseURL("http://x" + p)
	if err != nil || note == "" {
		t.Fatalf("ParseURL(%q) = %q, %q, %v", p, code, note, err)
	}
	r, err := link.New(rulesets.Get).Decode(code)
	if err != nil {
		t.Fatal(err)
	}
	rs := rulesets.Get(r.Ruleset)
	c := rs.Calculator(r.Calculator)
	res, err := c.Run(r.Params(rs), r.Values)
	if err != nil {
		t.Fatalf("the case does not compute: %v", err)
	}
	if d := link.Compare(res, r.Announced); len(d) > 0 {
		t.Errorf("the receipt would say it differs: %v", d)
	}
	if v := r.Values[c.Inputs.Index("minutes")]; len(v) != 1 || v[0] != 9 {
		t.Errorf("minutes = %v, want the case's 9", v)
	}
}

// TestBudgetRows: the rows read OK within their limits and MISSED beyond.
func TestBudgetRows(t *testing.T) {
	find := func(r *Report, name string) *Budget {
		for i := range r.Budgets {
			if strings.HasPrefix(r.Budgets[i].Name, name) {
				return &r.Budgets[i]
			}
		}
		t.Fatalf("no budget row %q in %+v", name, r.Budgets)
		return nil
	}
	for _, tc := range []struct {
		name                              string
		warm, receipt, afterUp, imp, save float64
		zt                                float64 // ns in wasm
		english                           bool
		ok                                bool
	}{
		{"within", 400, 449, 300, 2000, 30, 50e6, false, true},
		{"beyond", 400, 451, 301, 2001, 31, 50.1e6, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vis := LangVisit{Run: 1, What: "first visit", Samples: 3, NativeMs: 500}
			if tc.english {
				vis.English = []string{"sample 1: \"Event log\""}
			}
			r := &Report{Floor: &App{}, Arbiter: &App{Warm: stat(tc.warm), Receipt: stat(tc.receipt)},
				Lang:   []*LangCheck{{Lang: "hu", Accept: "hu", OK: !tc.english, Visits: []LangVisit{vis}}},
				Log:    &LogCheck{Incidents: 10000, AfterUp: stat(tc.afterUp), Import: stat(tc.imp), Save: stat(tc.save)},
				Engine: []EngineTime{{Name: "Season/ZT10k", NativeNs: 1e6, WasmNs: tc.zt}}}
			r.budgets()
			for _, name := range []string{"receipt offline", "no English painted", "event page of 10000", "import of 10000", "one more save", "Zero Tolerance"} {
				b := find(r, name)
				if b.OK != tc.ok {
					t.Errorf("%s: OK = %v, want %v (%+v)", name, b.OK, tc.ok, b)
				}
				if b.Where == "" {
					t.Errorf("%s: where it was measured is not said", name)
				}
				line := ""
				for _, l := range strings.Split(r.markdown(), "\n") {
					if strings.HasPrefix(l, "| "+b.Name+" |") {
						line = l
					}
				}
				if want := map[bool]string{true: "| OK |", false: "| **MISSED** |"}[tc.ok]; !strings.Contains(line, want) {
					t.Errorf("%s: the report's row %q does not read %s", name, line, want)
				}
			}
		})
	}
}
