package pbn

import (
	"bytes"
	"encoding/csv"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/eventlog"
	"arbiter/engine/eventlog/eventlogtest"
	"arbiter/engine/internal/fill"
	"arbiter/engine/msg"
)

// place is where a field of the log goes in the exports: csv, the column (its English header);
// pbn, the commentary's line ("Time") or the first line of the ruling ("ruling"), or a tag
// ("[Event]"); key, that its value finds what is written (a director's ID: their name), not
// itself. Or not, why it is not exported.
type place struct {
	csv, pbn string
	key      bool
	not      string
}

// exported names, for every field (generic path) of an incident and of its event, where the
// CSV and the PBN export write it, or why they do not. A path ending in "*" names every path
// it begins. TestExportEveryField fails for a field missing here.
var exported = map[string]place{
	"Incident.Event":            {not: "selects the event's rulings: an export is of one event"},
	"Incident.Number":           {csv: "Incident", pbn: "ruling"},
	"Incident.Time":             {csv: "Time", pbn: "Time"},
	"Incident.Round":            {csv: "Round", pbn: "Round"},
	"Incident.Table":            {csv: "Table", pbn: "Table"},
	"Incident.Board":            {csv: "Board", pbn: "[Board]"},
	"Incident.Game":             {csv: "Game", pbn: "Game"},
	"Incident.Session":          {csv: "Session", pbn: "Session"},
	"Incident.Parties[].Role":   {csv: "Pairs or teams", pbn: "Parties"},
	"Incident.Parties[].Number": {csv: "Pairs or teams", pbn: "Parties"},
	"Incident.Player":           {csv: "Pairs or teams", pbn: "Player"},
	"Incident.Team":             {csv: "Pairs or teams", pbn: "Player"},
	"Incident.Calculator":       {csv: "Calculator", pbn: "Calculator"},
	"Incident.Values[][]":       {not: "the calculator's inputs: the exports give the ruling's result, the log keeps its inputs"},
	"Incident.Result[]*":        {csv: "Adjusted score or penalty", pbn: "Adjusted"}, // when no result was announced
	"Incident.Announced[]*":     {csv: "Adjusted score or penalty", pbn: "Adjusted"},
	"Incident.Notes":            {csv: "Notes", pbn: "Notes"},
	"Incident.Status":           {not: "selects the rulings in force: a revoked one is not exported"},
	"Incident.Reason":           {not: "of a revocation: only rulings in force are exported"},
	"Incident.RevokedAt":        {not: "of a revocation: only rulings in force are exported"},
	"Incident.RevokedBy":        {not: "of a revocation: only rulings in force are exported"},
	"Incident.SupersededBy":     {not: "of a revocation: only rulings in force are exported"},
	"Incident.Supersedes":       {not: "the ruling it re-rules is revoked, so not exported either"},
	"Incident.ID":               {not: "the record's identity in the log; the label names the ruling"},
	"Incident.By":               {csv: "Director", pbn: "Director", key: true},
	"Incident.Rev":              {not: "the record's version, a thing of the log"},
	"Incident.Revs[]":           {not: "the record's version, a thing of the log"},
	"Incident.Conflicts[]*":     {not: "versions waiting for a person's choice; the exports write the one in force"},
	"Incident.Extra[]":          {not: "a newer version's fields: this version does not know what they say"},

	"Event.ID":                    {not: "names the event in the log; the exports name it by its name"},
	"Event.Name":                  {pbn: "[Event]"},
	"Event.Date":                  {pbn: "[Date]"},
	"Event.Ruleset":               {not: "finds the rule IDs of the Rule column through the calculator (TestCSV, with rulesets.Get)"},
	"Event.DataVersion":           {not: "the event's settings, not a ruling"},
	"Event.Club[]":                {not: "the event's settings, not a ruling"},
	"Event.Kind":                  {not: "the event's settings, not a ruling"},
	"Event.Form":                  {not: "the event's settings, not a ruling"},
	"Event.Top":                   {not: "the event's settings, not a ruling"},
	"Event.Boards":                {not: "the event's settings, not a ruling"},
	"Event.Participants[].Number": {csv: "Pairs or teams", pbn: "Parties", key: true},
	"Event.Participants[].Name":   {csv: "Pairs or teams", pbn: "Parties"},
	"Event.Players[].ID":          {csv: "Pairs or teams", key: true},
	"Event.Players[].Name":        {csv: "Pairs or teams"},
	"Event.Players[].Team":        {not: "the incident's Team is written"},
	"Event.Directors[].ID":        {csv: "Director", pbn: "Director", key: true},
	"Event.Directors[].Name":      {csv: "Director", pbn: "Director"},
	"Event.Directors[].Series":    {not: "the ruling's label carries the series (Incident.Number)"},
	"Event.Rev":                   {not: "the record's version, a thing of the log"},
	"Event.Revs[]":                {not: "the record's version, a thing of the log"},
	"Event.Conflicts[]*":          {not: "versions waiting for a person's choice; the exports write the one in force"},
	"Event.Extra[]":               {not: "a newer version's fields: this version does not know what they say"},
}

