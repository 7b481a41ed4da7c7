package eventlog

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync"
)

// Fields from a newer version. A record may carry fields this version does not know (a newer
// version appended them, MODEL.md): Parse keeps them, unread, in the record's Extra, stored and
// exported under the key "x", so a file passed through this version loses nothing. A version
// that knows such a field reads it from "x" too (it was written there by an older one).
const (
	maxExtra      = 32       // fields kept per record
	maxExtraBytes = 16 << 10 // bytes kept per record
)

var knownKeys = sync.OnceValue(func() map[reflect.Type]map[string]bool {
	out := map[reflect.Type]map[string]bool{}
	for _, t := range []reflect.Type{reflect.TypeOf(Event{}), reflect.TypeOf(Incident{})} {
		m := map[string]bool{}
		for i := 0; i < t.NumField(); i++ {
			if tag := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]; tag != "" && tag != "-" {
				m[tag] = true
			}
		}
		out[t] = m
	}
	return out
})

// decodeRecord reads one record into dst: the fields it knows strictly, the others into extra.
func decodeRecord(raw json.RawMessage, dst any, extra *map[string]json.RawMessage) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err == nil {
		return nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return err
	}
	return DecodeFields(fields, dst, extra)
}

// DecodeFields reads a record's fields (an *Event or *Incident in dst) the way Parse does: the
// fields this version knows strictly, the others (a newer version's) into extra, within the
// limits a record keeps. fields loses the ones kept in extra. (engine/couchsync reads documents
// with it.)
func DecodeFields(fields map[string]json.RawMessage, dst any, extra *map[string]json.RawMessage) error {
	known := knownKeys()[reflect.TypeOf(dst).Elem()]
	kept := map[string]json.RawMessage{}
	size := 0
	for k, v := range fields {
		if known[k] {
			continue
		}
		size += len(k) + len(v)
		if len(kept) >= maxExtra || size > maxExtraBytes {
			return errors.New("too many fields this version does not know")
		}
		kept[k] = v
		delete(fields, k)
	}
	b, _ := json.Marshal(fields)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return err
	}
	if len(kept) > 0 {
		if *extra == nil {
			*extra = map[string]json.RawMessage{}
		}
		for k, v := range kept {
			if _, ok := (*extra)[k]; !ok {
				(*extra)[k] = v
			}
		}
	}
	return nil
}
