package cards

import "arbiter/engine/msg"

func msgCards(n int) msg.Arg { return msg.A("cards", n) }
