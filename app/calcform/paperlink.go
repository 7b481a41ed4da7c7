package calcform

import (
	"arbiter/app/paths"
	"arbiter/engine/link"
	"arbiter/engine/msg"
)

// printLink is the link to the form's paper on a page of its own, for printing: the ruling
// page of the inputs as they stand (their share link) in its print view.
func (c *CalcForm) printLink(l msg.Lang) string {
	r := link.Ruling{Ruleset: c.RS.ID, DataVersion: c.RS.Version, Calculator: c.Calc.ID, Values: c.st.Vals}
	r.Club = link.ClubFrom(c.RS, c.RS.Version, c.st.Club)
	code, err := paths.Codec.Encode(r)
	if err != nil {
		return ""
	}
	return link.URL(paths.Href(paths.RouteR), code, "") + "&print=1&lang=" + l.String()
}
