// Package club reads and writes the club file: the one JSON document a club uses to name
// itself, choose the default ruleset and language, and override ruleset parameters (the
// "Ruleset parameters" section of rules-catalogue.md):
//
//	{"format": 1, "club": "BK Novi Sad", "default_ruleset": "nsbk", "default_language": "sr",
//	 "sync_server": "https://couch.club.example",
//	 "overrides": {"nsbk": {"lateness.pct_per_minute": 5}},
//	 "director_keys": {"Ana Kovač": "6kpsY-KcUgq-9VB7Ey7F-ZVHdq6-vnuSQh7qaRRG0iw"}}
//
// Decoding is strict: an unknown or repeated key at any level, a value of the wrong type, a
// ruleset or parameter this build does not know, a value outside the parameter's Min..Max (or
// not whole for an integer parameter), or a file over MaxSize is an *engine.Error naming the
// JSON key path ("overrides.nsbk.lateness.pct_per_minute").
package club

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"sort"
	"strconv"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/engine/couchsync"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// Version is the only format this build reads and writes.
const Version = 1

// MaxSize is the largest club file accepted, in bytes.
const MaxSize = 64 << 10

// MaxName is the longest club name, in characters.
const MaxName = 200

// Languages are the codes default_language accepts.
var Languages = []string{"sr", "hu", "en"}

// File is a decoded club file.
type File struct {
	Club            string
	DefaultRuleset  string // "" = the app's own choice
	DefaultLanguage string // "" = the browser's
	// SyncServer is the CouchDB server the club's directors sync event logs with
	// (couchsync.CheckServer's form; "" = none). The build writes its origin into the site's
	// Content-Security-Policy (dist/_headers), so the app may connect to it.
	SyncServer string
	// Values holds the overrides: ruleset ID → parameter key → value.
	Values map[string]map[string]float64
	// Keys names the club's directors' signing keys: name → public key (link.EncodeKey's
	// form). A receipt signed by one of them says it is signed by that name. A director who
	// lost a phone makes a new key; the club file then lists the new one and drops the old.
	Keys map[string]string
}

// KeyName is the name the file gives the public key key (link.EncodeKey's form), "" when it
// lists no such key.
func (f *File) KeyName(key string) string {
	if f == nil {
		return ""
	}
	for n, k := range f.Keys {
		if k == key {
			return n
		}
	}
	return ""
}

// Overrides returns the file's values for ruleset rs (a copy, nil when none), ready for
// engine.NewParams.
func (f *File) Overrides(rs string) map[string]float64 {
	if f == nil || len(f.Values[rs]) == 0 {
		return nil
	}
	m := make(map[string]float64, len(f.Values[rs]))
	for k, v := range f.Values[rs] {
		m[k] = v
	}
	return m
}

// Change is one parameter the club file sets to a value other than the built-in one.
type Change struct {
	Key     string
	Param   *engine.Param // the ruleset's parameter (label, unit, rule, section)
	Builtin float64       // the value at the ruleset's newest data version
	Value   float64       // the club's
}

// Diff lists what the file changes in ruleset rs, in the ruleset's parameter order. Values
// equal to the built-in ones are left out.
func (f *File) Diff(rs string) []Change {
	r := rulesets.Get(rs)
	if f == nil || r == nil {
		return nil
	}
	var out []Change
	for k, v := range f.Values[rs] {
		p := r.Param(k)
		if p == nil {
			continue
		}
		if b := p.At(r.Version); b != v {
			out = append(out, Change{Key: k, Param: p, Builtin: b, Value: v})
		}
	}
	sort.Slice(out, func(i, j int) bool { return r.ParamIndex(out[i].Key) < r.ParamIndex(out[j].Key) })
	return out
}

