package main

import (
	"arbiter/app/view"
	"strconv"

	"arbiter/engine/eventlog"
)

// testNamer names the participants a test gives (by number) and players by their number; the
// native and the browser-side tests share it.
type testNamer map[int]string

func (n testNamer) partName(x int) string {
	if s, ok := n[x]; ok {
		return view.ParticipantName(eventlog.Participant{Number: x, Name: s})
	}
	return view.ParticipantName(eventlog.Participant{Number: x})
}
func (n testNamer) playerName(id int) string { return "#" + strconv.Itoa(id) }
