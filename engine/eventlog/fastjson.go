package eventlog

import (
	"bytes"
	"encoding/json"
	"strconv"
	"time"
	"unicode/utf8"
	"unsafe"

	"arbiter/engine"
)

// A faster reading of incidents. encoding/json reads a record through reflection, which in the
// browser's wasm took most of an event page's load and of an import's plan (10,000 incidents:
// about 1.5 s of json decoding). fastIncidents reads the incidents' JSON as this version writes
// it, the fields it knows spelled as it spells them, each once; anything else (a key in
// another case, a field of a newer version, a repeated key, a value of an unexpected type, a
// number out of range) makes it give up, and the caller reads the data with encoding/json, as
// it did before: the result is the same either way, only the time differs.

// slowOnly turns the fast reading of files off (tests compare both readings).
var slowOnly bool

// fastDec is a reader of one JSON text; ok turns false at the first thing it does not read.
type fastDec struct {
	b   []byte
	i   int
	bad bool

	extra  bool              // an incident with fields of a newer version was read
	strs   map[string]string // intern
	outBuf []Out             // scratch of outs
	intBuf []int64           // … of values
	lenBuf []int

	// slabs the records' slices and strings are cut from (cut, newString): a few allocations
	// for a long list instead of four or five per incident, which in wasm the garbage
	// collector paid for
	intSlab []int64
	valSlab [][]int64
	outSlab []Out
	strSlab []byte
	slabs   int // how many slabs were made: each next one is larger, up to slabMax elements
}

const slabMax = 4096

// cut returns a slice of n elements of *slab, with its capacity at n (an append to it never
// writes into the next one), making a new slab when *slab has not enough left. The first slabs
// are small (a single incident's reading stays small), then they double.
func cut[T any](slab *[]T, n int, slabs *int) []T {
	if n == 0 {
		return make([]T, 0) // empty, not nil (as make gives; no allocation)
	}
	if n > len(*slab) {
		size := min(16<<*slabs, slabMax)
		*slabs = min(*slabs+1, 16)
		*slab = make([]T, max(n, size))
	}
	s := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return s
}

// newString is string(b) cut from the decoder's slab of bytes: slab bytes, once cut, are never
// written again, so the string may point at them.
func (d *fastDec) newString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	s := cut(&d.strSlab, len(b), &d.slabs)
	copy(s, b)
	return unsafe.String(&s[0], len(s))
}

func (d *fastDec) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *fastDec) fail() bool { d.bad = true; return false }

// peek is the next byte after white space (0 at the end).
func (d *fastDec) peek() byte {
	d.ws()
	if d.i >= len(d.b) {
		return 0
	}
	return d.b[d.i]
}

func (d *fastDec) eat(c byte) bool {
	if d.peek() != c {
		return d.fail()
	}
	d.i++
	return true
}

// null reads a null when one comes.
func (d *fastDec) null() bool {
	if d.peek() == 'n' && d.i+4 <= len(d.b) && string(d.b[d.i:d.i+4]) == "null" {
		d.i += 4
		return true
	}
	return false
}

// str reads a string; an escape or a byte that is not UTF-8 is read by encoding/json (what
// it makes of them is its own).
func (d *fastDec) str() (string, bool) {
	raw, plain := d.strBytes()
	if d.bad {
		return "", false
	}
	if plain {
		return d.newString(raw), true
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", d.fail()
	}
	return s, true
}

// strBytes returns the string's bytes without quotes when plain (no escape, valid UTF-8, no
// control byte), else its token with the quotes.
func (d *fastDec) strBytes() ([]byte, bool) {
	b, i := d.b, d.i
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	if i >= len(b) || b[i] != '"' {
		d.i = i
		d.fail()
		return nil, false
	}
	start := i
	i++
	// the common case: printable ASCII up to the closing quote
	for i < len(b) && b[i] >= 0x20 && b[i] < 0x80 && b[i] != '"' && b[i] != '\\' {
		i++
	}
	if i < len(b) && b[i] == '"' {
		d.i = i + 1
		return b[start+1 : i], true
	}
	plain, ascii := true, true
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			d.i = i + 1
			if !ascii && plain && !utf8.Valid(b[start+1:i]) {
				plain = false
			}
			if plain {
				return b[start+1 : i], true
			}
			return b[start : i+1], false
		case c == '\\':
			plain = false
			i += 2
			continue
		case c < 0x20:
			d.i = i
			d.fail()
			return nil, false
		case c >= 0x80:
			ascii = false
		}
		i++
	}
	d.i = i
	d.fail()
	return nil, false
}