// wire is the JSON form written by Encode.
type wire struct {
	Format          int                           `json:"format"`
	Club            string                        `json:"club,omitempty"`
	DefaultRuleset  string                        `json:"default_ruleset,omitempty"`
	DefaultLanguage string                        `json:"default_language,omitempty"`
	SyncServer      string                        `json:"sync_server,omitempty"`
	Overrides       map[string]map[string]float64 `json:"overrides,omitempty"`
	DirectorKeys    map[string]string             `json:"director_keys,omitempty"`
}

// Encode writes f as an indented club file (keys in a fixed order, maps sorted) that Decode
// reads back to an equal File.
func (f *File) Encode() ([]byte, error) {
	b, err := json.MarshalIndent(wire{Version, f.Club, f.DefaultRuleset, f.DefaultLanguage, f.SyncServer, f.Values, f.Keys}, "", "  ")
	if err != nil {
		return nil, engine.Errorf(engine.EINVALID, "club file: %v", err)
	}
	return append(b, '\n'), nil
}

// Decode reads a club file strictly; every error is an *engine.Error naming the key path.
func Decode(b []byte) (*File, error) {
	if len(b) > MaxSize {
		return nil, fail("", "club.err.size", msg.A("max", MaxSize/1024))
	}
	if !utf8.Valid(b) {
		return nil, fail("", "club.err.syntax")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	p := &parser{dec: d}
	f := &File{}
	sawFormat := false
	err := p.object("", func(key, path string) *engine.Error {
		switch key {
		case "format":
			n, err := p.number(path)
			if err != nil {
				return err
			}
			if n != math.Trunc(n) || n < 1 {
				return fail(path, "club.err.format", msg.A("version", Version))
			}
			if n != Version {
				e := fail(path, "club.err.format", msg.A("version", Version))
				e.Code = engine.EUNSUPPORTED
				return e
			}
			sawFormat = true
		case "club":
			s, err := p.str(path)
			if err != nil {
				return err
			}
			if utf8.RuneCountInString(s) > MaxName {
				return fail(path, "club.err.long", msg.A("max", MaxName))
			}
			f.Club = s
		case "default_ruleset":
			s, err := p.str(path)
			if err != nil {
				return err
			}
			if !regulation(s) {
				return fail(path, "club.err.ruleset", msg.A("value", s))
			}
			f.DefaultRuleset = s
		case "default_language":
			s, err := p.str(path)
			if err != nil {
				return err
			}
			ok := false
			for _, l := range Languages {
				ok = ok || s == l
			}
			if !ok {
				return fail(path, "club.err.language", msg.A("value", s), msg.A("options", "sr, hu, en"))
			}
			f.DefaultLanguage = s
		case "sync_server":
			s, err := p.str(path)
			if err != nil {
				return err
			}
			v, cerr := couchsync.CheckServer(path, s)
			if cerr != nil {
				return fail(path, "club.err.sync")
			}
			f.SyncServer = v
		case "overrides":
			f.Values = map[string]map[string]float64{}
			return p.object(path, func(rsID, rsPath string) *engine.Error {
				rs := rulesets.Get(rsID)
				if rs == nil {
					return fail(rsPath, "club.err.ruleset", msg.A("value", rsID))
				}
				vals := map[string]float64{}
				f.Values[rsID] = vals
				return p.object(rsPath, func(key, path string) *engine.Error {
					par := rs.Param(key)
					if par == nil {
						return fail(path, "club.err.param", msg.A("value", key), msg.A("ruleset", rsID))
					}
					v, err := p.number(path)
					if err != nil {
						return err
					}
					if v < par.Min || v > par.Max {
						return fail(path, "club.err.range", msg.A("min", par.Min), msg.A("max", par.Max))
					}
					if par.Integer && v != math.Trunc(v) {
						return fail(path, "club.err.whole", msg.A("min", par.Min), msg.A("max", par.Max))
					}
					vals[key] = v
					return nil
				})
			})
		case "director_keys":
			f.Keys = map[string]string{}
			names := map[string]string{} // key → the name that has it
			return p.object(path, func(name, kp string) *engine.Error {
				if name == "" || utf8.RuneCountInString(name) > MaxName {
					return fail(kp, "club.err.long", msg.A("max", MaxName))
				}
				s, err := p.str(kp)
				if err != nil {
					return err
				}
				if _, ok := link.ParseKey(s); !ok {
					return fail(kp, "club.err.signkey")
				}
				if other, ok := names[s]; ok {
					return fail(kp, "club.err.signkey.twice", msg.A("name", other))
				}
				names[s] = name
				f.Keys[name] = s
				return nil
			})
		default:
			return fail(path, "club.err.key")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if _, e := d.Token(); !errors.Is(e, io.EOF) {
		return nil, fail("", "club.err.syntax")
	}
	if !sawFormat {
		return nil, fail("format", "club.err.format", msg.A("version", Version))
	}
	if len(f.Values) == 0 {
		f.Values = nil
	}
	if len(f.Keys) == 0 {
		f.Keys = nil
	}
	return f, nil
}

// regulation reports whether id is one of the regulation rulesets (the default ruleset is
// never the scoring tools).
func regulation(id string) bool {
	for _, r := range rulesets.All() {
		if r.ID == id {
			return true
		}
	}
	return false
}

func fail(path, key string, args ...msg.Arg) *engine.Error {
	if path == "" {
		path = "club"
	}
	return &engine.Error{Code: engine.EINVALID, Field: path, Key: key,
		Args: append([]msg.Arg{msg.A("path", path)}, args...)}
}

// parser walks the JSON tokens, so that repeated keys and the path of every error are known.
type parser struct{ dec *json.Decoder }

func (p *parser) token(path string) (json.Token, *engine.Error) {
	t, err := p.dec.Token()
	if err != nil {
		return nil, fail(path, "club.err.syntax")
	}
	return t, nil
}

// object reads an object at path, calling each for every key with the key's path.
func (p *parser) object(path string, each func(key, path string) *engine.Error) *engine.Error {
	t, err := p.token(path)
	if err != nil {
		return err
	}
	if d, ok := t.(json.Delim); !ok || d != '{' {
		return fail(path, "club.err.type", msg.A("want", msg.Ref("club.type.object")))
	}
	seen := map[string]bool{}
	for p.dec.More() {
		t, err := p.token(path)
		if err != nil {
			return err
		}
		key, ok := t.(string)
		if !ok {
			return fail(path, "club.err.syntax")
		}
		kp := key
		if path != "" {
			kp = path + "." + key
		}
		if seen[key] {
			return fail(kp, "club.err.duplicate")
		}
		seen[key] = true
		if err := each(key, kp); err != nil {
			return err
		}
	}
	t, err = p.token(path)
	if err != nil {
		return err
	}
	if d, ok := t.(json.Delim); !ok || d != '}' {
		return fail(path, "club.err.syntax")
	}
	return nil
}

func (p *parser) str(path string) (string, *engine.Error) {
	t, err := p.token(path)
	if err != nil {
		return "", err
	}
	s, ok := t.(string)
	if !ok {
		return "", p.wrong(t, path, "club.type.string")
	}
	return s, nil
}

func (p *parser) number(path string) (float64, *engine.Error) {
	t, err := p.token(path)
	if err != nil {
		return 0, err
	}
	n, ok := t.(json.Number)
	if !ok {
		return 0, p.wrong(t, path, "club.type.number")
	}
	v, perr := strconv.ParseFloat(n.String(), 64)
	if perr != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, fail(path, "club.err.type", msg.A("want", msg.Ref("club.type.number")))
	}
	return v, nil
}

// wrong reports a value of the wrong type; a structural token is a syntax error when it does not
// open a value.
func (p *parser) wrong(t json.Token, path, want string) *engine.Error {
	if d, ok := t.(json.Delim); ok && (d == '}' || d == ']') {
		return fail(path, "club.err.syntax")
	}
	return fail(path, "club.err.type", msg.A("want", msg.Ref(want)))
}
