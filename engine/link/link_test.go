package link

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// rawCode encodes nums plus their check number, bypassing every validation of Encode.
func rawCode(t testing.TB, nums ...uint64) string {
	t.Helper()
	code, err := encodeNums(append(nums, checkOf(nums)))
	if err != nil {
		t.Fatal(err)
	}
	return code
}

func errKey(err error) string {
	var e *engine.Error
	if errors.As(err, &e) {
		return e.Key
	}
	return ""
}

func TestAlphabet(t *testing.T) {
	if len(Alphabet) != 49 {
		t.Errorf("len(Alphabet) = %d, want 49", len(Alphabet))
	}
	seen := map[rune]bool{}
	for _, r := range Alphabet {
		if seen[r] {
			t.Errorf("Alphabet repeats %q", r)
		}
		seen[r] = true
		if strings.ContainsRune("aeiouAEIOU01lO", r) {
			t.Errorf("Alphabet holds %q", r)
		}
	}
}

// TestFrozen pins format 1: the same numbers must always give the same code.
func TestFrozen(t *testing.T) {
	tests := []struct {
		nums []uint64
		want string
	}{
		{[]uint64{1}, "K6DmBkrw"},
		{[]uint64{1, 0, 1, 0, 1, 10, 0, 0}, "wBt47VtfNsjk59RZ"},
		{[]uint64{1<<52 - 1, 0}, "C7WzYdQsyMWcP"},
	}
	for _, tt := range tests {
		got, err := encodeNums(tt.nums)
		if err != nil || got != tt.want {
			t.Errorf("encodeNums(%v) = %q, %v; want %q", tt.nums, got, err, tt.want)
		}
	}
	if got := checkOf([]uint64{1, 0, 1, 0, 1, 10, 0, 0}); got != 0x8cc4c {
		t.Errorf("checkOf(...) = %#x, want 0x8cc4c", got)
	}
	if got := RulesetNumber("pref-club"); got != 4 {
		t.Errorf("RulesetNumber(pref-club) = %d, want 4", got)
	}
}

func TestZigzag(t *testing.T) {
	for _, v := range []int64{0, -1, 1, -2, 2, 1 << 40, -(1 << 40), 1<<63 - 1, -1 << 63} {
		if got := unzig(zig(v)); got != v {
			t.Errorf("unzig(zig(%d)) = %d", v, got)
		}
	}
	if zig(-1) != 1 || zig(1) != 2 {
		t.Errorf("zig(-1), zig(1) = %d, %d; want 1, 2", zig(-1), zig(1))
	}
}

func TestPackCode(t *testing.T) {
	for _, s := range []string{"a", "-", "warning", "non-offender", "a-plus", "abcdefghijk", "abcdefghijkl", strings.Repeat("z", MaxCodeChars)} {
		p := packCode(s)
		if int(p[0]) != len(p)-1 {
			t.Errorf("packCode(%q) count %d, want %d", s, p[0], len(p)-1)
		}
		got, ok := unpackCode(p[1:])
		if !ok || got != s {
			t.Errorf("unpackCode(packCode(%q)) = %q, %v", s, got, ok)
		}
	}
	for _, bad := range [][]uint64{{0}, {40}, {1, 1}, {1 << 62}} {
		if s, ok := unpackCode(bad); ok {
			t.Errorf("unpackCode(%v) = %q, want refused", bad, s)
		}
	}
}

func TestRoundTripTestSchemas(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rs := range []*engine.Ruleset{testScoring, testNSBK} {
		for _, c := range rs.Calculators {
			t.Run(c.ID, func(t *testing.T) {
				if d := c.Inputs.Defaults(); c.Inputs.Check(d) == nil {
					roundTrip(t, testCodec, rs, c, d)
				}
				for i := 0; i < 200; i++ {
					roundTrip(t, testCodec, rs, c, randomValues(r, c.Inputs))
				}
			})
		}
	}
}

func roundTrip(t *testing.T, cd Codec, rs *engine.Ruleset, c *engine.Calculator, v engine.Values) string {
	t.Helper()
	in := Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: v}
	code, err := cd.Encode(in)
	if err != nil {
		t.Fatalf("Encode(%s %v) error %v", c.ID, v, err)
	}
	out, err := cd.Decode(code)
	if err != nil {
		t.Fatalf("Decode(Encode(%s %v) = %q) error %v", c.ID, v, code, err)
	}
	if !Equal(in, out) {
		t.Fatalf("Decode(Encode(%+v)) = %+v", in, out)
	}
	return code
}

