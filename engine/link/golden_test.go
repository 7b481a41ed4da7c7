package link

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
)

// Golden links: share links of every calculator of every shipped ruleset, made by format 1, kept
// forever. Each line of testdata/golden-links-v1.jsonl is one link with what it must open to,
// named the way that outlives any reordering: fields by name, options by code, club values by
// parameter key, announced outs and the result by (party role, out name).

var updateGolden = flag.Bool("update-golden", false, "append golden links for what testdata/golden-links-v1.jsonl does not cover yet (never rewrites a line)")

const goldenPath = "testdata/golden-links-v1.jsonl"

// The first goldenFrozenLines lines of the file hash to goldenFrozenSHA256: entries are never
// edited or removed. -update-golden freezes the lines it appends (it rewrites these two values).
const (
	goldenFrozenLines  = 244
	goldenFrozenSHA256 = "174201514724360af2bda15874033d0b2fa616cf4435ce1650c7c4963ed323f8"
)

type goldenOut struct {
	Role string `json:"role"`
	Name string `json:"name"`
	Num  *int64 `json:"num,omitempty"` // hundredths
	Code string `json:"code,omitempty"`
	Bool *bool  `json:"bool,omitempty"`
	Out  *int   `json:"out,omitempty"` // announced: the out's index in the result (what the link writes)
}

type goldenClub struct {
	Key   string `json:"key"`
	Value int64  `json:"value"` // hundredths
}

type golden struct {
	Code        string                     `json:"code"`
	Ruleset     string                     `json:"ruleset"`
	DataVersion int                        `json:"data_version"`
	Calculator  string                     `json:"calculator"`
	Values      map[string]json.RawMessage `json:"values"` // field name → value (an option by its code; null: absent)
	Club        []goldenClub               `json:"club,omitempty"`
	Announced   []goldenOut                `json:"announced,omitempty"`
	Outs        []goldenOut                `json:"outs"`              // the result the link opens to
	Refused     string                     `json:"refused,omitempty"` // or the message key of the calculator's refusal
}

func readGolden(t *testing.T) ([]byte, []golden) {
	t.Helper()
	data, err := os.ReadFile(goldenPath)
	if os.IsNotExist(err) && *updateGolden {
		return nil, nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var l []golden
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var g golden
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("%s:%d: %v", goldenPath, n, err)
		}
		l = append(l, g)
	}
	return data, l
}

// outOf is o in the golden form.
func outOf(role string, o engine.Out) goldenOut {
	a := announcedOf(0, o)
	g := goldenOut{Role: role, Name: o.Name}
	switch {
	case o.IsB:
		b := o.Bool
		g.Bool = &b
	case a.Code != "":
		g.Code = a.Code
	default:
		g.Num = &a.Num
	}
	return g
}

func sameOut(a, b goldenOut) bool {
	eq := func(x, y *int64) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	eqb := func(x, y *bool) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return a.Role == b.Role && a.Name == b.Name && a.Code == b.Code && eq(a.Num, b.Num) && eqb(a.Bool, b.Bool)
}

func (g goldenOut) String() string {
	switch {
	case g.Bool != nil:
		return fmt.Sprintf("%s.%s=%v", g.Role, g.Name, *g.Bool)
	case g.Num != nil:
		return fmt.Sprintf("%s.%s=%d/100", g.Role, g.Name, *g.Num)
	}
	return fmt.Sprintf("%s.%s=%q", g.Role, g.Name, g.Code)
}

// namedValue is v of f as the golden file writes it.
func namedValue(f *engine.Field, v []int64) json.RawMessage {
	var x any = v
	switch {
	case v == nil && !f.Kind.IsList():
		x = nil
	case f.Kind == engine.KEnum:
		x = f.Options[v[0]]
	case !f.Kind.IsList():
		x = v[0]
	case len(v) == 0:
		x = []int64{}
	}
	b, _ := json.Marshal(x)
	return b
}

