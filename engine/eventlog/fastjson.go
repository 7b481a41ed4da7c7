package eventlog

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf8"

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
		return string(raw), true
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
	if d.peek() != '"' {
		d.fail()
		return nil, false
	}
	start := d.i
	d.i++
	plain, ascii := true, true
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			if !ascii && plain && !utf8.Valid(d.b[start+1:d.i-1]) {
				plain = false
			}
			if plain {
				return d.b[start+1 : d.i-1], true
			}
			return d.b[start:d.i], false
		case c == '\\':
			plain = false
			d.i += 2
			continue
		case c < 0x20:
			d.fail()
			return nil, false
		case c >= 0x80:
			ascii = false
		}
		d.i++
	}
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

// object reads an object, calling field for each key (its value next); a key seen twice fails.
func (d *fastDec) object(field func(key []byte) bool) bool {
	if !d.eat('{') {
		return false
	}
	if d.peek() == '}' {
		d.i++
		return true
	}
	for {
		key, plain := d.strBytes()
		if d.bad || !plain || !d.eat(':') {
			return d.fail()
		}
		if !field(key) || d.bad {
			return d.fail()
		}
		switch d.peek() {
		case ',':
			d.i++
		case '}':
			d.i++
			return true
		default:
			return d.fail()
		}
	}
}

// array reads an array, calling elem for each element.
func (d *fastDec) array(elem func() bool) bool {
	if !d.eat('[') {
		return false
	}
	if d.peek() == ']' {
		d.i++
		return true
	}
	for {
		if !elem() || d.bad {
			return d.fail()
		}
		switch d.peek() {
		case ',':
			d.i++
		case ']':
			d.i++
			return true
		default:
			return d.fail()
		}
	}
}

// rawValue returns the bytes of the next value (for Extra, read by encoding/json).
func (d *fastDec) rawValue() []byte {
	d.ws()
	start := d.i
	depth := 0
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case '"':
			d.strBytes()
			if d.bad {
				return nil
			}
			if depth == 0 {
				return d.b[start:d.i]
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return d.literal(start)
			}
			depth--
			if depth == 0 {
				d.i++
				return d.b[start:d.i]
			}
		case ',', ':', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return d.literal(start)
			}
		}
		d.i++
	}
	if depth != 0 {
		d.fail()
		return nil
	}
	return d.literal(start)
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

// minute reads a Minute as its UnmarshalText does.
func (d *fastDec) minute() Minute {
	raw, plain := d.strBytes()
	if d.bad || !plain {
		d.fail()
		return 0
	}
	var m Minute
	if m.UnmarshalText(raw) != nil {
		d.fail()
	}
	return m
}

func (d *fastDec) outs() []Out {
	var out []Out
	if d.null() {
		return nil
	}
	out = []Out{}
	d.array(func() bool {
		var o Out
		if d.null() {
			out = append(out, o)
			return true
		}
		var seen int
		ok := d.object(func(k []byte) bool {
			bit := 0
			switch string(k) {
			case "role":
				bit = 1
				o.Role, _ = d.strOrNull()
			case "name":
				bit = 2
				o.Name, _ = d.strOrNull()
			case "num":
				bit = 4
				if !d.null() {
					o.Num = d.float()
				}
			case "unit":
				bit = 8
				o.Unit, _ = d.strOrNull()
			case "prec":
				bit = 16
				if !d.null() {
					o.Prec = d.int()
				}
			case "code":
				bit = 32
				o.Code, _ = d.strOrNull()
			case "bool":
				bit = 64
				if !d.null() {
					var v bool
					switch {
					case d.peek() == 't' && d.i+4 <= len(d.b) && string(d.b[d.i:d.i+4]) == "true":
						v, d.i = true, d.i+4
					case d.peek() == 'f' && d.i+5 <= len(d.b) && string(d.b[d.i:d.i+5]) == "false":
						d.i += 5
					default:
						return d.fail()
					}
					o.Bool = &v
				}
			default:
				return d.fail()
			}
			if seen&bit != 0 {
				return d.fail()
			}
			seen |= bit
			return !d.bad
		})
		out = append(out, o)
		return ok
	})
	return out
}

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

