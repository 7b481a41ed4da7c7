package event

import (
	"strconv"

	"arbiter/app/view"
	"arbiter/engine/msg"
	"arbiter/engine/pbn"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Who the file's pairs and teams are in the event: matched by name (pbn.MatchRoster) and
// corrected by the director, so that a traveller taken from the file carries the event's pair
// numbers. The director's choices are kept on the device beside the file, by event.

// renderRoster is the table of the file's pairs or teams and who each is in the event.
func (p *pbnSection) renderRoster(f *pbn.File) app.UI {
	es := f.Entrants()
	if len(es) == 0 || len(p.S.ev.Participants) == 0 {
		return nil
	}
	l := p.Lang
	pairs := view.PbnPairs(f, &p.S.ev, p.pbn.choices)
	rows := make([]app.UI, 0, len(es))
	unplaced := 0
	for _, e := range es {
		id := "pbn-map-" + e.ID
		name := e.ID
		if e.Name != "" {
			name += " · " + e.Name
		}
		cur := pairs[e.ID]
		if cur == 0 {
			unplaced++
		}
		opts := []app.UI{view.Option("0", msg.T(l, "app.pbn.roster.none"), cur == 0)}
		for _, pt := range p.S.ev.Participants {
			opts = append(opts, view.Option(strconv.Itoa(pt.Number), view.ParticipantName(pt), pt.Number == cur))
		}
		eid := e.ID
		rows = append(rows, view.El("div.field.pbn-map",
			view.LabelFor(id, name),
			view.El("select", opts...).ID(id).OnChange(func(ctx app.Context, ev app.Event) {
				n, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
				if p.pbn.choices == nil {
					p.pbn.choices = map[string]int{}
				}
				p.pbn.choices[eid] = n
				view.SetPBNRosterChoices(ctx, p.S.ev.ID, p.pbn.choices)
			}),
		).DataSet("matched", cur))
	}
	sum := msg.T(l, "app.pbn.roster.n", msg.A("n", len(es)), msg.A("placed", len(es)-unplaced))
	return view.El("details#pbn-roster",
		view.El("summary", view.Tx("strong", msg.T(l, "app.pbn.roster")), app.Text(" · "+sum)),
		view.LogT(l, "p.help", "app.pbn.roster.help"),
		view.El("div.pbn-maps", rows...),
	).Attr("open", unplaced > 0 || len(p.pbn.choices) > 0) // open while the director works on it
}
