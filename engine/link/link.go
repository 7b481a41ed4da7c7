// This file is longer than most: it is the whole format-1 codec in one place (encode, decode,
// the check number, the announced-code packing), so that what a link means can be read
// top to bottom; a change here is a change of every link ever sent.

package link

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"sort"
	"sync"

	"github.com/sqids/sqids-go"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// Format 1 constants. They never change: changing any of them breaks every link ever sent.
const (
	// Version is the format version written first in every code.
	Version = 1
	// Alphabet is the sqids alphabet of format 1: letters and digits without vowels (so codes
	// spell no words, hence the empty blocklist) and without the confusable 0, 1 and l,
	// shuffled once.
	Alphabet = "LKhCgpWwbT5dDxB6VvX9rHtZ4MSJ2yYm73RzQkc8NjqsFfGnP"
	// MinLength is the sqids minimum code length of format 1.
	MinLength = 8
	// checkBits is the width of the check number.
	checkBits = 20
)

// Limits of what a code may hold (not part of the format: a build may raise them).
const (
	MaxCodeLen   = 8000 // characters of a code; longer input is refused before decoding (sqids decodes in quadratic time)
	MaxAnnounced = 64   // announced outs
	MaxOutIndex  = 1023
	MaxCodeChars = 44 // characters of an announced coded value
	MaxNoteLen   = 280
)

// RulesetIDs lists the rulesets by their frozen numbers (numbers.go).
func RulesetIDs() []string { return append([]string(nil), rulesetNumbers...) }

// RulesetNumber returns the frozen number of ruleset id, or -1.
func RulesetNumber(id string) int {
	for i, s := range rulesetNumbers {
		if s == id {
			return i
		}
	}
	return -1
}

// coder is made on first use, not at start-up (the app's first screen needs no link).
var coder = sync.OnceValue(func() *sqids.Sqids {
	s, err := sqids.New(sqids.Options{Alphabet: Alphabet, MinLength: MinLength, Blocklist: []string{}})
	if err != nil {
		panic("link: " + err.Error())
	}
	return s
})

// Ruling is what a link carries.
type Ruling struct {
	Ruleset     string        // ruleset ID
	DataVersion int           // the ruleset data version the director used
	Calculator  string        // calculator ID
	Values      engine.Values // one value per field of the calculator's Schema
	Announced   []Announced   // the announced outs that differ from the computed ones, by Out ascending
	Club        []ClubValue   // club parameters that differ from the ruleset, by Param ascending
}

// Announced is one out of the result as the director announced it.
type Announced struct {
	Out  int    // index into Outs(result)
	Num  int64  // a numeric out in hundredths; a yes/no out 0 or 1 (when Code is "")
	Code string // a coded out's code ([a-z0-9._-], 1…MaxCodeChars characters)
}

// ClubValue is one parameter of the club file in force.
type ClubValue struct {
	Param int   // index into Ruleset.Params (the link writes the parameter's link number, engine.Numbering)
	Value int64 // the value in hundredths
}

// Lookup resolves a ruleset ID to this build's ruleset (nil when unknown).
type Lookup func(id string) *engine.Ruleset

// Codec encodes and decodes rulings against a set of rulesets. The app uses
// link.New(rulesets.Get); the package itself depends on the engine core only, so it builds and
// tests without any ruleset.
type Codec struct {
	Rulesets Lookup
}

// New returns the codec over the rulesets lookup finds.
func New(lookup Lookup) Codec { return Codec{Rulesets: lookup} }

func lerr(code engine.Code, key, detail string, args ...msg.Arg) *engine.Error {
	return &engine.Error{Code: code, Key: key, Detail: detail, Args: args}
}

// Errors of the codec, one message key each.
const (
	KeyMalformed  = "link.err.malformed"
	KeyCanonical  = "link.err.canonical"
	KeyCheck      = "link.err.check"
	KeyFormat     = "link.err.format"
	KeyRuleset    = "link.err.ruleset"
	KeyVersion    = "link.err.version"
	KeyCalculator = "link.err.calculator"
	KeyValues     = "link.err.values"
	KeyInput      = "link.err.input"
	KeyAnnounced  = "link.err.announced"
	KeyClub       = "link.err.club"
	KeyURL        = "link.err.url"
	KeyTooLong    = "link.err.too-long"
)

func zig(v int64) uint64   { return uint64(v<<1) ^ uint64(v>>63) }
func unzig(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }

func signed(k engine.Kind) bool {
	switch k {
	case engine.KInt, engine.KDecimal, engine.KDateTime, engine.KIntList, engine.KDecList:
		return true
	}
	return false
}

