// Package testnamer is the namer of participants the app's tests give (ruling.Namer's
// methods): only tests import it.
package testnamer

import (
	"strconv"

	"arbiter/app/view"
	"arbiter/engine/eventlog"
)

// Namer names the participants a test gives (by number) and players by their number; the
// native and the browser-side tests share it.
type Namer map[int]string

func (n Namer) PartName(x int) string {
	if s, ok := n[x]; ok {
		return view.ParticipantName(eventlog.Participant{Number: x, Name: s})
	}
	return view.ParticipantName(eventlog.Participant{Number: x})
}
func (n Namer) PlayerName(id int) string { return "#" + strconv.Itoa(id) }