// placeOf finds the table's entry of a generic path.
func placeOf(path string) (place, bool) {
	if p, ok := exported[path]; ok {
		return p, true
	}
	for k, p := range exported {
		if strings.HasSuffix(k, "*") && strings.HasPrefix(path, strings.TrimSuffix(k, "*")) {
			return p, true
		}
	}
	return place{}, false
}

// fieldsLog is a filled event and one of its incidents in force, bound to each other: its
// parties, player and team the event's, its director the event's.
func fieldsLog(t *testing.T) (eventlog.Event, eventlog.Incident) {
	t.Helper()
	e, in, err := eventlogtest.Records(
		fill.Path("*.Status", func(n int) any { return eventlog.Active }),
		fill.Path("*.Prec", func(n int) any { return n%3 + 1 }),
	)
	if err != nil {
		t.Fatal(err)
	}
	// the event's lists hold what the ruling names (an entry it does not name is not written)
	e.Players, e.Directors = e.Players[:1], e.Directors[:1]
	in.Event = e.ID
	for i := range in.Parties {
		in.Parties[i].Number = e.Participants[i].Number
	}
	in.Player, in.Team, in.By = e.Players[0].ID, e.Participants[1].Number, e.Directors[0].ID
	return e, in
}

// outShape makes the out a concrete path of Result or Announced names of the shape that shows
// that field: a number (Num, Unit, Prec), a code (Code) or a yes/no (Bool), and drops the
// announced result when the path is of the computed one (the announced one is in force).
func outShape(in *eventlog.Incident, path string) {
	outs := &in.Announced
	if strings.HasPrefix(path, "Result[") {
		outs = &in.Result
		in.Announced = nil
	}
	i := strings.IndexByte(path, '[')
	j := strings.IndexByte(path, ']')
	if i < 0 || j < 0 {
		return
	}
	k := 0
	for _, c := range path[i+1 : j] {
		k = k*10 + int(c-'0')
	}
	if k >= len(*outs) {
		return
	}
	o := &(*outs)[k]
	switch field := path[j+2:]; field {
	case "Num", "Unit", "Prec":
		o.Code, o.Bool = "", nil
	case "Code":
		o.Bool = nil
	}
}

// exports writes e and in as CSV (its header and the ruling's row) and as PBN.
func exports(t *testing.T, e eventlog.Event, in eventlog.Incident) (map[string]string, string) {
	t.Helper()
	o := ExportOptions{Lang: msg.EN}
	data := CSV(&e, []eventlog.Incident{in}, o)
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte(bom)))).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("CSV: %d rows, %v:\n%s", len(rows), err, data)
	}
	cells := map[string]string{}
	for i, h := range rows[0] {
		cells[h] = rows[1][i]
	}
	return cells, string(Write(&e, []eventlog.Incident{in}, nil, o))
}

// pbnPlace is what the PBN file writes at place p: a tag's value, the ruling's first line, or
// the commentary's line p.
func pbnPlace(file, p string) (string, bool) {
	switch {
	case strings.HasPrefix(p, "["):
		i := strings.Index(file, p[:len(p)-1]+` "`)
		if i < 0 {
			return "", false
		}
		line, _, _ := strings.Cut(file[i:], "\r\n")
		return line, true
	case p == "ruling":
		i := strings.Index(file, "{"+commentPrefix)
		if i < 0 {
			return "", false
		}
		line, _, _ := strings.Cut(file[i:], "\r\n")
		return line, true
	}
	i := strings.Index(file, "\r\n"+p+": ")
	if i < 0 {
		return "", false
	}
	line, _, _ := strings.Cut(file[i+2:], "\r\n")
	return line, true
}