func checkOf(nums []uint64) uint64 {
	h := fnv.New32a()
	var b [8]byte
	for _, n := range nums {
		binary.LittleEndian.PutUint64(b[:], n)
		h.Write(b[:])
	}
	s := h.Sum32()
	return uint64(s>>checkBits^s) & (1<<checkBits - 1)
}

// resolve finds the ruleset, checks the data version and finds the calculator and its link
// number.
func (c Codec) resolve(r Ruling) (*engine.Ruleset, int, *engine.Calculator, *engine.Error) {
	num := RulesetNumber(r.Ruleset)
	var rs *engine.Ruleset
	if num >= 0 && c.Rulesets != nil {
		rs = c.Rulesets(r.Ruleset)
	}
	if rs == nil {
		return nil, 0, nil, lerr(engine.ENOTFOUND, KeyRuleset, "unknown ruleset "+r.Ruleset)
	}
	if r.DataVersion < 1 || r.DataVersion > rs.Version {
		return nil, 0, nil, lerr(engine.EUNSUPPORTED, KeyVersion, "data version out of range",
			msg.A("version", r.DataVersion), msg.A("newest", rs.Version))
	}
	calc := rs.Calculator(r.Calculator)
	n := rs.CalculatorNumber(r.Calculator)
	if calc == nil {
		return nil, 0, nil, lerr(engine.ENOTFOUND, KeyCalculator, "unknown calculator "+r.Calculator)
	}
	if n < 0 {
		return nil, 0, nil, lerr(engine.EINTERNAL, KeyCalculator, "calculator "+r.Calculator+" has no link number")
	}
	return rs, n, calc, nil
}

// Encode returns r's code. It refuses (with the decoder's error keys) a ruling the decoder
// would refuse, so every code it makes opens.
func (c Codec) Encode(r Ruling) (string, error) {
	nums, err := c.Numbers(r)
	if err != nil {
		return "", err
	}
	return encodeNums(nums)
}

func encodeNums(nums []uint64) (string, error) {
	code, err := coder().Encode(nums)
	if err != nil {
		return "", &engine.Error{Code: engine.EINTERNAL, Detail: "sqids", Err: err}
	}
	if len(code) > MaxCodeLen {
		return "", lerr(engine.EINVALID, KeyTooLong, "the ruling is too large for a link")
	}
	return code, nil
}

// Numbers returns the integer list of r's code, check number included.
func (c Codec) Numbers(r Ruling) ([]uint64, error) {
	rs, ci, calc, e := c.resolve(r)
	if e != nil {
		return nil, e
	}
	s := calc.Inputs
	if len(r.Values) != len(s) {
		return nil, lerr(engine.EINVALID, KeyValues, "wrong number of values")
	}
	if l := s.Check(r.Values); len(l) > 0 {
		return nil, inputErr(l[0])
	}
	nums := []uint64{Version, uint64(RulesetNumber(r.Ruleset)), uint64(r.DataVersion), uint64(ci), uint64(len(s))}
	for i := range s {
		f, v := &s[i], r.Values[i]
		if f.Kind.IsList() {
			nums = append(nums, uint64(len(v)))
			for _, x := range v {
				nums = append(nums, item(f.Kind, x))
			}
			continue
		}
		switch {
		case !f.Optional:
			nums = append(nums, item(f.Kind, v[0]))
		case v == nil:
			nums = append(nums, 0)
		default:
			x := item(f.Kind, v[0])
			if x == math.MaxUint64 {
				return nil, inputErr(engine.InvalidKey(f.Name, "err.required"))
			}
			nums = append(nums, x+1)
		}
	}
	if e := checkAnnounced(r.Announced); e != nil {
		return nil, e
	}
	nums = append(nums, uint64(len(r.Announced)))
	for _, a := range r.Announced {
		if a.Code == "" {
			nums = append(nums, uint64(a.Out)<<1, zig(a.Num))
			continue
		}
		nums = append(nums, uint64(a.Out)<<1|1)
		nums = append(nums, packCode(a.Code)...)
	}
	if e := checkClub(rs, r.Club); e != nil {
		return nil, e
	}
	// The link lists club values by ascending link number, which need not be the order of
	// Params (Law 12's parameters keep their numbers after a regulation appends its own).
	club := make([]ClubValue, len(r.Club))
	for i, cv := range r.Club {
		n := rs.ParamNumber(cv.Param)
		if n < 0 {
			return nil, lerr(engine.EINTERNAL, KeyClub, "parameter "+rs.Params[cv.Param].Key+" has no link number")
		}
		club[i] = ClubValue{Param: n, Value: cv.Value}
	}
	sort.Slice(club, func(a, b int) bool { return club[a].Param < club[b].Param })
	nums = append(nums, uint64(len(club)))
	for _, cv := range club {
		nums = append(nums, uint64(cv.Param), zig(cv.Value))
	}
	return append(nums, checkOf(nums)), nil
}

