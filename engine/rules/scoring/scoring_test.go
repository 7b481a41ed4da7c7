package scoring

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/msg"
)

// The tests set fields as a director types them ("3", "yes", "4S N =; 3N E ="), through
// engine/internal/calctest, which reads a text with engine/input.

// num returns the numeric out role.name of r.
func num(t *testing.T, r *engine.Result, role, name string) float64 {
	t.Helper()
	v, ok := r.Flat()[role+"."+name]
	if !ok {
		t.Fatalf("result has no %s.%s: %v", role, name, r.Flat())
	}
	f, _ := v.(float64)
	return f
}

func TestContract(t *testing.T) {
	tests := []struct {
		in   calctest.Fields
		want float64
	}{
		{calctest.Fields{}, 420},
		{calctest.Fields{"vul": "yes"}, 620},
		{calctest.Fields{"level": "3", "strain": "N", "tricks": "9"}, 400},
		{calctest.Fields{"level": "4", "strain": "H", "doubled": "X", "vul": "yes", "tricks": "8"}, -500},
		{calctest.Fields{"level": "7", "strain": "N", "doubled": "XX", "vul": "1", "tricks": "13"}, 2980},
		{calctest.Fields{"level": "1", "strain": "C", "tricks": "7"}, 70},
		// board 2 is NS vulnerable: North declares vulnerable, East not
		{calctest.Fields{"board": "2", "declarer": "N"}, 620},
		{calctest.Fields{"board": "2", "declarer": "E", "vul": "yes"}, 420},
		{calctest.Fields{"board": "17", "declarer": "S", "vul": "yes"}, 420},
	}
	for _, tt := range tests {
		r, err := calctest.Run(t, Ruleset, "scoring.contract", tt.in, nil)
		if err != nil {
			t.Errorf("contract %v: %v", tt.in, err)
			continue
		}
		if got := num(t, r, "declarer", "score"); got != tt.want {
			t.Errorf("contract %v = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestContractSteps(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.contract", calctest.Fields{"level": "6", "strain": "S", "doubled": "X", "vul": "yes", "tricks": "13"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, s := range r.Steps {
		keys = append(keys, s.Key)
	}
	want := []string{"scoring.step.contract", "scoring.step.trick-score", "scoring.step.overtricks", "scoring.step.insult", "scoring.step.game", "scoring.step.small-slam", "scoring.step.total"}
	if len(keys) != len(want) {
		t.Fatalf("steps = %v, want %v", keys, want)
	}
	for i := range want {
		if keys[i] != want[i] {
			t.Errorf("step %d = %s, want %s", i, keys[i], want[i])
		}
	}
	if got, want := msg.T(msg.EN, r.Steps[len(r.Steps)-1].Key, r.Steps[len(r.Steps)-1].Args...), "Declarer's score: 1,860."; got != want {
		t.Errorf("last step = %q, want %q", got, want)
	}
}

func TestIMP(t *testing.T) {
	for _, tt := range []struct {
		diff string
		want float64
	}{{"430", 10}, {"-430", -10}, {"0", 0}, {"15", 1}, {"4000", 24}, {"-20000", -24}} {
		r, err := calctest.Run(t, Ruleset, "scoring.imp", calctest.Fields{"diff": tt.diff}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := num(t, r, "result", "imp"); got != tt.want {
			t.Errorf("imp(%s) = %v, want %v", tt.diff, got, tt.want)
		}
	}
}

func TestVP(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.vp", calctest.Fields{"boards": "16", "margin": "14"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp"); h != 13.75 || v != 6.25 {
		t.Errorf("vp(16, 14) = %v, %v, want 13.75, 6.25", h, v)
	}
	r, err = calctest.Run(t, Ruleset, "scoring.vp", calctest.Fields{"boards": "16", "margin": "-14,5"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h := num(t, r, "home", "vp"); h >= 6.25 || h <= 5 {
		t.Errorf("vp(16, -14.5) home = %v, want between 5 and 6.25", h)
	}
}

func TestTraveller(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"board": "1", "entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := num(t, r, "result", "top"); got != 6 {
		t.Errorf("top = %v, want 6", got)
	}
	// datum: drop 450 and -50, mean of 420, 420 = 420
	if got := num(t, r, "result", "datum"); got != 420 {
		t.Errorf("datum = %v, want 420", got)
	}
	lines := 0
	for _, p := range r.Parties {
		if p.Role == "line" {
			lines++
			if p.Name == "3" {
				if o, _ := p.Out("mp"); o.Num != 6 {
					t.Errorf("line 3 mp = %v, want 6", o.Num)
				}
				if o, _ := p.Out("butler"); o.Num != 1 {
					t.Errorf("line 3 butler = %v, want 1", o.Num)
				}
			}
		}
	}
	if lines != 4 {
		t.Errorf("%d line parties, want 4", lines)
	}
	// the discard parameter from a club file
	r, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, map[string]float64{"butler.discard": 0})
	if err != nil {
		t.Fatal(err)
	}
	if got := num(t, r, "result", "datum"); got != 310 { // (420+420+450-50)/4 = 310
		t.Errorf("datum with discard 0 = %v, want 310", got)
	}
	if len(r.Club) != 1 || r.Club[0] != "butler.discard" {
		t.Errorf("Club = %v, want [butler.discard]", r.Club)
	}
	// Neuberg
	r, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Flat()["result.neuberg"]; v != true {
		t.Errorf("neuberg = %v, want true", v)
	}
	// fewer expected than given
	_, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "1"}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("expected < results: error %v, want EINVALID", err)
	}
}

func TestMatch(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.match", calctest.Fields{
		"open":   "4S N =; 3N E =",
		"closed": "4S N -1; 3N E =",
		"first":  "1", "home_fine": "1", "visitor_imp_adj": "3",
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// board 1 none vul: 420 and +50 = 470 → 10 IMP home; board 2 same contract → 0
	if got := num(t, r, "home", "imp"); got != 10 {
		t.Errorf("home imp = %v, want 10", got)
	}
	if got := num(t, r, "visitor", "imp"); got != 3 {
		t.Errorf("visitor imp = %v, want 3", got)
	}
	h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp")
	if h+v != 20 {
		t.Errorf("vp %v + %v != 20", h, v)
	}
	if got := num(t, r, "home", "final"); got != engine.Round2(h-1) {
		t.Errorf("home final = %v, want %v", got, h-1)
	}
	_, err = calctest.Run(t, Ruleset, "scoring.match", calctest.Fields{"open": "4S N =; 3N E =", "closed": "4S N -1"}, nil)
	var e *engine.Error
	if ee, ok := err.(*engine.Error); ok {
		e = ee
	}
	if e == nil || e.Code != engine.EINVALID || e.Field != "closed" {
		t.Errorf("unequal rooms: error %v, want EINVALID on closed", err)
	}
}

// TestCoresAreTheForms: each calculator is its typed core behind the form: the core called
// with Go values gives what the calculator gives with the same values typed on its form.
func TestCoresAreTheForms(t *testing.T) {
	p := func() *engine.Params { return engine.NewParams(Ruleset, nil) }
	entries := func(s ...string) []bridge.Entry {
		out := make([]bridge.Entry, len(s))
		for i, x := range s {
			e, err := bridge.ParseEntry(x)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = e
		}
		return out
	}
	for _, tt := range []struct {
		id   string
		set  calctest.Fields
		core func() (*engine.Result, error)
	}{
		{"scoring.contract", calctest.Fields{"level": "3", "strain": "N", "doubled": "X", "board": "2", "declarer": "E", "tricks": "7"},
			func() (*engine.Result, error) {
				return Contract(p(), ContractInput{Level: 3, Strain: "N", Doubled: "X", Board: new(2), Declarer: "E", Tricks: 7})
			}},
		{"scoring.imp", calctest.Fields{"diff": "-15"},
			func() (*engine.Result, error) { return IMP(p(), IMPInput{Diff: -15}) }},
		{"scoring.vp", calctest.Fields{"boards": "16", "margin": "-14,5"},
			func() (*engine.Result, error) { return VP(p(), VPInput{Boards: 16, Margin: -14.5}) }},
		{"scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "3", "discard": "0"},
			func() (*engine.Result, error) {
				return Traveller(p(), TravellerInput{Board: 1, Entries: entries("4S N =", "4S N +1"), Expected: new(3), Discard: new(0)})
			}},
		{"scoring.traveller", calctest.Fields{"entries": "4S N =; PASS; 3N S =", "ns_pairs": "3; 1; 2", "ew_pairs": "4; 6; 5", "artificial": "0; 3; 0"},
			func() (*engine.Result, error) {
				return Traveller(p(), TravellerInput{Board: 1, Entries: entries("4S N =", "PASS", "3N S ="),
					NSPairs: []int{3, 1, 2}, EWPairs: []int{4, 6, 5}, Artificial: []*Awards{nil, {NS: "a-plus", EW: "a-minus"}, nil}})
			}},
		{"scoring.match", calctest.Fields{"length": "8", "first": "3", "open": "4S N =; 3N E =", "closed": "4S N -1; 3N E =", "visitor_imp_adj": "3"},
			func() (*engine.Result, error) {
				return Match(p(), MatchInput{Length: new(8), First: 3, Open: entries("4S N =", "3N E ="), Closed: entries("4S N -1", "3N E ="),
					VisitorIMPAdj: 3})
			}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			form, err := calctest.Run(t, Ruleset, tt.id, tt.set, nil)
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
	p := engine.NewParams(Ruleset, nil)
	for _, tt := range []struct {
		name  string
		in    ContractInput
		field string
	}{
		{"strain", ContractInput{Level: 4, Strain: "NT", Doubled: "none", Declarer: "N", Tricks: 10}, "strain"},
		{"doubled", ContractInput{Level: 4, Strain: "S", Doubled: "", Declarer: "N", Tricks: 10}, "doubled"},
		{"declarer", ContractInput{Level: 4, Strain: "S", Doubled: "none", Declarer: "north", Tricks: 10}, "declarer"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Contract(p, tt.in)
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("Contract(%+v) error %v, want EINVALID", tt.in, err)
			}
			if f := engine.Errors(err)[0].Field; f != tt.field {
				t.Errorf("Contract(%+v) error field %q, want %q", tt.in, f, tt.field)
			}
		})
	}
}

// travellerValues is the traveller form's values: entries written as text (an artificial row's
// entry "PASS", as the form writes it), and the appended fields set (nil: left out).
func travellerValues(t *testing.T, entries []string, ns, ew, art []int64) engine.Values {
	t.Helper()
	var codes []int64
	for _, x := range entries {
		e, err := bridge.ParseEntry(x)
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, bridge.EncodeEntry(e))
	}
	set := map[string][]int64{"entries": codes}
	for name, v := range map[string][]int64{"ns_pairs": ns, "ew_pairs": ew, "artificial": art} {
		if v != nil {
			set[name] = v
		}
	}
	v, err := Ruleset.Calculator("scoring.traveller").Inputs.With(set)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// party returns the line party of result n (from 1).
func lineParty(t *testing.T, r *engine.Result, n int) engine.Party {
	t.Helper()
	for _, p := range r.Parties {
		if p.Role == "line" && p.Name == fmt.Sprint(n) {
			return p
		}
	}
	t.Fatalf("no line %d", n)
	return engine.Party{}
}

func outNames(p engine.Party) []string {
	var out []string
	for _, o := range p.Outs {
		out = append(out, o.Name)
	}
	return out
}

// TestTravellerArtificial: an artificial row takes its awards' percentages (the club values
// law12.a_plus_pct, law12.a_pct, law12.a_minus_pct) of the full top, its party names the awards,
// and a step explains it; the results played are scored among themselves (Neuberg to the full
// top) and alone make the cross-IMPs and the Butler datum.
func TestTravellerArtificial(t *testing.T) {
	played := []string{"4S N =", "4S N +1", "PASS", "3N S =", "4SX E -2"}
	tests := []struct {
		name         string
		code         int64 // the artificial code of result 3
		club         map[string]float64
		ns, ew       string
		nsPct, ewPct float64
		nsMP, ewMP   float64 // of a top of 8
	}{
		{"A+/A−", 3, nil, "a-plus", "a-minus", 60, 40, 4.8, 3.2},
		{"A/A", 5, nil, "avg", "avg", 50, 50, 4, 4},
		{"A−/A−", 9, nil, "a-minus", "a-minus", 40, 40, 3.2, 3.2},
		{"A+/A+", 1, nil, "a-plus", "a-plus", 60, 60, 4.8, 4.8},
		{"A−/A+", 7, nil, "a-minus", "a-plus", 40, 60, 3.2, 4.8},
		{"club values", 3, map[string]float64{"law12.a_plus_pct": 65, "law12.a_minus_pct": 35}, "a-plus", "a-minus", 65, 35, 5.2, 2.8},
		{"club average", 5, map[string]float64{"law12.a_pct": 45}, "avg", "avg", 45, 45, 3.6, 3.6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Ruleset.Calculator("scoring.traveller")
			r, err := c.Run(engine.NewParams(Ruleset, tt.club), travellerValues(t, played, nil, nil, []int64{0, 0, tt.code, 0, 0}))
			if err != nil {
				t.Fatal(err)
			}
			if got := num(t, r, "result", "top"); got != 8 {
				t.Errorf("top = %v, want 8", got)
			}
			p := lineParty(t, r, 3)
			if got, want := fmt.Sprint(outNames(p)), "[award award_ew mp mp_ew pct pct_ew]"; got != want {
				t.Errorf("result 3's outs = %s, want %s", got, want)
			}
			for _, w := range []struct {
				name string
				num  float64
				str  string
			}{{"award", 0, tt.ns}, {"award_ew", 0, tt.ew}, {"mp", tt.nsMP, ""}, {"mp_ew", tt.ewMP, ""}, {"pct", tt.nsPct, ""}, {"pct_ew", tt.ewPct, ""}} {
				o, _ := p.Out(w.name)
				if o.Str != w.str || o.Num != w.num {
					t.Errorf("result 3 %s = %v %q, want %v %q", w.name, o.Num, o.Str, w.num, w.str)
				}
			}
			// the four results played: Neubergised from a top of 6 to 8; 4S N +1 beats all three
			// others: (6+1)·5/4 − 1 = 7.75
			if l2 := lineParty(t, r, 2); func() float64 { o, _ := l2.Out("mp"); return o.Num }() != 7.75 {
				t.Errorf("result 2 mp = %v, want 7.75", l2)
			}
			var art *engine.Step
			for i, s := range r.Steps {
				switch s.Key {
				case "scoring.step.artificial":
					art = &r.Steps[i]
				case "scoring.step.cross-imp":
					if a := s.Args[0]; a.Value != 3 {
						t.Errorf("cross-IMP comparisons = %v, want 3", a.Value)
					}
				case "scoring.step.butler":
					if a := s.Args[0]; a.Value != 2 {
						t.Errorf("Butler datum over %v results, want 2", a.Value)
					}
				}
			}
			if art == nil {
				t.Fatalf("no step explains the artificial score: %v", r.Steps)
			}
			en := msg.T(msg.EN, art.Key, art.Args...)
			for _, want := range []string{"Result 3", "Law 12C2", fmt.Sprintf("%v%%", tt.nsPct), fmt.Sprintf("%v%%", tt.ewPct)} {
				if !strings.Contains(en, want) {
					t.Errorf("step %q lacks %q", en, want)
				}
			}
			if !slices.Contains(r.Rules, "law12") && !slices.Contains(c.Rules, "law12") {
				t.Errorf("neither the result nor the calculator cites law12")
			}
		})
	}
}

// TestTravellerPairs: pair numbers given are carried into the steps, one per result, and what
// is wrong with them names the field.
func TestTravellerPairs(t *testing.T) {
	c := Ruleset.Calculator("scoring.traveller")
	p := engine.NewParams(Ruleset, nil)
	entries := []string{"4S N =", "4S N +1", "3N S ="}
	r, err := c.Run(p, travellerValues(t, entries, []int64{1, 2, 3}, []int64{7, 8, 9}, nil))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range r.Steps {
		if s.Key == "scoring.step.pairs" {
			got = append(got, msg.T(msg.EN, s.Key, s.Args...))
		}
	}
	want := []string{"Result 1: North-South pair 1, East-West pair 7.", "Result 2: North-South pair 2, East-West pair 8.", "Result 3: North-South pair 3, East-West pair 9."}
	if !slices.Equal(got, want) {
		t.Errorf("pair steps = %q, want %q", got, want)
	}
	// North-South only
	r, err = c.Run(p, travellerValues(t, entries, []int64{4, 5, 6}, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	if n := countSteps(r, "scoring.step.ns-pair"); n != 3 {
		t.Errorf("%d North-South pair steps, want 3", n)
	}
	for _, tt := range []struct {
		name       string
		ns, ew     []int64
		art        []int64
		field, key string
	}{
		{"too few NS pairs", []int64{1, 2}, nil, nil, "ns_pairs", "scoring.err.pairs-count"},
		{"too many EW pairs", nil, []int64{1, 2, 3, 4}, nil, "ew_pairs", "scoring.err.pairs-count"},
		{"NS pair twice", []int64{1, 2, 1}, nil, nil, "ns_pairs", "scoring.err.pair-twice"},
		{"EW pair twice", nil, []int64{5, 5, 6}, nil, "ew_pairs", "scoring.err.pair-twice"},
		{"too few artificial codes", nil, nil, []int64{0, 3}, "artificial", "scoring.err.artificial-count"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.Run(p, travellerValues(t, entries, tt.ns, tt.ew, tt.art))
			e, ok := err.(*engine.Error)
			if !ok || e.Code != engine.EINVALID || e.Field != tt.field || e.Key != tt.key {
				t.Errorf("error %v, want EINVALID %s naming %s", err, tt.key, tt.field)
			}
		})
	}
	// an award the form does not offer
	_, err = Traveller(p, TravellerInput{Board: 1, Entries: []bridge.Entry{{}, {}}, Artificial: []*Awards{{NS: "a-plus", EW: "top"}, nil}})
	if e, ok := err.(*engine.Error); !ok || e.Field != "artificial" || e.Key != "err.enum" {
		t.Errorf("award \"top\": error %v, want err.enum naming artificial", err)
	}
}

func countSteps(r *engine.Result, key string) int {
	n := 0
	for _, s := range r.Steps {
		if s.Key == key {
			n++
		}
	}
	return n
}

// TestTravellerOldValues: a traveller made before pairs and artificial scores (the fields left
// at their defaults, as an older link or log opens) gives the result it gave then: the same
// steps and outs, and the same ruling as the new fields given empty.
func TestTravellerOldValues(t *testing.T) {
	c := Ruleset.Calculator("scoring.traveller")
	p := engine.NewParams(Ruleset, nil)
	old := c.Inputs.Defaults()[:4] // board, entries, expected, discard
	v := append(append(engine.Values(nil), old...), nil, nil, nil)
	r, err := c.Run(p, v)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, s := range r.Steps {
		keys = append(keys, s.Key)
	}
	if got, want := fmt.Sprint(keys), "[scoring.step.board scoring.step.top scoring.step.cross-imp scoring.step.butler]"; got != want {
		t.Errorf("steps = %s, want %s", got, want)
	}
	for n := 1; n <= 6; n++ {
		if got, want := fmt.Sprint(outNames(lineParty(t, r, n))), "[score mp mp_ew pct pct_ew ximp butler]"; got != want {
			t.Errorf("result %d's outs = %s, want %s", n, got, want)
		}
	}
	empty, err := c.Run(p, append(append(engine.Values(nil), old...), []int64{}, []int64{}, []int64{}))
	if err != nil {
		t.Fatal(err)
	}
	if !calctest.SameRuling(r, empty) {
		t.Errorf("empty new fields = %+v, left out = %+v", empty, r)
	}
	entries, _ := decodeEntries(old[1])
	core, err := Traveller(p, TravellerInput{Board: 1, Entries: entries})
	if err != nil {
		t.Fatal(err)
	}
	if !calctest.SameRuling(core, r) {
		t.Errorf("core = %+v, form = %+v", core, r)
	}
}

// TestTravellerTable: the table writes an artificial row's entry as a pass and its code into
// artificial, every row played as no artificial list, reads an older traveller's rows as played,
// hides the contract of an artificial row, continues the pair numbers, and names a pair given
// twice by its cell.
func TestTravellerTable(t *testing.T) {
	c := Ruleset.Calculator("scoring.traveller")
	tb := c.TableOf("entries")
	s := c.Inputs
	def := s.Defaults()
	rows, errs := tb.Read(s, def)
	if len(errs) > 0 || len(rows) != 6 {
		t.Fatalf("Read(defaults) = %d rows, %v", len(rows), errs)
	}
	col := func(name string) int {
		j := tb.Col(name)
		if j < 0 {
			t.Fatalf("no column %s", name)
		}
		return j
	}
	for r, row := range rows {
		if row[col("ns_pair")] != nil || row[col("adjusted")][0] != 0 {
			t.Errorf("row %d of an older traveller: pair %v, adjusted %v; want blank, played", r+1, row[col("ns_pair")], row[col("adjusted")])
		}
		if idle := tb.IdleCells(row); idle[col("strain")] || !idle[col("ns_award")] {
			t.Errorf("row %d played: idle %v", r+1, idle)
		}
	}
	// every row played writes the values back as they were
	if got, errs := tb.Write(s, def, rows); len(errs) > 0 || fmt.Sprint(got) != fmt.Sprint(def) {
		t.Errorf("Write(Read(defaults)) = %v, %v; want %v", got, errs, def)
	}
	// pair numbers, and row 3 an artificial score (A+ to North-South, A− to East-West)
	for r := range rows {
		rows[r][col("ns_pair")] = []int64{int64(r + 1)}
		rows[r][col("ew_pair")] = []int64{int64(r + 7)}
	}
	rows[2][col("adjusted")] = []int64{1}
	rows[2][col("ns_award")] = []int64{0}
	rows[2][col("ew_award")] = []int64{2}
	if idle := tb.IdleCells(rows[2]); !idle[col("level")] || !idle[col("result")] || idle[col("ew_award")] {
		t.Errorf("artificial row: idle %v, want the contract idle and the awards used", idle)
	}
	got, errs := tb.Write(s, def, rows)
	if len(errs) > 0 {
		t.Fatalf("Write: %v", errs[0].Err)
	}
	want := slices.Clone(def[s.Index("entries")])
	want[2] = 0 // the pass code
	for name, w := range map[string][]int64{"entries": want, "ns_pairs": {1, 2, 3, 4, 5, 6}, "ew_pairs": {7, 8, 9, 10, 11, 12}, "artificial": {0, 0, 3, 0, 0, 0}} {
		if g := got[s.Index(name)]; !slices.Equal(g, w) {
			t.Errorf("%s = %v, want %v", name, g, w)
		}
	}
	back, errs := tb.Read(s, got)
	if len(errs) > 0 || back[2][col("adjusted")][0] != 1 || back[2][col("ew_award")][0] != 2 {
		t.Errorf("Read(Write) row 3 = %v, %v", back[2], errs)
	}
	// a new row: the next pairs, played, the contract of the row above
	nr := tb.NewRow(rows[:3])
	if nr[col("ns_pair")][0] != 4 || nr[col("ew_pair")][0] != 10 || nr[col("adjusted")][0] != 0 || nr[col("level")][0] != 3 {
		t.Errorf("NewRow after an artificial row = %v", nr)
	}
	nr = tb.NewRow(rows[:2])
	if nr[col("ns_pair")][0] != 3 || nr[col("adjusted")][0] != 0 || !slices.Equal(nr[col("result")], rows[1][col("result")]) {
		t.Errorf("NewRow after a played row = %v", nr)
	}
	// pair 2 twice for North-South: its cell on row 5
	bad := slices.Clone(got)
	bad[s.Index("ns_pairs")] = []int64{1, 2, 3, 4, 2, 6}
	in, err := engine.NewInput(s, bad)
	if err != nil {
		t.Fatal(err)
	}
	ce := tb.CheckRows(engine.NewParams(Ruleset, nil), in)
	if len(ce) != 1 || ce[0].Row != 4 || ce[0].Col != col("ns_pair") || ce[0].Err.Key != "scoring.err.pair-twice" {
		t.Errorf("Check = %+v, want row 5, column ns_pair, scoring.err.pair-twice", ce)
	}
}

// FuzzArtificialCode: every code of the artificial list decodes to awards that encode back to
// it, or is refused (EINVALID naming artificial).
func FuzzArtificialCode(f *testing.F) {
	for _, x := range []int64{0, 1, 3, 5, 9, 10, -1} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x int64) {
		a, err := DecodeArtificial([]int64{x})
		if err != nil {
			if e, ok := err.(*engine.Error); !ok || e.Field != "artificial" {
				t.Fatalf("DecodeArtificial(%d): %v, want an error naming artificial", x, err)
			}
			return
		}
		back, err := EncodeArtificial(a[0])
		if err != nil || back != x {
			t.Fatalf("EncodeArtificial(DecodeArtificial(%d)) = %d, %v", x, back, err)
		}
	})
}

