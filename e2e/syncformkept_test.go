package e2e

import (
	"fmt"
	"testing"

	"arbiter/engine/msg"
)

// TestSyncFormKeptAcrossEdit: what a director has typed in the shared-log set-up is still there
// after they edit the event (or cancel the edit) and come back to the page: the section is
// drawn again, its form is not started over.
func TestSyncFormKeptAcrossEdit(t *testing.T) {
	for _, l := range atTheTable {
		t.Run(l.String(), func(t *testing.T) {
			s, b, w := logPhone(t, l)
			id := ocsbEvent(t, b, s, "Liga "+l.String())
			openEventPage(t, b, s.URL, id, l.String())
			b.click(t, "sync-setup")
			b.waitJS(t, `document.getElementById("sync-server") !== null`)
			typed := map[string]string{"sync-server": "http://127.0.0.1:5984", "sync-db": "liga-" + l.String(), "sync-user": "ana"}
			for _, id := range []string{"sync-server", "sync-db", "sync-user"} {
				fill(t, b, id, typed[id])
			}
			b.click(t, "event-edit")
			b.waitJS(t, `document.getElementById("ev-name") !== null`)
			cancel := msg.T(l, "app.log.cancel")
			if !eval[bool](t, b, fmt.Sprintf(`(b => { if (!b) return false; b.click(); return true; })(Array.from(document.querySelectorAll("button")).find(x => x.textContent.trim() === %q))`, cancel)) {
				t.Fatalf("the event form has no %q button: %s", cancel, eval[string](t, b, `Array.from(document.querySelectorAll("button")).map(x => JSON.stringify(x.textContent)).join(" ")`))
			}
			b.waitJS(t, `document.getElementById("event-edit") !== null && document.getElementById("sync-server") !== null`)
			for _, id := range []string{"sync-server", "sync-db", "sync-user"} {
				if got := b.value(t, id); got != typed[id] {
					t.Errorf("after the edit view, #%s holds %q, want %q as typed", id, got, typed[id])
				}
			}
			b.screenshot(t, "sync-form-kept-"+l.String()+"-360")
			w.check(t)
		})
	}
}
