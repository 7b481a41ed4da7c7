package eventlog

import "encoding/json"

// clone deep-copies a record, so that callers never share slices, maps or pointers with the
// store. Events and incidents are copied field by field (a copy through JSON took a third of a
// 10,000-incident import); the copy is what the JSON round trip gives — an empty list of an
// omitempty field becomes nil, others keep nil or empty as they were — and
// TestCloneAsJSON holds it to that for every field.
func clone[T any](v T) T {
	switch x := any(v).(type) {
	case Event:
		return any(cloneEvent(x)).(T)
	case Incident:
		return any(cloneIncident(x)).(T)
	}
	return jsonClone(v)
}

// jsonClone deep-copies v through its JSON form.
func jsonClone[T any](v T) T {
	b, err := json.Marshal(v)
	if err != nil {
		panic("eventlog: " + err.Error())
	}
	var out T
	if err := json.Unmarshal(b, &out); err != nil {
		panic("eventlog: " + err.Error())
	}
	return out
}

// CloneEvent is a deep copy of e: nothing of it is shared with e (a store keeps one and hands
// out copies).
func CloneEvent(e Event) Event { return cloneEvent(e) }

func cloneEvent(e Event) Event {
	out := e
	out.Club = nil
	if len(e.Club) > 0 {
		out.Club = make(map[string]float64, len(e.Club))
		for k, v := range e.Club {
			out.Club[k] = v
		}
	}
	out.Participants = copyOmit(e.Participants)
	out.Players = copyOmit(e.Players)
	out.Directors = copyOmit(e.Directors)
	out.Extra = cloneExtra(e.Extra)
	out.Revs = copyOmit(e.Revs)
	out.Conflicts = nil
	for _, c := range e.Conflicts {
		out.Conflicts = append(out.Conflicts, cloneEvent(c))
	}
	return out
}

func cloneIncident(in Incident) Incident {
	out := in
	out.Parties = copyOmit(in.Parties)
	if in.Values != nil {
		out.Values = make([][]int64, len(in.Values))
		for i, v := range in.Values {
			if v != nil {
				out.Values[i] = append(make([]int64, 0, len(v)), v...)
			}
		}
	}
	out.Result = cloneOuts(in.Result)
	out.Announced = nil
	if len(in.Announced) > 0 {
		out.Announced = cloneOuts(in.Announced)
	}
	if in.RevokedAt != nil {
		m := *in.RevokedAt
		out.RevokedAt = &m
	}
	out.Revs = copyOmit(in.Revs)
	out.Extra = cloneExtra(in.Extra)
	out.Conflicts = nil
	for _, c := range in.Conflicts {
		out.Conflicts = append(out.Conflicts, cloneIncident(c))
	}
	return out
}

// copyOmit copies a list of an omitempty field: empty is nil.
func copyOmit[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

func cloneOuts(s []Out) []Out {
	if s == nil {
		return nil
	}
	out := append(make([]Out, 0, len(s)), s...)
	for i := range out {
		if b := out[i].Bool; b != nil {
			v := *b
			out[i].Bool = &v
		}
	}
	return out
}

func cloneExtra(x map[string]json.RawMessage) map[string]json.RawMessage {
	if len(x) == 0 {
		return nil
	}
	out := make(map[string]json.RawMessage, len(x))
	for k, v := range x {
		out[k] = append(json.RawMessage(nil), v...)
	}
	return out
}