// TestVPGiven: the VP tool takes the margin or the two teams' totals, with the same result.
func TestVPGiven(t *testing.T) {
	tests := []struct {
		name       string
		set        calctest.Fields
		home, vis  float64
		wantErrFor string // the field of the EINVALID
	}{
		{"margin 14 on 16 boards", calctest.Fields{"boards": 16, "margin": 14.0}, 13.75, 6.25, ""},
		{"totals 35 : 21 on 16 boards", calctest.Fields{"boards": 16, "given": "totals", "home_imp": 35.0, "visitor_imp": 21.0}, 13.75, 6.25, ""},
		{"totals 21 : 35 mirror", calctest.Fields{"boards": 16, "given": "totals", "home_imp": 21.0, "visitor_imp": 35.0}, 6.25, 13.75, ""},
		{"totals ignore the margin field", calctest.Fields{"boards": 16, "given": "totals", "margin": -50.0, "home_imp": 35.0, "visitor_imp": 21.0}, 13.75, 6.25, ""},
		{"fractional totals interpolate", calctest.Fields{"boards": 16, "given": "totals", "home_imp": 35.5, "visitor_imp": 21.0}, 0, 0, ""},
		{"totals without the visitors'", calctest.Fields{"given": "totals", "home_imp": 35.0}, 0, 0, "visitor_imp"},
		{"totals without the home team's", calctest.Fields{"given": "totals", "visitor_imp": 35.0}, 0, 0, "home_imp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := calctest.Run(t, Ruleset, "scoring.vp", tt.set, nil)
			if tt.wantErrFor != "" {
				if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != tt.wantErrFor {
					t.Fatalf("VP(%v) error %v, want EINVALID naming %s", tt.set, err, tt.wantErrFor)
				}
				return
			}
			if err != nil {
				t.Fatalf("VP(%v) error %v", tt.set, err)
			}
			if tt.home == 0 { // the same as the margin field would give
				m := tt.set["home_imp"].(float64) - tt.set["visitor_imp"].(float64)
				r2, _ := calctest.Run(t, Ruleset, "scoring.vp", calctest.Fields{"boards": tt.set["boards"], "margin": m}, nil)
				tt.home, tt.vis = num(t, r2, "home", "vp"), num(t, r2, "visitor", "vp")
			}
			if h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp"); h != tt.home || v != tt.vis {
				t.Errorf("VP(%v) = %v, %v; want %v, %v", tt.set, h, v, tt.home, tt.vis)
			}
		})
	}
}