func TestRoundTripAnnouncedClub(t *testing.T) {
	in := Ruling{Ruleset: "nsbk", DataVersion: 1, Calculator: "nsbk.test",
		Values:    engine.Values{{12}, {0}, {1, 2, 3}, nil},
		Announced: []Announced{{Out: 0, Num: -5000}, {Out: 1, Code: "non-offender-with-a-long-code"}, {Out: 3, Num: 1}, {Out: MaxOutIndex, Num: 7}},
		Club:      []ClubValue{{Param: 0, Value: 750}},
	}
	code, err := testCodec.Encode(in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := testCodec.Decode(code)
	if err != nil || !Equal(in, out) {
		t.Fatalf("Decode(%q) = %+v, %v; want %+v", code, out, err, in)
	}
	if got := out.Overrides(testNSBK)["lateness.pct_per_minute"]; got != 7.5 {
		t.Errorf("Overrides = %v, want 7.5", got)
	}
	if p := out.Params(testNSBK); p.Version != 1 || p.F("lateness.pct_per_minute") != 7.5 {
		t.Errorf("Params = v%d %v", p.Version, p.F("lateness.pct_per_minute"))
	}
}

func TestEncodeRefuses(t *testing.T) {
	ok := Ruling{Ruleset: "scoring", DataVersion: 1, Calculator: "test.simple", Values: engine.Values{{5}}}
	tests := []struct {
		name string
		edit func(r *Ruling)
		key  string
	}{
		{"ruleset", func(r *Ruling) { r.Ruleset = "nope" }, KeyRuleset},
		{"ruleset not built", func(r *Ruling) { r.Ruleset = "pref-club" }, KeyRuleset},
		{"version 0", func(r *Ruling) { r.DataVersion = 0 }, KeyVersion},
		{"version newer", func(r *Ruling) { r.DataVersion = 2 }, KeyVersion},
		{"calculator", func(r *Ruling) { r.Calculator = "test.none" }, KeyCalculator},
		{"values count", func(r *Ruling) { r.Values = engine.Values{{5}, {1}} }, KeyValues},
		{"value range", func(r *Ruling) { r.Values = engine.Values{{121}} }, KeyInput},
		{"announced order", func(r *Ruling) { r.Announced = []Announced{{Out: 1}, {Out: 1}} }, KeyAnnounced},
		{"announced code", func(r *Ruling) { r.Announced = []Announced{{Out: 1, Code: "Bad Code"}} }, KeyAnnounced},
		{"club index", func(r *Ruling) { r.Club = []ClubValue{{Param: 2, Value: 1}} }, KeyClub},
		{"club range", func(r *Ruling) { r.Club = []ClubValue{{Param: 0, Value: 2600}} }, KeyClub},
		{"club integer", func(r *Ruling) { r.Club = []ClubValue{{Param: 1, Value: 150}} }, KeyClub},
		{"club order", func(r *Ruling) { r.Club = []ClubValue{{Param: 1, Value: 100}, {Param: 0, Value: 100}} }, KeyClub},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok
			tt.edit(&r)
			code, err := testCodec.Encode(r)
			if errKey(err) != tt.key {
				t.Errorf("Encode(%+v) = %q, %v; want key %s", r, code, err, tt.key)
			}
		})
	}
}

