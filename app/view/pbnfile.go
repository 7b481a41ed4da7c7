package view

import (
	"arbiter/engine/eventlog"
	"arbiter/engine/pbn"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func PbnRosterChoices(ctx app.Context, event string) map[string]int {
	var m map[string]int
	ctx.LocalStorage().Get(keyPBNRoster+event, &m)
	return m
}

func SetPBNRosterChoices(ctx app.Context, event string, m map[string]int) {
	if len(m) == 0 {
		ctx.LocalStorage().Del(keyPBNRoster + event)
		return
	}
	ctx.LocalStorage().Set(keyPBNRoster+event, m)
}

// PbnPairs is the event's number of each of the file's pairs or teams it can place: by name,
// then the director's choices (0: not in the event). nil when the event has no roster: the
// file's numbers stand.
func PbnPairs(f *pbn.File, ev *eventlog.Event, choices map[string]int) map[string]int {
	if ev == nil || len(ev.Participants) == 0 {
		return nil
	}
	out := pbn.MatchRoster(f.Entrants(), ev.Participants)
	for id, n := range choices {
		if n > 0 {
			out[id] = n
		} else {
			delete(out, id)
		}
	}
	return out
}

// keyPBNRoster + event ID: localStorage, the director's choices (the file's number → the
// event's participant, 0 none).
const keyPBNRoster = "arbiter.pbn.roster."
