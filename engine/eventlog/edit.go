package eventlog

// Edited is the stored event old with the fields the event form holds (Draft: name, date,
// ruleset, data version, kind, form, top, boards, participants, players, club values) taken
// from form, the event Draft.Build made of the edited form. Every other field stays old's: its
// directors, versions, a newer version's fields (Extra), and any field appended to Event that
// the form does not hold, so that an edit never drops it (TestEdited lists every field). The
// store then stores it as old's next version (NextEvent).
func Edited(old, form Event) Event {
	out := cloneEvent(old)
	f := cloneEvent(form)
	out.Name, out.Date, out.Ruleset, out.DataVersion = f.Name, f.Date, f.Ruleset, f.DataVersion
	out.Kind, out.Form, out.Top, out.Boards = f.Kind, f.Form, f.Top, f.Boards
	out.Club, out.Participants, out.Players = f.Club, f.Participants, f.Players
	return out
}