// item encodes one scalar value or list item of kind k (already validated).
func item(k engine.Kind, x int64) uint64 {
	if signed(k) {
		return zig(x)
	}
	return uint64(x)
}

func inputErr(fe *engine.Error) *engine.Error {
	field := any(fe.Field)
	if len(fe.Args) > 0 && fe.Args[0].Name == "field" {
		field = fe.Args[0].Value
	}
	return &engine.Error{Code: engine.EINVALID, Field: fe.Field, Key: KeyInput,
		Args: []msg.Arg{msg.A("field", field)}, Err: fe}
}

func checkAnnounced(as []Announced) *engine.Error {
	if len(as) > MaxAnnounced {
		return lerr(engine.EINVALID, KeyAnnounced, "too many announced outs")
	}
	prev := -1
	for _, a := range as {
		if a.Out <= prev || a.Out > MaxOutIndex {
			return lerr(engine.EINVALID, KeyAnnounced, "announced outs must be ascending and in range")
		}
		prev = a.Out
		if a.Code != "" && !validCode(a.Code) {
			return lerr(engine.EINVALID, KeyAnnounced, "bad announced code "+a.Code)
		}
	}
	return nil
}

func checkClub(rs *engine.Ruleset, cs []ClubValue) *engine.Error {
	prev := -1
	for _, cv := range cs {
		if cv.Param <= prev || cv.Param >= len(rs.Params) {
			return lerr(engine.EINVALID, KeyClub, "club parameters must be ascending and known")
		}
		prev = cv.Param
		p := &rs.Params[cv.Param]
		v := float64(cv.Value) / 100
		if v < p.Min-1e-9 || v > p.Max+1e-9 || (p.Integer && cv.Value%100 != 0) {
			return &engine.Error{Code: engine.EINVALID, Field: p.Key, Key: KeyClub,
				Detail: "club value " + p.Key + " out of range"}
		}
	}
	return nil
}

// Decode opens code: the ruling, or an *engine.Error whose Key says why not.
func (c Codec) Decode(code string) (Ruling, error) {
	r, _, err := c.decode(code)
	return r, err
}

