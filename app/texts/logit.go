package texts

import "arbiter/engine/msg"

// Messages of "Log it" starting from the case on the form: the question asked before a choice
// made in a tool changes the open event's own setting.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.remember.ask", msg.Text{
			"“{setting}” is a setting of the event {event}: {from}. Change it to {to} for the whole event, its later cases too?",
			"„{setting}” je podešavanje takmičenja {event}: {from}. Promeniti na {to} za celo takmičenje, i za njegove sledeće slučajeve?",
			"„{setting}” a verseny beállítása ({event}): {from}. Módosítja erre: {to} az egész versenyre, a későbbi esetekre is?"}},
		{"app.remember.yes", msg.Text{"Change for the event", "Promeni za takmičenje", "Módosítás a versenyre"}},
		{"app.remember.no", msg.Text{"Only this case", "Samo za ovaj slučaj", "Csak erre az esetre"}},
		{"app.remember.kept", msg.Text{"Only this case: the event keeps {setting}: {from}.", "Samo ovaj slučaj: takmičenje zadržava „{setting}”: {from}.", "Csak ez az eset: a verseny beállítása marad („{setting}”: {from})."}},
		{"app.remember.done", msg.Text{"Changed for the event {event}: {setting}: {to}.", "Promenjeno za takmičenje {event}: „{setting}”: {to}.", "A verseny beállítása módosult ({event}): „{setting}”: {to}."}},
	})
}
