package ruling

import (
	"strconv"
	"strings"

	"arbiter/app/paths"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Namer names the event's participants and players ("3 · Zvezda", "Kiš Péter").
type Namer interface {
	PartName(n int) string
	PlayerName(id int) string
}

// LoggedLink is the share link of a logged case on origin: its calculation (with the event's
// data version and club values, and what the director announced) and its case parameters.
func LoggedLink(origin string, ev *eventlog.Event, rs *engine.Ruleset, nm Namer, in *eventlog.Incident, names bool) (string, error) {
	r := link.Ruling{Ruleset: ev.Ruleset, DataVersion: ev.DataVersion, Calculator: in.Calculator, Values: in.Values,
		Announced: LoggedAnnounced(in)}
	if rs != nil {
		r.Club = link.ClubFrom(rs, ev.DataVersion, ev.Club)
	}
	code, err := paths.Codec.Encode(r)
	if err != nil {
		return "", err
	}
	return link.CaseURL(origin+paths.Href("/r"), code, "", LoggedCase(nm, in, names)), nil
}

// caseHeader is the ruling page's header of a logged case's link: its label, where, when and
// the sides ("Strana u prekršaju: 3 · Zvezda"). nil for a link without a case.
func caseHeader(l msg.Lang, c link.Case) app.UI {
	if c.IsZero() {
		return nil
	}
	h := msg.T(l, "app.log.read.case")
	if c.Label != "" {
		h = msg.T(l, "app.log.read.case.label", msg.A("label", c.Label))
	}
	var rows []app.UI
	add := func(key, v, id string) {
		if v != "" {
			rows = append(rows, view.El("div.out", view.Tx("dt", msg.T(l, key)), view.Tx("dd", v)).DataSet("case", id))
		}
	}
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n) // a number that names, not a quantity
	}
	add("app.log.round", num(c.Round), "round")
	add("app.log.table", num(c.Table), "table")
	add("app.log.board", num(c.Board), "board")
	add("app.log.game", num(c.Game), "game")
	if m, ok := MinuteOf(c.Time); ok {
		add("app.log.read.time", msg.DateTime(l, int64(m)), "time")
	}
	for _, s := range c.Sides {
		v := strconv.Itoa(s.Number)
		if s.Name != "" {
			v += " · " + s.Name
		}
		rows = append(rows, view.El("div.out", view.Tx("dt", msg.PartyLabel(l, s.Role)), view.Tx("dd", v)).DataSet("case", "side").DataSet("role", s.Role))
	}
	return view.El("section#ruling-case.case-head", view.Tx("h2", h), view.El("dl.inputs", rows...)).Aria("label", h)
}

// LoggedAnnounced is the link's announced outs of a logged case: the outs whose announced value
// differs from the computed one, by their index in the result.
func LoggedAnnounced(in *eventlog.Incident) []link.Announced {
	if len(in.Announced) == 0 {
		return nil
	}
	var out []link.Announced
	for i := range in.Announced {
		if i >= len(in.Result) || i > link.MaxOutIndex {
			break
		}
		c, a := announcedValue(i, in.Result[i]), announcedValue(i, in.Announced[i])
		if c != a {
			out = append(out, a)
		}
	}
	return out
}

// LoggedCase is the link.Case of a logged incident: names of the sides only when names is set.
func LoggedCase(nm Namer, in *eventlog.Incident, names bool) link.Case {
	c := link.Case{Label: in.Label(), Round: in.Round, Table: in.Table, Board: in.Board, Game: in.Game, Time: in.Time.String()}
	for _, pr := range in.Parties {
		role, _ := eventlog.SplitPartyKey(pr.Role) // a link's side names the role
		s := link.Side{Role: role, Number: pr.Number}
		if names {
			s.Name = nameOnly(nm.PartName(pr.Number), pr.Number)
		}
		c.Sides = append(c.Sides, s)
	}
	if in.Player != 0 {
		s := link.Side{Role: "player", Number: in.Player}
		if names {
			s.Name = nm.PlayerName(in.Player)
			if strings.HasPrefix(s.Name, "#") {
				s.Name = ""
			}
		}
		c.Sides = append(c.Sides, s)
	}
	return c
}

// MinuteOf reads "2006-01-02T15:04".
func MinuteOf(s string) (eventlog.Minute, bool) {
	var m eventlog.Minute
	if s == "" || m.UnmarshalText([]byte(s)) != nil {
		return 0, false
	}
	return m, true
}

func announcedValue(i int, o eventlog.Out) link.Announced {
	switch {
	case o.Bool != nil:
		if *o.Bool {
			return link.Announced{Out: i, Num: 1}
		}
		return link.Announced{Out: i}
	case o.Code != "":
		return link.Announced{Out: i, Code: o.Code}
	}
	return link.Announced{Out: i, Num: link.Hundredths(o.Num)}
}

// nameOnly is the name of participantName's "3 · Zvezda" ("" for a bare number).
func nameOnly(full string, n int) string {
	return strings.TrimPrefix(strings.TrimPrefix(full, strconv.Itoa(n)), " · ")
}
