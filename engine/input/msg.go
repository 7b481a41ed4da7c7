package input

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"input.err.length", msg.Text{
			En: "{field}: the text is too long (at most {max} characters).",
			Sr: "{field}: tekst je predugačak (najviše {max} znakova).",
			Hu: "{field}: a szöveg túl hosszú (legfeljebb {max} karakter).",
		}},
	})
}