// TestGoldenLinks opens every golden link and checks that it means what it meant when it was
// made: the same calculator, the same value in every field (fields appended since take their
// default), the same club values, and the same result, announced outs included, found at the
// same places.
func TestGoldenLinks(t *testing.T) {
	if *updateGolden {
		appendGolden(t)
	}
	data, links := readGolden(t)
	if len(links) == 0 {
		t.Fatal("no golden links")
	}
	checkFrozenPrefix(t, data)
	perRuleset := map[string]int{}
	for i, g := range links {
		where := fmt.Sprintf("%s:%d (%s %s)", goldenPath, i+1, g.Ruleset, g.Calculator)
		perRuleset[g.Ruleset]++
		rs := productCodec.Rulesets(g.Ruleset)
		r, err := productCodec.Decode(g.Code)
		if err != nil {
			t.Errorf("%s: Decode(%q) error %v", where, g.Code, err)
			continue
		}
		if r.Ruleset != g.Ruleset || r.Calculator != g.Calculator || r.DataVersion != g.DataVersion {
			t.Errorf("%s: opens as %s %s v%d", where, r.Ruleset, r.Calculator, r.DataVersion)
			continue
		}
		calc := rs.Calculator(r.Calculator)
		for name := range g.Values {
			if calc.Inputs.Index(name) < 0 {
				t.Errorf("%s: field %s is gone from the calculator", where, name)
			}
		}
		for fi := range calc.Inputs {
			f := &calc.Inputs[fi]
			got := namedValue(f, r.Values[fi])
			want, ok := g.Values[f.Name]
			if !ok { // appended after the link was made: its default
				want = namedValue(f, f.Default)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: field %s opens as %s, want %s", where, f.Name, got, want)
			}
		}
		var club []goldenClub
		for _, cv := range r.Club {
			club = append(club, goldenClub{rs.Params[cv.Param].Key, cv.Value})
		}
		if !sameClub(club, g.Club) {
			t.Errorf("%s: club values open as %v, want %v", where, club, g.Club)
		}
		res, err := calc.Run(r.Params(rs), r.Values)
		if g.Refused != "" {
			if errKey(err) != g.Refused {
				t.Errorf("%s: recomputing: %v, want the refusal %s", where, err, g.Refused)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: recomputing: %v", where, err)
			continue
		}
		outs := Outs(res)
		if len(outs) < len(g.Outs) {
			t.Errorf("%s: the result has %d outs, the link was made with %d: a result's outs only grow after the last out of the last party", where, len(outs), len(g.Outs))
			continue
		}
		for j, want := range g.Outs {
			if got := outOf(outs[j].Role, outs[j].Out); !sameOut(got, want) {
				t.Errorf("%s: out %d is %v, was %v: a result's outs never move or change; append new ones after the last out of the last party", where, j, got, want)
			}
		}
		if len(r.Announced) != len(g.Announced) {
			t.Errorf("%s: %d announced outs, want %d", where, len(r.Announced), len(g.Announced))
			continue
		}
		for j, a := range r.Announced {
			want := g.Announced[j]
			if want.Out == nil || a.Out != *want.Out || a.Out >= len(outs) {
				t.Errorf("%s: announced out %d names out %d, want %v", where, j, a.Out, want)
				continue
			}
			ann := Compare(res, []Announced{a})
			got := outOf(outs[a.Out].Role, outs[a.Out].Out)
			if len(ann) == 1 {
				got = outOf(ann[0].Role, ann[0].Announced)
			}
			if !sameOut(got, want) {
				t.Errorf("%s: announced out %d opens as %v, want %v", where, j, got, want)
			}
		}
	}
	t.Logf("%d golden links: %v", len(links), perRuleset)
}

func sameClub(a, b []goldenClub) bool {
	key := func(c goldenClub) string { return fmt.Sprintf("%s=%d", c.Key, c.Value) }
	var x, y []string
	for _, c := range a {
		x = append(x, key(c))
	}
	for _, c := range b {
		y = append(y, key(c))
	}
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

func checkFrozenPrefix(t *testing.T, data []byte) {
	lines := bytes.SplitAfter(data, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < goldenFrozenLines {
		t.Fatalf("%s has %d lines, %d are frozen: golden links are never removed", goldenPath, len(lines), goldenFrozenLines)
	}
	sum := func(n int) string {
		h := sha256.New()
		for _, l := range lines[:n] {
			h.Write(l)
		}
		return hex.EncodeToString(h.Sum(nil))
	}
	if got := sum(goldenFrozenLines); got != goldenFrozenSHA256 && goldenFrozenLines > 0 {
		t.Fatalf("the first %d lines of %s were edited (sha256 %s, want %s): golden links are never edited or removed; append new ones with -update-golden", goldenFrozenLines, goldenPath, got, goldenFrozenSHA256)
	}
	switch {
	case len(lines) > goldenFrozenLines && *updateGolden:
		freeze(t, len(lines), sum(len(lines)))
	case len(lines) > goldenFrozenLines:
		t.Logf("%s: %d lines not frozen yet: -update-golden freezes them", goldenPath, len(lines)-goldenFrozenLines)
	}
}

// freeze rewrites goldenFrozenLines and goldenFrozenSHA256 in this file to the first n lines
// of the golden links, which hash to sum.
func freeze(t *testing.T, n int, sum string) {
	const self = "golden_test.go"
	src, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`(?m)^\tgoldenFrozenLines\s*=\s*\d+$`)
	hash := regexp.MustCompile(`(?m)^\tgoldenFrozenSHA256\s*=\s*"[0-9a-f]*"$`)
	if len(lines.FindAll(src, -1)) != 1 || len(hash.FindAll(src, -1)) != 1 {
		t.Fatalf("%s: the frozen values are not where freeze looks for them", self)
	}
	src = lines.ReplaceAll(src, []byte(fmt.Sprintf("\tgoldenFrozenLines = %d", n)))
	src = hash.ReplaceAll(src, []byte(fmt.Sprintf("\tgoldenFrozenSHA256 = %q", sum)))
	out, err := format.Source(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(self, out, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: the first %d lines of %s are frozen now", self, n, goldenPath)
}

// coverage is what the golden links cover.
type coverage struct {
	calcs     map[string]bool // ruleset/calculator
	options   map[string]bool // ruleset/calculator/field/code
	params    map[string]bool // ruleset/key
	both      map[string]int  // ruleset → links with a regulation's and a Law 12 club value
	lastOuts  map[string]bool // ruleset/calculator: a link announces the last out of each of its parties
	announced map[string]int  // ruleset → links with announced outs
}

func coverageOf(links []golden) coverage {
	c := coverage{map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]int{}, map[string]bool{}, map[string]int{}}
	for _, g := range links {
		c.calcs[g.Ruleset+"/"+g.Calculator] = true
		for name, v := range g.Values {
			var code string
			if json.Unmarshal(v, &code) == nil {
				c.options[g.Ruleset+"/"+g.Calculator+"/"+name+"/"+code] = true
			}
		}
		own, l12 := false, false
		for _, cv := range g.Club {
			c.params[g.Ruleset+"/"+cv.Key] = true
			if strings.HasPrefix(cv.Key, "law12.") {
				l12 = true
			} else {
				own = true
			}
		}
		if own && l12 {
			c.both[g.Ruleset]++
		}
		if len(g.Announced) > 0 {
			c.announced[g.Ruleset]++
		}
		last := map[string]int{} // role → index of its last out
		for j, o := range g.Outs {
			last[o.Role] = j
		}
		for _, a := range g.Announced {
			if a.Out != nil && last[a.Role] == *a.Out {
				delete(last, a.Role)
			}
		}
		if len(g.Outs) > 0 && len(last) == 0 {
			c.lastOuts[g.Ruleset+"/"+g.Calculator] = true
		}
	}
	return c
}

// gaps lists what the golden links should cover and do not.
func gaps(c coverage) []string {
	var out []string
	for _, rs := range productRulesets() {
		hasLaw12 := false
		for _, p := range rs.Params {
			if !c.params[rs.ID+"/"+p.Key] {
				out = append(out, fmt.Sprintf("%s: no golden link with a club value of %s", rs.ID, p.Key))
			}
			hasLaw12 = hasLaw12 || strings.HasPrefix(p.Key, "law12.")
		}
		if hasLaw12 && c.both[rs.ID] < 2 {
			out = append(out, fmt.Sprintf("%s: %d golden links carry both a regulation and a Law 12 club value, want 2", rs.ID, c.both[rs.ID]))
		}
		for _, calc := range rs.Calculators {
			if !c.calcs[rs.ID+"/"+calc.ID] {
				out = append(out, fmt.Sprintf("%s: no golden link to %s", rs.ID, calc.ID))
			}
			for _, f := range calc.Inputs {
				for _, o := range f.Options {
					if !c.options[rs.ID+"/"+calc.ID+"/"+f.Name+"/"+o] {
						out = append(out, fmt.Sprintf("%s: %s: no golden link with %s = %s", rs.ID, calc.ID, f.Name, o))
					}
				}
			}
		}
		if c.announced[rs.ID] == 0 && len(rs.Calculators) > 0 {
			out = append(out, fmt.Sprintf("%s: no golden link with announced outs", rs.ID))
		}
	}
	return out
}

// TestGoldenCoverage: every calculator, every enum option and every parameter of every shipped
// ruleset appears in a golden link; per regulation two carry both a regulation and a Law 12
// club value, and each calculator's links announce each party's last out.
func TestGoldenCoverage(t *testing.T) {
	_, links := readGolden(t)
	c := coverageOf(links)
	for _, g := range gaps(c) {
		t.Errorf("%s: run `go test ./engine/link -run TestGoldenLinks -update-golden` (it appends)", g)
	}
	for _, w := range goldenWanted {
		if !w.coveredBy(links) {
			t.Errorf("%s: %s: no golden link with the chosen values %v: run -update-golden", w.Ruleset, w.Calculator, w.Set)
		}
	}
	for _, rs := range productRulesets() {
		for _, calc := range rs.Calculators {
			if !c.lastOuts[rs.ID+"/"+calc.ID] {
				t.Errorf("%s: %s: no golden link announces the last out of each of its parties: run -update-golden", rs.ID, calc.ID)
			}
		}
	}
}

// goldenWanted are links made from chosen values rather than random ones: fields appended to a
// calculator whose random values are seldom valid together. The update appends each one no
// golden link to its calculator carries yet (the named fields with these values).
var goldenWanted = []goldenWant{
	// a traveller of six results with pair numbers and an artificial adjusted score (average
	// plus to North-South, average minus to East-West; its entry a pass, as the form writes
	// it), with a club value of the scoring tools and two of Law 12
	{"scoring", "scoring.traveller", map[string][]int64{
		"board":      {5},
		"entries":    goldenEntries("4S N =", "4S N +1", "PASS", "3N S =", "4SX E -2", "5D W -1"),
		"ns_pairs":   {1, 2, 3, 4, 5, 6},
		"ew_pairs":   {7, 8, 9, 10, 11, 12},
		"artificial": {0, 0, 3, 0, 0, 0},
	}, map[string]int64{"butler.discard": 200, "law12.a_plus_pct": 6500, "law12.a_minus_pct": 3500}},
	// average to both sides on the first result, East-West pair numbers only
	{"scoring", "scoring.traveller", map[string][]int64{
		"board":      {12},
		"entries":    goldenEntries("PASS", "2H S =", "2H S +1", "3D W -1"),
		"ew_pairs":   {3, 1, 4, 2},
		"artificial": {5, 0, 0, 0},
	}, map[string]int64{"butler.round_to": 5000, "law12.a_pct": 4500}},
	// a Preferans score sheet with two rulings and their S-numbers (the lista labels them)
	{"pref-club", "pref.sheet", map[string][]int64{
		"start_bula": {60},
		"hands":      {110007013, 0, 221105013, 360102023},
		"rulings":    {3, -4, 0, 4, 4, 0, 2, -2},
		"ruling_ids": {45, 1203},
	}, map[string]int64{"value.pik": 600}},
	// a fouled board (North-South at fault) that cost two boards: the innocent side's score
	// with its own average, with a club value of the innocent side's IMP award
	{"nsbk", "nsbk.fouled-board", map[string][]int64{
		"adjusted_tables":  {1},
		"at_fault":         {0},
		"unplayed_boards":  {2},
		"top":              {10},
		"non_offender_pct": {6250},
	}, map[string]int64{"unplayed.non_offender_imp": 400}},
	// a weighted score from contracts on board 7 (60% and 40%, as the lenient reader takes
	// them) rescoring the board's traveller, with a club value of Law 12
	{"nsbk", "law12.weighted", map[string][]int64{
		"board":     {7},
		"contracts": goldenEntries("4S N =", "4S N -1"),
		"weights":   {600, 400},
		"traveller": goldenEntries("4S N +1", "4S N =", "3N S +1", "4S N -1", "2H W ="),
	}, map[string]int64{"law12.a_plus_pct": 6000}},
	// the VP tools given the other way: two totals to the WBF scale, a margin to the
	// regulations' match tools
	{"scoring", "scoring.vp", map[string][]int64{
		"boards": {16}, "given": {1}, "home_imp": {3500}, "visitor_imp": {2100},
	}, nil},
	{"mbsz-vsz-2017", "vsz.imp-vp", map[string][]int64{
		"boards": {16}, "given": {0}, "margin": {-1400}, "home_fine": {50},
	}, nil},
	{"ocsb-kmor-2018", "ocsb.vp", map[string][]int64{
		"boards": {32}, "given": {0}, "margin": {1400},
	}, map[string]int64{"vp.match_boards": 3200}},
	// a Zero Tolerance book counted per team on screen: a teammate's earlier breach of the
	// same sub-point that day doubles the fine
	{"ocsb-kmor-2018", "ocsb.zt-log", map[string][]int64{
		"clause": {2}, "player": {2}, "team": {1}, "day": {3},
		"earlier_clauses": {3}, "earlier_players": {1}, "earlier_teams": {1}, "earlier_days": {3},
		"count_by": {2},
	}, map[string]int64{"zt.c": 150}},
	// a Preferans sheet whose ruling into hand 1 was made after hand 4 (a ruling-window
	// warning), with the club's window, and the in-game ruling made late but justified
	{"pref-club", "pref.sheet", map[string][]int64{
		"start_bula":  {60},
		"hands":       {110006023, 0, 230007023, 350000053},
		"rulings":     {1, -4, 0, 4, 3, 2, 0, -2},
		"ruling_ids":  {46, 47},
		"ruling_made": {4, 3},
	}, map[string]int64{"ingame.window_hands": 200}},
	{"pref-club", "pref.ruling", map[string][]int64{
		"deltas": {4, -4, 0}, "hand": {1}, "made_after": {4}, "delay_justified": {1},
	}, nil},
}

// goldenWant is one chosen link: its calculator, the fields set (the others at their
// defaults) and its club values (in hundredths) by key.
type goldenWant struct {
	Ruleset, Calculator string
	Set                 map[string][]int64
	Club                map[string]int64
}

// goldenEntries encodes score entries written as text.
func goldenEntries(s ...string) []int64 {
	var out []int64
	for _, x := range s {
		e, err := bridge.ParseEntry(x)
		if err != nil {
			panic(err)
		}
		out = append(out, bridge.EncodeEntry(e))
	}
	return out
}

// coveredBy reports whether a golden link to w's calculator has w's values in its fields.
func (w goldenWant) coveredBy(links []golden) bool {
	rs := productCodec.Rulesets(w.Ruleset)
	calc := rs.Calculator(w.Calculator)
	for _, g := range links {
		if g.Ruleset != w.Ruleset || g.Calculator != w.Calculator {
			continue
		}
		same := true
		for name, v := range w.Set {
			same = same && bytes.Equal(g.Values[name], namedValue(calc.Inputs.Field(name), v))
		}
		if same {
			return true
		}
	}
	return false
}

// make is w's golden link, each party's last out announced.
func (w goldenWant) make() (golden, error) {
	rs := productCodec.Rulesets(w.Ruleset)
	calc := rs.Calculator(w.Calculator)
	v, err := calc.Inputs.With(w.Set)
	if err != nil {
		return golden{}, fmt.Errorf("%s %s: %v", w.Ruleset, w.Calculator, err)
	}
	in := Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: calc.ID, Values: v}
	for j, p := range rs.Params {
		if x, ok := w.Club[p.Key]; ok {
			in.Club = append(in.Club, ClubValue{Param: j, Value: x})
		}
	}
	if len(in.Club) != len(w.Club) {
		return golden{}, fmt.Errorf("%s: a club value names no parameter of %s", w.Calculator, w.Ruleset)
	}
	res, err := calc.Run(in.Params(rs), v)
	if err != nil {
		return golden{}, fmt.Errorf("%s %s: %v", w.Ruleset, w.Calculator, err)
	}
	return goldenOf(in, rs, calc, res, true)
}

// TestGoldenAppendOnly: the update appends lines and never changes one already there.
func TestGoldenAppendOnly(t *testing.T) {
	data, links := readGolden(t)
	more, err := goldenAppend(links, rand.New(rand.NewPCG(uint64(len(links)), 7)))
	if err != nil {
		t.Fatal(err)
	}
	if len(more) != 0 {
		t.Errorf("the golden links lack %d entries: run -update-golden", len(more))
	}
	out := append(append([]byte(nil), data...), goldenLines(more)...)
	if !bytes.HasPrefix(out, data) {
		t.Error("the update would rewrite existing lines")
	}
}

func goldenLines(l []golden) []byte {
	var b bytes.Buffer
	for _, g := range l {
		line, _ := json.Marshal(g)
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func appendGolden(t *testing.T) {
	_, links := readGolden(t)
	more, err := goldenAppend(links, rand.New(rand.NewPCG(uint64(len(links)), 7)))
	if err != nil {
		t.Fatal(err)
	}
	if len(more) == 0 {
		return
	}
	f, err := os.OpenFile(goldenPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(goldenLines(more)); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: appended %d links", goldenPath, len(more))
}

// goldenAppend returns the links to append so that the file covers every shipped calculator,
// option and parameter: first one link per calculator not covered (with club values spread
// over the ruleset's parameters and each party's last out announced), then one link per option
// and parameter still missing.
func goldenAppend(have []golden, r *rand.Rand) ([]golden, error) {
	var out []golden
	for _, w := range goldenWanted {
		if w.coveredBy(have) {
			continue
		}
		g, err := w.make()
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	cov := func() coverage { return coverageOf(append(append([]golden(nil), have...), out...)) }
	c := cov()
	for _, rs := range productRulesets() {
		var todo []*engine.Calculator
		for _, calc := range rs.Calculators {
			if !c.calcs[rs.ID+"/"+calc.ID] {
				todo = append(todo, calc)
			}
		}
		for k, calc := range todo {
			var club []int
			for j := k; j < len(rs.Params); j += len(todo) {
				club = append(club, j)
			}
			if l12 := law12Param(rs, k); l12 >= 0 && !slices.Contains(club, l12) && k < 2 {
				club = append(club, l12) // two links per regulation with both kinds of club value
			}
			g, err := makeGolden(r, rs, calc, nil, club, true)
			if err != nil {
				return nil, err
			}
			out = append(out, g)
		}
		c = cov()
		for _, calc := range rs.Calculators {
			for fi, f := range calc.Inputs {
				for oi, o := range f.Options {
					if c.options[rs.ID+"/"+calc.ID+"/"+f.Name+"/"+o] {
						continue
					}
					g, err := makeGolden(r, rs, calc, map[int]int64{fi: int64(oi)}, nil, false)
					if err != nil {
						return nil, err
					}
					out = append(out, g)
					c = cov()
				}
			}
		}
		for j, p := range rs.Params {
			if c.params[rs.ID+"/"+p.Key] {
				continue
			}
			g, err := makeGolden(r, rs, rs.Calculators[j%len(rs.Calculators)], nil, []int{j}, false)
			if err != nil {
				return nil, err
			}
			out = append(out, g)
			c = cov()
		}
	}
	return out, nil
}

// law12Param returns the index of the k-th Law 12 parameter of rs, or -1.
func law12Param(rs *engine.Ruleset, k int) int {
	for j, p := range rs.Params {
		if strings.HasPrefix(p.Key, "law12.") {
			if k == 0 {
				return j
			}
			k--
		}
	}
	return -1
}

// makeGolden makes one valid link to calc: random values that differ from the defaults (with
// the fields of fix set), club values for the parameters at the indexes club, and, when
// announce, a changed value for each party's last out.
func makeGolden(r *rand.Rand, rs *engine.Ruleset, calc *engine.Calculator, fix map[int]int64, club []int, announce bool) (golden, error) {
	slices.Sort(club)
	defaults := calc.Inputs.Defaults()
	var refused *Ruling // a form the calculator refuses, kept for an option no result can have
	var lastErr error
	for try := 0; try < 40000; try++ {
		v := randomValues(r, calc.Inputs)
		if try%2 == 1 && len(v) > 0 { // forms that refuse most random values: the defaults, a few fields moved
			v = calc.Inputs.Defaults()
			for k := 0; k < 1+try%3; k++ {
				i := r.IntN(len(v))
				f := &calc.Inputs[i]
				if (f.Kind == engine.KInt || f.Kind == engine.KDecimal) && len(v[i]) == 1 {
					v[i] = []int64{v[i][0] + r.Int64N(7) - 3}
				} else {
					v[i] = randomValues(r, calc.Inputs)[i]
				}
			}
		}
		for i, x := range fix {
			v[i] = []int64{x}
		}
		if calc.Inputs.Check(v) != nil || (len(v) > 0 && fix == nil && Equal(Ruling{Values: v}, Ruling{Values: defaults})) {
			continue
		}
		in := Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: calc.ID, Values: v}
		for _, j := range club {
			in.Club = append(in.Club, ClubValue{Param: j, Value: clubValue(r, &rs.Params[j], rs.Version)})
		}
		res, err := calc.Run(in.Params(rs), v)
		if err != nil {
			lastErr = err
			if refused == nil {
				refused = &in
			}
			continue
		}
		return goldenOf(in, rs, calc, res, announce)
	}
	if refused != nil && fix != nil {
		// The option exists in the form, and a link may carry it, but no result goes with it
		// (pref.rescore's kontra "none": both of its cases need a kontra): the link opens to the
		// same form and the same refusal.
		return goldenOf(*refused, rs, calc, nil, false)
	}
	return golden{}, fmt.Errorf("%s %s: no valid non-default values found (last error: %v)", rs.ID, calc.ID, lastErr)
}

// goldenOf is the golden form of link in, whose result is res (nil: the calculator refuses it).
func goldenOf(in Ruling, rs *engine.Ruleset, calc *engine.Calculator, res *engine.Result, announce bool) (golden, error) {
	g := golden{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: calc.ID, Values: map[string]json.RawMessage{}}
	for i := range calc.Inputs {
		g.Values[calc.Inputs[i].Name] = namedValue(&calc.Inputs[i], in.Values[i])
	}
	for _, cv := range in.Club {
		g.Club = append(g.Club, goldenClub{rs.Params[cv.Param].Key, cv.Value})
	}
	if res == nil {
		_, err := calc.Run(in.Params(rs), in.Values)
		g.Refused = errKey(err)
	}
	outs := Outs(res)
	for j, o := range outs {
		g.Outs = append(g.Outs, outOf(o.Role, o.Out))
		last := j == len(outs)-1 || outs[j+1].Role != o.Role
		if !announce || !last || j > MaxOutIndex {
			continue
		}
		a := announcedOf(j, o.Out)
		switch {
		case o.IsB:
			a.Num = 1 - a.Num
		case a.Code != "":
			a.Code = "other"
		default:
			a.Num += 100
		}
		d := Compare(res, []Announced{a})
		if len(d) != 1 {
			return golden{}, fmt.Errorf("%s %s: announced %+v does not differ", rs.ID, calc.ID, a)
		}
		in.Announced = append(in.Announced, a)
		ann := outOf(o.Role, d[0].Announced)
		ann.Out = &j
		g.Announced = append(g.Announced, ann)
	}
	code, err := productCodec.Encode(in)
	if err != nil {
		return golden{}, fmt.Errorf("Encode(%+v): %v", in, err)
	}
	g.Code = code
	return g, nil
}

// clubValue is a valid club value of p, in hundredths, other than its value at version v.
func clubValue(r *rand.Rand, p *engine.Param, v int) int64 {
	cur := Hundredths(p.At(v))
	for try := 0; try < 50; try++ {
		var x int64
		if p.Integer {
			lo, hi := int64(math.Ceil(p.Min-1e-9)), int64(math.Floor(p.Max+1e-9))
			x = (lo + r.Int64N(hi-lo+1)) * 100
		} else {
			lo, hi := Hundredths(p.Min), Hundredths(p.Max)
			x = lo + r.Int64N(hi-lo+1)
		}
		if x != cur {
			return x
		}
	}
	return cur // a parameter with one allowed value
}