// The CSV and the PBN export write every field of a ruling and of its event that the table
// says they write — each with its value, and another value when the field changes — and the
// table names every field.
func TestExportEveryField(t *testing.T) {
	e, in := fieldsLog(t)
	seen := map[string]bool{}
	// change gives the records to write for path p: shaped for it (outShape), and with p changed
	// when apply
	check := func(kind string, paths []string, change func(p string, apply bool) (eventlog.Event, eventlog.Incident, error)) {
		for _, p := range paths {
			g := kind + "." + fill.Generic(p)
			pl, ok := placeOf(g)
			if !ok {
				if !seen[g] {
					t.Errorf("%s is not in the table of exported fields: say where the CSV and the PBN export write it, or why they do not (and write it)", g)
				}
				seen[g] = true
				continue
			}
			seen[g] = true
			if pl.not != "" {
				continue
			}
			e0, in0, _ := change(p, false)
			e1, in1, err := change(p, true)
			if err != nil {
				t.Fatalf("%s: %v", g, err)
			}
			cells0, pbn0 := exports(t, e0, in0)
			cells1, pbn1 := exports(t, e1, in1)
			if pl.csv != "" {
				c0, ok := cells0[pl.csv]
				if !ok {
					t.Errorf("%s.%s: the CSV has no column %q (CSV drops it)", kind, p, pl.csv)
				} else if c0 == cells1[pl.csv] {
					t.Errorf("%s.%s changed, the CSV's %q did not: %q (CSV drops it)", kind, p, pl.csv, c0)
				}
				if v, ok := leafText(kind, e0, in0, p); ok && !pl.key && !strings.Contains(c0, v) {
					t.Errorf("%s.%s = %q: not in the CSV's %q: %q", kind, p, v, pl.csv, c0)
				}
			}
			if pl.pbn != "" {
				l0, ok := pbnPlace(pbn0, pl.pbn)
				l1, _ := pbnPlace(pbn1, pl.pbn)
				if !ok {
					t.Errorf("%s.%s: the PBN file has no %s (Write drops it)", kind, p, pl.pbn)
				} else if l0 == l1 {
					t.Errorf("%s.%s changed, the PBN file's %s did not: %q (Write drops it)", kind, p, pl.pbn, l0)
				}
				if v, ok := leafText(kind, e0, in0, p); ok && !pl.key && !strings.Contains(l0, v) {
					t.Errorf("%s.%s = %q: not in the PBN file's %s: %q", kind, p, v, pl.pbn, l0)
				}
			}
		}
	}
	check("Incident", fill.Leaves(in), func(p string, apply bool) (eventlog.Event, eventlog.Incident, error) {
		c := cloneIncident(in)
		outShape(&c, p)
		if !apply {
			return e, c, nil
		}
		return e, c, fill.Change(&c, p)
	})
	check("Event", fill.Leaves(e), func(p string, apply bool) (eventlog.Event, eventlog.Incident, error) {
		c := eventlog.CloneEvent(e)
		if !apply {
			return c, in, nil
		}
		return c, in, fill.Change(&c, p)
	})
	for k := range exported {
		if !seen[k] && !strings.HasSuffix(k, "*") {
			t.Errorf("the table names %s, which is no field", k)
		}
	}
}

// leafText is the text of a string leaf (the filled strings are unique: "s17"), which the
// export writes as it is; false for other kinds (a number or a time is written in its form).
func leafText(kind string, e eventlog.Event, in eventlog.Incident, p string) (string, bool) {
	var v reflect.Value
	if kind == "Event" {
		v = reflect.ValueOf(e)
	} else {
		v = reflect.ValueOf(in)
	}
	for _, seg := range strings.Split(strings.NewReplacer("[", ".[").Replace(p), ".") {
		for v.Kind() == reflect.Pointer {
			v = v.Elem()
		}
		switch {
		case seg == "":
		case strings.HasPrefix(seg, "["):
			if v.Kind() != reflect.Slice {
				return "", false
			}
			k := 0
			for _, c := range seg[1 : len(seg)-1] {
				k = k*10 + int(c-'0')
			}
			v = v.Index(k)
		default:
			v = v.FieldByName(seg)
		}
	}
	if v.Kind() != reflect.String {
		return "", false
	}
	return v.String(), true
}

// cloneIncident is a deep copy (through JSON: every field).
func cloneIncident(in eventlog.Incident) eventlog.Incident {
	b := eventlog.MarshalIncident(&in)
	out, err := eventlog.DecodeIncidents(append(append([]byte{'['}, b...), ']'))
	if err != nil || len(out) != 1 {
		panic(err)
	}
	return out[0]
}

// ReadRulings reads back every field of a ruling Write wrote (Session and Game included).
func TestReadRulingsEveryField(t *testing.T) {
	e, in := fieldsLog(t)
	o := ExportOptions{Lang: msg.EN}
	f, err := Parse(Write(&e, []eventlog.Incident{in}, nil, o))
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadRulings(f)
	if err != nil || len(got) != 1 {
		t.Fatalf("ReadRulings = %d rulings, %v", len(got), err)
	}
	want := Rulings(&e, []eventlog.Incident{in}, o)[0]
	want.Outs = got[0].Outs // the outs as written: their own test (TestWriteReadBack)
	if !reflect.DeepEqual(got[0], want) {
		t.Errorf("ReadRulings = %+v\nwant %+v", got[0], want)
	}
}
