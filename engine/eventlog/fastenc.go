package eventlog

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A faster writing of incidents: the bytes json.Marshal writes (the hash of a version is of
// them, and the browser's store parses them), without reflection. A string that needs an escape,
// a number json.Marshal refuses, fields of a newer version (Extra) are written by encoding/json
// itself; fuzzed against json.Marshal (fastenc_test.go).

// appendIncidentJSON appends json.Marshal(in); false when json.Marshal would fail.
func appendIncidentJSON(b []byte, in *Incident) ([]byte, bool) {
	ok := true
	b = append(b, `{"event":`...)
	b = appendStr(b, in.Event)
	b = append(b, `,"number":`...)
	b = strconv.AppendInt(b, int64(in.Number), 10)
	b = append(b, `,"time":`...)
	b = appendMinute(b, in.Time)
	b = appendOptInt(b, `,"round":`, in.Round)
	b = appendOptInt(b, `,"table":`, in.Table)
	b = appendOptInt(b, `,"board":`, in.Board)
	b = appendOptInt(b, `,"game":`, in.Game)
	if len(in.Parties) > 0 {
		b = append(b, `,"parties":[`...)
		for i, p := range in.Parties {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"role":`...)
			b = appendStr(b, p.Role)
			b = append(b, `,"number":`...)
			b = strconv.AppendInt(b, int64(p.Number), 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = appendOptInt(b, `,"player":`, in.Player)
	b = appendOptInt(b, `,"team":`, in.Team)
	b = append(b, `,"calculator":`...)
	b = appendStr(b, in.Calculator)
	b = append(b, `,"values":`...)
	if in.Values == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, v := range in.Values {
			if i > 0 {
				b = append(b, ',')
			}
			if v == nil {
				b = append(b, "null"...)
				continue
			}
			b = append(b, '[')
			for j, x := range v {
				if j > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(b, x, 10)
			}
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	b = append(b, `,"result":`...)
	if in.Result == nil {
		b = append(b, "null"...)
	} else if b, ok = appendOuts(b, in.Result); !ok {
		return b, false
	}
	if len(in.Announced) > 0 {
		b = append(b, `,"announced":`...)
		if b, ok = appendOuts(b, in.Announced); !ok {
			return b, false
		}
	}
	b = appendOptStr(b, `,"notes":`, in.Notes)
	b = append(b, `,"status":`...)
	b = appendStr(b, string(in.Status))
	b = appendOptStr(b, `,"reason":`, in.Reason)
	if in.RevokedAt != nil {
		b = append(b, `,"revoked_at":`...)
		b = appendMinute(b, *in.RevokedAt)
	}
	b = appendOptInt(b, `,"superseded_by":`, in.SupersededBy)
	b = appendOptInt(b, `,"supersedes":`, in.Supersedes)
	b = appendOptInt(b, `,"session":`, in.Session)
	b = appendOptStr(b, `,"id":`, in.ID)
	b = appendOptStr(b, `,"by":`, in.By)
	b = appendOptStr(b, `,"revoked_by":`, in.RevokedBy)
	b = appendOptStr(b, `,"rev":`, in.Rev)
	if len(in.Revs) > 0 {
		b = append(b, `,"revs":[`...)
		for i, r := range in.Revs {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendStr(b, r)
		}
		b = append(b, ']')
	}
	if len(in.Conflicts) > 0 {
		b = append(b, `,"conflicts":[`...)
		for i := range in.Conflicts {
			if i > 0 {
				b = append(b, ',')
			}
			if b, ok = appendIncidentJSON(b, &in.Conflicts[i]); !ok {
				return b, false
			}
		}
		b = append(b, ']')
	}
	if len(in.Extra) > 0 {
		x, err := json.Marshal(in.Extra)
		if err != nil {
			return b, false
		}
		b = append(b, `,"x":`...)
		b = append(b, x...)
	}
	return append(b, '}'), true
}

func appendOuts(b []byte, outs []Out) ([]byte, bool) {
	b = append(b, '[')
	for i := range outs {
		o := &outs[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"role":`...)
		b = appendStr(b, o.Role)
		b = append(b, `,"name":`...)
		b = appendStr(b, o.Name)
		if o.Num != 0 {
			b = append(b, `,"num":`...)
			var ok bool
			if b, ok = appendFloat(b, o.Num); !ok {
				return b, false
			}
		}
		b = appendOptStr(b, `,"unit":`, o.Unit)
		b = appendOptInt(b, `,"prec":`, o.Prec)
		b = appendOptStr(b, `,"code":`, o.Code)
		if o.Bool != nil {
			if *o.Bool {
				b = append(b, `,"bool":true`...)
			} else {
				b = append(b, `,"bool":false`...)
			}
		}
		b = append(b, '}')
	}
	return append(b, ']'), true
}

func appendOptInt(b []byte, key string, v int) []byte {
	if v == 0 {
		return b
	}
	b = append(b, key...)
	return strconv.AppendInt(b, int64(v), 10)
}

func appendOptStr(b []byte, key, s string) []byte {
	if s == "" {
		return b
	}
	b = append(b, key...)
	return appendStr(b, s)
}

// appendStr appends s as encoding/json does (HTML characters escaped too).
func appendStr(b []byte, s string) []byte {
	nonASCII := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			nonASCII = true
			continue
		}
		if c < 0x20 || c == 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return appendStrSlow(b, s)
		}
	}
	if nonASCII && (!utf8.ValidString(s) || strings.ContainsRune(s, '\u2028') || strings.ContainsRune(s, '\u2029')) {
		return appendStrSlow(b, s)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func appendStrSlow(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

// appendFloat appends f as encoding/json does; false for NaN and the infinities.
func appendFloat(b []byte, f float64) ([]byte, bool) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, false
	}
	abs := math.Abs(f)
	fmt := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmt = 'e'
	}
	b = strconv.AppendFloat(b, f, fmt, -1, 64)
	if fmt == 'e' {
		// clean up e-09 to e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b, true
}

// appendMinute appends m's text ("2006-01-02T15:04") quoted, as its MarshalText gives it.
func appendMinute(b []byte, m Minute) []byte {
	t := m.Time()
	y, mo, d := t.Date()
	h, mi, _ := t.Clock()
	if y < 1000 || y > 9999 {
		return appendStr(b, m.String())
	}
	b = append(b, '"')
	b = strconv.AppendInt(b, int64(y), 10)
	two := func(v int) {
		b = append(b, byte('0'+v/10), byte('0'+v%10))
	}
	b = append(b, '-')
	two(int(mo))
	b = append(b, '-')
	two(d)
	b = append(b, 'T')
	two(h)
	b = append(b, ':')
	two(mi)
	return append(b, '"')
}

// MarshalIncident is json.Marshal(in), written without reflection (the same bytes).
func MarshalIncident(in *Incident) []byte { return incidentJSON(in) }

// incidentJSON is json.Marshal(in).
func incidentJSON(in *Incident) []byte {
	if b, ok := appendIncidentJSON(make([]byte, 0, 512), in); ok {
		return b
	}
	b, _ := json.Marshal(in)
	return b
}

// MarshalIncidents is json.Marshal(incs), faster (the browser's store writes an import's
// incidents with it).
func MarshalIncidents(incs []Incident) ([]byte, error) {
	if incs == nil {
		return []byte("null"), nil
	}
	b := make([]byte, 0, 512*len(incs)+2)
	b = append(b, '[')
	for i := range incs {
		if i > 0 {
			b = append(b, ',')
		}
		var ok bool
		if b, ok = appendIncidentJSON(b, &incs[i]); !ok {
			return json.Marshal(incs)
		}
	}
	return append(b, ']'), nil
}
