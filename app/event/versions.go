package event

import (
	"strconv"
	"strings"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/ruling"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// versionsTable is one record's versions, one row each (a card each on a phone): the fields
// that differ, and "Keep this version". The first version is the one the log shows now.
func versionsTable(l msg.Lang, id string, labels []string, rows [][]string, busy bool, keep func(i int) app.EventHandler) app.UI {
	head := []app.UI{view.Th("col", msg.T(l, "app.dir.version.col"))}
	for _, lb := range labels {
		head = append(head, view.Th("col", lb))
	}
	head = append(head, view.Tx("td", ""))
	body := make([]app.UI, len(rows))
	for i, r := range rows {
		name := msg.T(l, "app.dir.version", msg.A("n", i+1))
		if i == 0 {
			name = msg.T(l, "app.dir.version.shown", msg.A("n", i+1))
		}
		cells := []app.UI{view.Th("row", name)}
		for j, v := range r {
			cells = append(cells, view.Tx("td", v).DataSet("label", labels[j]))
		}
		cells = append(cells, view.El("td", view.Tx("button.btn.btn-quiet.keep", msg.T(l, "app.dir.keep")).
			ID(id+"-keep-"+strconv.Itoa(i)).Attr("disabled", busy).OnClick(keep(i))))
		body[i] = view.El("tr", cells...).DataSet("version", i)
	}
	return view.El("table.fold.versions", view.El("thead", view.El("tr", head...)), view.El("tbody", body...))
}

// differing keeps the fields (labels, one value per version) whose values are not all equal.
func differing(labels []string, vals [][]string) ([]string, [][]string) {
	var keep []int
	for j := range labels {
		for i := 1; i < len(vals); i++ {
			if vals[i][j] != vals[0][j] {
				keep = append(keep, j)
				break
			}
		}
	}
	outL := make([]string, len(keep))
	for k, j := range keep {
		outL[k] = labels[j]
	}
	outV := make([][]string, len(vals))
	for i, v := range vals {
		outV[i] = make([]string, len(keep))
		for k, j := range keep {
			outV[i][k] = v[j]
		}
	}
	return outL, outV
}

// fieldSet is a record's fields as text, in order, for comparing versions.
type fieldSet struct {
	labels []string
	vals   []string
	at     map[string]int
}

// add appends a field. A label the record already has (two fields whose labels read alike: the
// event's kind and its roster are both "Pairs or teams") gets a row of its own, numbered, so
// that neither hides the other's difference.
func (f *fieldSet) add(label, val string) {
	if f.at == nil {
		f.at = map[string]int{}
	}
	for n, base := 2, label; ; n++ {
		if _, ok := f.at[label]; !ok {
			break
		}
		label = base + " (" + strconv.Itoa(n) + ")"
	}
	f.at[label] = len(f.labels)
	f.labels = append(f.labels, label)
	f.vals = append(f.vals, val)
}

// align lines up the fields of every version (a field one version lacks reads "—").
func align(sets []fieldSet) ([]string, [][]string) {
	var all fieldSet
	for _, s := range sets {
		for _, lb := range s.labels {
			if _, ok := all.at[lb]; !ok {
				all.add(lb, "")
			}
		}
	}
	vals := make([][]string, len(sets))
	for i, s := range sets {
		vals[i] = make([]string, len(all.labels))
		for j, lb := range all.labels {
			vals[i][j] = "—"
			if k, ok := s.at[lb]; ok && s.vals[k] != "" {
				vals[i][j] = s.vals[k]
			}
		}
	}
	return differing(all.labels, vals)
}

// incidentDiff is what differs between versions of one incident: when and where, whom, the
// calculator's inputs, the result in force, the notes, revoked or not (with reason and who).
func incidentDiff(l msg.Lang, nm ruling.Namer, ev *eventlog.Event, rs *engine.Ruleset, vs []eventlog.Incident) ([]string, [][]string) {
	sets := make([]fieldSet, len(vs))
	for i := range vs {
		in := &vs[i]
		f := &sets[i]
		f.add(msg.T(l, "app.log.read.time"), msg.DateTime(l, int64(in.Time)))
		f.add(msg.T(l, "app.dir.v.where"), caseWhere(l, in.Session, in.Round, in.Table, in.Board, in.Game))
		var who []string
		eff := in.Effective()
		many := func(key string) bool { r, _ := eventlog.SplitPartyKey(key); return eventlog.Repeated(eff, r) }
		for _, pr := range in.Parties {
			who = append(who, calcform.PartyKeyLabel(l, pr.Role, many(pr.Role))+" ("+nm.PartName(pr.Number)+")")
		}
		if in.Player != 0 {
			who = append(who, msg.T(l, "app.log.player")+" ("+nm.PlayerName(in.Player)+")")
		}
		f.add(msg.T(l, "app.dir.v.who"), strings.Join(who, "; "))
		var calc *engine.Calculator
		title := in.Calculator
		if rs != nil {
			if calc = rs.Calculator(in.Calculator); calc != nil {
				title = msg.T(l, calc.TitleKey())
			}
		}
		f.add(msg.T(l, "app.dir.v.calc"), title)
		if calc != nil {
			for j := range calc.Inputs {
				if j < len(in.Values) && in.Values[j] != nil {
					f.add(msg.T(l, calc.Inputs[j].LabelKey()), formstate.InputText(&calc.Inputs[j], in.Values[j], l))
				}
			}
		}
		keys := eventlog.OutKeys(eff) // a sheet's three players apart
		for j, o := range eff {
			f.add(calcform.PartyKeyLabel(l, keys[j], many(keys[j]))+" · "+engine.OutLabel(l, in.Calculator, o.Name), logOut(o).Text(l, in.Calculator))
		}
		f.add(msg.T(l, "app.log.notes"), in.Notes)
		status := msg.T(l, "app.dir.v.active")
		if in.Status == eventlog.Revoked {
			at := ""
			if in.RevokedAt != nil {
				at = msg.DateTime(l, int64(*in.RevokedAt))
			}
			status = msg.T(l, "app.log.revoked", msg.A("reason", in.Reason), msg.A("time", at)) + revokedBy(l, ev, in)
		}
		f.add(msg.T(l, "app.dir.v.status"), status)
	}
	return align(sets)
}

// eventDiff is what differs between versions of one event; of a roster (pairs or teams,
// players, club values) only the lines not every version has.
func eventDiff(l msg.Lang, vs []eventlog.Event) ([]string, [][]string) {
	ds := make([]eventlog.Draft, len(vs))
	for i := range vs {
		ds[i] = eventlog.DraftOf(vs[i])
	}
	sets := make([]fieldSet, len(vs))
	lines := func(get func(d *eventlog.Draft) string, i int) string {
		var out []string
		for _, line := range strings.Split(get(&ds[i]), "\n") {
			if line == "" {
				continue
			}
			for j := range ds {
				if !hasLine(get(&ds[j]), line) {
					out = append(out, line)
					break
				}
			}
		}
		return strings.Join(out, "; ")
	}
	for i := range vs {
		d, f := &ds[i], &sets[i]
		f.add(msg.T(l, "app.log.f.name"), d.Name)
		f.add(msg.T(l, "app.log.f.date"), d.Date)
		f.add(msg.T(l, "app.log.f.ruleset"), view.RulesetName(l, rulesets.Get(d.Ruleset)))
		f.add(msg.T(l, "app.log.f.version"), d.DataVersion)
		f.add(msg.T(l, "app.log.f.kind"), texts.KindName(l, d.Kind))
		f.add(msg.T(l, "app.log.f.form"), texts.FormName(l, d.Form))
		f.add(msg.T(l, "app.log.f.top"), d.Top)
		f.add(msg.T(l, "app.log.f.boards"), d.Boards)
		f.add(msg.T(l, "app.log.f.participants"), lines(func(d *eventlog.Draft) string { return d.Participants }, i))
		f.add(msg.T(l, "app.log.f.players"), lines(func(d *eventlog.Draft) string { return d.Players }, i))
		f.add(msg.T(l, "app.log.f.club"), lines(func(d *eventlog.Draft) string { return d.Club }, i))
	}
	return align(sets)
}

func hasLine(text, line string) bool {
	for _, x := range strings.Split(text, "\n") {
		if x == line {
			return true
		}
	}
	return false
}