// decode also reports whether fields were filled in from defaults (an older link).
func (c Codec) decode(code string) (Ruling, bool, error) {
	bad := func(detail string) (Ruling, bool, error) {
		return Ruling{}, false, lerr(engine.EINVALID, KeyMalformed, detail)
	}
	if len(code) == 0 || len(code) > MaxCodeLen {
		return bad("empty or too long")
	}
	for i := 0; i < len(code); i++ {
		if !inAlphabet(code[i]) {
			return bad("character outside the alphabet")
		}
	}
	nums := coder().Decode(code)
	if len(nums) == 0 {
		return bad("no numbers")
	}
	if again, err := coder().Encode(nums); err != nil || again != code {
		return Ruling{}, false, lerr(engine.EINVALID, KeyCanonical, "not canonical")
	}
	n := len(nums)
	if n < 2 || checkOf(nums[:n-1]) != nums[n-1] {
		return Ruling{}, false, lerr(engine.EINVALID, KeyCheck, "check number differs")
	}
	nums = nums[:n-1]
	if nums[0] != Version {
		return Ruling{}, false, lerr(engine.EUNSUPPORTED, KeyFormat, "unknown format version",
			msg.A("version", clampInt(nums[0])))
	}
	if len(nums) < 5 {
		return bad("too few numbers")
	}
	if nums[1] >= uint64(len(rulesetNumbers)) {
		return Ruling{}, false, lerr(engine.ENOTFOUND, KeyRuleset, "unknown ruleset number")
	}
	r := Ruling{Ruleset: rulesetNumbers[nums[1]]}
	var rs *engine.Ruleset
	if c.Rulesets != nil {
		rs = c.Rulesets(r.Ruleset)
	}
	if rs == nil {
		return Ruling{}, false, lerr(engine.ENOTFOUND, KeyRuleset, "ruleset not in this build")
	}
	if nums[2] == 0 || nums[2] > uint64(rs.Version) {
		return Ruling{}, false, lerr(engine.EUNSUPPORTED, KeyVersion, "data version newer than this build",
			msg.A("version", clampInt(nums[2])), msg.A("newest", rs.Version))
	}
	r.DataVersion = int(nums[2])
	calc := rs.CalculatorByNumber(nums[3])
	if calc == nil {
		return Ruling{}, false, lerr(engine.ENOTFOUND, KeyCalculator, "unknown calculator number")
	}
	r.Calculator = calc.ID
	s := calc.Inputs
	nf := nums[4]
	rd := reader{nums: nums[5:]}
	short := lerr(engine.EINVALID, KeyValues, "the link holds too few numbers for the calculator's form")
	if nf > uint64(len(s)) {
		return Ruling{}, false, lerr(engine.EINVALID, KeyValues, "the link holds more fields than the calculator's form")
	}
	r.Values = make(engine.Values, len(s))
	for i := 0; i < int(nf); i++ {
		f := &s[i]
		if f.Kind.IsList() {
			cnt, ok := rd.next()
			if !ok || cnt > uint64(rd.left()) {
				return Ruling{}, false, short
			}
			v := make([]int64, cnt)
			for j := range v {
				x, _ := rd.next()
				v[j] = unitem(f.Kind, x)
			}
			r.Values[i] = v
			continue
		}
		x, ok := rd.next()
		if !ok {
			return Ruling{}, false, short
		}
		if f.Optional {
			if x == 0 {
				continue
			}
			x--
		}
		r.Values[i] = []int64{unitem(f.Kind, x)}
	}
	filled := false
	for i := int(nf); i < len(s); i++ {
		f := &s[i]
		switch {
		case f.Default != nil:
			r.Values[i] = append([]int64(nil), f.Default...)
		case f.Kind.IsList():
			r.Values[i] = []int64{}
		case f.Optional:
		default:
			return Ruling{}, false, lerr(engine.EINVALID, KeyValues, "the link lacks a required field "+f.Name)
		}
		filled = true
	}
	if l := s.Check(r.Values); len(l) > 0 {
		return Ruling{}, false, inputErr(l[0])
	}
	badAnn := func(d string) (Ruling, bool, error) {
		return Ruling{}, false, lerr(engine.EINVALID, KeyAnnounced, d)
	}
	na, ok := rd.next()
	if !ok || na > MaxAnnounced {
		return badAnn("announced count")
	}
	for i := 0; i < int(na); i++ {
		h, ok := rd.next()
		if !ok || h>>1 > MaxOutIndex {
			return badAnn("announced out index")
		}
		a := Announced{Out: int(h >> 1)}
		if h&1 == 0 {
			v, ok := rd.next()
			if !ok {
				return badAnn("announced value")
			}
			a.Num = unzig(v)
		} else {
			k, ok := rd.next()
			if !ok || k == 0 || k > uint64(rd.left()) {
				return badAnn("announced code")
			}
			chunks := make([]uint64, k)
			for j := range chunks {
				chunks[j], _ = rd.next()
			}
			code, ok := unpackCode(chunks)
			if !ok {
				return badAnn("announced code")
			}
			a.Code = code
		}
		r.Announced = append(r.Announced, a)
	}
	if e := checkAnnounced(r.Announced); e != nil {
		return Ruling{}, false, e
	}
	nc, ok := rd.next()
	if !ok || nc > uint64(rd.left())/2 {
		return Ruling{}, false, lerr(engine.EINVALID, KeyClub, "club count")
	}
	prev := uint64(0)
	for i := 0; i < int(nc); i++ {
		n, _ := rd.next()
		v, _ := rd.next()
		p := rs.ParamByNumber(n)
		if p < 0 {
			return Ruling{}, false, lerr(engine.EINVALID, KeyClub, "unknown club parameter")
		}
		if i > 0 && n <= prev {
			return Ruling{}, false, lerr(engine.EINVALID, KeyClub, "club parameters must be ascending")
		}
		prev = n
		r.Club = append(r.Club, ClubValue{Param: p, Value: unzig(v)})
	}
	sort.Slice(r.Club, func(a, b int) bool { return r.Club[a].Param < r.Club[b].Param })
	if e := checkClub(rs, r.Club); e != nil {
		return Ruling{}, false, e
	}
	if rd.left() != 0 {
		return bad("numbers after the club values")
	}
	return r, filled, nil
}

func unitem(k engine.Kind, x uint64) int64 {
	if signed(k) {
		return unzig(x)
	}
	if x > math.MaxInt64 {
		return -1 // refused by Check
	}
	return int64(x)
}

