package event

// pageOf is an event page holding st, as its sections see it (their host set).
func pageOf(st eventState) *EventPage {
	p := &EventPage{eventState: st}
	p.host = p
	return p
}
