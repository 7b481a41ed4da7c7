package event

// pageOf is an event page holding st, as its sections see it (their host set).
func pageOf(st eventState) *Page {
	p := &Page{eventState: st}
	p.host = p
	return p
}