func clampInt(x uint64) int {
	if x > math.MaxInt32 {
		return math.MaxInt32
	}
	return int(x)
}

type reader struct {
	nums []uint64
	i    int
}

func (r *reader) next() (uint64, bool) {
	if r.i >= len(r.nums) {
		return 0, false
	}
	r.i++
	return r.nums[r.i-1], true
}

func (r *reader) left() int { return len(r.nums) - r.i }

func inAlphabet(b byte) bool {
	for i := 0; i < len(Alphabet); i++ {
		if Alphabet[i] == b {
			return true
		}
	}
	return false
}

// codeChars are the characters of an announced coded value, digit 1…39 of bijective base 40.
const codeChars = "abcdefghijklmnopqrstuvwxyz0123456789._-"

const chunkLen = 11 // 40^11 < 2^63

func validCode(s string) bool {
	if len(s) == 0 || len(s) > MaxCodeChars {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !containsByte(codeChars, s[i]) {
			return false
		}
	}
	return true
}

func containsByte(s string, b byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return true
		}
	}
	return false
}

// packCode writes a code as a chunk count and chunks (the code is valid).
func packCode(s string) []uint64 {
	var chunks []uint64
	for len(s) > 0 {
		n := min(chunkLen, len(s))
		var x uint64
		for i := 0; i < n; i++ {
			x = x*40 + uint64(indexByte(codeChars, s[i])+1)
		}
		chunks = append(chunks, x)
		s = s[n:]
	}
	return append([]uint64{uint64(len(chunks))}, chunks...)
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// unpackCode reverses packCode's chunks, refusing any form packCode would not write.
func unpackCode(chunks []uint64) (string, bool) {
	var out []byte
	for ci, x := range chunks {
		var b []byte
		for x > 0 {
			d := x % 40
			if d == 0 {
				return "", false
			}
			b = append(b, codeChars[d-1])
			x /= 40
		}
		if len(b) == 0 || len(b) > chunkLen || (ci < len(chunks)-1 && len(b) != chunkLen) {
			return "", false
		}
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
		out = append(out, b...)
	}
	if len(out) > MaxCodeChars {
		return "", false
	}
	return string(out), true
}

// Params returns the parameter table the ruling was computed with: rs at the ruling's data
// version with its club values.
func (r Ruling) Params(rs *engine.Ruleset) *engine.Params {
	p := engine.NewParams(rs, r.Overrides(rs))
	p.Version = r.DataVersion
	return p
}

// Overrides returns the club values as the parameter map engine.Params reads.
func (r Ruling) Overrides(rs *engine.Ruleset) map[string]float64 {
	if len(r.Club) == 0 {
		return nil
	}
	m := map[string]float64{}
	for _, cv := range r.Club {
		if cv.Param >= 0 && cv.Param < len(rs.Params) {
			m[rs.Params[cv.Param].Key] = float64(cv.Value) / 100
		}
	}
	return m
}

// ClubFrom returns the club values of overrides that differ from rs at data version v, in the
// link's order. Unknown keys are ignored (the club file's own validation reports them).
func ClubFrom(rs *engine.Ruleset, v int, overrides map[string]float64) []ClubValue {
	var out []ClubValue
	for k, x := range overrides {
		i := rs.ParamIndex(k)
		if i < 0 {
			continue
		}
		h := int64(math.Round(x * 100))
		if h == int64(math.Round(rs.Params[i].At(v)*100)) {
			continue
		}
		out = append(out, ClubValue{Param: i, Value: h})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Param < out[b].Param })
	return out
}

// Equal reports whether two rulings are the same (an empty list equals a nil one).
func Equal(a, b Ruling) bool {
	if a.Ruleset != b.Ruleset || a.DataVersion != b.DataVersion || a.Calculator != b.Calculator ||
		len(a.Values) != len(b.Values) || len(a.Announced) != len(b.Announced) || len(a.Club) != len(b.Club) {
		return false
	}
	for i := range a.Values {
		if (a.Values[i] == nil) != (b.Values[i] == nil) && (len(a.Values[i]) > 0 || len(b.Values[i]) > 0) {
			return false
		}
		if len(a.Values[i]) != len(b.Values[i]) {
			return false
		}
		for j := range a.Values[i] {
			if a.Values[i][j] != b.Values[i][j] {
				return false
			}
		}
	}
	for i := range a.Announced {
		if a.Announced[i] != b.Announced[i] {
			return false
		}
	}
	for i := range a.Club {
		if a.Club[i] != b.Club[i] {
			return false
		}
	}
	return true
}