func TestDecodeRejects(t *testing.T) {
	valid := rawCode(t, 1, 0, 1, 0, 1, 10, 0, 0)
	if _, err := testCodec.Decode(valid); err != nil {
		t.Fatalf("Decode(valid %q) error %v", valid, err)
	}
	nums := []uint64{1, 0, 1, 0, 1, 10, 0, 0}
	wrongCheck, _ := encodeNums(append(nums, checkOf(nums)^1))
	short, _ := encodeNums([]uint64{5})
	padded := short[:len(short)-1] + string(Alphabet[(strings.IndexByte(Alphabet, short[len(short)-1])+1)%len(Alphabet)])
	tests := []struct {
		name string
		code string
		key  string
		ec   engine.Code
	}{
		{"empty", "", KeyMalformed, engine.EINVALID},
		{"outside alphabet", valid[:3] + "0" + valid[4:], KeyMalformed, engine.EINVALID},
		{"unicode", "ŁKhC" + valid, KeyMalformed, engine.EINVALID},
		{"too long", strings.Repeat("K", MaxCodeLen+1), KeyMalformed, engine.EINVALID},
		{"not canonical", padded, KeyCanonical, engine.EINVALID},
		{"check", wrongCheck, KeyCheck, engine.EINVALID},
		{"only a check", rawCode(t), KeyCheck, engine.EINVALID},
		{"format 0", rawCode(t, 0, 0, 1, 0, 1, 10, 0, 0), KeyFormat, engine.EUNSUPPORTED},
		{"format 2", rawCode(t, 2, 0, 1, 0, 1, 10, 0, 0), KeyFormat, engine.EUNSUPPORTED},
		{"too short", rawCode(t, 1, 0, 1, 0), KeyMalformed, engine.EINVALID},
		{"ruleset unknown number", rawCode(t, 1, 99, 1, 0, 1, 10, 0, 0), KeyRuleset, engine.ENOTFOUND},
		{"ruleset not in build", rawCode(t, 1, 3, 1, 0, 1, 10, 0, 0), KeyRuleset, engine.ENOTFOUND},
		{"data version 0", rawCode(t, 1, 0, 0, 0, 1, 10, 0, 0), KeyVersion, engine.EUNSUPPORTED},
		{"data version newer", rawCode(t, 1, 0, 2, 0, 1, 10, 0, 0), KeyVersion, engine.EUNSUPPORTED},
		{"calculator", rawCode(t, 1, 0, 1, 9, 1, 10, 0, 0), KeyCalculator, engine.ENOTFOUND},
		{"more fields than the form", rawCode(t, 1, 0, 1, 0, 2, 10, 10, 0, 0), KeyValues, engine.EINVALID},
		{"numbers run out", rawCode(t, 1, 0, 1, 0, 1), KeyValues, engine.EINVALID},
		{"list longer than the link", rawCode(t, 1, 1, 1, 0, 3, 10, 8, 9, 0, 0), KeyValues, engine.EINVALID},
		{"input out of range", rawCode(t, 1, 0, 1, 0, 1, zig(121), 0, 0), KeyInput, engine.EINVALID},
		{"input huge", rawCode(t, 1, 0, 1, 1, 16, 6, 0, 0, 0, 1<<63, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), KeyInput, engine.EINVALID},
		{"list too long", rawCode(t, 1, 1, 1, 0, 3, 10, 8, 4, 2, 4, 6, 8, 0, 0), KeyInput, engine.EINVALID},
		{"bool 2", rawCode(t, 1, 1, 1, 0, 4, 10, 8, 0, 3, 0, 0), KeyInput, engine.EINVALID},
		{"announced missing", rawCode(t, 1, 0, 1, 0, 1, 10), KeyAnnounced, engine.EINVALID},
		{"announced count", rawCode(t, 1, 0, 1, 0, 1, 10, MaxAnnounced+1, 0), KeyAnnounced, engine.EINVALID},
		{"announced index", rawCode(t, 1, 0, 1, 0, 1, 10, 1, (MaxOutIndex+1)<<1, 0, 0), KeyAnnounced, engine.EINVALID},
		{"announced order", rawCode(t, 1, 0, 1, 0, 1, 10, 2, 2, 0, 2, 0, 0), KeyAnnounced, engine.EINVALID},
		{"announced code zero", rawCode(t, 1, 0, 1, 0, 1, 10, 1, 1, 1, 0, 0), KeyAnnounced, engine.EINVALID},
		{"announced code count", rawCode(t, 1, 0, 1, 0, 1, 10, 1, 1, 0, 0), KeyAnnounced, engine.EINVALID},
		{"announced value missing", rawCode(t, 1, 0, 1, 0, 1, 10, 1, 0), KeyAnnounced, engine.EINVALID},
		{"club missing", rawCode(t, 1, 0, 1, 0, 1, 10, 0), KeyClub, engine.EINVALID},
		{"club count", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 2, 0, 0), KeyClub, engine.EINVALID},
		{"club index", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 1, 2, 2), KeyClub, engine.EINVALID},
		{"club value", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 1, 0, zig(2600)), KeyClub, engine.EINVALID},
		{"club negative", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 1, 0, zig(-100)), KeyClub, engine.EINVALID},
		{"club integer", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 1, 1, zig(150)), KeyClub, engine.EINVALID},
		{"club order", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 2, 1, 2, 0, 2), KeyClub, engine.EINVALID},
		{"trailing numbers", rawCode(t, 1, 0, 1, 0, 1, 10, 0, 0, 7), KeyMalformed, engine.EINVALID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := testCodec.Decode(tt.code)
			var e *engine.Error
			if !errors.As(err, &e) {
				t.Fatalf("Decode(%q) = %+v, %v; want *engine.Error %s", tt.code, r, err, tt.key)
			}
			if e.Key != tt.key || e.Code != tt.ec {
				t.Errorf("Decode(%q) error %v (key %s), want %s %s", tt.code, err, e.Key, tt.ec, tt.key)
			}
			for _, l := range msg.Langs {
				if m := e.Message(l); m == "" || strings.HasPrefix(m, "link.err") || strings.Contains(m, "{") {
					t.Errorf("Message(%v) = %q", l, m)
				}
			}
		})
	}
}