// incident reads one incident into in (a zero Incident).
func (d *fastDec) incident(in *Incident) bool {
	var seen int
	return d.object(func(k []byte) bool {
		var bit int
		switch string(k) {
		case "event":
			bit = fEvent
			in.Event, _ = d.strOrNull()
		case "number":
			bit = fNumber
			in.Number = d.intOrNull()
		case "time":
			bit = fTime
			if !d.null() {
				in.Time = d.minute()
			}
		case "round":
			bit = fRound
			in.Round = d.intOrNull()
		case "table":
			bit = fTable
			in.Table = d.intOrNull()
		case "board":
			bit = fBoard
			in.Board = d.intOrNull()
		case "game":
			bit = fGame
			in.Game = d.intOrNull()
		case "parties":
			bit = fParties
			if d.null() {
				break
			}
			in.Parties = []PartyRef{}
			d.array(func() bool {
				var p PartyRef
				if d.null() {
					in.Parties = append(in.Parties, p)
					return true
				}
				var ps int
				ok := d.object(func(k []byte) bool {
					switch string(k) {
					case "role":
						if ps&1 != 0 {
							return d.fail()
						}
						ps |= 1
						p.Role, _ = d.strOrNull()
					case "number":
						if ps&2 != 0 {
							return d.fail()
						}
						ps |= 2
						p.Number = d.intOrNull()
					default:
						return d.fail()
					}
					return !d.bad
				})
				in.Parties = append(in.Parties, p)
				return ok
			})
		case "player":
			bit = fPlayer
			in.Player = d.intOrNull()
		case "team":
			bit = fTeam
			in.Team = d.intOrNull()
		case "calculator":
			bit = fCalculator
			in.Calculator, _ = d.strOrNull()
		case "values":
			bit = fValues
			if d.null() {
				break
			}
			in.Values = engine.Values{}
			d.array(func() bool {
				if d.null() {
					in.Values = append(in.Values, nil)
					return true
				}
				v := []int64{}
				ok := d.array(func() bool {
					if d.null() {
						v = append(v, 0)
						return true
					}
					v = append(v, d.int64())
					return !d.bad
				})
				in.Values = append(in.Values, v)
				return ok
			})
		case "result":
			bit = fResult
			in.Result = d.outs()
		case "announced":
			bit = fAnnounced
			in.Announced = d.outs()
		case "notes":
			bit = fNotes
			in.Notes, _ = d.strOrNull()
		case "status":
			bit = fStatus
			s, _ := d.strOrNull()
			in.Status = Status(s)
		case "reason":
			bit = fReason
			in.Reason, _ = d.strOrNull()
		case "revoked_at":
			bit = fRevokedAt
			if !d.null() {
				m := d.minute()
				in.RevokedAt = &m
			}
		case "superseded_by":
			bit = fSupersededBy
			in.SupersededBy = d.intOrNull()
		case "supersedes":
			bit = fSupersedes
			in.Supersedes = d.intOrNull()
		case "session":
			bit = fSession
			in.Session = d.intOrNull()
		case "id":
			bit = fID
			in.ID, _ = d.strOrNull()
		case "by":
			bit = fBy
			in.By, _ = d.strOrNull()
		case "revoked_by":
			bit = fRevokedBy
			in.RevokedBy, _ = d.strOrNull()
		case "rev":
			bit = fRev
			in.Rev, _ = d.strOrNull()
		case "revs":
			bit = fRevs
			if d.null() {
				break
			}
			in.Revs = []string{}
			d.array(func() bool {
				s, ok := d.strOrNull()
				in.Revs = append(in.Revs, s)
				return ok
			})
		case "conflicts":
			bit = fConflicts
			if d.null() {
				break
			}
			in.Conflicts = []Incident{}
			d.array(func() bool {
				var c Incident
				if !d.null() && !d.incident(&c) {
					return false
				}
				in.Conflicts = append(in.Conflicts, c)
				return true
			})
		case "x":
			bit = fExtra
			raw := d.rawValue()
			if d.bad || json.Unmarshal(raw, &in.Extra) != nil {
				return d.fail()
			}
		default:
			return d.fail()
		}
		if seen&bit != 0 {
			return d.fail()
		}
		seen |= bit
		return !d.bad
	})
}

// fastIncidents reads a JSON array of incidents; ok is false when it gave up (see above).
func fastIncidents(data []byte) (out []Incident, ok bool) {
	d := &fastDec{b: data}
	if d.null() {
		d.ws()
		return nil, d.i == len(d.b)
	}
	out = []Incident{}
	d.array(func() bool {
		out = append(out, Incident{})
		if d.null() {
			return true
		}
		return d.incident(&out[len(out)-1])
	})
	d.ws()
	if d.bad || d.i != len(d.b) {
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

// fastTop splits an export file into its four values (nil when absent); ok is false when the
// top level is anything else than an object of those keys, spelled so, each once.
func fastTop(data []byte) (format, schema, events, incidents []byte, ok bool) {
	if slowOnly {
		return nil, nil, nil, nil, false
	}
	d := &fastDec{b: data}
	d.object(func(k []byte) bool {
		var dst *[]byte
		switch string(k) {
		case "format":
			dst = &format
		case "schema":
			dst = &schema
		case "events":
			dst = &events
		case "incidents":
			dst = &incidents
		default:
			return d.fail()
		}
		if *dst != nil {
			return d.fail()
		}
		*dst = d.rawValue()
		return !d.bad
	})
	d.ws()
	return format, schema, events, incidents, !d.bad && d.i == len(d.b)
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

// fastDoc reads the events (strictly, with encoding/json: they are few) and the incidents
// (fastIncidents) of a file of this schema; ok is false when the file must be read the slow way.
func fastDoc(events, incidents []byte) (Doc, bool) {
	var d Doc
	if events != nil {
		dec := json.NewDecoder(bytes.NewReader(events))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d.Events); err != nil || dec.More() {
			return Doc{}, false
		}
	}
	if incidents != nil {
		is, ok := fastIncidents(incidents)
		if !ok {
			return Doc{}, false
		}
		d.Incidents = is
	}
	return d, true
}
