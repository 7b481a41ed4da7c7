package link

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rulesets"
)

var productCodec = New(rulesets.Get)

func productRulesets() []*engine.Ruleset {
	return append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...)
}

func TestRulesetNumbers(t *testing.T) {
	for _, rs := range productRulesets() {
		if RulesetNumber(rs.ID) < 0 {
			t.Errorf("ruleset %s has no link number: run `go test ./engine/rulesets -run Frozen -update-numbering` (it appends to numbers.go)", rs.ID)
		}
	}
}

// TestRoundTripRulesets encodes and decodes, for every calculator of every shipped ruleset, its
// schema's defaults and random valid values, with random announced outs and club values.
func TestRoundTripRulesets(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 0
	for _, rs := range productRulesets() {
		for _, c := range rs.Calculators {
			n++
			t.Run(rs.ID+"/"+c.ID, func(t *testing.T) {
				if d := c.Inputs.Defaults(); c.Inputs.Check(d) == nil {
					roundTrip(t, productCodec, rs, c, d)
				}
				for i := 0; i < 50; i++ {
					in := randomRuling(r, rs, c)
					code, err := productCodec.Encode(in)
					if err != nil {
						t.Fatalf("Encode(%+v) error %v", in, err)
					}
					out, err := productCodec.Decode(code)
					if err != nil || !Equal(in, out) {
						t.Fatalf("Decode(Encode(%+v) = %q) = %+v, %v", in, code, out, err)
					}
				}
			})
		}
	}
	t.Logf("%d calculators round-tripped", n)
}

// randomRuling is a valid ruling for c: random values, announced outs and club values.
func randomRuling(r *rand.Rand, rs *engine.Ruleset, c *engine.Calculator) Ruling {
	in := Ruling{Ruleset: rs.ID, DataVersion: 1 + r.IntN(rs.Version), Calculator: c.ID, Values: randomValues(r, c.Inputs)}
	out := -1
	for i := r.IntN(4); i > 0; i-- {
		out += 1 + r.IntN(5)
		a := Announced{Out: out, Num: r.Int64N(2_000_001) - 1_000_000}
		if r.IntN(3) == 0 {
			a = Announced{Out: out, Code: []string{"a-plus", "warning", "non-offender", "x", "a.b_c-0123456789xyz"}[r.IntN(5)]}
		}
		in.Announced = append(in.Announced, a)
	}
	for i := range rs.Params {
		if r.IntN(4) != 0 {
			continue
		}
		p := &rs.Params[i]
		lo, hi := int64(p.Min*100+0.5), int64(p.Max*100)
		if p.Integer {
			lo, hi = (lo+99)/100*100, hi/100*100
		}
		if hi < lo {
			continue
		}
		v := lo + r.Int64N(hi-lo+1)
		if p.Integer {
			v = v / 100 * 100
			if v < lo {
				v = lo
			}
		}
		in.Club = append(in.Club, ClubValue{Param: i, Value: v})
	}
	return in
}

// compatEntry is one link of testdata/links-v1.json.
type compatEntry struct {
	Source     string        `json:"source"` // "test" (test-only schemas of testreg_test.go) or "product"
	Code       string        `json:"code"`
	Ruleset    string        `json:"ruleset"`
	Version    int           `json:"data_version"`
	Calculator string        `json:"calculator"`
	Values     engine.Values `json:"values"`
	Announced  []Announced   `json:"announced,omitempty"`
	Club       []ClubValue   `json:"club,omitempty"`
}

type compatFile struct {
	Comment string        `json:"comment"`
	Links   []compatEntry `json:"links"`
}

const compatPath = "testdata/links-v1.json"

func (e compatEntry) ruling() Ruling {
	return Ruling{Ruleset: e.Ruleset, DataVersion: e.Version, Calculator: e.Calculator, Values: e.Values, Announced: e.Announced, Club: e.Club}
}

// TestCompatV1 keeps every link of testdata/links-v1.json opening to the same ruling, forever.
// The file is frozen as it is (it used to be rewritten whole); new golden links go to
// testdata/golden-links-v1.jsonl, which is only appended to (golden_test.go).
func TestCompatV1(t *testing.T) {
	data, err := os.ReadFile(compatPath)
	if err != nil {
		t.Fatal(err)
	}
	var f compatFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Links) == 0 {
		t.Fatal("no links")
	}
	for i, e := range f.Links {
		cd := productCodec
		if e.Source == "test" {
			cd = testCodec
		}
		got, err := cd.Decode(e.Code)
		if err != nil {
			t.Errorf("%s:%d: Decode(%q) error %v", compatPath, i+1, e.Code, err)
			continue
		}
		if n := len(e.Values); e.Source != "test" && len(got.Values) > n {
			// fields appended to the schema since the link was made open at their defaults
			if rs := productCodec.Rulesets(got.Ruleset); rs != nil && rs.Calculator(got.Calculator) != nil {
				s := rs.Calculator(got.Calculator).Inputs
				for fi := n; fi < len(got.Values) && fi < len(s); fi++ {
					if !slices.Equal(got.Values[fi], s[fi].Default) {
						t.Errorf("%s:%d: appended field %s opens as %v, want its default %v", compatPath, i+1, s[fi].Name, got.Values[fi], s[fi].Default)
					}
				}
				got.Values = got.Values[:n]
			}
		}
		if !Equal(got, e.ruling()) {
			t.Errorf("%s:%d: Decode(%q) = %+v, want %+v", compatPath, i+1, e.Code, got, e.ruling())
		}
	}
}

// TestSampleLinks logs a typical link of each shipped ruleset (run with -v).
func TestSampleLinks(t *testing.T) {
	for _, rs := range productRulesets() {
		for _, c := range rs.Calculators {
			d := c.Inputs.Defaults()
			if c.Inputs.Check(d) != nil {
				continue
			}
			code, err := productCodec.Encode(Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: d})
			if err != nil {
				t.Errorf("Encode(%s defaults) error %v", c.ID, err)
				continue
			}
			u := URL("https://arbiter.example/", code, "")
			t.Logf("%s %s: %s (%d chars; URL %d)", rs.ID, c.ID, code, len(code), len(u))
			break
		}
	}
}