func TestDecodeOlderLink(t *testing.T) {
	// A link written when nsbk.test had one field: the three appended fields take their
	// default (added), an empty list (extra) and absent (maybe).
	r, err := testCodec.Decode(rawCode(t, 1, 1, 2, 0, 1, 14, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	want := Ruling{Ruleset: "nsbk", DataVersion: 2, Calculator: "nsbk.test", Values: engine.Values{{7}, {4}, {}, nil}}
	if !Equal(r, want) {
		t.Errorf("Decode(older) = %+v, want %+v", r, want)
	}
	// A required field without a default cannot be filled in.
	if _, err := testCodec.Decode(rawCode(t, 1, 0, 1, 3, 1, 2, 0, 0)); errKey(err) != KeyValues {
		t.Errorf("Decode(older, required field) error %v, want %s", err, KeyValues)
	}
}

func TestMessagesRegistered(t *testing.T) {
	for _, k := range []string{KeyMalformed, KeyCanonical, KeyCheck, KeyFormat, KeyRuleset, KeyVersion,
		KeyCalculator, KeyValues, KeyInput, KeyAnnounced, KeyClub, KeyURL, KeyTooLong} {
		tx, ok := msg.Lookup(k)
		if !ok || tx.En == "" || tx.Sr == "" || tx.Hu == "" {
			t.Errorf("message %s = %+v, %v; want three languages", k, tx, ok)
		}
		for _, bad := range []string{"vrije", "sudac", "mjest", "rije"} {
			if strings.Contains(tx.Sr, bad) {
				t.Errorf("message %s Serbian holds %q", k, bad)
			}
		}
	}
}

func TestClubFrom(t *testing.T) {
	got := ClubFrom(testNSBK, 2, map[string]float64{"lateness.pct_per_minute": 6, "unknown": 3})
	if len(got) != 0 {
		t.Errorf("ClubFrom(equal at v2) = %v, want none", got)
	}
	got = ClubFrom(testNSBK, 1, map[string]float64{"lateness.pct_per_minute": 6})
	if len(got) != 1 || got[0] != (ClubValue{0, 600}) {
		t.Errorf("ClubFrom(v1) = %v, want [{0 600}]", got)
	}
}

func TestCompare(t *testing.T) {
	p := engine.NewParams(testScoring, nil)
	computed, err := testScoring.Calculators[0].Run(p, engine.Values{{4}})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(Outs(computed)); n != 4 {
		t.Fatalf("len(Outs) = %d, want 4", n)
	}
	announced, _ := testScoring.Calculators[0].Run(p, engine.Values{{4}})
	if a := AnnouncedFrom(computed, announced); len(a) != 0 {
		t.Errorf("AnnouncedFrom(same) = %v, want none", a)
	}
	announced.Parties[0].Outs[0].Num = -15
	announced.Parties[0].Outs[1].Str = "warning"
	announced.Parties[1].Outs[1].Bool = false
	a := AnnouncedFrom(computed, announced)
	want := []Announced{{Out: 0, Num: -1500}, {Out: 1, Code: "warning"}, {Out: 3, Num: 0}}
	if len(a) != len(want) {
		t.Fatalf("AnnouncedFrom = %v, want %v", a, want)
	}
	for i := range want {
		if a[i] != want[i] {
			t.Errorf("AnnouncedFrom[%d] = %v, want %v", i, a[i], want[i])
		}
	}
	d := Compare(computed, a)
	if len(d) != 3 || d[0].Role != "offender" || d[0].Announced.Num != -15 || d[1].Announced.Str != "warning" || d[2].Announced.Bool {
		t.Errorf("Compare = %+v", d)
	}
	if d := Compare(computed, nil); len(d) != 0 {
		t.Errorf("Compare(none) = %v, want matches", d)
	}
	if d := Compare(computed, []Announced{{Out: 0, Num: -2000}}); len(d) != 0 {
		t.Errorf("Compare(equal announced) = %v, want matches", d)
	}
	if d := Compare(computed, []Announced{{Out: 9, Num: 1}, {Out: 0, Code: "x"}}); len(d) != 2 {
		t.Errorf("Compare(bad index, wrong kind) = %v, want 2 differences", d)
	}
}

func TestURL(t *testing.T) {
	long := strings.Repeat("é", MaxNoteLen+10)
	tests := []struct {
		base, code, note, want string
	}{
		{"https://club.example/arbiter/", "KTW6MJ9n", "", "https://club.example/arbiter/?r=KTW6MJ9n"},
		{"https://club.example/arbiter/ruling", "KTW6MJ9n", " Board 7: 4♠ by N & late ", "https://club.example/arbiter/ruling?r=KTW6MJ9n&n=Board+7%3A+4%E2%99%A0+by+N+%26+late"},
		{"https://x.example/?lang=sr", "KTW6MJ9n", "", "https://x.example/?lang=sr&r=KTW6MJ9n"},
		{"https://x.example/#top", "KTW6MJ9n", "", "https://x.example/?r=KTW6MJ9n"},
		{"", "KTW6MJ9n", "", "?r=KTW6MJ9n"},
	}
	for _, tt := range tests {
		if got := URL(tt.base, tt.code, tt.note); got != tt.want {
			t.Errorf("URL(%q, %q, %q) = %q, want %q", tt.base, tt.code, tt.note, got, tt.want)
		}
		code, note, err := ParseURL(URL(tt.base, tt.code, tt.note))
		if err != nil || code != tt.code || note != strings.TrimSpace(tt.note) {
			t.Errorf("ParseURL(URL(%q, %q, %q)) = %q, %q, %v", tt.base, tt.code, tt.note, code, note, err)
		}
	}
	_, note, err := ParseURL(URL("https://x.example/", "KTW6MJ9n", long))
	if err != nil || note != long[:2*MaxNoteLen] {
		t.Errorf("ParseURL(long note) = %d runes, %v; want %d", len([]rune(note)), err, MaxNoteLen)
	}
}

func TestParseURL(t *testing.T) {
	tests := []struct {
		in, code, note string
		ok             bool
	}{
		{"KTW6MJ9n", "KTW6MJ9n", "", true},
		{"  KTW6MJ9n\n", "KTW6MJ9n", "", true},
		{"https://a.example/p/?r=KTW6MJ9n&n=hi%00there", "KTW6MJ9n", "hithere", true},
		{"https://a.example/#r=KTW6MJ9n&n=x", "KTW6MJ9n", "x", true},
		{"a.example/?x=1&r=KTW6MJ9n", "KTW6MJ9n", "", true},
		{"?r=KTW6MJ9n&n=%FF", "KTW6MJ9n", "\uFFFD", true},
		{"", "", "", false},
		{"https://a.example/?n=hi", "", "", false},
		{"https://a.example/?r=ab0", "", "", false},
		{"https://a.example/?r=" + strings.Repeat("K", MaxCodeLen+1), "", "", false},
		{"KTW6 MJ9n", "", "", false},
		{"%zz", "", "", false},
	}
	for _, tt := range tests {
		code, note, err := ParseURL(tt.in)
		if (err == nil) != tt.ok || code != tt.code || note != tt.note {
			t.Errorf("ParseURL(%q) = %q, %q, %v; want %q, %q, ok %v", tt.in, code, note, err, tt.code, tt.note, tt.ok)
		}
		if err != nil && errKey(err) != KeyURL {
			t.Errorf("ParseURL(%q) error key %q, want %s", tt.in, errKey(err), KeyURL)
		}
	}
}

func TestTooLong(t *testing.T) {
	rs := &engine.Ruleset{ID: "scoring", Version: 1, Calculators: []*engine.Calculator{
		{ID: "big", Inputs: engine.Schema{{Name: "l", Kind: engine.KIntList, Min: 0, Max: 1 << 40, MaxItems: 100000}}}}}
	cd := New(func(string) *engine.Ruleset { return rs })
	l := make([]int64, 5000)
	for i := range l {
		l[i] = 1<<40 - int64(i)
	}
	_, err := cd.Encode(Ruling{Ruleset: "scoring", DataVersion: 1, Calculator: "big", Values: engine.Values{l}})
	if errKey(err) != KeyTooLong {
		t.Errorf("Encode(5000 large items) error %v, want %s", err, KeyTooLong)
	}
	code, err := cd.Encode(Ruling{Ruleset: "scoring", DataVersion: 1, Calculator: "big", Values: engine.Values{l[:850]}})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := cd.Decode(code); err != nil {
		t.Fatal(err)
	}
	t.Logf("decoding a %d-character code took %v", len(code), time.Since(start))
}

// TestNumberingApart: a regulation appends a parameter and a calculator to its own lists, which
// the app shows before Law 12's; links made before name Law 12's entries by their frozen numbers
// and still open to the same club value and calculator, and new links number the new entries
// after them.
func TestNumberingApart(t *testing.T) {
	calc := func(id string) *engine.Calculator {
		return &engine.Calculator{ID: id, Inputs: engine.Schema{{Name: "n", Kind: engine.KInt, Max: 9, Default: []int64{1}}}, Compute: computeSimple}
	}
	own := engine.Param{Key: "lateness.pct_per_minute", Value: 5, Min: 0, Max: 25}
	l12 := engine.Param{Key: "law12.team_a_minus_imp", Value: -3, Min: -24, Max: 0, Integer: true}
	added := engine.Param{Key: "lateness.imp_per_minute", Value: 1, Min: 0, Max: 24}
	before := &engine.Ruleset{ID: "nsbk", Version: 1, Params: []engine.Param{own, l12},
		Calculators: []*engine.Calculator{calc("nsbk.a"), calc("law12.w")},
		Numbering:   &engine.Numbering{Calculators: []string{"nsbk.a", "law12.w"}, Params: []string{own.Key, l12.Key}}}
	after := &engine.Ruleset{ID: "nsbk", Version: 1, Params: []engine.Param{own, added, l12},
		Calculators: []*engine.Calculator{calc("nsbk.a"), calc("nsbk.b"), calc("law12.w")},
		Numbering:   &engine.Numbering{Calculators: []string{"nsbk.a", "law12.w", "nsbk.b"}, Params: []string{own.Key, l12.Key, added.Key}}}
	oldCodec := New(func(string) *engine.Ruleset { return before })
	newCodec := New(func(string) *engine.Ruleset { return after })
	code, err := oldCodec.Encode(Ruling{Ruleset: "nsbk", DataVersion: 1, Calculator: "law12.w", Values: engine.Values{{4}},
		Club: []ClubValue{{Param: 0, Value: 700}, {Param: 1, Value: -200}}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := newCodec.Decode(code)
	if err != nil {
		t.Fatal(err)
	}
	if r.Calculator != "law12.w" {
		t.Errorf("Decode(old link).Calculator = %s, want law12.w", r.Calculator)
	}
	if o := r.Overrides(after); len(o) != 2 || o[l12.Key] != -2 || o[own.Key] != 7 {
		t.Errorf("Decode(old link).Overrides = %v, want %s = -2 and %s = 7", o, l12.Key, own.Key)
	}
	// A new link with a club value of each kind: the club list is written by link number
	// (law12 1, added 2), whatever the display order (added 1, law12 2).
	in := Ruling{Ruleset: "nsbk", DataVersion: 1, Calculator: "nsbk.b", Values: engine.Values{{2}},
		Club: []ClubValue{{Param: 1, Value: 300}, {Param: 2, Value: -100}}}
	nums, err := newCodec.Numbers(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := []uint64{1, 1, 1, 2, 1, zig(2), 0, 2, 1, zig(-100), 2, zig(300)}; !slices.Equal(nums[:len(nums)-1], want) {
		t.Errorf("Numbers(%+v) = %v, want %v and a check number", in, nums, want)
	}
	code, err = newCodec.Encode(in)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := newCodec.Decode(code); err != nil || !Equal(in, out) {
		t.Errorf("Decode(Encode(%+v)) = %+v, %v", in, out, err)
	}
	if _, err := oldCodec.Decode(code); errKey(err) != KeyCalculator {
		t.Errorf("an older build opening a link to a newer calculator: error %v, want %s", err, KeyCalculator)
	}
}
