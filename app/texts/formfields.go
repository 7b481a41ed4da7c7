package texts

import "arbiter/engine/msg"

// The form asks only what applies: a field the director may leave blank says what it counts as
// then, and such fields wait behind one line until opened; a draft the form restores says so,
// with when it was last changed and a button that clears the case.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.assumed", msg.Text{"if left blank: {value}", "ako ostane prazno: {value}", "ha üresen marad: {value}"}},
		{"app.assumed.more", msg.Text{"Only if needed: {fields}", "Samo ako je potrebno: {fields}", "Csak ha szükséges: {fields}"}},
		{"app.draft.restored", msg.Text{"Restored draft from {time}.", "Vraćen nacrt od {time}.", "Visszaállított piszkozat, {time}."}},
		{"app.draft.restored.undated", msg.Text{"Restored draft.", "Vraćen nacrt.", "Visszaállított piszkozat."}},
		{"app.draft.clear", msg.Text{"Clear", "Obriši", "Törlés"}},
		{"app.draft.clear.name", msg.Text{"Clear the restored draft", "Obriši vraćeni nacrt", "A visszaállított piszkozat törlése"}},
	})
}
