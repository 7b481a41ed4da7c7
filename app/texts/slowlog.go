package texts

import (
	"arbiter/app/internal/idb"
	"arbiter/engine/msg"
)

// KeyLogErrSlow: the log's storage did not open in time; the log is kept in memory meanwhile
// and moved into the storage once it opens (logstore.Handle.MoveIn).
const KeyLogErrSlow = idb.KeySlow

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{KeyLogErrSlow, msg.Text{
			"This device's storage is slow to open: the log is kept in memory until it opens, then saved. Keep this page open until this message goes.",
			"Skladište uređaja se sporo otvara: dnevnik je do tada u radnoj memoriji i biće sačuvan čim se skladište otvori. Ne zatvarajte ovu stranicu dok ova poruka ne nestane.",
			"Az eszköz tárhelye lassan nyílik meg: a napló addig a memóriában marad, és amint a tárhely megnyílik, mentésre kerül. Ne zárja be ezt az oldalt, amíg ez az üzenet el nem tűnik.",
		}},
	})
}