// num returns a number's literal.
func (d *fastDec) num() []byte {
	d.ws()
	start := d.i
	for d.i < len(d.b) {
		c := d.b[d.i]
		if c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
			d.i++
			continue
		}
		break
	}
	if !validNum(d.b[start:d.i]) {
		d.fail()
	}
	return d.b[start:d.i]
}

// int reads an integer literal that fits an int (a fraction or an exponent is not one).
func (d *fastDec) int() int {
	lit := d.num()
	if d.bad {
		return 0
	}
	n, err := strconv.ParseInt(string(lit), 10, strconv.IntSize)
	if err != nil {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *fastDec) int64() int64 {
	lit := d.num()
	if d.bad {
		return 0
	}
	n, err := strconv.ParseInt(string(lit), 10, 64)
	if err != nil {
		d.fail()
		return 0
	}
	return n
}

func (d *fastDec) float() float64 {
	lit := d.num()
	if d.bad {
		return 0
	}
	f, err := strconv.ParseFloat(string(lit), 64)
	if err != nil {
		d.fail()
		return 0
	}
	return f
}

// rawValue returns the bytes of the next value (for Extra, read by encoding/json; the top level
// of a file): a string, a literal, or an object or array by its brackets (what is inside is
// for its reader to check).
func (d *fastDec) rawValue() []byte {
	d.ws()
	start := d.i
	if d.i >= len(d.b) {
		d.fail()
		return nil
	}
	switch d.b[d.i] {
	case '"':
		d.strBytes()
		if d.bad {
			return nil
		}
		return d.b[start:d.i]
	case '{', '[':
	default:
		for d.i < len(d.b) {
			switch d.b[d.i] {
			case ',', ':', ' ', '\t', '\n', '\r', '{', '}', '[', ']', '"':
				return d.literal(start)
			}
			d.i++
		}
		return d.literal(start)
	}
	depth := 0
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case '"':
			d.strBytes()
			if d.bad {
				return nil
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				d.i++
				return d.b[start:d.i]
			}
		}
		d.i++
	}
	d.fail()
	return nil
}

// literal is the bytes from start to here, when they are a literal (true, false, null, a number).
func (d *fastDec) literal(start int) []byte {
	lit := d.b[start:d.i]
	switch string(lit) {
	case "true", "false", "null":
		return lit
	}
	if !validNum(lit) {
		d.fail()
		return nil
	}
	return lit
}

