package event

import (
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// syncSection is the event page's "Shared log" (sync.go, syncheld.go): a section of its own,
// redrawn alone when the sync runner reports (its watch is the section's), and with the page's
// state on a new Gen. Its state is the page's sync panel, which the page's other sections
// read too (the delete question, the letters claimed on the server).
type syncSection struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	Page *EventPage
}

func (s *syncSection) OnMount(ctx app.Context) { s.Page.mountSync(ctx) }

func (s *syncSection) OnDismount() {
	if s.Page.sync.stop != nil {
		s.Page.sync.stop()
		s.Page.sync.stop = nil
	}
}

func (s *syncSection) Render() app.UI { return s.Page.renderSync() }