// validNum reports whether lit is a JSON number.
func validNum(lit []byte) bool {
	i := 0
	if i < len(lit) && lit[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(lit) && lit[i] >= '0' && lit[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(lit) && lit[i] == '0' {
		i++
	} else if digits() == 0 {
		return false
	}
	if i < len(lit) && lit[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(lit) && (lit[i] == 'e' || lit[i] == 'E') {
		i++
		if i < len(lit) && (lit[i] == '+' || lit[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(lit)
}

// fields of an incident, one bit each, to refuse a repeated key
const (
	fEvent = 1 << iota
	fNumber
	fTime
	fRound
	fTable
	fBoard
	fGame
	fParties
	fPlayer
	fTeam
	fCalculator
	fValues
	fResult
	fAnnounced
	fNotes
	fStatus
	fReason
	fRevokedAt
	fSupersededBy
	fSupersedes
	fSession
	fID
	fBy
	fRevokedBy
	fRev
	fRevs
	fConflicts
	fExtra
)

// key reads the n-th key of an object (n = 0 reads the opening brace first); false at its end.
func (d *fastDec) key(n int) ([]byte, bool) {
	if n == 0 {
		if !d.eat('{') {
			return nil, false
		}
		if d.peek() == '}' {
			d.i++
			return nil, false
		}
	} else {
		switch d.peek() {
		case ',':
			d.i++
		case '}':
			d.i++
			return nil, false
		default:
			d.fail()
			return nil, false
		}
	}
	k, plain := d.strBytes()
	if d.bad || !plain || !d.eat(':') {
		d.fail()
		return nil, false
	}
	return k, true
}

// elem moves to the n-th element of an array (n = 0 reads the opening bracket first); false
// at its end.
func (d *fastDec) elem(n int) bool {
	if n == 0 {
		if !d.eat('[') {
			return false
		}
		if d.peek() == ']' {
			d.i++
			return false
		}
		return true
	}
	switch d.peek() {
	case ',':
		d.i++
		return true
	case ']':
		d.i++
		return false
	}
	return d.fail()
}

// seen marks field bit as read; a field read twice fails.
func (d *fastDec) seen(set *int, bit int) {
	if *set&bit != 0 {
		d.fail()
	}
	*set |= bit
}

// intern returns the string of a short, often repeated value (an event's ID, a calculator, a
// role …) once per reading instead of once per record.
func (d *fastDec) intern() string {
	raw, plain := d.strBytes()
	if d.bad {
		return ""
	}
	if !plain {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			d.fail()
		}
		return s
	}
	if len(raw) > 64 {
		return d.newString(raw)
	}
	if s, ok := d.strs[string(raw)]; ok {
		return s
	}
	if d.strs == nil {
		d.strs = map[string]string{}
	}
	s := string(raw)
	d.strs[s] = s
	return s
}

func (d *fastDec) internOrNull() string {
	if d.null() {
		return ""
	}
	return d.intern()
}

// minute reads a Minute as its UnmarshalText does ("2006-01-02T15:04" between 2000 and 2199).
func (d *fastDec) minute() Minute {
	raw, plain := d.strBytes()
	if d.bad || !plain {
		d.fail()
		return 0
	}
	if m, ok := quickMinute(raw); ok {
		return m
	}
	var m Minute
	if m.UnmarshalText(raw) != nil {
		d.fail()
	}
	return m
}

// quickMinute reads a well-formed time without time.Parse (false: let it read it).
func quickMinute(b []byte) (Minute, bool) {
	if len(b) != 16 || b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' {
		return 0, false
	}
	num := func(i, n int) int {
		v := 0
		for _, c := range b[i : i+n] {
			if c < '0' || c > '9' {
				return -1
			}
			v = v*10 + int(c-'0')
		}
		return v
	}
	y, mo, dd, h, mi := num(0, 4), num(5, 2), num(8, 2), num(11, 2), num(14, 2)
	if y < 2000 || y > 2199 || mo < 1 || mo > 12 || dd < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 {
		return 0, false
	}
	t := time.Date(y, time.Month(mo), dd, h, mi, 0, 0, time.UTC)
	if t.Day() != dd { // past the month's end
		return 0, false
	}
	return MinuteOf(t), true
}

// outs reads a list of outs (null: none).
func (d *fastDec) outs() []Out {
	if d.null() {
		return nil
	}
	d.outBuf = d.outBuf[:0]
	for n := 0; d.elem(n); n++ {
		d.outBuf = append(d.outBuf, Out{})
		if d.null() {
			continue
		}
		o := &d.outBuf[len(d.outBuf)-1]
		set := 0
		for k := 0; ; k++ {
			key, ok := d.key(k)
			if !ok {
				break
			}
			switch string(key) {
			case "role":
				d.seen(&set, 1)
				o.Role = d.internOrNull()
			case "name":
				d.seen(&set, 2)
				o.Name = d.internOrNull()
			case "num":
				d.seen(&set, 4)
				if !d.null() {
					o.Num = d.float()
				}
			case "unit":
				d.seen(&set, 8)
				o.Unit = d.internOrNull()
			case "prec":
				d.seen(&set, 16)
				o.Prec = d.intOrNull()
			case "code":
				d.seen(&set, 32)
				o.Code = d.internOrNull()
			case "bool":
				d.seen(&set, 64)
				if d.null() {
					break
				}
				switch {
				case d.peek() == 't' && d.i+4 <= len(d.b) && string(d.b[d.i:d.i+4]) == "true":
					d.i += 4
					o.Bool = &yes
				case d.peek() == 'f' && d.i+5 <= len(d.b) && string(d.b[d.i:d.i+5]) == "false":
					d.i += 5
					o.Bool = &no
				default:
					d.fail()
				}
			default:
				d.fail()
			}
			if d.bad {
				return nil
			}
		}
		if d.bad {
			return nil
		}
	}
	out := cut(&d.outSlab, len(d.outBuf), &d.slabs)
	copy(out, d.outBuf)
	for i := range out {
		if out[i].Bool != nil { // a pointer of its own, as encoding/json gives
			v := *out[i].Bool
			out[i].Bool = &v
		}
	}
	return out
}

var yes, no = true, false

// strOrNull reads a string, or a null (which leaves the field as it was: empty).
func (d *fastDec) strOrNull() (string, bool) {
	if d.null() {
		return "", true
	}
	return d.str()
}

func (d *fastDec) intOrNull() int {
	if d.null() {
		return 0
	}
	return d.int()
}

// values reads an incident's values, cut from the decoder's slabs.
func (d *fastDec) values() engine.Values {
	if d.null() {
		return nil
	}
	d.intBuf, d.lenBuf = d.intBuf[:0], d.lenBuf[:0]
	for n := 0; d.elem(n); n++ {
		if d.null() {
			d.lenBuf = append(d.lenBuf, -1)
			continue
		}
		c := 0
		for m := 0; d.elem(m); m++ {
			if d.null() {
				d.intBuf = append(d.intBuf, 0)
			} else {
				d.intBuf = append(d.intBuf, d.int64())
			}
			c++
			if d.bad {
				return nil
			}
		}
		d.lenBuf = append(d.lenBuf, c)
		if d.bad {
			return nil
		}
	}
	if d.bad {
		return nil
	}
	ints := cut(&d.intSlab, len(d.intBuf), &d.slabs)
	copy(ints, d.intBuf)
	out := cut(&d.valSlab, len(d.lenBuf), &d.slabs)
	at := 0
	for i, c := range d.lenBuf {
		if c >= 0 {
			out[i] = ints[at : at+c : at+c]
			at += c
		}
	}
	return out
}

// incident reads one incident into in (a zero Incident).
func (d *fastDec) incident(in *Incident) bool {
	set := 0
	for n := 0; ; n++ {
		k, ok := d.key(n)
		if !ok {
			break
		}
		switch string(k) {
		case "event":
			d.seen(&set, fEvent)
			in.Event = d.internOrNull()
		case "number":
			d.seen(&set, fNumber)
			in.Number = d.intOrNull()
		case "time":
			d.seen(&set, fTime)
			if !d.null() {
				in.Time = d.minute()
			}
		case "round":
			d.seen(&set, fRound)
			in.Round = d.intOrNull()
		case "table":
			d.seen(&set, fTable)
			in.Table = d.intOrNull()
		case "board":
			d.seen(&set, fBoard)
			in.Board = d.intOrNull()
		case "game":
			d.seen(&set, fGame)
			in.Game = d.intOrNull()
		case "parties":
			d.seen(&set, fParties)
			if d.null() {
				break
			}
			in.Parties = []PartyRef{}
			for e := 0; d.elem(e); e++ {
				var p PartyRef
				if !d.null() {
					ps := 0
					for m := 0; ; m++ {
						pk, ok := d.key(m)
						if !ok {
							break
						}
						switch string(pk) {
						case "role":
							d.seen(&ps, 1)
							p.Role = d.internOrNull()
						case "number":
							d.seen(&ps, 2)
							p.Number = d.intOrNull()
						default:
							d.fail()
						}
						if d.bad {
							return false
						}
					}
				}
				in.Parties = append(in.Parties, p)
				if d.bad {
					return false
				}
			}
		case "player":
			d.seen(&set, fPlayer)
			in.Player = d.intOrNull()
		case "team":
			d.seen(&set, fTeam)
			in.Team = d.intOrNull()
		case "calculator":
			d.seen(&set, fCalculator)
			in.Calculator = d.internOrNull()
		case "values":
			d.seen(&set, fValues)
			in.Values = d.values()
		case "result":
			d.seen(&set, fResult)
			in.Result = d.outs()
		case "announced":
			d.seen(&set, fAnnounced)
			in.Announced = d.outs()
		case "notes":
			d.seen(&set, fNotes)
			in.Notes, _ = d.strOrNull()
		case "status":
			d.seen(&set, fStatus)
			in.Status = Status(d.internOrNull())
		case "reason":
			d.seen(&set, fReason)
			in.Reason, _ = d.strOrNull()
		case "revoked_at":
			d.seen(&set, fRevokedAt)
			if !d.null() {
				m := d.minute()
				in.RevokedAt = &m
			}
		case "superseded_by":
			d.seen(&set, fSupersededBy)
			in.SupersededBy = d.intOrNull()
		case "supersedes":
			d.seen(&set, fSupersedes)
			in.Supersedes = d.intOrNull()
		case "session":
			d.seen(&set, fSession)
			in.Session = d.intOrNull()
		case "id":
			d.seen(&set, fID)
			in.ID, _ = d.strOrNull()
		case "by":
			d.seen(&set, fBy)
			in.By = d.internOrNull()
		case "revoked_by":
			d.seen(&set, fRevokedBy)
			in.RevokedBy = d.internOrNull()
		case "rev":
			d.seen(&set, fRev)
			in.Rev, _ = d.strOrNull()
		case "revs":
			d.seen(&set, fRevs)
			if d.null() {
				break
			}
			in.Revs = []string{}
			for e := 0; d.elem(e); e++ {
				s, _ := d.strOrNull()
				in.Revs = append(in.Revs, s)
				if d.bad {
					return false
				}
			}
		case "conflicts":
			d.seen(&set, fConflicts)
			if d.null() {
				break
			}
			in.Conflicts = []Incident{}
			for e := 0; d.elem(e); e++ {
				var c Incident
				if !d.null() && !d.incident(&c) {
					return d.fail()
				}
				in.Conflicts = append(in.Conflicts, c)
			}
		case "x":
			d.seen(&set, fExtra)
			d.extra = true
			raw := d.rawValue()
			if d.bad || json.Unmarshal(raw, &in.Extra) != nil {
				return d.fail()
			}
		default:
			return d.fail()
		}
		if d.bad {
			return false
		}
	}
	return !d.bad
}

// fastIncidents reads a JSON array of incidents; ok is false when it gave up (see above).
func fastIncidents(data []byte) (out []Incident, ok bool) {
	out, ok, _ = fastIncidentsX(data)
	return out, ok
}

// fastIncidentsX is fastIncidents, and whether an incident had fields of a newer version.
func fastIncidentsX(data []byte) (out []Incident, ok, extra bool) {
	d := &fastDec{b: data}
	out, ok = d.incidents()
	d.ws()
	if !ok || d.i != len(d.b) {
		return nil, false, false
	}
	return out, true, d.extra
}

// incidents reads an array of incidents (or null) from where d is; ok false when it is not one
// as this version writes them.
func (d *fastDec) incidents() (out []Incident, ok bool) {
	if d.null() {
		return nil, true
	}
	// about as many incidents as the rest holds (a stored one is some 400 bytes): few copies
	out = make([]Incident, 0, (len(d.b)-d.i)/300+1)
	for n := 0; d.elem(n); n++ {
		out = append(out, Incident{})
		if !d.null() && !d.incident(&out[len(out)-1]) {
			return nil, false
		}
	}
	if d.bad {
		return nil, false
	}
	return out, true
}

// DecodeIncidents reads a JSON array of incidents as json.Unmarshal does (the same result, the
// same errors), faster for the records this version writes (the IndexedDB store reads an
// event's incidents with it).
func DecodeIncidents(data []byte) ([]Incident, error) {
	if out, ok := fastIncidents(data); ok {
		return out, nil
	}
	var out []Incident
	err := json.Unmarshal(data, &out)
	return out, err
}

// fastFile is an export file's four values as fastTop finds them (nil when absent); its
// incidents are read on the way (incs, decoded) when they are as this version writes them.
type fastFile struct {
	format, schema, events, incidents []byte
	incs                              []Incident
	decoded, extra                    bool // incs is incidents read; an incident had fields of a newer version
}

// fastTop splits an export file into its values; ok is false when the top level is anything
// else than an object of the four keys, spelled so, each once. The incidents are read as they
// are met (one pass over the file, not a pass to find their end and another to read them).
func fastTop(data []byte) (f fastFile, ok bool) {
	if slowOnly {
		return fastFile{}, false
	}
	d := &fastDec{b: data}
	for n := 0; ; n++ {
		k, ok := d.key(n)
		if !ok {
			break
		}
		var dst *[]byte
		switch string(k) {
		case "format":
			dst = &f.format
		case "schema":
			dst = &f.schema
		case "events":
			dst = &f.events
		case "incidents":
			dst = &f.incidents
		default:
			return fastFile{}, false
		}
		if *dst != nil {
			return fastFile{}, false
		}
		if dst == &f.incidents {
			d.ws()
			start := d.i
			sub := &fastDec{b: data, i: start}
			if incs, ok := sub.incidents(); ok {
				f.incs, f.decoded, f.extra = incs, true, sub.extra
				d.i = sub.i
				f.incidents = data[start:d.i]
				continue
			}
			d.i = start // not as this version writes them: kept as they are for the slow reading
		}
		*dst = d.rawValue()
		if d.bad {
			return fastFile{}, false
		}
	}
	d.ws()
	return f, !d.bad && d.i == len(d.b)
}

// fastHead reads the file's format and schema from fastTop's values (ok false: read them
// with encoding/json).
func fastHead(format, schema []byte) (string, int, bool) {
	var f string
	var s int
	if format != nil {
		d := &fastDec{b: format}
		if v, ok := d.strOrNull(); ok && !d.bad {
			f = v
		} else {
			return "", 0, false
		}
	}
	if schema != nil {
		d := &fastDec{b: schema}
		s = d.intOrNull()
		if d.bad {
			return "", 0, false
		}
	}
	return f, s, true
}

// fastDoc reads the events (strictly, with encoding/json: they are few) of a file of this
// schema and takes the incidents fastTop read; extra tells that an incident had fields of a
// newer version; ok is false when the file must be read the slow way (also when fastTop could
// not read its incidents: reading them again the same way would fail the same).
func fastDoc(f fastFile) (d Doc, extra, ok bool) {
	if f.incidents != nil && !f.decoded {
		return Doc{}, false, false
	}
	if f.events != nil {
		dec := json.NewDecoder(bytes.NewReader(f.events))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d.Events); err != nil || dec.More() {
			return Doc{}, false, false
		}
	}
	d.Incidents = f.incs
	return d, f.extra, true
}

// decodeIncident is json.Unmarshal(b, &in) for one incident (a zero one), faster when b is
// as this version writes incidents.
func decodeIncident(b []byte) (Incident, error) {
	if !slowOnly {
		d := &fastDec{b: b}
		var in Incident
		if d.incident(&in) {
			d.ws()
			if !d.bad && d.i == len(d.b) {
				return in, nil
			}
		}
	}
	var in Incident
	err := json.Unmarshal(b, &in)
	return in, err
}
